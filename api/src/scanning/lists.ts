// The scanning lists: the voucher and in-kind distributions an officer may scan (to download for offline work) and the conflicts offline
// syncs left, both through the one list engine (keyset pages, `first`/`after`, `ids=`).
import { DISTRIBUTION_LIST } from '@aid/common/distributions';
import { fieldError } from '@aid/common/errors';
import { idProblem } from '@aid/common/ids';
import type { Access } from '@aid/common/permissions';
import {
  REDEMPTION_CONFLICT_LIST,
  type RedemptionConflictJson,
  type ScannableDistributionJson,
} from '@aid/common/scanning';
import type { Request, RequestHandler } from 'express';
import { type AuthContext, authContext } from '../auth/context.js';
import { type ListScope, type ListSource, listPage } from '../db/list.js';
import { pageJson } from '../db/paging.js';
import { toIso, toIsoOrNull } from '../db/rows.js';
import { ApiError } from '../http/errors.js';
import { listQueryOf, listRoute } from '../http/list.js';
import { singleQuery } from '../http/request.js';
import { assignedSql, scanAccess } from './access.js';

const EVERYTHING: Access = { accessLevel: 'EVERYTHING', objectIds: [] };

type ScannableRow = {
  distribution_id: string;
  distribution_name: string;
  program_id: string;
  program_name: string;
  valid_until: string | null;
  currency: string;
  voucher_count: number;
  request_photo: boolean;
  request_signature: boolean;
  distribution_type: ScannableDistributionJson['distributionType'];
};

const SCANNABLE: ListSource = {
  name: 'scannable distributions',
  table: 'distributions',
  idColumn: 'distribution_id',
  columns: `distribution_id, distribution_name, program_id,
    (SELECT p.program_name FROM programs p WHERE p.program_id = distributions.program_id) AS program_name,
    valid_until::text AS valid_until, trim(amount_per_beneficiary_currency) AS currency,
    (SELECT count(*) FROM entitlements e WHERE e.distribution_id = distributions.distribution_id
        AND e.voucher_code IS NOT NULL)::int AS voucher_count,
    request_photo, request_signature, distribution_type`,
  declaration: DISTRIBUTION_LIST,
};

function toScannable(row: ScannableRow): ScannableDistributionJson {
  return {
    distributionId: row.distribution_id,
    distributionName: row.distribution_name,
    programId: row.program_id,
    programName: row.program_name,
    validUntil: row.valid_until,
    currency: row.currency,
    voucherCount: Number(row.voucher_count),
    requestPhoto: row.request_photo,
    requestSignature: row.request_signature,
    distributionType: row.distribution_type,
  };
}

/** SELECTED grants name distributions or programs, so they are applied here rather than on the id column. */
function scannableScope(auth: AuthContext): ListScope {
  const access = scanAccess(auth);
  return {
    accountId: auth.accountId,
    access: EVERYTHING,
    where: (params) =>
      `distribution_type IN ('VOUCHER', 'IN_KIND') AND distribution_status = 'APPROVED' AND ${assignedSql(access, params)}`,
  };
}

export const scannableDistributionsRoute: RequestHandler = listRoute({
  source: SCANNABLE,
  scope: scannableScope,
  toJson: toScannable,
});

type ConflictRow = {
  conflict_id: string;
  voucher_id: string;
  distribution_id: string;
  code: string | null;
  first_name: string | null;
  amount: number;
  remaining_at_sync: number;
  reason: RedemptionConflictJson['reason'];
  items: { name: string; quantity: number | string }[] | null;
  device_id: string | null;
  device_time: string | Date | null;
  server_time: string | Date;
  officer_id: string | null;
  resolved_at: string | Date | null;
};

const CONFLICTS: ListSource = {
  name: 'redemption conflicts',
  table: 'redemption_conflicts',
  idColumn: 'conflict_id',
  columns: `conflict_id, voucher_id, distribution_id,
    (SELECT e.voucher_code FROM entitlements e WHERE e.entitlement_id = redemption_conflicts.voucher_id) AS code,
    (SELECT e.first_name FROM entitlements e WHERE e.entitlement_id = redemption_conflicts.voucher_id) AS first_name,
    amount::bigint AS amount, remaining_at_sync::bigint AS remaining_at_sync, reason, items, device_id, device_time,
    server_time, officer_id, resolved_at`,
  declaration: REDEMPTION_CONFLICT_LIST,
};

function toConflict(row: ConflictRow): RedemptionConflictJson {
  return {
    conflictId: row.conflict_id,
    voucherId: row.voucher_id,
    distributionId: row.distribution_id,
    code: row.code ?? '',
    firstName: row.first_name ?? '',
    amount: Number(row.amount),
    remainingAtSync: Number(row.remaining_at_sync),
    reason: row.reason,
    items: row.items?.map((i) => ({ name: i.name, quantity: Number(i.quantity) })) ?? null,
    deviceId: row.device_id,
    deviceTime: toIsoOrNull(row.device_time),
    serverTime: toIso(row.server_time),
    officerId: row.officer_id,
    resolvedAt: toIsoOrNull(row.resolved_at),
  };
}

function conflictScope(auth: AuthContext, req: Request): ListScope {
  const access = scanAccess(auth);
  const distributionId = singleQuery(req, 'distributionId');
  const problem = distributionId === undefined ? undefined : idProblem(distributionId);
  if (problem) throw ApiError.invalid([fieldError('distributionId', 'INVALID_ID', undefined, problem)]);
  return {
    accountId: auth.accountId,
    access: EVERYTHING,
    where: (params) => {
      const only = distributionId === undefined ? '' : ` AND d.distribution_id = ${params.add(distributionId)}`;
      return `redemption_conflicts.distribution_id IN (SELECT d.distribution_id FROM distributions d
        WHERE ${assignedSql(access, params, 'd')}${only})`;
    },
  };
}

/** GET /scanning/conflicts: a page; `cursor` is read as `after`, for scanners that page with one word. */
export const conflictsRoute: RequestHandler = async (req, res) => {
  const auth = authContext(res);
  const scope = conflictScope(auth, req);
  const query = listQueryOf(req, CONFLICTS);
  const cursor = singleQuery(req, 'cursor');
  if (cursor && !query.after && !query.before) query.after = cursor;
  const page = await auth.run((tx) => listPage<ConflictRow>(tx, CONFLICTS, scope, query));
  res.json(pageJson(page, page.rows.map(toConflict)));
};
