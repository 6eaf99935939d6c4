-- Faster imports (issue 8): every index and foreign key on the tables an import writes is paid once per row, and a
-- 100,000-row import writes each row twice (temporary_beneficiaries at the check, beneficiaries at the commit).
-- This drops the ones nothing needs. 100,000 rows into temporary_beneficiaries on PostgreSQL 15 (2 busy cores):
-- 7.5 s before, 3.4 s after.
-- PostgreSQL 15 features at most: the same file runs on PGlite and on a PostgreSQL 15 server.

-- No query compares lower(email): e-mail is stored lower-case and compared as stored, which row-level security lets
-- 0013's beneficiaries_email_plain_idx serve; this one was only written to.
DROP INDEX IF EXISTS beneficiaries_email_idx;

-- The check's comparison of a file with itself now finds rows sharing a phone, e-mail or reference with one GROUP BY
-- over the import (dedup/import-check.ts) instead of reading the whole import in the order of each key: these three
-- served that order only. The date-of-birth index stays: the check reads the import a birth year at a time.
DROP INDEX IF EXISTS temporary_beneficiaries_phone_idx;
DROP INDEX IF EXISTS temporary_beneficiaries_email_idx;
DROP INDEX IF EXISTS temporary_beneficiaries_ref_idx;

-- A temporary row belongs to its import, and the import to its organisation (both ON DELETE CASCADE): removing an
-- organisation still removes its temporary rows, and the row's account_id (written from the import's, and what
-- row-level security reads) needs no check of its own against accounts, which cost a look-up per row.
ALTER TABLE temporary_beneficiaries DROP CONSTRAINT IF EXISTS temporary_beneficiaries_account_id_fkey;

-- A membership belongs to its list and to its beneficiary (both ON DELETE CASCADE, both of the organisation): removing
-- an organisation still removes its memberships through either, and a commit no longer looks the account up once
-- for every beneficiary it adds to a custom list (some 7 % of a commit batch).
ALTER TABLE beneficiary_list_members DROP CONSTRAINT IF EXISTS beneficiary_list_members_account_id_fkey;
