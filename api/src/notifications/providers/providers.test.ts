// An organisation's SMS provider over HTTP on every available database: credentials stored encrypted and shown by
// their last four characters, organisations kept apart, the drain sending through the chosen provider (a local
// server answering as Twilio), an invalid number ending in ERROR at once, Retry-After honoured, and the delivery
// receipts (Twilio's signed, Africa's Talking's with the URL secret) moving the delivery status, forged ones refused.
import type { JobJson } from '@aid/common/jobs';
import type { NotificationJson, NotificationStatus } from '@aid/common/notifications';
import type { PageJson } from '@aid/common/rest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisation } from '../../testing/beneficiaries.js';
import { refused } from '../../testing/distributions.js';
import { type FakeProvider, startFakeProvider } from '../../testing/fake-provider.js';
import { availableBackends, startTestApi, type TestApi } from '../../testing/harness.js';
import { FAST_JOBS } from '../../testing/jobs.js';
import { notificationCalls } from '../../testing/notifications.js';
import { type Caller, callers } from '../../testing/programs.js';
import { backendCases, fileIdentity } from '../../testing/suite.js';
import { twilioSignature } from './receipts.js';
import type { ProviderJson } from './settings.js';

const backends = await availableBackends();
const identity = fileIdentity();

type Page = PageJson<NotificationJson> & { counts: Record<NotificationStatus, number> };
const TOKEN = 'twilio-auth-token-7c1f';
const twilio = { kind: 'TWILIO', sender: '+15005550006', credentials: { accountSid: 'AC0000a1b2', authToken: TOKEN } };

