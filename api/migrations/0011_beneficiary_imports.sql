-- Imports, deduplication and the comparable names both need (issue 8, second part).
-- PostgreSQL 15 features at most: the same file runs on PGlite and on a PostgreSQL 15 server.

-- The comparable form of the name (common/src/beneficiaries/name-key.ts), written by the API with every insert and
-- name change; the deduplication blocks on date of birth and compares these.
ALTER TABLE beneficiaries
  ADD COLUMN name_key text NOT NULL DEFAULT '',
  ADD COLUMN name_skeleton text NOT NULL DEFAULT '',
  -- The import that created the row: a failed or cancelled import removes exactly its own rows.
  ADD COLUMN import_id text;
CREATE INDEX beneficiaries_dob_idx ON beneficiaries (account_id, dob) WHERE dob IS NOT NULL;
CREATE INDEX beneficiaries_external_ref_idx ON beneficiaries (account_id, external_reference_number)
  WHERE external_reference_number IS NOT NULL;
CREATE INDEX beneficiaries_phone_idx ON beneficiaries (account_id, phone_number) WHERE phone_number IS NOT NULL;
CREATE INDEX beneficiaries_email_idx ON beneficiaries (account_id, lower(email)) WHERE email IS NOT NULL;
CREATE INDEX beneficiaries_import_idx ON beneficiaries (import_id) WHERE import_id IS NOT NULL;

-- One import of one file into one list (and so into the master list). Its status follows its two jobs: the check
-- (dry run: parse, validate, find duplicates, fill temporary_beneficiaries) and the commit.
CREATE TABLE beneficiary_imports (
  import_id            text PRIMARY KEY,
  account_id           text NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  file_id              text NOT NULL,
  file_name            text NOT NULL,
  beneficiary_list_id  text NOT NULL REFERENCES beneficiary_lists (beneficiary_list_id) ON DELETE CASCADE,
  status               text NOT NULL DEFAULT 'CHECKING' CHECK (status IN
    ('CHECKING', 'CHECKED', 'CHECK_FAILED', 'IMPORTING', 'IMPORTED', 'IMPORT_FAILED', 'CANCELLED')),
  format               text NOT NULL CHECK (format IN ('CSV', 'XLSX')),
  encoding             text,
  sheet_name           text,
  -- { "<file header>": "<BeneficiaryImportColumn>" | null (ignored) }
  mapping              jsonb NOT NULL,
  skip_duplicates      boolean NOT NULL DEFAULT true,
  total_rows           integer NOT NULL DEFAULT 0,
  valid_rows           integer NOT NULL DEFAULT 0,
  invalid_rows         integer NOT NULL DEFAULT 0,
  duplicate_rows       integer NOT NULL DEFAULT 0,
  imported_rows        integer NOT NULL DEFAULT 0,
  check_job_id         text,
  import_job_id        text,
  error_message        text,
  created_at           timestamptz NOT NULL DEFAULT now(),
  created_by           text REFERENCES users (user_id) ON DELETE SET NULL,
  updated_at           timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX beneficiary_imports_account_idx ON beneficiary_imports (account_id, created_at DESC);

-- Spec §3 "Temporary beneficiary": a valid row of a checked import, waiting to be committed. beneficiary_id is
-- chosen at check time so a resumed commit writes the same ids; committed rows are deleted in the batch's
-- transaction, so what is left is exactly what is still to do.
CREATE TABLE temporary_beneficiaries (
  import_id                  text NOT NULL REFERENCES beneficiary_imports (import_id) ON DELETE CASCADE,
  row_number                 integer NOT NULL,
  account_id                 text NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  beneficiary_id             text NOT NULL,
  beneficiary_list_id        text NOT NULL,
  first_name                 text NOT NULL,
  last_name                  text NOT NULL,
  gender                     text,
  dob                        date,
  email                      text,
  external_reference_number  text,
  phone_number               text,
  number_of_family_members   integer NOT NULL DEFAULT 0,
  nationality                char(2),
  name_key                   text NOT NULL DEFAULT '',
  name_skeleton              text NOT NULL DEFAULT '',
  -- Custom lists the row also joins besides the import's list (spec: customListMembers).
  custom_list_members        text[] NOT NULL DEFAULT '{}',
  -- Filled by the check: the master-list beneficiary or earlier file row this row duplicates, with score and why.
  duplicate_of               text,
  duplicate_of_row           integer,
  duplicate_score            real,
  duplicate_level            text CHECK (duplicate_level IN ('DUPLICATE', 'POSSIBLE_DUPLICATE')),
  duplicate_reasons          text[],
  PRIMARY KEY (import_id, row_number)
);
CREATE INDEX temporary_beneficiaries_dob_idx ON temporary_beneficiaries (import_id, dob);

-- Every refused cell of an import's file: which row (1 = the first data row under the header), which field, why.
CREATE TABLE beneficiary_import_errors (
  import_id   text NOT NULL REFERENCES beneficiary_imports (import_id) ON DELETE CASCADE,
  row_number  integer NOT NULL,
  field       text NOT NULL,
  account_id  text NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  code        text NOT NULL,
  message     text NOT NULL,
  value       text,
  PRIMARY KEY (import_id, row_number, field)
);

-- The column mapping an organisation used last, offered again with its next file.
CREATE TABLE beneficiary_import_mappings (
  account_id  text PRIMARY KEY REFERENCES accounts (account_id) ON DELETE CASCADE,
  mapping     jsonb NOT NULL,
  updated_at  timestamptz NOT NULL DEFAULT now()
);

-- Candidate duplicate pairs of the master list and what a person decided. beneficiary_id_a < beneficiary_id_b, so a
-- pair has one row and a DISTINCT decision stops it from coming back.
CREATE TABLE beneficiary_duplicates (
  pair_id            text PRIMARY KEY,
  account_id         text NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  beneficiary_id_a   text NOT NULL,
  beneficiary_id_b   text NOT NULL,
  score              real NOT NULL CHECK (score >= 0 AND score <= 1),
  level              text NOT NULL CHECK (level IN ('DUPLICATE', 'POSSIBLE_DUPLICATE')),
  reasons            text[] NOT NULL,
  status             text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'MERGED', 'DISTINCT')),
  kept_beneficiary_id text,
  decided_by         text REFERENCES users (user_id) ON DELETE SET NULL,
  decided_at         timestamptz,
  created_at         timestamptz NOT NULL DEFAULT now(),
  CHECK (beneficiary_id_a < beneficiary_id_b)
);
CREATE UNIQUE INDEX beneficiary_duplicates_pair_key ON beneficiary_duplicates (account_id, beneficiary_id_a, beneficiary_id_b);
CREATE INDEX beneficiary_duplicates_queue_idx
  ON beneficiary_duplicates (account_id, status, score DESC, pair_id COLLATE "C");
