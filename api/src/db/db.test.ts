// The database layer on every available backend: migrations, transactions and type normalisation.
import { readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableBackends, type Backend } from '../testing/harness.js';
import type { Db } from './db.js';
import { migrate } from './migrate.js';

const backends = await availableBackends();

describe.each(backends.map((b) => [b.name, b] as [string, Backend]))('database on %s', (name, backend) => {
  let db: Db;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ db, drop } = await backend.open());
  });
  afterAll(async () => {
    await drop?.();
  });

  it('applies the migrations once, even when two start together', async () => {
    const [first, second] = await Promise.all([migrate(db), migrate(db)]);
    const files = (await readdir(fileURLToPath(new URL('../../migrations/', import.meta.url))))
      .filter((f) => f.endsWith('.sql'))
      .map((f) => f.replace(/\.sql$/, ''))
      .sort();
    expect(files.length).toBeGreaterThanOrEqual(2);
    expect([...(first ?? []), ...(second ?? [])].sort()).toEqual(files);
    expect(await migrate(db)).toEqual([]);
    const recorded = await db.query<{ version: string }>('SELECT version FROM schema_migrations ORDER BY version');
    expect(recorded.map((r) => r.version)).toEqual(files);
  });

  it('commits a transaction that resolves and rolls back one that throws', async () => {
    await db.query("INSERT INTO accounts (account_id) VALUES ('acc--tx-ok')");
    await expect(
      db.transaction(async (tx) => {
        await tx.query("INSERT INTO accounts (account_id) VALUES ('acc--tx-rolled-back')");
        throw new Error('stop');
      }),
    ).rejects.toThrow('stop');
    const rows = await db.query<{ account_id: string }>(
      "SELECT account_id FROM accounts WHERE account_id LIKE 'acc--tx-%'",
    );
    expect(rows).toEqual([{ account_id: 'acc--tx-ok' }]);
  });

  it("sets a transaction's settings for that transaction only, quotes and all", async () => {
    const value = "o'brien; DROP TABLE accounts; --";
    const inside = await db.transaction(
      (tx) => tx.query<{ v: string }>("SELECT current_setting('app.user_id', true) AS v"),
      { 'app.user_id': value },
    );
    expect(inside).toEqual([{ v: value }]);
    const [after] = await db.query<{ v: string | null }>("SELECT current_setting('app.user_id', true) AS v");
    expect(after?.v ?? '').toBe('');
    expect(await db.query('SELECT 1 FROM accounts LIMIT 1')).toBeDefined();
  });

  it('keeps a statement asked to be prepared prepared on the connection (PostgreSQL), same rows either way', async () => {
    const sql = 'SELECT $1::int + 1 AS n';
    const prepared = await db.transaction(async (tx) => {
      const first = await tx.query<{ n: number }>(sql, [1], { prepare: true });
      const again = await tx.query<{ n: number }>(sql, [41], { prepare: true });
      const kept = await tx.query<{ name: string }>('SELECT name FROM pg_prepared_statements WHERE statement = $1', [
        sql,
      ]);
      return { rows: [...first, ...again], kept: kept.map((k) => k.name) };
    });
    expect(prepared.rows).toEqual([{ n: 2 }, { n: 42 }]);
    if (name === 'postgres') expect(prepared.kept).toEqual([expect.stringMatching(/^aid_[0-9a-f]{20}$/)]);
  });

  it('returns int8 as a number and dates as YYYY-MM-DD on both drivers', async () => {
    const [row] = await db.query<{ big: unknown; day: unknown; at: unknown }>(
      "SELECT 9007199254740991::bigint AS big, '2026-03-01'::date AS day, now() AS at",
    );
    expect(row?.big).toBe(9007199254740991);
    expect(row?.day).toBe('2026-03-01');
    expect(row?.at).toBeInstanceOf(Date);
    expect(name).toMatch(/pglite|postgres/);
  });
});
