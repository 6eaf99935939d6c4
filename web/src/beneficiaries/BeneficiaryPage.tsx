// /beneficiaries/:beneficiaryId: every field of a beneficiary, the lists they are in, their history (the activity log
// narrowed to their id) and "Edit". What they were given comes with distributions: an empty state says so until then.
import { useApolloClient, useQuery } from '@apollo/client/react';
import { Anchor, Badge, Button, Card, EmptyState, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconEdit, IconGift } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { graphql } from '../generated/gql.js';
import { ACTIVITY_TEXTS } from '../i18n/activity.js';
import { BENEFICIARIES_TEXTS } from '../i18n/beneficiaries.js';
import { useTextBundle } from '../i18n/bundles.js';
import { useAlerts } from '../ui/alerts.js';
import { DetailField } from '../ui/DetailField.js';
import { DetailPage } from '../ui/DetailPage.js';
import { errorMessage } from '../ui/errorMessage.js';
import { formatDate, formatDateTime } from '../ui/format.js';
import { useNumberFormat } from '../ui/language.js';
import { BeneficiaryErasure } from './BeneficiaryErasure.js';
import { BeneficiaryHistory, BeneficiaryHistoryDocument } from './BeneficiaryHistory.js';
import { ListStatusBadge } from './BeneficiaryListTable.js';
import { formValuesOf } from './beneficiaryForm.js';
import { beneficiaryListPath } from './paths.js';

const BeneficiaryFormModal = lazy(() =>
  import('./BeneficiaryFormModal.js').then((m) => ({ default: m.BeneficiaryFormModal })),
);

export const BeneficiaryDocument = graphql(`
  query Beneficiary($id: ID!) {
    beneficiary(id: $id) {
      beneficiaryId
      groupId
      firstName
      lastName
      gender
      dob
      email
      phoneNumber
      nationality
      externalReferenceNumber
      numberOfFamilyMembers
      creationMethod
      createdAt
      updatedAt
      createdBy {
        userId
        userFullName
        email
      }
      updatedBy {
        userId
        userFullName
        email
      }
      lists {
        beneficiaryListId
        listName
        listType
        status
      }
      viewerCanUpdate
      viewerCanDelete
    }
  }
`);

