// Partner keys end to end against the real API: created once-shown, accepted by GraphQL only, scoped to their
// organisation and role, rate-limited, revoked at once, and visible in the activity log.

import { createAccessTokenVerifier } from '@aid/common/auth';
import { refusalIn } from '@aid/common/refusals';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway } from '../index.js';
import { errorCodes, graphql } from '../testing/graphql.js';
import { type StackUser, startTestStack, type TestStack } from '../testing/stack.js';

const RATE = 25;
let stack: TestStack;
let admin: StackUser;
let viewer: StackUser;
let outsider: StackUser;
let accountId: string;
let otherAccountId: string;
let otherProgramId: string;

const PROGRAMS_CREATE = {
  section: [
    {
      name: 'PROGRAMS' as const,
      access: {
        VIEW: { accessLevel: 'EVERYTHING' as const, objectIds: [] },
        CREATE: { accessLevel: 'EVERYTHING' as const, objectIds: [] },
      },
    },
  ],
};

beforeAll(async () => {
  stack = await startTestStack({ partnerKeyRatePerMinute: RATE });
  ({ accountId } = await stack.fixtures.account('Keys org'));
  ({ accountId: otherAccountId } = await stack.fixtures.account('Other keys org'));
  admin = await stack.member('admin@keys.example.org', accountId);
  viewer = await stack.member('partner-role@keys.example.org', accountId, 'PARTNER', PROGRAMS_CREATE);
  outsider = await stack.member('admin@other-keys.example.org', otherAccountId);
  await stack.fixtures.program(accountId, { programName: 'Keys org program' });
  ({ programId: otherProgramId } = await stack.fixtures.program(otherAccountId, { programName: 'Secret program' }));
}, 120_000);

afterAll(async () => {
  await stack?.close();
});

const CREATE = `mutation($input: CreateApiKeyInput!) {
  createApiKey(input: $input) {
    apiKey { apiKeyId name prefix status role { roleName } createdBy { email } }
    secret code message fieldErrors { field code }
  }
}`;
const REVOKE = `mutation($id: ID!) {
  revokeApiKey(id: $id) { apiKey { apiKeyId status revokedAt } secret code message words { key params { name value } } }
}`;
const KEYS = '{ apiKeys { apiKeyId name prefix status lastUsedAt } }';
const PROGRAMS = '{ programs(first: 50) { totalCount edges { node { programId programName } } } }';

type Created = {
  createApiKey: {
    apiKey: { apiKeyId: string; name: string; prefix: string; status: string; role: { roleName: string } } | null;
    secret: string | null;
    code: string | null;
    fieldErrors: { field: string; code: string }[];
  };
};

async function roleId(roleName: string): Promise<string> {
  const res = await graphql<{ roles: { roleId: string; roleName: string }[] }>(
    stack.gateway.url,
    '{ roles { roleId roleName } }',
    { token: admin.token, accountId },
  );
  const role = res.body.data?.roles.find((r) => r.roleName === roleName);
  if (!role) throw new Error(`no role ${roleName}: ${JSON.stringify(res.body)}`);
  return role.roleId;
}

async function createKey(name: string, role = 'PARTNER'): Promise<{ apiKeyId: string; secret: string }> {
  const res = await graphql<Created>(stack.gateway.url, CREATE, {
    token: admin.token,
    accountId,
    variables: { input: { name, roleId: await roleId(role) } },
  });
  const created = res.body.data?.createApiKey;
  if (!created?.apiKey || !created.secret) throw new Error(JSON.stringify(res.body));
  return { apiKeyId: created.apiKey.apiKeyId, secret: created.secret };
}

