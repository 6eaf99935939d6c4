// Taking one filled form, from the public link or a staff member, inside the form's organisation: the idempotency
// key first (a retry gets the first answer, even after the form closed), then the form's state, the version, the
// answers (common checkAnswers: the rules the filling page ran), files, duplicate candidates, and auto-accept.
// Nothing is written unless everything passes.
import { createHash } from 'node:crypto';
import { fieldError } from '@aid/common/errors';
import { newId } from '@aid/common/ids';
import {
  beneficiaryOf,
  checkAnswers,
  SMART_FORM_MESSAGES,
  type SmartFormDefinition,
  type SmartFormElement,
} from '@aid/common/smart-forms';
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
    { prepare: true },
  );
  return form;
}

export type Submitted = { created: boolean; receipt: SubmissionReceipt };

/**
 * Published versions never change (migrations/0030 revokes UPDATE): their definitions are kept here rather than read
 * and parsed again on every submission. Keyed by organisation too, although a form id is unique, so a key never
 * crosses organisations even by mistake.
 */
const definitions = new Map<string, SmartFormDefinition>();
const DEFINITIONS_KEPT = 500;

async function publishedDefinition(
  tx: Queryable,
  form: SubmissionForm,
  version: number,
): Promise<SmartFormDefinition | undefined> {
  const key = `${form.account_id}/${form.smart_form_id}/${version}`;
  const kept = definitions.get(key);
  if (kept) return kept;
  const [row] = await tx.query<{ definition: SmartFormDefinition }>(
    'SELECT definition FROM smart_form_versions WHERE account_id = $1 AND smart_form_id = $2 AND version = $3',
    [form.account_id, form.smart_form_id, version],
  );
  if (!row) return undefined;
  if (definitions.size >= DEFINITIONS_KEPT) definitions.delete(definitions.keys().next().value ?? '');
  definitions.set(key, row.definition);
  return row.definition;
}

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
    { prepare: true },
  );
  if (!earlier) return undefined;
  if (earlier.request_sha256 !== hash) {
    throw new SubmissionError('CONFLICT', SMART_FORM_MESSAGES.idempotencyKeyReused(), IDEMPOTENCY_KEY_REUSED);
  }
  return { submissionId: earlier.submission_id, status: earlier.status };
}

const FILE_TYPES: readonly string[] = ['PHOTO', 'SIGNATURE'];

/**
 * Photos and signatures: images of the form's organisation. Through the public link, only images uploaded through
 * this same form's link (public-files.ts) and not named by another submission yet, locked here until the submission
 * is written and marks them (markUploadsUsed). The file ids the answers name.
 */
async function checkFiles(
  tx: Queryable,
  form: SubmissionForm,
  source: SubmissionSource,
  elements: readonly SmartFormElement[],
  answers: Record<string, unknown>,
): Promise<string[]> {
  const files = elements.filter((e) => FILE_TYPES.includes(e.type) && typeof answers[e.name] === 'string');
  if (files.length === 0) return [];
  const ids = files.map((e) => String(answers[e.name]));
  // FOR UPDATE: a second submission naming the same upload waits, then no longer finds it unused.
  const found =
    source === 'PUBLIC'
      ? await tx.query<{ file_id: string }>(
          `SELECT u.file_id FROM smart_form_uploads u
             JOIN files f ON f.account_id = u.account_id AND f.file_id = u.file_id
            WHERE u.account_id = $1 AND u.smart_form_id = $2 AND u.file_id = ANY($3::text[])
              AND u.submission_id IS NULL AND f.content_type LIKE 'image/%'
            FOR UPDATE OF u`,
          [form.account_id, form.smart_form_id, ids],
        )
      : await tx.query<{ file_id: string }>(
          `SELECT file_id FROM files WHERE account_id = $1 AND file_id = ANY($2::text[]) AND content_type LIKE 'image/%'`,
          [form.account_id, ids],
        );
  const images = new Set(found.map((f) => f.file_id));
  const problem =
    source === 'PUBLIC'
      ? 'is not an image uploaded through this form, or was already sent with another submission'
      : 'is not an image uploaded in this organisation';
  const errors = files
    .filter((e) => !images.has(String(answers[e.name])))
    .map((e) => fieldError(e.name, 'INVALID_ID', undefined, problem));
  if (errors.length > 0) {
    throw new SubmissionError('VALIDATION_FAILED', `${errors[0]?.field} ${errors[0]?.message}`, undefined, errors);
  }
  return ids;
}

/** The public uploads the new submission names are used: no other submission may name them. */
async function markUploadsUsed(tx: Queryable, form: SubmissionForm, submissionId: string, ids: readonly string[]) {
  if (ids.length === 0) return;
  await tx.query(
    `UPDATE smart_form_uploads SET submission_id = $3
      WHERE account_id = $1 AND smart_form_id = $2 AND file_id = ANY($4::text[]) AND submission_id IS NULL`,
    [form.account_id, form.smart_form_id, submissionId, ids],
  );
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
    throw new SubmissionError('CONFLICT', SMART_FORM_MESSAGES.notTakingSubmissions({ status: form.status }));
  }
  // Any version published so far: a phone offline since an older version still delivers what it collected.
  const definition = await publishedDefinition(tx, form, input.version);
  if (!definition) {
    throw new SubmissionError('VALIDATION_FAILED', 'version is not a published version of this form', undefined, [
      fieldError('version', 'INVALID_VALUE', undefined, 'is not a published version of this form'),
    ]);
  }
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
  const fileIds = await checkFiles(tx, form, who.source, elements, checked.answers);
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
    { prepare: true },
  );
  if (!row) {
    // The same key arrived twice at once: the other request made it; answer as its replay would be answered.
    const other = await replayed(tx, form, input.idempotencyKey, hash);
    if (!other) throw new Error('idempotency conflict without an earlier submission');
    return { created: false, receipt: other };
  }
  if (who.source === 'PUBLIC') await markUploadsUsed(tx, form, row.submission_id, fileIds);
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
