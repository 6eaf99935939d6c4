// The only upload helper: a file is streamed as the request body (POST, with the session's headers and its name in
// x-file-name), and the gateway streams it on to the API. Imports, reconciliation reports and scan evidence go to
// /api/files; a profile image or an organisation logo to its own path.
import type { MessageWords, ShownFieldError } from '../i18n/fieldErrors.js';
import { type SessionCaller, serverMessage, sessionHeaders } from './headers.js';

/** Where a file to be read later (an import, a reconciliation report, evidence) is stored. */
export const FILES_PATH = '/api/files';

/** What the API answers for a file stored at /api/files (201). */
export type UploadedFile = { fileId: string; fileName: string; sizeBytes: number };

/** Why a file was refused: the status, the server's message (or one naming the status), its field errors if any. */
export type UploadRefusal = {
  status: number;
  message: string;
  /** Each with the server's English `message` too, where a form has no field to show it beside. */
  fieldErrors?: (ShownFieldError & { field: string; message?: string })[];
  /** The message's key and values when the server named them, so `refusalMessage` words it in the user's language. */
  words?: MessageWords | null;
};

export type UploadResult<T> = { ok: true; body: T } | ({ ok: false } & UploadRefusal);

/** Posts `file` to `path`; the answer's JSON body when stored (null when it has none), else the refusal. */
export async function uploadFile<T = UploadedFile>(
  session: SessionCaller,
  file: File,
  path: string = FILES_PATH,
): Promise<UploadResult<T>> {
  const headers = await sessionHeaders(session, { contentType: file.type || 'application/octet-stream' });
  headers['x-file-name'] = encodeURIComponent(file.name);
  return answerOf<T>(await fetch(path, { method: 'POST', headers, body: file, credentials: 'same-origin' }));
}

/**
 * Posts a JSON body to a same-origin route that works on a file stored before (an XLSForm import names the workbook
 * uploaded to /api/files); answers as uploadFile does.
 */
export async function postJson<T>(session: SessionCaller, path: string, body: unknown): Promise<UploadResult<T>> {
  const headers = await sessionHeaders(session);
  const init = { method: 'POST', headers, body: JSON.stringify(body), credentials: 'same-origin' } as const;
  return answerOf<T>(await fetch(path, init));
}

async function answerOf<T>(response: Response): Promise<UploadResult<T>> {
  const text = await response.text();
  if (response.ok) return { ok: true, body: (text ? JSON.parse(text) : null) as T };
  return {
    ok: false,
    status: response.status,
    message: serverMessage(text) ?? `The upload failed (HTTP ${response.status}).`,
    fieldErrors: fieldErrorsOf(text),
    words: wordsOf(text),
  };
}

/** The body's `messageKey` and `messageParams` as GraphQL's MessageWords (key and name/value pairs). */
function wordsOf(text: string): MessageWords | undefined {
  try {
    const body = JSON.parse(text) as { messageKey?: unknown; messageParams?: unknown };
    if (typeof body.messageKey !== 'string') return undefined;
    const params = typeof body.messageParams === 'object' && body.messageParams !== null ? body.messageParams : {};
    return {
      key: body.messageKey,
      params: Object.entries(params).map(([name, value]) => ({ name, value: String(value) })),
    };
  } catch {
    return undefined;
  }
}

function fieldErrorsOf(text: string): UploadRefusal['fieldErrors'] {
  try {
    const body = JSON.parse(text) as { fieldErrors?: unknown };
    return Array.isArray(body.fieldErrors) ? (body.fieldErrors as UploadRefusal['fieldErrors']) : undefined;
  } catch {
    return undefined;
  }
}
