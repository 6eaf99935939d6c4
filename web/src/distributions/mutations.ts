// The distribution page's mutations. Each answers the distribution as it now is, or why the API refused.
import { graphql } from '../generated/gql.js';

export const GenerateEntitlementsDocument = graphql(`
  mutation GenerateEntitlements($id: ID!) {
    generateEntitlements(id: $id) {
      job {
        jobId
        status
        ...JobProgress_job
      }
      distribution {
        distributionId
        distributionStatus
      }
      code
      message
      reason
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

/** What a change of status answers: the distribution's new status, or why the API refused. */
export const DistributionChangeFragment = graphql(`
  fragment DistributionChange on DistributionResult {
    distribution {
      distributionId
      distributionStatus
    }
    code
    message
    reason
    words {
      key
      params {
        name
        value
      }
    }
  }
`);

export const SubmitDistributionDocument = graphql(`
  mutation SubmitDistribution($id: ID!) {
    submitDistribution(id: $id) {
      ...DistributionChange
    }
  }
`);

export const CancelDistributionDocument = graphql(`
  mutation CancelDistribution($id: ID!) {
    cancelDistribution(id: $id) {
      ...DistributionChange
    }
  }
`);

export const DecideDistributionDocument = graphql(`
  mutation DecideDistribution($id: ID!, $input: DecideDistributionInput!) {
    decideDistribution(id: $id, input: $input) {
      ...DistributionChange
      distribution {
        approvalsGiven
      }
    }
  }
`);

export const UpdateDistributionDocument = graphql(`
  mutation UpdateDistribution($id: ID!, $input: UpdateDistributionInput!) {
    updateDistribution(id: $id, input: $input) {
      ...DistributionSaved
    }
  }
`);
