-- A member's presence (last_active_at, last_sign_in_at: written at most once a minute per member by every request's
-- look-up, api/src/users/presence.ts) changes nothing of who may do what. It is told as `presence:<user id>`, apart
-- from `user:<user id>`: the API's own look-up cache drops the user as before (it reads the presence back to decide
-- the next write), while the gateways' permission caches, fed the other changes through /internal/changes, keep
-- theirs instead of asking the API again every minute for each member.
CREATE OR REPLACE FUNCTION notify_membership_change() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  changed jsonb;
  presence CONSTANT text[] := ARRAY['last_active_at', 'last_sign_in_at', 'updated_at'];
BEGIN
  IF TG_OP = 'DELETE' THEN changed := to_jsonb(OLD); ELSE changed := to_jsonb(NEW); END IF;
  IF TG_TABLE_NAME = 'memberships' AND TG_OP = 'UPDATE' AND (to_jsonb(NEW) - presence) = (to_jsonb(OLD) - presence) THEN
    PERFORM pg_notify('aid_changes', 'presence:' || (changed ->> 'user_id'));
  ELSIF TG_TABLE_NAME IN ('users', 'memberships') THEN
    PERFORM pg_notify('aid_changes', 'user:' || (changed ->> 'user_id'));
  ELSE
    PERFORM pg_notify('aid_changes', 'account:' || (changed ->> 'account_id'));
  END IF;
  RETURN NULL;
END
$$;
