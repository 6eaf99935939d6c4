-- Deduplication runs and merges (issue 8, second part).

-- The run (job id) that last found a PENDING pair: a run removes the PENDING pairs it no longer finds.
ALTER TABLE beneficiary_duplicates ADD COLUMN run_id text;
-- After a merge: the removed beneficiary as they were (Beneficiary JSON), so the decided pair can still be shown.
ALTER TABLE beneficiary_duplicates ADD COLUMN removed_beneficiary jsonb;
CREATE INDEX beneficiary_duplicates_a_idx ON beneficiary_duplicates (beneficiary_id_a);
-- "a < b" in byte order (as the API orders ids), whatever the server's default collation: under a linguistic one
-- ("-" ignored at first level) a pair ordered by the API could fail the check of 0011.
ALTER TABLE beneficiary_duplicates DROP CONSTRAINT beneficiary_duplicates_check;
ALTER TABLE beneficiary_duplicates
  ADD CONSTRAINT beneficiary_duplicates_order_check CHECK (beneficiary_id_a COLLATE "C" < beneficiary_id_b COLLATE "C");

-- E-mail as stored (lower-case, see createBeneficiarySchema): the deduplication compares it with plain equality,
-- which is leakproof, so row-level security lets an index serve it; lower(email) (0011's index) is not.
CREATE INDEX beneficiaries_email_plain_idx ON beneficiaries (account_id, email) WHERE email IS NOT NULL;
