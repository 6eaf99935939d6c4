// The signed-in user as the shell loads it once, shared with every page through context.
import { useApolloClient } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { graphql } from '../generated/gql.js';
import type { MeQuery } from '../generated/graphql.js';
import { requiredContext } from '../ui/requiredContext.js';

export const MeDocument = graphql(`
  query Me {
    me {
      ...TopBar_me
      user {
        userId
        email
        firstName
        lastName
        userFullName
      }
      phoneNumber
      detailsCompleted
      applicationLanguage
      numberFormat
      mfaSettings {
        mfaEnabled
        mfaPreferred
      }
      profileImageUrl
      emailVerified
      emailVerifiedAt
      hasMultipleAccounts
      currentAccountId
      memberships {
        accountId
        organizationName
        menuColour
        logoUrl
        detailsCompleted
        status
        roles {
          roleId
          roleName
          roleType
          permissions {
            ...SectionPermission_fields
          }
        }
      }
      permissions {
        ...SectionPermission_fields
      }
    }
  }
`);

export type Me = MeQuery['me'];

const MeContext = requiredContext<Me>('useMe', 'the app shell');

export function MeProvider({ me, children }: { me: Me; children: ReactNode }) {
  return <MeContext.Provider value={me}>{children}</MeContext.Provider>;
}

/** The signed-in user; only pages rendered inside the shell (which loads it) may call this. */
export const useMe: () => Me = MeContext.useRequired;

/** The signed-in user inside the shell, null elsewhere (e.g. on the sign-in page). */
export const useOptionalMe: () => Me | null = MeContext.useOptional;

/**
 * Loads `me` again after a change to what it holds: the registration gate, the top bar and the organisation switch
 * read it.
 */
export function useRefetchMe(): () => Promise<unknown> {
  const client = useApolloClient();
  return () => client.refetchQueries({ include: [MeDocument] });
}

/** The membership the gateway acted in (x-accountid), else the first one; null for a user without any. */
export function currentMembership<M extends { accountId: string }>(me: {
  memberships: readonly M[];
  currentAccountId: string | null;
}): M | null {
  return me.memberships.find((m) => m.accountId === me.currentAccountId) ?? me.memberships[0] ?? null;
}

const ME_KEY = 'aid-me';

/**
 * Keeps the last profile the shell loaded, so the app can open without a network (offline voucher scanning). In
 * sessionStorage, keyed by the user: it leaves with the session and is never shown to someone else.
 */
export function rememberMe(userKey: string, me: Me, storage: Storage = sessionStorage): void {
  try {
    storage.setItem(ME_KEY, JSON.stringify({ userKey, me }));
  } catch {
    // Storage full or refused: the app then needs the network to open, as before.
  }
}

/** The profile rememberMe kept for this user, or null. */
export function rememberedMe(userKey: string, storage: Storage = sessionStorage): Me | null {
  try {
    const stored = JSON.parse(storage.getItem(ME_KEY) ?? 'null') as { userKey?: string; me?: Me } | null;
    return stored?.userKey === userKey && stored.me ? stored.me : null;
  } catch {
    return null;
  }
}

export function forgetMe(storage: Storage = sessionStorage): void {
  storage.removeItem(ME_KEY);
}
