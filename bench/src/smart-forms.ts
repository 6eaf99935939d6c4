// biome-ignore-all lint/suspicious/noTemplateCurlyInString: XLSForm expressions write references as ${name}.
// Smart form submissions (issue 25): an organisation whose master list is BENCH_SMART_FORMS_PEOPLE generated people
// (the dedup bench's generator: households, shared phones, twins, transliterations) and a published registration
// form with a skip rule. 1) Public submissions through the gateway for BENCH_SMART_FORMS_SECONDS, closed-loop over
// BENCH_SMART_FORMS_CONCURRENCY connections, each with its own idempotency key, a third of them people already on the
// master list (so duplicate candidates are found). 2) BENCH_SMART_FORMS_SYNC submissions "synced from one device": in
// batches of SYNC_BATCH through the batch route, one batch at a time, as the filling page's queue sends them
// (web/src/fill/queue.ts), timed end to end; each item checked against the master list as a single one is.
// The gateway and the API each run in a process of their own, as deployed (on PGlite the API with its database in
// this process), with the per-address submission limit raised: every request here comes from one address.
import type { ChildProcess } from 'node:child_process';
import http from 'node:http';
import { createFixtures, generateDedupSet, insertGenerated } from '@aid/api/testing';
import type { TestIdentity } from '@aid/identity';
import { apiProcess, gatewayProcess } from './api-child.js';
import type { Json } from './http.js';
import { type Database, onScratchDatabase, startBenchApi } from './programs.js';
import { median, percentile, round } from './stats.js';

export type SmartFormsBenchResult = {
  benchmark: 'smart-form-submissions';
  database: Database;
  /** People on the master list the submissions are checked against. */
  masterListPeople: number;
  loadSeconds: number;
  services: string;
  sustained: {
    seconds: number;
    concurrency: number;
    submissions: number;
    /** Of the submissions, those whose person is already on the master list (a candidate is expected). */
    knownPeople: number;
    withCandidates: number;
    errors: number;
    perSecond: number;
    targetPerSecond: 200;
    p50Ms: number;
    p95Ms: number;
    p99Ms: number;
    targetP99Ms: 150;
  };
  /** One device's queue sent in order, one request at a time; undefined when BENCH_SMART_FORMS_SYNC=0. */
  deviceSync?: {
    submissions: number;
    batchSize: number;
    errors: number;
    seconds: number;
    targetSeconds: 30;
    /** Per batch. */
    medianMs: number;
  };
};

/** Far above any run here: the limit stays on, but one address may send the whole benchmark. */
const BENCH_SUBMISSIONS_PER_MINUTE = 10_000_000;
/** Forms per request of the device's sync (the filling page's queue sends 50 at a time). */
export const SYNC_BATCH = 50;

const text = (name: string, extra: Json = {}) => ({
  elementId: `spe--${name}`,
  name,
  type: 'TEXT',
  label: [{ language: 'en', text: name }],
  ...extra,
});

/** A registration form: the person's fields, a household answer or two, and one skip rule. */
export const DEFINITION = {
  languages: ['en'],
  defaultLanguage: 'en',
  pages: [
    {
      pageId: 'spa--person',
      name: 'person',
      title: [{ language: 'en', text: 'Person' }],
      elements: [
        text('first_name', { required: true, target: { kind: 'BENEFICIARY', field: 'firstName' } }),
        text('last_name', { required: true, target: { kind: 'BENEFICIARY', field: 'lastName' } }),
        text('dob', { type: 'DATE', target: { kind: 'BENEFICIARY', field: 'dob' } }),
        text('phone', { type: 'PHONE', target: { kind: 'BENEFICIARY', field: 'phoneNumber' } }),
        text('gender', { type: 'GENDER', target: { kind: 'BENEFICIARY', field: 'gender' } }),
      ],
    },
    {
      pageId: 'spa--household',
      name: 'household',
      title: [{ language: 'en', text: 'Household' }],
      elements: [
        text('members', { type: 'INTEGER', required: true, min: 1, max: 30 }),
        text('has_children', { type: 'YES_NO', required: true }),
        text('children', {
          type: 'INTEGER',
          required: true,
          relevant: '${has_children}',
          constraint: '. < ${members}',
        }),
        text('shelter', {
          type: 'SELECT_ONE',
          choices: ['house', 'tent', 'collective'].map((value) => ({
            value,
            label: [{ language: 'en', text: value }],
          })),
        }),
        text('village', { target: { kind: 'PROPERTY', property: 'village' } }),
      ],
    },
  ],
};

const KENYAN_MOBILE = /^\+2547\d{8}$/;

