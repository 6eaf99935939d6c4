// Notifications of a distribution over HTTP on every available database: the preview of a real family, nothing
// before APPROVED, one message per family in their language (else the default), the outbox, retries with
// back-off and the resend of failed ones through a failing provider double, organisations kept apart.
import type { JobJson } from '@aid/common/jobs';
import type {
  NotificationJson,
  NotificationPreviewJson,
  NotificationStatus,
  OutboxMessageJson,
} from '@aid/common/notifications';
import type { PageJson } from '@aid/common/rest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { notificationDeliveries } from '../http/metrics.js';
import { organisation } from '../testing/beneficiaries.js';
import { refused } from '../testing/distributions.js';
import { availableBackends, startTestApi, type TestApi } from '../testing/harness.js';
import { FAST_JOBS } from '../testing/jobs.js';
import { notificationCalls } from '../testing/notifications.js';
import { type Caller, callers } from '../testing/programs.js';
import { backendCases, fileIdentity } from '../testing/suite.js';
import { type NotificationProvider, outboxProvider, useNotificationProvider } from './provider.js';
import { appUrl } from './render.js';

const backends = await availableBackends();
const identity = fileIdentity();

type Page = PageJson<NotificationJson> & { counts: Record<NotificationStatus, number> };

/** Messages handed to `provider` so far in this process (aid_notification_deliveries_total), by result. */
async function deliveries(provider: string, result: 'accepted' | 'refused'): Promise<number> {
  const { values } = await notificationDeliveries.get();
  return values
    .filter((v) => v.labels.provider === provider && v.labels.result === result && v.labels.channel === 'SMS')
    .reduce((sum, v) => sum + v.value, 0);
}

