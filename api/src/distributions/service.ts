// Distributions: create (with the snapshot of its list), read, edit while a draft, cancel. Always within the
// caller's organisation and what their sections let them see.
import {
  assertTransition,
  type CreateDistributionInput,
  DISTRIBUTION_MESSAGES,
  type DistributionJson,
  type DistributionStatus,
  type UpdateDistributionInput,
} from '@aid/common/distributions';
import { fieldError } from '@aid/common/errors';
import { newId } from '@aid/common/ids';
import { accessFor } from '@aid/common/permissions';
import { type Changes, diffFields, recordActivity } from '../activity/service.js';
import { type Actor, type AuthContext, actorOf } from '../auth/context.js';
import type { Queryable } from '../db/db.js';
import { findByIds } from '../db/list.js';
import { PROGRAMS, type ProgramRow } from '../programs/model.js';
import { distributionScope, requireDistributionAccess } from './access.js';
import { DistributionError, transition } from './errors.js';
import { checkMoney, checkShape } from './kind-rules.js';
import { DISTRIBUTIONS, type DistributionRow, toDistributionJson } from './model.js';

export type ActivityVerb = 'CREATE' | 'UPDATE' | 'CANCEL' | 'SUBMIT' | 'APPROVE' | 'DISAPPROVE';

export function logDistribution(tx: Queryable, actor: Actor, action: ActivityVerb, id: string, changes: Changes) {
  return recordActivity(tx, { ...actor, action, objectType: 'DISTRIBUTION', objectId: id, changes });
}

/** The distribution if the caller may see it (404 otherwise: another organisation's ids are never confirmed). */
export async function loadDistribution(
  tx: Queryable,
  auth: AuthContext,
  id: string,
  forUpdate = false,
): Promise<DistributionRow> {
  const [row] = await findByIds<DistributionRow>(tx, DISTRIBUTIONS, distributionScope(auth, 'VIEW'), [id], {
    forUpdate,
  });
  if (!row) throw DistributionError.notFound();
  return row;
}

type ChangeAction = 'UPDATE' | 'DELETE' | 'APPROVE' | 'CREATE';

/** Loads, locks and checks the caller may `action` it: the start of every change. */
export async function loadForChange(
  tx: Queryable,
  auth: AuthContext,
  id: string,
  action: ChangeAction,
): Promise<DistributionRow> {
  const row = await loadDistribution(tx, auth, id, true);
  requireDistributionAccess(auth, action, {
    type: row.distribution_type,
    distributionId: row.distribution_id,
    programId: row.program_id,
  });
  return row;
}

/** One change of a distribution, in one transaction: the row loaded, locked and checked first (loadForChange). */
export function changeDistribution<T>(
  auth: AuthContext,
  id: string,
  action: ChangeAction,
  change: (tx: Queryable, row: DistributionRow, actor: Actor) => Promise<T>,
): Promise<T> {
  const actor = actorOf(auth);
  return auth.run(async (tx) => change(tx, await loadForChange(tx, auth, id, action), actor));
}

export async function reload(tx: Queryable, auth: AuthContext, id: string): Promise<DistributionJson> {
  return toDistributionJson(await loadDistribution(tx, auth, id));
}

export async function getDistribution(auth: AuthContext, id: string): Promise<DistributionJson> {
  return auth.run((tx) => reload(tx, auth, id));
}

/** Sets a new status after checking the transition table; returns nothing, the caller reloads. */
export async function setStatus(
  tx: Queryable,
  actor: Actor,
  row: DistributionRow,
  to: DistributionStatus,
  extra = '',
): Promise<void> {
  transition(() => assertTransition('distribution', row.distribution_status, to));
  await tx.query(
    `UPDATE distributions SET distribution_status = $2, updated_at = now(), updated_by = $3 ${extra}
      WHERE distribution_id = $1`,
    [row.distribution_id, to, actor.userId],
  );
}

type ListInfo = { beneficiary_list_id: string; list_name: string; status: string; list_type: string };

