// Property-based probing of every REST route, as a careless or hostile integration partner would: random and
// malformed ids, percent-encodings, query parameters, headers and bodies. Whatever comes in, the API answers a
// clear 4xx (or a success), never a 5xx, and always as JSON with an error code.
import { request } from 'node:http';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { xlsx, xlsxWithoutReferences } from './testing/beneficiary-imports.js';
import { availableBackends, startTestApi, type TestApi } from './testing/harness.js';
import { FAST_JOBS } from './testing/jobs.js';
import { apiRoutes } from './testing/routes.js';
import { backendCases, fileIdentity } from './testing/suite.js';

const backends = await availableBackends();
const RUNS_PER_ROUTE = Number(process.env.FUZZ_RUNS ?? 40);

const ROUTES = apiRoutes();

/** Strings that have broken parsers before: NUL, lone surrogates, huge, SQL-ish, JSON-ish, numbers out of range. */
const nasty = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.string({ maxLength: 300 }),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x'.repeat(20_000),
    'prg--'.padEnd(200, 'z'),
    "' OR 1=1 --",
    '{"connector":"AND","conditions":[{"field":"PROGRAM_NAME","operator":"CONTAINS","value":"\\u0000"}]}',
    '{"conditions":[{"field":"BUDGET","operator":"BETWEEN","values":["1","x"]}]}',
    '{"conditions":[{"field":"START_DATE","operator":"EQUAL","value":"2026-02-30"}]}',
    'eyJ2IjpbIm5vdC1hLWRhdGUiLCJwcmctLXgiXX0',
    'eyJ2IjpbMTIzLCJwcmctLXgiXX0',
    '[]',
    'null',
    '-1',
    '1e309',
    '999999999999999999999',
    'true',
    '😀'.repeat(50),
  ),
);

/** A path segment or query value as it travels: encoded, or raw with malformed percent-encodings. */
const onTheWire = fc.oneof(
  nasty.map((s) => encodeURIComponent(s.replace(/[\ud800-\udfff]/g, '?'))),
  fc.stringMatching(/^[A-Za-z0-9%._~-]{0,40}$/),
  fc.constantFrom('%', '%zz', '%E0%A4%A', '%00', '%C0%AF', 'prg--%FF'),
);

