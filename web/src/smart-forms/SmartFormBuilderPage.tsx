// /smart-forms/:smartFormId: one form's builder, behind the detail page's frame (its loader, the way back to the
// list, the load error, and "not found" for a form that does not exist or that the member may not see).
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { getFragmentData } from '../generated/fragment-masking.js';
import { useTextBundle } from '../i18n/bundles.js';
import { FIELD_ERROR_TEXTS } from '../i18n/fieldErrors.js';
import { SMART_FORMS_TEXTS } from '../i18n/smartForms.js';
import { DetailPage } from '../ui/DetailPage.js';
import { errorMessage } from '../ui/errorMessage.js';
import { SmartFormBuilderFragment, SmartFormDocument } from './operations.js';
import { SmartFormBuilder } from './SmartFormBuilder.js';
import { smartFormPath } from './SmartFormTable.js';

export function SmartFormBuilderPage() {
  useTextBundle(SMART_FORMS_TEXTS);
  useTextBundle(FIELD_ERROR_TEXTS);
  const { t } = useTranslation();
  const { smartFormId = '' } = useParams();
  const { data, loading, error } = useQuery(SmartFormDocument, { variables: { id: smartFormId } });
  const form = data?.smartForm ?? null;
  const name = form ? getFragmentData(SmartFormBuilderFragment, form).formName : smartFormId;
  return (
    <DetailPage
      crumbs={[
        { label: t('smartForms.title'), path: '/smart-forms' },
        { label: name, path: smartFormPath(smartFormId) },
      ]}
      size="xl"
      loading={loading && !data}
      loadingTestId="smart-form-loading"
      back={{ to: '/smart-forms', label: t('smartForms.builder.back') }}
      error={error && !data ? t('smartForms.builder.loadError', { message: errorMessage(error, t) }) : null}
      errorTestId="smart-form-error"
      notFound={{ text: t('smartForms.builder.notFound'), testId: 'smart-form-not-found' }}
      item={form}
    >
      {(item) => <SmartFormBuilder key={smartFormId} form={item} />}
    </DetailPage>
  );
}
