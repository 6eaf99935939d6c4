-- Smart form submissions (issue 25): what a family or a field worker filled in a published version of a form.
--
-- A submission is "a temporary beneficiary of the target list" (spec §3): the person-to-be, with the beneficiary
-- fields and list properties its answers fill, shown in review with its duplicate candidates until someone accepts
-- it (a new person in the master list and the target list, creation method E-F), merges it into an existing person
-- (who joins the target list) or rejects it. It is kept here rather than as a row of temporary_beneficiaries because
-- that table belongs to file imports (keyed by import_id and row_number, emptied by the commit job, its rows gone
-- once merged): a submission arrives alone, at any time, must keep its answers, its version and its idempotency key
-- after the decision (a phone retrying a week later gets the same answer), and carries answers that fill no field.
-- The review list reads this table only; the master list never sees a submission before it is accepted.

CREATE TABLE smart_form_submissions (
  submission_id    text PRIMARY KEY CHECK (submission_id LIKE 'sfs--%'),
  account_id       text NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  smart_form_id    text NOT NULL,
  -- The published version it was filled in (never changes: smart_form_versions is immutable).
  version          integer NOT NULL,
  -- Chosen by the device, so a retry never makes two people; unique per form, not per organisation.
  idempotency_key  text NOT NULL CHECK (char_length(idempotency_key) BETWEEN 16 AND 100),
  -- SHA-256 of the version and the answers as sent: a replay with the same key must carry the same request.
  request_sha256   text NOT NULL,
  -- The clean answers (common checkAnswers), by element name.
  answers          jsonb NOT NULL,
  -- What the answers bring to the person: { fields: {firstName, …}, properties: {village, …} } (beneficiaryOf).
  fields           jsonb NOT NULL,
  status           text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'ACCEPTED', 'MERGED', 'REJECTED')),
  -- Why it was rejected.
  reason           text,
  -- Master-list people it may duplicate, best first, at most 5: [{ beneficiaryId, firstName, lastName, score, … }].
  candidates       jsonb NOT NULL DEFAULT '[]'::jsonb,
  -- The person it created (ACCEPTED) or was merged into (MERGED); null again if that person is deleted.
  beneficiary_id   text REFERENCES beneficiaries (beneficiary_id) ON DELETE SET NULL,
  source           text NOT NULL CHECK (source IN ('PUBLIC', 'STAFF')),
  -- The staff member who filled it (STAFF); null for the public link.
  submitted_by     text REFERENCES users (user_id) ON DELETE SET NULL,
  submitted_at     timestamptz NOT NULL DEFAULT now(),
  -- The filling device's clock when the person finished (offline submissions arrive later); not trusted for order.
  device_time      timestamptz,
  decided_at       timestamptz,
  -- Null on a decided submission: the form's auto-accept decided (or the deciding user was deleted).
  decided_by       text REFERENCES users (user_id) ON DELETE SET NULL,
  -- RESTRICT: a form that has submissions cannot be deleted (the API refuses it first, with a message).
  FOREIGN KEY (smart_form_id, version) REFERENCES smart_form_versions (smart_form_id, version) ON DELETE RESTRICT,
  UNIQUE (smart_form_id, idempotency_key),
  CHECK ((status = 'PENDING') = (decided_at IS NULL)),
  CHECK (status IN ('ACCEPTED', 'MERGED') OR beneficiary_id IS NULL),
  CHECK (status <> 'REJECTED' OR reason IS NOT NULL)
);
-- The review list of a form, newest first, with or without a status, keyed as the keyset pagination compares.
CREATE INDEX smart_form_submissions_review_idx
  ON smart_form_submissions (account_id, smart_form_id, status, submitted_at DESC, submission_id COLLATE "C" DESC);
CREATE INDEX smart_form_submissions_form_idx
  ON smart_form_submissions (account_id, smart_form_id, submitted_at DESC, submission_id COLLATE "C" DESC);

ALTER TABLE smart_form_submissions ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON smart_form_submissions
  USING (account_id = current_setting('app.account_id', true))
  WITH CHECK (account_id = current_setting('app.account_id', true));

-- The list properties an accepted or merged submission brings, kept with the person's membership of the target list
-- (a property belongs to a list, not to the person: the same person may be in two lists with different answers).
-- Null for members added any other way. Nullable without a default: adding it rewrites no row.
ALTER TABLE beneficiary_list_members ADD COLUMN properties jsonb;

-- The public link's look-up (GET/POST /public/forms/<token>): the request has no organisation, so row-level security
-- hides every form; this function answers one exact token and nothing else, with only what the API needs to then
-- work inside that form's organisation (app.account_id set to the account found here, never to one the caller names).
CREATE FUNCTION public_smart_form(token text)
  RETURNS TABLE (smart_form_id text, account_id text, status text)
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public, pg_temp
AS $$
  SELECT f.smart_form_id, f.account_id, f.status FROM smart_forms f WHERE f.public_token = $1
$$;
REVOKE ALL ON FUNCTION public_smart_form(text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION public_smart_form(text) TO aid_app;
