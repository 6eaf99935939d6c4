// /beneficiary-lists/:listId: one list's header (name, comments, status with its LOCKED/OPEN toggle, counts) and its
// beneficiaries (ListMembers), with "Add beneficiary" when the caller may create beneficiaries there.
import { accessFor } from '@aid/common/permissions';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { Alert, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconFileImport, IconLock, IconLockOpen, IconUserPlus } from '@tabler/icons-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router-dom';
import { useMe } from '../accounts/me.js';
import { toEffectivePermissions } from '../accounts/permissions.js';
import { graphql } from '../generated/gql.js';
import { BENEFICIARIES_TEXTS } from '../i18n/beneficiaries.js';
import { useTextBundle } from '../i18n/bundles.js';
import { refusalMessage } from '../i18n/fieldErrors.js';
import { useAlerts } from '../ui/alerts.js';
import { DetailPage } from '../ui/DetailPage.js';
import { errorMessage } from '../ui/errorMessage.js';
import { ListStatusBadge } from './BeneficiaryListTable.js';
import { ExportMenu } from './ExportMenu.js';
import { Figures } from './Figures.js';
import { ListBeneficiariesDocument, ListMembers } from './ListMembers.js';
import { beneficiaryListPath } from './paths.js';

const BeneficiaryFormModal = lazy(() =>
  import('./BeneficiaryFormModal.js').then((m) => ({ default: m.BeneficiaryFormModal })),
);

export const BeneficiaryListDocument = graphql(`
  query BeneficiaryList($id: ID!) {
    beneficiaryList(id: $id) {
      beneficiaryListId
      listName
      listComments
      listType
      status
      numberOfFamilies
      numberOfFamilyMembers
      numberOfMainBeneficiaries
      propertyList {
        key
        label
        type
      }
      viewerCanUpdate
    }
  }
`);

export const SetListStatusDocument = graphql(`
  mutation SetListStatus($id: ID!, $input: UpdateBeneficiaryListInput!) {
    updateBeneficiaryList(id: $id, input: $input) {
      beneficiaryList {
        beneficiaryListId
        status
      }
      code
      message
      words {
        key
        params {
          name
          value
        }
      }
    }
  }
`);

