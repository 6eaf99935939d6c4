-- Tenant isolation enforced by PostgreSQL, and trigram text search.
--
-- Requests run as the role aid_app (see src/db/tenant.ts): not the tables' owner and not a superuser, so the
-- row-level security policies below apply to everything they read or write. The owner (migrations, the job
-- queue's bookkeeping, the authentication look-up, which happens before any organisation is known) bypasses them.

DO $$
BEGIN
  CREATE ROLE aid_app NOLOGIN;
EXCEPTION
  -- Roles are shared by every database of a server: another database (or a concurrent migration) made it first.
  WHEN duplicate_object OR unique_violation THEN NULL;
END $$;
-- The connecting user must be a member to switch to it (a superuser always may).
GRANT aid_app TO CURRENT_USER;

GRANT USAGE ON SCHEMA public TO aid_app;
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO aid_app;
REVOKE ALL ON schema_migrations FROM aid_app;
-- Tables of later migrations get the same grants; each enables its own row-level security.
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO aid_app;

-- One organisation per transaction: app.account_id. Unset (or '') matches nothing. app.user_id is set too, for
-- domains whose rows belong to a member (the API still filters on it explicitly).
ALTER TABLE programs ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON programs
  USING (account_id = current_setting('app.account_id', true))
  WITH CHECK (account_id = current_setting('app.account_id', true));

ALTER TABLE activity_logs ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON activity_logs
  USING (account_id = current_setting('app.account_id', true))
  WITH CHECK (account_id = current_setting('app.account_id', true));

-- Crash reports are written by the owner (they may come before sign-in); members read only their organisation's.
ALTER TABLE error_reports ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON error_reports
  USING (account_id = current_setting('app.account_id', true))
  WITH CHECK (account_id = current_setting('app.account_id', true));

-- Memberships, organisations and roles are read across organisations only by the authentication look-up and the
-- signed-in user's own profile (GET /me), both by the token's subject and as the owner; requests see their own.
ALTER TABLE memberships ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON memberships
  USING (account_id = current_setting('app.account_id', true))
  WITH CHECK (account_id = current_setting('app.account_id', true));

ALTER TABLE accounts ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON accounts
  USING (account_id = current_setting('app.account_id', true))
  WITH CHECK (account_id = current_setting('app.account_id', true));

ALTER TABLE roles ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON roles
  USING (account_id = current_setting('app.account_id', true))
  WITH CHECK (account_id = current_setting('app.account_id', true));

ALTER TABLE activity_logs DROP CONSTRAINT activity_logs_action_check;
ALTER TABLE activity_logs ADD CONSTRAINT activity_logs_action_check
  CHECK (action IN ('CREATE', 'UPDATE', 'DELETE', 'CANCEL'));
-- The log filtered by member, newest first.
CREATE INDEX activity_logs_user_idx ON activity_logs (account_id, user_id, created_at);

-- Text search. A trigram index answers CONTAINS (ILIKE '%…%') on large tables; but under row-level security
-- PostgreSQL may not use an index for ILIKE, which is not leakproof, before the policy has filtered the rows.
-- This function runs the search as the owner, always within the organisation of the current transaction, and
-- returns ids the caller's query then joins with. It takes identifiers only (never SQL text), quoted by format().
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- `max_rows` bounds the answer: the API asks for a few thousand ids and, when there are more, filters with ILIKE
-- instead (a broad search is answered faster by reading rows in page order until the page is full).
CREATE FUNCTION app_text_search(tbl regclass, id_column name, search_column name, pattern text, max_rows integer)
  RETURNS SETOF text
  LANGUAGE plpgsql STABLE SECURITY DEFINER
  SET search_path = public, pg_temp
  ROWS 100
AS $$
BEGIN
  RETURN QUERY EXECUTE format(
    'SELECT %I::text FROM %s WHERE account_id = current_setting(''app.account_id'', true) AND %I ILIKE $1 LIMIT $2',
    id_column, tbl, search_column)
  USING pattern, max_rows;
END $$;
REVOKE ALL ON FUNCTION app_text_search(regclass, name, name, text, integer) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION app_text_search(regclass, name, name, text, integer) TO aid_app;

CREATE INDEX programs_name_trgm ON programs USING gin (program_name gin_trgm_ops);
CREATE INDEX programs_description_trgm ON programs USING gin (description gin_trgm_ops);
