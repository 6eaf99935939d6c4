-- Every organisation has the PREDEFINED roles (ADMIN, PROGRAM_MANAGER, FIELD_OFFICER, VIEWER; created by
-- api/src/roles/predefined.ts, which also adds them to organisations that existed before). A CUSTOM role that took
-- one of those names would keep the PREDEFINED one out (names are unique per organisation ignoring case), so it
-- is renamed, keeping its id, its permissions and its members.
UPDATE roles r
   SET role_name = CASE
         WHEN NOT EXISTS (SELECT 1 FROM roles o
                           WHERE o.account_id = r.account_id AND lower(o.role_name) = lower(r.role_name || ' (custom)'))
         THEN r.role_name || ' (custom)'
         ELSE r.role_name || ' (custom ' || r.role_id || ')'
       END,
       updated_at = now()
 WHERE r.role_type = 'CUSTOM'
   AND upper(r.role_name) IN ('ADMIN', 'PROGRAM_MANAGER', 'FIELD_OFFICER', 'VIEWER');

-- Members per role are counted by unnesting role_ids; the delete check and the roles list read it per organisation.
CREATE INDEX IF NOT EXISTS memberships_role_ids_idx ON memberships USING gin (role_ids);
