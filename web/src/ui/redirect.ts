// Where to go after signing in. Only same-origin paths are followed, so a crafted link cannot send a user who
// just signed in to another site.

export function loginPath(pathWithSearch: string): string {
  return `/login?redirect=${encodeURIComponent(pathWithSearch)}`;
}

export function safeRedirect(raw: string | null | undefined, origin: string = window.location.origin): string | null {
  if (!raw?.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null;
  try {
    const url = new URL(raw, origin);
    if (url.origin !== origin) return null;
    if (url.pathname === '/login' || url.pathname === '/signup') return null;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return null;
  }
}

/** Spec §4/§7: where an expired session (a refused refresh, a refusal after one) sends the user. */
export const EXPIRED_PATH = '/login?status=not-authorized';
