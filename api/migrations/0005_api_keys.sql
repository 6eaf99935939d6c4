-- Partner API keys. Each key acts through a user row of its own (kind API_KEY) with a membership in the key's
-- organisation holding the key's role, so permissions, SELECTED scoping and the activity log treat a partner
-- exactly like a member. Only a SHA-256 of the key's secret is stored: the secret is 32 random bytes, so a slow
-- password hash would add nothing but latency to every partner request.
ALTER TABLE users ADD COLUMN kind text NOT NULL DEFAULT 'PERSON' CHECK (kind IN ('PERSON', 'API_KEY'));

CREATE TABLE api_keys (
  api_key_id   text PRIMARY KEY,
  account_id   text NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  user_id      text NOT NULL UNIQUE REFERENCES users (user_id) ON DELETE CASCADE,
  name         text NOT NULL,
  prefix       text NOT NULL,
  secret_sha256 text NOT NULL,
  role_id      text REFERENCES roles (role_id) ON DELETE SET NULL,
  created_by   text REFERENCES users (user_id) ON DELETE SET NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  revoked_at   timestamptz,
  revoked_by   text REFERENCES users (user_id) ON DELETE SET NULL
);
CREATE INDEX api_keys_account_created_idx ON api_keys (account_id, created_at, api_key_id);
-- Names are unique among a organisation's active keys; a revoked key's name can be used again.
CREATE UNIQUE INDEX api_keys_active_name_idx ON api_keys (account_id, lower(name)) WHERE revoked_at IS NULL;

ALTER TABLE api_keys ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON api_keys
  USING (account_id = current_setting('app.account_id', true))
  WITH CHECK (account_id = current_setting('app.account_id', true));
