-- Background jobs as the organisation sees them (spec §4 statuses). The queue itself (delivery, retries, expiry
-- of a worker that stopped sending heartbeats) is pg-boss, in its own schema `pgboss`; this table holds what a
-- user reads: kind, status, progress, result, who started it. One row per job, whatever the number of attempts.
CREATE TABLE jobs (
  job_id           text PRIMARY KEY,
  account_id       text NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  kind             text NOT NULL,
  status           text NOT NULL DEFAULT 'REQUESTED'
                     CHECK (status IN ('REQUESTED', 'PROCESSING', 'COMPLETED', 'FAILURE', 'CANCELLED')),
  params           jsonb NOT NULL DEFAULT '{}',
  progress_done    integer NOT NULL DEFAULT 0 CHECK (progress_done >= 0),
  progress_total   integer CHECK (progress_total >= 0),
  attempts         integer NOT NULL DEFAULT 0,
  max_attempts     integer NOT NULL CHECK (max_attempts >= 1),
  result           jsonb,
  error_message    text,
  cancel_requested boolean NOT NULL DEFAULT false,
  -- pg-boss's id of the queued work, so a sweep can tell a job whose worker died from one still running.
  queue_job_id     text,
  -- Written with every progress step: a PROCESSING job whose heartbeat is old has lost its worker.
  heartbeat_at     timestamptz,
  created_by       text REFERENCES users (user_id) ON DELETE SET NULL,
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now(),
  started_at       timestamptz,
  finished_at      timestamptz
);
CREATE INDEX jobs_account_created_idx ON jobs (account_id, created_at, job_id);
CREATE INDEX jobs_account_updated_idx ON jobs (account_id, updated_at, job_id);
CREATE INDEX jobs_account_user_idx ON jobs (account_id, created_by, created_at);
-- The sweep looks only at jobs that have not ended.
CREATE INDEX jobs_open_idx ON jobs (status, heartbeat_at) WHERE status IN ('REQUESTED', 'PROCESSING');

ALTER TABLE jobs ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON jobs
  USING (account_id = current_setting('app.account_id', true))
  WITH CHECK (account_id = current_setting('app.account_id', true));
