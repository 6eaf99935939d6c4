// One money rule on every surface: a distribution of 5,000 per family typed in the form (parsed by common's
// parseMoney, as the web does) in XOF, EUR and JOD shows "5,000.00 <code>" on the voucher PDF, in the SMS, in the
// public voucher look-up the /v page renders, and in the web's tables (common's formatMoney), while the payment
// instructions file carries what the provider pays: 5000 XOF, 5000.00 EUR (500000 cents), 5000.000 JOD (5000000 fils).
import type { Readable } from 'node:stream';
import { type DistributionJson, type EntitlementJson, formatMoney, parseMoney } from '@aid/common/distributions';
import type { NotificationPreviewJson } from '@aid/common/notifications';
import type { PageJson } from '@aid/common/rest';
import type { PublicVoucherJson } from '@aid/common/vouchers';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisation } from '../testing/beneficiaries.js';
import { distributionCalls, refused, seedList } from '../testing/distributions.js';
import { availableBackends, startTestApi, type TestApi } from '../testing/harness.js';
import { FAST_JOBS } from '../testing/jobs.js';
import { notificationCalls } from '../testing/notifications.js';
import { pdfTextRuns } from '../testing/pdf.js';
import { type Caller, callers } from '../testing/programs.js';
import { backendCases, fileIdentity } from '../testing/suite.js';

const backends = await availableBackends();
const identity = fileIdentity();

