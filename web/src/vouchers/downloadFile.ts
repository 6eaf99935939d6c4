// A file the REST API makes for the signed-in user (voucher PDF, payment instructions): fetched with the session's
// token and organisation (a plain link could not carry x-accountid), then saved through a temporary object URL.
import { requestHeaders, serverMessage } from '../app/apollo.js';
import type { Session } from '../auth/session.js';

/** Resolves when the browser has the file; rejects with the server's message when the download is refused. */
export async function downloadFile(session: Session, url: string, fileName: string): Promise<void> {
  const headers = requestHeaders(session, await session.accessToken());
  const response = await fetch(url, { headers });
  if (!response.ok) {
    throw new Error(serverMessage(await response.text()) ?? `The download failed (HTTP ${response.status}).`);
  }
  const objectUrl = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = objectUrl;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // After the click the browser holds its own reference; the URL itself is no longer needed.
    setTimeout(() => URL.revokeObjectURL(objectUrl), 0);
  }
}

/** `path` with `params` appended (none when all are empty). */
export function withQuery(path: string, params: Record<string, string | undefined>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
  const text = query.toString();
  return text ? `${path}${path.includes('?') ? '&' : '?'}${text}` : path;
}
