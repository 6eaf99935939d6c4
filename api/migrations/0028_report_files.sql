-- Reports kept as files (issue 24): a generated report (`rpt--`) is a row here plus its file in the organisation's
-- storage (stored under the report's id), written by a REPORT_FILE job whose status and progress the list reads
-- from `jobs`; a schedule (`rps--`) asks for one every week or month, as its creator. The crash reports of
-- /log-error (error_reports) also have a column report_id: another table, untouched.

CREATE TABLE report_schedules (
  schedule_id     text PRIMARY KEY CHECK (schedule_id LIKE 'rps--%'),
  account_id      text NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  kind            text NOT NULL CHECK (kind IN ('BENEFICIARY_LISTS', 'DISTRIBUTION_SUMMARY')),
  format          text NOT NULL CHECK (format IN ('XLSX', 'CSV', 'PDF')),
  table_name      text CHECK (table_name IN ('LISTS', 'SEX_AGE', 'NATIONALITY', 'CREATION_METHOD', 'FAMILY_SIZE',
                    'REGISTRATIONS', 'DISTRIBUTIONS', 'TOTALS', 'BUDGETS', 'DELIVERY', 'SCANNERS', 'REACHED')),
  language        text NOT NULL CHECK (language IN ('en', 'fr')),
  frequency       text NOT NULL CHECK (frequency IN ('WEEKLY', 'MONTHLY')),
  -- The report's input as asked (common/src/reports/input.ts), run again every period.
  params          jsonb NOT NULL,
  title           text NOT NULL,
  next_run_at     timestamptz NOT NULL,
  last_report_id  text,
  -- The schedule writes as its creator; without one (user removed) it stops writing.
  created_by      text REFERENCES users (user_id) ON DELETE SET NULL,
  created_at      timestamptz NOT NULL DEFAULT now()
);
-- The tick claims what is due across organisations, oldest first.
CREATE INDEX report_schedules_due_idx ON report_schedules (next_run_at, schedule_id);
CREATE INDEX report_schedules_account_idx ON report_schedules (account_id, next_run_at, schedule_id);

CREATE TABLE report_files (
  report_id       text PRIMARY KEY CHECK (report_id LIKE 'rpt--%'),
  account_id      text NOT NULL REFERENCES accounts (account_id) ON DELETE CASCADE,
  kind            text NOT NULL CHECK (kind IN ('BENEFICIARY_LISTS', 'DISTRIBUTION_SUMMARY')),
  format          text NOT NULL CHECK (format IN ('XLSX', 'CSV', 'PDF')),
  -- CSV: the one table written; null for XLSX and PDF (every table).
  table_name      text CHECK (table_name IN ('LISTS', 'SEX_AGE', 'NATIONALITY', 'CREATION_METHOD', 'FAMILY_SIZE',
                    'REGISTRATIONS', 'DISTRIBUTIONS', 'TOTALS', 'BUDGETS', 'DELIVERY', 'SCANNERS', 'REACHED')),
  language        text NOT NULL CHECK (language IN ('en', 'fr')),
  title           text NOT NULL,
  params          jsonb NOT NULL,
  -- Set right after the row, once its job is saved: a row without one is not listed.
  job_id          text REFERENCES jobs (job_id) ON DELETE SET NULL,
  schedule_id     text REFERENCES report_schedules (schedule_id) ON DELETE SET NULL,
  -- Set when the file is stored, in the job's last step.
  file_name       text,
  size_bytes      bigint CHECK (size_bytes >= 0),
  created_by      text REFERENCES users (user_id) ON DELETE SET NULL,
  created_at      timestamptz NOT NULL DEFAULT now(),
  finished_at     timestamptz,
  CHECK ((file_name IS NULL) = (size_bytes IS NULL))
);
-- The list, newest first (the list engine's keyset on created_at, report_id), and a SELECTED member's own.
CREATE INDEX report_files_account_created_idx ON report_files (account_id, created_at DESC, report_id);
CREATE INDEX report_files_account_creator_idx ON report_files (account_id, created_by, created_at DESC, report_id);
CREATE INDEX report_files_job_idx ON report_files (job_id);

ALTER TABLE report_schedules
  ADD CONSTRAINT report_schedules_last_report_fk
  FOREIGN KEY (last_report_id) REFERENCES report_files (report_id) ON DELETE SET NULL;

ALTER TABLE report_files ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON report_files
  USING (account_id = current_setting('app.account_id', true))
  WITH CHECK (account_id = current_setting('app.account_id', true));
ALTER TABLE report_schedules ENABLE ROW LEVEL SECURITY;
CREATE POLICY tenant ON report_schedules
  USING (account_id = current_setting('app.account_id', true))
  WITH CHECK (account_id = current_setting('app.account_id', true));
