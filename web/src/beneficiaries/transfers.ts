// Downloads of the beneficiaries domain (a list's export, the import template, an import's refused rows), fetched as
// the signed-in user like the activity log's export: a plain link would carry the session cookie but not the
// organisation (x-accountid), so a member of several organisations could get the wrong one's answer.
import { requestHeaders, serverMessage } from '../app/apollo.js';
import type { Session } from '../auth/session.js';

export type FileDownload = {
  /** Same-origin path, e.g. /api/beneficiary-lists/bel--1/export.csv. */
  path: string;
  /** Query parameters; undefined ones are left out. */
  params?: Record<string, string | undefined>;
  fileName: string;
};

/** The path with its query string, as the REST route reads it. */
export function downloadUrl({ path, params = {} }: Pick<FileDownload, 'path' | 'params'>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) query.set(key, value);
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** Resolves when the browser has the file; rejects with the server's message when it is refused. */
export async function downloadFile(session: Session, download: FileDownload): Promise<void> {
  const headers = requestHeaders(session, await session.accessToken());
  headers.Accept = '*/*';
  delete headers['Content-Type'];
  const response = await fetch(downloadUrl(download), { headers, credentials: 'same-origin' });
  if (!response.ok) {
    throw new Error(serverMessage(await response.text()) ?? `The download failed (HTTP ${response.status}).`);
  }
  const url = URL.createObjectURL(await response.blob());
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download = download.fileName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // After the click the browser holds its own reference; the URL itself is no longer needed.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}

/** What the API answers for a stored upload (POST /api/files, 201). */
export type UploadedFile = { fileId: string; fileName: string; sizeBytes: number };

export type UploadRefusal = { status: number; message: string };

/** Streams `file` to POST /api/files as the request body; the stored file, or why it was refused. */
export async function uploadFile(session: Session, file: File): Promise<UploadedFile | UploadRefusal> {
  const headers = requestHeaders(session, await session.accessToken());
  headers['Content-Type'] = file.type || 'application/octet-stream';
  headers['x-file-name'] = encodeURIComponent(file.name);
  const response = await fetch('/api/files', { method: 'POST', headers, body: file, credentials: 'same-origin' });
  const text = await response.text();
  if (response.ok) return JSON.parse(text) as UploadedFile;
  return { status: response.status, message: serverMessage(text) ?? `The upload failed (HTTP ${response.status}).` };
}
