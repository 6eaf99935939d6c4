// A 100,000-family voucher distribution end to end through the REST API: generating its entitlements and signed
// vouchers (the job, timed from the request to the job's end), approving it, then rendering and queueing one
// notification per family and the outbox draining them, and the printable PDF of 10,000 vouchers read to the end.
import type { Queryable } from '@aid/api';
import { createFixtures, FAST_JOBS } from '@aid/api/testing';
import { newId } from '@aid/common/ids';
import type { TestIdentity } from '@aid/identity';
import { apiProcess, peakRssMiB } from './api-child.js';
import { largeMasterList } from './beneficiary-list.js';
import type { Json } from './http.js';
import { type Database, onScratchDatabase, startBenchApi } from './programs.js';
import { round } from './stats.js';

export type DistributionBenchResult = {
  benchmark: 'voucher-distribution';
  database: Database;
  families: number;
  loadSeconds: number;
  /** POST /distributions/{id}/entitlements until its job is COMPLETED: entitlements and signed vouchers. */
  generateSeconds: number;
  targetGenerateSeconds: 10;
  vouchersSigned: number;
  /** POST /distributions/{id}/notifications until every family's message is written (rendered and queued). */
  notifyQueueSeconds: number;
  targetNotifyQueueSeconds: 10;
  /** From then until the outbox provider has accepted every message: messages per second. */
  outboxDrainPerSecond: number;
  /** From the first message queued until the last accepted: the rate sustained while queueing too. */
  outboxDrainPerSecondFromFirstMessage: number;
  targetOutboxDrainPerSecond: 2000;
  pdf: {
    vouchers: number;
    seconds: number;
    bytes: number;
    pages: number;
    peakRssMiB: number;
    targetPeakRssMiB: 300;
    measured: string;
  };
};

/** Polls `probe` every 200 ms until it says done. */
async function poll(probe: () => Promise<boolean>): Promise<void> {
  while (!(await probe())) await new Promise((resolve) => setTimeout(resolve, 200));
}

/** A LOCKED custom list of the first `size` people of the master list, its counts as the list engine keeps them. */
export async function lockedListOf(db: Queryable, accountId: string, groupId: string, size: number): Promise<string> {
  const listId = newId('beneficiaryList');
  const people = `SELECT beneficiary_id, number_of_family_members FROM beneficiaries WHERE group_id = $3
                   ORDER BY beneficiary_id LIMIT $4`;
  await db.query(
    `INSERT INTO beneficiary_lists (beneficiary_list_id, account_id, list_name, status, number_of_families,
                                    number_of_family_members, number_of_main_beneficiaries)
     SELECT $1, $2, 'Camp ' || $1, 'LOCKED', count(*),
            coalesce(sum(number_of_family_members), 0), count(*)
       FROM (${people}) AS p`,
    [listId, accountId, groupId, size],
  );
  await db.query(
    `INSERT INTO beneficiary_list_members (beneficiary_list_id, beneficiary_id, account_id)
     SELECT $1, beneficiary_id, $2 FROM (${people}) AS p`,
    [listId, accountId, groupId, size],
  );
  return listId;
}

