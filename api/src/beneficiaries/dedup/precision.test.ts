// Precision and recall of the whole-list run on a generated set with known duplicates (testing/dedup-population.ts), on every
// available database. Prints the figures; the floors are what a review queue needs to be worth reading.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/db.js';
import { migrate } from '../../db/migrate.js';
import { tenantRunner } from '../../db/tenant.js';
import { generateDedupSet, insertGenerated, precisionRecall } from '../../testing/dedup-population.js';
import { createFixtures } from '../../testing/fixtures.js';
import { availableBackends } from '../../testing/harness.js';
import { backendCases } from '../../testing/suite.js';
import { ensureMasterList } from '../master.js';
import { findDuplicatePairs, thresholdsOf } from './find.js';

const backends = await availableBackends();
const PEOPLE = 20_000;

describe('the generated set', () => {
  it('is the same on every run and holds duplicates of every kind', () => {
    const a = generateDedupSet(2000);
    expect(generateDedupSet(2000)).toEqual(a);
    expect(a.people.length).toBeGreaterThan(2080);
    expect(a.truePairs.size).toBeGreaterThan(90);
  });
});

describe.each(backendCases(backends))('deduplication quality on %s', (backendName, backend) => {
  let db: Db;
  let drop: () => Promise<void>;
  let accountId: string;
  const set = generateDedupSet(PEOPLE);

  beforeAll(async () => {
    ({ db, drop } = await backend.open());
    await migrate(db);
    ({ accountId } = await createFixtures(db).account('Generated'));
    const groupId = await db.transaction((tx) => ensureMasterList(tx, accountId));
    await db.transaction((tx) => insertGenerated(tx, accountId, groupId, set.people));
  }, 120_000);
  afterAll(async () => {
    await drop?.();
  });

  it('finds the known duplicates with precision ≥ 0.95 and recall ≥ 0.9', async () => {
    const run = tenantRunner(db, { accountId, userId: 'usr--nobody' });
    const thresholds = await run((tx) => thresholdsOf(tx, accountId));
    const started = Date.now();
    const pairs = await findDuplicatePairs(run, accountId, thresholds);
    const figures = precisionRecall(pairs, set.truePairs);
    const duplicates = precisionRecall(
      pairs.filter((p) => p.score >= thresholds.duplicate),
      set.truePairs,
    );
    console.log(
      JSON.stringify({
        backend: backendName,
        people: set.people.length,
        millis: Date.now() - started,
        flagged: figures,
        duplicateLevelOnly: { precision: duplicates.precision, recall: duplicates.recall, found: duplicates.found },
      }),
    );
    // Streaming by keyset pages (large lists) finds exactly what reading everything at once finds.
    const streamed = await findDuplicatePairs(run, accountId, thresholds, undefined, 0);
    const sorted = (list: typeof pairs) => [...list].sort((x, y) => (x.a + x.b < y.a + y.b ? -1 : 1));
    expect(sorted(streamed)).toEqual(sorted(pairs));
    expect(figures.precision).toBeGreaterThanOrEqual(0.95);
    expect(figures.recall).toBeGreaterThanOrEqual(0.9);
    // Twins (same birthday, last name and phone, other first name) are never proposed.
    expect(duplicates.precision).toBeGreaterThanOrEqual(0.98);
  }, 120_000);
});
