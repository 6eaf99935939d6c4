// Helpers of the sign-in specs: the identity emulator of this run (users made through its admin API),
// sign-in through the form, and authenticator-app codes. Every spec makes its own users, so specs do not
// depend on one another or on the demo data.
import { adminClient, type SeededPool, seedPool, seedUser } from '@aid/identity';
import { expect, type Page, type Request } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { E2E_PORTS } from '../playwright.config.js';
import { dismissMfaWarning } from './helpers.js';

/** The emulator of this run (spec §1's identity service), as the browser reaches it. */
export const IDENTITY_URL = `http://localhost:${E2E_PORTS.cognito}`;
export const PASSWORD = 'E2e-pass-2026';

let pool: Promise<SeededPool> | undefined;
/** The stack's pool: seedPool finds it (and would create it, idempotently). */
function identityPool(): Promise<SeededPool> {
  pool ??= seedPool(adminClient(IDENTITY_URL));
  return pool;
}

/** A new address on every call, so a re-run against a kept data folder starts from nothing too. */
export function uniqueEmail(label: string): string {
  return `e2e-${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.org`;
}

/**
 * A confirmed user with a permanent password. Their first request gives them an organisation of their own, not
 * named yet ("Pending"), of which they are the ADMIN (self-signup).
 */
export async function createUser(label: string, password = PASSWORD): Promise<string> {
  const email = uniqueEmail(label);
  const { userPoolId } = await identityPool();
  await seedUser(adminClient(IDENTITY_URL), userPoolId, { email, password });
  return email;
}

/**
 * An invited user: AdminCreateUser with a temporary password, so the first sign-in gets NEW_PASSWORD_REQUIRED.
 * Sent over the service's JSON protocol: the emulator does not check request signatures.
 */
export async function inviteUser(label: string, temporaryPassword: string): Promise<string> {
  const email = uniqueEmail(label);
  const { userPoolId } = await identityPool();
  const response = await fetch(IDENTITY_URL, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-amz-json-1.1',
      'X-Amz-Target': 'AWSCognitoIdentityProviderService.AdminCreateUser',
    },
    body: JSON.stringify({
      UserPoolId: userPoolId,
      Username: email,
      TemporaryPassword: temporaryPassword,
      MessageAction: 'SUPPRESS',
      UserAttributes: [
        { Name: 'email', Value: email },
        { Name: 'email_verified', Value: 'true' },
      ],
    }),
  });
  if (!response.ok) throw new Error(`AdminCreateUser answered ${response.status}: ${await response.text()}`);
  return email;
}

export async function fillSignIn(page: Page, email: string, password: string): Promise<void> {
  // Inside the sign-in form itself: right after a link to /login the sign-up page (which has an Email field too)
  // may still be on screen while the login page's chunk loads, and a fill there would be lost.
  const form = page.getByTestId('login-form');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await expect(form.getByLabel('Email')).toHaveValue(email);
  await form.getByRole('button', { name: 'Sign in' }).click();
}

/**
 * Signs in through /login and waits for the shell. The users of these specs are the ADMIN of their own new
 * organisation, so the MFA reminder of admins is answered with "Remind me later" to leave the page free to use.
 */
export async function signInAs(page: Page, email: string, password = PASSWORD): Promise<void> {
  await page.goto('/login');
  await fillSignIn(page, email, password);
  await expect(page.getByTestId('topbar-user-name')).toBeVisible();
  await dismissMfaWarning(page);
}

/**
 * Codes of an authenticator app for `secret`. The identity service must not see one code twice, so a code
 * asked for within the 30-second window of the previous one is the next window's (the service accepts one
 * window of clock drift); only a third code in the same window waits for real time to catch up.
 */
export function authenticatorApp(secret: string): () => Promise<string> {
  const totp = new TOTP({ secret: Secret.fromBase32(secret), algorithm: 'SHA1', digits: 6, period: 30 });
  let last = -1;
  return async () => {
    const window = () => Math.floor(Date.now() / 30_000);
    const counter = Math.max(window(), last + 1);
    while (counter > window() + 1) await new Promise((r) => setTimeout(r, 500));
    last = counter;
    return totp.generate({ timestamp: counter * 30_000 });
  };
}

/** The body of a call to the identity service, or null for any other request. */
export function identityCall(request: Request): { target: string; body: Record<string, unknown> } | null {
  if (!request.url().startsWith(IDENTITY_URL) || request.method() !== 'POST') return null;
  const target = (request.headers()['x-amz-target'] ?? '').split('.')[1] ?? '';
  return { target, body: (request.postDataJSON() ?? {}) as Record<string, unknown> };
}

export function isRefresh(request: Request): boolean {
  const call = identityCall(request);
  return call?.target === 'InitiateAuth' && call.body.AuthFlow === 'REFRESH_TOKEN_AUTH';
}

/** The GraphQL operation a request to /graphql carries. */
export function graphqlOperation(request: Request): string | undefined {
  const body = request.postDataJSON() as { operationName?: string } | null;
  return body?.operationName;
}
