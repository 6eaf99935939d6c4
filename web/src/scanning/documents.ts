// The scanner's GraphQL documents: the look-up (a refusal is an error with extensions.reason) and the redemption.
import { graphql } from '../generated/gql.js';

export const ScannedVoucherDocument = graphql(`
  query ScannedVoucher($qr: String, $code: String) {
    scannedVoucher(qr: $qr, code: $code) {
      voucherId
      code
      distributionName
      firstName
      amount
      remainingAmount
      currency
      validUntil
      usageStatus
      requestPhoto
      requestSignature
      distributionType
      collectionStatus
      items {
        name
        unit
        quantity
        collected
      }
    }
  }
`);

export const CollectInKindDocument = graphql(`
  mutation CollectInKind($input: CollectInKindInput!) {
    collectInKind(input: $input) {
      collection {
        collectionId
        items {
          name
          quantity
        }
      }
      voucher {
        voucherId
        collectionStatus
      }
      replayed
      code
      message
      reason
    }
  }
`);

export const RedeemVoucherDocument = graphql(`
  mutation RedeemVoucher($input: RedeemVoucherInput!) {
    redeemVoucher(input: $input) {
      redemption {
        redemptionId
        amount
      }
      voucher {
        voucherId
        remainingAmount
        usageStatus
      }
      replayed
      code
      message
      reason
    }
  }
`);
