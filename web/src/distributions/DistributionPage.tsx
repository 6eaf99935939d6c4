// /programs/:vid/distributions/:did: one distribution's fields, totals, approvals, actions, what follows approval
// (notifications, voucher PDF, payment instructions) and entitlements.
import { ENTITLEMENT_LIST } from '@aid/common';
import { useQuery } from '@apollo/client/react';
import { Alert, Anchor, Card, Center, Container, Group, Loader, Stack, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router-dom';
import { errorMessage } from '../app/apollo.js';
import { useBreadcrumbs } from '../app/WebviewHeader.js';
import { graphql } from '../generated/gql.js';
import { useTextBundle } from '../i18n/bundles.js';
import { DISTRIBUTIONS_TEXTS } from '../i18n/distributions.js';
import { pageVariables, useListState } from '../list/useListState.js';
import { programViewPath } from '../programs/ProgramTable.js';
import { DistributionStatusBadge } from './badges.js';
import { DistributionActions } from './DistributionActions.js';
import { DistributionApprovals } from './DistributionApprovals.js';
import { DistributionDetails } from './DistributionDetails.js';
import { DistributionPanels } from './DistributionPanels.js';
import { ENTITLEMENTS_PAGE_SIZE, EntitlementsTable } from './EntitlementsTable.js';

export const DistributionDocument = graphql(`
  query Distribution($id: ID!, $first: Int, $after: String, $last: Int, $before: String) {
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
    variables: { id: did, ...pageVariables(list.after, list.before, ENTITLEMENTS_PAGE_SIZE) },
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
  useBreadcrumbs([
    { label: t('nav.programs'), path: '/programs' },
    { label: distribution?.program?.programName ?? vid, path: programViewPath(vid) },
    { label: distribution?.distributionName ?? did, path: pathname },
  ]);

  if (loading && !data && !previousData) {
    return (
      <Center mih="40vh">
        <Loader aria-label={t('app.loading')} data-testid="distribution-loading" />
      </Center>
    );
  }

  return (
    <Container size="lg">
      <Stack gap="md">
        <Anchor component={Link} to={programViewPath(vid)} size="sm">
          <Group gap={4} component="span">
            <IconArrowLeft size={14} aria-hidden="true" />
            {t('distributions.view.back')}
          </Group>
        </Anchor>
        {error && (
          <Alert color="red" role="alert" data-testid="distribution-error">
            {t('distributions.view.loadError', { message: errorMessage(error, t) })}
          </Alert>
        )}
        {!error && !distribution && (
          <Alert color="yellow" data-testid="distribution-not-found">
            {t('distributions.view.notFound')}
          </Alert>
        )}
        {distribution && (
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
            <Card withBorder>
              <EntitlementsTable distribution={distribution} list={list} loading={loading} />
            </Card>
          </>
        )}
      </Stack>
    </Container>
  );
}
