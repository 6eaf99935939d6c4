// A distribution's entitlements, paged by the server (cursor), 50 at a time; the page lives in the URL.
import { formatVoucherCode } from '@aid/common/vouchers';
import { Stack, Text, Title } from '@mantine/core';
import { IconListDetails } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { type FragmentType, getFragmentData } from '../generated/fragment-masking.js';
import { graphql } from '../generated/gql.js';
import { DataTable } from '../list/DataTable.js';
import { ListArea } from '../list/ListArea.js';
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
    entitlements(first: $first, after: $after, last: $last, before: $before, filter: $filter) {
      totalCount
      pageInfo {
        ...Pager_pageInfo
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
      <ListArea
        loading={loading}
        answered
        count={entitlements.length}
        empty={{
          testId: 'entitlements-empty',
          icon: <IconListDetails size={32} aria-hidden="true" />,
          title: t('distributions.entitlements.empty'),
        }}
      >
        <DataTable
          rows={entitlements}
          rowKey={(e) => e.entitlementId}
          label={t('distributions.entitlements.title')}
          testId="entitlements-table"
          rowTestId="entitlement-row"
          minWidth={700}
          columns={[
            { header: t('distributions.entitlements.firstName'), cell: (e) => e.firstName },
            {
              header: t('distributions.entitlements.familyMembers'),
              align: 'right',
              cell: (e) => e.numberOfFamilyMembers,
            },
            {
              header: t(`distributions.entitlements.${inKind ? 'items' : 'amount'}`),
              align: 'right',
              cell: (e) =>
                e.items.length > 0
                  ? e.items.map((item) => (
                      <Text key={item.name} size="sm">{`${item.quantity} ${item.unit} ${item.name}`}</Text>
                    ))
                  : `${formatMinorUnits(e.amount, numberFormat) ?? none} ${e.currency}`,
            },
            {
              header: t(`distributions.entitlements.${inKind ? 'code' : 'paymentStatus'}`),
              cell: (e) =>
                inKind ? (
                  <Text size="sm" ff="monospace" data-testid="entitlement-code">
                    {e.voucherCode ? formatVoucherCode(e.voucherCode) : none}
                  </Text>
                ) : (
                  <PaymentStatusBadge status={e.paymentStatus} />
                ),
            },
          ]}
        />
      </ListArea>
      <ListPager list={list} page={page} pageSize={ENTITLEMENTS_PAGE_SIZE} loading={loading} />
    </Stack>
  );
}