export type Person = { first: string; last: string; dob: string | null; phone: string | null };

export function answersOf(person: Person, i: number): Json {
  const members = 1 + (i % 7);
  const hasChildren = members > 1 && i % 3 !== 0;
  return {
    first_name: person.first,
    last_name: person.last,
    ...(person.dob ? { dob: person.dob } : {}),
    // The generator's few short made-up numbers (copies kept findable by phone) are no real Kenyan numbers: the form
    // would refuse them, and a family would leave the phone out.
    ...(person.phone && KENYAN_MOBILE.test(person.phone) ? { phone: person.phone } : {}),
    gender: i % 2 === 0 ? 'F' : 'M',
    members,
    has_children: hasChildren,
    ...(hasChildren ? { children: 1 + (i % (members - 1)) } : {}),
    shelter: ['house', 'tent', 'collective'][i % 3],
    village: `Village ${i % 40}`,
  };
}

/** POSTs JSON over kept-alive connections, up to `sockets` at once (the shared client in http.ts keeps 8). */
function poster(sockets: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: sockets });
  return (url: string, body: string) =>
    new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = http.request(
        url,
        {
          method: 'POST',
          agent,
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end(body);
    });
}

/** The items of a batch's answer that were not CREATED (all of them when it cannot be read). */
function notCreated(text: string, sent: number): number {
  const { results } = JSON.parse(text) as { results?: { outcome: string }[] };
  return sent - (results ?? []).filter((r) => r.outcome === 'CREATED').length;
}

