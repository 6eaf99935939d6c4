// HTTP-level, against the real API: crash reports pass through the gateway to the API that stores them.
import { createAccessTokenVerifier } from '@aid/common/auth';
import { refusalIn } from '@aid/common/refusals';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway } from '../index.js';
import { graphql } from '../testing/graphql.js';
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

function postReport(body: unknown, headers: Record<string, string> = {}, gatewayUrl = stack.gateway.url) {
  return fetch(`${gatewayUrl}/log-error`, {
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
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      fieldErrors: [{ field: 'message', code: 'EMPTY', message: 'must not be empty' }],
    });
  });

  it('counts one client’s reports across gateways: the API counts them per address in the database', async () => {
    const other = await startGateway({
      apiUrl: stack.api.url,
      identity: stack.identity.config,
      verifier: createAccessTokenVerifier(stack.identity.config),
      gatewaySecret: stack.gatewaySecret,
    });
    try {
      // 11 reports, 6 through one gateway and 5 through the other: neither process's own 10 a minute is reached.
      const statuses: number[] = [];
      let last: Response | undefined;
      for (let i = 0; i < 11; i++) {
        last = await postReport(report, {}, i % 2 === 0 ? stack.gateway.url : other.url);
        statuses.push(last.status);
      }
      expect(statuses.at(-1)).toBe(429);
      const body = (await last?.json()) as { code: string; messageKey: string; messageParams: { seconds: number } };
      expect(body).toMatchObject({ code: 'RATE_LIMITED', messageKey: 'activity.tooManyErrorReports' });
      // Worded by key, so a French member reads it in French.
      expect(refusalIn('fr', body.messageKey, body.messageParams)).toBe(
        `Trop de rapports d'erreur depuis ce client ; réessayez dans ${body.messageParams.seconds} s.`,
      );
      expect(Number(last?.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
    } finally {
      await other.close();
    }
  });
});

