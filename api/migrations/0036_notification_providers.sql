-- SMS and WhatsApp through real providers (issue 26): each organisation may choose, per channel, Twilio, Africa's
-- Talking or Amazon SNS and give its credentials; without a choice the outbox (migrations/0017) stays the provider.
-- The credentials are stored AES-256-GCM-encrypted under a key derived from VOUCHER_KEY_SECRET and the organisation
-- (notifications/providers/credentials.ts), like the voucher signing keys; `receipt_secret` is the path secret of
-- Africa's Talking's delivery reports (it signs nothing), encrypted the same way.
CREATE TABLE notification_providers (
  account_id                   text NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  channel                      text NOT NULL CHECK (channel IN ('SMS', 'WHATSAPP')),
  kind                         text NOT NULL CHECK (kind IN ('TWILIO', 'AFRICASTALKING', 'SNS')),
  -- The sender: a phone number, an alphanumeric sender id or a short code, as the provider knows it.
  sender                       text,
  credentials_encrypted        text NOT NULL,
  updated_at                   timestamptz NOT NULL DEFAULT now(),
  updated_by                   text REFERENCES users (user_id) ON DELETE SET NULL,
  PRIMARY KEY (account_id, channel),
  -- WhatsApp goes through Twilio only.
  CHECK (channel = 'SMS' OR kind = 'TWILIO')
);
ALTER TABLE notification_providers ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON notification_providers
  USING (account_id = current_setting('app.account_id', true))
  WITH CHECK (account_id = current_setting('app.account_id', true));

-- Who took a message and under which id, and what its delivery receipt said. The status keeps its meaning
-- (SENT: accepted by the provider); the receipt is a separate fact, so the counts per status do not move.
ALTER TABLE notifications
  ADD COLUMN provider text,
  ADD COLUMN provider_message_id text,
  ADD COLUMN delivery_status text CHECK (delivery_status IN ('DELIVERED', 'FAILED')),
  ADD COLUMN delivery_error text,
  ADD COLUMN delivered_at timestamptz;
-- A receipt names the provider's id only.
CREATE INDEX notifications_provider_message_idx ON notifications (account_id, provider, provider_message_id)
  WHERE provider_message_id IS NOT NULL;
