// Submitting for approval and deciding: four eyes (the creator never approves their own distribution), segregation
// of duties (role pairs the organisation marks incompatible) and the organisation's "N approvers above X" rules.
import {
  type ApprovalListJson,
  type ApprovalSettingsInput,
  type ApprovalSettingsJson,
  assertTransition,
  type DecideApprovalInput,
  DISTRIBUTION_MESSAGES,
  type DistributionJson,
} from '@aid/common/distributions';
import { type FieldError, fieldError } from '@aid/common/errors';
import { newId } from '@aid/common/ids';
import { recordActivity } from '../activity/service.js';
import { type AuthContext, actorOf, requireAccess } from '../auth/context.js';
import type { Queryable } from '../db/db.js';
import { toIso } from '../db/rows.js';
import { checkBudget } from './entitlements.js';
import { DistributionError, transition } from './errors.js';
import type { DistributionRow } from './model.js';
import { changeDistribution, loadDistribution, logDistribution, reload, setStatus } from './service.js';

export async function submitDistribution(auth: AuthContext, id: string): Promise<DistributionJson> {
  return changeDistribution(auth, id, 'UPDATE', async (tx, row, actor) => {
    transition(() => assertTransition('distribution', row.distribution_status, 'APPROVAL_PENDING'));
    const families = Number(row.number_of_families);
    if (families === 0 || Number(row.entitlement_count) !== families) {
      throw new DistributionError(
        'VALIDATION_FAILED',
        DISTRIBUTION_MESSAGES.entitlementsMissing({ count: String(row.entitlement_count), families }),
        'NO_ENTITLEMENTS',
      );
    }
    // Other distributions of the program may have used the budget since the entitlements were made.
    await checkBudget(tx, id);
    await setStatus(tx, actor, row, 'APPROVAL_PENDING');
    await logDistribution(tx, actor, 'SUBMIT', id, {
      distributionStatus: { from: row.distribution_status, to: 'APPROVAL_PENDING' },
    });
    return reload(tx, auth, id);
  });
}

type Settings = { rules: ApprovalSettingsJson['rules']; incompatibleRoles: ApprovalSettingsJson['incompatibleRoles'] };

async function loadSettings(tx: Queryable, accountId: string): Promise<ApprovalSettingsJson> {
  const [row] = await tx.query<{
    rules: Settings['rules'];
    incompatible_roles: Settings['incompatibleRoles'];
    updated_at: string | Date;
    updated_by: string | null;
  }>('SELECT rules, incompatible_roles, updated_at, updated_by FROM approval_settings WHERE account_id = $1', [
    accountId,
  ]);
  if (!row) return { rules: [], incompatibleRoles: [], updatedAt: null, updatedBy: null };
  return {
    rules: row.rules,
    incompatibleRoles: row.incompatible_roles,
    updatedAt: toIso(row.updated_at),
    updatedBy: row.updated_by,
  };
}

/** 403 when the approver is the creator or holds a role the organisation marked incompatible with the creator's. */
async function checkFourEyes(tx: Queryable, auth: AuthContext, row: DistributionRow): Promise<void> {
  if (row.created_by === auth.user.userId) {
    throw new DistributionError('FORBIDDEN', DISTRIBUTION_MESSAGES.creatorCannotApprove(), 'CREATOR_CANNOT_APPROVE');
  }
  const settings = await loadSettings(tx, auth.accountId);
  if (settings.incompatibleRoles.length === 0 || !row.created_by) return;
  const [creator] = await tx.query<{ role_ids: string[] }>(
    'SELECT role_ids FROM memberships WHERE account_id = $1 AND user_id = $2',
    [auth.accountId, row.created_by],
  );
  const creatorRoles = new Set(creator?.role_ids ?? []);
  const approverRoles = new Set(auth.roles.map((r) => r.roleId));
  // Incompatibility goes both ways: "a checker may not approve a maker's work" is also "nor the other way round".
  const clash = settings.incompatibleRoles.find(
    (pair) =>
      (creatorRoles.has(pair.creatorRoleId) && approverRoles.has(pair.approverRoleId)) ||
      (creatorRoles.has(pair.approverRoleId) && approverRoles.has(pair.creatorRoleId)),
  );
  if (clash) {
    const names = new Map(auth.roles.map((r) => [r.roleId, r.roleName]));
    const mine = names.get(clash.approverRoleId) ?? names.get(clash.creatorRoleId);
    throw new DistributionError(
      'FORBIDDEN',
      mine ? DISTRIBUTION_MESSAGES.incompatibleRole({ role: mine }) : DISTRIBUTION_MESSAGES.incompatibleRoleUnnamed(),
      'INCOMPATIBLE_ROLE',
    );
  }
}

