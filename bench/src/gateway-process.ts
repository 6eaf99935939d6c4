// One gateway process for the benchmarks that run each service in a process of its own, as a deployment does:
// started with `tsx`, configured by BENCH_GATEWAY_OPTIONS (JSON: identity config and the API's URL), it prints its
// URL as one JSON line on stdout and serves until killed.
import type { IdentityConfig } from '@aid/common/auth';
import { createAccessTokenVerifier } from '@aid/common/auth';
import { createLogger, startGateway } from '@aid/gateway';

type Options = { identity: IdentityConfig; apiUrl: string; publicFormSubmissionsPerMinute?: number };

const options = JSON.parse(process.env.BENCH_GATEWAY_OPTIONS ?? '{}') as Options;
const gateway = await startGateway({
  apiUrl: options.apiUrl,
  identity: options.identity,
  publicFormSubmissionsPerMinute: options.publicFormSubmissionsPerMinute,
  verifier: createAccessTokenVerifier(options.identity),
  logger: createLogger(undefined, 'silent'),
});
process.stdout.write(`${JSON.stringify({ url: gateway.url, pid: process.pid })}\n`);
const stop = () => void gateway.close().finally(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
