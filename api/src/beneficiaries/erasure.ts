// Deleting or anonymising a beneficiary: a family's right to have its data removed (README "Deleting or anonymising
// a beneficiary"). One transaction removes the person from lists, counts, duplicate pairs and distribution snapshots,
// deletes the evidence files' rows and writes one activity entry without personal data; the files' content is
// removed from the file storage after the commit (a rolled-back erasure must not have lost them).
import type { BeneficiaryErasureJson } from '@aid/common/beneficiaries';
import { BENEFICIARY_MESSAGES } from '@aid/common/beneficiaries';
import { collectionStatusOf } from '@aid/common/scanning';
import { recordActivity } from '../activity/service.js';
import { type AuthContext, actorOf } from '../auth/context.js';
import type { Queryable } from '../db/db.js';
import type { FilesConfig } from '../files/service.js';
import { collectedByFamily } from '../scanning/in-kind.js';
import { accessOf, beneficiaryScope, knownAccess } from './access.js';
import { applyCountDelta } from './counts.js';
import { refreshDuplicatesTotal } from './dedup/find.js';
import { BeneficiaryError } from './errors.js';
import { findBeneficiaryForUpdate } from './service.js';

/** What replaces the names of an anonymised beneficiary (and of their distribution snapshots). */
export const ANONYMISED_NAME = 'Anonymised';

/** The answer of both routes; its shape is common's beneficiaryErasureJsonSchema (the OpenAPI document's too). */
export type ErasureJson = BeneficiaryErasureJson;
export type ErasureOutcome = ErasureJson['outcome'];

type EntitlementRow = {
  distribution_id: string;
  distribution_name: string;
  distribution_status: string;
  distribution_type: string;
  entitlement_id: string | null;
  payment_status: string | null;
  amount: string | number | null;
  redeemed: string | number | null;
  items: { name: string; quantity: number | string }[] | null;
  expired: boolean;
};

/** Payment statuses after which nothing more will be paid (DECLINED, ERROR and a name mismatch can be retried). */
const PAYMENT_DONE = new Set(['COMPLETED', 'CANCELLED', 'REVERSED']);
/** Distribution statuses before approval: the entitlement is still to be given. */
const NOT_YET_GIVEN = new Set(['READY', 'CREATE_IN_PROGRESS', 'APPROVAL_PENDING', 'DISAPPROVED']);

/**
 * Whether the family is still owed something by this distribution: it is not CANCELLED and either not yet approved,
 * or approved with a cash payment not COMPLETED / CANCELLED / REVERSED, or a voucher or in-kind entitlement that is
 * neither fully used (collected) nor past its validity date.
 */
function unfinished(row: EntitlementRow, collected: ReadonlyMap<string, ReadonlyMap<string, number>>): boolean {
  if (row.distribution_status === 'CANCELLED') return false;
  if (NOT_YET_GIVEN.has(row.distribution_status)) return true;
  if (row.entitlement_id === null) return false;
  if (row.distribution_type === 'CASH') return !PAYMENT_DONE.has(row.payment_status ?? 'NOT_INITIATED');
  if (row.expired) return false;
  if (row.distribution_type === 'VOUCHER') return Number(row.redeemed ?? 0) < Number(row.amount ?? 0);
  const got = collected.get(row.entitlement_id);
  const items = (row.items ?? []).map((i) => ({ quantity: Number(i.quantity), collected: got?.get(i.name) ?? 0 }));
  return collectionStatusOf(items) !== 'FULLY_COLLECTED';
}

/** Every distribution the beneficiary is in (its snapshot) with their entitlement there, if generated. */
async function entitlementsOf(tx: Queryable, accountId: string, id: string): Promise<EntitlementRow[]> {
  return tx.query<EntitlementRow>(
    `SELECT d.distribution_id, d.distribution_name, d.distribution_status, d.distribution_type, e.entitlement_id,
            e.payment_status, e.amount, e.redeemed, e.items,
            coalesce(coalesce(e.voucher_valid_until, d.valid_until) < current_date, false) AS expired
       FROM distributions d
       LEFT JOIN entitlements e ON e.distribution_id = d.distribution_id AND e.beneficiary_id = $2
      WHERE d.account_id = $1
        AND (e.entitlement_id IS NOT NULL OR EXISTS (SELECT 1 FROM distribution_members m
                                                      WHERE m.distribution_id = d.distribution_id
                                                        AND m.beneficiary_id = $2))
      ORDER BY d.created_at, d.distribution_id COLLATE "C"`,
    [accountId, id],
  );
}

