// "Require MFA" at the REST API, against the real identity emulator, on every available database: a member without a
// second factor is DISABLED (MFA) and refused with MFA_REQUIRED everywhere but GET /me and POST /me/mfa-status, which
// reads the factor again from the identity service after they turn it on (or off).
import type { MeJson } from '@aid/common/accounts';
import type { Permissions } from '@aid/common/permissions';
import type { MfaSettingsJson } from '@aid/common/users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableBackends, startTestApi, type TestApi } from '../testing/harness.js';
import { type Caller, callers } from '../testing/programs.js';
import { backendCases, fileIdentity } from '../testing/suite.js';
import { setAuthenticatorApp } from '../testing/users.js';

const backends = await availableBackends();
const identity = fileIdentity();

const VIEW_PROGRAMS: Permissions = {
  section: [{ name: 'PROGRAMS', access: { VIEW: { accessLevel: 'EVERYTHING', objectIds: [] } } }],
};

describe.each(backendCases(backends))('required MFA on %s', (backendName, backend) => {
  let api: TestApi;
  let org: string;
  let member: Caller;
  const email = (name: string) => `${name}-${backendName}@mfa.test`;
  const { caller, as } = callers(identity, () => api, email);
  const requireMfa = (on: boolean) =>
    api.db.query('UPDATE accounts SET require_mfa = $2 WHERE account_id = $1', [org, on]);
  const refresh = async (who: Caller) => {
    const res = await as(who, 'POST', '/me/mfa-status', undefined, 'http://localhost:4100/security');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as MfaSettingsJson;
  };

  beforeAll(async () => {
    api = await startTestApi(backend, identity().config);
    org = (await api.fixtures.account('MFA Org')).accountId;
    member = await caller('member', org, 'READER', VIEW_PROGRAMS);
  });
  afterAll(async () => {
    await api?.close();
  });

  it('refuses a member without MFA with MFA_REQUIRED while the organisation requires it', async () => {
    expect((await as(member, 'GET', '/programs')).status).toBe(200);
    await requireMfa(true);
    for (const path of ['/programs', '/activity-logs', '/jobs']) {
      const res = await as(member, 'GET', path);
      expect(res, path).toMatchObject({
        status: 403,
        body: { code: 'MFA_REQUIRED', message: expect.stringContaining('requires multi-factor authentication') },
      });
    }
    // GET /me still answers, and says why.
    const me = await as(member, 'GET', '/me');
    expect(me.status).toBe(200);
    expect(me.body as MeJson).toMatchObject({
      currentAccountId: org,
      memberships: [{ accountId: org, status: 'DISABLED_MFA' }],
    });
    expect(await refresh(member)).toEqual({ mfaEnabled: false, mfaPreferred: 'SOFTWARE_TOKEN_MFA' });
    expect((await as(member, 'GET', '/programs')).status).toBe(403);
  });

  it('lets them in again once they turn MFA on and the state is read again; off again refuses them', async () => {
    await requireMfa(true);
    await setAuthenticatorApp(identity().config, member.token, true);
    // Until the platform reads the new state, it still refuses.
    expect((await as(member, 'GET', '/programs')).body).toMatchObject({ code: 'MFA_REQUIRED' });
    expect(await refresh(member)).toEqual({ mfaEnabled: true, mfaPreferred: 'SOFTWARE_TOKEN_MFA' });
    expect((await as(member, 'GET', '/programs')).status).toBe(200);
    expect(((await as(member, 'GET', '/me')).body as MeJson).memberships[0]?.status).toBe('ACTIVE');
    const stored = await api.db.query<{ mfa_enabled: boolean; mfa_checked_at: unknown }>(
      'SELECT mfa_enabled, mfa_checked_at FROM users WHERE user_id = $1',
      [member.userId],
    );
    expect(stored[0]).toMatchObject({ mfa_enabled: true, mfa_checked_at: expect.anything() });

    await setAuthenticatorApp(identity().config, member.token, false);
    expect((await refresh(member)).mfaEnabled).toBe(false);
    expect((await as(member, 'GET', '/programs')).body).toMatchObject({ code: 'MFA_REQUIRED' });
    // Each change of state is in the organisation's activity log, once.
    const logged = await api.db.query<{ action: string; object_type: string; changes: unknown; site_path: string }>(
      `SELECT action, object_type, changes, site_path FROM activity_logs
        WHERE account_id = $1 AND object_id = $2 AND action = 'UPDATE' ORDER BY created_at, log_id`,
      [org, member.userId],
    );
    expect(logged).toEqual([
      {
        action: 'UPDATE',
        object_type: 'USER',
        changes: { mfaEnabled: { from: false, to: true } },
        site_path: 'http://localhost:4100/security',
      },
      {
        action: 'UPDATE',
        object_type: 'USER',
        changes: { mfaEnabled: { from: true, to: false } },
        site_path: 'http://localhost:4100/security',
      },
    ]);
  });

  it('lets members without MFA in when the organisation does not require it', async () => {
    await requireMfa(false);
    expect((await as(member, 'GET', '/programs')).status).toBe(200);
    expect(((await as(member, 'GET', '/me')).body as MeJson).memberships[0]?.status).toBe('ACTIVE');
  });

  it('needs a valid token to read the MFA state', async () => {
    expect(await api.call('POST', '/me/mfa-status')).toMatchObject({ status: 401, body: { code: 'UNAUTHENTICATED' } });
    const newcomer = await identity().user(email('no-profile'));
    expect(await api.call('POST', '/me/mfa-status', { token: newcomer.tokens.accessToken })).toMatchObject({
      status: 404,
      body: { code: 'NOT_FOUND' },
    });
  });
});
