// One small database interface over embedded PGlite (the default) and a PostgreSQL server (DATABASE_URL).
import { createHash } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';

export type SqlValue = string | number | boolean | null | Date | readonly string[] | readonly number[];

export type QueryOptions = {
  /**
   * Keep the statement prepared on each PostgreSQL connection (parsed and planned once, not on every call): for the
   * few fixed statements every request runs (membership, the redemption's lock and write). Not for SQL built per
   * call, which would pile up prepared statements. PGlite ignores it.
   */
  prepare?: boolean;
};

export type Queryable = {
  query<T extends object = Record<string, unknown>>(
    sql: string,
    params?: readonly SqlValue[],
    options?: QueryOptions,
  ): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(script: string): Promise<void>;
};

export type Db = Queryable & {
  readonly kind: 'pglite' | 'postgres';
  /** The PGlite instance itself (pglite only): the job queue talks to it through its own adapter. */
  readonly lite?: PGlite;
  /** The server's URL (postgres only): the job queue keeps its own small pool. */
  readonly url?: string;
  /** The pool's connections now (postgres only): for the metrics. */
  poolStats?(): { total: number; idle: number; waiting: number };
  /**
   * Runs `fn` in one transaction: committed when it resolves, rolled back when it throws. `settings` are set for the
   * transaction only (set_config(…, true), i.e. SET LOCAL) before `fn` runs.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>, settings?: TransactionSettings): Promise<T>;
  /**
   * Whether a connection listens on CHANGES_CHANNEL now: a cache kept by `onChange` may serve only while one does.
   * Each subscriber's `reset` runs whenever listening starts or stops (changes may have been missed in between).
   */
  readonly listening: boolean;
  /** Calls `subscriber.change` with the payload of every NOTIFY on CHANGES_CHANNEL that reaches this handle. */
  onChange(subscriber: ChangeSubscriber): void;
  close(): Promise<void>;
};

/**
 * The channel the database tells changes on (migrations/0024). Every connection listens, so a change is delivered to
 * the connection that committed it before the commit returns: a process never serves its own change stale.
 */
export const CHANGES_CHANNEL = 'aid_changes';

export type ChangeSubscriber = { change(payload: string): void; reset(): void };

/** The subscribers of one database handle, and whether it listens. */
function changeFeed() {
  const subscribers = new Set<ChangeSubscriber>();
  return {
    add: (subscriber: ChangeSubscriber) => subscribers.add(subscriber),
    change(payload: string) {
      for (const s of subscribers) s.change(payload);
    },
    reset() {
      for (const s of subscribers) s.reset();
    },
  };
}

/** Names and values of settings local to one transaction (e.g. role, app.account_id). */
export type TransactionSettings = Readonly<Record<string, string>>;

/** SELECT set_config(name, value, true), …: each name and value written by `literal` (given its $n position). */
function setConfigSql(settings: TransactionSettings, literal: (value: string, position: number) => string): string {
  const calls = Object.entries(settings).map(
    ([name, value], i) => `set_config(${literal(name, 2 * i + 1)}, ${literal(value, 2 * i + 2)}, true)`,
  );
  return `SELECT ${calls.join(', ')}`;
}

export type OpenDbOptions = {
  /** A PostgreSQL server URL; when absent, PGlite is used. */
  databaseUrl?: string;
  /** PGlite data folder; absent or 'memory://' keeps the database in memory (tests). */
  dataDir?: string;
  /** Where a lost idle connection is reported (the pool reconnects by itself). */
  onConnectionError?: (error: Error) => void;
};

const OID_INT8 = 20;
const OID_DATE = 1082;

export async function openDb(options: OpenDbOptions = {}): Promise<Db> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl, options.onConnectionError)
    : openPglite(options.dataDir ?? 'memory://');
}