export async function createDistribution(auth: AuthContext, input: CreateDistributionInput): Promise<DistributionJson> {
  requireDistributionAccess(auth, 'CREATE', { type: input.distributionType, programId: input.programId });
  const actor = actorOf(auth);
  const distributionId = newId('distribution');
  return auth.run(async (tx) => {
    const programScope = { accountId: actor.accountId, access: accessFor(auth.permissions, 'PROGRAMS', 'VIEW') };
    const [program] = await findByIds<ProgramRow>(tx, PROGRAMS, programScope, [input.programId]);
    if (!program) {
      const error = fieldError('programId', 'INVALID_VALUE', undefined, 'is not a program you can see here');
      throw new DistributionError('VALIDATION_FAILED', `programId ${error.message}`, undefined, [error]);
    }
    // FOR SHARE: the list cannot be opened or edited while its members are copied.
    const [list] = await tx.query<ListInfo>(
      `SELECT beneficiary_list_id, list_name, status, list_type FROM beneficiary_lists
        WHERE account_id = $1 AND beneficiary_list_id = $2 FOR SHARE`,
      [actor.accountId, input.beneficiaryListId],
    );
    if (!list) {
      const error = fieldError('beneficiaryListId', 'INVALID_VALUE', undefined, 'is not a beneficiary list here');
      throw new DistributionError('VALIDATION_FAILED', `beneficiaryListId ${error.message}`, undefined, [error]);
    }
    if (list.status !== 'LOCKED') {
      const message = DISTRIBUTION_MESSAGES.listNotLocked({ name: list.list_name, status: list.status });
      throw new DistributionError('VALIDATION_FAILED', message, 'LIST_NOT_LOCKED', [
        fieldError('beneficiaryListId', 'INVALID_VALUE', undefined, 'must be a LOCKED list'),
      ]);
    }
    const currency = input.amountPerBeneficiaryCurrency ?? program.currency.trim();
    checkShape(input);
    const exchangeRate = checkMoney({ ...input, amountPerBeneficiaryCurrency: currency }, program.currency.trim());
    await tx.query(
      `INSERT INTO distributions (distribution_id, account_id, program_id, distribution_name, distribution_type,
         distribution_summary, request_photo, request_signature, beneficiary_list_id, distribution_pdms,
         amount_per_beneficiary, amount_per_beneficiary_currency, include_dependants, amount_per_dependant, items,
         valid_until, additional_info, created_by, updated_by, exchange_rate)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::jsonb, $11, $12, $13, $14, $15::jsonb, $16::date, $17, $18, $18,
               $19::numeric)`,
      [
        distributionId,
        actor.accountId,
        input.programId,
        input.distributionName,
        input.distributionType,
        input.distributionSummary ?? null,
        input.requestPhoto,
        input.requestSignature,
        list.beneficiary_list_id,
        JSON.stringify(input.distributionPdms),
        input.amountPerBeneficiary,
        currency,
        input.includeDependants,
        input.amountPerDependant,
        JSON.stringify(input.items),
        input.validUntil ?? null,
        input.additionalInfo ?? null,
        actor.userId,
        exchangeRate,
      ],
    );
    await snapshotMembers(tx, actor.accountId, distributionId, list);
    const json = await reload(tx, auth, distributionId);
    await logDistribution(tx, actor, 'CREATE', distributionId, diffFields(null, json, EDITABLE));
    return json;
  });
}

/** One INSERT … SELECT copies the members (the master list's are its group), and the sizes go on the row. */
export async function snapshotMembers(
  tx: Queryable,
  accountId: string,
  distributionId: string,
  list: Pick<ListInfo, 'beneficiary_list_id' | 'list_type'>,
) {
  const members =
    list.list_type === 'MASTER'
      ? 'SELECT b.* FROM beneficiaries b WHERE b.account_id = $2 AND b.group_id = $3'
      : `SELECT b.* FROM beneficiary_list_members m JOIN beneficiaries b ON b.beneficiary_id = m.beneficiary_id
          WHERE m.account_id = $2 AND m.beneficiary_list_id = $3`;
  await tx.query(
    `WITH inserted AS (
       INSERT INTO distribution_members (distribution_id, beneficiary_id, account_id, first_name, last_name,
                                         number_of_family_members, nationality, phone_number)
       SELECT $1, s.beneficiary_id, $2, s.first_name, s.last_name, s.number_of_family_members, s.nationality,
              s.phone_number
         FROM (${members}) s
       RETURNING number_of_family_members)
     UPDATE distributions SET number_of_families = (SELECT count(*) FROM inserted),
            number_of_family_members = (SELECT coalesce(sum(number_of_family_members), 0) FROM inserted)
      WHERE distribution_id = $1`,
    [distributionId, accountId, list.beneficiary_list_id],
  );
}

const EDITABLE = [
  'distributionName',
  'distributionType',
  'distributionSummary',
  'programId',
  'requestPhoto',
  'requestSignature',
  'distributionPdms',
  'amountPerBeneficiary',
  'amountPerBeneficiaryCurrency',
  'exchangeRate',
  'includeDependants',
  'amountPerDependant',
  'items',
  'validUntil',
  'additionalInfo',
] as const satisfies readonly (keyof DistributionJson)[];

