// Runs the gateway as a process: configuration from the environment, graceful stop on SIGTERM/SIGINT.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createAccessTokenVerifier, identityConfigFromEnv } from '@aid/common/auth';
import { withPoolFile } from '@aid/common/identity-pool';
import { demoJobsFromEnv } from '@aid/common/jobs';
import { startGateway } from './index.js';
import { createLogger } from './logger.js';
import { parsePartnerApi } from './partner-api.js';
import { parseTrustProxy } from './security/proxy.js';
import { parseSmartFormsHosts } from './smart-forms/hosts.js';

const env = process.env;
// The pool's ids from COGNITO_POOL_FILE when a set-up step wrote them (docker-compose).
const identity = identityConfigFromEnv(withPoolFile(env));
const apiUrl = env.API_URL ?? 'http://localhost:4000';
const webDist = env.WEB_DIST ?? fileURLToPath(new URL('../../web/dist', import.meta.url));
const logger = createLogger();
const gateway = await startGateway({
  logger,
  port: Number(env.GATEWAY_PORT ?? 4100),
  apiUrl,
  webDist,
  secureCookies: env.COOKIE_SECURE === 'true',
  countRestCalls: env.GATEWAY_COUNT_REST_CALLS === 'true',
  permissionTtlMs: env.GATEWAY_PERMISSION_TTL_MS === undefined ? undefined : Number(env.GATEWAY_PERMISSION_TTL_MS),
  publicIdentityEndpoint: env.COGNITO_PUBLIC_ENDPOINT || undefined,
  gatewaySecret: env.GATEWAY_SECRET || undefined,
  // Cached permissions dropped as the API tells of changes (it needs the secret to be told).
  followPermissionChanges: true,
  partnerKeyRatePerMinute:
    env.PARTNER_KEY_RATE_PER_MINUTE === undefined ? undefined : Number(env.PARTNER_KEY_RATE_PER_MINUTE),
  logErrorRatePerMinute:
    env.LOG_ERROR_RATE_PER_MINUTE === undefined ? undefined : Number(env.LOG_ERROR_RATE_PER_MINUTE),
  publicFormSubmissionsPerMinute:
    env.PUBLIC_FORM_SUBMISSIONS_PER_MINUTE === undefined ? undefined : Number(env.PUBLIC_FORM_SUBMISSIONS_PER_MINUTE),
  trustProxy: parseTrustProxy(env.TRUST_PROXY),
  demoJobs: demoJobsFromEnv(env),
  smartFormsHosts: parseSmartFormsHosts(env.SMART_FORMS_HOSTS),
  metricsToken: env.METRICS_TOKEN || undefined,
  partnerApi: parsePartnerApi(env),
  nodeMetrics: true,
  identity,
  verifier: createAccessTokenVerifier(identity),
});
const web = existsSync(join(webDist, 'index.html')) ? `web app from ${webDist}` : `no web app (${webDist} not built)`;
logger.info(`gateway listening on ${gateway.url}: GraphQL at /graphql, REST API ${apiUrl}, ${web}`);

let stopping = false;
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  logger.info(`gateway stopping (${signal})`);
  // A hung connection must not keep the process alive forever.
  setTimeout(() => process.exit(1), 10_000).unref();
  await gateway.close();
  process.exit(0);
}
process.on('SIGTERM', () => void stop('SIGTERM'));
process.on('SIGINT', () => void stop('SIGINT'));
