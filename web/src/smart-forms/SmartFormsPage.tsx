// /smart-forms: the organisation's registration and monitoring forms, newest first, a page at a time ("Load more");
// "New form" builds one here, "Import XLSForm" brings one from KoboToolbox or ODK. Either opens the builder.
import { useQuery } from '@apollo/client/react';
import { Group } from '@mantine/core';
import { IconFileImport, IconForms, IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useTextBundle } from '../i18n/bundles.js';
import { SMART_FORMS_TEXTS } from '../i18n/smartForms.js';
import { GrowingListView, LoadedCount } from '../list/GrowingListView.js';
import { IconButton } from '../list/IconButton.js';
import { Page } from '../list/PageHeader.js';
import { useGrowingList } from '../list/useGrowingList.js';
import { useAlerts } from '../ui/alerts.js';
import { useBreadcrumbs } from '../ui/breadcrumbs.js';
import { errorMessage } from '../ui/errorMessage.js';
import { useNumberFormat } from '../ui/language.js';
import { useSmartFormsAccess } from './access.js';
import { SMART_FORMS_PAGE_SIZE, SmartFormsDocument, SmartFormTargetListsDocument } from './operations.js';
import { SmartFormTable, smartFormPath } from './SmartFormTable.js';

// The forms that create one load when first opened, not with the list.
const CreateSmartFormModal = lazy(() =>
  import('./CreateSmartFormModal.js').then((m) => ({ default: m.CreateSmartFormModal })),
);
const ImportXlsFormModal = lazy(() =>
  import('./ImportXlsFormModal.js').then((m) => ({ default: m.ImportXlsFormModal })),
);

type Opened = 'create' | 'import' | null;

export function SmartFormsPage() {
  useTextBundle(SMART_FORMS_TEXTS);
  const { t } = useTranslation();
  const { showAlert } = useAlerts();
  const navigate = useNavigate();
  const numberFormat = useNumberFormat();
  const access = useSmartFormsAccess();
  const [opened, setOpened] = useState<Opened>(null);
  useBreadcrumbs([{ label: t('smartForms.title'), path: '/smart-forms' }]);

  const forms = useGrowingList(
    SmartFormsDocument,
    'smartForms',
    { first: SMART_FORMS_PAGE_SIZE, after: null, withTotal: true },
    (e) => showAlert('error', t('smartForms.loadError', { message: errorMessage(e, t) })),
  );
  // Names for the target list column; a member who cannot see lists still sees the forms (with the lists' ids).
  const lists = useQuery(SmartFormTargetListsDocument, { errorPolicy: 'all' });
  const listNames = useMemo(
    () =>
      new Map(
        (lists.data?.beneficiaryLists.edges ?? []).map(({ node }) => [node.beneficiaryListId, node.listName] as const),
      ),
    [lists.data],
  );

  const created = (smartForm: { smartFormId: string; formName: string }) => {
    setOpened(null);
    showAlert('success', t('smartForms.created', { name: smartForm.formName }));
    navigate(smartFormPath(smartForm.smartFormId));
  };

  return (
    <Page
      size="xl"
      title={t('smartForms.title')}
      intro={t('smartForms.intro')}
      actions={
        access.create && (
          <Group gap="sm">
            <IconButton
              icon={IconFileImport}
              variant="default"
              onClick={() => setOpened('import')}
              data-testid="smart-forms-import"
            >
              {t('smartForms.import')}
            </IconButton>
            <IconButton icon={IconPlus} onClick={() => setOpened('create')} data-testid="smart-forms-create">
              {t('smartForms.create')}
            </IconButton>
          </Group>
        )
      }
    >
      <LoadedCount
        list={forms}
        testId="smart-forms"
        text={(count, total) => t('smartForms.loaded', { count, total })}
      />
      <GrowingListView
        list={forms}
        testId="smart-forms"
        loadError={(message) => t('smartForms.loadError', { message })}
        loadMoreLabel={t('smartForms.loadMore')}
        empty={{ icon: <IconForms size={32} aria-hidden="true" />, title: t('smartForms.empty') }}
      >
        <SmartFormTable
          forms={forms.edges.map((edge) => edge.node)}
          listNames={listNames}
          numberFormat={numberFormat}
          canFill={access.create}
        />
      </GrowingListView>

      {opened && (
        <Suspense fallback={null}>
          {opened === 'create' ? (
            <CreateSmartFormModal onClose={() => setOpened(null)} onCreated={created} />
          ) : (
            <ImportXlsFormModal onClose={() => setOpened(null)} onOpen={created} />
          )}
        </Suspense>
      )}
    </Page>
  );
}
