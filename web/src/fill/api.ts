// The filling page's form (GET /api/public/forms/<token>, through the gateway), kept on the device after its first
// load so the page opens offline, and what the calls that send answers share (send.ts, loaded when sending).
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

export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

const FORM_CACHE = 'aid-fill-form:';
export const path = (token: string) => `/api/public/forms/${encodeURIComponent(token)}`;

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

export async function bodyOf(
  response: Response,
): Promise<{ message?: string; reason?: string; fieldErrors?: ServerFieldError[] }> {
  try {
    return (await response.json()) as { message?: string; reason?: string; fieldErrors?: ServerFieldError[] };
  } catch {
    return {};
  }
}