const QUERY_KEYS = ['first', 'last', 'after', 'before', 'sort', 'filter', 'ids', 'count', 'mine', 'name'];
const query = fc
  .array(fc.tuple(fc.constantFrom(...QUERY_KEYS), onTheWire), { maxLength: 4 })
  .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}` : ''));

const plausibleBody = fc.record(
  {
    programName: nasty,
    description: fc.oneof(nasty, fc.constant(null)),
    programType: fc.oneof(fc.constantFrom('CASH', 'VOUCHER'), nasty),
    currency: fc.oneof(fc.constant('EUR'), nasty),
    budget: fc.oneof(fc.integer(), fc.double(), nasty),
    startDate: fc.oneof(fc.constant('2026-01-31'), nasty),
    steps: fc.oneof(fc.integer({ min: -5, max: 20_000 }), nasty),
    stepMillis: fc.oneof(fc.integer({ min: -5, max: 20 }), nasty),
    failAttempts: fc.integer({ min: -1, max: 5 }),
    organizationName: nasty,
    message: nasty,
    firstName: nasty,
  },
  { requiredKeys: [] },
);
const body = fc.oneof(
  fc.constant(undefined),
  plausibleBody.map((b) => JSON.stringify(b)),
  fc.jsonValue().map((v) => JSON.stringify(v)),
  fc.constantFrom('{', '{"a":1', '\u0000', 'null', '"x"', `{"programName":"${'y'.repeat(100_000)}"}`),
);

type Probe = { method: string; path: string; body: string | undefined; accountId: string | undefined };
type Answer = { status: number; text: string };

function send(base: URL, token: string, probe: Probe): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { Authorization: `Bearer ${token}`, Accept: 'application/json' };
    if (probe.accountId !== undefined) headers['x-accountid'] = probe.accountId;
    if (probe.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      // Node sends a DELETE body neither chunked nor with a length unless told: the server would read it as the
      // next request and refuse the connection, which says nothing about the route.
      headers['Content-Length'] = String(Buffer.byteLength(probe.body));
    }
    const req = request(
      { host: base.hostname, port: base.port, method: probe.method.toUpperCase(), path: probe.path, headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    req.on('error', reject);
    req.end(probe.body);
  });
}

const identity = fileIdentity();

describe.each(backendCases(backends))('every REST route on %s', (name, backend) => {
  let api: TestApi;
  let token: string;
  let accountId: string;

  beforeAll(async () => {
    // The queue runs (so a valid job request succeeds) but no worker does: the probes only start jobs.
    api = await startTestApi(backend, identity().config, { jobs: { ...FAST_JOBS, work: false } });
    ({ accountId } = await api.fixtures.account('Fuzzed Org'));
    const user = await identity().user(`fuzz-${name}@fuzz.test`);
    await api.fixtures.member(user, accountId, 'ADMIN');
    token = user.tokens.accessToken;
  });
  afterAll(async () => {
    await api?.close();
  });

  it('answers a clear 4xx (or reads it) for any workbook: without cell references, cut short, bytes flipped', async () => {
    const post = async (path: string, content: Uint8Array<ArrayBuffer> | string, type: string) => {
      const res = await fetch(`${api.url}${path}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'x-accountid': accountId, 'Content-Type': type },
        body: content,
      });
      return { status: res.status, text: await res.text() };
    };
    const cellValue = fc.oneof(fc.string({ maxLength: 20 }), fc.integer(), fc.double({ noNaN: true }), nasty);
    const workbook = fc.record({
      rows: fc.array(fc.array(cellValue, { maxLength: 6 }), { minLength: 1, maxLength: 30 }),
      positional: fc.boolean(),
      cut: fc.option(fc.double({ min: 0, max: 1, noNaN: true })),
      flips: fc.array(fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.integer({ min: 0, max: 255 })), {
        maxLength: 3,
      }),
    });
    await fc.assert(
      fc.asyncProperty(workbook, async ({ rows, positional, cut, flips }) => {
        const header = ['firstName', 'lastName', 'phoneNumber'];
        const text = (v: string | number) => (typeof v === 'string' ? v.replace(/[\ud800-\udfff]/g, '?') : v);
        const data = rows.map((r) => r.map(text));
        let bytes = positional ? xlsxWithoutReferences([header, ...data]) : await xlsx({ People: [header, ...data] });
        if (cut !== null) bytes = bytes.subarray(0, Math.floor(bytes.length * cut));
        bytes = Buffer.from(bytes);
        for (const [at, value] of flips) if (bytes.length > 0) bytes[Math.floor(at * (bytes.length - 1))] = value;
        const file = await post('/files?name=fuzz.xlsx', new Uint8Array(bytes), 'application/octet-stream');
        if (file.status !== 201) return;
        const { fileId } = JSON.parse(file.text) as { fileId: string };
        const answer = await post('/beneficiary-imports/inspect', JSON.stringify({ fileId }), 'application/json');
        if (answer.status >= 500) throw new Error(`inspect answered ${answer.status}: ${answer.text.slice(0, 300)}`);
        if (answer.status >= 400) {
          const parsed = JSON.parse(answer.text) as { code?: unknown; message?: unknown };
          expect(parsed.code).toBe('VALIDATION_FAILED');
          expect(String(parsed.message)).not.toMatch(/\n\s+at /);
        }
      }),
      { numRuns: RUNS_PER_ROUTE * 2 },
    );
  }, 120_000);

  it('lists the routes it probes', () => {
    expect(ROUTES.length).toBeGreaterThanOrEqual(12);
  });

  it.each(ROUTES.map((r) => [r.method.toUpperCase(), r.path]))(
    'never answers 5xx to %s %s',
    async (method, path) => {
      const base = new URL(api.url);
      const probe = fc.record({
        segment: onTheWire,
        query,
        body: method === 'GET' ? fc.constant(undefined) : body,
        accountId: fc.oneof(
          fc.constant(accountId),
          fc.constant(undefined),
          fc.constantFrom('acc--nope', 'x'.repeat(300), ''),
        ),
      });
      await fc.assert(
        fc.asyncProperty(probe, async ({ segment, query: q, body: b, accountId: account }) => {
          const target = `${path.replace(/:\w+/g, segment || 'x')}${q}`;
          const answer = await send(base, token, { method, path: target, body: b, accountId: account });
          if (answer.status >= 500) {
            throw new Error(
              `${method} ${target.slice(0, 200)} answered ${answer.status}: ${answer.text.slice(0, 300)}`,
            );
          }
          if (answer.status >= 400 && answer.status !== 431) {
            const parsed = JSON.parse(answer.text) as { code?: unknown; message?: unknown };
            expect(typeof parsed.code).toBe('string');
            expect(String(parsed.message)).not.toMatch(/\n\s+at /);
          }
        }),
        { numRuns: RUNS_PER_ROUTE },
      );
    },
    60_000,
  );
});
