// Payment instructions through the gateway, against the real API and real tokens: the file streamed with the
// caller's provider and columns to a download link carrying the access cookie, and the API's refusals passed on.
import { newId } from '@aid/common/ids';
import { refusalIn } from '@aid/common/refusals';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_COOKIE } from '../auth/cookies.js';
import { type StackUser, startTestStack, type TestStack } from '../testing/stack.js';

let stack: TestStack;
let orgA: string;
let orgB: string;
let adminA: StackUser;
let outsider: StackUser;
let distributionId: string;

const url = (id: string, format: 'csv' | 'xlsx', query = '') =>
  `${stack.gateway.url}/api/distributions/${id}/payment-instructions.${format}${query}`;

/** An APPROVED cash distribution of two families, straight in the database (approval has its own suites). */
async function approvedDistribution(accountId: string): Promise<string> {
  const { programId } = await stack.fixtures.program(accountId, { currency: 'EUR', budget: null });
  const id = newId('distribution');
  const db = stack.api.db;
  await db.query(
    `INSERT INTO distributions (distribution_id, account_id, program_id, distribution_name, distribution_type,
       distribution_status, beneficiary_list_id, amount_per_beneficiary, amount_per_beneficiary_currency)
     VALUES ($1, $2, $3, 'Cash round', 'CASH', 'APPROVED', $4, 1000, 'EUR')`,
    [id, accountId, programId, newId('beneficiaryList')],
  );
  const people: [string, string][] = [
    ['Amal', 'Haddad'],
    ['Jean', '=1+1'],
  ];
  for (const [firstName, lastName] of people) {
    const beneficiaryId = newId('beneficiary');
    await db.query(
      `INSERT INTO distribution_members (distribution_id, beneficiary_id, account_id, first_name, last_name)
       VALUES ($1, $2, $3, $4, $5)`,
      [id, beneficiaryId, accountId, firstName, lastName],
    );
    await db.query(
      `INSERT INTO entitlements (entitlement_id, distribution_id, account_id, beneficiary_id, first_name, amount, currency)
       VALUES ($1, $2, $3, $4, $5, 1000, 'EUR')`,
      [newId('cashEntitlement'), id, accountId, beneficiaryId, firstName],
    );
  }
  return id;
}

beforeAll(async () => {
  stack = await startTestStack();
  ({ accountId: orgA } = await stack.fixtures.account('Paying org'));
  ({ accountId: orgB } = await stack.fixtures.account('Other paying org'));
  adminA = await stack.member('admin@payments.example.org', orgA);
  outsider = await stack.member('admin@other-payments.example.org', orgB);
  distributionId = await approvedDistribution(orgA);
}, 120_000);

afterAll(async () => {
  await stack?.close();
});

describe('GET /api/distributions/:id/payment-instructions.csv|.xlsx', () => {
  it('refuses without a token, shows another organisation nothing, and answers a bad id itself', async () => {
    expect((await fetch(url(distributionId, 'csv', '?provider=M-Pesa'))).status).toBe(401);
    const other = await fetch(url(distributionId, 'xlsx', '?provider=M-Pesa'), {
      headers: { Authorization: `Bearer ${outsider.token}`, 'x-accountid': orgB },
    });
    expect(other.status).toBe(404);
    expect(await other.json()).toMatchObject({ code: 'NOT_FOUND' });
    const bad = await fetch(url('nope!', 'csv'), { headers: { Authorization: `Bearer ${adminA.token}` } });
    expect(bad.status).toBe(404);
  });

  it('streams the file to a cookie-carrying link with the query string, then passes the 409 on', async () => {
    const headers = { cookie: `${ACCESS_COOKIE}=${encodeURIComponent(adminA.token)}`, 'x-accountid': orgA };
    const res = await fetch(url(distributionId, 'csv', '?provider=M-Pesa&columns=lastName,amount,currency'), {
      headers,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    // The export's id comes through, so the screen can offer the same file again.
    expect(res.headers.get('x-payment-export-id')).toMatch(/^pex--/);
    expect(res.headers.get('content-disposition')).toMatch(/filename="Cash-round-M-Pesa-\d{4}-\d\d-\d\d\.csv"$/);
    const lines = (await res.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('lastName,amount,currency');
    expect(lines.slice(1).sort()).toEqual(["'=1+1,10.00,EUR", 'Haddad,10.00,EUR']);
    const again = await fetch(url(distributionId, 'xlsx', '?provider=M-Pesa'), { headers });
    expect(again.status).toBe(409);
    const refused = await again.json();
    expect(refused).toMatchObject({
      code: 'CONFLICT',
      reason: 'NOTHING_TO_EXPORT',
      messageKey: 'payments.nothingToExport',
    });
    // The key is what a French member's screen words the refusal from.
    expect(refusalIn('fr', refused.messageKey)).toBe(
      'Chaque famille de cette distribution figure déjà dans un export de paiement : ' +
        'téléchargez-en un de nouveau avec `again`',
    );
  });
});
