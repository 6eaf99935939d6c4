// The organisation's user list at the REST API (GET /members), on every available database: people only, on the list
// engine (filters, sorts, keyset pages, counting on demand), DISABLED (MFA) computed, scoped to the organisation and
// to USER_MANAGEMENT VIEW.
import type { PageJson } from '@aid/common/rest';
import type { UserAccountJson } from '@aid/common/users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableBackends, startTestApi, type TestApi } from '../testing/harness.js';
import { type Caller, callers } from '../testing/programs.js';
import { backendCases, fileIdentity } from '../testing/suite.js';

const backends = await availableBackends();
const identity = fileIdentity();

type Page = PageJson<UserAccountJson>;

const VIEW_USERS = (accessLevel: 'EVERYTHING' | 'SELECTED', objectIds: string[] = []) => ({
  section: [{ name: 'USER_MANAGEMENT' as const, access: { VIEW: { accessLevel, objectIds } } }],
});

describe.each(backendCases(backends))('the user list on %s', (backendName, backend) => {
  let api: TestApi;
  let orgA: string;
  let orgB: string;
  let admin: Caller;
  let adminB: Caller;
  /** Members of A by short name → user id. */
  const ids: Record<string, string> = {};
  const idOf = (name: string): string => {
    const id = ids[name];
    if (!id) throw new Error(`no member ${name}`);
    return id;
  };
  const email = (name: string) => `${name}-${backendName}@users-list.test`;
  const { caller, as } = callers(identity, () => api, email);
  const list = async (who: Caller, query = '') => {
    const res = await as(who, 'GET', `/members${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as Page;
  };
  const filtered = (filter: unknown, extra = '') =>
    `?first=100&filter=${encodeURIComponent(JSON.stringify(filter))}${extra}`;
  const names = (page: Page) => page.items.map((u) => u.email.split('-')[0] ?? '');

  beforeAll(async () => {
    api = await startTestApi(backend, identity().config);
    orgA = (await api.fixtures.account('List Org A')).accountId;
    orgB = (await api.fixtures.account('List Org B')).accountId;
    admin = await caller('admin', orgA);
    adminB = await caller('bertha', orgB);
    ids.admin = admin.userId;
    const people: [string, string | undefined, string | undefined, string][] = [
      ['zoe', 'Zoë', 'Zimmer', 'VIEWER'],
      ['carl', 'Carl', 'Carver', 'FIELD'],
      ['nina', undefined, undefined, 'VIEWER'],
      ['dora', 'Dora', 'Dunn', 'FIELD'],
    ];
    for (const [name, firstName, lastName, role] of people) {
      const member = await api.fixtures.member(
        { sub: `sub-${name}-${backendName}`, email: email(name), firstName, lastName },
        orgA,
        role,
      );
      ids[name] = member.userId;
    }
    // Carl also holds VIEWER, second; Dora is DISABLED; Nina is invited; Zoë was active yesterday.
    const viewer = await api.db.query<{ role_id: string }>(
      "SELECT role_id FROM roles WHERE account_id = $1 AND role_name = 'VIEWER'",
      [orgA],
    );
    await api.db.query('UPDATE memberships SET role_ids = role_ids || $2::text WHERE user_id = $1', [
      idOf('carl'),
      viewer[0]?.role_id ?? '',
    ]);
    await api.fixtures.setMemberStatus(idOf('dora'), orgA, 'DISABLED');
    await api.db.query(
      "UPDATE memberships SET status = 'INVITATION_SENT', invited_by = $2, invited_at = now() WHERE user_id = $1",
      [idOf('nina'), admin.userId],
    );
    await api.db.query(
      "UPDATE memberships SET last_active_at = now() - interval '1 day', created_at = now() - interval '3 days' WHERE user_id = $1",
      [idOf('zoe')],
    );
    await api.db.query("UPDATE memberships SET created_at = now() - interval '2 days' WHERE user_id = $1", [
      idOf('carl'),
    ]);
    // A partner key's user row and membership: never listed.
    await api.db.query(
      `INSERT INTO users (user_id, cognito_sub, email, first_name, kind) VALUES ($1, $2, '', 'Aardvark ERP', 'API_KEY')`,
      [`usr--key-${backendName}`, `apikey:key--${backendName}`],
    );
    await api.db.query(
      "INSERT INTO memberships (membership_id, account_id, user_id, status, role_ids) VALUES ($1, $2, $3, 'ACTIVE', '{}')",
      [`acm--key-${backendName}`, orgA, `usr--key-${backendName}`],
    );
  });
  afterAll(async () => {
    await api?.close();
  });

  it('lists the people of the organisation by name, never a partner key, with roles in order', async () => {
    const page = await list(admin);
    expect(page.totalCount).toBe(5);
    // By full name, people without one by e-mail: admin@…, Carl Carver, Dora Dunn, nina@…, Zoë Zimmer.
    expect(names(page)).toEqual(['admin', 'carl', 'dora', 'nina', 'zoe']);
    expect(JSON.stringify(page)).not.toContain('Aardvark');
    const carl = page.items[1];
    expect(carl).toMatchObject({
      userId: idOf('carl'),
      accountId: orgA,
      email: email('carl'),
      userFullName: 'Carl Carver',
      status: 'ACTIVE',
      lastActive: null,
      invitedAt: null,
      invitedBy: null,
    });
    expect(carl?.roles.map((r) => r.roleName)).toEqual(['FIELD', 'VIEWER']);
    expect(page.items[2]?.status).toBe('DISABLED');
    expect(page.items[3]).toMatchObject({ status: 'INVITATION_SENT', userFullName: null, invitedBy: admin.userId });
    expect(page.items[3]?.invitedAt).toEqual(expect.any(String));
    // The admin's own request was just seen (the middleware keeps last activity to the minute).
    expect(Date.now() - Date.parse(page.items[0]?.lastActive ?? '')).toBeLessThan(60_000);
  });

  it('shows DISABLED (MFA) for active members without MFA while the organisation requires it', async () => {
    await api.db.query('UPDATE users SET mfa_enabled = true WHERE user_id = $1', [admin.userId]);
    await api.db.query('UPDATE accounts SET require_mfa = true WHERE account_id = $1', [orgA]);
    try {
      const page = await list(admin);
      const status = Object.fromEntries(page.items.map((u) => [u.email.split('-')[0], u.status]));
      // Invitations and disabled members keep their own status.
      expect(status).toEqual({
        admin: 'ACTIVE',
        carl: 'DISABLED_MFA',
        dora: 'DISABLED',
        nina: 'INVITATION_SENT',
        zoe: 'DISABLED_MFA',
      });
      const onlyMfa = await list(
        admin,
        filtered({ conditions: [{ field: 'STATUS', operator: 'EQUAL', value: 'DISABLED_MFA' }] }),
      );
      expect(names(onlyMfa)).toEqual(['carl', 'zoe']);
    } finally {
      await api.db.query('UPDATE accounts SET require_mfa = false WHERE account_id = $1', [orgA]);
    }
  });

  it('filters on e-mail, full name, status, role and last activity', async () => {
    const by = async (conditions: unknown[], connector = 'AND') =>
      names(await list(admin, filtered({ connector, conditions })));
    expect(await by([{ field: 'EMAIL', operator: 'CONTAINS', value: 'NIN' }])).toEqual(['nina']);
    expect(await by([{ field: 'FULL_NAME', operator: 'CONTAINS', value: 'zimm' }])).toEqual(['zoe']);
    expect(await by([{ field: 'FULL_NAME', operator: 'NOT_EXISTS' }])).toEqual(['admin', 'nina']);
    expect(await by([{ field: 'STATUS', operator: 'IN', values: ['DISABLED', 'INVITATION_SENT'] }])).toEqual([
      'dora',
      'nina',
    ]);
    const roles = (await list(admin)).items.flatMap((u) => u.roles);
    const viewer = roles.find((r) => r.roleName === 'VIEWER')?.roleId;
    const field = roles.find((r) => r.roleName === 'FIELD')?.roleId;
    // Any of a member's roles counts, not only the first.
    expect(await by([{ field: 'ROLE', operator: 'EQUAL', value: viewer }])).toEqual(['carl', 'nina', 'zoe']);
    expect(await by([{ field: 'ROLE', operator: 'NOT_EQUAL', value: viewer }])).toEqual(['admin', 'dora']);
    expect(await by([{ field: 'ROLE', operator: 'IN', values: [field, 'rol--nope'] }])).toEqual(['carl', 'dora']);
    const hourAgo = new Date(Date.now() - 3_600_000).toISOString();
    expect(await by([{ field: 'LAST_ACTIVE', operator: 'LESS', value: hourAgo }])).toEqual(['zoe']);
    expect(await by([{ field: 'LAST_ACTIVE', operator: 'IS_NULL' }])).toEqual(['carl', 'dora', 'nina']);
    expect(
      await by(
        [
          { field: 'EMAIL', operator: 'CONTAINS', value: 'zoe' },
          { field: 'FULL_NAME', operator: 'CONTAINS', value: 'carver' },
        ],
        'OR',
      ),
    ).toEqual(['carl', 'zoe']);
  });

  it('refuses a filter it cannot read with a field error', async () => {
    const res = await as(
      admin,
      'GET',
      `/members${filtered({ conditions: [{ field: 'ROLE', operator: 'CONTAINS', value: 'x' }] })}`,
    );
    expect(res).toMatchObject({
      status: 422,
      body: {
        code: 'VALIDATION_FAILED',
        fieldErrors: [{ field: 'filter.conditions[0].operator', code: 'NOT_ONE_OF' }],
      },
    });
    const sort = await as(admin, 'GET', '/members?sort=TYPE');
    expect(sort).toMatchObject({ status: 422, body: { fieldErrors: [{ field: 'sort', code: 'NOT_ONE_OF' }] } });
    expect((sort.body as { message: string }).message).toContain('LAST_ACTIVE_NEWEST');
  });

  it('sorts by last activity and by creation', async () => {
    // Admin now, Zoë yesterday, the others never (last when newest first), ties by user id.
    const newest = names(await list(admin, '?sort=LAST_ACTIVE_NEWEST'));
    expect(newest.slice(0, 2)).toEqual(['admin', 'zoe']);
    expect(newest.slice(2).sort()).toEqual(['carl', 'dora', 'nina']);
    const oldest = names(await list(admin, '?sort=LAST_ACTIVE_OLDEST'));
    expect(oldest.slice(3)).toEqual(['zoe', 'admin']);
    const created = names(await list(admin, '?sort=CREATED_AT_OLDEST'));
    expect(created.slice(0, 2)).toEqual(['zoe', 'carl']);
  });

  it('pages by cursor in the database, forwards and back, counting only when asked', async () => {
    const all = names(await list(admin, '?first=100'));
    const seen: string[] = [];
    let after = '';
    for (let page = 1; page <= 3; page++) {
      const body = await list(admin, `?first=2&count=false${after ? `&after=${after}` : ''}`);
      expect(body.totalCount).toBeNull();
      expect(body.hasNextPage).toBe(page < 3);
      seen.push(...names(body));
      after = body.endCursor ?? '';
    }
    expect(seen).toEqual(all);
    const last = await list(admin, `?first=2&sort=NAME&after=${(await list(admin, '?first=3')).endCursor}`);
    const back = await list(admin, `?first=2&before=${last.startCursor}`);
    expect(names(back)).toEqual(all.slice(1, 3));
    const bad = await as(admin, 'GET', '/members?after=not-a-cursor');
    expect(bad).toMatchObject({ status: 422, body: { fieldErrors: [{ field: 'after', code: 'INVALID_CURSOR' }] } });
  });

  it('shows another organisation nothing, and looks up by id within the organisation only', async () => {
    const b = await list(adminB);
    expect(names(b)).toEqual(['bertha']);
    const batch = await as(adminB, 'GET', `/members?ids=${idOf('carl')},${adminB.userId}`);
    expect((batch.body as { items: UserAccountJson[] }).items.map((u) => u.userId)).toEqual([adminB.userId]);
    const own = await as(admin, 'GET', `/members?ids=${idOf('zoe')},usr--key-${backendName},${adminB.userId}`);
    expect((own.body as { items: UserAccountJson[] }).items.map((u) => u.userId)).toEqual([idOf('zoe')]);
    // Naming another organisation in x-accountid does not help.
    const foreign = await api.call('GET', '/members', { token: adminB.token, accountId: orgA });
    expect(foreign).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
  });

  it('needs USER_MANAGEMENT VIEW; SELECTED lists only its users', async () => {
    const programsOnly = await caller('programs-only', orgA, 'PROGRAMS_ONLY', {
      section: [{ name: 'PROGRAMS', access: { VIEW: { accessLevel: 'EVERYTHING', objectIds: [] } } }],
    });
    const refused = await as(programsOnly, 'GET', '/members');
    expect(refused).toMatchObject({
      status: 403,
      body: { code: 'FORBIDDEN', message: expect.stringContaining('USER_MANAGEMENT') },
    });
    const selected = await caller('selected', orgA, 'SELECTED_VIEW', VIEW_USERS('SELECTED', [idOf('zoe')]));
    const page = await list(selected);
    expect(names(page)).toEqual(['zoe']);
    expect(page.totalCount).toBe(1);
  });
});
