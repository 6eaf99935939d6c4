// The filling page's two calls (GET and POST /api/public/forms/<token>, through the gateway), each answer read into
// what the page does next, and the form kept on the device after its first load so the page opens offline.
import type { SmartFormDefinition } from '@aid/common/smart-forms';

export type PublicForm = {
  formName: string;
  description: string | null;
  version: number;
  definition: SmartFormDefinition;
  accessCodeRequired: boolean;
};

/** What a submission carries (the API's publicSubmissionSchema). */
export type SubmissionBody = {
  idempotencyKey: string;
  version: number;
  answers: Record<string, unknown>;
  accessCode?: string;
  /** A family's personal monitoring link token (?m=…). */
  invitation?: string;
  deviceTime: string;
};

export type ServerFieldError = {
  field: string;
  code: string;
  params?: Record<string, string | number>;
  message?: string;
};

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

export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

const FORM_CACHE = 'aid-fill-form:';
const path = (token: string) => `/api/public/forms/${encodeURIComponent(token)}`;

export const cachedForm = (token: string, storage: Storage = localStorage): PublicForm | undefined => {
  const raw = storage.getItem(FORM_CACHE + token);
  if (!raw) return undefined;
  try {
    return JSON.parse(raw) as PublicForm;
  } catch {
    return undefined;
  }
};

export type LoadResult =
  | { kind: 'loaded'; form: PublicForm; offline: boolean }
  | { kind: 'notFound' }
  | { kind: 'failed' };

/**
 * The form from the server, kept for later; the kept copy when the server cannot be reached. A 404 forgets the copy:
 * the form was closed or unpublished, and a phone must not keep collecting answers the server will refuse.
 */
export async function loadForm(
  token: string,
  fetcher: Fetch = fetch,
  storage: Storage = localStorage,
): Promise<LoadResult> {
  let response: Response;
  try {
    response = await fetcher(path(token), { headers: { Accept: 'application/json' } });
  } catch {
    const copy = cachedForm(token, storage);
    return copy ? { kind: 'loaded', form: copy, offline: true } : { kind: 'failed' };
  }
  if (response.status === 404) {
    storage.removeItem(FORM_CACHE + token);
    return { kind: 'notFound' };
  }
  if (!response.ok) {
    const copy = cachedForm(token, storage);
    return copy ? { kind: 'loaded', form: copy, offline: true } : { kind: 'failed' };
  }
  const form = (await response.json()) as PublicForm;
  try {
    storage.setItem(FORM_CACHE + token, JSON.stringify(form));
  } catch {
    // A full storage only costs the offline copy.
  }
  return { kind: 'loaded', form, offline: false };
}

async function bodyOf(
  response: Response,
): Promise<{ message?: string; reason?: string; fieldErrors?: ServerFieldError[] }> {
  try {
    return (await response.json()) as { message?: string; reason?: string; fieldErrors?: ServerFieldError[] };
  } catch {
    return {};
  }
}

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