/**
 * 403 unless the caller's DELETE access reaches every list holding the beneficiary: SELECTED access on one camp's
 * list does not let its holder erase a family another team's list still holds.
 */
async function assertReachesEveryList(
  tx: Queryable,
  auth: AuthContext,
  access: ReturnType<typeof accessOf>,
  id: string,
): Promise<string[]> {
  const holding = await tx.query<{ id: string }>(
    'SELECT beneficiary_list_id AS id FROM beneficiary_list_members WHERE account_id = $1 AND beneficiary_id = $2',
    [auth.accountId, id],
  );
  const lists = holding.map((h) => h.id);
  if (access.accessLevel === 'EVERYTHING') return lists;
  const outside = lists.filter((l) => !access.objectIds.includes(l));
  if (lists.length === 0 || outside.length > 0) {
    throw new BeneficiaryError('FORBIDDEN', BENEFICIARY_MESSAGES.erasureNeedsDelete());
  }
  return lists;
}

/** The evidence photos and signatures of the family's redemptions and hand-overs. */
async function evidenceFiles(tx: Queryable, accountId: string, entitlementIds: readonly string[]): Promise<string[]> {
  if (entitlementIds.length === 0) return [];
  const rows = await tx.query<{ file_id: string }>(
    `SELECT file_id FROM (
       SELECT unnest(ARRAY[photo_file_id, signature_file_id]) AS file_id FROM voucher_redemptions
        WHERE account_id = $1 AND voucher_id = ANY($2::text[])
       UNION
       SELECT unnest(ARRAY[photo_file_id, signature_file_id]) FROM in_kind_collections
        WHERE account_id = $1 AND entitlement_id = ANY($2::text[])) f
      WHERE file_id IS NOT NULL`,
    [accountId, entitlementIds],
  );
  return rows.map((r) => r.file_id);
}

const PERSONAL_FIELDS = [
  'firstName',
  'lastName',
  'dob',
  'email',
  'phoneNumber',
  'externalReferenceNumber',
  'nationality',
];

/**
 * Deletes (`DELETE`) or anonymises (`ANONYMISE`) a beneficiary. Needs BENEFICIARY_LISTS DELETE; 404 for one the
 * caller may not know. A delete is refused (409, reason UNFINISHED_ENTITLEMENTS) while a distribution still owes the
 * family something, and anonymises instead when any distribution ever included them (its entitlements, payments and
 * reconciliation keep referring to the id).
 */
