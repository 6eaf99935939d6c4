// The form's languages as tabs: the tab chosen is the language the editors show and change (labels, hints, titles,
// choices, messages). Beside them: make the chosen one the default (the language a family sees first and every
// label must have), remove it with its texts, or add another.
import { Badge, Button, Group, Popover, Stack, Tabs, TextInput } from '@mantine/core';
import { IconPlus, IconStar, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog, useConfirmation } from '../list/ConfirmDialog.js';
import { problemsText } from './fields.js';
import {
  addLanguage,
  canRemoveLanguage,
  languageName,
  normalisedLanguage,
  removeLanguage,
  setDefaultLanguage,
} from './languages.js';
import type { Builder } from './useBuilder.js';

type Props = {
  builder: Builder;
  language: string;
  onLanguage: (language: string) => void;
  readOnly: boolean;
};

export function LanguagesBar({ builder, language, onLanguage, readOnly }: Props) {
  const { t, i18n } = useTranslation();
  const { definition } = builder;
  const [adding, setAdding] = useState(false);
  const [typed, setTyped] = useState('');
  const [typedError, setTypedError] = useState<string | null>(null);
  const removal = useConfirmation<string>(async (code) => {
    builder.change((current) => removeLanguage(current, code));
    onLanguage(definition.defaultLanguage);
    return null;
  });
  const formProblems = problemsText(
    t,
    builder.problems.form.filter((p) => /(^|\.)(languages|defaultLanguage)/.test(p.field)),
  );

  const add = () => {
    const code = normalisedLanguage(typed);
    if (!code) {
      setTypedError(t('smartForms.languages.invalid'));
      return;
    }
    builder.change((current) => addLanguage(current, code));
    onLanguage(code);
    setTyped('');
    setTypedError(null);
    setAdding(false);
  };

  return (
    <Stack gap={4}>
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="xs">
        <Tabs
          value={language}
          onChange={(value) => value && onLanguage(value)}
          aria-label={t('smartForms.languages.title')}
        >
          <Tabs.List>
            {definition.languages.map((code) => (
              <Tabs.Tab
                key={code}
                value={code}
                data-testid={`language-tab-${code}`}
                rightSection={
                  code === definition.defaultLanguage ? (
                    <Badge size="xs" variant="light">
                      {t('smartForms.languages.default')}
                    </Badge>
                  ) : undefined
                }
              >
                {languageName(code, i18n.language)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        {!readOnly && (
          <Group gap="xs">
            {language !== definition.defaultLanguage && (
              <Button
                variant="subtle"
                size="xs"
                leftSection={<IconStar size={14} aria-hidden="true" />}
                onClick={() => builder.change((current) => setDefaultLanguage(current, language))}
                data-testid="language-make-default"
              >
                {t('smartForms.languages.makeDefault', { language: languageName(language, i18n.language) })}
              </Button>
            )}
            {canRemoveLanguage(definition, language) && (
              <Button
                variant="subtle"
                size="xs"
                color="red"
                leftSection={<IconTrash size={14} aria-hidden="true" />}
                onClick={() => removal.ask(language)}
                data-testid="language-remove"
              >
                {t('smartForms.languages.remove', { language: languageName(language, i18n.language) })}
              </Button>
            )}
            <Popover opened={adding} onChange={setAdding} trapFocus position="bottom-end" withArrow>
              <Popover.Target>
                <Button
                  variant="default"
                  size="xs"
                  leftSection={<IconPlus size={14} aria-hidden="true" />}
                  onClick={() => setAdding((open) => !open)}
                  data-testid="language-add"
                >
                  {t('smartForms.languages.add')}
                </Button>
              </Popover.Target>
              <Popover.Dropdown>
                <form
                  onSubmit={(event) => {
                    event.preventDefault();
                    add();
                  }}
                >
                  <Group align="flex-end" gap="xs">
                    <TextInput
                      label={t('smartForms.languages.code')}
                      description={t('smartForms.languages.codeHint')}
                      value={typed}
                      onChange={(event) => setTyped(event.currentTarget.value)}
                      error={typedError}
                      maxLength={10}
                      data-testid="language-code"
                    />
                    <Button type="submit" size="sm" data-testid="language-add-submit">
                      {t('smartForms.languages.addSubmit')}
                    </Button>
                  </Group>
                </form>
              </Popover.Dropdown>
            </Popover>
          </Group>
        )}
      </Group>
      {formProblems && (
        <Badge color="red" variant="light" data-testid="languages-problem" style={{ textTransform: 'none' }}>
          {formProblems}
        </Badge>
      )}
      <ConfirmDialog
        confirmation={removal}
        title={t('smartForms.languages.removeTitle')}
        question={t('smartForms.languages.removeQuestion', {
          language: removal.target ? languageName(removal.target, i18n.language) : '',
        })}
        cancelLabel={t('smartForms.builder.cancel')}
        confirmLabel={t('smartForms.languages.removeConfirm')}
        testId="language-remove"
      />
    </Stack>
  );
}
