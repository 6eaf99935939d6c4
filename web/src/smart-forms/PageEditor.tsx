// The builder's right side for a page (an XLSForm group): its name, its title in the language being edited, and the
// relevance that asks or skips the whole page.
import type { SmartFormPage } from '@aid/common/smart-forms';
import { Alert, Stack, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ExpressionInput, errorAt, LocalizedInput } from './fields.js';
import { languageName } from './languages.js';
import type { Builder } from './useBuilder.js';

type Props = { builder: Builder; page: SmartFormPage; language: string; readOnly: boolean };

export function PageEditor({ builder, page, language, readOnly }: Props) {
  const { t, i18n } = useTranslation();
  const problems = builder.problems.pages.get(page.pageId);
  const change = (patch: Partial<SmartFormPage>) =>
    builder.changePage(page.pageId, (current) => ({ ...current, ...patch }));
  const whole = errorAt(t, problems, 'page', 'elements');
  return (
    <Stack gap="sm" data-testid="page-editor" data-page-name={page.name}>
      <Title order={2} size="h4">
        {t('smartForms.editor.pageHeading')}
      </Title>
      {whole && (
        <Alert color="red" data-testid="page-problem">
          {whole}
        </Alert>
      )}
      <TextInput
        label={t('smartForms.editor.name')}
        description={t('smartForms.editor.pageNameHint')}
        value={page.name}
        onChange={(event) => change({ name: event.currentTarget.value })}
        error={errorAt(t, problems, 'name')}
        readOnly={readOnly}
        spellCheck={false}
        data-testid="page-name"
      />
      <LocalizedInput
        label={t('smartForms.editor.pageTitle', { language: languageName(language, i18n.language) })}
        list={page.title}
        language={language}
        onChange={(title) => change({ title })}
        error={errorAt(t, problems, 'title')}
        readOnly={readOnly}
        testId="page-title"
      />
      <ExpressionInput
        label={t('smartForms.editor.relevant')}
        description={t('smartForms.editor.pageRelevantHint', { example: `selected(\${consent}, 'yes')` })}
        value={page.relevant}
        onChange={(relevant) => change({ relevant })}
        error={errorAt(t, problems, 'relevant')}
        readOnly={readOnly}
        testId="page-relevant"
      />
    </Stack>
  );
}
