-- Organisations run by their administrators: the organisation's profile and settings, sub-accounts, user
-- profiles with an image, invitations and member status, custom roles, and an activity log that also records
-- sign-ins, invitations and membership changes, each entry tagged with the section it belongs to.

-- Organisation profile (spec §3 "Organisation") and the settings the field needs.
ALTER TABLE accounts
  ADD COLUMN phone_number          text,
  ADD COLUMN address_line          text,
  ADD COLUMN address_city          text,
  ADD COLUMN address_state         text,
  ADD COLUMN address_postal_code   text,
  ADD COLUMN address_country_code  char(2),
  ADD COLUMN logo_file_id          text REFERENCES files (file_id) ON DELETE SET NULL,
  -- A sub-account belongs to the organisation that created it (spec §3 subAccounts).
  ADD COLUMN parent_account_id     text REFERENCES accounts (account_id) ON DELETE SET NULL,
  ADD COLUMN currency              char(3) NOT NULL DEFAULT 'USD',
  ADD COLUMN default_language      text NOT NULL DEFAULT 'en',
  ADD COLUMN default_number_format text NOT NULL DEFAULT 'en-US',
  -- Scores in [0, 1] the beneficiaries' deduplication reads: at or above `duplicate` a pair is a duplicate, at or
  -- above `possible` it waits in the review queue.
  ADD COLUMN dedup_duplicate_threshold numeric(4, 3) NOT NULL DEFAULT 0.92,
  ADD COLUMN dedup_possible_threshold  numeric(4, 3) NOT NULL DEFAULT 0.75,
  ADD COLUMN duplicates_total      integer NOT NULL DEFAULT 0,
  ADD COLUMN last_deduplication    timestamptz,
  -- Members without a second factor are DISABLED (MFA) while this is on.
  ADD COLUMN require_mfa           boolean NOT NULL DEFAULT false,
  ADD COLUMN created_by            text REFERENCES users (user_id) ON DELETE SET NULL,
  ADD COLUMN updated_by            text REFERENCES users (user_id) ON DELETE SET NULL,
  ADD CONSTRAINT accounts_dedup_thresholds_check
    CHECK (dedup_possible_threshold > 0 AND dedup_possible_threshold <= dedup_duplicate_threshold
           AND dedup_duplicate_threshold <= 1),
  ADD CONSTRAINT accounts_status_check CHECK (status IN ('ACTIVE', 'DISABLED', 'SUSPENDED'));
CREATE INDEX accounts_parent_idx ON accounts (parent_account_id) WHERE parent_account_id IS NOT NULL;

-- User profile (spec §3 "User profile"). The image is a file of the organisation the user uploaded it in.
ALTER TABLE users
  ADD COLUMN profile_image_file_id text REFERENCES files (file_id) ON DELETE SET NULL,
  ADD COLUMN email_verified        boolean NOT NULL DEFAULT false,
  ADD COLUMN email_verified_at     timestamptz,
  ADD COLUMN mfa_checked_at        timestamptz;

-- Invitations and member activity. DISABLED (MFA) is not stored: it is an ACTIVE member of an organisation that
-- requires MFA whose user has none, and it ends by itself when they turn it on.
ALTER TABLE memberships
  ADD COLUMN invited_by        text REFERENCES users (user_id) ON DELETE SET NULL,
  ADD COLUMN invited_at        timestamptz,
  ADD COLUMN last_active_at    timestamptz,
  -- auth_time of the last token seen: a newer one is a new sign-in, logged once.
  ADD COLUMN last_sign_in_at   timestamptz,
  ADD COLUMN updated_by        text REFERENCES users (user_id) ON DELETE SET NULL;
CREATE INDEX memberships_account_created_idx ON memberships (account_id, created_at, membership_id);

-- Roles: who changed a custom role last; names stay unique per organisation ignoring case.
ALTER TABLE roles
  ADD COLUMN created_by text REFERENCES users (user_id) ON DELETE SET NULL,
  ADD COLUMN updated_by text REFERENCES users (user_id) ON DELETE SET NULL;
CREATE UNIQUE INDEX roles_account_name_key ON roles (account_id, lower(role_name));

-- Activity log: more kinds of entry, and the section each belongs to (who may read it, what to filter on).
ALTER TABLE activity_logs DROP CONSTRAINT activity_logs_action_check;
ALTER TABLE activity_logs ADD CONSTRAINT activity_logs_action_check
  CHECK (action IN ('CREATE', 'UPDATE', 'DELETE', 'CANCEL', 'REVOKE', 'SIGN_IN', 'INVITE', 'RESEND_INVITATION',
                    'ENABLE', 'DISABLE', 'SWITCH_ORGANIZATION'));
ALTER TABLE activity_logs ADD COLUMN section text;
UPDATE activity_logs SET section = CASE object_type
  WHEN 'PROGRAM' THEN 'PROGRAMS'
  WHEN 'API_KEY' THEN 'USER_MANAGEMENT'
  ELSE NULL END;
CREATE INDEX activity_logs_section_idx ON activity_logs (account_id, section, created_at, log_id);
