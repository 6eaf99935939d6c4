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
    }
  }
`);

export const SubmitDistributionDocument = graphql(`
  mutation SubmitDistribution($id: ID!) {
    submitDistribution(id: $id) {
      distribution {
        distributionId
        distributionStatus
      }
      code
      message
      reason
    }
  }
`);

export const CancelDistributionDocument = graphql(`
  mutation CancelDistribution($id: ID!) {
    cancelDistribution(id: $id) {
      distribution {
        distributionId
        distributionStatus
      }
      code
      message
      reason
    }
  }
`);

export const DecideDistributionDocument = graphql(`
  mutation DecideDistribution($id: ID!, $input: DecideDistributionInput!) {
    decideDistribution(id: $id, input: $input) {
      distribution {
        distributionId
        distributionStatus
        approvalsGiven
      }
      code
      message
      reason
    }
  }
`);

export const UpdateDistributionDocument = graphql(`
  mutation UpdateDistribution($id: ID!, $input: UpdateDistributionInput!) {
    updateDistribution(id: $id, input: $input) {
      distribution {
        distributionId
        distributionName
      }
      code
      message
      reason
      fieldErrors {
        field
        code
        params {
          name
          value
        }
        message
      }
    }
  }
`);
