-- Accounts (organisations), users, roles, memberships, programs, activity logs and client error reports.
-- PostgreSQL 15 features at most: the same file runs on PGlite (PostgreSQL 18) and on a PostgreSQL 15 server.

CREATE TABLE accounts (
  account_id        text PRIMARY KEY,
  organization_name text,
  menu_colour       text NOT NULL DEFAULT '2268AE',
  details_completed boolean NOT NULL DEFAULT false,
  status            text NOT NULL DEFAULT 'ACTIVE',
  created_at        timestamptz NOT NULL DEFAULT now(),
  updated_at        timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE users (
  user_id              text PRIMARY KEY,
  cognito_sub          text NOT NULL UNIQUE,
  email                text NOT NULL,
  first_name           text,
  last_name            text,
  phone_number         text,
  details_completed    boolean NOT NULL DEFAULT false,
  application_language text NOT NULL DEFAULT 'en',
  number_format        text NOT NULL DEFAULT 'en-US',
  mfa_enabled          boolean NOT NULL DEFAULT false,
  mfa_preferred        text NOT NULL DEFAULT 'SOFTWARE_TOKEN_MFA',
  default_account_id   text REFERENCES accounts (account_id) ON DELETE SET NULL,
  created_at           timestamptz NOT NULL DEFAULT now(),
  updated_at           timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE roles (
  role_id     text PRIMARY KEY,
  account_id  text NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  role_name   text NOT NULL,
  role_type   text NOT NULL CHECK (role_type IN ('PREDEFINED', 'CUSTOM')),
  permissions jsonb NOT NULL DEFAULT '{"section": []}',
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now(),
  UNIQUE (account_id, role_name)
);

CREATE TABLE memberships (
  membership_id text PRIMARY KEY,
  account_id    text NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  user_id       text NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  status        text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN ('ACTIVE', 'INVITATION_SENT', 'DISABLED', 'SUSPENDED')),
  -- Ordered: the first role decides whether the member is an administrator (spec §6).
  role_ids      text[] NOT NULL DEFAULT '{}',
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now(),
  UNIQUE (account_id, user_id)
);
CREATE INDEX memberships_user_idx ON memberships (user_id);

CREATE TABLE programs (
  program_id     text PRIMARY KEY,
  account_id     text NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  program_name   text NOT NULL,
  description    text,
  program_type   text NOT NULL CHECK (program_type IN ('CASH', 'VOUCHER', 'IN_KIND', 'MIXED')),
  program_status text NOT NULL DEFAULT 'ACTIVE' CHECK (program_status IN ('ACTIVE', 'CLOSED')),
  currency       char(3) NOT NULL,
  budget         bigint CHECK (budget >= 0),
  start_date     date,
  end_date       date,
  created_at     timestamptz NOT NULL DEFAULT now(),
  updated_at     timestamptz NOT NULL DEFAULT now(),
  created_by     text REFERENCES users (user_id) ON DELETE SET NULL,
  updated_by     text REFERENCES users (user_id) ON DELETE SET NULL,
  CHECK (end_date IS NULL OR start_date IS NULL OR end_date >= start_date)
);
-- Names are unique per organisation, ignoring case.
CREATE UNIQUE INDEX programs_account_name_key ON programs (account_id, lower(program_name));
-- One index per sort option, keyed the way the keyset pagination compares (sort key, then id, byte order).
CREATE INDEX programs_created_idx ON programs (account_id, created_at, program_id COLLATE "C");
CREATE INDEX programs_updated_idx ON programs (account_id, updated_at, program_id COLLATE "C");
CREATE INDEX programs_name_idx ON programs (account_id, lower(program_name) COLLATE "C", program_id COLLATE "C");
CREATE INDEX programs_status_idx ON programs (account_id, program_status COLLATE "C", program_id COLLATE "C");
CREATE INDEX programs_type_idx ON programs (account_id, program_type COLLATE "C", program_id COLLATE "C");

CREATE TABLE activity_logs (
  log_id      text PRIMARY KEY,
  account_id  text NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  user_id     text REFERENCES users (user_id) ON DELETE SET NULL,
  action      text NOT NULL CHECK (action IN ('CREATE', 'UPDATE')),
  object_type text NOT NULL,
  object_id   text NOT NULL,
  site_path   text,
  changes     jsonb NOT NULL DEFAULT '{}',
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX activity_logs_account_idx ON activity_logs (account_id, created_at, log_id);
CREATE INDEX activity_logs_object_idx ON activity_logs (account_id, object_type, object_id);

-- Crash reports from the web client (POST /log-error); user and account are known only when signed in.
CREATE TABLE error_reports (
  report_id       text PRIMARY KEY,
  user_id         text,
  account_id      text,
  message         text NOT NULL,
  stack           text,
  component_stack text,
  url             text,
  pathname        text,
  user_agent      text,
  search_params   text,
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX error_reports_created_idx ON error_reports (created_at);
