import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableBackends, startTestApi, type TestApi, tamper } from '../testing/harness.js';
import { backendCases, fileIdentity } from '../testing/suite.js';

const backends = await availableBackends();

const identity = fileIdentity();

const REPORT = {
  message: 'Cannot read properties of undefined (reading "map")',
  stack: 'TypeError: Cannot read properties of undefined\n    at ProgramsList (ProgramsList.tsx:12:7)',
  componentStack: '\n    at ProgramsList\n    at App',
  url: 'https://app.example.org/programs?page=2',
  pathname: '/programs',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64)',
  searchParams: 'page=2',
};

type ReportRow = { user_id: string | null; account_id: string | null; message: string; component_stack: string | null };

describe.each(backendCases(backends))('POST /log-error on %s', (backendName, backend) => {
  let api: TestApi;
  const stored = async (reportId: string) =>
    (
      await api.db.query<ReportRow>(
        'SELECT user_id, account_id, message, component_stack FROM error_reports WHERE report_id = $1',
        [reportId],
      )
    )[0];

  beforeAll(async () => {
    api = await startTestApi(backend, identity().config);
  });
  afterAll(async () => {
    await api?.close();
  });

  it('stores an anonymous report', async () => {
    const res = await api.call('POST', '/log-error', { body: REPORT });
    expect(res.status).toBe(201);
    const { reportId } = res.body as { reportId: string };
    expect(reportId).toMatch(/^err--/);
    expect(await stored(reportId)).toEqual({
      user_id: null,
      account_id: null,
      message: REPORT.message,
      component_stack: REPORT.componentStack,
    });
  });

  it('links the report to the signed-in member and account', async () => {
    const user = await identity().user(`reporter-${backendName}@activity.test`);
    const { accountId } = await api.fixtures.account('Reporting Org');
    const { userId } = await api.fixtures.member(user, accountId, 'ADMIN');
    const res = await api.call('POST', '/log-error', {
      body: { message: 'boom' },
      token: user.tokens.accessToken,
      accountId,
    });
    expect(res.status).toBe(201);
    expect(await stored((res.body as { reportId: string }).reportId)).toMatchObject({
      user_id: userId,
      account_id: accountId,
    });

    // A report is never lost to a bad token or a foreign account: it is kept, just not linked.
    const tampered = await api.call('POST', '/log-error', {
      body: { message: 'boom' },
      token: tamper(user.tokens.accessToken),
    });
    expect(tampered.status).toBe(201);
    expect(await stored((tampered.body as { reportId: string }).reportId)).toMatchObject({
      user_id: null,
      account_id: null,
    });
    const foreign = await api.call('POST', '/log-error', {
      body: { message: 'boom' },
      token: user.tokens.accessToken,
      accountId: 'acc--someone-else',
    });
    expect(foreign.status).toBe(201);
    expect(await stored((foreign.body as { reportId: string }).reportId)).toMatchObject({
      user_id: userId,
      account_id: null,
    });
  });

  it('refuses bad payloads, naming the field', async () => {
    const before = (await api.db.query<{ n: number }>('SELECT count(*) AS n FROM error_reports'))[0]?.n;
    const cases: [unknown, string, RegExp][] = [
      [{ stack: 'x' }, 'message', /is required/],
      [{ message: '   ' }, 'message', /must not be empty/],
      [{ message: 42 }, 'message', /must be a string/],
      [{ message: 'x'.repeat(10_001) }, 'message', /at most 10000/],
      [{ message: 'x', stack: ['a'] }, 'stack', /must be a string/],
      [{ message: 'x', userAgent: 'u'.repeat(1001) }, 'userAgent', /at most 1000/],
      [[REPORT], 'body', /JSON object/],
    ];
    for (const [body, field, message] of cases) {
      const res = await api.call('POST', '/log-error', { body });
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(422);
      expect(res.body).toMatchObject({
        code: 'VALIDATION_FAILED',
        fieldErrors: expect.arrayContaining([
          expect.objectContaining({ field, message: expect.stringMatching(message) }),
        ]),
      });
    }
    // Express's JSON parser accepts only objects and arrays at the top level.
    expect(await api.call('POST', '/log-error', { body: 'just text' })).toMatchObject({ status: 400 });
    expect(
      await api.call('POST', '/log-error', { rawBody: 'message=x', headers: { 'Content-Type': 'text/plain' } }),
    ).toMatchObject({
      status: 422,
      body: { fieldErrors: [{ field: 'body' }] },
    });
    expect(await api.call('POST', '/log-error', { rawBody: '{"message": "x",' })).toMatchObject({
      status: 400,
      body: { code: 'BAD_REQUEST' },
    });
    const huge = await api.call('POST', '/log-error', { body: { message: 'x', stack: 's'.repeat(70_000) } });
    expect(huge).toMatchObject({
      status: 413,
      body: { code: 'PAYLOAD_TOO_LARGE', message: expect.stringContaining('64 kB') },
    });
    expect((await api.db.query<{ n: number }>('SELECT count(*) AS n FROM error_reports'))[0]?.n).toBe(before);
  });
});
