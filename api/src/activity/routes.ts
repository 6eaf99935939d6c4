import type { AccessTokenVerifier } from '@aid/common/auth';
import express, { Router } from 'express';
import { z } from 'zod';
import { findUserBySub } from '../accounts/repository.js';
import { memberContext, verifyRequestToken } from '../auth/middleware.js';
import type { Db } from '../db/db.js';
import { header } from '../http/request.js';
import { fieldErrorsOf, summary, typeMessage } from '../http/validation.js';
import { ActivityError } from './errors.js';
import { saveErrorReport } from './service.js';

export const LOG_ERROR_BODY_LIMIT = '64kb';

const text = (max: number) =>
  z
    .string({ error: typeMessage('a string') })
    .max(max, { error: `must be at most ${max} characters` })
    .nullable()
    .optional();

// Spec §7 payload. Unknown fields are dropped rather than refused: an old client must still get its crash in.
const errorReportSchema = z.object(
  {
    message: z
      .string({ error: typeMessage('a string') })
      .trim()
      .min(1, { error: 'must not be empty' })
      .max(10_000, { error: 'must be at most 10000 characters' }),
    stack: text(32_000),
    componentStack: text(32_000),
    url: text(4_000),
    pathname: text(2_000),
    userAgent: text(1_000),
    searchParams: text(4_000),
  },
  { error: 'The body must be a JSON object (Content-Type: application/json)' },
);

export type ActivityDeps = { db: Db; verifier: AccessTokenVerifier };

export function activityRouter({ db, verifier }: ActivityDeps): Router {
  const router = Router();

  router.post('/log-error', express.json({ limit: LOG_ERROR_BODY_LIMIT }), async (req, res) => {
    const parsed = errorReportSchema.safeParse(req.body);
    if (!parsed.success) {
      const fieldErrors = fieldErrorsOf(parsed.error);
      throw new ActivityError('VALIDATION_FAILED', summary(fieldErrors), fieldErrors);
    }
    const reporter = await optionalReporter(db, verifier, req);
    res.status(201).json({ reportId: await saveErrorReport(db, parsed.data, reporter) });
  });

  return router;
}

/**
 * A crash can happen before sign-in or with an expired session: the report is stored anyway, with the user
 * and account only when the token verifies and the user is an active member of that account.
 */
async function optionalReporter(
  db: Db,
  verifier: AccessTokenVerifier,
  req: express.Request,
): Promise<{ userId: string | null; accountId: string | null }> {
  if (!header(req, 'authorization')) return { userId: null, accountId: null };
  try {
    const { token } = await verifyRequestToken(verifier, req);
    const user = await findUserBySub(db, token.sub);
    if (!user) return { userId: null, accountId: null };
    const member = await memberContext(db, user, token.defaultAccountId, header(req, 'x-accountid')).catch(
      () => undefined,
    );
    return { userId: user.userId, accountId: member?.accountId ?? null };
  } catch {
    return { userId: null, accountId: null };
  }
}
