-- Message templates and notifications (issue 9, second part): templates per organisation, language and channel, the
-- organisation's default language, one message per family of an APPROVED distribution with its delivery status,
-- the runs (send, resend) that queued them, and the outbox, which is what the local provider "sends" to.
-- The placeholder rule lives in common/src/notifications/placeholders.ts (API and web editor), not in a CHECK.
-- PostgreSQL 15 features at most: the same file runs on PGlite and on a PostgreSQL 15 server.

CREATE TABLE message_templates (
  -- tpl--: not in the spec's prefix list, which names none for templates (like job--).
  template_id                  text PRIMARY KEY CHECK (template_id LIKE 'tpl--%'),
  account_id                   text NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  language                     text NOT NULL CHECK (language ~ '^[a-z]{2}$'),
  channel                      text NOT NULL CHECK (channel IN ('SMS', 'EMAIL', 'WHATSAPP')),
  -- Null: for every type of distribution; a typed template wins over it.
  distribution_type            text CHECK (distribution_type IN ('CASH', 'VOUCHER', 'IN_KIND')),
  subject                      text,
  body                         text NOT NULL,
  created_at                   timestamptz NOT NULL DEFAULT now(),
  created_by                   text REFERENCES users (user_id) ON DELETE SET NULL,
  updated_at                   timestamptz NOT NULL DEFAULT now(),
  updated_by                   text REFERENCES users (user_id) ON DELETE SET NULL
);
-- One template per language, channel and type ('' stands for "any type": NULLs are distinct in a UNIQUE index).
CREATE UNIQUE INDEX message_templates_unique_idx
  ON message_templates (account_id, channel, language, coalesce(distribution_type, ''));
CREATE INDEX message_templates_created_idx ON message_templates (account_id, created_at, template_id COLLATE "C");

-- One row per organisation; without one the default language is en.
CREATE TABLE notification_settings (
  account_id                   text PRIMARY KEY REFERENCES accounts (account_id) ON DELETE CASCADE,
  default_language             text NOT NULL DEFAULT 'en' CHECK (default_language ~ '^[a-z]{2}$'),
  updated_at                   timestamptz NOT NULL DEFAULT now(),
  updated_by                   text REFERENCES users (user_id) ON DELETE SET NULL
);

-- A send or resend of a distribution's messages, run by one job.
CREATE TABLE notification_runs (
  run_id                       text PRIMARY KEY CHECK (run_id LIKE 'dnt--%'),
  account_id                   text NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  distribution_id              text NOT NULL REFERENCES distributions (distribution_id) ON DELETE CASCADE,
  channel                      text NOT NULL CHECK (channel IN ('SMS', 'EMAIL', 'WHATSAPP')),
  resend                       boolean NOT NULL DEFAULT false,
  job_id                       text,
  created_at                   timestamptz NOT NULL DEFAULT now(),
  created_by                   text REFERENCES users (user_id) ON DELETE SET NULL
);
CREATE INDEX notification_runs_distribution_idx ON notification_runs (distribution_id, created_at);

CREATE TABLE notifications (
  notification_id              text PRIMARY KEY CHECK (notification_id LIKE 'ntf--%'),
  account_id                   text NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  distribution_id              text NOT NULL REFERENCES distributions (distribution_id) ON DELETE CASCADE,
  run_id                       text NOT NULL REFERENCES notification_runs (run_id) ON DELETE CASCADE,
  beneficiary_id               text NOT NULL,
  entitlement_id               text,
  template_id                  text REFERENCES message_templates (template_id) ON DELETE SET NULL,
  channel                      text NOT NULL CHECK (channel IN ('SMS', 'EMAIL', 'WHATSAPP')),
  language                     text NOT NULL,
  recipient                    text,
  subject                      text,
  -- Rendered when queued: later template edits do not change what a family was told.
  body                         text NOT NULL,
  -- NOTIFICATION_SENT: queued to the provider; SENT: accepted by it; ERROR: refused after the last attempt.
  status                       text NOT NULL DEFAULT 'NOTIFICATION_SENT'
    CHECK (status IN ('NOTIFICATION_SENT', 'SENT', 'ERROR')),
  attempts                     integer NOT NULL DEFAULT 0,
  error                        text,
  -- Back-off: a queued message is not handed to the provider before this.
  next_attempt_at              timestamptz NOT NULL DEFAULT now(),
  sent_at                      timestamptz,
  created_at                   timestamptz NOT NULL DEFAULT now(),
  updated_at                   timestamptz NOT NULL DEFAULT now(),
  -- One message per family and channel: a second send adds only the families still missing.
  UNIQUE (distribution_id, channel, beneficiary_id)
);
CREATE INDEX notifications_page_idx ON notifications (account_id, created_at, notification_id COLLATE "C");
CREATE INDEX notifications_distribution_idx
  ON notifications (distribution_id, created_at, notification_id COLLATE "C");
-- The drain's look-up: due queued messages of one distribution.
CREATE INDEX notifications_due_idx ON notifications (distribution_id, next_attempt_at)
  WHERE status = 'NOTIFICATION_SENT';

-- The local provider: what would have gone to an SMS, e-mail or WhatsApp gateway.
CREATE TABLE notification_outbox (
  notification_id              text PRIMARY KEY REFERENCES notifications (notification_id) ON DELETE CASCADE,
  account_id                   text NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  distribution_id              text NOT NULL REFERENCES distributions (distribution_id) ON DELETE CASCADE,
  channel                      text NOT NULL,
  recipient                    text,
  subject                      text,
  body                         text NOT NULL,
  created_at                   timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX notification_outbox_page_idx
  ON notification_outbox (account_id, created_at, notification_id COLLATE "C");

ALTER TABLE message_templates ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON message_templates
  USING (account_id = current_setting('app.account_id', true))
  WITH CHECK (account_id = current_setting('app.account_id', true));
ALTER TABLE notification_settings ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON notification_settings
  USING (account_id = current_setting('app.account_id', true))
  WITH CHECK (account_id = current_setting('app.account_id', true));
ALTER TABLE notification_runs ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON notification_runs
  USING (account_id = current_setting('app.account_id', true))
  WITH CHECK (account_id = current_setting('app.account_id', true));
ALTER TABLE notifications ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON notifications
  USING (account_id = current_setting('app.account_id', true))
  WITH CHECK (account_id = current_setting('app.account_id', true));
ALTER TABLE notification_outbox ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON notification_outbox
  USING (account_id = current_setting('app.account_id', true))
  WITH CHECK (account_id = current_setting('app.account_id', true));
