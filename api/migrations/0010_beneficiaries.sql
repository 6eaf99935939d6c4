-- Beneficiaries and beneficiary lists (issue 8, first part). Every organisation has one MASTER list (id grp--,
-- accounts.master_beneficiary_list_id) that holds each beneficiary once through beneficiaries.group_id; CUSTOM lists
-- (bel--) are sets of master-list members in beneficiary_list_members. The lists' counts are stored, not counted on
-- read, and the API keeps them correct in the transaction of every change (see api/src/beneficiaries/counts.ts).
-- PostgreSQL 15 features at most: the same file runs on PGlite and on a PostgreSQL 15 server.

CREATE TABLE beneficiary_lists (
  beneficiary_list_id        text PRIMARY KEY,
  account_id                 text NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  list_name                  text NOT NULL,
  list_comments              text,
  list_type                  text NOT NULL DEFAULT 'CUSTOM' CHECK (list_type IN ('MASTER', 'CUSTOM')),
  status                     text NOT NULL DEFAULT 'LOCKED' CHECK (status IN ('LOCKED', 'OPEN')),
  number_of_families         integer NOT NULL DEFAULT 0 CHECK (number_of_families >= 0),
  number_of_family_members   integer NOT NULL DEFAULT 0 CHECK (number_of_family_members >= 0),
  number_of_main_beneficiaries integer NOT NULL DEFAULT 0 CHECK (number_of_main_beneficiaries >= 0),
  -- [{ "key", "label", "type": TEXT | NUMBER | DATE | BOOLEAN }], checked by the API (common/src/beneficiaries).
  property_list              jsonb NOT NULL DEFAULT '[]'::jsonb,
  external_smart_form        text,
  created_at                 timestamptz NOT NULL DEFAULT now(),
  created_by                 text REFERENCES users (user_id) ON DELETE SET NULL,
  updated_at                 timestamptz NOT NULL DEFAULT now(),
  updated_by                 text REFERENCES users (user_id) ON DELETE SET NULL,
  CONSTRAINT beneficiary_lists_id_prefix_check CHECK (
    (list_type = 'MASTER' AND beneficiary_list_id LIKE 'grp--%')
    OR (list_type = 'CUSTOM' AND beneficiary_list_id LIKE 'bel--%'))
);
CREATE UNIQUE INDEX beneficiary_lists_account_name_key ON beneficiary_lists (account_id, lower(list_name));
-- One master list per organisation.
CREATE UNIQUE INDEX beneficiary_lists_master_key ON beneficiary_lists (account_id) WHERE list_type = 'MASTER';
-- One index per sort option, keyed the way the keyset pagination compares (sort key, then id, byte order).
CREATE INDEX beneficiary_lists_created_idx ON beneficiary_lists (account_id, created_at, beneficiary_list_id COLLATE "C");
CREATE INDEX beneficiary_lists_updated_idx ON beneficiary_lists (account_id, updated_at, beneficiary_list_id COLLATE "C");
CREATE INDEX beneficiary_lists_name_idx
  ON beneficiary_lists (account_id, lower(list_name) COLLATE "C", beneficiary_list_id COLLATE "C");
CREATE INDEX beneficiary_lists_status_idx
  ON beneficiary_lists (account_id, status COLLATE "C", beneficiary_list_id COLLATE "C");
CREATE INDEX beneficiary_lists_type_idx
  ON beneficiary_lists (account_id, list_type COLLATE "C", beneficiary_list_id COLLATE "C");
CREATE INDEX beneficiary_lists_name_trgm ON beneficiary_lists USING gin (list_name gin_trgm_ops);

