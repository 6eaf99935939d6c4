-- Vouchers (issue 9): a VOUCHER distribution's entitlements are its vouchers. Each gets an unguessable code (the
-- short public link /v/<code>), the validity it was signed with and an Ed25519 signature of its QR payload (see
-- common/src/vouchers/qr.ts), made with its organisation's key. Usage is never stored: it is derived from the
-- append-only voucher_redemptions ledger (0014).
-- PostgreSQL 15 features at most: the same file runs on PGlite and on a PostgreSQL 15 server.

ALTER TABLE entitlements ADD COLUMN voucher_code text;
ALTER TABLE entitlements ADD COLUMN voucher_valid_until date;
ALTER TABLE entitlements ADD COLUMN voucher_signature text;
-- 12 Crockford base32 characters (60 random bits); unique across organisations, as the public link has no other key.
ALTER TABLE entitlements ADD CONSTRAINT entitlements_voucher_code_check
  CHECK (voucher_code IS NULL OR voucher_code ~ '^[0-9A-HJKMNP-TV-Z]{12}$');
CREATE UNIQUE INDEX entitlements_voucher_code_idx ON entitlements (voucher_code) WHERE voucher_code IS NOT NULL;
-- The printable sheet reads a distribution's vouchers by keyset in id order.
CREATE INDEX entitlements_voucher_print_idx ON entitlements (distribution_id, entitlement_id)
  WHERE voucher_code IS NOT NULL;

-- One signing key per organisation. The private key is stored encrypted (AES-256-GCM, key derived from
-- VOUCHER_KEY_SECRET, see api/src/vouchers/keys.ts); the public one is plain, scanners fetch it.
CREATE TABLE voucher_keys (
  account_id                   text PRIMARY KEY REFERENCES accounts (account_id) ON DELETE CASCADE,
  algorithm                    text NOT NULL DEFAULT 'Ed25519' CHECK (algorithm = 'Ed25519'),
  -- Raw 32-byte key, base64url.
  public_key                   text NOT NULL,
  -- base64url(iv ‖ tag ‖ ciphertext of the PKCS#8 DER private key).
  private_key_encrypted        text NOT NULL,
  created_at                   timestamptz NOT NULL DEFAULT now()
);
ALTER TABLE voucher_keys ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON voucher_keys
  USING (account_id = current_setting('app.account_id', true))
  WITH CHECK (account_id = current_setting('app.account_id', true));
-- A key is never replaced: vouchers already printed must keep verifying.
REVOKE UPDATE, DELETE ON voucher_keys FROM aid_app;

-- The public page (/v/<code>) has no organisation to scope by. Rather than let the app role read across
-- organisations, this function (running as the tables' owner) answers one exact code with only what the page shows,
-- and only for an APPROVED distribution: nothing is announced before approval, and an unknown code, another type or
-- a distribution in any other status all look the same (no row).
CREATE FUNCTION public_voucher(code text)
  RETURNS TABLE (voucher_id text, account_id text, amount bigint, currency text, valid_until date,
                 signature text, redeemed bigint)
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp
AS $$
  SELECT e.entitlement_id, e.account_id, e.amount, e.currency::text, e.voucher_valid_until, e.voucher_signature,
         (SELECT coalesce(sum(r.amount), 0)::bigint FROM voucher_redemptions r WHERE r.voucher_id = e.entitlement_id)
    FROM entitlements e JOIN distributions d ON d.distribution_id = e.distribution_id
   WHERE e.voucher_code = $1 AND d.distribution_type = 'VOUCHER' AND d.distribution_status = 'APPROVED'
$$;
REVOKE ALL ON FUNCTION public_voucher(text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION public_voucher(text) TO aid_app;
