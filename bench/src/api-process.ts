// One API process for the benchmarks that need more than one (the scanning bench's concurrent redemptions): started
// with `tsx`, configured by BENCH_API_OPTIONS (JSON: identity config and database URL), it prints its URL as one JSON
// line on stdout and serves until killed.
import { createLogger, startApi } from '@aid/api';
import type { IdentityConfig } from '@aid/common/auth';

type Options = { identity: IdentityConfig; databaseUrl: string };

const options = JSON.parse(process.env.BENCH_API_OPTIONS ?? '{}') as Options;
const api = await startApi({
  identity: options.identity,
  databaseUrl: options.databaseUrl,
  dataDir: 'memory://',
  logger: createLogger(undefined, 'silent'),
});
process.stdout.write(`${JSON.stringify({ url: api.url, pid: process.pid })}\n`);
const stop = () => void api.close().finally(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
