// Photos and signatures on their way: the page keeps each image as a data: URL in the answer until it is uploaded
// (POST …/files), then puts the fileId the server gave in its place. The same step runs before an online submission
// and before a queued one is synced, so a form filled offline carries its images (sealed, in the queue) until then.
// Loaded only when sending (with the submission and batch calls): the page's first load stays light.
import { bodyOf, type Fetch, path, type ServerFieldError, type SubmissionBody } from './api.js';

const DATA_URL = /^data:(image\/(?:jpeg|png|webp));base64,/;

export const isImageData = (value: unknown): value is string => typeof value === 'string' && DATA_URL.test(value);

/** The bytes of a data: URL made by the page (canvas.toDataURL). */
export function imageBytes(dataUrl: string): { contentType: string; bytes: Uint8Array<ArrayBuffer> } {
  const contentType = DATA_URL.exec(dataUrl)?.[1] ?? 'application/octet-stream';
  const binary = atob(dataUrl.slice(dataUrl.indexOf(',') + 1));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return { contentType, bytes };
}

export type Prepared =
  /** Every image uploaded: `body` names them by fileId. */
  | { kind: 'ready'; body: SubmissionBody }
  /** Offline or asked to wait: `body` keeps the images not sent yet (those sent are fileIds already). */
  | { kind: 'waiting'; body: SubmissionBody }
  | { kind: 'forbidden'; body: SubmissionBody }
  /** An image refused (`field`), or the link itself (no field). */
  | { kind: 'refused'; body: SubmissionBody; field?: string; message: string };

/** Uploads the images of `body` one by one; the body answers what was done so far, whatever happens. */
export async function uploadImages(token: string, body: SubmissionBody, fetcher: Fetch): Promise<Prepared> {
  const answers = { ...body.answers };
  const current = () => ({ ...body, answers: { ...answers } });
  for (const [field, value] of Object.entries(body.answers)) {
    if (!isImageData(value)) continue;
    const outcome = await uploadImage(token, imageBytes(value), body.accessCode, fetcher);
    switch (outcome.kind) {
      case 'uploaded':
        answers[field] = outcome.fileId;
        break;
      case 'unreachable':
      case 'rateLimited':
        return { kind: 'waiting', body: current() };
      case 'forbidden':
        return { kind: 'forbidden', body: current() };
      case 'badImage':
        return { kind: 'refused', body: current(), field, message: outcome.message };
      case 'refused':
        return { kind: 'refused', body: current(), message: outcome.message };
    }
  }
  return { kind: 'ready', body: current() };
}

export type SendOutcome =
  | { kind: 'sent'; submissionId: string; replay: boolean }
  | { kind: 'invalid'; fieldErrors: ServerFieldError[]; message: string }
  | { kind: 'forbidden' }
  | { kind: 'closed' }
  | { kind: 'reused' }
  | { kind: 'rateLimited' }
  /** No answer, or one that says to try later (5xx): the submission waits on the device. */
  | { kind: 'unreachable' }
  | { kind: 'refused'; message: string };

