// /programs/:vid/distributions/:did: one distribution's fields, totals, approvals, actions, what follows approval
// (notifications, voucher PDF, payment instructions) and entitlements.
import { ENTITLEMENT_LIST, PAYMENT_STATUSES, type PaymentStatus } from '@aid/common/distributions';
import { useQuery } from '@apollo/client/react';
import { Alert, Button, Card, Group, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router-dom';
import { graphql } from '../generated/gql.js';
import { useTextBundle } from '../i18n/bundles.js';
import { DISTRIBUTIONS_TEXTS } from '../i18n/distributions.js';
import { pageVariables, useListState } from '../list/useListState.js';
import { programViewPath } from '../programs/ProgramTable.js';
import { DetailPage } from '../ui/DetailPage.js';
import { errorMessage } from '../ui/errorMessage.js';
import { DistributionStatusBadge } from './badges.js';
import { DistributionActions } from './DistributionActions.js';
import { DistributionApprovals } from './DistributionApprovals.js';
import { DistributionDetails } from './DistributionDetails.js';
import { DistributionPanels } from './DistributionPanels.js';
import { ENTITLEMENTS_PAGE_SIZE, EntitlementsTable } from './EntitlementsTable.js';

export const DistributionDocument = graphql(`
  query Distribution(
    $id: ID!
    $first: Int
    $after: String
    $last: Int
    $before: String
    $filter: EntitlementFilter
  ) {
    distribution(id: $id) {
      distributionId
      programId
      distributionName
      distributionStatus
      distributionType
      vouchersPdfPath
      program {
        programId
        programName
      }
      ...DistributionDetails_distribution
      ...DistributionActions_distribution
      ...DistributionApprovals_distribution
      ...EntitlementsTable_distribution
      ...MonitoringPanel_distribution
    }
  }
`);

/** How often a distribution whose entitlements are being generated is asked for again, when no job is followed. */
export const GENERATING_POLL_MS = 2000;

export function DistributionPage() {
  useTextBundle(DISTRIBUTIONS_TEXTS);
  const { t } = useTranslation();
  const { vid = '', did = '' } = useParams();
  const { pathname } = useLocation();
  const list = useListState(ENTITLEMENT_LIST);
  const { data, previousData, loading, error, refetch, startPolling, stopPolling } = useQuery(DistributionDocument, {
    // The filter a report's bar links here with (payment status), kept in the URL like any list's.
    variables: { id: did, filter: list.filter, ...pageVariables(list.after, list.before, ENTITLEMENTS_PAGE_SIZE) },
    // A field that fails alone (e.g. the creator's name) must not hide the rest: the page shows both.
    errorPolicy: 'all',
  });
  // The previous answer stays while another page of entitlements is asked for.
  const distribution = (data ?? previousData)?.distribution;
  const generating = distribution?.distributionStatus === 'CREATE_IN_PROGRESS';
  // Opened while a job generates its entitlements (e.g. after a reload): follow the status until the job ends.
  useEffect(() => {
    if (generating) startPolling(GENERATING_POLL_MS);
    else stopPolling();
    return stopPolling;
  }, [generating, startPolling, stopPolling]);
  const paymentStatusLabel = (status: string) =>
    (PAYMENT_STATUSES as readonly string[]).includes(status)
      ? t(`distributions.paymentStatuses.${status as PaymentStatus}`)
      : status;
  const crumbs = [
    { label: t('nav.programs'), path: '/programs' },
    { label: distribution?.program?.programName ?? vid, path: programViewPath(vid) },
    { label: distribution?.distributionName ?? did, path: pathname },
  ];

  return (
    <DetailPage
      crumbs={crumbs}
      size="lg"
      loading={loading && !data && !previousData}
      loadingTestId="distribution-loading"
      back={{ to: programViewPath(vid), label: t('distributions.view.back') }}
      error={error ? t('distributions.view.loadError', { message: errorMessage(error, t) }) : null}
      errorTestId="distribution-error"
      notFound={{ text: t('distributions.view.notFound'), testId: 'distribution-not-found' }}
      item={distribution}
    >
      {(distribution) => (
        <>
          <Group gap="sm">
            <Title order={1} size="h2" data-testid="distribution-name">
              {distribution.distributionName}
            </Title>
            <DistributionStatusBadge status={distribution.distributionStatus} testId="distribution-status" />
          </Group>
          <DistributionActions distribution={distribution} onChanged={() => void refetch()} />
          <DistributionDetails distribution={distribution} />
          <DistributionApprovals distribution={distribution} />
          <DistributionPanels distribution={distribution} onChanged={() => void refetch()} />
          {list.filter && (
            <Alert color="blue" data-testid="entitlements-filtered">
              <Group justify="space-between">
                {t('distributions.entitlements.filtered', {
                  conditions: list.filter.conditions
                    .map((c) =>
                      c.field === 'PAYMENT_STATUS' && c.value
                        ? `${t('distributions.entitlements.paymentStatus')}: ${paymentStatusLabel(c.value)}`
                        : [c.field, c.operator, c.value ?? c.values?.join(', ')].filter(Boolean).join(' '),
                    )
                    .join('; '),
                })}
                <Button variant="subtle" size="xs" onClick={() => list.setFilter(undefined)}>
                  {t('distributions.entitlements.showAll')}
                </Button>
              </Group>
            </Alert>
          )}
          <Card withBorder>
            <EntitlementsTable distribution={distribution} list={list} loading={loading} />
          </Card>
        </>
      )}
    </DetailPage>
  );
}
