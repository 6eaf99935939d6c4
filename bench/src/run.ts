// `pnpm bench`: runs every benchmark and prints one JSON document. BENCH_ROUNDS sets the rounds of the gateway/REST
// comparison, BENCH_LIST_ROWS the size of the large list (0 skips it). PostgreSQL runs are skipped when no server
// answers at TEST_DATABASE_URL (or the local default).
import { cpus } from 'node:os';
import { startTestIdentity } from '@aid/identity';
import { measureFirstLoad } from './first-load.js';
import { benchPrograms } from './programs.js';
import { benchSearch } from './search.js';

const rounds = Number(process.env.BENCH_ROUNDS ?? 300);
const warmup = Math.max(10, Math.round(rounds / 10));
const listRows = Number(process.env.BENCH_LIST_ROWS ?? 1_000_000);

const identity = await startTestIdentity();
const results: unknown[] = [];
try {
  for (const database of ['pglite', 'postgres'] as const) {
    results.push((await benchPrograms(identity, database, rounds, warmup)) ?? { database, skipped: 'not reachable' });
  }
  if (listRows > 0) {
    for (const database of ['pglite', 'postgres'] as const) {
      results.push((await benchSearch(identity, database, listRows)) ?? { database, skipped: 'not reachable' });
    }
  }
} finally {
  await identity.stop();
}
// Built by `npm test` and `npm start`; reported as skipped when web/dist is missing.
const firstLoad = measureFirstLoad() ?? { skipped: 'web/dist not built (pnpm --filter @aid/web build)' };
console.log(
  JSON.stringify(
    { machine: { cpus: cpus().length, node: process.version, nodeEnv: process.env.NODE_ENV }, firstLoad, results },
    null,
    2,
  ),
);
