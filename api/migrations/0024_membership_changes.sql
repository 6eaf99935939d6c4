-- Who may do what changes rarely and is asked on every request (api/src/auth/middleware.ts), so each API process keeps
-- its members' look-ups (api/src/accounts/membership-cache.ts). Every change to a table that look-up reads is told to
-- every connection listening on `aid_changes` when it commits: a user's row or membership as `user:<user id>`, an
-- organisation's row or roles as `account:<account id>`. PostgreSQL delivers it to the committing connection itself
-- before the commit returns, so a process's own change is never served stale, and to the other processes' listening
-- connections as soon as they are idle.
CREATE FUNCTION notify_membership_change() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb;
BEGIN
  IF TG_OP = 'DELETE' THEN changed := to_jsonb(OLD); ELSE changed := to_jsonb(NEW); END IF;
  IF TG_TABLE_NAME IN ('users', 'memberships') THEN
    PERFORM pg_notify('aid_changes', 'user:' || (changed ->> 'user_id'));
  ELSE
    PERFORM pg_notify('aid_changes', 'account:' || (changed ->> 'account_id'));
  END IF;
  RETURN NULL;
END
$$;

CREATE TRIGGER users_changed AFTER INSERT OR UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_membership_change();
CREATE TRIGGER memberships_changed AFTER INSERT OR UPDATE OR DELETE ON memberships
  FOR EACH ROW EXECUTE FUNCTION notify_membership_change();
CREATE TRIGGER accounts_changed AFTER INSERT OR UPDATE OR DELETE ON accounts
  FOR EACH ROW EXECUTE FUNCTION notify_membership_change();
CREATE TRIGGER roles_changed AFTER INSERT OR UPDATE OR DELETE ON roles
  FOR EACH ROW EXECUTE FUNCTION notify_membership_change();