export async function benchSmartForms(
  identity: TestIdentity,
  database: Database,
  people: number,
): Promise<SmartFormsBenchResult | undefined> {
  const seconds = Number(process.env.BENCH_SMART_FORMS_SECONDS ?? 20);
  const concurrency = Number(process.env.BENCH_SMART_FORMS_CONCURRENCY ?? 20);
  const syncCount = Number(process.env.BENCH_SMART_FORMS_SYNC ?? 10_000);
  return onScratchDatabase(database, async (target) => {
    const rate = { publicFormSubmissionsPerMinute: BENCH_SUBMISSIONS_PER_MINUTE };
    const api = await startBenchApi(identity, target, { ...rate, jobs: false });
    const children: ChildProcess[] = [];
    try {
      const served = target.databaseUrl
        ? await apiProcess({ identity: identity.config, databaseUrl: target.databaseUrl, jobs: false, ...rate })
        : undefined;
      if (served) children.push(served.child);
      const gateway = await gatewayProcess({ identity: identity.config, apiUrl: served?.url ?? api.url, ...rate });
      children.push(gateway.child);

      const fixtures = createFixtures(api.db);
      const { accountId } = await fixtures.account('Smart forms bench');
      const user = await identity.user(`smart-forms-bench-${database}@example.org`);
      await fixtures.member(user, accountId, 'ADMIN');
      const rest = async (method: string, path: string, body?: unknown): Promise<Json> => {
        const answer = await fetch(`${api.url}${path}`, {
          method,
          headers: {
            authorization: `Bearer ${user.tokens.accessToken}`,
            'x-accountid': accountId,
            'content-type': 'application/json',
          },
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        const json = (await answer.json()) as Json;
        if (!answer.ok) throw new Error(`${method} ${path}: ${answer.status} ${JSON.stringify(json)}`);
        return json;
      };
      // The first beneficiary through the API creates the master list as sign-up would; the rest go in by SQL.
      const { groupId } = (await rest('POST', '/beneficiaries', { firstName: 'First', lastName: 'Registered' })) as {
        groupId: string;
      };
      const loadStart = performance.now();
      const master = generateDedupSet(Math.round(people / 1.05)).people;
      await insertGenerated(api.db, accountId, groupId, master);
      await api.db.query('ANALYZE beneficiaries');
      const loadSeconds = (performance.now() - loadStart) / 1000;

      const list = await rest('POST', '/beneficiary-lists', {
        listName: 'Registered by form',
        status: 'OPEN',
        propertyList: [{ key: 'village', label: 'Village', type: 'TEXT' }],
      });
      const form = await rest('POST', '/smart-forms', {
        formName: 'Household registration',
        targetListId: list.beneficiaryListId,
        definition: DEFINITION,
      });
      const published = await rest('POST', `/smart-forms/${String(form.smartFormId)}/publish`);
      const url = `${gateway.url}/api/public/forms/${String(published.publicToken)}/submissions`;

      // A third already registered (with their dob and phone as the master list has them), the rest new people.
      const known = master.filter((p) => p.dob !== null);
      const fresh = generateDedupSet(20_000, 77).people;
      const personOf = (i: number): Person =>
        i % 3 === 0 ? (known[(i * 7919) % known.length] as Person) : (fresh[i % fresh.length] as Person);
      const run = `${database}-${Date.now()}`;
      const send = poster(concurrency);
      const itemOf = (i: number) => ({
        idempotencyKey: `bench-${run}-${i}`,
        version: 1,
        answers: answersOf(personOf(i), i),
      });
      const submit = async (i: number) => {
        const body = itemOf(i);
        const t = performance.now();
        const answer = await send(url, JSON.stringify(body));
        return { ms: performance.now() - t, answer };
      };

      // Closed loop for a fixed time: each connection sends its next submission as soon as the last is answered.
      let next = 0;
      const loop = async (until: number, sample: { latencies: number[]; errors: number; firstError?: string }) => {
        const worker = async () => {
          while (performance.now() < until) {
            const { ms, answer } = await submit(next++);
            if (answer.status === 201) sample.latencies.push(ms);
            else {
              sample.errors += 1;
              sample.firstError ??= `${answer.status} ${answer.text.slice(0, 300)}`;
            }
          }
        };
        const start = performance.now();
        await Promise.all(Array.from({ length: concurrency }, worker));
        return (performance.now() - start) / 1000;
      };
      await loop(performance.now() + Math.min(3_000, seconds * 200), { latencies: [], errors: 0 });
      // As autovacuum does within a minute of a live table's first rows: a table never analyzed reads as empty, and
      // the replay look-up (account, form, key) then ties the form's review index with the unique key's, scanning
      // every earlier submission of the form (measured: 148 million index entries read for 17,000 submissions).
      await api.db.query('ANALYZE smart_form_submissions');
      const firstTimed = next;
      const timed = { latencies: [] as number[], errors: 0, firstError: undefined as string | undefined };
      const elapsed = await loop(performance.now() + seconds * 1000, timed);
      if (timed.firstError) console.error(`smart-forms bench, first refusal: ${timed.firstError}`);
      const timedCount = next - firstTimed;
      const [candidates] = await api.db.query<{ n: number }>(
        `SELECT count(*) FILTER (WHERE jsonb_array_length(candidates) > 0)::int AS n FROM smart_form_submissions
          WHERE idempotency_key LIKE $1 AND substring(idempotency_key from '[0-9]+$')::int >= $2`,
        [`bench-${run}-%`, firstTimed],
      );

      let deviceSync: SmartFormsBenchResult['deviceSync'];
      if (syncCount > 0) {
        const latencies: number[] = [];
        let errors = 0;
        const start = performance.now();
        for (let k = 0; k < syncCount; k += SYNC_BATCH) {
          const items = Array.from({ length: Math.min(SYNC_BATCH, syncCount - k) }, () => itemOf(next++));
          const t = performance.now();
          const answer = await send(`${url}/batch`, JSON.stringify({ submissions: items }));
          latencies.push(performance.now() - t);
          errors += answer.status === 200 ? notCreated(answer.text, items.length) : items.length;
          if (answer.status !== 200 && errors === items.length) {
            console.error(`smart-forms bench, sync refused: ${answer.status} ${answer.text.slice(0, 300)}`);
          }
        }
        deviceSync = {
          submissions: syncCount,
          batchSize: SYNC_BATCH,
          errors,
          seconds: round((performance.now() - start) / 1000, 2),
          targetSeconds: 30,
          medianMs: round(median(latencies), 2),
        };
      }

      return {
        benchmark: 'smart-form-submissions',
        database,
        masterListPeople: master.length + 1,
        loadSeconds: round(loadSeconds, 1),
        services: served
          ? 'gateway process, API process, PostgreSQL'
          : 'gateway process; API with embedded PGlite in the benchmark process',
        sustained: {
          seconds: round(elapsed, 1),
          concurrency,
          submissions: timedCount,
          knownPeople: Array.from({ length: timedCount }, (_, k) => firstTimed + k).filter((i) => i % 3 === 0).length,
          withCandidates: Number(candidates?.n ?? 0),
          errors: timed.errors,
          perSecond: Math.round(timed.latencies.length / elapsed),
          targetPerSecond: 200,
          p50Ms: round(median(timed.latencies.length ? timed.latencies : [0]), 2),
          p95Ms: round(percentile(timed.latencies, 95), 2),
          p99Ms: round(percentile(timed.latencies, 99), 2),
          targetP99Ms: 150,
        },
        deviceSync,
      };
    } finally {
      for (const child of children) child.kill('SIGTERM');
      await api.close();
    }
  });
}
