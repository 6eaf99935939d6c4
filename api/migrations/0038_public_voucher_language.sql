-- The family's voucher page (/v/<code>) in the family's language (issue 27): public_voucher also answers the family's
-- nationality (whose languages stand in for theirs, as for their messages) and the organisation's language for
-- families. The API turns the two into a language and passes on that alone: the page still shows nothing personal.
-- PostgreSQL 15 features at most: the same file runs on PGlite and on a PostgreSQL 15 server.
DROP FUNCTION public_voucher(text);
CREATE FUNCTION public_voucher(code text)
  RETURNS TABLE (voucher_id text, account_id text, amount bigint, currency text, valid_until date,
                 signature text, redeemed bigint, nationality text, family_language text)
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp
AS $$
  SELECT e.entitlement_id, e.account_id, e.amount, e.currency::text, e.voucher_valid_until, e.voucher_signature,
         (SELECT coalesce(sum(r.amount), 0)::bigint FROM voucher_redemptions r WHERE r.voucher_id = e.entitlement_id),
         (SELECT b.nationality::text FROM beneficiaries b WHERE b.beneficiary_id = e.beneficiary_id),
         (SELECT s.default_language FROM notification_settings s WHERE s.account_id = e.account_id)
    FROM entitlements e JOIN distributions d ON d.distribution_id = e.distribution_id
   WHERE e.voucher_code = $1 AND d.distribution_type = 'VOUCHER' AND d.distribution_status = 'APPROVED'
$$;
REVOKE ALL ON FUNCTION public_voucher(text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION public_voucher(text) TO aid_app;
