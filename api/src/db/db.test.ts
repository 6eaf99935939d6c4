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
