// The public link of a form (/f/<token> on the web, GET and POST /public/forms/<token> here, a device's queue through
// …/submissions/batch in public-batch.ts): no caller at all. The token leads to one organisation and form
// (public-scope.ts: public_smart_form, row-level security on), so a token of organisation A can only ever read and
// write A's rows; a submission is one transaction. The answers carry only the form itself. Rate-limited per client,
// as the voucher page is (vouchers/public.ts).
import type { SmartFormDefinition } from '@aid/common/smart-forms';
import { SMART_FORM_MESSAGES } from '@aid/common/smart-forms';
import type { Request, Response, Router } from 'express';
import { z } from 'zod';
import type { Db } from '../../db/db.js';
import { clientOf } from '../../http/client-address.js';
import { type SharedRateLimiter, sharedRateLimiter } from '../../http/rate-limit.js';
import { defineRoute, routerOf } from '../../http/route.js';
import { linkInvitation } from '../monitoring/start.js';
import {
  type PublicFormJson,
  publicFormSchema,
  publicSubmissionSchema,
  SUBMISSION_LIMITS,
  submissionReceiptSchema,
} from './model.js';
import { PUBLIC_SUBMISSION_BATCHES_PER_MINUTE, publicBatchRoute } from './public-batch.js';
import { FormLinks, inFormScope, inLinkScope, notFound } from './public-scope.js';
import { SubmissionError, submitAnswers } from './submit.js';

export { inFormScope, notFound };

/** A family opens the form once and sends it once; a registration desk behind one address sends many. */
export const PUBLIC_FORM_READS_PER_MINUTE = 60;
export const PUBLIC_SUBMISSIONS_PER_MINUTE = 120;

/** Counts the request against `limiter` (shared by every API process: http/rate-limit.ts); 429 past it. */
export async function limit(
  limiter: SharedRateLimiter,
  req: Request,
  res: Response,
  gatewaySecret: string | undefined,
): Promise<void> {
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Robots-Tag', 'noindex, nofollow');
  const decision = await limiter.take(clientOf(req, gatewaySecret));
  if (decision.allowed) return;
  res.setHeader('Retry-After', String(decision.retryAfterSeconds));
  throw new SubmissionError(
    'RATE_LIMITED',
    SMART_FORM_MESSAGES.tooManyRequests({ seconds: decision.retryAfterSeconds }),
  );
}

async function publicForm(db: Db, token: string): Promise<PublicFormJson | undefined> {
  return inFormScope(db, token, async (tx, form) => {
    if (form.status !== 'PUBLISHED' || form.published_version === null) return undefined;
    const [version] = await tx.query<{ definition: SmartFormDefinition }>(
      'SELECT definition FROM smart_form_versions WHERE account_id = $1 AND smart_form_id = $2 AND version = $3',
      [form.account_id, form.smart_form_id, form.published_version],
    );
    if (!version) return undefined;
    return {
      formName: form.form_name,
      description: form.description,
      version: Number(form.published_version),
      definition: version.definition,
      accessCodeRequired: form.access_code_hash !== null,
    };
  });
}

export const tokenParam = {
  token: { schema: z.string(), read: (req: Request, name: string) => String(req.params[name] ?? '') },
};

