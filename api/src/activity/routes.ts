// Client crash reports (POST /log-error, public) and the organisation's activity log (GET /activity-logs).
import type { AccessTokenVerifier } from '@aid/common/auth';
import express, { type RequestHandler, Router } from 'express';
import { z } from 'zod';
import { chooseMembership } from '../accounts/membership.js';
import { userWithMemberships } from '../accounts/repository.js';
import { requestedAccountId, verifyRequestToken } from '../auth/middleware.js';
import type { Db } from '../db/db.js';
import { csvExportRoute } from '../http/csv.js';
import { listRoute } from '../http/list.js';
import { header } from '../http/request.js';
import { jsonBody, validateBody } from '../http/validation.js';
import {
  ACTIVITY_CSV_HEADER,
  ACTIVITY_LOGS,
  type ActivityLogRow,
  activityCsvRecords,
  toActivityLogJson,
} from './model.js';
import { activityScope } from './scope.js';
import { saveErrorReport } from './service.js';

const text = (max: number) => z.string().max(max).nullable().optional();

// Spec §7 payload. Unknown fields are dropped rather than refused: an old client must still get its crash in.
const errorReportSchema = z.object({
  message: z.string().trim().min(1).max(10_000),
  stack: text(32_000),
  componentStack: text(32_000),
  url: text(4_000),
  pathname: text(2_000),
  userAgent: text(1_000),
  searchParams: text(4_000),
});

export type ActivityDeps = { db: Db; verifier: AccessTokenVerifier; member: RequestHandler };

export function activityRouter({ db, verifier, member }: ActivityDeps): Router {
  const router = Router();

  router.post('/log-error', ...jsonBody(), async (req, res) => {
    const report = validateBody(errorReportSchema, req.body);
    const reporter = await optionalReporter(db, verifier, req);
    res.status(201).json({ reportId: await saveErrorReport(db, report, reporter) });
  });

  router.get(
    '/activity-logs',
    member,
    listRoute({ source: ACTIVITY_LOGS, scope: activityScope, toJson: toActivityLogJson }),
  );

  router.get(
    '/activity-logs/export.csv',
    member,
    csvExportRoute<ActivityLogRow>({
      source: ACTIVITY_LOGS,
      scope: activityScope,
      header: ACTIVITY_CSV_HEADER,
      records: activityCsvRecords,
      fileName: () => `activity-log-${new Date().toISOString().slice(0, 10)}.csv`,
    }),
  );

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
    const found = await userWithMemberships(db, token.sub);
    if (!found) return { userId: null, accountId: null };
    let accountId: string | null = null;
    try {
      const membership = chooseMembership(found.memberships, requestedAccountId(req), [
        token.defaultAccountId,
        found.user.defaultAccountId,
      ]);
      accountId = membership?.accountId ?? null;
    } catch {
      // Not a member of the account named: the report is kept, just not linked to it.
    }
    return { userId: found.user.userId, accountId };
  } catch {
    return { userId: null, accountId: null };
  }
}
