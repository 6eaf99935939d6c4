// Sending the monitoring links through the notifications over HTTP on every available database: one message per
// invited family with their personal link, the announcement of the same family untouched, families without a phone
// number counted as not reachable, no duplicate on a second send, the officer's own words, other organisations
// kept out.
import type { JobJson } from '@aid/common/jobs';
import type { MonitoringInvitationsJson, MonitoringStartJson } from '@aid/common/smart-forms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUrl } from '../../notifications/render.js';
import { organisation } from '../../testing/beneficiaries.js';
import { refused } from '../../testing/distributions.js';
import { availableBackends, startTestApi, type TestApi } from '../../testing/harness.js';
import { FAST_JOBS } from '../../testing/jobs.js';
import { type Family, notificationCalls } from '../../testing/notifications.js';
import { type Caller, callers } from '../../testing/programs.js';
import { backendCases, fileIdentity } from '../../testing/suite.js';

const backends = await availableBackends();
const identity = fileIdentity();

const PDMS = [{ question: 'Did you receive the full amount?', answerType: 'YES_NO' }];

type Message = { notification_id: string; beneficiary_id: string; body: string; status: string; language: string };

describe.each(backendCases(backends))('monitoring links on %s', (backendName, backend) => {
  let api: TestApi;
  let org: { accountId: string; masterId: string };
  let otherOrg: { accountId: string; masterId: string };
  let admin: Caller;
  let outsider: Caller;
  let programId: string;
  const { caller } = callers(
    identity,
    () => api,
    (name) => `${name}-${backendName}@monitoring-send.test`,
  );
  const { as, ok, template, approvedDistribution, finished } = notificationCalls(() => api);

  const distribution = async (who: Caller, of: typeof org, program: string, families: Family[]) => {
    const made = await approvedDistribution(who, of, program, families, { distributionPdms: PDMS });
    return { id: made.distribution.distributionId, beneficiaryIds: made.beneficiaryIds };
  };
  const start = (id: string, sampleSize: number) =>
    ok<MonitoringStartJson>(admin, 'POST', `/distributions/${id}/monitoring`, { sampleSize }, 201);
  const send = async (id: string, body: Record<string, unknown> = {}) =>
    finished(admin, await ok<JobJson>(admin, 'POST', `/distributions/${id}/monitoring/send`, body, 202));
  const messagesOf = (id: string, purpose: string) =>
    api.db.query<Message>(
      `SELECT notification_id, beneficiary_id, body, status, language FROM notifications
        WHERE distribution_id = $1 AND purpose = $2 ORDER BY beneficiary_id`,
      [id, purpose],
    );
  const linksOf = async (id: string) => {
    const listed = await ok<MonitoringInvitationsJson>(admin, 'GET', `/distributions/${id}/monitoring`);
    return { listed, links: new Map(listed.items.map((i) => [i.beneficiaryId, i.link])) };
  };

  beforeAll(async () => {
    api = await startTestApi(backend, identity().config, { jobs: FAST_JOBS });
    org = await organisation(api, 'Monitoring sender');
    otherOrg = await organisation(api, 'Other sender');
    admin = await caller('admin', org.accountId);
    outsider = await caller('outsider', otherOrg.accountId);
    ({ programId } = await api.fixtures.program(org.accountId, { currency: 'EUR' }));
    await template(admin, { language: 'en', body: 'Hello {first-name}, you receive {currency-amount}.' });
  }, 60_000);
  afterAll(async () => {
    await api?.close();
  });

  it('sends each invited family its personal link once, beside the untouched announcement', async () => {
    const { id, beneficiaryIds } = await distribution(admin, org, programId, [
      { nationality: 'FR', phone: '+33612345678' },
      { nationality: null, phone: '+4915112345671' },
      { nationality: null, phone: '+4915112345672' },
      { nationality: null, phone: null },
      { nationality: null, phone: '+4915112345673' },
      { nationality: null, phone: '+4915112345674' },
    ]);
    await finished(admin, await ok<JobJson>(admin, 'POST', `/distributions/${id}/notifications`, {}, 202));
    const announced = await messagesOf(id, 'ANNOUNCEMENT');
    expect(announced).toHaveLength(6);

    // Nothing is sent before a start: nobody is invited yet.
    refused(await as(admin, 'POST', `/distributions/${id}/monitoring/send`, {}), 422, 'NOTHING_TO_SEND');
    await start(id, 6);
    const job = await send(id);
    expect(job.result).toMatchObject({ sent: 5, error: 0, unreachable: 1 });
    const { listed, links } = await linksOf(id);
    const monitoring = await messagesOf(id, 'MONITORING');
    expect(monitoring.map((m) => m.beneficiary_id)).toEqual(beneficiaryIds.filter((_, i) => i !== 3).sort());
    for (const m of monitoring) {
      const link = links.get(m.beneficiary_id) ?? '';
      expect(link.startsWith(`${appUrl()}/f/`)).toBe(true);
      expect(m.body).toContain(link);
      expect(m.status).toBe('SENT');
    }
    // The French-speaking family gets the French text, the others the organisation's default language's.
    const french = monitoring.find((m) => m.beneficiary_id === beneficiaryIds[0]);
    expect(french).toMatchObject({ language: 'fr' });
    expect(french?.body).toMatch(/^Bonjour First 1, /);
    expect(monitoring.find((m) => m.beneficiary_id === beneficiaryIds[1])?.body).toMatch(/^Hello First 2, /);
    // The announcements are exactly as they were.
    expect(await messagesOf(id, 'ANNOUNCEMENT')).toEqual(announced);
    // What the provider delivered: the links are in the outbox.
    const outbox = await api.db.query<{ body: string }>(
      'SELECT body FROM notification_outbox WHERE notification_id = ANY($1::text[])',
      [monitoring.map((m) => m.notification_id)],
    );
    expect(outbox).toHaveLength(5);
    expect(listed.counts).toEqual({
      invited: 6,
      answered: 0,
      queued: 0,
      sent: 5,
      error: 0,
      notSent: 1,
      noPhoneNumber: 1,
      noEmail: 6,
    });
    expect(listed.items.find((i) => i.beneficiaryId === beneficiaryIds[3])?.message).toBeNull();
    expect(listed.items.find((i) => i.beneficiaryId === beneficiaryIds[0])?.message).toMatchObject({
      channel: 'SMS',
      status: 'SENT',
      error: null,
    });
    // A second send has no one left: refused, and nothing is written twice.
    refused(await as(admin, 'POST', `/distributions/${id}/monitoring/send`, {}), 422, 'NOTHING_TO_SEND');
    expect(await messagesOf(id, 'MONITORING')).toEqual(monitoring);

    // The distribution's messages (its notifications panel) are the announcement's only.
    const page = await ok<{ items: unknown[]; counts: Record<string, number> }>(
      admin,
      'GET',
      `/distributions/${id}/notifications?first=100`,
    );
    expect(page.items).toHaveLength(6);
    // The family without a phone number has its announcement in ERROR, as before.
    expect(page.counts).toEqual({ NOTIFICATION_SENT: 0, SENT: 5, ERROR: 1 });
    // Resending the failed announcements leaves a failed monitoring message alone.
    await api.db.query(
      `UPDATE notifications SET status = 'ERROR', error = 'Refused' WHERE distribution_id = $1 AND beneficiary_id = $2`,
      [id, beneficiaryIds[1] ?? ''],
    );
    await finished(admin, await ok<JobJson>(admin, 'POST', `/distributions/${id}/notifications/resend`, {}, 202));
    const after = await api.db.query<{ purpose: string; status: string }>(
      'SELECT purpose, status FROM notifications WHERE distribution_id = $1 AND beneficiary_id = $2 ORDER BY purpose',
      [id, beneficiaryIds[1] ?? ''],
    );
    expect(after).toEqual([
      { purpose: 'ANNOUNCEMENT', status: 'SENT' },
      { purpose: 'MONITORING', status: 'ERROR' },
    ]);
  });

  it('after widening the sample, sends only to the families invited since', async () => {
    const { id } = await distribution(
      admin,
      org,
      programId,
      Array.from({ length: 4 }, (_, i) => ({ nationality: null, phone: `+491511234568${i}` })),
    );
    const first = await start(id, 2);
    await send(id);
    const before = await messagesOf(id, 'MONITORING');
    expect(before.map((m) => m.beneficiary_id)).toEqual(first.links.map((l) => l.beneficiaryId).sort());
    await start(id, 2);
    expect((await send(id)).result).toMatchObject({ sent: 2 });
    const after = await messagesOf(id, 'MONITORING');
    expect(after).toHaveLength(4);
    expect(new Set(after.map((m) => m.beneficiary_id)).size).toBe(4);
    // The first two kept their message (same id, same text).
    expect(after.filter((m) => before.some((b) => b.notification_id === m.notification_id))).toEqual(before);
  });

  it("uses the officer's text for every family, and refuses one without the link", async () => {
    const { id } = await distribution(admin, org, programId, [{ nationality: 'FR', phone: '+33612345600' }]);
    await start(id, 1);
    const noLink = await as(admin, 'POST', `/distributions/${id}/monitoring/send`, { body: 'Hello {first-name}' });
    expect(noLink.status).toBe(422);
    expect(JSON.stringify(noLink.body)).toContain('body');
    await send(id, { body: 'Dear {first-name}, answer here: {short-url-link}' });
    const { links } = await linksOf(id);
    const [message] = await messagesOf(id, 'MONITORING');
    expect(message?.body).toBe(`Dear First 1, answer here: ${links.get(message?.beneficiary_id ?? '')}`);
  });

  it("never writes to another organisation's families, nor lets it send", async () => {
    const { programId: otherProgram } = await api.fixtures.program(otherOrg.accountId, { currency: 'EUR' });
    const theirs = await distribution(outsider, otherOrg, otherProgram, [{ nationality: null, phone: '+33612345601' }]);
    await ok(outsider, 'POST', `/distributions/${theirs.id}/monitoring`, { sampleSize: 1 }, 201);
    const { id } = await distribution(admin, org, programId, [{ nationality: null, phone: '+33612345602' }]);
    await start(id, 1);
    expect((await as(outsider, 'POST', `/distributions/${id}/monitoring/send`, {})).status).toBe(404);
    expect((await as(admin, 'POST', `/distributions/${theirs.id}/monitoring/send`, {})).status).toBe(404);
    await send(id);
    const written = await api.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM notifications WHERE purpose = 'MONITORING'
          AND (account_id = $1 OR beneficiary_id = ANY($2::text[]))`,
      [otherOrg.accountId, theirs.beneficiaryIds],
    );
    expect(written).toEqual([{ n: 0 }]);
  });
});