describe('activityLogs', () => {
  const CREATE = `mutation($input: CreateProgramInput!) { createProgram(input: $input) { program { programId } code } }`;
  const LOGS = /* GraphQL */ `
    query Logs($filter: ActivityLogFilter, $first: Int, $last: Int, $before: String, $after: String) {
      activityLogs(filter: $filter, first: $first, last: $last, before: $before, after: $after) {
        totalCount
        pageInfo { hasNextPage hasPreviousPage startCursor endCursor }
        edges { cursor node { action objectType objectId section sitePath user { email } changes { field from to } } }
      }
    }
  `;
  type Logs = {
    activityLogs: {
      totalCount: number;
      pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean; startCursor: string; endCursor: string };
      edges: {
        cursor: string;
        node: {
          action: string;
          objectType: string;
          objectId: string;
          section: string | null;
          sitePath: string | null;
          user: { email: string } | null;
          changes: { field: string; from: string | null; to: string | null }[];
        };
      }[];
    };
  };
  let officer: StackUser;
  let outsider: StackUser;
  let programId: string;

  beforeAll(async () => {
    officer = await stack.member('officer@example.org', accountId, 'OFFICER', {
      section: [
        {
          name: 'PROGRAMS',
          access: {
            VIEW: { accessLevel: 'EVERYTHING', objectIds: [] },
            CREATE: { accessLevel: 'EVERYTHING', objectIds: [] },
          },
        },
      ],
    });
    const { accountId: otherOrg } = await stack.fixtures.account('Other org');
    outsider = await stack.member('outsider@example.org', otherOrg);
    const created = await graphql<{ createProgram: { program: { programId: string } } }>(stack.gateway.url, CREATE, {
      token: member.token,
      headers: { 'x-sitepath': 'http://localhost/programs' },
      variables: { input: { programName: 'Logged program', programType: 'CASH', currency: 'EUR', budget: 1250 } },
    });
    programId = created.body.data?.createProgram.program.programId ?? '';
    for (const name of ['Officer one', 'Officer two']) {
      await graphql(stack.gateway.url, CREATE, {
        token: officer.token,
        variables: { input: { programName: name, programType: 'VOUCHER', currency: 'USD' } },
      });
    }
  });

  it('lists who changed what, from which page, with the changed fields', async () => {
    const response = await graphql<Logs>(stack.gateway.url, LOGS, {
      token: member.token,
      variables: { filter: { conditions: [{ field: 'OBJECT_ID', operator: 'EQUAL', value: programId }] } },
    });
    expect(response.body.errors).toBeUndefined();
    const [entry] = response.body.data?.activityLogs.edges ?? [];
    expect(entry?.node).toMatchObject({
      action: 'CREATE',
      objectType: 'PROGRAM',
      objectId: programId,
      sitePath: 'http://localhost/programs',
      user: { email: 'reporter@example.org' },
    });
    expect(entry?.node.changes).toEqual(
      expect.arrayContaining([
        { field: 'programName', from: null, to: '"Logged program"' },
        { field: 'budget', from: null, to: '1250' },
      ]),
    );
  });

  it('filters by user and action, and pages both ways with one cursor per entry', async () => {
    const filter = {
      conditions: [
        { field: 'USER_ID', operator: 'EQUAL', value: officer.userId },
        { field: 'ACTION', operator: 'IN', values: ['CREATE'] },
      ],
    };
    const first = await graphql<Logs>(stack.gateway.url, LOGS, {
      token: member.token,
      variables: { filter, first: 1 },
    });
    const page = first.body.data?.activityLogs;
    expect(page?.totalCount).toBe(2);
    expect(page?.pageInfo).toMatchObject({ hasNextPage: true, hasPreviousPage: false });
    const second = await graphql<Logs>(stack.gateway.url, LOGS, {
      token: member.token,
      variables: { filter, first: 1, after: page?.pageInfo.endCursor },
    });
    expect(second.body.data?.activityLogs.edges[0]?.node.user?.email).toBe('officer@example.org');
    const back = await graphql<Logs>(stack.gateway.url, LOGS, {
      token: member.token,
      variables: { filter, last: 1, before: second.body.data?.activityLogs.pageInfo.startCursor },
    });
    expect(back.body.data?.activityLogs.edges.map((e) => e.cursor)).toEqual(page?.edges.map((e) => e.cursor));
  });

  it('shows a member the entries of their sections only, and another organisation nothing', async () => {
    // Each member's own sign-in (logged at their first request) is theirs to read; these assertions are about the rest.
    const notSignIns = { conditions: [{ field: 'ACTION', operator: 'NOT_EQUAL', value: 'SIGN_IN' }] };
    const seen = await graphql<Logs>(stack.gateway.url, LOGS, {
      token: officer.token,
      variables: { first: 50, filter: notSignIns },
    });
    const nodes = seen.body.data?.activityLogs.edges.map((e) => e.node) ?? [];
    // Programs only, everyone's: the officer works on programs and manages no one.
    expect(new Set(nodes.map((n) => n.section))).toEqual(new Set(['PROGRAMS']));
    expect(new Set(nodes.map((n) => n.user?.email))).toEqual(new Set(['officer@example.org', 'reporter@example.org']));
    const foreign = await graphql<Logs>(stack.gateway.url, LOGS, {
      token: outsider.token,
      variables: { first: 50, filter: notSignIns },
    });
    expect(foreign.body.data?.activityLogs).toMatchObject({ totalCount: 0, edges: [] });
  });

  it('asks the API to count only when totalCount is selected', async () => {
    const response = await graphql(stack.gateway.url, '{ activityLogs(first: 1) { edges { cursor } } }', {
      token: member.token,
    });
    expect(response.body.errors).toBeUndefined();
    expect(response.body.extensions?.restCalls?.urls.find((u) => u.startsWith('GET /activity-logs'))).toMatch(
      /count=false/,
    );
    // Left out by a directive, as a client paging on without the total does: not counted either.
    const countUrl = async (withCount: boolean) => {
      const res = await graphql(
        stack.gateway.url,
        'query($c: Boolean!) { activityLogs(first: 1) { totalCount @include(if: $c) edges { cursor } } }',
        { token: member.token, variables: { c: withCount } },
      );
      expect(res.body.errors).toBeUndefined();
      return res.body.extensions?.restCalls?.urls.find((u) => u.startsWith('GET /activity-logs'));
    };
    expect(await countUrl(false)).toMatch(/count=false/);
    expect(await countUrl(true)).toMatch(/count=true/);
  });
});