describe.each(backendCases(backends))('notifications on %s', (backendName, backend) => {
  let api: TestApi;
  let org: { accountId: string; masterId: string };
  let admin: Caller;
  let outsider: Caller;
  let programId: string;
  let restore: (() => void) | undefined;
  const { caller } = callers(
    identity,
    () => api,
    (name) => `${name}-${backendName}@notifications.test`,
  );
  const { as, ok, template, approvedDistribution, finished } = notificationCalls(() => api);
  const messages = (id: string) => ok<Page>(admin, 'GET', `/distributions/${id}/notifications?first=100`);
  const byBeneficiary = (page: Page) => new Map(page.items.map((n) => [n.beneficiaryId, n]));

  beforeAll(async () => {
    api = await startTestApi(backend, identity().config, { jobs: FAST_JOBS });
    org = await organisation(api, 'Notifying org');
    const other = await organisation(api, 'Other org');
    admin = await caller('admin', org.accountId);
    outsider = await caller('outsider', other.accountId);
    ({ programId } = await api.fixtures.program(org.accountId, { currency: 'EUR' }));
    await template(admin, { language: 'en', body: 'Hello {first-name}, you receive {currency-amount}.' });
    await template(admin, { language: 'fr', body: 'Bonjour {first-name}, vous recevez {currency-amount}.' });
  }, 60_000);
  afterEach(() => {
    restore?.();
    restore = undefined;
  });
  afterAll(async () => {
    await api?.close();
  });

  it('previews a real family in their language, and the first entitled family by default', async () => {
    const { distribution, beneficiaryIds } = await approvedDistribution(
      admin,
      org,
      programId,
      [
        { nationality: 'DE', phone: '+4915112345678' },
        { nationality: 'SN', phone: '+221771234567' },
      ],
      {},
      false,
    );
    const id = distribution.distributionId;
    const french = await ok<NotificationPreviewJson>(admin, 'POST', `/distributions/${id}/notifications/preview`, {
      beneficiaryId: beneficiaryIds[1],
    });
    expect(french).toMatchObject({ language: 'fr', recipient: '+221771234567', channel: 'SMS' });
    expect(french.body).toBe('Bonjour First 2, vous recevez 12,50 EUR.');
    const first = await ok<NotificationPreviewJson>(admin, 'POST', `/distributions/${id}/notifications/preview`, {});
    expect(beneficiaryIds).toContain(first.beneficiaryId);
    const english = await ok<NotificationPreviewJson>(admin, 'POST', `/distributions/${id}/notifications/preview`, {
      beneficiaryId: beneficiaryIds[0],
    });
    expect(english).toMatchObject({ language: 'en', body: 'Hello First 1, you receive 12.50 EUR.' });
    refused(
      await as(admin, 'POST', `/distributions/${id}/notifications/preview`, { beneficiaryId: 'ben--nobody' }),
      422,
      'NO_FAMILY',
    );
  });

  it("links a voucher family's short page and QR image, with a template for voucher distributions", async () => {
    await template(admin, {
      language: 'en',
      distributionType: 'VOUCHER',
      body: 'Voucher for {first-name}: {short-url-link} (QR {qr-code-link}) PIN[{fsp-collecting-pin}]',
    });
    const { distribution, beneficiaryIds } = await approvedDistribution(
      admin,
      org,
      programId,
      [{ nationality: 'DE', phone: '+4915112345670' }],
      { distributionType: 'VOUCHER' },
    );
    // The code is the vouchers domain's (0016); set here so this suite does not depend on how it is made.
    await api.db.query('UPDATE entitlements SET voucher_code = $2 WHERE distribution_id = $1', [
      distribution.distributionId,
      'ABCDEFGH2345',
    ]);
    const preview = await ok<NotificationPreviewJson>(
      admin,
      'POST',
      `/distributions/${distribution.distributionId}/notifications/preview`,
      { beneficiaryId: beneficiaryIds[0] },
    );
    expect(preview.body).toBe(
      `Voucher for First 1: ${appUrl()}/v/ABCDEFGH2345 (QR ${appUrl()}/v/ABCDEFGH2345/qr.svg) PIN[]`,
    );
  });

  it('notifies nothing before approval', async () => {
    const { distribution } = await approvedDistribution(
      admin,
      org,
      programId,
      [{ nationality: 'FR', phone: null }],
      {},
      false,
    );
    const id = distribution.distributionId;
    expect(distribution.distributionStatus).toBe('READY');
    refused(await as(admin, 'POST', `/distributions/${id}/notifications`, {}), 422, 'NOT_APPROVED');
    refused(await as(admin, 'POST', `/distributions/${id}/notifications/resend`, {}), 422, 'NOT_APPROVED');
    const page = await messages(id);
    expect(page.items).toEqual([]);
    expect(page.counts).toEqual({ NOTIFICATION_SENT: 0, SENT: 0, ERROR: 0 });
  });

  it('sends one message per family, French for a French-speaking family, the default language otherwise', async () => {
    const { distribution, beneficiaryIds } = await approvedDistribution(admin, org, programId, [
      { nationality: 'FR', phone: '+33612345678' },
      { nationality: 'CD', phone: '+243812345678' },
      { nationality: 'DE', phone: '+4915112345678' },
      { nationality: null, phone: '+4915112345679' },
      { nationality: 'FR', phone: null },
    ]);
    const id = distribution.distributionId;
    const job = await finished(admin, await ok<JobJson>(admin, 'POST', `/distributions/${id}/notifications`, {}, 202));
    expect(job.kind).toBe('DISTRIBUTION_NOTIFICATIONS');
    const page = await messages(id);
    expect(page.counts).toEqual({ NOTIFICATION_SENT: 0, SENT: 4, ERROR: 1 });
    const sent = byBeneficiary(page);
    expect(sent.size).toBe(5);
    expect(beneficiaryIds.map((b) => sent.get(b)?.language)).toEqual(['fr', 'fr', 'en', 'en', 'fr']);
    expect(sent.get(beneficiaryIds[0] ?? '')).toMatchObject({
      notificationId: expect.stringMatching(/^ntf--/),
      runId: expect.stringMatching(/^dnt--/),
      status: 'SENT',
      attempts: 1,
      recipient: '+33612345678',
    });
    expect(sent.get(beneficiaryIds[0] ?? '')?.body).toBe('Bonjour First 1, vous recevez 12,50 EUR.');
    expect(sent.get(beneficiaryIds[2] ?? '')?.body).toBe('Hello First 3, you receive 12.50 EUR.');
    expect(sent.get(beneficiaryIds[4] ?? '')).toMatchObject({
      status: 'ERROR',
      error: 'The family has no phone number',
    });
    const outbox = await ok<PageJson<OutboxMessageJson>>(admin, 'GET', `/notifications/outbox?distributionId=${id}`);
    expect(outbox.items.map((m) => m.recipient).sort()).toEqual(
      ['+243812345678', '+33612345678', '+4915112345678', '+4915112345679'].sort(),
    );
    // A second send adds nobody: every family has its message on this channel.
    await finished(admin, await ok<JobJson>(admin, 'POST', `/distributions/${id}/notifications`, {}, 202));
    expect((await messages(id)).counts).toEqual({ NOTIFICATION_SENT: 0, SENT: 4, ERROR: 1 });
  });

  it('retries refused messages with back-off, ends them in ERROR, and resends the failed ones', async () => {
    const { distribution, beneficiaryIds } = await approvedDistribution(admin, org, programId, [
      { nationality: 'FR', phone: '+33612345670' },
      { nationality: 'GB', phone: '+447700900123' },
    ]);
    const id = distribution.distributionId;
    // A test double injected in place of the outbox: refuses the French family's number every time, and the
    // British one's only on its first attempt. Back-off base 10 ms so the retries come quickly.
    const seen = new Map<string, number>();
    const flaky: NotificationProvider = {
      async send(tx, batch) {
        const accepted = [];
        const results = [];
        for (const m of batch) {
          const n = (seen.get(m.recipient) ?? 0) + 1;
          seen.set(m.recipient, n);
          const refuse = m.recipient === '+33612345670' || n === 1;
          results.push({ notificationId: m.notificationId, error: refuse ? `Gateway busy (${n})` : null });
          if (!refuse) accepted.push(m);
        }
        await outboxProvider.send(tx, accepted);
        return results;
      },
    };
    restore = useNotificationProvider(flaky, 10);
    const before = { refused: await deliveries('custom', 'refused'), accepted: await deliveries('custom', 'accepted') };
    await finished(admin, await ok<JobJson>(admin, 'POST', `/distributions/${id}/notifications`, {}, 202));
    // The metrics count every attempt: the French number five times refused, the British one refused then accepted.
    expect(await deliveries('custom', 'refused')).toBe(before.refused + 6);
    expect(await deliveries('custom', 'accepted')).toBe(before.accepted + 1);
    let sent = byBeneficiary(await messages(id));
    expect(sent.get(beneficiaryIds[1] ?? '')).toMatchObject({ status: 'SENT', attempts: 2, error: null });
    expect(sent.get(beneficiaryIds[0] ?? '')).toMatchObject({
      status: 'ERROR',
      attempts: 5,
      error: 'Gateway busy (5)',
    });
    expect(seen.get('+33612345670')).toBe(5);

    // The gateway works again: the resend queues the ERROR one only, and it goes through.
    restore();
    restore = undefined;
    const outboxBefore = await deliveries('outbox', 'accepted');
    const job = await ok<JobJson>(admin, 'POST', `/distributions/${id}/notifications/resend`, {}, 202);
    await finished(admin, job);
    expect(await deliveries('outbox', 'accepted')).toBe(outboxBefore + 1);
    const page = await messages(id);
    expect(page.counts).toEqual({ NOTIFICATION_SENT: 0, SENT: 2, ERROR: 0 });
    sent = byBeneficiary(page);
    expect(sent.get(beneficiaryIds[0] ?? '')).toMatchObject({ status: 'SENT', attempts: 1, error: null });
    refused(await as(admin, 'POST', `/distributions/${id}/notifications/resend`, {}), 422, 'NOTHING_TO_RESEND');
  });

  it('refuses a send without a template in the default language', async () => {
    const { distribution } = await approvedDistribution(admin, org, programId, [{ nationality: 'FR', phone: null }]);
    const res = await as(admin, 'POST', `/distributions/${distribution.distributionId}/notifications`, {
      channel: 'WHATSAPP',
    });
    refused(res, 422, 'NO_TEMPLATE');
    expect((res.body as { message: string }).message).toContain('WHATSAPP template');
  });

  it("shows another organisation's distribution nothing (404) and lists none of its outbox", async () => {
    const { distribution } = await approvedDistribution(admin, org, programId, [{ nationality: 'FR', phone: null }]);
    const id = distribution.distributionId;
    refused(await as(outsider, 'POST', `/distributions/${id}/notifications`, {}), 404);
    refused(await as(outsider, 'POST', `/distributions/${id}/notifications/resend`, {}), 404);
    refused(await as(outsider, 'POST', `/distributions/${id}/notifications/preview`, {}), 404);
    refused(await as(outsider, 'GET', `/distributions/${id}/notifications`), 404);
    const outbox = await ok<PageJson<OutboxMessageJson>>(outsider, 'GET', '/notifications/outbox');
    expect(outbox.items).toEqual([]);
  });
});