export async function eraseBeneficiary(
  auth: AuthContext,
  files: FilesConfig,
  id: string,
  asked: 'DELETE' | 'ANONYMISE',
  log: { warn(details: object, message: string): void },
): Promise<ErasureJson> {
  const access = accessOf(auth, 'DELETE');
  const actor = actorOf(auth);
  const result = await auth.run(async (tx) => {
    const scope = beneficiaryScope(actor.accountId, knownAccess(auth, access));
    const current = await findBeneficiaryForUpdate(tx, scope, id);
    const holding = await assertReachesEveryList(tx, auth, access, id);
    const distributions = await entitlementsOf(tx, actor.accountId, id);
    const inKind = distributions.filter((d) => d.distribution_type === 'IN_KIND' && d.entitlement_id);
    const collected = await collectedByFamily(
      tx,
      inKind.map((d) => d.entitlement_id ?? ''),
    );
    const open = distributions
      .filter((d) => unfinished(d, collected))
      .map((d) => ({ distributionId: d.distribution_id, distributionName: d.distribution_name }));
    if (asked === 'DELETE' && open.length > 0) {
      throw new BeneficiaryError(
        'CONFLICT',
        BENEFICIARY_MESSAGES.unfinishedEntitlement({
          distributions: open.map((d) => `"${d.distributionName}"`).join(', '),
        }),
        undefined,
        { reason: 'UNFINISHED_ENTITLEMENTS', distributions: open },
      );
    }
    if (asked === 'ANONYMISE' && current.anonymised_at !== null) {
      throw new BeneficiaryError('CONFLICT', BENEFICIARY_MESSAGES.alreadyAnonymised());
    }
    const outcome: ErasureOutcome = asked === 'DELETE' && distributions.length === 0 ? 'DELETED' : 'ANONYMISED';
    const entitlementIds = distributions.flatMap((d) => (d.entitlement_id ? [d.entitlement_id] : []));

    // Evidence files: their rows now (the ledgers' references clear with them), their content after the commit.
    const fileIds = await evidenceFiles(tx, actor.accountId, entitlementIds);
    if (fileIds.length > 0) {
      await tx.query('DELETE FROM files WHERE account_id = $1 AND file_id = ANY($2::text[])', [
        actor.accountId,
        fileIds,
      ]);
    }

    // Lists and counts: out of every custom list; out of the master list's counts too when deleted. An anonymised
    // beneficiary stays in the master list's counts (reports of families and people served stay true).
    const people = 1 + current.number_of_family_members;
    const counted = outcome === 'DELETED' ? [current.group_id, ...holding] : holding;
    await applyCountDelta(tx, actor.accountId, counted, { beneficiaries: -1, people: -people });
    await tx.query('DELETE FROM beneficiary_list_members WHERE account_id = $1 AND beneficiary_id = $2', [
      actor.accountId,
      id,
    ]);

    // Duplicate pairs naming them, decided or not (a merged pair keeps the removed record's data).
    const pairs = await tx.query(
      `DELETE FROM beneficiary_duplicates
        WHERE account_id = $1 AND (beneficiary_id_a = $2 OR beneficiary_id_b = $2 OR kept_beneficiary_id = $2
                                   OR removed_beneficiary ->> 'beneficiaryId' = $2)
        RETURNING pair_id`,
      [actor.accountId, id],
    );
    if (pairs.length > 0) await refreshDuplicatesTotal(tx, actor.accountId);

    // Distribution snapshots keep the family (amounts, family size: the distribution's figures stay true), not who.
    await tx.query(
      `UPDATE distribution_members SET first_name = $3, last_name = $3, phone_number = NULL
        WHERE account_id = $1 AND beneficiary_id = $2`,
      [actor.accountId, id, ANONYMISED_NAME],
    );
    await tx.query('UPDATE entitlements SET first_name = $3 WHERE account_id = $1 AND beneficiary_id = $2', [
      actor.accountId,
      id,
      ANONYMISED_NAME,
    ]);

    // Earlier activity entries of this beneficiary lose the personal values they recorded.
    await tx.query(
      `UPDATE activity_logs
          SET changes = (SELECT coalesce(jsonb_object_agg(k, CASE WHEN k = ANY($3::text[])
                                                              THEN '{"from": null, "to": null}'::jsonb ELSE v END),
                                         '{}'::jsonb)
                           FROM jsonb_each(changes) AS c(k, v))
        WHERE account_id = $1 AND object_type = 'BENEFICIARY' AND object_id = $2`,
      [actor.accountId, id, PERSONAL_FIELDS],
    );

    if (outcome === 'DELETED') {
      await tx.query('DELETE FROM beneficiaries WHERE account_id = $1 AND beneficiary_id = $2', [actor.accountId, id]);
    } else {
      // Gender and family size stay, for the counts of people served; everything that says who goes.
      await tx.query(
        `UPDATE beneficiaries
            SET first_name = $3, last_name = $3, dob = NULL, email = NULL, phone_number = NULL,
                external_reference_number = NULL, nationality = NULL, name_key = '', name_skeleton = '',
                anonymised_at = now(), updated_at = now(), updated_by = $4
          WHERE account_id = $1 AND beneficiary_id = $2`,
        [actor.accountId, id, ANONYMISED_NAME, actor.userId],
      );
    }
    // The one entry of this action: the id and what was done, nothing about the person.
    await recordActivity(tx, {
      ...actor,
      action: outcome === 'DELETED' ? 'DELETE' : 'UPDATE',
      objectType: 'BENEFICIARY',
      objectId: id,
      changes: outcome === 'DELETED' ? {} : { anonymised: { from: false, to: true } },
    });
    return { outcome, fileIds, open, fallback: asked === 'DELETE' && outcome === 'ANONYMISED' };
  });

  for (const fileId of result.fileIds) {
    await files.storage.remove(actor.accountId, fileId).catch((error: unknown) => {
      // The row is gone, so nothing can reach the content any more; the sweep of orphans is an operator's task.
      log.warn({ err: error, fileId }, 'Could not remove an erased evidence file');
    });
  }
  const message =
    result.outcome === 'DELETED'
      ? 'The beneficiary was deleted'
      : result.fallback
        ? 'The beneficiary was anonymised instead of deleted: distributions they were part of keep referring to them'
        : 'The beneficiary was anonymised';
  return {
    beneficiaryId: id,
    outcome: result.outcome,
    message,
    filesDeleted: result.fileIds.length,
    unfinishedDistributions: result.open,
  };
}