export async function decideApproval(
  auth: AuthContext,
  id: string,
  input: DecideApprovalInput,
): Promise<DistributionJson> {
  return changeDistribution(auth, id, 'APPROVE', async (tx, row, actor) => {
    transition(() => assertTransition('distribution', row.distribution_status, input.decision));
    await checkFourEyes(tx, auth, row);
    const [taken] = await tx.query(
      'SELECT 1 FROM distribution_approvals WHERE distribution_id = $1 AND round = $2 AND decided_by = $3',
      [id, row.approval_round, actor.userId],
    );
    if (taken) {
      throw new DistributionError('CONFLICT', DISTRIBUTION_MESSAGES.alreadyDecided(), 'ALREADY_DECIDED');
    }
    await tx.query(
      `INSERT INTO distribution_approvals (approval_id, distribution_id, account_id, decided_by, decision, reason, round)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [newId('approval'), id, actor.accountId, actor.userId, input.decision, input.reason ?? null, row.approval_round],
    );
    const given = Number(row.approvals_given) + 1;
    const needed = Number(row.approvals_needed);
    const decides = input.decision === 'DISAPPROVED' || given >= needed;
    if (decides) await setStatus(tx, actor, row, input.decision);
    await logDistribution(tx, actor, input.decision === 'APPROVED' ? 'APPROVE' : 'DISAPPROVE', id, {
      decision: { from: null, to: input.decision },
      ...(input.reason ? { reason: { from: null, to: input.reason } } : {}),
      approvals: { from: `${given - 1} of ${needed}`, to: `${given} of ${needed}` },
      ...(decides ? { distributionStatus: { from: row.distribution_status, to: input.decision } } : {}),
    });
    return reload(tx, auth, id);
  });
}

/** The decisions taken on a distribution the caller can see, the latest first (a history, never long). */
export async function listApprovals(auth: AuthContext, id: string): Promise<ApprovalListJson> {
  return auth.run(async (tx) => {
    await loadDistribution(tx, auth, id);
    const rows = await tx.query<{
      approval_id: string;
      distribution_id: string;
      decided_by: string;
      decision: 'APPROVED' | 'DISAPPROVED';
      reason: string | null;
      decided_at: Date | string;
    }>(
      `SELECT approval_id, distribution_id, decided_by, decision, reason, decided_at FROM distribution_approvals
        WHERE distribution_id = $1 ORDER BY decided_at DESC, approval_id DESC`,
      [id],
    );
    return {
      items: rows.map((r) => ({
        approvalId: r.approval_id,
        distributionId: r.distribution_id,
        decidedBy: r.decided_by,
        decision: r.decision,
        reason: r.reason,
        decidedAt: toIso(r.decided_at),
      })),
    };
  });
}

export async function getApprovalSettings(auth: AuthContext): Promise<ApprovalSettingsJson> {
  requireAccess(auth, 'PROFILE_AND_ORGANIZATION', 'VIEW');
  return auth.run((tx) => loadSettings(tx, auth.accountId));
}

export async function putApprovalSettings(
  auth: AuthContext,
  input: ApprovalSettingsInput,
): Promise<ApprovalSettingsJson> {
  requireAccess(auth, 'PROFILE_AND_ORGANIZATION', 'UPDATE');
  const actor = actorOf(auth);
  return auth.run(async (tx) => {
    await checkRolesExist(tx, actor.accountId, input);
    const before = await loadSettings(tx, actor.accountId);
    await tx.query(
      `INSERT INTO approval_settings (account_id, rules, incompatible_roles, updated_by)
       VALUES ($1, $2::jsonb, $3::jsonb, $4)
       ON CONFLICT (account_id) DO UPDATE
         SET rules = EXCLUDED.rules, incompatible_roles = EXCLUDED.incompatible_roles, updated_at = now(),
             updated_by = EXCLUDED.updated_by`,
      [actor.accountId, JSON.stringify(input.rules), JSON.stringify(input.incompatibleRoles), actor.userId],
    );
    await recordActivity(tx, {
      ...actor,
      action: 'UPDATE',
      objectType: 'ACCOUNT',
      objectId: actor.accountId,
      changes: {
        approvalRules: { from: before.rules, to: input.rules },
        incompatibleRoles: { from: before.incompatibleRoles, to: input.incompatibleRoles },
      },
    });
    return loadSettings(tx, actor.accountId);
  });
}

/** Each role of an incompatible pair must be one of the organisation's, named by the field that holds it. */
async function checkRolesExist(tx: Queryable, accountId: string, input: ApprovalSettingsInput): Promise<void> {
  const ids = input.incompatibleRoles.flatMap((p) => [p.creatorRoleId, p.approverRoleId]);
  if (ids.length === 0) return;
  const rows = await tx.query<{ role_id: string }>(
    'SELECT role_id FROM roles WHERE account_id = $1 AND role_id = ANY($2::text[])',
    [accountId, ids],
  );
  const known = new Set(rows.map((r) => r.role_id));
  const errors: FieldError[] = [];
  input.incompatibleRoles.forEach((pair, i) => {
    for (const key of ['creatorRoleId', 'approverRoleId'] as const) {
      if (!known.has(pair[key])) {
        errors.push(fieldError(`incompatibleRoles.${i}.${key}`, 'INVALID_VALUE', undefined, 'is not a role here'));
      }
    }
  });
  const first = errors[0];
  if (first) throw new DistributionError('VALIDATION_FAILED', `${first.field} ${first.message}`, undefined, errors);
}
