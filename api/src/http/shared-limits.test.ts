// The per-client limits of the public routes hold across API processes: two apps on one database (as two API hosts
// behind the gateways) share each client's budget, told apart by the address the gateway forwards with its secret.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PUBLIC_FORM_READS_PER_MINUTE } from '../smart-forms/submissions/public.js';
import { availableBackends, type CallOptions, startTestApi, type TestApi } from '../testing/harness.js';
import { fileIdentity } from '../testing/suite.js';
import { DEFAULT_LOG_ERROR_RATE_PER_MINUTE } from './rate-limit.js';

const backend = (await availableBackends()).at(-1);
const identity = fileIdentity();
const SECRET = 'gateway-secret-for-shared-limit-tests';
/** A well-formed token no form has: each read is a 404, counted all the same. */
const UNKNOWN_TOKEN = 'CCCCCCCCCCCCCCCCCCCCCC';

describe.runIf(backend)('limits shared by API processes', () => {
  let first: TestApi;
  let second: TestApi;
  beforeAll(async () => {
    if (!backend) return;
    first = await startTestApi(backend, identity().config, { gatewaySecret: SECRET });
    second = await startTestApi(backend, identity().config, { gatewaySecret: SECRET, db: first.db });
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  /** `times` calls alternating between the two processes; their statuses. */
  async function alternate(times: number, method: string, path: string, options: CallOptions = {}) {
    const statuses: number[] = [];
    for (let i = 0; i < times; i++) statuses.push((await (i % 2 ? second : first).call(method, path, options)).status);
    return statuses;
  }

  it('counts a client’s public form reads together, whichever process answers', async () => {
    const statuses = await alternate(PUBLIC_FORM_READS_PER_MINUTE, 'GET', `/public/forms/${UNKNOWN_TOKEN}`);
    expect(statuses.every((s) => s === 404)).toBe(true);
    const refused = await second.call('GET', `/public/forms/${UNKNOWN_TOKEN}`);
    expect(refused).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED' } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  });

  it('counts crash reports per address across processes, the address as the gateway tells it', async () => {
    const report = { message: 'Crashed' };
    const from = (address: string, secret = SECRET) => ({
      body: report,
      headers: { 'x-gateway-secret': secret, 'x-forwarded-for': address },
    });
    const statuses = await alternate(DEFAULT_LOG_ERROR_RATE_PER_MINUTE, 'POST', '/log-error', from('198.51.100.7'));
    expect(statuses.every((s) => s === 201)).toBe(true);
    const refused = await first.call('POST', '/log-error', from('198.51.100.7'));
    expect(refused).toMatchObject({ status: 429, body: { code: 'RATE_LIMITED' } });
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    // Another browser behind the gateway has a budget of its own.
    expect((await second.call('POST', '/log-error', from('198.51.100.8'))).status).toBe(201);
    // A forwarded address without the secret counts for nothing: the caller is its own socket address.
    const forged = await alternate(DEFAULT_LOG_ERROR_RATE_PER_MINUTE + 1, 'POST', '/log-error', from('a', 'wrong'));
    expect(forged.at(-1)).toBe(429);
  });
});
