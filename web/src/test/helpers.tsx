// The web's one set of test helpers: fake tokens, in-memory storage, sessions over a stubbed identity service
// (no emulator runs in unit tests), and the one wrapper every component and hook test renders in.
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { MantineProvider } from '@mantine/core';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import { theme } from '../app/theme.js';
import type { IdentityClient, Tokens } from '../auth/cognito.js';
import { SessionProvider } from '../auth/SessionContext.js';
import { type CookieSync, createSession, type Session } from '../auth/session.js';
import { createStateStorage, type StateStorage } from '../auth/storage.js';
import { createI18n } from '../i18n/index.js';
import { AlertsProvider } from '../ui/alerts.js';
import { AppStateProvider, type AppStore, createAppStore } from '../ui/state.js';

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

function notStubbed(name: string) {
  return async (): Promise<never> => {
    throw new Error(`identity.${name} not stubbed`);
  };
}

/** A whole identity client whose methods fail with "not stubbed", but for those given. */
export function identityStub(overrides: Partial<IdentityClient> = {}): IdentityClient {
  return {
    call: notStubbed('call') as IdentityClient['call'],
    signIn: notStubbed('signIn'),
    respondToChallenge: notStubbed('respondToChallenge'),
    refresh: notStubbed('refresh'),
    signUp: notStubbed('signUp'),
    confirmSignUp: notStubbed('confirmSignUp'),
    resendConfirmationCode: notStubbed('resendConfirmationCode'),
    forgotPassword: notStubbed('forgotPassword'),
    confirmForgotPassword: notStubbed('confirmForgotPassword'),
    getUser: notStubbed('getUser'),
    changePassword: notStubbed('changePassword'),
    associateSoftwareToken: notStubbed('associateSoftwareToken'),
    verifySoftwareToken: notStubbed('verifySoftwareToken'),
    setSoftwareTokenMfa: notStubbed('setSoftwareTokenMfa'),
    ...overrides,
  };
}

export type TestSessionOptions = {
  /** The identity service's methods the test uses; the others fail with "not stubbed". */
  identity?: Partial<IdentityClient>;
  /** Signed in with these tokens; signed out without. */
  tokens?: Tokens;
  storage?: StateStorage;
  cookies?: CookieSync;
  now?: () => number;
  online?: () => boolean;
};

/** A session over a stubbed identity service and storage in memory (unless given), so each test starts afresh. */
export function testSession(options: TestSessionOptions = {}): Session {
  const storage = options.storage ?? createStateStorage(memoryStorage());
  if (options.tokens) storage.update({ tokens: options.tokens });
  return createSession({
    identity: identityStub(options.identity),
    storage,
    cookies: options.cookies ?? noCookies,
    now: options.now,
    online: options.online,
  });
}

/** Application state over storage kept in memory, so each test starts from nothing. */
export function testStore(storage: StateStorage = createStateStorage(memoryStorage())): AppStore {
  return createAppStore(storage);
}

const testI18n = createI18n();

export type TestOptions = {
  /** The router's first entry; `/` unless given. */
  url?: string;
  /** The gateway's answers: given, the tree gets Apollo's MockedProvider (with none, a query fails loudly). */
  mocks?: readonly MockLink.MockedResponse[];
  /** Signed out over a stubbed identity service unless given. */
  session?: Session;
  store?: AppStore;
};

/** What the app puts around every page, for tests: see testWrapper. */
function TestProviders({
  url = '/',
  mocks,
  session,
  store,
  children,
}: TestOptions & { session: Session; store: AppStore; children: ReactNode }) {
  const tree = (
    <MantineProvider theme={theme} env="test">
      <I18nextProvider i18n={testI18n}>
        <SessionProvider session={session}>
          <AppStateProvider store={store}>
            <AlertsProvider>
              <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>
            </AlertsProvider>
          </AppStateProvider>
        </SessionProvider>
      </I18nextProvider>
    </MantineProvider>
  );
  return mocks ? <MockedProvider mocks={mocks}>{tree}</MockedProvider> : tree;
}

/**
 * The one wrapper of component and hook tests: the mocked gateway (when given), theme, texts (English), session,
 * application state, alerts and a router in memory. Session and store are made once per wrapper, so a rerender
 * keeps them.
 */
export function testWrapper({ session = testSession(), store = testStore(), ...options }: TestOptions = {}) {
  return ({ children }: { children: ReactNode }) => (
    <TestProviders {...options} session={session} store={store}>
      {children}
    </TestProviders>
  );
}

/** Renders `ui` in the test wrapper; gives back Testing Library's result with the session and store in use. */
export function renderWithProviders(ui: ReactElement, options: TestOptions = {}) {
  const session = options.session ?? testSession();
  const store = options.store ?? testStore();
  return { ...render(ui, { wrapper: testWrapper({ ...options, session, store }) }), session, store };
}
