// The families' short voucher page and the voucher sheet download, against a stand-in API: the page shows the QR
// and amount and nothing else, is never cached or indexed, says "not found" alike for every refusal, and stops a
// client that asks too often; the page speaks the family's language (a refusal the browser's); the download reaches
// the API with the caller's token and selection.
import { createAccessTokenVerifier } from '@aid/common/auth';
import { startTestIdentity, type TestIdentity } from '@aid/identity';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type RunningGateway, startGateway } from '../index.js';
import { type StubApi, startStubApi } from '../testing/stub-api.js';

let identity: TestIdentity;
let gateway: RunningGateway;
let api: StubApi;
let token: string;

const voucher = {
  qrPayload: 'AV1.vou--01JD0000000000000000000000.acc--01JD0000000000000000000000.2500.EUR.2027-03-31.c2ln',
  amount: 2500,
  currency: 'EUR',
  validUntil: '2027-03-31',
  usageStatus: 'PARTIALLY_USED',
  remainingAmount: 1000,
  language: 'en',
};

beforeAll(async () => {
  identity = await startTestIdentity();
  api = await startStubApi();
  gateway = await startGateway({
    apiUrl: api.url,
    identity: identity.config,
    verifier: createAccessTokenVerifier(identity.config),
    gatewaySecret: 'gateway-secret-for-voucher-tests',
  });
  token = (await identity.user('vouchers-page@example.org')).tokens.accessToken;
});

afterAll(async () => {
  await gateway?.close();
  await api?.close();
  await identity?.stop();
});

beforeEach(() => {
  api.requests.length = 0;
  api.answer = (req) =>
    req.url === '/public/vouchers/ABCDEFGHJKMN'
      ? { status: 200, body: voucher }
      : { status: 404, body: { code: 'NOT_FOUND' } };
});

