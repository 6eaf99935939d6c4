// The reconciliation page's operations: a provider's remembered columns, starting a report import and following it,
// and resolving one family by hand. Each mutation answers the outcome or why the API refused.
import { graphql } from '../generated/gql.js';

export const ReconciliationProviderDocument = graphql(`
  query ReconciliationProvider($provider: String!) {
    reconciliationProvider(provider: $provider) {
      provider
      matchColumn
      statusColumn
    }
  }
`);

export const StartReconciliationImportDocument = graphql(`
  mutation StartReconciliationImport($input: StartReconciliationImportInput!) {
    startReconciliationImport(input: $input) {
      import {
        importId
        status
      }
      job {
        jobId
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
      fieldErrors {
        field
        code
      }
    }
  }
`);

export const ReconciliationImportDocument = graphql(`
  query ReconciliationImport($importId: ID!) {
    reconciliationImport(importId: $importId) {
      importId
      status
      matched
      failed
      notFound
      changed
      error
      resultPath
    }
  }
`);

export const ResolveReconciliationDocument = graphql(`
  mutation ResolveReconciliation($input: ResolveReconciliationInput!) {
    resolveReconciliation(input: $input) {
      resolved {
        entitlementId
        paymentStatus
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
      fieldErrors {
        field
        code
      }
    }
  }
`);
