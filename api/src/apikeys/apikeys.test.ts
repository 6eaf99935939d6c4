// Partner keys at the REST API, on every available database: stored hashed, accepted only from the gateway,
// scoped to their organisation and role, managed only by people who manage users, refused once revoked.
import { createHash } from 'node:crypto';
import type { ApiKeyJson, CreatedApiKeyJson } from '@aid/common/apikeys';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProgramJson } from '../programs/model.js';
import { availableBackends, startTestApi, type TestApi } from '../testing/harness.js';
import { type Caller, callers, type Page } from '../testing/programs.js';
import { backendCases, fileIdentity } from '../testing/suite.js';

const backends = await availableBackends();
const GATEWAY_SECRET = 'test-gateway-secret-0123456789';

const identity = fileIdentity();

const VIEW_PROGRAMS = {
  section: [{ name: 'PROGRAMS' as const, access: { VIEW: { accessLevel: 'EVERYTHING' as const, objectIds: [] } } }],
};

describe.each(backendCases(backends))('partner keys on %s', (backendName, backend) => {
  let api: TestApi;
  let orgA: string;
  let orgB: string;
  let adminA: Caller;
  let adminB: Caller;
  let viewerA: Caller;
  let partnerRoleId: string;
  const { caller, as } = callers(
    identity,
    () => api,
    (name) => `${name}-${backendName}@apikeys.test`,
  );

  beforeAll(async () => {
    api = await startTestApi(backend, identity().config, { gatewaySecret: GATEWAY_SECRET });
    orgA = (await api.fixtures.account('Org A')).accountId;
    orgB = (await api.fixtures.account('Org B')).accountId;
    adminA = await caller('admin-a', orgA);
    adminB = await caller('admin-b', orgB);
    viewerA = await caller('viewer-a', orgA, 'VIEWER', VIEW_PROGRAMS);
    await api.fixtures.program(orgA, { programName: 'A program' });
    await api.fixtures.program(orgB, { programName: 'B program' });
    const roles = (await as(adminA, 'GET', '/roles')).body as { items: { roleId: string; roleName: string }[] };
    partnerRoleId = roles.items.find((r) => r.roleName === 'VIEWER')?.roleId ?? '';
  });
  afterAll(async () => {
    await api?.close();
  });

  async function createKey(name: string): Promise<CreatedApiKeyJson> {
    const res = await as(adminA, 'POST', '/api-keys', { name, roleId: partnerRoleId });
    expect(res.status).toBe(201);
    return res.body as CreatedApiKeyJson;
  }

  const withKey = (secret: string, path: string, headers: Record<string, string> = {}) =>
    api.call('GET', path, { token: secret, headers: { 'x-gateway-secret': GATEWAY_SECRET, ...headers } });

  it('stores only the SHA-256 of the secret', async () => {
    const { apiKey, secret } = await createKey('Hashed');
    const [row] = await api.db.query<Record<string, unknown>>('SELECT * FROM api_keys WHERE api_key_id = $1', [
      apiKey.apiKeyId,
    ]);
    const secretPart = secret.slice(-43);
    expect(JSON.stringify(row)).not.toContain(secretPart);
    expect(row?.secret_sha256).toBe(createHash('sha256').update(secretPart).digest('hex'));
  });

  it("reads its own organisation's data through the gateway, with its role's permissions", async () => {
    const { secret } = await createKey('Reader');
    const res = await withKey(secret, '/programs?first=100');
    expect(res.status).toBe(200);
    expect((res.body as Page).items.map((p: ProgramJson) => p.programName)).toEqual(['A program']);
    expect((await withKey(secret, '/programs?first=100', { 'x-accountid': orgB })).status).toBe(403);
    // VIEWER grants no user management: a key cannot see or make keys.
    expect((await withKey(secret, '/api-keys')).status).toBe(403);
  });

  it('is refused without the gateway secret, or with a wrong one', async () => {
    const { secret } = await createKey('Direct');
    const direct = await api.call('GET', '/programs', { token: secret });
    expect(direct.status).toBe(401);
    expect((direct.body as { message: string }).message).toMatch(/GraphQL gateway only/);
    const wrong = await api.call('GET', '/programs', { token: secret, headers: { 'x-gateway-secret': 'guess' } });
    expect(wrong.status).toBe(401);
  });

  it('refuses a key whose secret is wrong, though its id exists', async () => {
    const { secret } = await createKey('Guessed');
    const forged =
      `${secret.slice(0, -4)}AAAA` === secret ? `${secret.slice(0, -4)}BBBB` : `${secret.slice(0, -4)}AAAA`;
    const res = await withKey(forged, '/programs');
    expect(res.status).toBe(401);
    expect((res.body as { code: string }).code).toBe('UNAUTHENTICATED');
  });

  it('is managed only by members who manage users, and only in their organisation', async () => {
    const { apiKey } = await createKey('Managed');
    expect((await as(viewerA, 'GET', '/api-keys')).status).toBe(403);
    expect((await as(viewerA, 'POST', '/api-keys', { name: 'x', roleId: partnerRoleId })).status).toBe(403);
    const listB = (await as(adminB, 'GET', '/api-keys')).body as { items: ApiKeyJson[] };
    expect(listB.items.map((k) => k.apiKeyId)).not.toContain(apiKey.apiKeyId);
    expect((await as(adminB, 'POST', `/api-keys/${apiKey.apiKeyId}/revoke`)).status).toBe(404);
    // A role of another organisation cannot be given.
    const rolesB = (await as(adminB, 'GET', '/roles')).body as { items: { roleId: string }[] };
    const foreign = await as(adminA, 'POST', '/api-keys', { name: 'Foreign role', roleId: rolesB.items[0]?.roleId });
    expect(foreign.status).toBe(422);
    expect(foreign.body).toMatchObject({ fieldErrors: [{ field: 'roleId', code: 'INVALID_VALUE' }] });
  });

  it('is refused at once when revoked, and its name can be used again', async () => {
    const { apiKey, secret } = await createKey('Revoked');
    expect((await withKey(secret, '/programs')).status).toBe(200);
    const revoked = await as(adminA, 'POST', `/api-keys/${apiKey.apiKeyId}/revoke`);
    expect(revoked.body).toMatchObject({ status: 'REVOKED' });
    expect((await withKey(secret, '/programs')).status).toBe(401);
    expect((await as(adminA, 'POST', `/api-keys/${apiKey.apiKeyId}/revoke`)).status).toBe(409);
    expect((await as(adminA, 'POST', '/api-keys', { name: 'Revoked', roleId: partnerRoleId })).status).toBe(201);
  });

  it('refuses an empty or overlong name per field', async () => {
    const res = await as(adminA, 'POST', '/api-keys', { name: ' ', roleId: partnerRoleId });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ fieldErrors: [{ field: 'name' }] });
    const long = await as(adminA, 'POST', '/api-keys', { name: 'x'.repeat(101), roleId: partnerRoleId });
    expect(long.body).toMatchObject({ fieldErrors: [{ field: 'name', code: 'TOO_LONG' }] });
  });
});