export function BeneficiaryPage() {
  useTextBundle(BENEFICIARIES_TEXTS);
  useTextBundle(ACTIVITY_TEXTS);
  const { t } = useTranslation();
  const { beneficiaryId = '' } = useParams();
  const { pathname } = useLocation();
  const numberFormat = useNumberFormat();
  const { showAlert } = useAlerts();
  const [editing, setEditing] = useState(false);
  const client = useApolloClient();
  const navigate = useNavigate();
  const { data, loading, error } = useQuery(BeneficiaryDocument, { variables: { id: beneficiaryId } });
  const person = data?.beneficiary;
  const name = person ? `${person.firstName} ${person.lastName}` : beneficiaryId;
  const crumbs = [
    { label: t('nav.beneficiaryManagement'), path: '/beneficiary-lists' },
    { label: name, path: pathname },
  ];
  const none = t('beneficiaries.noValue');
  const who = (user: { userFullName: string | null; email: string } | null | undefined) =>
    user ? user.userFullName || user.email : none;

  return (
    <DetailPage
      crumbs={crumbs}
      size="xl"
      loading={loading && !data}
      back={{ to: '/beneficiary-lists', label: t('beneficiaries.view.back') }}
      error={error ? t('beneficiaries.view.loadError', { message: errorMessage(error, t) }) : null}
      errorTestId="beneficiary-error"
      notFound={{ text: t('beneficiaries.view.notFound'), testId: 'beneficiary-not-found' }}
      item={person}
    >
      {(person) => (
        <>
          <Group justify="space-between">
            <Title order={1} size="h2" data-testid="beneficiary-name">
              {name}
            </Title>
            <Group gap="sm">
              {person.viewerCanUpdate && (
                <Button leftSection={<IconEdit size={16} aria-hidden="true" />} onClick={() => setEditing(true)}>
                  {t('beneficiaries.view.edit')}
                </Button>
              )}
              {person.viewerCanDelete && (
                <BeneficiaryErasure
                  beneficiaryId={person.beneficiaryId}
                  onDone={(outcome) => {
                    if (outcome === 'DELETED') {
                      navigate('/beneficiary-lists');
                      return;
                    }
                    void client.refetchQueries({ include: [BeneficiaryDocument, BeneficiaryHistoryDocument] });
                  }}
                />
              )}
            </Group>
          </Group>
          <Card withBorder>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
              <DetailField label={t('beneficiaries.fields.BENEFICIARY_ID')}>{person.beneficiaryId}</DetailField>
              <DetailField label={t('beneficiaries.fields.FIRST_NAME')}>{person.firstName}</DetailField>
              <DetailField label={t('beneficiaries.fields.LAST_NAME')}>{person.lastName}</DetailField>
              <DetailField label={t('beneficiaries.fields.GENDER')} testId="beneficiary-gender">
                {person.gender ? t(`beneficiaries.genders.${person.gender}`) : none}
              </DetailField>
              <DetailField label={t('beneficiaries.fields.DOB')}>
                {formatDate(person.dob, numberFormat) ?? none}
              </DetailField>
              <DetailField label={t('beneficiaries.fields.EMAIL')}>{person.email ?? none}</DetailField>
              <DetailField label={t('beneficiaries.fields.PHONE_NUMBER')}>{person.phoneNumber ?? none}</DetailField>
              <DetailField label={t('beneficiaries.fields.NATIONALITY')}>{person.nationality ?? none}</DetailField>
              <DetailField label={t('beneficiaries.fields.EXTERNAL_REFERENCE_NUMBER')}>
                {person.externalReferenceNumber ?? none}
              </DetailField>
              <DetailField label={t('beneficiaries.fields.NUMBER_OF_FAMILY_MEMBERS')}>
                {person.numberOfFamilyMembers}
              </DetailField>
              <DetailField label={t('beneficiaries.fields.CREATION_METHOD')}>
                {t(`beneficiaries.creationMethods.${person.creationMethod}`)}
              </DetailField>
              <DetailField label={t('beneficiaries.fields.GROUP_ID')}>{person.groupId}</DetailField>
              <DetailField label={t('beneficiaries.fields.CREATED_AT')}>
                {formatDateTime(person.createdAt, numberFormat) ?? none}
              </DetailField>
              <DetailField label={t('beneficiaries.view.createdBy')}>{who(person.createdBy)}</DetailField>
              <DetailField label={t('beneficiaries.fields.UPDATED_AT')}>
                {formatDateTime(person.updatedAt, numberFormat) ?? none}
              </DetailField>
              <DetailField label={t('beneficiaries.view.updatedBy')}>{who(person.updatedBy)}</DetailField>
            </SimpleGrid>
          </Card>

          <Card withBorder>
            <Title order={2} size="h4" mb="sm">
              {t('beneficiaries.view.lists')}
            </Title>
            {person.lists.length === 0 ? (
              <Text c="dimmed">{t('beneficiaries.view.noLists')}</Text>
            ) : (
              <Stack gap="xs" data-testid="beneficiary-lists">
                {person.lists.map((l) => (
                  <Group key={l.beneficiaryListId} gap="sm">
                    <Anchor component={Link} to={beneficiaryListPath(l.beneficiaryListId)}>
                      {l.listName}
                    </Anchor>
                    {l.listType === 'MASTER' && (
                      <Badge size="sm" variant="filled">
                        {t('beneficiaryLists.master')}
                      </Badge>
                    )}
                    <ListStatusBadge status={l.status} />
                  </Group>
                ))}
              </Stack>
            )}
          </Card>

          <Card withBorder>
            <Title order={2} size="h4" mb="sm">
              {t('beneficiaries.view.given')}
            </Title>
            <EmptyState
              data-testid="given-empty"
              icon={<IconGift size={28} aria-hidden="true" />}
              title={t('beneficiaries.view.givenLater')}
            />
          </Card>

          <Card withBorder>
            <Title order={2} size="h4" mb="sm">
              {t('beneficiaries.view.history')}
            </Title>
            <BeneficiaryHistory beneficiaryId={person.beneficiaryId} numberFormat={numberFormat} />
          </Card>
          {editing && (
            <Suspense fallback={null}>
              <BeneficiaryFormModal
                opened
                editing={{ beneficiaryId: person.beneficiaryId, values: formValuesOf(person) }}
                onClose={() => setEditing(false)}
                onSaved={() => {
                  setEditing(false);
                  showAlert('success', t('beneficiaries.view.saved'));
                  // The fields and the history (the edit's own entry) both changed.
                  void client.refetchQueries({ include: [BeneficiaryDocument, BeneficiaryHistoryDocument] });
                }}
              />
            </Suspense>
          )}
        </>
      )}
    </DetailPage>
  );
}
