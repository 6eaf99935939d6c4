// HTTP-level, against the real API: crash reports pass through the gateway to the API that stores them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StackUser, startTestStack, type TestStack } from '../testing/stack.js';

let stack: TestStack;
let member: StackUser;
let accountId: string;

beforeAll(async () => {
  stack = await startTestStack();
  ({ accountId } = await stack.fixtures.account('Reporting org'));
  member = await stack.member('reporter@example.org', accountId);
}, 120_000);

afterAll(async () => {
  await stack?.close();
});

const report = {
  message: 'Cannot read properties of undefined',
  stack: 'TypeError: at ProgramList (programs.tsx:10)',
  componentStack: 'at ProgramList',
  url: 'http://localhost:4100/programs?page=2',
  pathname: '/programs',
  userAgent: 'test',
  searchParams: 'page=2',
};

function postReport(body: unknown, headers: Record<string, string> = {}) {
  return fetch(`${stack.gateway.url}/log-error`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

type ReportRow = { user_id: string | null; account_id: string | null; message: string; pathname: string | null };

async function storedReport(reportId: string): Promise<ReportRow | undefined> {
  const rows = await stack.api.db.query<ReportRow>(
    'SELECT user_id, account_id, message, pathname FROM error_reports WHERE report_id = $1',
    [reportId],
  );
  return rows[0];
}

describe('POST /log-error', () => {
  it('stores a report of a signed-in user with who and where', async () => {
    const response = await postReport(report, { Authorization: `Bearer ${member.token}`, 'x-accountid': accountId });
    expect(response.status).toBe(201);
    const { reportId } = (await response.json()) as { reportId: string };
    expect(await storedReport(reportId)).toEqual({
      user_id: member.userId,
      account_id: accountId,
      message: report.message,
      pathname: '/programs',
    });
  });

  it('stores a report sent before sign-in', async () => {
    const response = await postReport(report);
    expect(response.status).toBe(201);
    const { reportId } = (await response.json()) as { reportId: string };
    expect(await storedReport(reportId)).toMatchObject({ user_id: null, account_id: null });
  });

  it("passes the API's refusal back as it is", async () => {
    const response = await postReport({ ...report, message: '' });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: [{ field: 'message', message: 'must not be empty' }],
    });
  });
});