/** What changes the entitlements: editing any of these throws the generated ones away. */
const ENTITLING = [
  'amountPerBeneficiary',
  'amountPerBeneficiaryCurrency',
  'includeDependants',
  'amountPerDependant',
  'items',
];

export async function updateDistribution(
  auth: AuthContext,
  id: string,
  input: UpdateDistributionInput,
): Promise<DistributionJson> {
  return changeDistribution(auth, id, 'UPDATE', async (tx, row, actor) => {
    const status = row.distribution_status;
    if (status !== 'READY' && status !== 'DISAPPROVED') {
      throw new DistributionError(
        'VALIDATION_FAILED',
        DISTRIBUTION_MESSAGES.editOnlyWhileReady({ status }),
        'ILLEGAL_TRANSITION',
      );
    }
    const before = toDistributionJson(row);
    const after: DistributionJson = { ...before };
    for (const [key, value] of Object.entries(input)) if (value !== undefined) Object.assign(after, { [key]: value });
    checkShape(after);
    const [program] = await tx.query<{ currency: string }>('SELECT currency FROM programs WHERE program_id = $1', [
      row.program_id,
    ]);
    after.exchangeRate = checkMoney(after, program?.currency.trim() ?? after.amountPerBeneficiaryCurrency);
    const changes = diffFields(before, after, EDITABLE);
    if (Object.keys(changes).length === 0) return before;
    // A disapproved distribution that is edited goes back to the draft it was, for a new round of approval.
    if (status === 'DISAPPROVED') await setStatus(tx, actor, row, 'READY', ', approval_round = approval_round + 1');
    if (ENTITLING.some((key) => key in changes)) {
      await tx.query('DELETE FROM entitlements WHERE distribution_id = $1', [id]);
    }
    await tx.query(
      `UPDATE distributions SET distribution_name = $2, distribution_summary = $3, request_photo = $4,
              request_signature = $5, distribution_pdms = $6::jsonb, amount_per_beneficiary = $7,
              amount_per_beneficiary_currency = $8, include_dependants = $9, amount_per_dependant = $10,
              items = $11::jsonb, valid_until = $12::date, additional_info = $13, updated_at = now(), updated_by = $14,
              exchange_rate = $15::numeric
        WHERE distribution_id = $1`,
      [
        id,
        after.distributionName,
        after.distributionSummary,
        after.requestPhoto,
        after.requestSignature,
        JSON.stringify(after.distributionPdms),
        after.amountPerBeneficiary,
        after.amountPerBeneficiaryCurrency,
        after.includeDependants,
        after.amountPerDependant,
        JSON.stringify(after.items),
        after.validUntil,
        after.additionalInfo,
        actor.userId,
        after.exchangeRate,
      ],
    );
    await logDistribution(tx, actor, 'UPDATE', id, changes);
    return reload(tx, auth, id);
  });
}

export async function cancelDistribution(auth: AuthContext, id: string): Promise<DistributionJson> {
  return changeDistribution(auth, id, 'DELETE', async (tx, row, actor) => {
    transition(() => assertTransition('distribution', row.distribution_status, 'CANCELLED'));
    if (row.distribution_status === 'APPROVED') {
      const [started] = await tx.query<{ n: number | string }>(
        `SELECT (SELECT count(*) FROM entitlements WHERE distribution_id = $1
                   AND payment_status NOT IN ('NOT_INITIATED', 'CANCELLED'))
              + (SELECT count(*) FROM voucher_redemptions r JOIN entitlements e ON e.entitlement_id = r.voucher_id
                  WHERE e.distribution_id = $1) AS n`,
        [id],
      );
      if (Number(started?.n ?? 0) > 0) {
        throw new DistributionError(
          'CONFLICT',
          DISTRIBUTION_MESSAGES.cancelStarted({ count: String(started?.n) }),
          'ILLEGAL_TRANSITION',
        );
      }
    }
    await setStatus(tx, actor, row, 'CANCELLED');
    await tx.query(
      `UPDATE entitlements SET payment_status = 'CANCELLED', updated_at = now()
        WHERE distribution_id = $1 AND payment_status = 'NOT_INITIATED'`,
      [id],
    );
    await logDistribution(tx, actor, 'CANCEL', id, {
      distributionStatus: { from: row.distribution_status, to: 'CANCELLED' },
    });
    return reload(tx, auth, id);
  });
}
