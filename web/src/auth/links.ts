// Links between the sign-in screens that carry the `redirect` query along, so the user still lands where
// they were going after signing up, confirming or resetting a password.

export type AuthNotice = 'confirmed' | 'passwordReset';

/** Router state passed between the screens: a notice to show and the e-mail address to fill in. */
export type AuthLocationState = { notice?: AuthNotice; email?: string };

export function authHref(path: '/login' | '/signup', redirect: string | null, step?: string): string {
  const params = new URLSearchParams();
  if (step) params.set('step', step);
  if (redirect) params.set('redirect', redirect);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}

export function readAuthState(state: unknown): AuthLocationState {
  if (state === null || typeof state !== 'object') return {};
  const { notice, email } = state as Record<string, unknown>;
  return {
    notice: notice === 'confirmed' || notice === 'passwordReset' ? notice : undefined,
    email: typeof email === 'string' ? email : undefined,
  };
}
