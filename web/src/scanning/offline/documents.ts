// The offline scanner's GraphQL documents: which distributions may be downloaded, one page of a download, and the
// syncs of what the device redeemed (vouchers) and handed over (in-kind items) without a network.
import { graphql } from '../../generated/gql.js';

export const ScannableDistributionsDocument = graphql(`
  query ScannableDistributions($first: Int, $after: String) {
    scannableDistributions(first: $first, after: $after) {
      edges {
        node {
          distributionId
          distributionName
          programName
          validUntil
          currency
          voucherCount
          distributionType
        }
      }
      pageInfo {
        hasNextPage
        endCursor
      }
    }
  }
`);

export const OfflineVoucherPageDocument = graphql(`
  query OfflineVoucherPage($distributionId: ID!, $after: String) {
    offlineVoucherPage(distributionId: $distributionId, after: $after) {
      distribution {
        distributionId
        distributionName
        accountId
        publicKey
        requestPhoto
        requestSignature
        distributionType
      }
      vouchers {
        voucherId
        code
        firstName
        amount
        remainingAmount
        currency
        validUntil
        signature
        items {
          name
          unit
          quantity
          collected
        }
      }
      nextCursor
    }
  }
`);

export const SyncRedemptionsDocument = graphql(`
  mutation SyncRedemptions($input: SyncRedemptionsInput!) {
    syncRedemptions(input: $input) {
      results {
        idempotencyKey
        outcome
        reason
        remainingAmount
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

export const SyncCollectionsDocument = graphql(`
  mutation SyncCollections($input: SyncCollectionsInput!) {
    syncCollections(input: $input) {
      results {
        idempotencyKey
        outcome
        reason
        remainingAmount
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
