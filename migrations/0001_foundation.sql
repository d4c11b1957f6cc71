-- When each cron trigger last ran (see workers/cron/cron-runs.ts).
CREATE TABLE cron_runs (
  cron TEXT PRIMARY KEY,
  last_run_at INTEGER NOT NULL,
  runs INTEGER NOT NULL
);
