-- Post-distribution monitoring (issue 25): a sample of a distribution's families, each asked the distribution's
-- monitoring questions (distribution_pdms) through a smart form built for it, by a personal link
-- /f/<form token>?m=<invitation token>. The invitation ties the answer to the family: a submission made through it
-- names it, and a family answers once. Keyed by (distribution, family): a family is invited at most once per
-- distribution, so a second start samples only families not invited yet.

CREATE TABLE monitoring_invitations (
  account_id       text NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  distribution_id  text NOT NULL REFERENCES distributions (distribution_id) ON DELETE CASCADE,
  beneficiary_id   text NOT NULL REFERENCES beneficiaries (beneficiary_id) ON DELETE CASCADE,
  -- The monitoring form the family is asked to fill (one per distribution, reused by every start).
  smart_form_id    text NOT NULL REFERENCES smart_forms (smart_form_id) ON DELETE RESTRICT,
  -- 128 random bits, base64url: the family's personal part of the link (?m=…).
  token            text NOT NULL UNIQUE,
  -- The stratum the family was drawn from (collection, payment or usage status at the time of the draw).
  stratum          text NOT NULL,
  sent_at          timestamptz,
  answered_at      timestamptz,
  -- The submission made through the link; the first one only (a family answers once).
  submission_id    text UNIQUE REFERENCES smart_form_submissions (submission_id) ON DELETE SET NULL,
  created_at       timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (distribution_id, beneficiary_id)
);
CREATE INDEX monitoring_invitations_form_idx ON monitoring_invitations (account_id, smart_form_id);

ALTER TABLE monitoring_invitations ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON monitoring_invitations
  USING (account_id = current_setting('app.account_id', true))
  WITH CHECK (account_id = current_setting('app.account_id', true));
