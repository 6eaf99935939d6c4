// Applies api/migrations/*.sql in name order, each once, each in its own transaction.
import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Db, Queryable } from './db.js';

const MIGRATIONS_DIR = fileURLToPath(new URL('../../migrations/', import.meta.url));

// Any constant works; it only has to be the same in every process that migrates this database.
const MIGRATION_LOCK_KEY = 720_613_001;

/**
 * Every step takes a transaction-scoped advisory lock first, so two processes starting together against
 * one PostgreSQL server apply each migration exactly once: the second waits, then sees it recorded.
 */
export async function migrate(db: Db, dir: string = MIGRATIONS_DIR): Promise<string[]> {
  const files = (await readdir(dir)).filter((f) => /^\d{4}_.+\.sql$/.test(f)).sort();
  await db.transaction(async (tx) => {
    await lock(tx);
    await tx.query(
      'CREATE TABLE IF NOT EXISTS schema_migrations (version text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
    );
  });
  const applied: string[] = [];
  for (const file of files) {
    const version = file.replace(/\.sql$/, '');
    const sql = await readFile(`${dir}/${file}`, 'utf8');
    const ran = await db.transaction(async (tx) => {
      await lock(tx);
      const done = await tx.query('SELECT 1 FROM schema_migrations WHERE version = $1', [version]);
      if (done.length > 0) return false;
      await tx.exec(sql);
      await tx.query('INSERT INTO schema_migrations (version) VALUES ($1)', [version]);
      return true;
    });
    if (ran) applied.push(version);
  }
  return applied;
}

async function lock(tx: Queryable): Promise<void> {
  await tx.query(`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
}