CREATE TABLE beneficiaries (
  beneficiary_id             text PRIMARY KEY,
  account_id                 text NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  -- The organisation's master list: membership of it is this column, so a beneficiary is in it exactly once.
  group_id                   text NOT NULL REFERENCES beneficiary_lists (beneficiary_list_id),
  first_name                 text NOT NULL,
  last_name                  text NOT NULL,
  gender                     text CHECK (gender IN ('F', 'M', 'PNTS', 'O')),
  dob                        date,
  email                      text,
  external_reference_number  text,
  -- E.164, normalised by the API with libphonenumber-js.
  phone_number               text CHECK (phone_number ~ '^\+[1-9][0-9]{6,14}$'),
  -- Other people in the beneficiary's family, the beneficiary not counted.
  number_of_family_members   integer NOT NULL DEFAULT 0 CHECK (number_of_family_members BETWEEN 0 AND 100),
  nationality                char(2),
  -- Spec §3 codes: F-I file import, E-F external form, I internal.
  creation_method            text NOT NULL DEFAULT 'I' CHECK (creation_method IN ('F-I', 'E-F', 'I')),
  created_at                 timestamptz NOT NULL DEFAULT now(),
  created_by                 text REFERENCES users (user_id) ON DELETE SET NULL,
  updated_at                 timestamptz NOT NULL DEFAULT now(),
  updated_by                 text REFERENCES users (user_id) ON DELETE SET NULL
);
CREATE INDEX beneficiaries_created_idx ON beneficiaries (account_id, created_at, beneficiary_id COLLATE "C");
CREATE INDEX beneficiaries_updated_idx ON beneficiaries (account_id, updated_at, beneficiary_id COLLATE "C");
CREATE INDEX beneficiaries_name_idx
  ON beneficiaries (account_id, lower(last_name || ' ' || first_name) COLLATE "C", beneficiary_id COLLATE "C");
-- Exact look-ups the deduplication will need, and CONTAINS through app_text_search (see 0002).
CREATE INDEX beneficiaries_first_name_trgm ON beneficiaries USING gin (first_name gin_trgm_ops);
CREATE INDEX beneficiaries_last_name_trgm ON beneficiaries USING gin (last_name gin_trgm_ops);
CREATE INDEX beneficiaries_email_trgm ON beneficiaries USING gin (email gin_trgm_ops);
CREATE INDEX beneficiaries_phone_trgm ON beneficiaries USING gin (phone_number gin_trgm_ops);
CREATE INDEX beneficiaries_external_ref_trgm ON beneficiaries USING gin (external_reference_number gin_trgm_ops);

CREATE TABLE beneficiary_list_members (
  beneficiary_list_id  text NOT NULL REFERENCES beneficiary_lists (beneficiary_list_id) ON DELETE CASCADE,
  beneficiary_id       text NOT NULL REFERENCES beneficiaries (beneficiary_id) ON DELETE CASCADE,
  account_id           text NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  added_at             timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (beneficiary_list_id, beneficiary_id)
);
-- "Which lists is this beneficiary in" (a beneficiary's page, removal on delete).
CREATE INDEX beneficiary_list_members_beneficiary_idx ON beneficiary_list_members (beneficiary_id);

ALTER TABLE accounts
  ADD COLUMN master_beneficiary_list_id text REFERENCES beneficiary_lists (beneficiary_list_id) ON DELETE SET NULL;

ALTER TABLE beneficiary_lists ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON beneficiary_lists
  USING (account_id = current_setting('app.account_id', true))
  WITH CHECK (account_id = current_setting('app.account_id', true));

ALTER TABLE beneficiaries ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON beneficiaries
  USING (account_id = current_setting('app.account_id', true))
  WITH CHECK (account_id = current_setting('app.account_id', true));

ALTER TABLE beneficiary_list_members ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON beneficiary_list_members
  USING (account_id = current_setting('app.account_id', true))
  WITH CHECK (account_id = current_setting('app.account_id', true));

-- A master list for every organisation that exists already; new ones get theirs from ensureMasterList (API). The id
-- is derived from the account id so that running this on any copy of the data gives the same ids.
INSERT INTO beneficiary_lists (beneficiary_list_id, account_id, list_name, list_type, status)
SELECT 'grp--' || substr(md5(account_id), 1, 26), account_id, 'Master list', 'MASTER', 'LOCKED' FROM accounts;
UPDATE accounts SET master_beneficiary_list_id = 'grp--' || substr(md5(account_id), 1, 26);
