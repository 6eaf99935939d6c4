-- Uploaded files: the description here, the content in the file storage (api/src/files/storage.ts), under the
-- organisation's own folder. A row is written only once the content is stored whole, so a failed upload leaves none.
CREATE TABLE files (
  file_id      text PRIMARY KEY,
  account_id   text NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  file_name    text NOT NULL,
  content_type text NOT NULL,
  size_bytes   bigint NOT NULL CHECK (size_bytes >= 0),
  sha256       text NOT NULL,
  created_by   text REFERENCES users (user_id) ON DELETE SET NULL,
  created_at   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX files_account_created_idx ON files (account_id, created_at, file_id);
CREATE INDEX files_account_user_idx ON files (account_id, created_by, created_at);

ALTER TABLE files ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON files
  USING (account_id = current_setting('app.account_id', true))
  WITH CHECK (account_id = current_setting('app.account_id', true));
