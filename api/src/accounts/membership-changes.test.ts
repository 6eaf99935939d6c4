// The kept member look-ups over HTTP on every available database: a member's second request reads no membership, and
// a change to who may do what is seen on the very next request, whether this process made it or another one did
// (PostgreSQL: a second database handle on the same database, as a second API process has), and also when the
// notification could not arrive because no connection was listening.
import type { Permissions } from '@aid/common/permissions';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Db, openDb } from '../db/db.js';
import { migrate } from '../db/migrate.js';
import { availableBackends, startTestApi, type TestApi } from '../testing/harness.js';
import { type Caller, callers } from '../testing/programs.js';
import { backendCases, fileIdentity } from '../testing/suite.js';
import { membershipCacheOf } from './membership-cache.js';

const backends = await availableBackends();
/** How long a notification may take to reach the other process, and how often to look. */
const HEARD = { timeout: 5_000, interval: 5 };
const identity = fileIdentity();

const VIEW_PROGRAMS: Permissions = {
  section: [{ name: 'PROGRAMS', access: { VIEW: { accessLevel: 'EVERYTHING', objectIds: [] } } }],
};

/** `db`, counting the member look-ups (auth/middleware.ts) asked of it. */
function counting(db: Db): { db: Db; lookups: () => number } {
  let lookups = 0;
  const wrapped = new Proxy(db, {
    get(target, property) {
      if (property === 'query') {
        return (...args: Parameters<Db['query']>) => {
          if (args[0].includes('LEFT JOIN memberships m ON m.user_id = u.user_id')) lookups += 1;
          return target.query(...args);
        };
      }
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return { db: wrapped, lookups: () => lookups };
}

describe.each(backendCases(backends))('kept member look-ups on %s', (backendName, backend) => {
  let api: TestApi;
  let db: Db;
  let lookups: () => number;
  let drop: () => Promise<void>;
  let org: string;
  let member: Caller;
  const { caller } = callers(
    identity,
    () => api,
    (name) => `${name}-${backendName}@membership-cache.test`,
  );
  const programs = (who: Caller, on = api) =>
    on.call('GET', '/programs', { token: who.token, accountId: who.accountId });
  const setStatus = (status: string, on: Db = db) =>
    on.query('UPDATE memberships SET status = $2 WHERE user_id = $1 AND account_id = $3', [member.userId, status, org]);

  beforeAll(async () => {
    const opened = await backend.open();
    drop = opened.drop;
    await migrate(opened.db);
    ({ db, lookups } = counting(opened.db));
    api = await startTestApi(backend, identity().config, { db });
    org = (await api.fixtures.account('Kept Look-ups Org')).accountId;
    member = await caller('member', org, 'READER', VIEW_PROGRAMS);
  });
  afterAll(async () => {
    await api?.close();
    await drop?.();
  });

  it("serves a member's next requests without reading the membership again", async () => {
    // The first request writes the member's last activity, a change to their membership like any other.
    expect((await programs(member)).status).toBe(200);
    expect((await programs(member)).status).toBe(200);
    const before = lookups();
    for (let i = 0; i < 3; i++) expect((await programs(member)).status).toBe(200);
    expect(lookups()).toBe(before);
  });

  it('refuses a member on the next request once disabled, and serves them again once enabled', async () => {
    expect((await programs(member)).status).toBe(200);
    await setStatus('DISABLED');
    const refused = await programs(member);
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.body)).toContain('disabled by an administrator');
    await setStatus('ACTIVE');
    expect((await programs(member)).status).toBe(200);
  });

  it("applies a change to the member's role on the next request", async () => {
    expect((await programs(member)).status).toBe(200);
    const [role] = await db.query<{ role_id: string }>(
      'UPDATE roles SET permissions = $2 WHERE account_id = $1 AND role_name = $3 RETURNING role_id',
      [org, JSON.stringify({ section: [] }), 'READER'],
    );
    expect(role).toBeDefined();
    expect((await programs(member)).status).toBe(403);
    await db.query('UPDATE roles SET permissions = $2 WHERE role_id = $1', [
      role?.role_id ?? '',
      JSON.stringify(VIEW_PROGRAMS),
    ]);
    expect((await programs(member)).status).toBe(200);
  });

  it("requires the organisation's MFA on the next request once it is turned on", async () => {
    expect((await programs(member)).status).toBe(200);
    await db.query('UPDATE accounts SET require_mfa = true WHERE account_id = $1', [org]);
    const refused = await programs(member);
    expect(refused.status).toBe(403);
    expect(JSON.stringify(refused.body)).toContain('MFA_REQUIRED');
    await db.query('UPDATE accounts SET require_mfa = false WHERE account_id = $1', [org]);
    expect((await programs(member)).status).toBe(200);
  });

  it('tells a presence write apart from a change of who may do what', async () => {
    const heard: string[] = [];
    db.onChange({ change: (payload) => heard.push(payload), reset: () => undefined });
    await db.query('UPDATE memberships SET last_active_at = now() WHERE user_id = $1 AND account_id = $2', [
      member.userId,
      org,
    ]);
    await setStatus('DISABLED');
    await setStatus('ACTIVE');
    await vi.waitFor(() => expect(heard.length).toBeGreaterThanOrEqual(3), HEARD);
    // The gateways are not told of the first (api/src/accounts/change-stream.ts); this process drops the user for all.
    const user = member.userId;
    expect(heard.slice(0, 3)).toEqual([`presence:${user}`, `user:${user}`, `user:${user}`]);
  });

  describe('with a second API process on the same database', () => {
    let second: TestApi;
    let otherDb: Db;

    beforeAll(async () => {
      if (!db.url) return;
      otherDb = await openDb({ databaseUrl: db.url });
      second = await startTestApi(backend, identity().config, { db: otherDb });
    });
    afterAll(async () => {
      await second?.close();
      await otherDb?.close();
    });

    it.skipIf(backendName === 'pglite')(
      "drops the other process's kept look-up when this one disables the member",
      async () => {
        // The first request there opens its first connection: what it read before that listened is not kept.
        expect((await programs(member, second)).status).toBe(200);
        expect((await programs(member, second)).status).toBe(200);
        expect(membershipCacheOf(otherDb).size).toBe(1);
        await setStatus('DISABLED');
        // Until the other process hears of the change.
        await vi.waitUntil(() => membershipCacheOf(otherDb).size === 0, HEARD);
        expect((await programs(member, second)).status).toBe(403);
        // The refusal's look-up may be kept too; being let back in is told the same way, milliseconds later.
        await setStatus('ACTIVE');
        // Until the other process hears of the change back.
        await vi.waitUntil(() => membershipCacheOf(otherDb).size === 0, HEARD);
        expect((await programs(member, second)).status).toBe(200);
      },
    );

    it.skipIf(backendName === 'pglite')(
      'keeps nothing once its connections stop listening, so a change it could not hear of is still seen',
      async () => {
        expect((await programs(member, second)).status).toBe(200);
        await programs(member, second);
        expect(membershipCacheOf(otherDb).size).toBe(1);
        // The second process's connections are cut (a network failure, a restarted server) …
        await db.query(
          `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
            WHERE datname = current_database() AND pid <> pg_backend_pid()`,
        );
        // Until the second process knows it is not listening.
        await vi.waitUntil(() => !otherDb.listening, HEARD);
        expect(membershipCacheOf(otherDb).size).toBe(0);
        // … and the member is disabled with nobody to tell it (the trigger off, as a restore might leave it).
        await db.query('ALTER TABLE memberships DISABLE TRIGGER memberships_changed');
        try {
          await setStatus('DISABLED');
          expect((await programs(member, second)).status).toBe(403);
        } finally {
          await db.query('ALTER TABLE memberships ENABLE TRIGGER memberships_changed');
          await setStatus('ACTIVE');
        }
        // Its new connection listens again, so the refusal may be kept until it hears of the change back.
        await vi.waitUntil(() => membershipCacheOf(otherDb).size === 0, HEARD);
        expect((await programs(member, second)).status).toBe(200);
      },
    );
  });
});
