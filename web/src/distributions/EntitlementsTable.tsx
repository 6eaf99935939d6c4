// A distribution's entitlements, paged by the server (cursor), 50 at a time; the page lives in the URL.
import { formatVoucherCode } from '@aid/common/vouchers';
import { EmptyState, LoadingOverlay, Stack, Table, Text, Title } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type FragmentType, getFragmentData } from '../generated/fragment-masking.js';
import { graphql } from '../generated/gql.js';
import { ListPager } from '../list/ListView.js';
import type { ListPaging } from '../list/useListState.js';
import { formatMinorUnits } from '../ui/format.js';
import { useNumberFormat } from '../ui/language.js';
import { PaymentStatusBadge } from './badges.js';

export const ENTITLEMENTS_PAGE_SIZE = 50;

// Part of the distribution's own query (paged with its variables): the distribution is not normalised in the cache,
// so a second query of `distribution(id)` with other fields would replace the first one's answer.
export const EntitlementsTableFragment = graphql(`
  fragment EntitlementsTable_distribution on Distribution {
    distributionType
    entitlements(first: $first, after: $after, last: $last, before: $before) {
      totalCount
      pageInfo {
        hasNextPage
        hasPreviousPage
        startCursor
        endCursor
      }
      edges {
        cursor
        node {
          entitlementId
          firstName
          numberOfFamilyMembers
          amount
          currency
          items {
            name
            unit
            quantity
          }
          paymentStatus
          voucherCode
        }
      }
    }
  }
`);

type Props = {
  distribution: FragmentType<typeof EntitlementsTableFragment>;
  /** The page's state (in the URL), which the distribution's query was asked with. */
  list: ListPaging;
  loading: boolean;
};

export function EntitlementsTable({ distribution: ref, list, loading }: Props) {
  const { t } = useTranslation();
  const numberFormat = useNumberFormat();
  const data = getFragmentData(EntitlementsTableFragment, ref);
  const page = data.entitlements;
  const entitlements = page.edges.map((e) => e.node);
  const none = t('distributions.noValue');
  // An in-kind family is paid nothing: its code (on its card) is what staff look for instead.
  const inKind = data.distributionType === 'IN_KIND';

  return (
    <Stack gap="sm">
      <Title order={2} size="h4">
        {t('distributions.entitlements.title')}
      </Title>
      <div style={{ position: 'relative', minHeight: 80 }}>
        <LoadingOverlay visible={loading} zIndex={10} loaderProps={{ 'aria-label': t('app.loading') }} />
        {entitlements.length > 0 && (
          <Table.ScrollContainer minWidth={700}>
            <Table striped aria-label={t('distributions.entitlements.title')} data-testid="entitlements-table">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('distributions.entitlements.firstName')}</Table.Th>
                  <Table.Th ta="right">{t('distributions.entitlements.familyMembers')}</Table.Th>
                  <Table.Th ta="right">{t(`distributions.entitlements.${inKind ? 'items' : 'amount'}`)}</Table.Th>
                  <Table.Th>{t(`distributions.entitlements.${inKind ? 'code' : 'paymentStatus'}`)}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {entitlements.map((e) => (
                  <Table.Tr key={e.entitlementId} data-testid="entitlement-row">
                    <Table.Td>{e.firstName}</Table.Td>
                    <Table.Td ta="right">{e.numberOfFamilyMembers}</Table.Td>
                    <Table.Td ta="right">
                      {e.items.length > 0
                        ? e.items.map((item) => (
                            <Text key={item.name} size="sm">{`${item.quantity} ${item.unit} ${item.name}`}</Text>
                          ))
                        : `${formatMinorUnits(e.amount, numberFormat) ?? none} ${e.currency}`}
                    </Table.Td>
                    <Table.Td>
                      {inKind ? (
                        <Text size="sm" ff="monospace" data-testid="entitlement-code">
                          {e.voucherCode ? formatVoucherCode(e.voucherCode) : none}
                        </Text>
                      ) : (
                        <PaymentStatusBadge status={e.paymentStatus} />
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        {entitlements.length === 0 && !loading && (
          <EmptyState
            data-testid="entitlements-empty"
            icon={<IconListDetails size={32} aria-hidden="true" />}
            title={t('distributions.entitlements.empty')}
          />
        )}
      </div>
      <ListPager list={list} page={page} pageSize={ENTITLEMENTS_PAGE_SIZE} loading={loading} />
    </Stack>
  );
}
