// Beneficiary downloads through the gateway, against the real API and real tokens: list exports streamed with the
// caller's filter and sort, by bearer token or by the access cookie a download link carries.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_COOKIE } from '../auth/cookies.js';
import { type StackUser, startTestStack, type TestStack } from '../testing/stack.js';

let stack: TestStack;
let orgA: string;
let adminA: StackUser;
let outsider: StackUser;
let listId: string;

async function rest(who: StackUser, accountId: string, path: string, body: unknown): Promise<Record<string, unknown>> {
  const res = await fetch(`${stack.api.url}${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${who.token}`, 'x-accountid': accountId, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(res.status, path).toBe(201);
  return (await res.json()) as Record<string, unknown>;
}

const exportUrl = (id: string, format: 'csv' | 'xlsx', query = '') =>
  `${stack.gateway.url}/api/beneficiary-lists/${id}/export.${format}${query}`;

beforeAll(async () => {
  stack = await startTestStack();
  ({ accountId: orgA } = await stack.fixtures.account('Download org'));
  const { accountId: orgB } = await stack.fixtures.account('Other download org');
  adminA = await stack.member('admin@downloads.example.org', orgA);
  outsider = await stack.member('admin@other-downloads.example.org', orgB);
  listId = String(
    (await rest(adminA, orgA, '/beneficiary-lists', { listName: 'Kakuma 2026', status: 'OPEN' })).beneficiaryListId,
  );
  for (const [firstName, lastName] of [
    ['Mariam', 'Okello'],
    ['Олег', 'Okello'],
    ['Jean', '=1+1'],
    ['Absent', 'Other'],
  ]) {
    await rest(adminA, orgA, '/beneficiaries', { firstName, lastName, beneficiaryListId: listId });
  }
}, 120_000);

afterAll(async () => {
  await stack?.close();
});

describe('GET /api/beneficiary-lists/:id/export.csv|.xlsx', () => {
  it('streams the list as CSV with the filter and sort of the list screen', async () => {
    const filter = {
      connector: 'OR',
      conditions: [
        { field: 'LAST_NAME', operator: 'EQUAL', value: 'okello' },
        { field: 'LAST_NAME', operator: 'EQUAL', value: '=1+1' },
      ],
    };
    const res = await fetch(
      exportUrl(listId, 'csv', `?sort=NAME&filter=${encodeURIComponent(JSON.stringify(filter))}`),
      {
        headers: { Authorization: `Bearer ${adminA.token}`, 'x-accountid': orgA },
      },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="Kakuma-2026-\d{4}-\d\d-\d\d\.csv"$/);
    const lines = (await res.text()).trim().split('\r\n');
    expect(lines[0]).toMatch(/^firstName,lastName,gender,dob,email,phoneNumber,externalReferenceNumber,/);
    expect(lines.slice(1).map((l) => l.split(',').slice(0, 2).join(' '))).toEqual([
      "Jean '=1+1",
      'Mariam Okello',
      'Олег Okello',
    ]);
  });

  it('sends the XLSX to a download link that carries only the access cookie', async () => {
    const res = await fetch(exportUrl(listId, 'xlsx'), {
      headers: { cookie: `${ACCESS_COOKIE}=${encodeURIComponent(adminA.token)}`, 'x-accountid': orgA },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(res.headers.get('content-disposition')).toMatch(/filename="Kakuma-2026-\d{4}-\d\d-\d\d\.xlsx"$/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    // A zip archive (PK\x03\x04), a few kilobytes for four people.
    expect([...bytes.subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
    expect(bytes.length).toBeGreaterThan(1000);
  });

  it('refuses without a token, shows another organisation nothing, and passes JSON errors on', async () => {
    expect((await fetch(exportUrl(listId, 'csv'))).status).toBe(401);
    const foreign = await fetch(exportUrl(listId, 'xlsx'), { headers: { Authorization: `Bearer ${outsider.token}` } });
    expect(foreign.status).toBe(404);
    expect(await foreign.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Beneficiary list not found' });
    const badSort = await fetch(exportUrl(listId, 'csv', '?sort=NOPE'), {
      headers: { Authorization: `Bearer ${adminA.token}`, 'x-accountid': orgA },
    });
    expect(badSort.status).toBe(422);
    expect(await badSort.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  // The API would answer 422 INVALID_ID: a 404 here is the gateway's own answer.
  it('answers a malformed id itself, without calling the API', async () => {
    for (const url of [exportUrl('bad%20id!', 'csv'), exportUrl('x'.repeat(101), 'xlsx')]) {
      const res = await fetch(url, { headers: { Authorization: `Bearer ${adminA.token}`, 'x-accountid': orgA } });
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Beneficiary list not found' });
    }
    const errors = await fetch(`${stack.gateway.url}/api/beneficiary-imports/bad%20id!/errors.csv`, {
      headers: { Authorization: `Bearer ${adminA.token}`, 'x-accountid': orgA },
    });
    expect(errors.status).toBe(404);
    expect(await errors.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Beneficiary import not found' });
  });
});

describe('GET /api/beneficiary-imports/template.csv|.xlsx', () => {
  it('passes the import template through, by bearer token or cookie', async () => {
    const csv = await fetch(`${stack.gateway.url}/api/beneficiary-imports/template.csv`, {
      headers: { Authorization: `Bearer ${adminA.token}`, 'x-accountid': orgA },
    });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toMatch(/^attachment; filename=".+\.csv"$/);
    expect((await csv.text()).split('\r\n')[0]).toBe(
      'firstName,lastName,gender,dob,email,phoneNumber,externalReferenceNumber,numberOfFamilyMembers,nationality',
    );
    const xlsx = await fetch(`${stack.gateway.url}/api/beneficiary-imports/template.xlsx`, {
      headers: { cookie: `${ACCESS_COOKIE}=${encodeURIComponent(adminA.token)}`, 'x-accountid': orgA },
    });
    expect(xlsx.status).toBe(200);
    expect([...new Uint8Array(await xlsx.arrayBuffer()).subarray(0, 2)]).toEqual([0x50, 0x4b]);
    expect((await fetch(`${stack.gateway.url}/api/beneficiary-imports/template.csv`)).status).toBe(401);
  });
});