async function bytesOf(body: Readable | ReadableStream<Uint8Array> | null): Promise<Buffer> {
  const chunks: Buffer[] = [];
  if (!body) return Buffer.alloc(0);
  for await (const chunk of body as AsyncIterable<Uint8Array>) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

const CASES = [
  // currency, the rate to the program's EUR, what the provider file says: amount, amountMinor
  { currency: 'XOF', rate: '0.001524', amount: '5000', amountMinor: '5000' },
  { currency: 'EUR', rate: null, amount: '5000.00', amountMinor: '500000' },
  { currency: 'JOD', rate: '1.29', amount: '5000.000', amountMinor: '5000000' },
] as const;

describe.each(backendCases(backends))('one money rule on every surface on %s', (backendName, backend) => {
  let api: TestApi;
  let org: { accountId: string; masterId: string };
  let admin: Caller;
  let programId: string;
  const { caller } = callers(
    identity,
    () => api,
    (name) => `${name}-${backendName}@money.test`,
  );
  const { as, ok, create, generate } = distributionCalls(() => api);
  const { template } = notificationCalls(() => api);
  const download = (path: string) =>
    fetch(`${api.url}${path}`, { headers: { Authorization: `Bearer ${admin.token}`, 'x-accountid': admin.accountId } });

  beforeAll(async () => {
    api = await startTestApi(backend, identity().config, { jobs: FAST_JOBS });
    org = await organisation(api, 'Paying in three currencies');
    admin = await caller('admin', org.accountId);
    ({ programId } = await api.fixtures.program(org.accountId, { currency: 'EUR', budget: null }));
    await template(admin, { language: 'en', body: 'Hello {first-name}, you receive {currency-amount}.' });
  }, 60_000);
  afterAll(async () => {
    await api?.close();
  });

  /** A distribution of "5000" per family as typed in the form, generated and APPROVED (approvals have their suite). */
  const approved = async (distributionType: 'CASH' | 'VOUCHER', currency: string, rate: string | null) => {
    const { listId } = await seedList(api, org.accountId, org.masterId, [0]);
    const d = await create(admin, {
      programId,
      beneficiaryListId: listId,
      distributionName: `${distributionType} in ${currency}`,
      distributionType,
      amountPerBeneficiary: parseMoney('5000'),
      amountPerBeneficiaryCurrency: currency,
      ...(rate ? { exchangeRate: rate } : {}),
      validUntil: '2027-03-31',
    });
    await generate(admin, d.distributionId);
    await api.db.query(`UPDATE distributions SET distribution_status = 'APPROVED' WHERE distribution_id = $1`, [
      d.distributionId,
    ]);
    return ok<DistributionJson>(admin, 'GET', `/distributions/${d.distributionId}`);
  };

  it.each(CASES)('agrees on 5,000 $currency from the form to every output', async (c) => {
    const shown = `5,000.00 ${c.currency}`;

    const cash = await approved('CASH', c.currency, c.rate);
    expect(cash).toMatchObject({ amountPerBeneficiary: 500000, exchangeRate: c.rate, totals: { amount: 500000 } });
    // The web's tables and the distribution page format with the same rule.
    expect(formatMoney(cash.totals.amount, cash.amountPerBeneficiaryCurrency)).toBe(shown);
    const file = await download(
      `/distributions/${cash.distributionId}/payment-instructions.csv?provider=M-Pesa&columns=amount,amountMinor,currency`,
    );
    expect(file.status, file.status === 200 ? '' : await file.clone().text()).toBe(200);
    const rows = parse((await file.text()).replace(/^\uFEFF/, '')) as string[][];
    expect(rows).toEqual([
      ['amount', 'amountMinor', 'currency'],
      [c.amount, c.amountMinor, c.currency],
    ]);
    const sms = await ok<NotificationPreviewJson>(
      admin,
      'POST',
      `/distributions/${cash.distributionId}/notifications/preview`,
      {},
    );
    expect(sms.body).toBe(`Hello First 1, you receive ${shown}.`);

    const voucher = await approved('VOUCHER', c.currency, c.rate);
    const pdf = await download(`/distributions/${voucher.distributionId}/vouchers.pdf`);
    expect(pdf.status).toBe(200);
    const pdfBytes = await bytesOf(pdf.body);
    // The amount's run: the title (the distribution's name, "VOUCHER in EUR") names the currency too.
    expect(pdfTextRuns(pdfBytes).filter((run) => run.includes(c.currency) && /\d/.test(run))).toEqual([shown]);
    const [entitlement] = (
      await ok<PageJson<EntitlementJson>>(admin, 'GET', `/distributions/${voucher.distributionId}/entitlements`)
    ).items;
    const look = await api.call('GET', `/public/vouchers/${encodeURIComponent(String(entitlement?.voucherCode))}`);
    expect(look.status, JSON.stringify(look.body)).toBe(200);
    const pub = look.body as PublicVoucherJson;
    // What gateway/src/vouchers/page.ts prints on /v/<code> (its own test renders the page).
    expect(formatMoney(pub.amount, pub.currency)).toBe(shown);
    const voucherSms = await ok<NotificationPreviewJson>(
      admin,
      'POST',
      `/distributions/${voucher.distributionId}/notifications/preview`,
      {},
    );
    expect(voucherSms.body).toBe(`Hello First 1, you receive ${shown}.`);
  });

  it('refuses at input an amount the currency cannot pay, naming its decimals', async () => {
    const { listId } = await seedList(api, org.accountId, org.masterId, [0]);
    const res = await as(admin, 'POST', '/distributions', {
      programId,
      beneficiaryListId: listId,
      distributionName: 'Half francs',
      amountPerBeneficiary: parseMoney('5000.50'),
      amountPerBeneficiaryCurrency: 'XOF',
      exchangeRate: '0.001524',
    });
    refused(res, 422);
    expect((res.body as { fieldErrors: unknown[] }).fieldErrors).toEqual([
      {
        field: 'amountPerBeneficiary',
        code: 'TOO_MANY_DECIMALS',
        params: { decimals: 0, currency: 'XOF' },
        message: 'must have at most 0 decimals in XOF',
      },
    ]);
    // The same amount in a currency with cents is fine.
    const eur = await create(admin, {
      programId,
      beneficiaryListId: listId,
      distributionName: 'Cents',
      amountPerBeneficiary: parseMoney('5000.50'),
    });
    expect(eur.amountPerBeneficiary).toBe(500050);
  });
});
