// Each adapter against a local server answering as the provider documents: accepted (its message id kept), an
// invalid number (final: no retry), throttled (429, Retry-After honoured), a 5xx then success, and what was sent.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Queryable } from '../../db/db.js';
import { type FakeProvider, startFakeProvider } from '../../testing/fake-provider.js';
import type { NotificationProvider, OutgoingMessage } from '../provider.js';
import { africasTalkingProvider } from './africastalking.js';
import { retryAfterMs } from './http.js';
import { snsProvider } from './sns.js';
import { twilioProvider } from './twilio.js';

const tx = {} as Queryable;
const message = (over: Partial<OutgoingMessage> = {}): OutgoingMessage => ({
  notificationId: 'ntf--1',
  accountId: 'acc--1',
  distributionId: 'dst--1',
  channel: 'SMS',
  recipient: '+254711000001',
  subject: null,
  body: 'Hello Amina, you receive 12.50 EUR.',
  ...over,
});
const json = (status: number, body: unknown, headers?: Record<string, string>) => ({
  status,
  body: JSON.stringify(body),
  ...(headers ? { headers } : {}),
});
const send = (provider: NotificationProvider, m = message()) => provider.send(tx, [m]).then(([r]) => r);

let server: FakeProvider;
beforeAll(async () => {
  server = await startFakeProvider();
});
afterAll(() => server.close());

describe('Twilio', () => {
  const provider = () =>
    twilioProvider({
      accountSid: 'AC0123',
      authToken: 'token-secret',
      sender: '+15005550006',
      baseUrl: server.url,
      statusCallback: 'https://aid.example/public/notifications/receipts/twilio/acc--1',
    });

  it('posts To/From/Body form-encoded with basic auth and keeps the message sid', async () => {
    server.script(json(201, { sid: 'SM123', status: 'queued' }));
    expect(await send(provider())).toEqual({ notificationId: 'ntf--1', error: null, providerMessageId: 'SM123' });
    const [request] = server.seen;
    expect(request?.url).toBe('/2010-04-01/Accounts/AC0123/Messages.json');
    expect(request?.headers.authorization).toBe(`Basic ${Buffer.from('AC0123:token-secret').toString('base64')}`);
    const form = new URLSearchParams(request?.body);
    expect(Object.fromEntries(form)).toEqual({
      To: '+254711000001',
      From: '+15005550006',
      Body: 'Hello Amina, you receive 12.50 EUR.',
      StatusCallback: 'https://aid.example/public/notifications/receipts/twilio/acc--1',
    });
  });

  it('writes WhatsApp numbers with the whatsapp: prefix', async () => {
    server.script(json(201, { sid: 'SM124' }));
    await send(provider(), message({ channel: 'WHATSAPP' }));
    const form = new URLSearchParams(server.seen[0]?.body);
    expect([form.get('To'), form.get('From')]).toEqual(['whatsapp:+254711000001', 'whatsapp:+15005550006']);
  });

  it('makes an invalid number final, retries 429 after Retry-After, and a 5xx', async () => {
    server.script(json(400, { code: 21211, message: "The 'To' number 123 is not a valid phone number.", status: 400 }));
    expect(await send(provider())).toMatchObject({
      error: expect.stringContaining('Twilio error 21211'),
      final: true,
    });
    server.script(json(429, { code: 20429, message: 'Too Many Requests', status: 429 }, { 'Retry-After': '7' }));
    const throttled = await send(provider());
    expect(throttled).toMatchObject({ error: expect.stringContaining('throttling'), retryAfterMs: 7000 });
    expect(throttled?.final).toBeUndefined();
    server.script(json(503, { message: 'Service Unavailable' }), json(201, { sid: 'SM125' }));
    const down = await send(provider());
    expect(down).toMatchObject({ error: expect.stringContaining('503') });
    expect(down?.final).toBeUndefined();
    expect(await send(provider())).toMatchObject({ error: null, providerMessageId: 'SM125' });
  });

  it('retries when the provider cannot be reached', async () => {
    const gone = twilioProvider({ accountSid: 'AC1', authToken: 't', sender: '+1', baseUrl: 'http://127.0.0.1:9' });
    const result = await send(gone);
    expect(result).toMatchObject({ error: expect.stringContaining('could not be reached') });
    expect(result?.final).toBeUndefined();
  });
});

