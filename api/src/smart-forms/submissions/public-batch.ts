// POST /public/forms/<token>/submissions/batch: a device's offline queue sent at once. Every item is taken as the
// single route takes it (submitAnswers, the invitation linked), each under a savepoint inside a transaction of up to
// a quarter of the batch (the quarters side by side): a refused item rolls back its savepoint only and the others go
// on, and the batch costs a few commits (fsyncs) instead of one per form, which is what bounds a queue sent form by
// form. A batch counts as one request against its
// own per-address limit, so a device syncing thousands of forms is not stopped by the single route's limit.
import type { Request, Response } from 'express';
import { z } from 'zod';
import type { Db, Queryable } from '../../db/db.js';
import { ApiError } from '../../http/errors.js';
import { defineRoute, type RouteDefinition } from '../../http/route.js';
import { linkInvitation } from '../monitoring/start.js';
import {
  type PublicSubmissionBatchInput,
  publicSubmissionBatchSchema,
  SUBMISSION_BATCH_LIMITS,
  type SubmissionBatchResult,
  submissionBatchReceiptSchema,
} from './model.js';
import { type FormLinks, inOpenedScope, notFound, openLink } from './public-scope.js';
import { type SubmissionForm, submitAnswers } from './submit.js';

/** Batches per client and minute: 60 of up to 100 forms each. */
export const PUBLIC_SUBMISSION_BATCHES_PER_MINUTE = 60;

/** The error body of a refused item, as the single route would answer it (without the request id). */
function refusal(error: ApiError): NonNullable<SubmissionBatchResult['error']> {
  return {
    code: error.code,
    message: error.message,
    ...(error.reason ? { reason: error.reason } : {}),
    ...(error.fieldErrors ? { fieldErrors: [...error.fieldErrors] } : {}),
  };
}

/** Transactions one batch uses at most, and the fewest items worth one of them. */
const BATCH_LANES = 4;
const LANE_ITEMS_MIN = 10;

/**
 * Takes consecutive items of a batch in the caller's transaction, each under a savepoint: a refusal is that item's
 * answer and rolls back its savepoint only. One round trip per item for its savepoint: the last item's released and
 * the next one's taken in one message; a rolled-back savepoint stays in place for the next item.
 */
async function submitLane(
  tx: Queryable,
  form: SubmissionForm,
  items: PublicSubmissionBatchInput['submissions'],
): Promise<SubmissionBatchResult[]> {
  const answered: SubmissionBatchResult[] = [];
  await tx.exec('SAVEPOINT batch_item');
  let used = false;
  for (const { invitation, ...input } of items) {
    const { idempotencyKey } = input;
    if (used) await tx.exec('RELEASE SAVEPOINT batch_item; SAVEPOINT batch_item');
    used = false;
    try {
      const made = await submitAnswers(tx, form, input, { source: 'PUBLIC', userId: null, sitePath: null });
      // A family's monitoring link, as the single route ties it (a replay is the same submission, already tied).
      if (invitation !== undefined && made.created) {
        await linkInvitation(tx, form, invitation, made.receipt.submissionId);
      }
      used = true;
      answered.push({ idempotencyKey, outcome: made.created ? 'CREATED' : 'REPLAYED', ...made.receipt });
    } catch (error) {
      // Anything but a refusal (the database failing) fails the batch, which the device sends again as it is:
      // every item is idempotent, so what a lane committed meanwhile answers REPLAYED then.
      if (!(error instanceof ApiError)) throw error;
      await tx.query('ROLLBACK TO SAVEPOINT batch_item');
      answered.push({ idempotencyKey, outcome: 'REFUSED', error: refusal(error) });
    }
  }
  return answered;
}

type BatchItem = PublicSubmissionBatchInput['submissions'][number];

/**
 * The batch cut into lanes of consecutive items, except that items sharing an idempotency key or an invitation go to
 * the lane of the first of them: two lanes (two transactions) waiting on the same row would deadlock. Each item keeps
 * its place in the batch, to answer in the order sent.
 */
