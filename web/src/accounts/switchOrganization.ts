// Switching organisation (spec §6, §7): the API records the new default and checks the membership is ACTIVE; the
// identity user's custom:defaultAccountId follows (so a token refresh carries it, and x-accountid starts from it
// next time); then every cached answer of the previous organisation is dropped and the app starts over at the
// landing page of the new one.
import { useApolloClient, useMutation } from '@apollo/client/react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession } from '../auth/SessionContext.js';
import { graphql } from '../generated/gql.js';
import { landingFor } from './landing.js';
import { MeDocument } from './me.js';

export const SwitchOrganizationDocument = graphql(`
  mutation SwitchOrganization($accountId: ID!) {
    switchOrganization(accountId: $accountId) {
      currentAccountId
    }
  }
`);

/** Resolves once the app acts in `accountId`; rejects (changing nothing here) when the API refuses. */
export function useSwitchOrganization(): (accountId: string) => Promise<void> {
  const session = useSession();
  const client = useApolloClient();
  const navigate = useNavigate();
  // Not cached: the answer belongs to the organisation being left until the store is reset below.
  const [switchOrganization] = useMutation(SwitchOrganizationDocument, { fetchPolicy: 'no-cache' });
  return useCallback(
    async (accountId: string) => {
      await switchOrganization({ variables: { accountId } });
      const accessToken = await session.accessToken();
      if (accessToken) {
        try {
          await session.identity().call('UpdateUserAttributes', {
            AccessToken: accessToken,
            UserAttributes: [{ Name: 'custom:defaultAccountId', Value: accountId }],
          });
          // The new ID token carries the new claim.
          await session.refresh();
        } catch {
          // The profile's default and the choice stored below still select the organisation; the claim catches up
          // at the next switch. Nothing the user can do about the identity service here.
        }
      }
      session.selectAccount(accountId);
      // Every cached answer belongs to the previous organisation: cleared, and what is on screen (the shell's `me`
      // above all) asked again with the new x-accountid; the landing page then follows the new organisation's roles.
      await client.resetStore();
      const me =
        client.readQuery({ query: MeDocument })?.me ??
        (await client.query({ query: MeDocument, fetchPolicy: 'network-only' })).data?.me;
      navigate(me ? landingFor(me) : '/', { replace: true });
    },
    [switchOrganization, session, client, navigate],
  );
}
