// /smart-forms/:smartFormId/fill: staff mode, a signed-in member fills the form's latest published version in the
// app (StaffFillForm). The detail page's frame gives the loader, the load error and "not found"; a member without
// SMART_FORMS CREATE, a draft never published and a closed form each say why nothing can be filled.
import { useQuery } from '@apollo/client/react';
import { Alert, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { getFragmentData } from '../generated/fragment-masking.js';
import type { SmartFormFillQuery } from '../generated/graphql.js';
import { useTextBundle } from '../i18n/bundles.js';
import { FIELD_ERROR_TEXTS } from '../i18n/fieldErrors.js';
import { SMART_FORMS_TEXTS } from '../i18n/smartForms.js';
import { DetailPage } from '../ui/DetailPage.js';
import { errorMessage } from '../ui/errorMessage.js';
import { useSmartFormsAccess } from './access.js';
import { definitionFromGraphql, withoutBlankRules } from './model.js';
import { SmartFormDefinitionFragment } from './operations.js';
import { smartFormPath } from './SmartFormTable.js';
import { StaffFillForm } from './StaffFillForm.js';
import { SmartFormFillDocument, staffFillPath } from './staffFill.js';

type FillableForm = NonNullable<SmartFormFillQuery['smartForm']>;

/** The version to fill: the latest published one, when the form is open for answers. */
function publishedVersion(form: FillableForm) {
  if (form.status !== 'PUBLISHED' || form.publishedVersion === null || form.publishedVersion === undefined) {
    return null;
  }
  const found = form.versions.find((v) => v.version === form.publishedVersion);
  return found
    ? { version: found.version, definition: getFragmentData(SmartFormDefinitionFragment, found.definition) }
    : null;
}

function FillBody({ form }: { form: FillableForm }) {
  const { t } = useTranslation();
  const access = useSmartFormsAccess();
  const published = useMemo(() => publishedVersion(form), [form]);
  const definition = useMemo(
    () => (published ? withoutBlankRules(definitionFromGraphql(published.definition)) : null),
    [published],
  );
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1} size="h2" data-testid="fill-title">
          {t('smartForms.fill.title', { name: form.formName })}
        </Title>
        {published && (
          <Text size="sm" c="dimmed">
            {t('smartForms.fill.intro', { version: published.version })}
          </Text>
        )}
      </Stack>
      {!access.create ? (
        <Alert color="yellow" data-testid="fill-forbidden">
          {t('smartForms.fill.forbidden')}
        </Alert>
      ) : !published || !definition ? (
        <Alert color="yellow" data-testid="fill-not-published">
          {form.status === 'CLOSED' ? t('smartForms.fill.closed') : t('smartForms.fill.notPublished')}
        </Alert>
      ) : (
        <StaffFillForm
          key={`${form.smartFormId}:${published.version}`}
          smartFormId={form.smartFormId}
          version={published.version}
          definition={definition}
          canReview={access.update}
        />
      )}
    </Stack>
  );
}

export function StaffFillPage() {
  useTextBundle(SMART_FORMS_TEXTS);
  useTextBundle(FIELD_ERROR_TEXTS);
  const { t } = useTranslation();
  const { smartFormId = '' } = useParams();
  const { data, loading, error } = useQuery(SmartFormFillDocument, { variables: { id: smartFormId } });
  const form = data?.smartForm ?? null;
  return (
    <DetailPage
      crumbs={[
        { label: t('smartForms.title'), path: '/smart-forms' },
        { label: form?.formName ?? smartFormId, path: smartFormPath(smartFormId) },
        { label: t('smartForms.fill.crumb'), path: staffFillPath(smartFormId) },
      ]}
      size="md"
      loading={loading && !data}
      loadingTestId="fill-loading"
      back={{ to: smartFormPath(smartFormId), label: t('smartForms.submissions.back') }}
      error={error && !data ? t('smartForms.fill.loadError', { message: errorMessage(error, t) }) : null}
      errorTestId="fill-error"
      notFound={{ text: t('smartForms.builder.notFound'), testId: 'fill-not-found' }}
      item={form}
    >
      {(item) => <FillBody form={item} />}
    </DetailPage>
  );
}
