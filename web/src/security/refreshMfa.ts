// After MFA is turned on or off at the identity service, the platform reads it again (refreshMfaStatus) and `me` is
// asked for again: an organisation that requires MFA lets the member back in, or shows them DISABLED (MFA), at once.
import { useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { MeDocument } from '../accounts/me.js';
import { graphql } from '../generated/gql.js';

export const RefreshMfaStatusDocument = graphql(`
  mutation RefreshMfaStatus {
    refreshMfaStatus {
      mfaEnabled
      mfaPreferred
    }
  }
`);

export function useRefreshMfaStatus(): () => Promise<void> {
  const [refresh] = useMutation(RefreshMfaStatusDocument, { refetchQueries: [MeDocument], awaitRefetchQueries: true });
  return useCallback(async () => {
    try {
      await refresh();
    } catch {
      // The identity service already has the new state (the page shows it); the platform reads it again at the next
      // change or refresh, so a failure here must not turn the user's success into an error.
    }
  }, [refresh]);
}