describe.each(backendCases(backends))('notification providers on %s', (backendName, backend) => {
  let api: TestApi;
  let fake: FakeProvider;
  let org: { accountId: string; masterId: string };
  let admin: Caller;
  let viewer: Caller;
  let outsider: Caller;
  let programId: string;
  const { caller } = callers(
    identity,
    () => api,
    (name) => `${name}-${backendName}@providers.test`,
  );
  const { as, ok, template, approvedDistribution, finished } = notificationCalls(() => api);
  const messages = (id: string) => ok<Page>(admin, 'GET', `/distributions/${id}/notifications?first=100`);
  const deliveryOf = async (notificationId: string) => {
    const [row] = await api.db.query<{ delivery_status: string | null; provider_message_id: string | null }>(
      'SELECT delivery_status, provider_message_id FROM notifications WHERE notification_id = $1',
      [notificationId],
    );
    return row;
  };
  /** POSTs a form to a receipts route, as the provider would. */
  const receipt = async (path: string, form: Record<string, string>, headers: Record<string, string> = {}) => {
    const res = await fetch(`${api.url}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
      body: new URLSearchParams(form).toString(),
    });
    return res.status;
  };

  beforeAll(async () => {
    fake = await startFakeProvider();
    api = await startTestApi(backend, identity().config, { jobs: FAST_JOBS });
    process.env.TWILIO_API_URL = fake.url;
    process.env.NOTIFICATION_RECEIPTS_URL = api.url;
    org = await organisation(api, 'Texting org');
    const other = await organisation(api, 'Other org');
    admin = await caller('admin', org.accountId);
    outsider = await caller('outsider', other.accountId);
    viewer = await caller('viewer', org.accountId, 'Viewer', {
      section: [{ name: 'PROFILE_AND_ORGANIZATION', access: { VIEW: { accessLevel: 'EVERYTHING', objectIds: [] } } }],
    });
    ({ programId } = await api.fixtures.program(org.accountId, { currency: 'EUR' }));
    await template(admin, { language: 'en', body: 'Hello {first-name}, you receive {currency-amount}.' });
  }, 60_000);
  afterAll(async () => {
    delete process.env.TWILIO_API_URL;
    delete process.env.NOTIFICATION_RECEIPTS_URL;
    await api?.close();
    await fake?.close();
  });

  it('stores credentials encrypted, shows their last four characters, and only to the organisation', async () => {
    const set = await ok<ProviderJson>(admin, 'PUT', '/organization/notification-providers/SMS', twilio);
    expect(set).toMatchObject({
      channel: 'SMS',
      kind: 'TWILIO',
      sender: '+15005550006',
      credentials: { accountSid: '…a1b2', authToken: '…7c1f' },
      receiptUrl: `${api.url}/public/notifications/receipts/twilio/${org.accountId}`,
      updatedBy: admin.userId,
    });
    const listed = await ok<{ items: ProviderJson[] }>(viewer, 'GET', '/organization/notification-providers');
    expect(listed.items).toEqual([set]);
    expect(JSON.stringify(listed)).not.toContain(TOKEN);
    const [stored] = await api.db.query<{ credentials_encrypted: string }>(
      'SELECT credentials_encrypted FROM notification_providers WHERE account_id = $1',
      [org.accountId],
    );
    expect(stored?.credentials_encrypted).not.toContain(TOKEN);
    expect(Buffer.from(stored?.credentials_encrypted ?? '', 'base64url').toString('latin1')).not.toContain(TOKEN);
    // Another organisation sees none of it; a viewer may not change it; WhatsApp is Twilio's only.
    expect(
      (await ok<{ items: ProviderJson[] }>(outsider, 'GET', '/organization/notification-providers')).items,
    ).toEqual([]);
    refused(await as(outsider, 'DELETE', '/organization/notification-providers/SMS'), 404);
    refused(await as(viewer, 'PUT', '/organization/notification-providers/SMS', twilio), 403);
    refused(
      await as(admin, 'PUT', '/organization/notification-providers/WHATSAPP', {
        kind: 'AFRICASTALKING',
        credentials: { username: 'sandbox', apiKey: 'k' },
      }),
      422,
    );
  });

  it('sends through the chosen provider: an invalid number is ERROR at once, receipts set the delivery', async () => {
    await ok(admin, 'PUT', '/organization/notification-providers/SMS', twilio);
    fake.answerWith((request) =>
      new URLSearchParams(request.body).get('To') === '+15005550001'
        ? { status: 400, body: JSON.stringify({ code: 21211, message: "The 'To' number +15005550001 is not valid." }) }
        : { status: 201, body: JSON.stringify({ sid: 'SMabc123', status: 'queued' }) },
    );
    const { distribution, beneficiaryIds } = await approvedDistribution(admin, org, programId, [
      { nationality: 'KE', phone: '+254711000001' },
      { nationality: 'KE', phone: '+15005550001' },
    ]);
    const id = distribution.distributionId;
    await finished(admin, await ok<JobJson>(admin, 'POST', `/distributions/${id}/notifications`, {}, 202));
    const page = await messages(id);
    expect(page.counts).toEqual({ NOTIFICATION_SENT: 0, SENT: 1, ERROR: 1 });
    const byFamily = new Map(page.items.map((n) => [n.beneficiaryId, n]));
    const good = byFamily.get(beneficiaryIds[0] ?? '') as NotificationJson;
    expect(byFamily.get(beneficiaryIds[1] ?? '')).toMatchObject({ status: 'ERROR', attempts: 1 });
    expect(byFamily.get(beneficiaryIds[1] ?? '')?.error).toContain('21211');
    // Twilio was asked once per family (no retry of the invalid number), with the receipts URL.
    expect(fake.seen).toHaveLength(2);
    expect(new URLSearchParams(fake.seen[0]?.body).get('StatusCallback')).toBe(
      `${api.url}/public/notifications/receipts/twilio/${org.accountId}`,
    );
    expect(await deliveryOf(good.notificationId)).toEqual({ delivery_status: null, provider_message_id: 'SMabc123' });

    const path = `/public/notifications/receipts/twilio/${org.accountId}`;
    const delivered = { MessageSid: 'SMabc123', MessageStatus: 'delivered', AccountSid: 'AC0000a1b2' };
    const signed = (form: Record<string, string>, token = TOKEN) => ({
      'X-Twilio-Signature': twilioSignature(token, `${api.url}${path}`, new URLSearchParams(form)),
    });
    expect(await receipt(path, delivered, signed(delivered))).toBe(204);
    expect((await deliveryOf(good.notificationId))?.delivery_status).toBe('DELIVERED');
    // Forged: another token, no signature, a signature over other parameters, another organisation's path.
    const failed = { ...delivered, MessageStatus: 'failed', ErrorCode: '30003' };
    expect(await receipt(path, failed, signed(failed, 'not-the-token'))).toBe(403);
    expect(await receipt(path, failed)).toBe(403);
    expect(await receipt(path, failed, signed(delivered))).toBe(403);
    const elsewhere = `/public/notifications/receipts/twilio/${outsider.accountId}`;
    expect(await receipt(elsewhere, failed, signed(failed))).toBe(403);
    expect((await deliveryOf(good.notificationId))?.delivery_status).toBe('DELIVERED');
    // The statuses and their counts do not move with receipts.
    expect((await messages(id)).counts).toEqual({ NOTIFICATION_SENT: 0, SENT: 1, ERROR: 1 });
    expect(await receipt(path, failed, signed(failed))).toBe(204);
    const after = (await messages(id)).items.find((n) => n.notificationId === good.notificationId);
    expect(after).toMatchObject({ status: 'SENT', deliveryStatus: 'FAILED', deliveryError: 'Twilio error 30003' });
  });

  it("waits for the provider's Retry-After when it is longer than the back-off", async () => {
    await ok(admin, 'PUT', '/organization/notification-providers/SMS', twilio);
    let calls = 0;
    fake.answerWith(() =>
      ++calls === 1
        ? {
            status: 429,
            body: JSON.stringify({ code: 20429, message: 'Too Many Requests' }),
            headers: { 'Retry-After': '4' },
          }
        : { status: 201, body: JSON.stringify({ sid: 'SMretry1' }) },
    );
    const { distribution } = await approvedDistribution(admin, org, programId, [
      { nationality: 'KE', phone: '+254711000002' },
    ]);
    const id = distribution.distributionId;
    await finished(admin, await ok<JobJson>(admin, 'POST', `/distributions/${id}/notifications`, {}, 202));
    expect((await messages(id)).items[0]).toMatchObject({ status: 'SENT', attempts: 2 });
    const [first, second] = fake.seen;
    // The back-off alone would have retried after 2 s.
    expect((second?.at ?? 0) - (first?.at ?? 0)).toBeGreaterThanOrEqual(3_500);
  }, 30_000);

  it("takes Africa's Talking delivery reports at the secret URL only", async () => {
    const set = await ok<ProviderJson>(admin, 'PUT', '/organization/notification-providers/SMS', {
      kind: 'AFRICASTALKING',
      sender: 'AIDORG',
      credentials: { username: 'sandbox', apiKey: 'atsk_0123456789' },
    });
    expect(set.credentials).toEqual({ username: 'sandbox', apiKey: '…6789' });
    const url = set.receiptUrl ?? '';
    const secret = url.split('/').pop() ?? '';
    expect(secret.length).toBeGreaterThan(20);
    const listed = await ok<{ items: ProviderJson[] }>(admin, 'GET', '/organization/notification-providers');
    expect(JSON.stringify(listed)).not.toContain(secret);
    // A message this provider took (set here: the sending itself is the adapters' suite).
    const { distribution } = await approvedDistribution(admin, org, programId, [
      { nationality: 'KE', phone: '+254711000003' },
    ]);
    const [row] = await api.db.query<{ notification_id: string }>(
      `INSERT INTO notifications (notification_id, account_id, distribution_id, run_id, beneficiary_id, channel,
                                  language, recipient, body, status, provider, provider_message_id)
       SELECT 'ntf--at-receipt', $1, $2, r.run_id, 'ben--x', 'SMS', 'en', '+254711000003', 'Hi', 'SENT',
              'africastalking', 'ATXid_9'
         FROM (SELECT $3::text AS run_id) r
       RETURNING notification_id`,
      [org.accountId, distribution.distributionId, await runOf(distribution.distributionId)],
    );
    const path = url.slice(api.url.length);
    const report = { id: 'ATXid_9', status: 'Failed', failureReason: 'UserInBlacklist', phoneNumber: '+254711000003' };
    expect(await receipt(`${path.slice(0, -secret.length)}wrong-secret`, report)).toBe(403);
    expect((await deliveryOf(row?.notification_id ?? ''))?.delivery_status).toBeNull();
    expect(await receipt(path, report)).toBe(204);
    expect((await deliveryOf(row?.notification_id ?? ''))?.delivery_status).toBe('FAILED');
  });

  /** A run for hand-made messages: the table requires one. */
  async function runOf(distributionId: string): Promise<string> {
    await api.db.query(
      `INSERT INTO notification_runs (run_id, account_id, distribution_id, channel, resend, created_by)
       VALUES ('dnt--at-receipt', $1, $2, 'SMS', false, $3)`,
      [org.accountId, distributionId, admin.userId],
    );
    return 'dnt--at-receipt';
  }
});
