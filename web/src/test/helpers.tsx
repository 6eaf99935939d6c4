// Shared test fixtures: fake tokens, an in-memory session and a provider wrapper.
import { MantineProvider } from '@mantine/core';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { AlertsProvider } from '../app/alerts.js';
import { theme } from '../app/theme.js';
import type { IdentityClient, Tokens } from '../auth/cognito.js';
import { SessionProvider } from '../auth/SessionContext.js';
import { type CookieSync, createSession, type Session } from '../auth/session.js';
import { createStateStorage } from '../auth/storage.js';
import { createI18n } from '../i18n/index.js';

function base64Url(value: unknown): string {
  return btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** An unsigned JWT-shaped token: enough for the client, which only reads claims. */
export function fakeJwt(claims: Record<string, unknown>): string {
  return `${base64Url({ alg: 'none', typ: 'JWT' })}.${base64Url(claims)}.signature`;
}

export function fakeTokens(expiresAtMs: number, extra: Record<string, unknown> = {}, label = 'a'): Tokens {
  const exp = Math.floor(expiresAtMs / 1000);
  return {
    accessToken: fakeJwt({ exp, token_use: 'access', label }),
    idToken: fakeJwt({ exp, token_use: 'id', ...extra }),
    refreshToken: `refresh-${label}`,
  };
}

/** A Storage living in memory, so each test starts from nothing. */
export function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => {
      map.delete(key);
    },
    setItem: (key, value) => {
      map.set(key, value);
    },
  };
}

export const noCookies: CookieSync = { set: async () => {}, clear: async () => {} };

const testI18n = createI18n('en');

type IdentityStub = Pick<IdentityClient, 'signIn' | 'refresh'>;

export function testSession(
  options: { identity?: Partial<IdentityStub>; tokens?: Tokens; now?: () => number } = {},
): Session {
  const storage = createStateStorage(memoryStorage());
  if (options.tokens) storage.update({ tokens: options.tokens });
  const identity: IdentityStub = {
    signIn: async () => {
      throw new Error('signIn not stubbed');
    },
    refresh: async () => {
      throw new Error('refresh not stubbed');
    },
    ...options.identity,
  };
  return createSession({ identity, storage, cookies: noCookies, now: options.now });
}

/** Theme, texts (English), session and alerts; routing and Apollo are added by each test as it needs. */
export function Providers({ session, children }: { session: Session; children: ReactNode }) {
  return (
    <MantineProvider theme={theme} env="test">
      <I18nextProvider i18n={testI18n}>
        <SessionProvider session={session}>
          <AlertsProvider>{children}</AlertsProvider>
        </SessionProvider>
      </I18nextProvider>
    </MantineProvider>
  );
}
