// The terms of a distribution (what is handed out, to whom, until when): the read-only view and the edit form
// show the same fields, so they ask for them once.
import { type FragmentType, getFragmentData } from '../generated/fragment-masking.js';
import { graphql } from '../generated/gql.js';
import type { DistributionTerms_DistributionFragment } from '../generated/graphql.js';

export const DistributionTermsFragment = graphql(`
  fragment DistributionTerms_distribution on Distribution {
    distributionType
    distributionSummary
    requestPhoto
    requestSignature
    distributionPdms {
      question
      answerType
    }
    amountPerBeneficiary
    amountPerBeneficiaryCurrency
    exchangeRate
    program {
      programId
      currency
    }
    includeDependants
    amountPerDependant
    items {
      name
      unit
      quantityPerBeneficiary
      quantityPerDependant
    }
    validUntil
    additionalInfo
  }
`);

/** A distribution read through a fragment that spreads `...DistributionTerms_distribution`, with its terms. */
export function withTerms<D extends FragmentType<typeof DistributionTermsFragment>>(
  distribution: D,
): D & DistributionTerms_DistributionFragment {
  return { ...distribution, ...getFragmentData(DistributionTermsFragment, distribution) };
}