export function BeneficiaryListPage() {
  useTextBundle(BENEFICIARIES_TEXTS);
  const { t } = useTranslation();
  const { listId = '' } = useParams();
  const { pathname } = useLocation();
  const { showAlert } = useAlerts();
  const me = useMe();
  const { data, loading, error, refetch } = useQuery(BeneficiaryListDocument, { variables: { id: listId } });
  const [setStatus, statusChange] = useMutation(SetListStatusDocument);
  const [adding, setAdding] = useState(false);
  const client = useApolloClient();
  const list = data?.beneficiaryList;
  // The API decides; this only hides a button it would refuse (CREATE everywhere, or SELECTED with this list).
  const canCreate = useMemo(() => {
    const access = accessFor(toEffectivePermissions(me.permissions), 'BENEFICIARY_LISTS', 'CREATE');
    return (
      access.accessLevel === 'EVERYTHING' || (access.accessLevel === 'SELECTED' && access.objectIds.includes(listId))
    );
  }, [me.permissions, listId]);

  const custom = list?.listType === 'CUSTOM';
  const toggleStatus = async () => {
    if (!list) return;
    const next = list.status === 'LOCKED' ? 'OPEN' : 'LOCKED';
    try {
      const { data: answer } = await setStatus({ variables: { id: list.beneficiaryListId, input: { status: next } } });
      const result = answer?.updateBeneficiaryList;
      if (result?.beneficiaryList) {
        showAlert('success', t('beneficiaryList.statusChanged', { status: t(`beneficiaryLists.statuses.${next}`) }));
        void refetch();
      } else {
        showAlert(
          'error',
          t('beneficiaryList.statusError', { message: refusalMessage(t, result) ?? result?.code ?? '' }),
        );
      }
    } catch (e) {
      showAlert('error', t('beneficiaryList.statusError', { message: errorMessage(e, t) }));
    }
  };

  return (
    <DetailPage
      crumbs={[
        { label: t('nav.beneficiaryManagement'), path: '/beneficiary-lists' },
        { label: list?.listName ?? listId, path: pathname },
      ]}
      size="xl"
      loading={loading && !data}
      back={{ to: '/beneficiary-lists', label: t('beneficiaryList.back') }}
      error={error ? t('beneficiaryList.loadError', { message: errorMessage(error, t) }) : null}
      errorTestId="list-error"
      notFound={{ text: t('beneficiaryList.notFound'), testId: 'list-not-found' }}
      item={error ? null : list}
    >
      {(list) => (
        <>
          <Group justify="space-between" align="flex-start">
            <Group gap="sm">
              <Title order={1} size="h2" data-testid="list-name">
                {list.listName}
              </Title>
              {list.listType === 'MASTER' && <Badge variant="filled">{t('beneficiaryLists.master')}</Badge>}
              <ListStatusBadge status={list.status} />
            </Group>
            <Group gap="sm">
              {custom && list.viewerCanUpdate && (
                <Button
                  variant="default"
                  loading={statusChange.loading}
                  leftSection={
                    list.status === 'LOCKED' ? (
                      <IconLockOpen size={16} aria-hidden="true" />
                    ) : (
                      <IconLock size={16} aria-hidden="true" />
                    )
                  }
                  onClick={() => void toggleStatus()}
                >
                  {list.status === 'LOCKED' ? t('beneficiaryList.open') : t('beneficiaryList.lock')}
                </Button>
              )}
              <ExportMenu listId={list.beneficiaryListId} listName={list.listName} />
              {canCreate && (!custom || list.status === 'OPEN') && (
                <Button
                  variant="default"
                  component={Link}
                  to={`${beneficiaryListPath(list.beneficiaryListId)}/import`}
                  leftSection={<IconFileImport size={16} aria-hidden="true" />}
                  data-testid="list-import"
                >
                  {t('beneficiaryImport.open')}
                </Button>
              )}
              {canCreate && (
                <Button leftSection={<IconUserPlus size={16} aria-hidden="true" />} onClick={() => setAdding(true)}>
                  {t('beneficiaryList.addBeneficiary')}
                </Button>
              )}
            </Group>
          </Group>
          <Card withBorder>
            <Figures
              cols={{ base: 1, sm: 3 }}
              size="lg"
              figures={[
                {
                  label: t('beneficiaryLists.columns.families'),
                  value: list.numberOfFamilies,
                  testId: 'list-families',
                },
                {
                  label: t('beneficiaryLists.columns.familyMembers'),
                  value: list.numberOfFamilyMembers,
                  testId: 'list-family-members',
                },
                {
                  label: t('beneficiaryLists.columns.mainBeneficiaries'),
                  value: list.numberOfMainBeneficiaries,
                  testId: 'list-main-beneficiaries',
                },
              ]}
            />
            <Stack gap={4} mt="md">
              <Text size="sm" c="dimmed">
                {t('beneficiaryList.comments')}
              </Text>
              <Text style={{ whiteSpace: 'pre-wrap' }}>{list.listComments || t('beneficiaryList.noComments')}</Text>
            </Stack>
            {list.propertyList.length > 0 && (
              <Stack gap={4} mt="md">
                <Text size="sm" c="dimmed">
                  {t('beneficiaryLists.form.properties')}
                </Text>
                <Group gap="xs" data-testid="list-properties">
                  {list.propertyList.map((p) => (
                    <Badge key={p.key} variant="outline" tt="none">
                      {p.label} · {t(`beneficiaryLists.form.propertyTypes.${p.type}`)}
                    </Badge>
                  ))}
                </Group>
              </Stack>
            )}
          </Card>
          {custom && list.status === 'LOCKED' && (
            <Alert color="gray" icon={<IconLock size={16} aria-hidden="true" />} data-testid="locked-hint">
              {t('beneficiaryList.lockedHint')}
            </Alert>
          )}
          <Title order={2} size="h4">
            {t('beneficiaryList.members')}
          </Title>
          <ListMembers
            key={list.beneficiaryListId}
            listId={list.beneficiaryListId}
            removable={custom && list.viewerCanUpdate}
            onChanged={() => void refetch()}
          />
          {adding && (
            <Suspense fallback={null}>
              <BeneficiaryFormModal
                opened
                listId={custom ? list.beneficiaryListId : null}
                onClose={() => setAdding(false)}
                onSaved={(saved) => {
                  setAdding(false);
                  showAlert('success', t('beneficiaryList.added', { name: `${saved.firstName} ${saved.lastName}` }));
                  // The counts and the members both changed: both queries ask again.
                  void client.refetchQueries({ include: [BeneficiaryListDocument, ListBeneficiariesDocument] });
                }}
              />
            </Suspense>
          )}
        </>
      )}
    </DetailPage>
  );
}
