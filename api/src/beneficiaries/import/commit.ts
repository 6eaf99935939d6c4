// The commit of a checked import, as a job: the temporary rows of 5,000 row numbers at a time go into the master list
// (and the target custom list) and leave temporary_beneficiaries in the same transaction, so what is left is exactly
// what is still to do and a resumed attempt simply goes on from the first row left. All or nothing: a commit that is
// cancelled or finally fails removes every beneficiary it added (beneficiaries.import_id).
import { recordActivity } from '../../activity/service.js';
import type { Queryable } from '../../db/db.js';
import type { TenantRunner } from '../../db/tenant.js';
import type { JobHandler } from '../../jobs/handlers.js';
import { applyCountDelta } from '../counts.js';
import { ensureMasterList } from '../master.js';
import { clearCheck, IMPORT_BATCH_ROWS, importParams, loadImport } from './check.js';
import type { ImportRow } from './model.js';

/** The lists an import's beneficiaries join: the master list, and the target when it is a custom list. */
async function listsOf(tx: Queryable, row: ImportRow): Promise<{ master: string; custom: string | null }> {
  const master = await ensureMasterList(tx, row.account_id);
  return { master, custom: row.beneficiary_list_id === master ? null : row.beneficiary_list_id };
}

/**
 * The rows numbered after `after` up to `upTo`, in one transaction; returns how many it imported (undefined: the import
 * is no longer IMPORTING). A batch is a range of row numbers rather than "the first 5,000 left": that one read every
 * row still left (and every row already moved, until vacuum) to sort them, each batch again, some 130 ms of each
 * batch of a 100,000-row import.
 */
async function commitBatch(
  tx: Queryable,
  importId: string,
  userId: string,
  after: number,
  upTo: number,
): Promise<number | undefined> {
  const row = await loadImport(tx, importId, true);
  if (row.status !== 'IMPORTING') return undefined;
  const { master, custom } = await listsOf(tx, row);
  const [done] = await tx.query<{ n: number; people: number }>(
    `WITH picked AS (
       SELECT * FROM temporary_beneficiaries
        WHERE import_id = $1 AND row_number > $5 AND row_number <= $8
          AND NOT ($4::boolean AND duplicate_level IS NOT DISTINCT FROM 'DUPLICATE')),
     inserted AS (
       INSERT INTO beneficiaries (beneficiary_id, account_id, group_id, first_name, last_name, gender, dob, email,
                                  external_reference_number, phone_number, number_of_family_members, nationality,
                                  creation_method, created_by, updated_by, import_id, name_key, name_skeleton)
       SELECT beneficiary_id, account_id, $2, first_name, last_name, gender, dob, email, external_reference_number,
              phone_number, number_of_family_members, nationality, 'F-I', $6, $6, import_id, name_key, name_skeleton
         FROM picked
       RETURNING beneficiary_id, number_of_family_members),
     joined AS (
       INSERT INTO beneficiary_list_members (beneficiary_list_id, beneficiary_id, account_id)
       SELECT $3, beneficiary_id, $7 FROM inserted WHERE $3::text IS NOT NULL),
     removed AS (
       DELETE FROM temporary_beneficiaries t USING picked p
        WHERE t.import_id = p.import_id AND t.row_number = p.row_number)
     SELECT count(*)::int AS n, coalesce(sum(number_of_family_members + 1), 0)::int AS people FROM inserted`,
    [importId, master, custom, row.skip_duplicates, after, userId, row.account_id, upTo],
  );
  const n = Number(done?.n ?? 0);
  if (n === 0) return 0;
  await applyCountDelta(tx, row.account_id, custom ? [master, custom] : [master], {
    beneficiaries: n,
    people: Number(done?.people ?? 0),
  });
  await tx.query(
    'UPDATE beneficiary_imports SET imported_rows = imported_rows + $2, updated_at = now() WHERE import_id = $1',
    [importId, n],
  );
  return n;
}

