// A select element's choices: the stored value (XLSForm's choice name) and its label in the language being edited,
// added, removed and reordered with named buttons. A problem at `choices.2.value` shows on that row.
import type { SmartFormChoice } from '@aid/common/smart-forms';
import { ActionIcon, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { problemsText } from './fields.js';
import { textIn, withText } from './languages.js';
import type { Problem } from './problems.js';

type Props = {
  choices: readonly SmartFormChoice[];
  language: string;
  onChange: (choices: SmartFormChoice[]) => void;
  problems: readonly Problem[] | undefined;
  readOnly: boolean;
};

/** `choices.<row>.<field>` in a problem's path; null for a problem of the choices as a whole. */
function rowOf(problem: Problem): { row: number; field: string } | null {
  const match = /(?:^|\.)choices\.(\d+)\.?(\w*)/.exec(problem.field);
  return match ? { row: Number(match[1]), field: match[2] || 'value' } : null;
}

/** `option_1`, `option_2`, …: the first value not yet used. */
function nextValue(choices: readonly SmartFormChoice[]): string {
  const taken = new Set(choices.map((choice) => choice.value));
  let n = choices.length + 1;
  while (taken.has(`option_${n}`)) n++;
  return `option_${n}`;
}

export function ChoicesEditor({ choices, language, onChange, problems, readOnly }: Props) {
  const { t } = useTranslation();
  const at = (row: number, field: 'value' | 'label') =>
    problemsText(
      t,
      problems?.filter((problem) => {
        const place = rowOf(problem);
        return place?.row === row && (field === 'value' ? place.field === 'value' : place.field !== 'value');
      }),
    );
  const whole = problemsText(
    t,
    problems?.filter((problem) => rowOf(problem) === null),
  );
  const set = (row: number, choice: SmartFormChoice) => onChange(choices.map((c, i) => (i === row ? choice : c)));
  const move = (row: number, by: -1 | 1) => {
    const next = [...choices];
    const [choice] = next.splice(row, 1);
    if (choice) next.splice(row + by, 0, choice);
    onChange(next);
  };

  return (
    <Stack gap="xs" data-testid="choices-editor">
      <Text fw={500} size="sm">
        {t('smartForms.choices.title')}
      </Text>
      {choices.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('smartForms.choices.empty')}
        </Text>
      )}
      {choices.map((choice, row) => (
        // The value can be edited, so the row's place is its key: focus stays in the field being typed in.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above.
        <Group key={row} align="flex-start" gap="xs" wrap="nowrap" data-testid="choice-row">
          <TextInput
            aria-label={t('smartForms.choices.value', { number: row + 1 })}
            placeholder={t('smartForms.choices.valuePlaceholder')}
            value={choice.value}
            onChange={(event) => set(row, { ...choice, value: event.currentTarget.value })}
            error={at(row, 'value')}
            readOnly={readOnly}
            spellCheck={false}
            w={150}
            data-testid="choice-value"
          />
          <TextInput
            aria-label={t('smartForms.choices.label', { number: row + 1 })}
            placeholder={t('smartForms.choices.labelPlaceholder')}
            value={textIn(choice.label, language)}
            onChange={(event) =>
              set(row, { ...choice, label: withText(choice.label, language, event.currentTarget.value) })
            }
            error={at(row, 'label')}
            readOnly={readOnly}
            lang={language}
            style={{ flex: 1 }}
            data-testid="choice-label"
          />
          {!readOnly && (
            <Group gap={2} wrap="nowrap" mt={4}>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('smartForms.choices.up', { value: choice.value })}
                disabled={row === 0}
                onClick={() => move(row, -1)}
                data-testid="choice-move-up"
              >
                <IconArrowUp size={16} aria-hidden="true" />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="gray"
                aria-label={t('smartForms.choices.down', { value: choice.value })}
                disabled={row === choices.length - 1}
                onClick={() => move(row, 1)}
                data-testid="choice-move-down"
              >
                <IconArrowDown size={16} aria-hidden="true" />
              </ActionIcon>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('smartForms.choices.remove', { value: choice.value })}
                onClick={() => onChange(choices.filter((_, i) => i !== row))}
                data-testid="choice-remove"
              >
                <IconTrash size={16} aria-hidden="true" />
              </ActionIcon>
            </Group>
          )}
        </Group>
      ))}
      {whole && (
        <Text size="sm" c="red" data-testid="choices-problem">
          {whole}
        </Text>
      )}
      {!readOnly && (
        <Button
          variant="subtle"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden="true" />}
          onClick={() => onChange([...choices, { value: nextValue(choices), label: [] }])}
          style={{ alignSelf: 'flex-start' }}
          data-testid="choice-add"
        >
          {t('smartForms.choices.add')}
        </Button>
      )}
    </Stack>
  );
}