/** Polls a job every 200 ms, as the web's progress bar does, until it ends; throws unless COMPLETED. */
export async function untilDone(rest: (method: string, path: string) => Promise<Json>, jobId: string): Promise<Json> {
  for (;;) {
    const job = await rest('GET', `/jobs/${jobId}`);
    if (job.status === 'COMPLETED') return job;
    if (job.status === 'FAILURE' || job.status === 'CANCELLED') throw new Error(`job ${jobId}: ${JSON.stringify(job)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export async function benchDistributions(
  identity: TestIdentity,
  database: Database,
): Promise<DistributionBenchResult | undefined> {
  const families = Number(process.env.BENCH_DISTRIBUTION_FAMILIES ?? 100_000);
  return onScratchDatabase(database, async (target) => {
    const api = await startBenchApi(identity, target, {
      jobs: FAST_JOBS,
    });
    try {
      const org = await largeMasterList(api, identity, `distribution-bench-${database}@example.org`, families);
      const loadStart = performance.now();
      const listId = await lockedListOf(api.db, org.accountId, org.groupId, families);
      const loadSeconds = org.loadSeconds + (performance.now() - loadStart) / 1000;
      const fixtures = createFixtures(api.db);
      const { programId } = await fixtures.program(org.accountId, { currency: 'EUR', budget: 1_000_000_000_000 });
      const callerOf =
        (token: string) =>
        async (method: string, path: string, body?: unknown): Promise<Json> => {
          const response = await fetch(`${api.url}${path}`, {
            method,
            headers: {
              authorization: `Bearer ${token}`,
              'x-accountid': org.accountId,
              'content-type': 'application/json',
            },
            body: body === undefined ? undefined : JSON.stringify(body),
          });
          const json = (await response.json()) as Json;
          if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
          return json;
        };
      const manager = callerOf(org.token);
      const approverUser = await identity.user(`distribution-bench-approver-${database}@example.org`);
      await fixtures.member(approverUser, org.accountId, 'ADMIN');
      const approver = callerOf(approverUser.tokens.accessToken);
      /** Creates a voucher distribution of `list`, generates it and returns its id and the seconds generating took. */
      const generated = async (list: string, name: string) => {
        const created = await manager('POST', '/distributions', {
          programId,
          distributionName: name,
          distributionType: 'VOUCHER',
          beneficiaryListId: list,
          amountPerBeneficiary: 2_500,
          amountPerBeneficiaryCurrency: 'EUR',
          includeDependants: true,
          amountPerDependant: 500,
          validUntil: '2027-06-30',
        });
        const id = String(created.distributionId);
        const start = performance.now();
        const job = await manager('POST', `/distributions/${id}/entitlements`);
        await untilDone(manager, String(job.jobId));
        const seconds = (performance.now() - start) / 1000;
        await manager('POST', `/distributions/${id}/submit`);
        await approver('POST', `/distributions/${id}/approvals`, { decision: 'APPROVED' });
        return { id, seconds };
      };
      const { id: distributionId, seconds: generateSeconds } = await generated(listId, 'Whole camp vouchers');
      const [signed] = await api.db.query<{ n: number | string }>(
        `SELECT count(*) AS n FROM entitlements WHERE distribution_id = $1 AND voucher_code IS NOT NULL`,
        [distributionId],
      );

      // Notifications: one SMS template in the default language, every family has a phone number.
      await manager('POST', '/message-templates', {
        language: 'en',
        body: 'Hello {first-name}, your voucher of {currency-amount} is ready: {short-url-link}',
      });
      const counts = async () => {
        const [row] = await api.db.query<{ queued: number | string; done: number | string }>(
          `SELECT count(*) AS queued, count(*) FILTER (WHERE status <> 'NOTIFICATION_SENT') AS done FROM notifications
          WHERE distribution_id = $1`,
          [distributionId],
        );
        return { queued: Number(row?.queued ?? 0), done: Number(row?.done ?? 0) };
      };
      const notifyStart = performance.now();
      const notifyJob = await manager('POST', `/distributions/${distributionId}/notifications`, { channel: 'SMS' });
      let queuedAt = 0;
      let firstQueuedAt = 0;
      await poll(async () => {
        const now = await counts();
        if (!firstQueuedAt && now.queued > 0) firstQueuedAt = performance.now();
        if (!queuedAt && now.queued >= families) queuedAt = performance.now();
        // Delivered or given up on: the master list's first person, registered by hand, has no phone number.
        return now.done >= families;
      });
      const drainedAt = performance.now();
      await untilDone(manager, String(notifyJob.jobId));

      // The PDF of a 10,000-family distribution, read to the end. On PostgreSQL it is fetched from an API process of
      // its own, whose peak resident memory (the kernel's high-water mark) is the API's alone; on PGlite the database
      // lives inside the API's process, so that peak is this whole process's (API, database and benchmark), sampled.
      const pdfFamilies = Math.min(10_000, families);
      const smallList = await lockedListOf(api.db, org.accountId, org.groupId, pdfFamilies);
      const { id: pdfDistributionId } = await generated(smallList, 'Ten thousand vouchers');
      const own = target.databaseUrl
        ? await apiProcess({ identity: identity.config, databaseUrl: target.databaseUrl })
        : undefined;
      let peak = process.memoryUsage().rss;
      const sampler = setInterval(() => {
        peak = Math.max(peak, process.memoryUsage().rss);
      }, 50);
      const pdfStart = performance.now();
      const response = await fetch(`${own?.url ?? api.url}/distributions/${pdfDistributionId}/vouchers.pdf`, {
        headers: { authorization: `Bearer ${org.token}`, 'x-accountid': org.accountId },
      });
      if (response.status !== 200 || !response.body) throw new Error(`vouchers.pdf: ${response.status}`);
      let bytes = 0;
      let pages = 0;
      const decoder = new TextDecoder('latin1');
      let tail = '';
      for await (const chunk of response.body) {
        bytes += chunk.length;
        // Page objects ("/Type /Page", not "/Pages"), counted across chunk boundaries.
        const text = tail + decoder.decode(chunk);
        pages += text.match(/\/Type\s*\/Page(?![s])/g)?.length ?? 0;
        tail = text.slice(-16).replace(/\/Type\s*\/Page(?![s])/g, '');
      }
      const pdfSeconds = (performance.now() - pdfStart) / 1000;
      clearInterval(sampler);
      const peakMiB = own?.child.pid ? await peakRssMiB(own.child.pid) : Math.round(peak / 2 ** 20);
      own?.child.kill('SIGTERM');

      return {
        benchmark: 'voucher-distribution',
        database,
        families,
        loadSeconds: round(loadSeconds, 1),
        generateSeconds: round(generateSeconds, 2),
        targetGenerateSeconds: 10,
        vouchersSigned: Number(signed?.n ?? 0),
        notifyQueueSeconds: round((queuedAt - notifyStart) / 1000, 2),
        targetNotifyQueueSeconds: 10,
        // Queued and drained within one 200 ms poll (a small run): the poll's interval bounds the rate from below.
        outboxDrainPerSecond: Math.round(families / (Math.max(drainedAt - queuedAt, 200) / 1000)),
        // The outbox starts draining while messages are still being queued (on PGlite it keeps pace): from the first
        // message seen to the last one sent is the rate it sustained throughout, queueing included.
        outboxDrainPerSecondFromFirstMessage: Math.round(families / (Math.max(drainedAt - firstQueuedAt, 200) / 1000)),
        targetOutboxDrainPerSecond: 2000,
        pdf: {
          vouchers: pdfFamilies,
          seconds: round(pdfSeconds, 2),
          bytes,
          pages,
          peakRssMiB: peakMiB,
          targetPeakRssMiB: 300,
          measured: own ? 'API process of its own' : 'one process: API, embedded database and benchmark',
        },
      };
    } finally {
      await api.close();
    }
  });
}