export const importCommitJob: JobHandler = async (ctx) => {
  const { importId, userId } = importParams(ctx.params);
  const start = await ctx.run((tx) => loadImport(tx, importId));
  if (start.status !== 'IMPORTING') return { status: start.status };
  const skipped = start.skip_duplicates ? "AND duplicate_level IS DISTINCT FROM 'DUPLICATE'" : '';
  const [left] = await ctx.run((tx) =>
    tx.query<{ n: number; first: number | null; last: number | null }>(
      `SELECT count(*)::int AS n, min(row_number) AS first, max(row_number) AS last
         FROM temporary_beneficiaries WHERE import_id = $1 ${skipped}`,
      [importId],
    ),
  );
  let imported = Number(start.imported_rows);
  const total = imported + Number(left?.n ?? 0);
  await ctx.progress(imported, total);
  const last = Number(left?.last ?? 0);
  for (let after = Number(left?.first ?? 1) - 1; after < last; after += IMPORT_BATCH_ROWS) {
    const n = await ctx.run((tx) => commitBatch(tx, importId, userId, after, after + IMPORT_BATCH_ROWS));
    if (n === undefined) break;
    // A range of refused rows (or of skipped duplicates) holds nothing to import.
    if (n === 0) continue;
    imported += n;
    await ctx.progress(imported, total);
  }
  const finished = await ctx.run(async (tx) => {
    const row = await loadImport(tx, importId, true);
    if (row.status !== 'IMPORTING') return row;
    await tx.query(
      `UPDATE beneficiary_imports SET status = 'IMPORTED', error_message = NULL, updated_at = now()
        WHERE import_id = $1`,
      [importId],
    );
    await recordActivity(tx, {
      accountId: row.account_id,
      userId,
      sitePath: null,
      action: 'IMPORT',
      objectType: 'BENEFICIARY_IMPORT',
      objectId: importId,
      changes: {
        status: { from: 'IMPORTING', to: 'IMPORTED' },
        importedRows: { from: null, to: Number(row.imported_rows) },
        beneficiaryListId: { from: null, to: row.beneficiary_list_id },
      },
    });
    return { ...row, status: 'IMPORTED' as const };
  });
  return { status: finished.status, importedRows: Number(finished.imported_rows) };
};

/**
 * All or nothing: removes every beneficiary the import added (their memberships go with them), moves the counts
 * back and says so on the import. Idempotent; runs when the commit job ends CANCELLED or FAILURE for good.
 */
export async function undoImport(run: TenantRunner, importId: string, outcome: 'CANCELLED' | 'FAILURE'): Promise<void> {
  await run(async (tx) => {
    const row = await loadImport(tx, importId, true);
    if (row.status !== 'IMPORTING') return;
    const { master, custom } = await listsOf(tx, row);
    const [removed] = await tx.query<{ n: number; people: number }>(
      `WITH gone AS (DELETE FROM beneficiaries WHERE account_id = $1 AND import_id = $2
                     RETURNING number_of_family_members)
       SELECT count(*)::int AS n, coalesce(sum(number_of_family_members + 1), 0)::int AS people FROM gone`,
      [row.account_id, importId],
    );
    await applyCountDelta(tx, row.account_id, custom ? [master, custom] : [master], {
      beneficiaries: -Number(removed?.n ?? 0),
      people: -Number(removed?.people ?? 0),
    });
    const status = outcome === 'CANCELLED' ? 'CANCELLED' : 'IMPORT_FAILED';
    const message =
      outcome === 'CANCELLED'
        ? 'The import was cancelled. Nothing was imported.'
        : 'The import failed. Nothing was imported.';
    await tx.query(
      `UPDATE beneficiary_imports SET status = $2, error_message = $3, imported_rows = 0, updated_at = now()
        WHERE import_id = $1`,
      [importId, status, message],
    );
    // The rows already moved are gone with the undo; what is left of the check is of no further use.
    await clearCheck(tx, importId);
  });
}

/** A check that is cancelled or finally fails keeps nothing. */
export async function undoCheck(run: TenantRunner, importId: string, outcome: 'CANCELLED' | 'FAILURE'): Promise<void> {
  await run(async (tx) => {
    const row = await loadImport(tx, importId, true);
    if (row.status !== 'CHECKING') return;
    await clearCheck(tx, importId);
    await tx.query(
      `UPDATE beneficiary_imports SET status = $2, error_message = $3, updated_at = now() WHERE import_id = $1`,
      [
        importId,
        outcome === 'CANCELLED' ? 'CANCELLED' : 'CHECK_FAILED',
        outcome === 'CANCELLED' ? 'The check was cancelled.' : 'The check failed unexpectedly. Start the import again.',
      ],
    );
  });
}
