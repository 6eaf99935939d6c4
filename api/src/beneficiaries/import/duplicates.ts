// Duplicates at check time: the import's rows against the master list and against each other, scored by the
// deduplication (../dedup) with the organisation's thresholds.
import type { Queryable } from '../../db/db.js';
import { checkImportDuplicates, thresholdsOf } from '../dedup/index.js';

/** Flags the import's temporary rows that duplicate someone; returns how many rows were flagged. */
export async function findDuplicates(
  tx: Queryable,
  accountId: string,
  importId: string,
): Promise<{ duplicateRows: number }> {
  const thresholds = await thresholdsOf(tx, accountId);
  return checkImportDuplicates(tx, { accountId, importId, thresholds });
}
