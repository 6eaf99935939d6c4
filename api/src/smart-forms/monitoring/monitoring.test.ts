// Post-distribution monitoring over HTTP on every available database: a stratified sample of the right size, one
// personal link per family, an answer through a link tied to the family and counted once, the answers in the
// distribution summary, and other organisations kept out.
import type { DistributionSummaryJson } from '@aid/common/reports';
import type { MonitoringStartJson } from '@aid/common/smart-forms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisation } from '../../testing/beneficiaries.js';
import { availableBackends, startTestApi, type TestApi } from '../../testing/harness.js';
import { FAST_JOBS } from '../../testing/jobs.js';
import { notificationCalls } from '../../testing/notifications.js';
import { type Caller, callers } from '../../testing/programs.js';
import { backendCases, fileIdentity } from '../../testing/suite.js';

const backends = await availableBackends();
const identity = fileIdentity();

const PDMS = [
  { question: 'Did you receive the full amount?', answerType: 'YES_NO' },
  { question: 'How satisfied are you?', answerType: 'RATING' },
  { question: 'How much did you spend on food?', answerType: 'NUMBER' },
  { question: 'Anything else?', answerType: 'TEXT' },
];

type Invitations = { items: { beneficiaryId: string; stratum: string; link: string; answeredAt: string | null }[] };

