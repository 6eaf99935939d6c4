// Scenario d: a distribution's SMS go through the organisation's provider (Twilio, set by an administrator with its
// credentials) to a local server answering as Twilio: the worker's job hands each message over, the provider then
// posts a signed delivery receipt per message to the APIs (NOTIFICATION_RECEIPTS_URL), and each message becomes
// DELIVERED. A receipt signed with another token is refused and changes nothing.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { accepted, graphql, headersOf, until } from './client.js';
import type { Suite } from './harness.js';

export const SMS_DISTRIBUTION = 'dis--demo-relief-water-vouchers';

type NotificationJson = {
  notificationId: string;
  channel: string;
  status: string;
  recipient: string | null;
  deliveryStatus: string | null;
};

/** Every SMS of the distribution, page by page (the REST list of the APIs, which tells the delivery status). */
async function smsOfDistribution(suite: Suite): Promise<NotificationJson[]> {
  const all: NotificationJson[] = [];
  let after = '';
  for (;;) {
    const response = await fetch(
      `${suite.urls.apiBalancer}/distributions/${SMS_DISTRIBUTION}/notifications?first=100${after}`,
      { headers: headersOf(suite.admin) },
    );
    assert.equal(response.status, 200, await response.clone().text());
    const page = (await response.json()) as { items: NotificationJson[]; hasNextPage: boolean; endCursor: string };
    all.push(...page.items);
    if (!page.hasNextPage) return all.filter((m) => m.channel === 'SMS');
    after = `&after=${encodeURIComponent(page.endCursor)}`;
  }
}

export async function smsThroughTwilio(suite: Suite): Promise<void> {
  const authToken = randomBytes(16).toString('hex');
  const accountSid = `AC${randomBytes(16).toString('hex')}`;
  // Provider settings are an administrator's REST call (README, Deployment: PUT /organization/notification-providers).
  const set = await fetch(`${suite.urls.apiBalancer}/organization/notification-providers/SMS`, {
    method: 'PUT',
    headers: { ...headersOf(suite.admin), 'Content-Type': 'application/json' },
    body: JSON.stringify({ kind: 'TWILIO', sender: '+15005550006', credentials: { accountSid, authToken } }),
  });
  assert.equal(set.status, 200, await set.clone().text());
  const { receiptUrl } = (await set.json()) as { receiptUrl: string };
  assert.equal(receiptUrl, `${suite.urls.apiBalancer}/public/notifications/receipts/twilio/${suite.admin.accountId}`);

  const { sendNotifications } = await graphql<{
    sendNotifications: { code: string | null; message: string | null; job: { jobId: string } | null };
  }>(
    suite.urls.public,
    suite.admin,
    'mutation ($id: ID!) { sendNotifications(distributionId: $id, channel: SMS) { code message job { jobId } } }',
    { id: SMS_DISTRIBUTION },
  );
  const jobId = accepted('sendNotifications', sendNotifications).job?.jobId;
  const job = await until(
    'the notifications job',
    () =>
      graphql<{ job: { status: string; errorMessage: string | null } }>(
        suite.urls.public,
        suite.admin,
        'query ($id: ID!) { job(id: $id) { status errorMessage } }',
        { id: jobId },
      ).then((data) => data.job),
    (j) => !['REQUESTED', 'PROCESSING'].includes(j.status),
  );
  assert.equal(job.status, 'COMPLETED', job.errorMessage ?? '');

  const messages = (await smsOfDistribution(suite)).filter((m) => m.recipient);
  assert.ok(messages.length > 0, 'the demo families have phone numbers');
  assert.ok(
    messages.every((m) => m.status === 'SENT' && m.deliveryStatus === null),
    'all handed over, none delivered yet',
  );
  const sent = suite.twilio.sent.filter((sms) => sms.accountSid === accountSid);
  assert.equal(sent.length, messages.length, 'one request to Twilio per message');
  assert.deepEqual(new Set(sent.map((sms) => sms.to)), new Set(messages.map((m) => m.recipient)));
  assert.ok(sent.every((sms) => sms.from === '+15005550006' && sms.callback === receiptUrl));

  const [firstSms] = sent;
  assert.ok(firstSms);
  assert.equal(await suite.twilio.receipt(firstSms, 'delivered', 'not-the-token'), 403, 'a forged receipt is refused');
  assert.equal((await smsOfDistribution(suite)).filter((m) => m.deliveryStatus !== null).length, 0);

  // Eight at a time, as a provider's webhooks arrive: each answered 204 (taken).
  const queue = [...sent];
  const answers: number[] = [];
  const poster = async () => {
    for (let sms = queue.shift(); sms; sms = queue.shift()) {
      answers.push(await suite.twilio.receipt(sms, 'delivered', authToken));
    }
  };
  await Promise.all(Array.from({ length: 8 }, poster));
  assert.deepEqual(
    answers.filter((status) => status !== 204),
    [],
  );
  const after = (await smsOfDistribution(suite)).filter((m) => m.recipient);
  assert.deepEqual(
    after.map((m) => m.deliveryStatus),
    after.map(() => 'DELIVERED'),
    'every receipt moved its message to DELIVERED',
  );
}
