-- Cash payment instructions (issue 9): the columns each organisation chose per financial service provider, and a
-- record of every export with the families it listed, so a broken-off download can be fetched again and no family
-- is ever listed by two exports (the UNIQUE on entitlement_id). PostgreSQL 15 features at most (PGlite too).

CREATE TABLE payment_export_settings (
  account_id                   text NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  -- As the user last spelled it; one row per name regardless of case ("M-Pesa" and "m-pesa" are one provider).
  provider                     text NOT NULL CHECK (length(provider) BETWEEN 1 AND 100),
  columns                      jsonb NOT NULL,
  updated_at                   timestamptz NOT NULL DEFAULT now(),
  updated_by                   text REFERENCES users (user_id) ON DELETE SET NULL
);
CREATE UNIQUE INDEX payment_export_settings_provider_idx ON payment_export_settings (account_id, lower(provider));

CREATE TABLE payment_exports (
  payment_export_id            text PRIMARY KEY CHECK (payment_export_id LIKE 'pex--%'),
  account_id                   text NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  distribution_id              text NOT NULL REFERENCES distributions (distribution_id) ON DELETE CASCADE,
  provider                     text NOT NULL,
  columns                      jsonb NOT NULL,
  file_format                  text NOT NULL CHECK (file_format IN ('CSV', 'XLSX')),
  -- Grows page by page as the file is written; completed_at stays null when the download broke off.
  number_of_families           integer NOT NULL DEFAULT 0,
  exported_at                  timestamptz NOT NULL DEFAULT now(),
  exported_by                  text REFERENCES users (user_id) ON DELETE SET NULL,
  completed_at                 timestamptz
);
CREATE INDEX payment_exports_distribution_idx ON payment_exports (distribution_id, exported_at);

CREATE TABLE payment_export_entitlements (
  payment_export_id            text NOT NULL REFERENCES payment_exports (payment_export_id) ON DELETE CASCADE,
  entitlement_id               text NOT NULL REFERENCES entitlements (entitlement_id) ON DELETE CASCADE,
  account_id                   text NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  PRIMARY KEY (payment_export_id, entitlement_id),
  -- A family is sent to a provider once: a second export of it would be a second payment.
  UNIQUE (entitlement_id)
);

ALTER TABLE payment_export_settings ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON payment_export_settings
  USING (account_id = current_setting('app.account_id', true))
  WITH CHECK (account_id = current_setting('app.account_id', true));
ALTER TABLE payment_exports ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON payment_exports
  USING (account_id = current_setting('app.account_id', true))
  WITH CHECK (account_id = current_setting('app.account_id', true));
ALTER TABLE payment_export_entitlements ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON payment_export_entitlements
  USING (account_id = current_setting('app.account_id', true))
  WITH CHECK (account_id = current_setting('app.account_id', true));
-- The record of what was sent is evidence for reconciliation: the app may add to it, not rewrite it.
REVOKE DELETE ON payment_exports, payment_export_entitlements FROM aid_app;
REVOKE UPDATE ON payment_export_entitlements FROM aid_app;
