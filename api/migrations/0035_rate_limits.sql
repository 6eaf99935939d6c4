-- Rate limits every process shares (issue 26): one row per limiter and client (an address, a partner key) holding the
-- current one-minute window, so a limit holds however many API processes and gateways answer. Not per organisation
-- (the callers counted here have none yet), and read only by the API's own connection (no row-level security: no
-- organisation's data is in it). UNLOGGED: no WAL, so counting costs no commit flush; a crash forgets the counts,
-- which only lets a minute's requests through again.

CREATE UNLOGGED TABLE rate_limit_windows (
  limiter       text NOT NULL,
  client        text NOT NULL,
  window_start  timestamptz NOT NULL,
  count         integer NOT NULL,
  PRIMARY KEY (limiter, client)
);
-- The sweep removes windows that ended.
CREATE INDEX rate_limit_windows_start_idx ON rate_limit_windows (window_start);
-- Only the API's own connection counts; an organisation's transaction (role aid_app) has no business here.
REVOKE ALL ON rate_limit_windows FROM aid_app;