export function lanesOf(items: readonly BatchItem[]): { index: number; item: BatchItem }[][] {
  const size = Math.max(LANE_ITEMS_MIN, Math.ceil(items.length / BATCH_LANES));
  const lanes: { index: number; item: BatchItem }[][] = [];
  const laneOfRow = new Map<string, number>();
  items.forEach((item, index) => {
    const rows = [`key:${item.idempotencyKey}`, ...(item.invitation === undefined ? [] : [`m:${item.invitation}`])];
    const earlier = rows.map((row) => laneOfRow.get(row)).find((lane) => lane !== undefined);
    const lane = earlier ?? Math.floor(index / size);
    for (const row of rows) if (!laneOfRow.has(row)) laneOfRow.set(row, lane);
    const entries = lanes[lane] ?? [];
    entries.push({ index, item });
    lanes[lane] = entries;
  });
  // A lane every item of which joined an earlier one stays empty: left out.
  return lanes.filter((lane) => lane !== undefined);
}

export function publicBatchRoute({
  db,
  links,
  limit,
}: {
  db: Db;
  links: FormLinks;
  /** Counts the request against the batch limit (429 past it). */
  limit: (req: Request, res: Response) => Promise<void>;
}): RouteDefinition {
  return defineRoute({
    method: 'post',
    path: '/public/forms/:token/submissions/batch',
    operationId: 'submitPublicSmartFormBatch',
    summary: 'Send several forms filled through the same public link (a device syncing its queue)',
    description:
      `No authentication. 1 to ${SUBMISSION_BATCH_LIMITS.items} submissions, each the body of ` +
      'POST /public/forms/{token}/submissions without the access code (given once for the batch), each taken on ' +
      'its own with the same rules: one refused item (an answer breaking a rule, a reused idempotency key, an ' +
      'invitation already answered) is answered REFUSED with the error the single route would give and saves ' +
      'nothing, and the others are saved. A replayed idempotency key answers REPLAYED with the first submission. ' +
      'Results come in the order sent. An item that does not have the submission shape (a short idempotency key, ' +
      'a version that is no number) makes the whole batch 422: the device built it, not the family. ' +
      `A batch counts as one request: at most ${PUBLIC_SUBMISSION_BATCHES_PER_MINUTE} batches per client and minute.`,
    tags: ['smart-forms'],
    caller: 'public',
    params: {
      token: { schema: z.string(), read: (req: Request, name: string) => String(req.params[name] ?? '') },
    },
    body: publicSubmissionBatchSchema,
    bodyLimit: SUBMISSION_BATCH_LIMITS.bodyBytes,
    response: { description: 'One result per submission, in the order sent.', schema: submissionBatchReceiptSchema },
    errors: {
      '403': 'The access code is missing or wrong (code FORBIDDEN): nothing of the batch is saved.',
      '404': 'Unknown link (code NOT_FOUND).',
      '413': 'The body is over 10 MiB (code PAYLOAD_TOO_LARGE).',
      '422': `Not 1 to ${SUBMISSION_BATCH_LIMITS.items} submissions, or one of them is malformed.`,
      '429': 'Too many batches from this client (code RATE_LIMITED); see Retry-After.',
    },
    handler: async ({ req, res, params, body }) => {
      await limit(req, res);
      const link = await links.find(params.token);
      if (!link) throw notFound();
      const opened = await openLink(links, link, body.accessCode);
      const items = body.submissions;
      // Taken side by side in up to BATCH_LANES transactions (each on its own connection): a batch is one device's
      // queue sent one request at a time, so this is its only parallelism.
      const lanes = lanesOf(items);
      const answered = await Promise.all(
        lanes.map((lane) =>
          inOpenedScope(db, links, opened, body.accessCode, (tx, form) =>
            submitLane(
              tx,
              form,
              lane.map((entry) => entry.item),
            ),
          ),
        ),
      );
      const results: SubmissionBatchResult[] = new Array(items.length);
      lanes.forEach((lane, l) => {
        lane.forEach((entry, k) => {
          const result = answered[l]?.[k];
          if (result) results[entry.index] = result;
        });
      });
      return { results };
    },
  });
}
