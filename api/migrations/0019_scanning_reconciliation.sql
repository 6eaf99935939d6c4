-- Voucher scanning and reconciliation (issue 10).
-- PostgreSQL 15 features at most: the same file runs on PGlite and on a PostgreSQL 15 server.
--
-- Scanning writes the append-only ledger of 0014 (voucher_redemptions). A redemption made offline carries the device's
-- idempotency key and time; at sync, one that would take a voucher below zero is not applied but kept here as a
-- conflict (never dropped), which the officer sees and reconciliation counts until someone resolves it.

-- What a redemption asked for: the camera photo and the drawn signature (platform uploads), where it was made.
ALTER TABLE voucher_redemptions ADD COLUMN photo_file_id text REFERENCES files (file_id);
ALTER TABLE voucher_redemptions ADD COLUMN signature_file_id text REFERENCES files (file_id);
ALTER TABLE voucher_redemptions ADD COLUMN source text NOT NULL DEFAULT 'ONLINE' CHECK (source IN ('ONLINE', 'OFFLINE'));
ALTER TABLE voucher_redemptions ADD COLUMN device_id text;
-- Reconciliation sums a distribution's redemptions: the ledger carries its distribution (the voucher's, never changes).
ALTER TABLE voucher_redemptions ADD COLUMN distribution_id text REFERENCES distributions (distribution_id);
CREATE INDEX voucher_redemptions_distribution_idx ON voucher_redemptions (distribution_id, voucher_id);

CREATE TABLE redemption_conflicts (
  conflict_id                  text PRIMARY KEY CHECK (conflict_id LIKE 'rcf--%'),
  account_id                   text NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  voucher_id                   text NOT NULL REFERENCES entitlements (entitlement_id),
  distribution_id              text NOT NULL REFERENCES distributions (distribution_id),
  -- What the device redeemed, and what was left when the server tried to apply it.
  amount                       bigint NOT NULL CHECK (amount > 0),
  remaining_at_sync            bigint NOT NULL CHECK (remaining_at_sync >= 0),
  reason                       text NOT NULL CHECK (reason IN
    ('NOT_ENOUGH_VALUE', 'FULLY_USED', 'EXPIRED', 'NOT_APPROVED')),
  idempotency_key              text NOT NULL,
  device_id                    text,
  device_time                  timestamptz,
  server_time                  timestamptz NOT NULL DEFAULT now(),
  officer_id                   text REFERENCES users (user_id),
  resolved_at                  timestamptz,
  resolved_by                  text REFERENCES users (user_id),
  resolution_note              text,
  -- A retried sync finds its conflict again rather than making a second one.
  UNIQUE (account_id, idempotency_key)
);
CREATE INDEX redemption_conflicts_distribution_idx ON redemption_conflicts (distribution_id, server_time, conflict_id);

-- A payment provider's report: which column holds our reference and which its status, remembered per provider.
CREATE TABLE reconciliation_providers (
  account_id                   text NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  provider                     text NOT NULL CHECK (length(provider) BETWEEN 1 AND 100),
  match_column                 text NOT NULL,
  status_column                text NOT NULL,
  updated_at                   timestamptz NOT NULL DEFAULT now(),
  updated_by                   text REFERENCES users (user_id) ON DELETE SET NULL,
  PRIMARY KEY (account_id, provider)
);

-- One import of a provider report into one distribution, run as a job; the result file lists every row's outcome.
CREATE TABLE reconciliation_imports (
  import_id                    text PRIMARY KEY CHECK (import_id LIKE 'rci--%'),
  account_id                   text NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  distribution_id              text NOT NULL REFERENCES distributions (distribution_id) ON DELETE CASCADE,
  provider                     text NOT NULL,
  file_id                      text NOT NULL REFERENCES files (file_id),
  match_column                 text NOT NULL,
  status_column                text NOT NULL,
  job_id                       text,
  status                       text NOT NULL DEFAULT 'REQUESTED' CHECK (status IN
    ('REQUESTED', 'PROCESSING', 'COMPLETED', 'FAILURE')),
  rows_total                   integer NOT NULL DEFAULT 0,
  matched                      integer NOT NULL DEFAULT 0,
  failed                       integer NOT NULL DEFAULT 0,
  not_found                    integer NOT NULL DEFAULT 0,
  -- Families whose payment status this import moved (0 when the same file is imported again).
  changed                      integer NOT NULL DEFAULT 0,
  result_file_id               text REFERENCES files (file_id),
  error                        text,
  created_by                   text REFERENCES users (user_id) ON DELETE SET NULL,
  created_at                   timestamptz NOT NULL DEFAULT now(),
  finished_at                  timestamptz
);
CREATE INDEX reconciliation_imports_distribution_idx ON reconciliation_imports (distribution_id, created_at, import_id);

ALTER TABLE redemption_conflicts ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON redemption_conflicts
  USING (account_id = current_setting('app.account_id', true))
  WITH CHECK (account_id = current_setting('app.account_id', true));
ALTER TABLE reconciliation_providers ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON reconciliation_providers
  USING (account_id = current_setting('app.account_id', true))
  WITH CHECK (account_id = current_setting('app.account_id', true));
ALTER TABLE reconciliation_imports ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON reconciliation_imports
  USING (account_id = current_setting('app.account_id', true))
  WITH CHECK (account_id = current_setting('app.account_id', true));

-- Activity log: a family's payment resolved by hand, a conflict resolved.
ALTER TABLE activity_logs DROP CONSTRAINT activity_logs_action_check;
ALTER TABLE activity_logs ADD CONSTRAINT activity_logs_action_check
  CHECK (action IN ('CREATE', 'UPDATE', 'DELETE', 'CANCEL', 'REVOKE', 'SIGN_IN', 'INVITE', 'RESEND_INVITATION',
                    'ENABLE', 'DISABLE', 'SWITCH_ORGANIZATION', 'IMPORT', 'MERGE', 'MARK_DISTINCT', 'SUBMIT',
                    'APPROVE', 'DISAPPROVE', 'RESOLVE'));
