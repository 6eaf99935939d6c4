// Client crash reports (POST /log-error, public) and the organisation's activity log (GET /activity-logs).
import { ACTIVITY_LOG_LIST, ACTIVITY_MESSAGES, activityLogJsonSchema } from '@aid/common/activity';
import type { AccessTokenVerifier } from '@aid/common/auth';
import type express from 'express';
import type { RequestHandler, Router } from 'express';
import { z } from 'zod';
import { userWithMemberships } from '../accounts/repository.js';
import { chooseMembership } from '../auth/membership.js';
import { requestedAccountId, verifyRequestToken } from '../auth/middleware.js';
import type { Db } from '../db/db.js';
import { clientOf } from '../http/client-address.js';
import { csvExportRoute } from '../http/csv.js';
import { listErrors, listParameters } from '../http/openapi.js';
import { DEFAULT_LOG_ERROR_RATE_PER_MINUTE, sharedRateLimiter } from '../http/rate-limit.js';
import { header } from '../http/request.js';
import { defineListRoute, defineRoute, routerOf } from '../http/route.js';
import { ActivityError } from './errors.js';
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

export type ActivityDeps = {
  db: Db;
  verifier: AccessTokenVerifier;
  member: RequestHandler;
  /** Tells the browser's address when the gateway forwards a report (x-forwarded-for with its secret). */
  gatewaySecret: string | undefined;
  /** Crash reports per client address and minute (LOG_ERROR_RATE_PER_MINUTE); default 10. */
  logErrorRatePerMinute?: number | undefined;
};

export function activityRouter({
  db,
  verifier,
  member,
  gatewaySecret,
  logErrorRatePerMinute = DEFAULT_LOG_ERROR_RATE_PER_MINUTE,
}: ActivityDeps): Router {
  // The gateway counts reports per process before the body is read; this count holds across every gateway and API.
  const reports = sharedRateLimiter(db, 'log-error', logErrorRatePerMinute);
  const exportCsv = csvExportRoute<ActivityLogRow>({
    source: ACTIVITY_LOGS,
    scope: activityScope,
    header: ACTIVITY_CSV_HEADER,
    records: activityCsvRecords,
    fileName: () => `activity-log-${new Date().toISOString().slice(0, 10)}.csv`,
  });
  return routerOf({ member }, [
    defineRoute({
      method: 'post',
      path: '/log-error',
      operationId: 'logError',
      summary: 'Store a client crash report (spec §7)',
      description:
        'Public: a crash can happen before sign-in. With a valid bearer token the report is linked to the ' +
        'user and account. Body at most 64 kB. At most LOG_ERROR_RATE_PER_MINUTE (default ' +
        `${DEFAULT_LOG_ERROR_RATE_PER_MINUTE}) reports per client address and minute.`,
      tags: ['activity'],
      caller: 'public',
      body: errorReportSchema,
      status: 201,
      response: { description: 'Stored.', schema: z.object({ reportId: z.string() }) },
      errors: {
        '413': 'Body larger than 64 kB (code PAYLOAD_TOO_LARGE).',
        '429': 'Too many reports from this client (code RATE_LIMITED); see Retry-After.',
      },
      handler: async ({ req, res, body }) => {
        const decision = await reports.take(clientOf(req, gatewaySecret));
        if (!decision.allowed) {
          res.setHeader('Retry-After', String(decision.retryAfterSeconds));
          throw new ActivityError(
            'RATE_LIMITED',
            ACTIVITY_MESSAGES.tooManyErrorReports({ seconds: decision.retryAfterSeconds }),
          );
        }
        const reporter = await optionalReporter(db, verifier, req);
        return { reportId: await saveErrorReport(db, body, reporter) };
      },
    }),
    defineListRoute({
      path: '/activity-logs',
      operationId: 'listActivityLogs',
      summary: "A page of the organisation's activity log, or entries by id",
      description:
        'Each member reads their own entries; every entry of a section where any of their actions reaches ' +
        'EVERYTHING; the entries of their SELECTED objects in a section where they reach only those; and entries ' +
        'without a section (jobs, files) only with USER_MANAGEMENT VIEW at level EVERYTHING.',
      tags: ['activity'],
      name: 'ActivityLog',
      item: activityLogJsonSchema,
      source: ACTIVITY_LOGS,
      scope: activityScope,
      toJson: toActivityLogJson,
    }),
    defineRoute({
      method: 'get',
      path: '/activity-logs/export.csv',
      operationId: 'exportActivityLogs',
      summary: 'The activity log as CSV, with the same filter and sort as the list',
      description:
        'Who sees what as for GET /activity-logs. Streamed as it is read (UTF-8 with a byte-order mark; a value ' +
        'a spreadsheet would run as a formula starts with an apostrophe). `first`, `after` and `count` are ignored.',
      tags: ['activity'],
      parameters: listParameters(ACTIVITY_LOG_LIST, 'ActivityLogFilter'),
      response: { description: 'The CSV file.', contentType: 'text/csv' },
      errors: listErrors,
      handler: async ({ req, res, next }) => {
        await exportCsv(req, res, next);
      },
    }),
  ]);
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
