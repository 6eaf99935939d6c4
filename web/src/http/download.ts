// The only download helper: a file the REST API makes for the signed-in user (a list's CSV/XLSX export, the import
// template and refused rows, voucher PDFs, payment instructions) is fetched with the session's headers — a plain link
// would carry the session cookie but not the organisation (x-accountid), so a member of several organisations could
// get the wrong one's file — then saved through a temporary object URL. A refusal is worded as every other failed
// request is (ui/errorMessage.ts): the server's words in the user's language where the web has them.
import { ServerError } from '@apollo/client/errors';
import type { TFunction } from 'i18next';
import { getI18n } from 'react-i18next';
import { errorCodeOf, errorMessage, messageWordsOf } from '../ui/errorMessage.js';
import { type SessionCaller, serverMessage, sessionHeaders } from './headers.js';

export type Download = {
  /** Same-origin path, e.g. /api/beneficiary-lists/bel--1/export.csv (it may carry a query already). */
  path: string;
  /** Query parameters; undefined and empty ones are left out. */
  params?: Readonly<Record<string, string | undefined>>;
  /** The name the browser saves the file under. */
  fileName: string;
  /** The type asked for; any unless given. */
  accept?: string;
};

/** The path with its query string, as the REST route reads it. */
export function downloadUrl({ path, params = {} }: Pick<Download, 'path' | 'params'>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
  const text = query.toString();
  return text ? `${path}${path.includes('?') ? '&' : '?'}${text}` : path;
}

/** A list route's filter and sort as its export reads them: the structured filter as JSON, the sort by name. */
export function listParams(filter: unknown, sort: string | undefined): Record<string, string | undefined> {
  return { filter: filter ? JSON.stringify(filter) : undefined, sort };
}

/**
 * What to tell the user of a refused download: the refusal's text in their language (`refusals.<messageKey>`), else
 * the server's message, else the text of its error code (the lookup of ui/errorMessage.ts); a body with none of them
 * (a proxy's page, an empty 502) gets the download's own sentence with the status.
 */
export function downloadRefusal(t: TFunction, response: Response, bodyText: string): string {
  const answer = new ServerError('Download refused', { response, bodyText });
  if (!messageWordsOf(answer) && !serverMessage(bodyText) && !errorCodeOf(answer)) {
    return t('app.errors.download', { status: response.status });
  }
  return errorMessage(answer, t);
}

/**
 * The app's texts: the one i18next instance main.tsx makes (react-i18next keeps it), in the language on screen, so
 * the callers' alerts need no `t` of their own. Only outside the app (no instance) does a refusal stay in English.
 */
function currentT(): TFunction | undefined {
  const i18n = getI18n();
  return i18n ? i18n.t.bind(i18n) : undefined;
}

/** Resolves when the browser has the file; rejects, in the user's language, when the download is refused. */
export async function downloadFile(session: SessionCaller, download: Download): Promise<void> {
  const headers = await sessionHeaders(session, { accept: download.accept ?? '*/*', contentType: null });
  const response = await fetch(downloadUrl(download), { headers, credentials: 'same-origin' });
  if (!response.ok) {
    const bodyText = await response.text();
    const t = currentT();
    throw new Error(
      t
        ? downloadRefusal(t, response, bodyText)
        : (serverMessage(bodyText) ?? `The download failed (HTTP ${response.status}).`),
    );
  }
  const objectUrl = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = objectUrl;
    link.download = download.fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // After the click the browser holds its own reference; the URL itself is no longer needed.
    setTimeout(() => URL.revokeObjectURL(objectUrl), 0);
  }
}