describe('GET /v/:code', () => {
  it('shows the QR as inline SVG, the amount, validity and what remains, with no-store and noindex', async () => {
    const res = await fetch(`${gateway.url}/v/ABCDEFGHJKMN`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-robots-tag')).toContain('noindex');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await res.text();
    expect(html).toContain('<svg');
    expect(html).toContain('25.00 EUR');
    expect(html).toContain('<html lang="en" dir="ltr">');
    expect(html).toContain('Valid until <bdi dir="ltr">2027-03-31</bdi>');
    expect(html).toContain('Remaining: <bdi dir="ltr">10.00 EUR</bdi>');
    expect(html).not.toContain('<script');
    // The API was told, with the shared secret, which client asked (its own rate limit is per client).
    const [call] = api.requests;
    expect(call?.headers['x-gateway-secret']).toBe('gateway-secret-for-voucher-tests');
    expect(call?.headers['x-forwarded-for']).toBeTruthy();
  });

  // The one money rule (common/distributions/money.ts): stored hundredths for every currency, as the voucher PDF,
  // the SMS and the web show them (api/src/payments/money.test.ts goes through those with the same amounts).
  it.each(['XOF', 'EUR', 'JOD'])('shows 5,000 %s as the voucher PDF and the SMS do', async (currency) => {
    api.answer = () => ({ status: 200, body: { ...voucher, amount: 500_000, remainingAmount: 250_000, currency } });
    const html = await (await fetch(`${gateway.url}/v/ABCDEFGHJKMN`)).text();
    expect(html).toContain(`<p class="amount"><bdi dir="ltr">5,000.00 ${currency}</bdi></p>`);
    expect(html).toContain(`Remaining: <bdi dir="ltr">2,500.00 ${currency}</bdi>`);
  });

  it('serves the QR alone as SVG', async () => {
    const res = await fetch(`${gateway.url}/v/ABCDEFGHJKMN/qr.svg`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    expect(await res.text()).toMatch(/^<svg/);
  });

  it('answers an unknown or not yet approved code with a plain 404 page', async () => {
    const res = await fetch(`${gateway.url}/v/ZZZZZZZZZZZZ`);
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(html).toContain('Voucher not found');
    expect(html).not.toContain('<svg');
  });

  it('says the API is unavailable rather than inventing a voucher when it fails', async () => {
    api.answer = () => ({ status: 500 });
    expect((await fetch(`${gateway.url}/v/ABCDEFGHJKMN`)).status).toBe(502);
  });
});

describe("the family's language", () => {
  it('speaks Arabic right to left to an Arabic-speaking family, amounts and dates still left to right', async () => {
    api.answer = () => ({ status: 200, body: { ...voucher, language: 'ar' } });
    const html = await (await fetch(`${gateway.url}/v/ABCDEFGHJKMN`)).text();
    expect(html).toContain('<html lang="ar" dir="rtl">');
    expect(html).toContain('<title>قسيمتك</title>');
    expect(html).toContain('صالحة حتى <bdi dir="ltr">2027-03-31</bdi>');
    expect(html).toContain('المتبقي: <bdi dir="ltr">10.00 EUR</bdi>');
    expect(html).not.toContain('Valid until');
  });

  it.each([
    ['fr', 'Valable jusqu’au <bdi dir="ltr">2027-03-31</bdi>', 'Reste : <bdi dir="ltr">10.00 EUR</bdi>'],
    ['es', 'Válido hasta el <bdi dir="ltr">2027-03-31</bdi>', 'Saldo: <bdi dir="ltr">10.00 EUR</bdi>'],
    // A language without texts here: English.
    ['sw', 'Valid until <bdi dir="ltr">2027-03-31</bdi>', 'Remaining: <bdi dir="ltr">10.00 EUR</bdi>'],
  ])('speaks %s when the API says so', async (language, validity, remaining) => {
    api.answer = () => ({ status: 200, body: { ...voucher, language } });
    const html = await (await fetch(`${gateway.url}/v/ABCDEFGHJKMN`)).text();
    expect(html).toContain(`<html lang="${language === 'sw' ? 'en' : language}" dir="ltr">`);
    expect(html).toContain(validity);
    expect(html).toContain(remaining);
  });

  it("answers a refusal in the browser's language, having no family to ask", async () => {
    const notFound = (acceptLanguage: string) =>
      fetch(`${gateway.url}/v/ZZZZZZZZZZZZ`, { headers: { 'Accept-Language': acceptLanguage } }).then((r) => r.text());
    const arabic = await notFound('ar-SY,en;q=0.5');
    expect(arabic).toContain('<html lang="ar" dir="rtl">');
    expect(arabic).toContain('القسيمة غير موجودة');
    expect(await notFound('de-DE, fr;q=0.8, en;q=0.5')).toContain('Bon introuvable');
    expect(await notFound('de')).toContain('Voucher not found');
  });
});

describe('rate limit', () => {
  it('answers 429 with Retry-After once a client asked too often', async () => {
    const limited = await startGateway({
      apiUrl: api.url,
      identity: identity.config,
      verifier: createAccessTokenVerifier(identity.config),
    });
    try {
      // A fresh gateway: this client's window starts empty. 30 a minute, the 31st refused.
      for (let i = 0; i < 30; i++) expect((await fetch(`${limited.url}/v/ABCDEFGHJKMN`)).status).toBe(200);
      const before = api.requests.length;
      const res = await fetch(`${limited.url}/v/ABCDEFGHJKMN`);
      expect(res.status).toBe(429);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(api.requests.length).toBe(before);
    } finally {
      await limited.close();
    }
  });
});

describe('/api/distributions/:id/vouchers.pdf', () => {
  it('passes the selection and the caller to the API, and refuses anonymous callers', async () => {
    api.answer = () => ({ status: 200, body: {} });
    const id = 'dis--01JD0000000000000000000000';
    const res = await fetch(`${gateway.url}/api/distributions/${id}/vouchers.pdf?selectedIds=a,b`, {
      headers: { Authorization: `Bearer ${token}`, 'x-accountid': 'acc--1' },
    });
    expect(res.status).toBe(200);
    const [call] = api.requests;
    expect(call?.url).toBe(`/distributions/${id}/vouchers.pdf?selectedIds=a,b`);
    expect(call?.headers.authorization).toBe(`Bearer ${token}`);
    expect(call?.headers['x-accountid']).toBe('acc--1');
    const anonymous = await fetch(`${gateway.url}/api/distributions/${id}/vouchers.pdf`);
    expect(anonymous.status).toBe(401);
    expect((await fetch(`${gateway.url}/api/distributions/bad%20id/vouchers.pdf`)).status).toBe(404);
  });
});
