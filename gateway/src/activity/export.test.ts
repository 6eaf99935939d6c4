// The activity log's CSV export through the gateway: streamed from the API with the caller's scope and filter.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../testing/graphql.js';
import { type StackUser, startTestStack, type TestStack } from '../testing/stack.js';

let stack: TestStack;
let admin: StackUser;
let outsider: StackUser;
let accountId: string;

beforeAll(async () => {
  stack = await startTestStack();
  ({ accountId } = await stack.fixtures.account('Export org'));
  const other = await stack.fixtures.account('Other export org');
  admin = await stack.member('admin@export.example.org', accountId);
  outsider = await stack.member('admin@other-export.example.org', other.accountId);
  const created = await graphql(
    stack.gateway.url,
    'mutation { createProgram(input: { programName: "Exported program", programType: CASH, currency: "EUR" }) { code } }',
    { token: admin.token, accountId, headers: { 'x-sitepath': '/programs' } },
  );
  expect(created.body.data).toEqual({ createProgram: { code: null } });
}, 120_000);

afterAll(async () => {
  await stack?.close();
});

const exportUrl = (filter?: unknown) =>
  `${stack.gateway.url}/api/activity-logs/export.csv${filter ? `?filter=${encodeURIComponent(JSON.stringify(filter))}` : ''}`;

describe('GET /api/activity-logs/export.csv', () => {
  it("streams the caller's organisation's log as a CSV attachment, filtered as asked", async () => {
    const res = await fetch(
      exportUrl({ conditions: [{ field: 'OBJECT_TYPE', operator: 'EQUAL', value: 'PROGRAM' }] }),
      {
        headers: { Authorization: `Bearer ${admin.token}`, 'x-accountid': accountId },
      },
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="activity-log-/);
    const text = await res.text();
    expect(text.split('\r\n')[0]).toContain('When (UTC),User,E-mail,Action');
    expect(text).toContain('admin@export.example.org,CREATE,PROGRAM');
    expect(text).toContain('Exported program');
  });

  it('shows another organisation nothing of it', async () => {
    const res = await fetch(exportUrl(), { headers: { Authorization: `Bearer ${outsider.token}` } });
    expect(res.status).toBe(200);
    expect(await res.text()).not.toContain('Exported program');
    const forced = await fetch(exportUrl(), {
      headers: { Authorization: `Bearer ${outsider.token}`, 'x-accountid': accountId },
    });
    expect(forced.status).toBe(403);
  });

  it('refuses a caller without a token, and passes a bad filter’s JSON error on', async () => {
    expect((await fetch(exportUrl())).status).toBe(401);
    const bad = await fetch(`${stack.gateway.url}/api/activity-logs/export.csv?filter=%7Bnope`, {
      headers: { Authorization: `Bearer ${admin.token}`, 'x-accountid': accountId },
    });
    expect(bad.status).toBe(422);
    expect(await bad.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });
});
