// Who reads which activity log entries: by section, by SELECTED objects, their own always (activity/scope.ts).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableBackends, startTestApi, type TestApi } from '../testing/harness.js';
import { type Caller, callers } from '../testing/programs.js';
import { backendCases, fileIdentity } from '../testing/suite.js';

const backends = await availableBackends();
const identity = fileIdentity();

type Entry = { action: string; objectId: string; section: string | null; userId: string | null };

describe.each(backendCases(backends))('activity log sections on %s', (backendName, backend) => {
  let api: TestApi;
  let orgA: string;
  let admin: Caller;
  let selected: Caller;
  let manager: Caller;
  const { caller, as } = callers(
    identity,
    () => api,
    (name) => `${name}-${backendName}@activity-scope.test`,
  );
  const seen = async (who: Caller, filter?: unknown): Promise<Entry[]> => {
    const query = filter ? `&filter=${encodeURIComponent(JSON.stringify(filter))}` : '';
    const res = await as(who, 'GET', `/activity-logs?first=100${query}`);
    expect(res.status).toBe(200);
    // Each member's first request also logs their SIGN_IN (users/presence.ts); these tests place their own entries.
    return (res.body as { items: Entry[] }).items.filter((e) => e.action !== 'SIGN_IN');
  };
  const entry = (id: string, userId: string, objectType: string, objectId: string, section: string | null) =>
    api.db.query(
      `INSERT INTO activity_logs (log_id, account_id, user_id, action, object_type, object_id, section, changes)
       VALUES ($1, $2, $3, 'UPDATE', $4, $5, $6, '{}'::jsonb)`,
      [id, orgA, userId, objectType, objectId, section],
    );

  beforeAll(async () => {
    api = await startTestApi(backend, identity().config);
    orgA = (await api.fixtures.account('Org A')).accountId;
    admin = await caller('admin', orgA);
    selected = await caller('selected', orgA, 'NORTH_TEAM', {
      section: [
        { name: 'PROGRAMS', access: { VIEW: { accessLevel: 'SELECTED', objectIds: ['prg--north'] } } },
        { name: 'VOUCHER_SCANNING', access: { SCAN: { accessLevel: 'EVERYTHING', objectIds: [] } } },
      ],
    });
    manager = await caller('manager', orgA, 'PEOPLE', {
      section: [{ name: 'USER_MANAGEMENT', access: { VIEW: { accessLevel: 'EVERYTHING', objectIds: [] } } }],
    });
    await entry('nlg--north', admin.userId, 'PROGRAM', 'prg--north', 'PROGRAMS');
    await entry('nlg--south', admin.userId, 'PROGRAM', 'prg--south', 'PROGRAMS');
    await entry('nlg--role', admin.userId, 'ROLE', 'rol--x', 'USER_MANAGEMENT');
    await entry('nlg--job', admin.userId, 'JOB', 'job--x', null);
    await entry('nlg--own-sign-in', selected.userId, 'USER', selected.userId, 'USER_MANAGEMENT');
  });
  afterAll(async () => {
    await api?.close();
  });

  it('gives SELECTED access the entries of its objects only, and a member their own entries always', async () => {
    const ids = (await seen(selected)).map((e) => e.objectId);
    expect(ids.sort()).toEqual(['prg--north', selected.userId].sort());
  });

  it('gives a user manager the user-management entries and the jobs of others, not the programs', async () => {
    const entries = await seen(manager);
    expect(entries.map((e) => e.objectId).sort()).toEqual(['job--x', 'rol--x', selected.userId].sort());
  });

  it('gives an administrator every entry, each with its section', async () => {
    const entries = await seen(admin);
    expect(entries).toHaveLength(5);
    expect(entries.find((e) => e.objectId === 'rol--x')?.section).toBe('USER_MANAGEMENT');
    expect(entries.find((e) => e.objectId === 'job--x')?.section).toBeNull();
  });

  it('filters on the section, within what the member may read', async () => {
    const filter = { conditions: [{ field: 'SECTION', operator: 'EQUAL', value: 'PROGRAMS' }] };
    expect((await seen(admin, filter)).map((e) => e.objectId).sort()).toEqual(['prg--north', 'prg--south']);
    expect((await seen(selected, filter)).map((e) => e.objectId)).toEqual(['prg--north']);
    const bad = await as(
      admin,
      'GET',
      `/activity-logs?filter=${encodeURIComponent(JSON.stringify({ conditions: [{ field: 'SECTION', operator: 'EQUAL', value: 'KITCHEN' }] }))}`,
    );
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body)).toContain('KITCHEN');
  });
});