describe.each(backendCases(backends))('monitoring on %s', (backendName, backend) => {
  let api: TestApi;
  let org: { accountId: string; masterId: string };
  let admin: Caller;
  let outsider: Caller;
  let programId: string;
  const { caller } = callers(
    identity,
    () => api,
    (name) => `${name}-${backendName}@monitoring.test`,
  );
  const { as, ok, approvedDistribution } = notificationCalls(() => api);

  /** A CASH distribution of `n` families, APPROVED, with the monitoring questions; `completed` of them paid. */
  const distribution = async (n: number, completed: number, pdms: unknown[] = PDMS) => {
    const made = await approvedDistribution(
      admin,
      org,
      programId,
      Array.from({ length: n }, () => ({ nationality: null, phone: null })),
      { distributionPdms: pdms },
    );
    await api.db.query(`UPDATE entitlements SET payment_status = 'COMPLETED' WHERE beneficiary_id = ANY($1::text[])`, [
      made.beneficiaryIds.slice(0, completed),
    ]);
    return made.distribution.distributionId;
  };
  const start = (id: string, body: Record<string, unknown>) =>
    ok<MonitoringStartJson>(admin, 'POST', `/distributions/${id}/monitoring`, body, 201);
  const parts = (link: string) => {
    const url = new URL(link);
    return { token: url.pathname.split('/').pop() ?? '', invitation: url.searchParams.get('m') ?? '' };
  };
  const answer = (link: string, key: string, answers: Record<string, unknown>) => {
    const { token, invitation } = parts(link);
    return api.call('POST', `/public/forms/${token}/submissions`, {
      body: { version: 1, idempotencyKey: key.padEnd(16, '-'), answers, invitation },
    });
  };

  beforeAll(async () => {
    api = await startTestApi(backend, identity().config, { jobs: FAST_JOBS });
    org = await organisation(api, 'Monitoring org');
    const other = await organisation(api, 'Other org');
    admin = await caller('admin', org.accountId);
    outsider = await caller('outsider', other.accountId);
    ({ programId } = await api.fixtures.program(org.accountId, { currency: 'EUR' }));
  }, 60_000);
  afterAll(async () => {
    await api?.close();
  });

  it('draws a stratified sample of the size asked, one personal link per family, and extends it once', async () => {
    const id = await distribution(20, 4);
    const first = await start(id, { sampleSize: 10 });
    expect(first.sampled).toBe(10);
    // 16 NOT_INITIATED and 4 COMPLETED: 8 and 2, proportionally.
    expect(first.strata).toEqual([
      { status: 'NOT_INITIATED', count: 8 },
      { status: 'COMPLETED', count: 2 },
    ]);
    const invited = new Set(first.links.map((l) => l.beneficiaryId));
    expect(invited.size).toBe(10);
    expect(new Set(first.links.map((l) => parts(l.link).invitation)).size).toBe(10);
    const strata = await api.db.query<{ stratum: string; n: number }>(
      `SELECT m.stratum, count(*)::int AS n FROM monitoring_invitations m
         JOIN entitlements e ON e.distribution_id = m.distribution_id AND e.beneficiary_id = m.beneficiary_id
        WHERE m.distribution_id = $1 AND e.payment_status = m.stratum GROUP BY m.stratum ORDER BY m.stratum`,
      [id],
    );
    expect(strata).toEqual([
      { stratum: 'COMPLETED', n: 2 },
      { stratum: 'NOT_INITIATED', n: 8 },
    ]);
    // A second start reuses the form and draws only families not invited yet; a sample past them takes them all.
    const second = await start(id, { sampleSize: 50 });
    expect(second).toMatchObject({ sampled: 10, smartFormId: first.smartFormId });
    expect(second.links.some((l) => invited.has(l.beneficiaryId))).toBe(false);
    const listed = await ok<Invitations>(admin, 'GET', `/distributions/${id}/monitoring`);
    expect(listed.items).toHaveLength(20);
    expect((await start(id, { sampleSize: 5 })).sampled).toBe(0);
  });

  it('takes one family from a small stratum even when its share rounds to none', async () => {
    const id = await distribution(30, 1);
    const started = await start(id, { sampleSize: 5 });
    expect(started.strata).toEqual([
      { status: 'NOT_INITIATED', count: 4 },
      { status: 'COMPLETED', count: 1 },
    ]);
  });

  it('ties an answer to its family, once, and shows counts and averages in the summary report', async () => {
    const id = await distribution(6, 0);
    const { links } = await start(id, { sampleSize: 4 });
    const [a, b, c, d] = links.map((l) => l.link);
    if (!a || !b || !c || !d) throw new Error('four links expected');
    expect((await answer(a, 'family-a', { q1: true, q2: 5, q3: 120.5, q4: 'Thanks' })).status).toBe(201);
    expect((await answer(b, 'family-b', { q1: false, q2: 2, q3: 80 })).status).toBe(201);
    expect((await answer(c, 'family-c', { q1: true, q2: 4 })).status).toBe(201);
    // A replay is the same submission; a second answer of the same family is refused and saves nothing.
    expect((await answer(a, 'family-a', { q1: true, q2: 5, q3: 120.5, q4: 'Thanks' })).status).toBe(200);
    const again = await answer(a, 'family-a-again', { q1: false, q2: 1 });
    expect(again).toMatchObject({ status: 409, body: { reason: 'ALREADY_ANSWERED' } });
    // A link that names no invitation of this form is 404, and nothing is saved either.
    const forged = await api.call('POST', `/public/forms/${parts(d).token}/submissions`, {
      body: { version: 1, idempotencyKey: 'forged-invitation-key', answers: { q1: true }, invitation: 'nope' },
    });
    expect(forged.status).toBe(404);
    // Three submissions in all for the form (a, b, c): neither the refused second answer nor the forged link saved one.
    const saved = await api.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM smart_form_submissions s
        WHERE s.smart_form_id = (SELECT smart_form_id FROM monitoring_invitations WHERE distribution_id = $1 LIMIT 1)`,
      [id],
    );
    expect(saved).toEqual([{ n: 3 }]);
    const listed = await ok<Invitations>(admin, 'GET', `/distributions/${id}/monitoring`);
    expect(listed.items.filter((i) => i.answeredAt !== null)).toHaveLength(3);

    const report = await ok<DistributionSummaryJson>(admin, 'POST', '/reports/distribution-summary', {
      distributionIds: [id],
    });
    expect(report.distributions[0]?.monitoring).toEqual([
      { question: PDMS[0]?.question, answerType: 'YES_NO', answered: 3, yes: 2, no: 1, average: null },
      { question: PDMS[1]?.question, answerType: 'RATING', answered: 3, yes: null, no: null, average: 3.67 },
      { question: PDMS[2]?.question, answerType: 'NUMBER', answered: 2, yes: null, no: null, average: 100.25 },
      { question: PDMS[3]?.question, answerType: 'TEXT', answered: 1, yes: null, no: null, average: null },
    ]);
  });

  it('shows no monitoring for a distribution that has not started it', async () => {
    const id = await distribution(2, 0);
    const report = await ok<DistributionSummaryJson>(admin, 'POST', '/reports/distribution-summary', {
      distributionIds: [id],
    });
    expect(report.distributions[0]?.monitoring).toEqual([]);
  });

  it('refuses a distribution without questions, and hides one of another organisation', async () => {
    const bare = await distribution(2, 0, []);
    expect(await as(admin, 'POST', `/distributions/${bare}/monitoring`, { sampleSize: 1 })).toMatchObject({
      status: 422,
      body: { reason: 'NO_QUESTIONS' },
    });
    const id = await distribution(2, 0);
    expect((await as(outsider, 'POST', `/distributions/${id}/monitoring`, { sampleSize: 1 })).status).toBe(404);
    expect((await as(outsider, 'GET', `/distributions/${id}/monitoring`)).status).toBe(404);
    expect((await as(admin, 'POST', `/distributions/${id}/monitoring`, { sampleSize: 0 })).status).toBe(422);
  });
});
