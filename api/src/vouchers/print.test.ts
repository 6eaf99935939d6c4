// The printable voucher sheet over HTTP on every available database: refused before approval, paged by
// VOUCHERS_PER_PAGE after, a selection printed alone, other organisations and sections kept out; an in-kind
// distribution's cards the same way; each family's voucher in its language.
import { randomBytes } from 'node:crypto';
import type { DistributionJson, EntitlementJson } from '@aid/common/distributions';
import { VOUCHERS_PER_PAGE } from '@aid/common/vouchers';
import { beforeAll, describe, expect, it } from 'vitest';
import { refused } from '../testing/distributions.js';
import { availableBackends } from '../testing/harness.js';
import { pdfFontRuns, pdfTextRuns } from '../testing/pdf.js';
import type { Caller } from '../testing/programs.js';
import { backendCases, fileIdentity } from '../testing/suite.js';
import { pageCount, VOUCHER_FAMILIES, voucherSuite } from '../testing/vouchers.js';

// Tests make their own secret: never the developer's .data one.
process.env.VOUCHER_KEY_SECRET ||= randomBytes(32).toString('base64url');

const backends = await availableBackends();
const identity = fileIdentity();

describe.each(backendCases(backends))('the voucher PDF on %s', (backendName, backend) => {
  let accountId: string;
  let creator: Caller;
  let outsider: Caller;
  let generated: DistributionJson;
  let approved: DistributionJson;
  let approvedVouchers: EntitlementJson[];
  const families = VOUCHER_FAMILIES;
  const suite = voucherSuite(backendName, backend, identity, 'print.test');
  const { as, caller, entitlements } = suite;
  beforeAll(() => {
    ({ accountId, creator, outsider, generated, approved, approvedVouchers } = suite.world);
  });

  it('refuses the PDF before approval and streams it with one page per VOUCHERS_PER_PAGE after', async () => {
    refused(await as(creator, 'GET', `/distributions/${generated.distributionId}/vouchers.pdf`), 422, 'NOT_APPROVED');
    const res = await as(creator, 'GET', `/distributions/${approved.distributionId}/vouchers.pdf`);
    expect(res.status, String(res.body).slice(0, 300)).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain(`vouchers-${approved.distributionId}.pdf`);
    const pdf = String(res.body);
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pageCount(pdf)).toBe(Math.ceil(families.length / VOUCHERS_PER_PAGE));
    expect(pageCount(pdf)).toBeGreaterThan(1);
  });

  it('prints only the selected vouchers, and says which selected id is not one', async () => {
    const ids = approvedVouchers.slice(0, 3).map((v) => v.entitlementId);
    const viaGet = await as(
      creator,
      'GET',
      `/distributions/${approved.distributionId}/vouchers.pdf?selectedIds=${ids.join(',')}`,
    );
    expect(viaGet.status).toBe(200);
    expect(pageCount(String(viaGet.body))).toBe(1);
    const nine = approvedVouchers.slice(0, VOUCHERS_PER_PAGE + 1).map((v) => v.entitlementId);
    const viaPost = await as(creator, 'POST', `/distributions/${approved.distributionId}/vouchers.pdf`, {
      selectedIds: nine,
    });
    expect(viaPost.status).toBe(200);
    expect(pageCount(String(viaPost.body))).toBe(2);
    const stranger = (await entitlements(generated.distributionId))[0]?.entitlementId;
    const bad = await as(creator, 'POST', `/distributions/${approved.distributionId}/vouchers.pdf`, {
      selectedIds: [ids[0], stranger],
    });
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({ fieldErrors: [{ field: 'selectedIds', code: 'INVALID_VALUE' }] });
    const malformed = await as(creator, 'POST', `/distributions/${approved.distributionId}/vouchers.pdf`, {
      selectedIds: ['a b'],
    });
    expect(malformed.status).toBe(422);
    expect(malformed.body).toMatchObject({ fieldErrors: [{ field: 'selectedIds.0', code: 'INVALID_ID' }] });
  });

  it('keeps another organisation out of the PDF and a member without VOUCHER_DISTRIBUTION VIEW out too', async () => {
    refused(await as(outsider, 'GET', `/distributions/${approved.distributionId}/vouchers.pdf`), 404);
    const cashOnly = await caller('cash-only', accountId, 'CASH_ONLY', {
      section: [{ name: 'CASH_DISTRIBUTION', access: { VIEW: { accessLevel: 'EVERYTHING', objectIds: [] } } }],
    });
    // As for the distribution itself: one of a section the caller lacks is not visible to them.
    refused(await as(cashOnly, 'GET', `/distributions/${approved.distributionId}/vouchers.pdf`), 404);
  });

  it("prints an IN_KIND distribution's cards, to members who may see in-kind distributions", async () => {
    const food = await suite.voucherDraft({
      distributionName: 'Food parcels',
      distributionType: 'IN_KIND',
      amountPerBeneficiary: 0,
      amountPerDependant: 0,
      items: [{ name: 'Rice', unit: 'kg', quantityPerBeneficiary: 5, quantityPerDependant: 2 }],
    });
    await suite.generate(creator, food.distributionId);
    refused(await as(creator, 'GET', `/distributions/${food.distributionId}/vouchers.pdf`), 422, 'NOT_APPROVED');
    await suite.approve(food.distributionId);
    const res = await as(creator, 'GET', `/distributions/${food.distributionId}/vouchers.pdf`);
    expect(res.status, String(res.body).slice(0, 300)).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(pageCount(String(res.body))).toBe(Math.ceil(families.length / VOUCHERS_PER_PAGE));
    const vouchersOnly = await caller('vouchers-only', accountId, 'VOUCHERS_ONLY', {
      section: [{ name: 'VOUCHER_DISTRIBUTION', access: { VIEW: { accessLevel: 'EVERYTHING', objectIds: [] } } }],
    });
    refused(await as(vouchersOnly, 'GET', `/distributions/${food.distributionId}/vouchers.pdf`), 404);
  });

  it("prints each family's voucher in its language: its nationality's, else the organisation's for families", async () => {
    const [syrian, french, ethiopian] = approvedVouchers;
    const setNationality = (entitlementId: string | undefined, nationality: string) =>
      suite.world.api.db.query(
        `UPDATE beneficiaries b SET nationality = $2 FROM entitlements e
          WHERE e.entitlement_id = $1 AND b.beneficiary_id = e.beneficiary_id`,
        [String(entitlementId), nationality],
      );
    await setNationality(syrian?.entitlementId, 'SY');
    await setNationality(french?.entitlementId, 'FR');
    // Amharic has no voucher texts: the organisation's language for families (Spanish here) stands in.
    await setNationality(ethiopian?.entitlementId, 'ET');
    await suite.world.api.db.query(
      `INSERT INTO notification_settings (account_id, default_language) VALUES ($1, 'es')
       ON CONFLICT (account_id) DO UPDATE SET default_language = 'es'`,
      [accountId],
    );
    const ids = [syrian, french, ethiopian].map((v) => v?.entitlementId).join(',');
    // Read as bytes: the harness's call decodes bodies as UTF-8 text.
    const res = await fetch(
      `${suite.world.api.url}/distributions/${approved.distributionId}/vouchers.pdf?selectedIds=${ids}`,
      {
        headers: { Authorization: `Bearer ${creator.token}`, 'x-accountid': creator.accountId },
      },
    );
    expect(res.status).toBe(200);
    const pdf = Buffer.from(await res.arrayBuffer());
    const text = pdfTextRuns(pdf);
    expect(text).toContain('Valable jusqu\x92au 2027-03-31');
    expect(text).toContain('Válido hasta el 2027-03-31');
    expect(text).not.toContain('Valid until 2027-03-31');
    expect(pdfFontRuns(pdf).some((r) => r.font === 'NotoSansArabic-Regular')).toBe(true);
    await suite.world.api.db.query('DELETE FROM notification_settings WHERE account_id = $1', [accountId]);
  });
});