async function openPglite(dataDir: string): Promise<Db> {
  // Dates stay 'YYYY-MM-DD' strings (a Date would shift with the time zone) and int8 becomes a number, the
  // same as the pg parsers below, so row mappers see one shape whatever the backend.
  const lite = await PGlite.create(dataDir, {
    // Text search on large lists uses trigram indexes; PGlite ships the extension, the server has it in contrib.
    extensions: { pg_trgm },
    parsers: { [OID_DATE]: (value: string) => value, [OID_INT8]: (value: string) => Number(value) },
  });
  // One connection, always listening: PGlite calls this before the statement that committed a change returns.
  const feed = changeFeed();
  await lite.listen(CHANGES_CHANNEL, (payload) => feed.change(payload));
  const run = async <T extends object>(
    target: { query: PGlite['query'] },
    sql: string,
    params?: readonly SqlValue[],
  ): Promise<T[]> => (await target.query<T>(sql, params ? [...params] : undefined)).rows;
  return {
    kind: 'pglite',
    lite,
    listening: true,
    onChange: (subscriber) => feed.add(subscriber),
    query: (sql, params) => run(lite, sql, params),
    exec: async (script) => {
      await lite.exec(script);
    },
    transaction: (fn, settings) =>
      lite.transaction(async (tx) => {
        if (settings) {
          await tx.query(
            setConfigSql(settings, (_value, position) => `$${position}`),
            Object.entries(settings).flat(),
          );
        }
        return fn({
          query: (sql, params) => run(tx, sql, params),
          exec: async (script) => {
            await tx.exec(script);
          },
        });
      }),
    close: () => lite.close(),
  };
}

async function openPostgres(databaseUrl: string, onConnectionError?: (error: Error) => void): Promise<Db> {
  // Every connection listens, before it serves its first query. The handle listens while one of them does; when the
  // last one goes (idle time-out, a lost connection) changes may be missed until the next one has listened.
  const feed = changeFeed();
  const listeners = new Set<pg.ClientBase>();
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    onConnect: async (client: pg.ClientBase) => {
      client.on('notification', (message) => {
        if (message.channel === CHANGES_CHANNEL && message.payload !== undefined) feed.change(message.payload);
      });
      await client.query(`LISTEN ${CHANGES_CHANNEL}`);
      listeners.add(client);
      if (listeners.size === 1) feed.reset();
    },
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
        if (oid === OID_DATE) return (value: string) => value;
        // Budgets are capped at 2^53 - 1 and counts are small, so a number is exact.
        if (oid === OID_INT8) return (value: string) => Number(value);
        return format === 'binary' ? pg.types.getTypeParser(oid, 'binary') : pg.types.getTypeParser(oid, 'text');
      }) as typeof pg.types.getTypeParser,
    },
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', (error) => onConnectionError?.(error));
  pool.on('remove', (client) => {
    if (listeners.delete(client) && listeners.size === 0) feed.reset();
  });
  const run = async <T extends object>(
    target: pg.Pool | pg.PoolClient,
    sql: string,
    params?: readonly SqlValue[],
    options?: QueryOptions,
  ): Promise<T[]> => {
    const values = params ? [...params] : undefined;
    const result = options?.prepare
      ? await target.query({ name: statementName(sql), text: sql, values })
      : await target.query(sql, values);
    return result.rows as T[];
  };
  return {
    kind: 'postgres',
    url: databaseUrl,
    get listening() {
      return listeners.size > 0;
    },
    onChange: (subscriber) => feed.add(subscriber),
    query: (sql, params, options) => run(pool, sql, params, options),
    exec: async (script) => {
      await pool.query(script);
    },
    async transaction(fn, settings) {
      const client = await pool.connect();
      try {
        // With the settings in the same simple-protocol message as BEGIN: one round trip to the server, not two, on
        // every request (they are escaped literals: the extended protocol would allow one statement only).
        await client.query(settings ? `BEGIN; ${setConfigSql(settings, (v) => client.escapeLiteral(v))}` : 'BEGIN');
        const result = await fn({
          query: (sql, params, options) => run(client, sql, params, options),
          exec: async (script) => {
            await client.query(script);
          },
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: () => pool.end(),
  };
}

// A prepared statement's name is its text's hash: the same statement shares one name on every connection.
const statementNames = new Map<string, string>();
function statementName(sql: string): string {
  let name = statementNames.get(sql);
  if (!name) {
    name = `aid_${createHash('sha1').update(sql).digest('hex').slice(0, 20)}`;
    statementNames.set(sql, name);
  }
  return name;
}

/** The SQLSTATE of a database error (both drivers set `code`), e.g. 23505 for a unique violation. */
export function sqlState(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string') {
    return error.code;
  }
  return undefined;
}

export const UNIQUE_VIOLATION = '23505';