CREATE INDEX beneficiary_duplicates_b_idx ON beneficiary_duplicates (beneficiary_id_b);

ALTER TABLE beneficiary_imports ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON beneficiary_imports
  USING (account_id = current_setting('app.account_id', true))
  WITH CHECK (account_id = current_setting('app.account_id', true));
ALTER TABLE temporary_beneficiaries ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON temporary_beneficiaries
  USING (account_id = current_setting('app.account_id', true))
  WITH CHECK (account_id = current_setting('app.account_id', true));
ALTER TABLE beneficiary_import_errors ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON beneficiary_import_errors
  USING (account_id = current_setting('app.account_id', true))
  WITH CHECK (account_id = current_setting('app.account_id', true));
ALTER TABLE beneficiary_import_mappings ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON beneficiary_import_mappings
  USING (account_id = current_setting('app.account_id', true))
  WITH CHECK (account_id = current_setting('app.account_id', true));
ALTER TABLE beneficiary_duplicates ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON beneficiary_duplicates
  USING (account_id = current_setting('app.account_id', true))
  WITH CHECK (account_id = current_setting('app.account_id', true));

-- Activity log: imports, merges and "not a duplicate" decisions.
ALTER TABLE activity_logs DROP CONSTRAINT activity_logs_action_check;
ALTER TABLE activity_logs ADD CONSTRAINT activity_logs_action_check
  CHECK (action IN ('CREATE', 'UPDATE', 'DELETE', 'CANCEL', 'REVOKE', 'SIGN_IN', 'INVITE', 'RESEND_INVITATION',
                    'ENABLE', 'DISABLE', 'SWITCH_ORGANIZATION', 'IMPORT', 'MERGE', 'MARK_DISTINCT'));
