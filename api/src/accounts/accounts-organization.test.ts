// HTTP-level, on every available database: the current organisation's profile, settings and logo, who may read and
// change them, every refused value, the activity entries, and that another organisation sees and changes nothing.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { OrganizationJson } from '@aid/common/accounts';
import type { Permissions } from '@aid/common/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localFileStorage } from '../files/storage.js';
import { seedDemo } from '../seed/demo.js';
import { availableBackends, startTestApi, type TestApi } from '../testing/harness.js';
import { backendCases, fileIdentity } from '../testing/suite.js';
import { sendRaw, TINY_PNG } from '../testing/upload.js';

const backends = await availableBackends();
const identity = fileIdentity();

type Who = { token: string; accountId: string; userId: string };
type Refusal = { code: string; fieldErrors?: { field: string; code: string; params?: Record<string, unknown> }[] };

const VIEW_ONLY: Permissions = {
  section: [{ name: 'PROFILE_AND_ORGANIZATION', access: { VIEW: { accessLevel: 'EVERYTHING', objectIds: [] } } }],
};
const PROGRAMS_ONLY: Permissions = {
  section: [{ name: 'PROGRAMS', access: { VIEW: { accessLevel: 'EVERYTHING', objectIds: [] } } }],
};

describe.each(backendCases(backends))('the organisation on %s', (backendName, backend) => {
  let api: TestApi;
  let root: string;
  let admin: Who;
  let viewer: Who;
  let programsOnly: Who;
  let outsider: Who;
  const email = (name: string) => `${name}-${backendName}@organization.test`;
  const join_ = async (name: string, accountId: string, role?: string, permissions?: Permissions): Promise<Who> => {
    const user = await identity().user(email(name));
    const { userId } = await api.fixtures.member(user, accountId, role, permissions);
    return { token: user.tokens.accessToken, accountId, userId };
  };
  const call = (who: Who, method: string, path: string, body?: unknown, accountId = who.accountId) =>
    api.call(method, path, { token: who.token, accountId, sitePath: 'http://x/profile/view', body });
  const accountLogs = (accountId: string) =>
    api.db.query<{ user_id: string; changes: Record<string, { from: unknown; to: unknown }> }>(
      `SELECT user_id, changes FROM activity_logs
        WHERE account_id = $1 AND object_type = 'ACCOUNT' AND action = 'UPDATE' ORDER BY created_at, log_id`,
      [accountId],
    );

  beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), `organization-test-${backendName}-`));
    api = await startTestApi(backend, identity().config, {
      files: { storage: localFileStorage(root), maxBytes: 64 * 1024 * 1024 },
    });
    const { accountId } = await api.fixtures.account('Relief Org');
    // Fixture organisations count as registered; this one starts as a self-signed-up one does.
    await api.db.query('UPDATE accounts SET details_completed = false WHERE account_id = $1', [accountId]);
    admin = await join_('admin', accountId);
    viewer = await join_('viewer', accountId, 'VIEWER_ROLE', VIEW_ONLY);
    programsOnly = await join_('programs', accountId, 'PROGRAMS_ROLE', PROGRAMS_ONLY);
    outsider = await join_('outsider', (await api.fixtures.account('Other Org')).accountId);
  });
  afterAll(async () => {
    await api?.close();
    if (root) rmSync(root, { recursive: true, force: true });
  });

  it('completes the details once name, phone, address line, city and country are given', async () => {
    const partial = await call(admin, 'PATCH', '/organization', {
      organizationName: 'Relief Org',
      phoneNumber: '+254 20 2345678',
      addressLine: 'Riverside Drive 14',
    });
    expect(partial.status).toBe(200);
    expect(partial.body).toMatchObject({ phoneNumber: '+254202345678', detailsCompleted: false });
    const full = await call(admin, 'PATCH', '/organization', { addressCity: 'Nairobi', addressCountryCode: 'ke' });
    expect(full.body).toMatchObject({
      accountId: admin.accountId,
      organizationName: 'Relief Org',
      addressCity: 'Nairobi',
      addressCountryCode: 'KE',
      addressState: null,
      detailsCompleted: true,
      status: 'ACTIVE',
      masterBeneficiaryListId: null,
      duplicatesTotal: 0,
      lastDeduplication: null,
      updatedBy: admin.userId,
      parentAccountId: null,
    } satisfies Partial<OrganizationJson>);
    // The registration gate reads this too.
    const me = await call(admin, 'GET', '/me');
    expect(me.body).toMatchObject({ memberships: [{ accountId: admin.accountId, detailsCompleted: true }] });
    expect((await accountLogs(admin.accountId)).map((l) => l.changes)).toEqual([
      {
        phoneNumber: { from: null, to: '+254202345678' },
        addressLine: { from: null, to: 'Riverside Drive 14' },
      },
      {
        addressCity: { from: null, to: 'Nairobi' },
        addressCountryCode: { from: null, to: 'KE' },
        detailsCompleted: { from: false, to: true },
      },
    ]);
  });

  it('refuses an unknown country, a bad phone number and unknown fields, naming each', async () => {
    const res = await call(admin, 'PATCH', '/organization', {
      addressCountryCode: 'ZZ',
      phoneNumber: '12',
      addressPostalCode: '1'.repeat(21),
      status: 'DISABLED',
    });
    expect(res.status).toBe(422);
    const fields = (res.body as Refusal).fieldErrors?.map((e) => [e.field, e.code]);
    expect(fields).toEqual(
      expect.arrayContaining([
        ['addressCountryCode', 'NOT_ONE_OF'],
        ['phoneNumber', 'INVALID_FORMAT'],
        ['addressPostalCode', 'TOO_LONG'],
        ['status', 'UNKNOWN_FIELD'],
      ]),
    );
    const org = (await call(admin, 'GET', '/organization')).body as OrganizationJson;
    expect(org).toMatchObject({ addressCountryCode: 'KE', phoneNumber: '+254202345678', status: 'ACTIVE' });
  });

  it('edits the settings and refuses bad ones', async () => {
    // Requiring MFA takes a member who uses it: anyone else would lock themselves out.
    expect(await call(admin, 'PATCH', '/organization/settings', { requireMfa: true })).toMatchObject({
      status: 422,
      body: { fieldErrors: [{ field: 'requireMfa', code: 'INVALID_VALUE' }] },
    });
    await api.db.query('UPDATE users SET mfa_enabled = true WHERE user_id = $1', [admin.userId]);
    const res = await call(admin, 'PATCH', '/organization/settings', {
      menuColour: '#c2410c',
      defaultLanguage: 'fr',
      defaultNumberFormat: 'fr-FR',
      currency: 'KES',
      duplicateThreshold: 0.9,
      possibleDuplicateThreshold: 0.7,
      requireMfa: true,
    });
    expect(res.status).toBe(200);
    expect((res.body as OrganizationJson).settings).toEqual({
      menuColour: 'C2410C',
      defaultLanguage: 'fr',
      defaultNumberFormat: 'fr-FR',
      currency: 'KES',
      duplicateThreshold: 0.9,
      possibleDuplicateThreshold: 0.7,
      requireMfa: true,
    });
    const [logged] = (await accountLogs(admin.accountId)).slice(-1);
    expect(logged?.changes).toMatchObject({
      menuColour: { from: '2268AE', to: 'C2410C' },
      duplicateThreshold: { from: 0.92, to: 0.9 },
      requireMfa: { from: false, to: true },
    });
    // The top bar's badge reads the colour from the membership.
    const me = await call(admin, 'GET', '/me');
    expect(me.body).toMatchObject({ memberships: [{ menuColour: 'C2410C' }] });

    const bad = await call(admin, 'PATCH', '/organization/settings', {
      menuColour: 'red',
      currency: 'ABC',
      defaultLanguage: 'de',
    });
    expect(bad.status).toBe(422);
    expect((bad.body as Refusal).fieldErrors?.map((e) => [e.field, e.code]).sort()).toEqual([
      ['currency', 'NOT_ONE_OF'],
      ['defaultLanguage', 'NOT_ONE_OF'],
      ['menuColour', 'INVALID_FORMAT'],
    ]);
    expect(
      await call(admin, 'PATCH', '/organization/settings', {
        duplicateThreshold: 0.8,
        possibleDuplicateThreshold: 0.9,
      }),
    ).toMatchObject({
      status: 422,
      body: { fieldErrors: [{ field: 'possibleDuplicateThreshold', code: 'TOO_LARGE', params: { max: 0.8 } }] },
    });
    // One threshold alone is checked against the stored other (0.9 / 0.7 now).
    expect(await call(admin, 'PATCH', '/organization/settings', { possibleDuplicateThreshold: 0.95 })).toMatchObject({
      status: 422,
      body: { fieldErrors: [{ field: 'possibleDuplicateThreshold', code: 'TOO_LARGE', params: { max: 0.9 } }] },
    });
    expect(await call(admin, 'PATCH', '/organization/settings', { duplicateThreshold: 0.6 })).toMatchObject({
      status: 422,
      body: { fieldErrors: [{ field: 'duplicateThreshold', code: 'TOO_SMALL', params: { min: 0.7 } }] },
    });
    for (const value of [0, -0.1, 1.01, '0.5']) {
      const res = await call(admin, 'PATCH', '/organization/settings', { duplicateThreshold: value });
      expect(res.status, String(value)).toBe(422);
    }
    const after = (await call(admin, 'GET', '/organization')).body as OrganizationJson;
    expect(after.settings).toMatchObject({ menuColour: 'C2410C', duplicateThreshold: 0.9, currency: 'KES' });
    // Off again: with it on, the members here without MFA could not act (the users domain enforces it).
    const off = await call(admin, 'PATCH', '/organization/settings', { requireMfa: false });
    expect((off.body as OrganizationJson).settings.requireMfa).toBe(false);
  });

  it('lets VIEW read but not change, and refuses members without the section', async () => {
    const read = await call(viewer, 'GET', '/organization');
    expect(read).toMatchObject({ status: 200, body: { accountId: admin.accountId } });
    for (const [method, path, body] of [
      ['PATCH', '/organization', { organizationName: 'Taken over' }],
      ['PATCH', '/organization/settings', { requireMfa: true }],
      ['DELETE', '/organization/logo', undefined],
    ] as const) {
      const res = await call(viewer, method, path, body);
      expect(res, `${method} ${path}`).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    }
    const none = await call(programsOnly, 'GET', '/organization');
    expect(none).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
    expect((await call(admin, 'GET', '/organization')).body).toMatchObject({ organizationName: 'Relief Org' });
  });

  it('shows another organisation nothing and lets it change nothing', async () => {
    const own = await call(outsider, 'GET', '/organization');
    expect(own.status).toBe(200);
    expect(JSON.stringify(own.body)).not.toContain('Relief Org');
    for (const [method, path, body] of [
      ['GET', '/organization', undefined],
      ['PATCH', '/organization', { organizationName: 'Taken over' }],
      ['PATCH', '/organization/settings', { requireMfa: true }],
      ['GET', '/organization/logo', undefined],
    ] as const) {
      const res = await call(outsider, method, path, body, admin.accountId);
      expect(res, `${method} ${path}`).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
      expect(JSON.stringify(res.body)).not.toContain('Relief Org');
    }
    const logo = await sendRaw(api.url, 'POST', '/organization/logo', {
      token: outsider.token,
      accountId: admin.accountId,
      body: TINY_PNG,
    });
    expect(logo.status).toBe(403);
    const org = (await call(admin, 'GET', '/organization')).body as OrganizationJson;
    expect(org).toMatchObject({ organizationName: 'Relief Org', logoFileId: null });
    expect(org.settings.requireMfa).toBe(false);
  });

  it('seeds the demo organisations with a phone, an address, a country and a currency', async () => {
    const demoAdmin = await identity().user('admin@demo.aid');
    await seedDemo(api.db, [{ email: 'admin@demo.aid', sub: demoAdmin.sub }]);
    await seedDemo(api.db, [{ email: 'admin@demo.aid', sub: demoAdmin.sub }]);
    const res = await api.call('GET', '/organization', {
      token: demoAdmin.tokens.accessToken,
      accountId: 'acc--demo-relief',
    });
    expect(res.body).toMatchObject({
      organizationName: 'Demo Relief Organisation',
      phoneNumber: '+254202345678',
      addressCity: 'Nairobi',
      addressCountryCode: 'KE',
      detailsCompleted: true,
      settings: { currency: 'KES', menuColour: '2268AE' },
    });
  });

  it('sets, serves and removes the logo; a text file is refused', async () => {
    const upload = (who: Who, body: Buffer) =>
      sendRaw(api.url, 'POST', '/organization/logo', {
        token: who.token,
        accountId: who.accountId,
        body,
        headers: { 'x-file-name': 'logo.png', 'Content-Type': 'image/png' },
      });
    expect(await upload(viewer, TINY_PNG)).toMatchObject({ status: 403 });
    expect(await upload(admin, Buffer.from('<svg onload="alert(1)"></svg>'))).toMatchObject({
      status: 422,
      body: { fieldErrors: [{ field: 'image', code: 'NOT_ONE_OF' }] },
    });
    const res = await upload(admin, TINY_PNG);
    expect(res.status).toBe(200);
    const logoFileId = (res.body as OrganizationJson).logoFileId;
    expect(logoFileId).toMatch(/^fil--/);
    expect(readdirSync(join(root, admin.accountId))).toEqual([logoFileId]);
    // Any member with VIEW sees it; it is served as the image its bytes are.
    const served = await sendRaw(api.url, 'GET', '/organization/logo', {
      token: viewer.token,
      accountId: viewer.accountId,
    });
    expect(served).toMatchObject({ status: 200, headers: { 'content-type': 'image/png' } });
    const removed = await call(admin, 'DELETE', '/organization/logo');
    expect(removed.body).toMatchObject({ logoFileId: null });
    expect(readdirSync(join(root, admin.accountId))).toEqual([]);
    expect((await accountLogs(admin.accountId)).slice(-2).map((l) => l.changes.logoFileId)).toEqual([
      { from: null, to: logoFileId },
      { from: logoFileId, to: null },
    ]);
  });
});
