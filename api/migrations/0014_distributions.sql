-- Distributions (issue 9, first part): a program's cash, voucher or in-kind distribution to a snapshot of a LOCKED
-- beneficiary list, one entitlement per family, approvals, the organisation's approval rules, and the append-only
-- voucher redemption ledger the scanning issue writes. Status vocabularies and their transitions are checked by the
-- API against common/src/distributions/transitions.ts; the CHECKs here only keep values in the vocabulary.
-- PostgreSQL 15 features at most: the same file runs on PGlite and on a PostgreSQL 15 server.

CREATE TABLE distributions (
  distribution_id              text PRIMARY KEY CHECK (distribution_id LIKE 'dis--%'),
  account_id                   text NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  program_id                   text NOT NULL REFERENCES programs (program_id),
  distribution_name            text NOT NULL,
  distribution_type            text NOT NULL DEFAULT 'CASH' CHECK (distribution_type IN ('CASH', 'VOUCHER', 'IN_KIND')),
  distribution_summary         text,
  distribution_status          text NOT NULL DEFAULT 'READY' CHECK (distribution_status IN
    ('READY', 'CREATE_IN_PROGRESS', 'APPROVAL_PENDING', 'APPROVED', 'DISAPPROVED', 'CANCELLED')),
  request_photo                boolean NOT NULL DEFAULT false,
  request_signature            boolean NOT NULL DEFAULT false,
  -- The list it was made from; the list may be deleted later, the snapshot (distribution_members) stays.
  beneficiary_list_id          text NOT NULL,
  -- [{ "question", "answerType" }]: post-distribution monitoring questions.
  distribution_pdms            jsonb NOT NULL DEFAULT '[]'::jsonb,
  amount_per_beneficiary       bigint NOT NULL DEFAULT 0 CHECK (amount_per_beneficiary >= 0),
  amount_per_beneficiary_currency char(3) NOT NULL,
  include_dependants           boolean NOT NULL DEFAULT false,
  amount_per_dependant         bigint NOT NULL DEFAULT 0 CHECK (amount_per_dependant >= 0),
  -- IN_KIND: [{ "name", "unit", "quantityPerBeneficiary", "quantityPerDependant" }].
  items                        jsonb NOT NULL DEFAULT '[]'::jsonb,
  valid_until                  date,
  additional_info              text,
  -- The snapshot's size, stored at creation (it never changes afterwards).
  number_of_families           integer NOT NULL DEFAULT 0,
  number_of_family_members     integer NOT NULL DEFAULT 0,
  created_at                   timestamptz NOT NULL DEFAULT now(),
  created_by                   text REFERENCES users (user_id) ON DELETE SET NULL,
  updated_at                   timestamptz NOT NULL DEFAULT now(),
  updated_by                   text REFERENCES users (user_id) ON DELETE SET NULL
);
CREATE INDEX distributions_program_idx ON distributions (account_id, program_id);
CREATE INDEX distributions_created_idx ON distributions (account_id, created_at, distribution_id COLLATE "C");
CREATE INDEX distributions_updated_idx ON distributions (account_id, updated_at, distribution_id COLLATE "C");
CREATE INDEX distributions_name_idx
  ON distributions (account_id, lower(distribution_name) COLLATE "C", distribution_id COLLATE "C");
CREATE INDEX distributions_status_idx
  ON distributions (account_id, distribution_status COLLATE "C", distribution_id COLLATE "C");
CREATE INDEX distributions_type_idx
  ON distributions (account_id, distribution_type COLLATE "C", distribution_id COLLATE "C");

-- Who is entitled: the list's members as they were when the distribution was created.
CREATE TABLE distribution_members (
  distribution_id              text NOT NULL REFERENCES distributions (distribution_id) ON DELETE CASCADE,
  beneficiary_id               text NOT NULL,
  account_id                   text NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  first_name                   text NOT NULL,
  last_name                    text NOT NULL,
  number_of_family_members     integer NOT NULL DEFAULT 0,
  nationality                  char(2),
  phone_number                 text,
  PRIMARY KEY (distribution_id, beneficiary_id)
);

CREATE TABLE entitlements (
  entitlement_id               text PRIMARY KEY CHECK (
    entitlement_id LIKE 'csh%' OR entitlement_id LIKE 'vou--%' OR entitlement_id LIKE 'ink--%'),
  distribution_id              text NOT NULL REFERENCES distributions (distribution_id) ON DELETE CASCADE,
  account_id                   text NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  beneficiary_id               text NOT NULL,
  first_name                   text NOT NULL,
  number_of_family_members     integer NOT NULL DEFAULT 0,
  amount                       bigint NOT NULL DEFAULT 0 CHECK (amount >= 0),
  currency                     char(3) NOT NULL,
  -- IN_KIND: the distribution's items with this family's quantity.
  items                        jsonb NOT NULL DEFAULT '[]'::jsonb,
  payment_status               text NOT NULL DEFAULT 'NOT_INITIATED' CHECK (payment_status IN
    ('NOT_INITIATED', 'SCHEDULED', 'INITIATED', 'PENDING', 'PROCESSING', 'COMPLETED', 'DECLINED', 'CANCELLED',
     'REVERSED', 'ERROR', 'BENEFICIARY_NAME_MISMATCH')),
  created_at                   timestamptz NOT NULL DEFAULT now(),
  updated_at                   timestamptz NOT NULL DEFAULT now(),
  -- One per family: a resumed generation job cannot make a second one.
  UNIQUE (distribution_id, beneficiary_id)
);
CREATE INDEX entitlements_page_idx ON entitlements (distribution_id, created_at, entitlement_id COLLATE "C");

