// The builder of one form: the header (save, publish, close, export, public link), the languages, then three tabs —
// Build (pages and elements on the left, the chosen one's editor on the right), Preview (the form on a phone, live)
// and Versions (what was published). "Save draft" sends the whole definition; a refusal comes back as problems at
// their places, shown next to their fields and marked in the outline.
import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Grid, Stack, Tabs, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type FragmentType, getFragmentData } from '../generated/fragment-masking.js';
import { refusalMessage } from '../i18n/fieldErrors.js';
import { useAlerts } from '../ui/alerts.js';
import { errorMessage } from '../ui/errorMessage.js';
import { useSmartFormsAccess } from './access.js';
import { BuilderHeader } from './BuilderHeader.js';
import { BuilderOutline } from './BuilderOutline.js';
import { elementById } from './builder.js';
import { ElementEditor, type ListProperty } from './ElementEditor.js';
import { FormPreview } from './FormPreview.js';
import { problemsText } from './fields.js';
import { LanguagesBar } from './LanguagesBar.js';
import { definitionFromGraphql, definitionInput } from './model.js';
import {
  SmartFormBuilderFragment,
  SmartFormDefinitionFragment,
  SmartFormTargetListDocument,
  UpdateSmartFormDocument,
} from './operations.js';
import { PageEditor } from './PageEditor.js';
import { useBuilder } from './useBuilder.js';
import { VersionsList } from './VersionsList.js';

type Tab = 'build' | 'preview' | 'versions';

export function SmartFormBuilder({ form: formRef }: { form: FragmentType<typeof SmartFormBuilderFragment> }) {
  const { t } = useTranslation();
  const { showAlert } = useAlerts();
  const access = useSmartFormsAccess();
  const [current, setCurrent] = useState(formRef);
  const form = getFragmentData(SmartFormBuilderFragment, current);
  const draft = useMemo(
    () => definitionFromGraphql(getFragmentData(SmartFormDefinitionFragment, form.draft)),
    [form.draft],
  );
  // The properties an element may fill; unknown (not checked here) until the list is read or when it cannot be.
  const list = useQuery(SmartFormTargetListDocument, { variables: { id: form.targetListId }, errorPolicy: 'all' });
  const properties = useMemo<ListProperty[] | undefined>(
    () => list.data?.beneficiaryList?.propertyList.map(({ key, label }) => ({ key, label })),
    [list.data],
  );
  const propertyKeys = useMemo(() => properties?.map((p) => p.key), [properties]);
  const builder = useBuilder(draft, propertyKeys);
  const [update, { loading: saving }] = useMutation(UpdateSmartFormDocument);
  const [tab, setTab] = useState<Tab>('build');
  const [language, setLanguage] = useState(draft.defaultLanguage);
  const [saveError, setSaveError] = useState<string | null>(null);
  const editing = builder.definition.languages.includes(language) ? language : builder.definition.defaultLanguage;
  const readOnly = !access.update;

  const adopt = (next: FragmentType<typeof SmartFormBuilderFragment>) => {
    setCurrent(next);
    const stored = getFragmentData(SmartFormBuilderFragment, next);
    builder.saved(definitionFromGraphql(getFragmentData(SmartFormDefinitionFragment, stored.draft)));
  };

  const save = async () => {
    const sent = builder.definition;
    setSaveError(null);
    try {
      const result = (
        await update({ variables: { id: form.smartFormId, input: { definition: definitionInput(sent) } } })
      ).data?.updateSmartForm;
      if (result?.smartForm) {
        adopt(result.smartForm);
        showAlert('success', t('smartForms.builder.saved'));
        return;
      }
      const fieldErrors = result?.fieldErrors ?? [];
      builder.refused(sent, fieldErrors);
      setSaveError(
        fieldErrors.length > 0
          ? t('smartForms.builder.refused', { count: fieldErrors.length })
          : (refusalMessage(t, result) ?? t('smartForms.builder.saveFailed')),
      );
    } catch (error) {
      setSaveError(t('smartForms.builder.saveError', { message: errorMessage(error, t) }));
    }
  };

  const { selection } = builder;
  const element = selection?.kind === 'element' ? elementById(builder.definition, selection.id) : null;
  const page =
    selection?.kind === 'page' ? (builder.definition.pages.find((p) => p.pageId === selection.id) ?? null) : null;
  const formProblems = problemsText(
    t,
    builder.problems.form.filter((p) => !/(^|\.)(languages|defaultLanguage)/.test(p.field)),
  );

  return (
    <Stack gap="md" data-testid="smart-form-builder">
      <BuilderHeader
        form={form}
        dirty={builder.dirty}
        saving={saving}
        canUpdate={access.update}
        canFill={access.create}
        onSave={() => void save()}
        onForm={adopt}
        onRefused={(fieldErrors) => builder.refused(builder.definition, fieldErrors)}
      />
      {saveError && (
        <Alert color="red" role="alert" icon={<IconAlertCircle aria-hidden="true" />} data-testid="builder-save-error">
          {saveError}
        </Alert>
      )}
      {formProblems && (
        <Alert color="red" data-testid="builder-form-problems">
          {formProblems}
        </Alert>
      )}
      {builder.problemCount > 0 && (
        <Text size="sm" c="red" data-testid="builder-problem-count" aria-live="polite">
          {t('smartForms.builder.problems', { count: builder.problemCount })}
        </Text>
      )}
      <LanguagesBar builder={builder} language={editing} onLanguage={setLanguage} readOnly={readOnly} />
      <Tabs value={tab} onChange={(value) => setTab((value as Tab | null) ?? 'build')} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="build" data-testid="builder-tab-build">
            {t('smartForms.builder.tabs.build')}
          </Tabs.Tab>
          <Tabs.Tab value="preview" data-testid="builder-tab-preview">
            {t('smartForms.builder.tabs.preview')}
          </Tabs.Tab>
          <Tabs.Tab value="versions" data-testid="builder-tab-versions">
            {t('smartForms.builder.tabs.versions', { count: form.versions.length })}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="build" pt="md">
          <Grid gap="lg">
            <Grid.Col span={{ base: 12, md: 5 }}>
              <BuilderOutline builder={builder} readOnly={readOnly} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 7 }}>
              {element ? (
                <ElementEditor
                  key={element.elementId}
                  builder={builder}
                  element={element}
                  language={editing}
                  properties={properties ?? []}
                  readOnly={readOnly}
                />
              ) : page ? (
                <PageEditor key={page.pageId} builder={builder} page={page} language={editing} readOnly={readOnly} />
              ) : (
                <Text c="dimmed" size="sm" data-testid="builder-nothing-selected">
                  {t('smartForms.builder.nothingSelected')}
                </Text>
              )}
            </Grid.Col>
          </Grid>
        </Tabs.Panel>
        <Tabs.Panel value="preview" pt="md">
          <FormPreview definition={builder.definition} />
        </Tabs.Panel>
        <Tabs.Panel value="versions" pt="md">
          <VersionsList form={form} versions={form.versions} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
