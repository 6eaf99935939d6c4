-- Each voucher's running redeemed total (issue 10: ≥ 500 redemptions a second). An online redemption used to sum the
-- voucher's ledger after locking it; the total now sits on the locked row itself, so the lock returns what is left
-- and the write adds to it, with no sum over the ledger and one statement fewer.
-- The ledger (voucher_redemptions) stays append-only and the source of truth: reports and reconciliation still sum
-- it. Every statement that appends to it adds the same amounts here in the same statement (api/src/scanning/ledger.ts),
-- and the CHECK makes the database itself refuse a total above the voucher's value, whatever the concurrency.
ALTER TABLE entitlements ADD COLUMN redeemed bigint NOT NULL DEFAULT 0;
UPDATE entitlements e SET redeemed = r.total
  FROM (SELECT voucher_id, sum(amount) AS total FROM voucher_redemptions GROUP BY voucher_id) r
 WHERE e.entitlement_id = r.voucher_id;
ALTER TABLE entitlements ADD CONSTRAINT entitlements_redeemed_check CHECK (redeemed >= 0 AND redeemed <= amount);
-- Each redemption now updates its voucher's row: with room left on every page the new row version stays on the same
-- page and no index changes (a HOT update: `redeemed` is in no index), instead of a new entry in each of the table's
-- five indexes. New pages only; existing ones get the room as they are rewritten.
ALTER TABLE entitlements SET (fillfactor = 85);