CREATE TABLE distribution_approvals (
  approval_id                  text PRIMARY KEY CHECK (approval_id LIKE 'apr--%'),
  distribution_id              text NOT NULL REFERENCES distributions (distribution_id) ON DELETE CASCADE,
  account_id                   text NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  decided_by                   text NOT NULL REFERENCES users (user_id),
  decision                     text NOT NULL CHECK (decision IN ('APPROVED', 'DISAPPROVED')),
  reason                       text,
  -- Which round of approval (a DISAPPROVED distribution edited and resubmitted starts a new one).
  round                        integer NOT NULL DEFAULT 1,
  decided_at                   timestamptz NOT NULL DEFAULT now(),
  -- One decision per person and round: N approvers means N different people.
  UNIQUE (distribution_id, round, decided_by),
  CHECK (decision = 'APPROVED' OR reason IS NOT NULL)
);
ALTER TABLE distributions ADD COLUMN approval_round integer NOT NULL DEFAULT 1;

-- One row per organisation; without one, one approver suffices and no roles are incompatible.
CREATE TABLE approval_settings (
  account_id                   text PRIMARY KEY REFERENCES accounts (account_id) ON DELETE CASCADE,
  -- [{ "minTotal", "currency", "approvers" }]: a total above minTotal (minor units of currency) needs N approvers.
  rules                        jsonb NOT NULL DEFAULT '[]'::jsonb,
  -- [{ "creatorRoleId", "approverRoleId" }]: segregation of duties.
  incompatible_roles           jsonb NOT NULL DEFAULT '[]'::jsonb,
  updated_at                   timestamptz NOT NULL DEFAULT now(),
  updated_by                   text REFERENCES users (user_id) ON DELETE SET NULL
);

-- The redemption ledger (scanning issue): append-only, a voucher's remaining value is derived from it.
CREATE TABLE voucher_redemptions (
  redemption_id                text PRIMARY KEY,
  account_id                   text NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  voucher_id                   text NOT NULL REFERENCES entitlements (entitlement_id),
  amount                       bigint NOT NULL CHECK (amount > 0),
  idempotency_key              text NOT NULL,
  device_time                  timestamptz,
  server_time                  timestamptz NOT NULL DEFAULT now(),
  officer_id                   text REFERENCES users (user_id),
  UNIQUE (account_id, idempotency_key)
);
CREATE INDEX voucher_redemptions_voucher_idx ON voucher_redemptions (voucher_id);
-- 0002 grants every table to the app role by default; the ledger is append-only for it.
REVOKE UPDATE, DELETE ON voucher_redemptions FROM aid_app;

ALTER TABLE distributions ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON distributions
  USING (account_id = current_setting('app.account_id', true))
  WITH CHECK (account_id = current_setting('app.account_id', true));
ALTER TABLE distribution_members ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON distribution_members
  USING (account_id = current_setting('app.account_id', true))
  WITH CHECK (account_id = current_setting('app.account_id', true));
ALTER TABLE entitlements ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON entitlements
  USING (account_id = current_setting('app.account_id', true))
  WITH CHECK (account_id = current_setting('app.account_id', true));
ALTER TABLE distribution_approvals ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON distribution_approvals
  USING (account_id = current_setting('app.account_id', true))
  WITH CHECK (account_id = current_setting('app.account_id', true));
ALTER TABLE approval_settings ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON approval_settings
  USING (account_id = current_setting('app.account_id', true))
  WITH CHECK (account_id = current_setting('app.account_id', true));
ALTER TABLE voucher_redemptions ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON voucher_redemptions
  USING (account_id = current_setting('app.account_id', true))
  WITH CHECK (account_id = current_setting('app.account_id', true));

-- Activity log: distribution decisions.
ALTER TABLE activity_logs DROP CONSTRAINT activity_logs_action_check;
ALTER TABLE activity_logs ADD CONSTRAINT activity_logs_action_check
  CHECK (action IN ('CREATE', 'UPDATE', 'DELETE', 'CANCEL', 'REVOKE', 'SIGN_IN', 'INVITE', 'RESEND_INVITATION',
                    'ENABLE', 'DISABLE', 'SWITCH_ORGANIZATION', 'IMPORT', 'MERGE', 'MARK_DISTINCT', 'SUBMIT',
                    'APPROVE', 'DISAPPROVE'));