describe('partner API keys', () => {
  it('shows the key once, stores only what cannot open the gateway, and lists it by name and prefix', async () => {
    const res = await graphql<Created>(stack.gateway.url, CREATE, {
      token: admin.token,
      accountId,
      variables: { input: { name: 'ERP export', roleId: await roleId('PARTNER') } },
    });
    const created = res.body.data?.createApiKey;
    expect(created?.code).toBeNull();
    expect(created?.apiKey).toMatchObject({ name: 'ERP export', status: 'ACTIVE', role: { roleName: 'PARTNER' } });
    expect(created?.secret).toMatch(/^aidk_[0-9a-z]{26}_[A-Za-z0-9_-]{43}$/);
    expect(created?.secret?.startsWith(created.apiKey?.prefix ?? '-')).toBe(true);

    const stored = await stack.api.db.query<Record<string, unknown>>('SELECT * FROM api_keys WHERE api_key_id = $1', [
      created?.apiKey?.apiKeyId ?? '',
    ]);
    expect(JSON.stringify(stored)).not.toContain(created?.secret?.slice(-43));

    const list = await graphql<{ apiKeys: { name: string; prefix: string }[] }>(stack.gateway.url, KEYS, {
      token: admin.token,
      accountId,
    });
    expect(list.body.data?.apiKeys.map((k) => k.name)).toContain('ERP export');
    expect(JSON.stringify(list.body)).not.toContain(created?.secret);
  });

  it('refuses a name already used by an active key, and a role of another organisation, per field', async () => {
    await createKey('Duplicate name');
    const taken = await graphql<Created>(stack.gateway.url, CREATE, {
      token: admin.token,
      accountId,
      variables: { input: { name: 'duplicate NAME', roleId: await roleId('PARTNER') } },
    });
    expect(taken.body.data?.createApiKey).toMatchObject({
      apiKey: null,
      secret: null,
      code: 'VALIDATION_FAILED',
      fieldErrors: [{ field: 'name', code: 'TAKEN' }],
    });
    const foreignRole = await graphql<{ roles: { roleId: string }[] }>(stack.gateway.url, '{ roles { roleId } }', {
      token: outsider.token,
    });
    const wrongRole = await graphql<Created>(stack.gateway.url, CREATE, {
      token: admin.token,
      accountId,
      variables: { input: { name: 'Wrong role', roleId: foreignRole.body.data?.roles[0]?.roleId } },
    });
    expect(wrongRole.body.data?.createApiKey).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: [{ field: 'roleId' }],
    });
  });

  it("answers GraphQL with its role's permissions in its own organisation only", async () => {
    const { secret } = await createKey('Reader');
    const res = await graphql<{ programs: { edges: { node: { programName: string } }[] } }>(
      stack.gateway.url,
      PROGRAMS,
      {
        token: secret,
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.data?.programs.edges.map((e) => e.node.programName)).toContain('Keys org program');
    expect(JSON.stringify(res.body)).not.toContain('Secret program');

    // Another organisation's id, asked for directly or by switching the account, gives nothing.
    const byId = await graphql(stack.gateway.url, `{ program(id: "${otherProgramId}") { programName } }`, {
      token: secret,
    });
    expect(JSON.stringify(byId.body)).not.toContain('Secret program');
    const switched = await graphql(stack.gateway.url, PROGRAMS, { token: secret, accountId: otherAccountId });
    expect(switched.body.data ?? null).toBeNull();
    expect(errorCodes(switched)).toContain('FORBIDDEN');

    // Its role grants no user management: it cannot list or make keys, nor give itself more.
    const keys = await graphql(stack.gateway.url, KEYS, { token: secret });
    expect(errorCodes(keys)).toContain('FORBIDDEN');
  });

  it('is refused by the REST API and the upload route: GraphQL only', async () => {
    const { secret } = await createKey('REST attempt');
    const rest = await fetch(`${stack.api.url}/programs`, { headers: { Authorization: `Bearer ${secret}` } });
    expect(rest.status).toBe(401);
    expect(((await rest.json()) as { message: string }).message).toMatch(/GraphQL gateway only/);
    const upload = await fetch(`${stack.gateway.url}/api/files`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${secret}`, 'Content-Type': 'text/csv', 'x-file-name': 'a.csv' },
      body: 'a,b\n',
    });
    expect(upload.status).toBe(401);
  });

  it('is refused with 401 at once when revoked, and the revocation is logged', async () => {
    const { apiKeyId, secret } = await createKey('Short-lived');
    expect((await graphql(stack.gateway.url, PROGRAMS, { token: secret })).status).toBe(200);
    const revoked = await graphql<{ revokeApiKey: { apiKey: { status: string } } }>(stack.gateway.url, REVOKE, {
      token: admin.token,
      accountId,
      variables: { id: apiKeyId },
    });
    expect(revoked.body.data?.revokeApiKey.apiKey.status).toBe('REVOKED');
    const after = await graphql(stack.gateway.url, PROGRAMS, { token: secret });
    expect(after.status).toBe(401);
    expect(errorCodes(after)).toEqual(['UNAUTHENTICATED']);
    type Again = { revokeApiKey: { code: string; words: { key: string; params: [] } | null } };
    const again = await graphql<Again>(stack.gateway.url, REVOKE, {
      token: admin.token,
      accountId,
      variables: { id: apiKeyId },
    });
    expect(again.body.data?.revokeApiKey.code).toBe('CONFLICT');
    // Worded by key, so a French member reads it in French.
    expect(again.body.data?.revokeApiKey.words).toEqual({ key: 'apikeys.alreadyRevoked', params: [] });
    expect(refusalIn('fr', 'apikeys.alreadyRevoked')).toBe('La clé a déjà été révoquée');

    const logs = await graphql<{ activityLogs: { edges: { node: { action: string; objectId: string } }[] } }>(
      stack.gateway.url,
      `{ activityLogs(first: 100, filter: { conditions: [{ field: OBJECT_TYPE, operator: EQUAL, value: "API_KEY" }] }) {
          edges { node { action objectId } } } }`,
      { token: admin.token, accountId },
    );
    const mine = logs.body.data?.activityLogs.edges
      .filter((e) => e.node.objectId === apiKeyId)
      .map((e) => e.node.action);
    expect(mine?.sort()).toEqual(['CREATE', 'UPDATE']);
  });

  it('refuses a made-up or malformed key with 401', async () => {
    const made = `aidk_${'0'.repeat(26)}_${'A'.repeat(43)}`;
    for (const token of [made, 'aidk_nonsense']) {
      const res = await graphql(stack.gateway.url, PROGRAMS, { token });
      expect(res.status).toBe(401);
      expect(errorCodes(res)).toEqual(['UNAUTHENTICATED']);
    }
  });

  it("records the changes a key makes under the key's name", async () => {
    const { secret } = await createKey('Program importer');
    const created = await graphql<{ createProgram: { program: { programId: string } | null } }>(
      stack.gateway.url,
      `mutation { createProgram(input: { programName: "Made by a partner", programType: CASH, currency: "EUR" }) {
          program { programId } code message } }`,
      { token: secret },
    );
    const programId = created.body.data?.createProgram.program?.programId;
    expect(programId).toBeTruthy();
    const logs = await graphql<{
      activityLogs: { edges: { node: { action: string; user: { userFullName: string | null } | null } }[] };
    }>(
      stack.gateway.url,
      `{ activityLogs(first: 5, filter: { conditions: [{ field: OBJECT_ID, operator: EQUAL, value: "${programId}" }] }) {
          edges { node { action user { userFullName } } } } }`,
      { token: admin.token, accountId },
    );
    expect(logs.body.data?.activityLogs.edges[0]?.node).toEqual({
      action: 'CREATE',
      user: { userFullName: 'Program importer' },
    });
  });

  it('is rate-limited per key with 429 and Retry-After, leaving other keys and people alone', async () => {
    const busy = await createKey('Busy partner');
    const calm = await createKey('Calm partner');
    const statuses: number[] = [];
    for (let i = 0; i < RATE + 1; i++)
      statuses.push((await graphql(stack.gateway.url, '{ __typename }', { token: busy.secret })).status);
    expect(statuses.slice(0, RATE).every((s) => s === 200)).toBe(true);
    const limited = await graphql(stack.gateway.url, '{ __typename }', { token: busy.secret });
    expect(limited.status).toBe(429);
    expect(errorCodes(limited)).toEqual(['RATE_LIMITED']);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect((await graphql(stack.gateway.url, '{ __typename }', { token: calm.secret })).status).toBe(200);
    expect((await graphql(stack.gateway.url, PROGRAMS, { token: viewer.token, accountId })).status).toBe(200);
  });

  it('shares one key’s budget between gateways: the API counts it in the database', async () => {
    const other = await startGateway({
      apiUrl: stack.api.url,
      identity: stack.identity.config,
      verifier: createAccessTokenVerifier(stack.identity.config),
      gatewaySecret: stack.gatewaySecret,
      partnerKeyRatePerMinute: RATE,
    });
    try {
      const shared = await createKey('Partner behind two gateways');
      const statuses: number[] = [];
      // Half through each gateway: neither process's own count reaches RATE.
      for (let i = 0; i < RATE; i++) {
        const url = i % 2 === 0 ? stack.gateway.url : other.url;
        statuses.push((await graphql(url, '{ __typename }', { token: shared.secret })).status);
      }
      expect(statuses.every((s) => s === 200)).toBe(true);
      const limited = await graphql(other.url, '{ __typename }', { token: shared.secret });
      expect(limited.status).toBe(429);
      expect(errorCodes(limited)).toEqual(['RATE_LIMITED']);
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    } finally {
      await other.close();
    }
  });
});
