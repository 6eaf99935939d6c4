// A list's CSV export, downloaded as the signed-in user: the same filter and sort as on screen, fetched with the
// session's token and organisation (a link could not carry x-accountid), then saved through a temporary object URL.

import { requestHeaders, serverMessage } from '../app/apollo.js';
import type { Session } from '../auth/session.js';

export type CsvDownload = { path: string; filter?: unknown; sort?: string; fileName: string };

/** Resolves when the browser has the file; rejects with the server's message when the export is refused. */
export async function downloadCsv(session: Session, { path, filter, sort, fileName }: CsvDownload): Promise<void> {
  const params = new URLSearchParams();
  if (filter) params.set('filter', JSON.stringify(filter));
  if (sort) params.set('sort', sort);
  const query = params.toString();
  const headers = requestHeaders(session, await session.accessToken());
  headers.Accept = 'text/csv';
  const response = await fetch(`${path}${query ? `?${query}` : ''}`, { headers });
  if (!response.ok) {
    throw new Error(serverMessage(await response.text()) ?? `The export failed (HTTP ${response.status}).`);
  }
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // After the click the browser holds its own reference; the URL itself is no longer needed.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
