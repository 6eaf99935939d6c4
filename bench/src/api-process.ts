// One API process for the benchmarks that need more than one (the scanning bench's concurrent redemptions): started
// with `tsx`, configured by BENCH_API_OPTIONS (JSON: identity config and database URL), it prints its URL as one JSON
// line on stdout and serves until killed.
import { createLogger, type StartApiOptions, startApi } from '@aid/api';
import type { IdentityConfig } from '@aid/common/auth';

type Options = {
  identity: IdentityConfig;
  /** PostgreSQL; without it, PGlite in `dataDir` (in memory when neither is given). */
  databaseUrl?: string;
  dataDir?: string;
  /** Shared by the processes that take over one another's jobs (the import restart bench). */
  filesDir?: string;
  jobs?: StartApiOptions['jobs'];
  /** The smart-forms bench sends every public submission from one address. */
  publicFormSubmissionsPerMinute?: number;
};

const options = JSON.parse(process.env.BENCH_API_OPTIONS ?? '{}') as Options;
const api = await startApi({
  identity: options.identity,
  databaseUrl: options.databaseUrl,
  dataDir: options.dataDir ?? 'memory://',
  filesDir: options.filesDir,
  jobs: options.jobs,
  publicFormSubmissionsPerMinute: options.publicFormSubmissionsPerMinute,
  logger: createLogger(undefined, 'silent'),
});
process.stdout.write(`${JSON.stringify({ url: api.url, pid: process.pid })}\n`);
const stop = () => void api.close().finally(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
