-- Monitoring links sent through the notifications (issue 25): a family of a distribution may now have two messages
-- on a channel, the distribution's announcement and their personal monitoring link, told apart by `purpose`. The
-- unique key takes it in, so sending the links never touches the announcement and a second send of either never
-- makes a duplicate. A run says which of the two it sends (the resend of announcements leaves monitoring alone).
-- PostgreSQL 15 features at most: the same file runs on PGlite and on a PostgreSQL 15 server.

ALTER TABLE notifications
  ADD COLUMN purpose text NOT NULL DEFAULT 'ANNOUNCEMENT' CHECK (purpose IN ('ANNOUNCEMENT', 'MONITORING'));
-- The name PostgreSQL gave the inline UNIQUE of 0017.
ALTER TABLE notifications DROP CONSTRAINT notifications_distribution_id_channel_beneficiary_id_key;
ALTER TABLE notifications ADD CONSTRAINT notifications_family_purpose_key
  UNIQUE (distribution_id, channel, beneficiary_id, purpose);

ALTER TABLE notification_runs
  ADD COLUMN purpose text NOT NULL DEFAULT 'ANNOUNCEMENT' CHECK (purpose IN ('ANNOUNCEMENT', 'MONITORING'));
