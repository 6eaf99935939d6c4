// Taking one filled form, from the public link or a staff member, inside the form's organisation: the idempotency
// key first (a retry gets the first answer, even after the form closed), then the form's state, the version, the
// answers (common checkAnswers: the rules the filling page ran), files, duplicate candidates, and auto-accept.
// Nothing is written unless everything passes.
import { createHash } from 'node:crypto';
import { fieldError } from '@aid/common/errors';
import { newId } from '@aid/common/ids';
import { beneficiaryOf, checkAnswers, type SmartFormDefinition, type SmartFormElement } from '@aid/common/smart-forms';
import type { Queryable } from '../../db/db.js';
import { refusalError } from '../../http/errors.js';
import { duplicateCandidates } from './duplicates.js';
import {
  IDEMPOTENCY_KEY_REUSED,
  type StaffSubmissionInput,
  SUBMISSION_COLUMNS,
  type SubmissionReceipt,
  type SubmissionRow,
  type SubmissionSource,
} from './model.js';
import { type Decider, lockTargetList } from './people.js';
import { applyDecision } from './review.js';

/** Refusals of a submission; a reused idempotency key names its rule (`reason`). */
export class SubmissionError extends refusalError<
  'NOT_FOUND' | 'CONFLICT' | 'VALIDATION_FAILED' | 'FORBIDDEN' | 'RATE_LIMITED',
  typeof IDEMPOTENCY_KEY_REUSED
>() {}

/** What a submission needs of its form, read in the form's organisation. */
export type SubmissionForm = {
  smart_form_id: string;
  account_id: string;
  form_name: string;
  description: string | null;
  status: 'DRAFT' | 'PUBLISHED' | 'CLOSED';
  target_list_id: string;
  auto_accept: boolean;
  access_code_hash: string | null;
  published_version: number | null;
};

export const SUBMISSION_FORM_COLUMNS =
  'smart_form_id, account_id, form_name, description, status, target_list_id, auto_accept, access_code_hash, ' +
  'published_version';

/**
 * The form as the submission's transaction sees it, held FOR SHARE: submissions run side by side, and a close or a
 * publish (FOR UPDATE) waits for them, so none slips in after the form closed.
 */
export async function loadSubmissionForm(
  tx: Queryable,
  accountId: string,
  formId: string,
): Promise<SubmissionForm | undefined> {
  const [form] = await tx.query<SubmissionForm>(
    `SELECT ${SUBMISSION_FORM_COLUMNS} FROM smart_forms WHERE account_id = $1 AND smart_form_id = $2 FOR SHARE`,
    [accountId, formId],
  );
  return form;
}

export type Submitted = { created: boolean; receipt: SubmissionReceipt };

/** Canonical JSON, so a replay's request compares equal whatever the key order the device wrote. */
function requestHash(input: Pick<StaffSubmissionInput, 'version' | 'answers'>): string {
  const canonical = JSON.stringify(input, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0)))
      : v,
  );
  return createHash('sha256').update(canonical).digest('hex');
}

/** The earlier submission under this key: its receipt for the same request, else 409 IDEMPOTENCY_KEY_REUSED. */
async function replayed(
  tx: Queryable,
  form: SubmissionForm,
  key: string,
  hash: string,
): Promise<SubmissionReceipt | undefined> {
  const [earlier] = await tx.query<Pick<SubmissionRow, 'submission_id' | 'status' | 'request_sha256'>>(
    `SELECT submission_id, status, request_sha256 FROM smart_form_submissions
      WHERE account_id = $1 AND smart_form_id = $2 AND idempotency_key = $3`,
    [form.account_id, form.smart_form_id, key],
  );
  if (!earlier) return undefined;
  if (earlier.request_sha256 !== hash) {
    throw new SubmissionError(
      'CONFLICT',
      'This idempotency key was already used for other answers: make a new key for a new submission',
      IDEMPOTENCY_KEY_REUSED,
    );
  }
  return { submissionId: earlier.submission_id, status: earlier.status };
}

const FILE_TYPES: readonly string[] = ['PHOTO', 'SIGNATURE'];

/** Photos and signatures: uploads (images) of the form's organisation; none through the public link yet. */
async function checkFiles(
  tx: Queryable,
  accountId: string,
  source: SubmissionSource,
  elements: readonly SmartFormElement[],
  answers: Record<string, unknown>,
): Promise<void> {
  const files = elements.filter((e) => FILE_TYPES.includes(e.type) && typeof answers[e.name] === 'string');
  if (files.length === 0) return;
  if (source === 'PUBLIC') {
    // There is no public upload route yet, so no file id a family could send belongs to them.
    const errors = files.map((e) =>
      fieldError(e.name, 'INVALID_VALUE', undefined, 'cannot be sent through the public link yet'),
    );
    throw new SubmissionError(
      'VALIDATION_FAILED',
      `${files[0]?.name} cannot be sent through the public link yet`,
      undefined,
      errors,
    );
  }
  const ids = files.map((e) => String(answers[e.name]));
  const found = await tx.query<{ file_id: string }>(
    `SELECT file_id FROM files WHERE account_id = $1 AND file_id = ANY($2::text[]) AND content_type LIKE 'image/%'`,
    [accountId, ids],
  );
  const images = new Set(found.map((f) => f.file_id));
  const errors = files
    .filter((e) => !images.has(String(answers[e.name])))
    .map((e) => fieldError(e.name, 'INVALID_ID', undefined, 'is not an image uploaded in this organisation'));
  if (errors.length > 0) {
    throw new SubmissionError('VALIDATION_FAILED', `${errors[0]?.field} ${errors[0]?.message}`, undefined, errors);
  }
}

