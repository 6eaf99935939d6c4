// The duplicates review queue's operations: the organisation's count, a page of pairs, the deduplication job and the
// two decisions; and the queue's filter as typed input.
import type { DuplicateLevel, DuplicateStatus } from '@aid/common/beneficiaries';
import { graphql } from '../generated/gql.js';
import type { BeneficiaryDuplicateFilter } from '../generated/graphql.js';

export const DUPLICATES_PAGE_SIZE = 20;

export const DuplicatesOverviewDocument = graphql(`
  query DuplicatesOverview {
    organization {
      accountId
      duplicatesTotal
      lastDeduplication
    }
  }
`);

export const BeneficiaryDuplicatesDocument = graphql(`
  query BeneficiaryDuplicates($first: Int, $after: String, $filter: BeneficiaryDuplicateFilter, $withTotal: Boolean!) {
    beneficiaryDuplicates(first: $first, after: $after, filter: $filter, sort: SCORE_HIGHEST) {
      totalCount @include(if: $withTotal)
      pageInfo {
        hasNextPage
        endCursor
      }
      edges {
        cursor
        node {
          pairId
          ...DuplicatePairCard_pair
        }
      }
    }
  }
`);

export const StartDeduplicationDocument = graphql(`
  mutation StartDeduplication {
    startDeduplication {
      jobId
      ...JobProgress_job
    }
  }
`);

export const MergeDuplicateDocument = graphql(`
  mutation MergeBeneficiaryDuplicate($pairId: ID!, $keepBeneficiaryId: ID!) {
    mergeBeneficiaryDuplicate(pairId: $pairId, keepBeneficiaryId: $keepBeneficiaryId) {
      pair {
        pairId
        status
        keptBeneficiaryId
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

export const MarkDistinctDocument = graphql(`
  mutation MarkBeneficiaryDuplicateDistinct($pairId: ID!) {
    markBeneficiaryDuplicateDistinct(pairId: $pairId) {
      pair {
        pairId
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

/** The queue's filter: one status, and a level unless all are shown. */
export function duplicatesFilter(status: DuplicateStatus, level: DuplicateLevel | ''): BeneficiaryDuplicateFilter {
  return {
    connector: 'AND',
    conditions: [
      { field: 'STATUS', operator: 'EQUAL', value: status },
      ...(level ? [{ field: 'LEVEL' as const, operator: 'EQUAL' as const, value: level }] : []),
    ],
  };
}
