-- Smart forms (issue 25): a form's draft, which the builder edits, and its published versions, which never change
-- once written so every submission can name the version it was filled in. The definition's shape is checked by the
-- API (common/src/smart-forms/definition.ts), not here. PostgreSQL 15 features at most.

CREATE TABLE smart_forms (
  smart_form_id      text PRIMARY KEY CHECK (smart_form_id LIKE 'smf--%'),
  account_id         text NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  form_name          text NOT NULL,
  description        text,
  status             text NOT NULL DEFAULT 'DRAFT' CHECK (status IN ('DRAFT', 'PUBLISHED', 'CLOSED')),
  -- RESTRICT: a list that forms collect into cannot go while they exist (the API refuses it first, with a message).
  target_list_id     text NOT NULL REFERENCES beneficiary_lists (beneficiary_list_id) ON DELETE RESTRICT,
  auto_accept        boolean NOT NULL DEFAULT false,
  -- scrypt of the public link's access code (api/src/smart-forms/access-code.ts); null when none is asked for.
  access_code_hash   text,
  -- The public link's secret (/f/<token>): 128 random bits, base64url, set at the first publish and kept.
  public_token       text UNIQUE,
  draft              jsonb NOT NULL,
  -- The latest version's number; null before the first publish.
  published_version  integer CHECK (published_version >= 1),
  created_at         timestamptz NOT NULL DEFAULT now(),
  created_by         text REFERENCES users (user_id) ON DELETE SET NULL,
  updated_at         timestamptz NOT NULL DEFAULT now(),
  updated_by         text REFERENCES users (user_id) ON DELETE SET NULL,
  CHECK ((status = 'DRAFT') = (published_version IS NULL)),
  CHECK ((published_version IS NULL) = (public_token IS NULL))
);
-- The list, newest first, keyed the way the keyset pagination compares (created_at, then id in byte order).
CREATE INDEX smart_forms_account_created_idx
  ON smart_forms (account_id, created_at DESC, smart_form_id COLLATE "C" DESC);
-- Which forms collect into a list (deleting a list, setting its externalSmartForm).
CREATE INDEX smart_forms_target_list_idx ON smart_forms (account_id, target_list_id);

ALTER TABLE smart_forms ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON smart_forms
  USING (account_id = current_setting('app.account_id', true))
  WITH CHECK (account_id = current_setting('app.account_id', true));

-- Inserted once per publish and never updated: the role requests run as may not UPDATE it (revoked below).
CREATE TABLE smart_form_versions (
  smart_form_id  text NOT NULL REFERENCES smart_forms (smart_form_id) ON DELETE CASCADE,
  version        integer NOT NULL CHECK (version >= 1),
  account_id     text NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  definition     jsonb NOT NULL,
  published_at   timestamptz NOT NULL DEFAULT now(),
  published_by   text REFERENCES users (user_id) ON DELETE SET NULL,
  PRIMARY KEY (smart_form_id, version)
);

ALTER TABLE smart_form_versions ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON smart_form_versions
  USING (account_id = current_setting('app.account_id', true))
  WITH CHECK (account_id = current_setting('app.account_id', true));

-- A published version is immutable: PostgreSQL refuses an UPDATE from any request, whatever the code does.
REVOKE UPDATE ON smart_form_versions FROM aid_app;