/**
 * Takes the submission in the caller's transaction (scoped to the form's organisation). `decider` decides for
 * auto-accept: null user, the form's rule.
 */
export async function submitAnswers(
  tx: Queryable,
  form: SubmissionForm,
  input: StaffSubmissionInput,
  who: { source: SubmissionSource; userId: string | null; sitePath: string | null },
): Promise<Submitted> {
  const hash = requestHash({ version: input.version, answers: input.answers });
  const earlier = await replayed(tx, form, input.idempotencyKey, hash);
  if (earlier) return { created: false, receipt: earlier };
  if (form.status !== 'PUBLISHED') {
    throw new SubmissionError('CONFLICT', `The form takes no submissions: it is ${form.status}`);
  }
  // Any version published so far: a phone offline since an older version still delivers what it collected.
  const [version] = await tx.query<{ definition: SmartFormDefinition }>(
    'SELECT definition FROM smart_form_versions WHERE account_id = $1 AND smart_form_id = $2 AND version = $3',
    [form.account_id, form.smart_form_id, input.version],
  );
  if (!version) {
    throw new SubmissionError('VALIDATION_FAILED', 'version is not a published version of this form', undefined, [
      fieldError('version', 'INVALID_VALUE', undefined, 'is not a published version of this form'),
    ]);
  }
  const definition = version.definition;
  // today() in expressions is the filling device's day, when it says (an offline form checked a week later).
  const today = input.deviceTime?.slice(0, 10);
  const checked = checkAnswers(definition, input.answers, today ? { today } : {});
  if (checked.errors.length > 0) {
    const [first] = checked.errors;
    const more = checked.errors.length > 1 ? ` (and ${checked.errors.length - 1} more)` : '';
    throw new SubmissionError(
      'VALIDATION_FAILED',
      `${first?.field} ${first?.message}${more}`,
      undefined,
      checked.errors,
    );
  }
  const elements = definition.pages.flatMap((page) => page.elements);
  await checkFiles(tx, form.account_id, who.source, elements, checked.answers);
  const person = beneficiaryOf(definition, checked.answers);
  const candidates = await duplicateCandidates(tx, form.account_id, person.fields);
  const [row] = await tx.query<SubmissionRow>(
    `INSERT INTO smart_form_submissions (submission_id, account_id, smart_form_id, version, idempotency_key,
                                         request_sha256, answers, fields, candidates, source, submitted_by, device_time)
     VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8::jsonb, $9::jsonb, $10, $11, $12::timestamptz)
     ON CONFLICT (smart_form_id, idempotency_key) DO NOTHING
     RETURNING ${SUBMISSION_COLUMNS}`,
    [
      newId('smartFormSubmission'),
      form.account_id,
      form.smart_form_id,
      input.version,
      input.idempotencyKey,
      hash,
      JSON.stringify(checked.answers),
      JSON.stringify(person),
      JSON.stringify(candidates),
      who.source,
      who.userId,
      input.deviceTime ?? null,
    ],
  );
  if (!row) {
    // The same key arrived twice at once: the other request made it; answer as its replay would be answered.
    const other = await replayed(tx, form, input.idempotencyKey, hash);
    if (!other) throw new Error('idempotency conflict without an earlier submission');
    return { created: false, receipt: other };
  }
  if (form.auto_accept && candidates.length === 0 && (await mayAutoAccept(tx, form, person.fields))) {
    const decider: Decider = { accountId: form.account_id, userId: null, sitePath: who.sitePath };
    const accepted = await applyDecision(tx, decider, form.target_list_id, row, { kind: 'ACCEPT' });
    return { created: true, receipt: { submissionId: accepted.submissionId, status: accepted.status } };
  }
  return { created: true, receipt: { submissionId: row.submission_id, status: row.status } };
}

/** Auto-accept only what a reviewer could accept now: names given and the list OPEN; anything else waits. */
async function mayAutoAccept(tx: Queryable, form: SubmissionForm, fields: Record<string, unknown>): Promise<boolean> {
  if (typeof fields.firstName !== 'string' || typeof fields.lastName !== 'string') return false;
  const list = await lockTargetList(tx, form.account_id, form.target_list_id);
  return list.status === 'OPEN';
}
