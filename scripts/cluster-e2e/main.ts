// `pnpm test:cluster`: the cluster end to end (issue 26). Starts the whole topology once (cluster/start.ts, fresh
// database and folder, ports from CLUSTER_PORT_BASE, default 4600), then drives it over HTTP only, as clients and
// providers would: one test per scenario (e kills processes, so it runs alone; f reads what all the others moved).
// Each process's output is in .data/cluster-test-logs/<name>.log.
import { after, before, describe, test } from 'node:test';
import { fileAcrossGateways } from './files.js';
import { missingDatabaseServer, type Suite, startSuite } from './harness.js';
import { importRunsOnTheWorker } from './import.js';
import { invitationByMail } from './invitation.js';
import { redemptionsThroughKills } from './kills.js';
import { metricsMoved, type Scraped, scrapeAll } from './metrics.js';
import { smsThroughTwilio } from './sms.js';

let suite: Suite;
let baseline: Scraped;
const started = Date.now();
const skip = await missingDatabaseServer();
if (skip) console.log(`NOTE: the cluster suite is skipped: ${skip}.`);

before(async () => {
  if (skip) return;
  suite = await startSuite();
  baseline = await scrapeAll(suite);
  console.log(`  the cluster started in ${((Date.now() - started) / 1000).toFixed(1)} s; logs in ${suite.logDir}`);
});

after(async () => {
  await suite?.stop();
  console.log(`  the cluster suite took ${((Date.now() - started) / 1000).toFixed(1)} s in all`);
});

const MINUTE = 60_000;

// a to d touch nothing of one another's: run together (most of their time is waiting for jobs and polls).
describe('scenarios a to d, side by side', { concurrency: true, skip: skip ?? false }, () => {
  test('a. a file uploaded through gateway-1 downloads byte-identical through gateway-2', { timeout: MINUTE }, () =>
    fileAcrossGateways(suite),
  );
  test('b. a beneficiary import runs to COMPLETED on the worker, never on an HTTP API', { timeout: 2 * MINUTE }, () =>
    importRunsOnTheWorker(suite),
  );
  test('c. an invitee signs in for the first time with what the e-mail says', { timeout: MINUTE }, () =>
    invitationByMail(suite),
  );
  test(
    "d. a distribution's SMS go through Twilio and signed receipts make them DELIVERED",
    { timeout: 2 * MINUTE },
    () => smsThroughTwilio(suite),
  );
});
test(
  'e. redemptions survive killing api-1 and gateway-1: retried once, counted once',
  { timeout: 3 * MINUTE, skip: skip ?? false },
  () => redemptionsThroughKills(suite),
);
test(
  "f. every process's metrics carry the expected series, moved by the run",
  { timeout: MINUTE, skip: skip ?? false },
  () => metricsMoved(suite, baseline),
);