/** Sends one filled form; a 200 (the same key and answers sent before) is as good as a 201. */
export async function sendSubmission(
  token: string,
  body: SubmissionBody,
  fetcher: Fetch = fetch,
): Promise<SendOutcome> {
  let response: Response;
  try {
    response = await fetcher(`${path(token)}/submissions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    return { kind: 'unreachable' };
  }
  if (response.status === 200 || response.status === 201) {
    const receipt = (await bodyOf(response)) as { submissionId?: string };
    return { kind: 'sent', submissionId: receipt.submissionId ?? '', replay: response.status === 200 };
  }
  if (response.status >= 500 || response.status === 408) return { kind: 'unreachable' };
  if (response.status === 429) return { kind: 'rateLimited' };
  const error = await bodyOf(response);
  if (response.status === 403) return { kind: 'forbidden' };
  if (response.status === 409) {
    if (error.reason === 'IDEMPOTENCY_KEY_REUSED') return { kind: 'reused' };
    // A monitoring link's family answered already: the form itself is still open, so not "closed".
    if (error.reason === 'ALREADY_ANSWERED') return { kind: 'refused', message: error.message ?? 'Already answered' };
    return { kind: 'closed' };
  }
  if (response.status === 422 || response.status === 400) {
    return { kind: 'invalid', fieldErrors: error.fieldErrors ?? [], message: error.message ?? '' };
  }
  return { kind: 'refused', message: error.message ?? `HTTP ${response.status}` };
}

/** What sending a filled form came to, with the body as it now is (images uploaded so far named by fileId). */
export type Delivery = (SendOutcome | { kind: 'badImage'; field: string }) & { body: SubmissionBody };

/** The images first, then the answers naming them (POST …/submissions). */
export async function deliver(token: string, body: SubmissionBody, fetcher: Fetch): Promise<Delivery> {
  const prepared = await uploadImages(token, body, fetcher);
  switch (prepared.kind) {
    case 'waiting':
      return { kind: 'unreachable', body: prepared.body };
    case 'forbidden':
      return { kind: 'forbidden', body: prepared.body };
    case 'refused':
      return prepared.field
        ? { kind: 'badImage', field: prepared.field, body: prepared.body }
        : { kind: 'refused', message: prepared.message, body: prepared.body };
    case 'ready':
      return { ...(await sendSubmission(token, prepared.body, fetcher)), body: prepared.body };
  }
}

export type UploadOutcome =
  | { kind: 'uploaded'; fileId: string }
  | { kind: 'unreachable' }
  | { kind: 'rateLimited' }
  | { kind: 'forbidden' }
  /** The image itself was refused (not an image, too large): taking it again is the way out. */
  | { kind: 'badImage'; message: string }
  | { kind: 'refused'; message: string };

/** Sends one photo or signature (POST …/files, the raw bytes); its fileId goes in the answers. */
export async function uploadImage(
  token: string,
  image: { contentType: string; bytes: Uint8Array<ArrayBuffer> },
  accessCode: string | undefined,
  fetcher: Fetch = fetch,
): Promise<UploadOutcome> {
  let response: Response;
  try {
    response = await fetcher(`${path(token)}/files`, {
      method: 'POST',
      headers: {
        'Content-Type': image.contentType,
        Accept: 'application/json',
        ...(accessCode ? { 'x-access-code': accessCode } : {}),
      },
      body: new Blob([image.bytes], { type: image.contentType }),
    });
  } catch {
    return { kind: 'unreachable' };
  }
  if (response.status === 201 || response.status === 200) {
    const { fileId } = (await bodyOf(response)) as { fileId?: string };
    return fileId ? { kind: 'uploaded', fileId } : { kind: 'unreachable' };
  }
  if (response.status >= 500 || response.status === 408) return { kind: 'unreachable' };
  if (response.status === 429) return { kind: 'rateLimited' };
  if (response.status === 403) return { kind: 'forbidden' };
  const error = await bodyOf(response);
  if (response.status === 422 || response.status === 413) {
    return { kind: 'badImage', message: error.fieldErrors?.[0]?.message ?? error.message ?? '' };
  }
  return { kind: 'refused', message: error.message ?? `HTTP ${response.status}` };
}

/** One item's answer in a batch (POST …/submissions/batch), in the order sent. */
export type BatchResult = {
  idempotencyKey: string;
  outcome: 'CREATED' | 'REPLAYED' | 'REFUSED';
  submissionId?: string;
  status?: string;
  error?: { code: string; message: string; reason?: string; fieldErrors?: ServerFieldError[] };
};

export type BatchOutcome =
  | { kind: 'results'; results: BatchResult[] }
  /** No answer, or 5xx, or asked to wait: every item waits for the next sync. */
  | { kind: 'unreachable' }
  | { kind: 'rateLimited' }
  /** The whole request refused (access code, unknown form, malformed): every item gets this message. */
  | { kind: 'refused'; status: number; message: string };

/** Sends waiting forms of one link and access code together: each item is taken, or refused, on its own. */
export async function sendBatch(
  token: string,
  accessCode: string | undefined,
  submissions: Omit<SubmissionBody, 'accessCode'>[],
  fetcher: Fetch = fetch,
): Promise<BatchOutcome> {
  let response: Response;
  try {
    response = await fetcher(`${path(token)}/submissions/batch`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ ...(accessCode !== undefined ? { accessCode } : {}), submissions }),
    });
  } catch {
    return { kind: 'unreachable' };
  }
  if (response.status >= 500 || response.status === 408) return { kind: 'unreachable' };
  if (response.status === 429) return { kind: 'rateLimited' };
  const answer = (await bodyOf(response)) as { message?: string; results?: BatchResult[] };
  if (response.ok)
    return Array.isArray(answer.results) ? { kind: 'results', results: answer.results } : { kind: 'unreachable' };
  return { kind: 'refused', status: response.status, message: answer.message ?? `HTTP ${response.status}` };
}
