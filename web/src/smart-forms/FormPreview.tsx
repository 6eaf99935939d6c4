// The "Preview" tab: the draft as a family would see it on a phone (a 360 px frame), in a language chosen among the
// form's, with relevance applied live — an element or page whose `relevant` does not hold for the answers given so
// far is not shown. Answers are checked by common's checkAnswers, the rule set the filling page and the API run;
// nothing is stored.
import {
  checkAnswers,
  holds,
  isEmptyAnswer,
  parseExpression,
  type SmartFormDefinition,
  type SmartFormElement,
} from '@aid/common/smart-forms';
import { Box, Button, Center, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { IconDeviceMobile } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { problemsText } from './fields.js';
import { languageName, shownText, textIn } from './languages.js';
import { withoutBlankRules } from './model.js';
import { PreviewInput } from './PreviewInput.js';
import type { Problem } from './problems.js';

/** The phone the preview stands in for: the filling page's narrowest supported width (issue 25). */
export const PREVIEW_WIDTH = 360;

/**
 * Whether a relevance holds for these answers. One that does not parse cannot be saved (the editor marks it); here
 * its element is shown, as checkAnswers treats it.
 */
export function isRelevant(relevant: string | null, answers: Readonly<Record<string, unknown>>): boolean {
  if (!relevant?.trim()) return true;
  const { ast } = parseExpression(relevant);
  return ast ? holds(ast, { answers }) : true;
}

/** The pages and elements shown for these (clean) answers, in order. */
export function visibleParts(definition: SmartFormDefinition, answers: Readonly<Record<string, unknown>>) {
  return definition.pages
    .filter((page) => isRelevant(page.relevant, answers))
    .map((page) => ({ page, elements: page.elements.filter((element) => isRelevant(element.relevant, answers)) }));
}

/** An answer's problem as the family reads it: the author's constraint message in their language, if written. */
export function problemText(
  t: ReturnType<typeof useTranslation>['t'],
  problem: Problem,
  element: SmartFormElement,
  language: string,
): string {
  if (problem.code === 'CONSTRAINT_FAILED') {
    const authored = textIn(element.constraintMessage, language);
    if (authored) return authored;
  }
  return problemsText(t, [problem]) ?? problem.message;
}

export function FormPreview({ definition: draft }: { definition: SmartFormDefinition }) {
  const { t, i18n } = useTranslation();
  const definition = useMemo(() => withoutBlankRules(draft), [draft]);
  const [chosen, setChosen] = useState(definition.defaultLanguage);
  const language = definition.languages.includes(chosen) ? chosen : definition.defaultLanguage;
  const [answers, setAnswers] = useState<Record<string, unknown>>({});
  // REQUIRED shows once the family tries to send, not on a form they have just opened.
  const [sent, setSent] = useState(false);
  const check = useMemo(() => {
    // Answers to elements renamed or deleted since they were typed are no longer the form's.
    const names = new Set(definition.pages.flatMap((page) => page.elements.map((element) => element.name)));
    return checkAnswers(definition, Object.fromEntries(Object.entries(answers).filter(([name]) => names.has(name))));
  }, [definition, answers]);
  const parts = visibleParts(definition, check.answers);
  const errors = new Map(check.errors.map((error) => [error.field, error]));
  const shown = (element: SmartFormElement) => {
    const error = errors.get(element.name);
    if (!error || (!sent && isEmptyAnswer(answers[element.name]))) return undefined;
    return problemText(t, error, element, language);
  };
  const answer = (name: string) => (value: unknown) => setAnswers((current) => ({ ...current, [name]: value }));
  const elementCount = parts.reduce((sum, part) => sum + part.elements.length, 0);

  return (
    <Stack gap="sm" data-testid="form-preview">
      <Group justify="space-between" align="flex-end">
        <NativeSelect
          label={t('smartForms.preview.language')}
          value={language}
          onChange={(event) => setChosen(event.currentTarget.value)}
          data={definition.languages.map((code) => ({ value: code, label: languageName(code, i18n.language) }))}
          data-testid="preview-language"
        />
        <Button
          variant="default"
          onClick={() => {
            setAnswers({});
            setSent(false);
          }}
          data-testid="preview-reset"
        >
          {t('smartForms.preview.reset')}
        </Button>
      </Group>
      <Text size="sm" c="dimmed">
        <IconDeviceMobile size={14} aria-hidden="true" /> {t('smartForms.preview.intro')}
      </Text>
      <Center>
        <Box
          w={PREVIEW_WIDTH}
          maw="100%"
          h={640}
          p="md"
          lang={language}
          style={{
            overflowY: 'auto',
            border: '10px solid var(--mantine-color-dark-6)',
            borderRadius: 28,
            background: 'var(--mantine-color-body)',
          }}
          data-testid="preview-frame"
        >
          <Stack gap="lg">
            {parts.map(({ page, elements }) => (
              <Stack key={page.pageId} gap="sm" data-testid="preview-page" data-page-name={page.name}>
                {shownText(page.title, language, definition.defaultLanguage) && (
                  <Title order={3} size="h5">
                    {shownText(page.title, language, definition.defaultLanguage)}
                  </Title>
                )}
                {elements.map((element) => (
                  <Box key={element.elementId} data-testid="preview-element" data-element-name={element.name}>
                    <PreviewInput
                      element={element}
                      language={language}
                      defaultLanguage={definition.defaultLanguage}
                      value={answers[element.name]}
                      onChange={answer(element.name)}
                      error={shown(element)}
                    />
                  </Box>
                ))}
              </Stack>
            ))}
            {elementCount === 0 ? (
              <Text size="sm" c="dimmed" data-testid="preview-empty">
                {t('smartForms.preview.empty')}
              </Text>
            ) : (
              <Button onClick={() => setSent(true)} data-testid="preview-send">
                {t('smartForms.preview.send')}
              </Button>
            )}
            {sent && elementCount > 0 && (
              <Text
                size="sm"
                c={check.errors.length === 0 ? 'green' : 'red'}
                role="status"
                data-testid="preview-outcome"
              >
                {check.errors.length === 0
                  ? t('smartForms.preview.accepted')
                  : t('smartForms.preview.refused', { count: check.errors.length })}
              </Text>
            )}
          </Stack>
        </Box>
      </Center>
    </Stack>
  );
}
