-- Photos and signatures sent through a smart form's public link (issue 25): the family's phone uploads each image
-- first (POST /public/forms/<token>/files), then sends the answers naming the file ids. The content is an ordinary
-- file of the form's organisation (files, the platform's storage); this table ties it to the form it was sent for,
-- so a public submission can only name an image uploaded through the same form's link, and only once.
--
-- files.created_by stays NULL for these: it is already nullable (a deleted user's files keep their row), and no user
-- made them. A "system" user would be a person in the users table that no one is, seen in member lists and
-- activity filters; NULL says what is true, and the link to the form (here) says where the file came from.

CREATE TABLE smart_form_uploads (
  file_id        text PRIMARY KEY REFERENCES files (file_id) ON DELETE CASCADE,
  account_id     text NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  -- A form is deleted only while nobody has filled it: its unused uploads go with it.
  smart_form_id  text NOT NULL REFERENCES smart_forms (smart_form_id) ON DELETE CASCADE,
  -- The submission that named it; null until then. Set once, in the submission's transaction: never reused.
  submission_id  text REFERENCES smart_form_submissions (submission_id) ON DELETE CASCADE,
  created_at     timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX smart_form_uploads_form_idx ON smart_form_uploads (account_id, smart_form_id, created_at);

ALTER TABLE smart_form_uploads ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON smart_form_uploads
  USING (account_id = current_setting('app.account_id', true))
  WITH CHECK (account_id = current_setting('app.account_id', true));
