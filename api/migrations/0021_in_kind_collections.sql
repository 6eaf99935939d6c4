-- In-kind collection (issue 10): an IN_KIND distribution's families get a code and a signed QR like vouchers (amount
-- 0: the QR proves the entitlement, not a value), and what they collect is an append-only ledger, as redemptions
-- are: each hand-over names the items and quantities given, carries the device's idempotency key, and the
-- collection status (NOT_COLLECTED, PARTIALLY_COLLECTED, FULLY_COLLECTED) derives from it, never stored.
-- PostgreSQL 15 features at most: the same file runs on PGlite and on a PostgreSQL 15 server.

CREATE TABLE in_kind_collections (
  collection_id                text PRIMARY KEY CHECK (collection_id LIKE 'ikc--%'),
  account_id                   text NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  entitlement_id               text NOT NULL REFERENCES entitlements (entitlement_id),
  distribution_id              text NOT NULL REFERENCES distributions (distribution_id),
  -- [{ "name": …, "quantity": … }]: what was handed over this time, quantities in the item's unit.
  items                        jsonb NOT NULL CHECK (jsonb_typeof(items) = 'array' AND jsonb_array_length(items) > 0),
  idempotency_key              text NOT NULL,
  device_id                    text,
  device_time                  timestamptz,
  server_time                  timestamptz NOT NULL DEFAULT now(),
  officer_id                   text REFERENCES users (user_id),
  photo_file_id                text REFERENCES files (file_id),
  signature_file_id            text REFERENCES files (file_id),
  UNIQUE (account_id, idempotency_key)
);
CREATE INDEX in_kind_collections_entitlement_idx ON in_kind_collections (entitlement_id);
CREATE INDEX in_kind_collections_distribution_idx ON in_kind_collections (distribution_id, entitlement_id);
REVOKE UPDATE, DELETE ON in_kind_collections FROM aid_app;

ALTER TABLE in_kind_collections ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON in_kind_collections
  USING (account_id = current_setting('app.account_id', true))
  WITH CHECK (account_id = current_setting('app.account_id', true));
