-- Deleting or anonymising a beneficiary (a family's right to have its data removed, README "Beneficiaries").
-- PostgreSQL 15 features at most: the same file runs on PGlite and on a PostgreSQL 15 server.

-- An anonymised beneficiary keeps its row (entitlements, payments and reconciliation refer to its id) without its
-- personal data; it can no longer be edited or added to a list.
ALTER TABLE beneficiaries ADD COLUMN anonymised_at timestamptz;

-- Evidence photos and signatures of the append-only ledgers are deleted with the family's data. The ledger rows stay
-- (amounts, times, officers: what reconciliation sums) and lose only the reference; the app role may not UPDATE the
-- ledgers, the foreign key's own action clears it.
ALTER TABLE voucher_redemptions DROP CONSTRAINT voucher_redemptions_photo_file_id_fkey;
ALTER TABLE voucher_redemptions ADD CONSTRAINT voucher_redemptions_photo_file_id_fkey
  FOREIGN KEY (photo_file_id) REFERENCES files (file_id) ON DELETE SET NULL;
ALTER TABLE voucher_redemptions DROP CONSTRAINT voucher_redemptions_signature_file_id_fkey;
ALTER TABLE voucher_redemptions ADD CONSTRAINT voucher_redemptions_signature_file_id_fkey
  FOREIGN KEY (signature_file_id) REFERENCES files (file_id) ON DELETE SET NULL;
ALTER TABLE in_kind_collections DROP CONSTRAINT in_kind_collections_photo_file_id_fkey;
ALTER TABLE in_kind_collections ADD CONSTRAINT in_kind_collections_photo_file_id_fkey
  FOREIGN KEY (photo_file_id) REFERENCES files (file_id) ON DELETE SET NULL;
ALTER TABLE in_kind_collections DROP CONSTRAINT in_kind_collections_signature_file_id_fkey;
ALTER TABLE in_kind_collections ADD CONSTRAINT in_kind_collections_signature_file_id_fkey
  FOREIGN KEY (signature_file_id) REFERENCES files (file_id) ON DELETE SET NULL;