export function publicSmartFormsRouter({
  db,
  gatewaySecret,
  readsPerMinute = PUBLIC_FORM_READS_PER_MINUTE,
  submissionsPerMinute = PUBLIC_SUBMISSIONS_PER_MINUTE,
  links = new FormLinks(db),
}: {
  db: Db;
  gatewaySecret: string | undefined;
  readsPerMinute?: number;
  /** Raising it (PUBLIC_FORM_SUBMISSIONS_PER_MINUTE) raises the batch limit in the same proportion. */
  submissionsPerMinute?: number;
  /** The tokens' look-ups kept (tests pass their own to watch it). */
  links?: FormLinks;
}): Router {
  // Counted in the database: the limits hold across every API process and gateway.
  const reads = sharedRateLimiter(db, 'public-form-reads', readsPerMinute);
  const submissions = sharedRateLimiter(db, 'public-form-submissions', submissionsPerMinute);
  const batches = sharedRateLimiter(
    db,
    'public-form-batches',
    Math.ceil((submissionsPerMinute * PUBLIC_SUBMISSION_BATCHES_PER_MINUTE) / PUBLIC_SUBMISSIONS_PER_MINUTE),
  );
  return routerOf({}, [
    defineRoute({
      method: 'get',
      path: '/public/forms/:token',
      operationId: 'getPublicSmartForm',
      summary: "A published form's public view (the filling page /f/<token>)",
      description:
        'No authentication. The latest published version of a PUBLISHED form, and whether it asks for an access ' +
        `code; nothing else of its organisation. At most ${PUBLIC_FORM_READS_PER_MINUTE} look-ups per client and minute.`,
      tags: ['smart-forms'],
      caller: 'public',
      params: tokenParam,
      response: { description: 'The form to fill.', schema: publicFormSchema },
      errors: {
        '404': 'Unknown link, or the form is not PUBLISHED (code NOT_FOUND): the two look alike.',
        '429': 'Too many look-ups from this client (code RATE_LIMITED); see Retry-After.',
      },
      handler: async ({ req, res, params }) => {
        await limit(reads, req, res, gatewaySecret);
        const form = await publicForm(db, params.token);
        if (!form) throw notFound();
        return form;
      },
    }),
    defineRoute({
      method: 'post',
      path: '/public/forms/:token/submissions',
      operationId: 'submitPublicSmartForm',
      summary: 'Send a form filled through its public link',
      description:
        'No authentication. Checked with the rules the filling page runs (common checkAnswers) against the version ' +
        'named: any version published so far while the form is PUBLISHED (a phone offline since an older version ' +
        'still delivers). The same idempotencyKey with the same version and answers answers 200 with the first ' +
        'submission, also after the form closed; with other answers 409 (reason IDEMPOTENCY_KEY_REUSED). A photo or ' +
        'signature answer is the fileId of an image uploaded first through POST /public/forms/<token>/files for ' +
        'this same form, named by one submission only; any other file id is refused (422). At most ' +
        `${PUBLIC_SUBMISSIONS_PER_MINUTE} submissions per client and minute.`,
      tags: ['smart-forms'],
      caller: 'public',
      params: tokenParam,
      body: publicSubmissionSchema,
      bodyLimit: SUBMISSION_LIMITS.bodyBytes,
      status: 201,
      response: {
        description: 'The new submission (PENDING, or ACCEPTED by auto-accept); 200 with the same body for a replay.',
        schema: submissionReceiptSchema,
      },
      errors: {
        '403': 'The access code is missing or wrong (code FORBIDDEN).',
        '404': 'Unknown link, or an `invitation` unknown for this form (code NOT_FOUND).',
        '409':
          'The form is CLOSED, the idempotency key was used for other answers, or the family of the `invitation` ' +
          'has answered already (reason ALREADY_ANSWERED) (code CONFLICT).',
        '413': 'The body is over 1 MB (code PAYLOAD_TOO_LARGE).',
        '422': 'An answer breaks a rule, names no element of the version, or the version is unknown.',
        '429': 'Too many submissions from this client (code RATE_LIMITED); see Retry-After.',
      },
      handler: async ({ req, res, params, body }) => {
        await limit(submissions, req, res, gatewaySecret);
        // Remembered for a few seconds, so a submission is one transaction (public-scope.ts).
        const link = await links.find(params.token);
        if (!link) throw notFound();
        const { accessCode, invitation, ...input } = body;
        const submitted = await inLinkScope(db, links, link, accessCode, async (tx, current) => {
          const made = await submitAnswers(tx, current, input, { source: 'PUBLIC', userId: null, sitePath: null });
          // A family's monitoring link: the answer is theirs, once (a replay is the same submission, already tied).
          if (invitation !== undefined && made.created) {
            await linkInvitation(tx, current, invitation, made.receipt.submissionId);
          }
          return made;
        });
        res.status(submitted.created ? 201 : 200).json(submitted.receipt);
        return undefined;
      },
    }),
    publicBatchRoute({ db, links, limit: (req, res) => limit(batches, req, res, gatewaySecret) }),
  ]);
}