describe("Africa's Talking", () => {
  const provider = () =>
    africasTalkingProvider({ username: 'sandbox', apiKey: 'at-key', sender: 'AIDORG', baseUrl: server.url });
  const answer = (statusCode: number, status: string, messageId = 'None') =>
    json(201, {
      SMSMessageData: {
        Message: 'Sent to 1/1 Total Cost: KES 0.8000',
        Recipients: [{ statusCode, number: '+254711000001', status, cost: 'KES 0.8000', messageId }],
      },
    });

  it('posts username/to/message/from with the apiKey header and keeps the message id', async () => {
    server.script(answer(101, 'Success', 'ATXid_1'));
    expect(await send(provider())).toMatchObject({ error: null, providerMessageId: 'ATXid_1' });
    const [request] = server.seen;
    expect(request?.url).toBe('/version1/messaging');
    expect(request?.headers.apikey).toBe('at-key');
    expect(request?.headers.accept).toBe('application/json');
    expect(Object.fromEntries(new URLSearchParams(request?.body))).toEqual({
      username: 'sandbox',
      to: '+254711000001',
      message: 'Hello Amina, you receive 12.50 EUR.',
      from: 'AIDORG',
    });
  });

  it('makes InvalidPhoneNumber final, retries 429 after Retry-After, a 5xx and CouldNotRoute', async () => {
    server.script(answer(403, 'InvalidPhoneNumber'));
    expect(await send(provider())).toMatchObject({ error: expect.stringContaining('InvalidPhoneNumber'), final: true });
    server.script({ status: 429, body: 'Too many requests', headers: { 'Retry-After': '3' } });
    expect(await send(provider())).toMatchObject({ retryAfterMs: 3000, error: expect.stringContaining('throttling') });
    server.script(answer(407, 'CouldNotRoute'));
    expect((await send(provider()))?.final).toBeUndefined();
    server.script({ status: 502, body: 'Bad gateway' }, answer(102, 'Queued', 'ATXid_2'));
    const down = await send(provider());
    expect(down).toMatchObject({ error: expect.stringContaining('502') });
    expect(down?.final).toBeUndefined();
    expect(await send(provider())).toMatchObject({ error: null, providerMessageId: 'ATXid_2' });
  });
});

describe('Amazon SNS', () => {
  const provider = () =>
    snsProvider({
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'sns-secret',
      region: 'eu-west-1',
      sender: 'AIDORG',
      endpoint: server.url,
    });
  const published = (id: string) => ({
    status: 200,
    body: `<PublishResponse xmlns="http://sns.amazonaws.com/doc/2010-03-31/"><PublishResult><MessageId>${id}</MessageId></PublishResult><ResponseMetadata><RequestId>r1</RequestId></ResponseMetadata></PublishResponse>`,
  });
  const failed = (status: number, code: string, text: string) => ({
    status,
    body: `<ErrorResponse xmlns="http://sns.amazonaws.com/doc/2010-03-31/"><Error><Type>Sender</Type><Code>${code}</Code><Message>${text}</Message></Error><RequestId>r2</RequestId></ErrorResponse>`,
  });

  beforeEach(() => server.script(published('sns-1')));

  it('publishes to the phone number, transactional, with the sender id, and keeps the MessageId', async () => {
    expect(await send(provider())).toMatchObject({ error: null, providerMessageId: 'sns-1' });
    const form = new URLSearchParams(server.seen[0]?.body);
    expect(form.get('Action')).toBe('Publish');
    expect(form.get('PhoneNumber')).toBe('+254711000001');
    expect(form.get('Message')).toBe('Hello Amina, you receive 12.50 EUR.');
    expect([...form.values()]).toEqual(expect.arrayContaining(['AWS.SNS.SMS.SenderID', 'AIDORG', 'Transactional']));
  });

  it('makes an invalid number final, retries throttling and a 5xx then succeeds', async () => {
    server.script(failed(400, 'InvalidParameter', 'Invalid parameter: PhoneNumber Reason: +1 is not valid'));
    expect(await send(provider())).toMatchObject({ error: expect.stringContaining('PhoneNumber'), final: true });
    server.script(failed(400, 'Throttling', 'Rate exceeded'));
    const throttled = await send(provider());
    expect(throttled).toMatchObject({ error: expect.stringContaining('Rate exceeded') });
    expect(throttled?.final).toBeUndefined();
    server.script(failed(500, 'InternalError', 'Internal failure'), published('sns-2'));
    const down = await send(provider());
    expect(down?.error).toBeTruthy();
    expect(down?.final).toBeUndefined();
    expect(await send(provider())).toMatchObject({ error: null, providerMessageId: 'sns-2' });
  });
});

describe('Retry-After', () => {
  it('reads seconds and HTTP dates', () => {
    expect(retryAfterMs('12')).toBe(12_000);
    expect(retryAfterMs(new Date(10_000 + 5_000).toUTCString(), 10_000)).toBe(5_000);
    expect(retryAfterMs('soon')).toBeUndefined();
    expect(retryAfterMs(null)).toBeUndefined();
  });
});
