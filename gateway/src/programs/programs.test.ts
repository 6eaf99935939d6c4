// HTTP-level, against the real API and real tokens: programs through GraphQL.

import { refusalIn } from '@aid/common/refusals';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes, type GraphQLResponse, graphql } from '../testing/graphql.js';
import { type StackUser, startTestStack, type TestStack } from '../testing/stack.js';

let stack: TestStack;
let accountA: string;
let accountB: string;
let adminA: StackUser;
let editorA: StackUser;
let adminB: StackUser;
let blind: StackUser;
let selected: StackUser;
let programsA: string[];
let programB: string;

const PROGRAM_COUNT = 55;

beforeAll(async () => {
  stack = await startTestStack();
  const { fixtures } = stack;
  ({ accountId: accountA } = await fixtures.account('Org A'));
  ({ accountId: accountB } = await fixtures.account('Org B'));
  [adminA, editorA, adminB] = await Promise.all([
    stack.member('admin-a@example.org', accountA, 'ADMIN', undefined, { firstName: 'Ada', lastName: 'Admin' }),
    stack.member('editor-a@example.org', accountA, 'ADMIN', undefined, { firstName: 'Ed' }),
    stack.member('admin-b@example.org', accountB),
  ]);
  programsA = [];
  for (let i = 0; i < PROGRAM_COUNT; i++) {
    const { programId } = await fixtures.program(accountA, {
      programName: `Program A${String(i).padStart(2, '0')}`,
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)).toISOString(),
      createdBy: i % 2 ? adminA.userId : editorA.userId,
      budget: 1000 * i,
    });
    programsA.push(programId);
  }
  ({ programId: programB } = await fixtures.program(accountB, { programName: 'Program of B' }));
  [blind, selected] = await Promise.all([
    stack.member('blind@example.org', accountA, 'NO_PROGRAMS', {
      section: [{ name: 'PROGRAMS', access: { VIEW: { accessLevel: 'NONE', objectIds: [] } } }],
    }),
    stack.member('selected@example.org', accountA, 'SOME_PROGRAMS', {
      section: [
        {
          name: 'PROGRAMS',
          access: { VIEW: { accessLevel: 'SELECTED', objectIds: [programsA[3] ?? '', programsA[7] ?? ''] } },
        },
      ],
    }),
  ]);
}, 120_000);

afterAll(async () => {
  await stack?.close();
});

const LIST = /* GraphQL */ `
  query Programs($first: Int, $after: String, $sort: SortOption, $filter: ProgramFilter) {
    programs(first: $first, after: $after, sort: $sort, filter: $filter) {
      totalCount
      pageInfo { hasNextPage endCursor }
      edges { cursor node { programId programName } }
    }
  }
`;

type ListData = {
  programs: {
    totalCount: number;
    pageInfo: { hasNextPage: boolean; endCursor: string | null };
    edges: { cursor: string; node: { programId: string; programName: string } }[];
  };
};

const PROGRAM_FIELDS = `programId programName description programType programStatus currency budget startDate endDate
  createdAt updatedAt createdBy { userId email userFullName } updatedBy { userId email firstName lastName }`;

describe('reading programs', () => {
  it('lists a page with its users in exactly one list call and one batched users call', async () => {
    const response = await graphql<{ programs: { edges: { node: Record<string, unknown> }[] } }>(
      stack.gateway.url,
      `{ programs(first: 50, sort: CREATED_AT_OLDEST) { totalCount edges { node { ${PROGRAM_FIELDS} } } } }`,
      { token: adminA.token },
    );
    expect(response.status).toBe(200);
    expect(response.body.errors).toBeUndefined();
    const nodes = response.body.data?.programs.edges.map((e) => e.node) ?? [];
    expect(nodes).toHaveLength(50);
    expect(nodes[1]).toMatchObject({
      programId: programsA[1],
      programName: 'Program A01',
      programType: 'CASH',
      programStatus: 'ACTIVE',
      currency: 'EUR',
      budget: 1000,
      createdAt: '2026-01-01T00:01:00.000Z',
      createdBy: { userId: adminA.userId, email: adminA.email, userFullName: 'Ada Admin' },
      updatedBy: { userId: adminA.userId, firstName: 'Ada', lastName: 'Admin' },
    });
    expect(nodes[0]).toMatchObject({ createdBy: { userId: editorA.userId, userFullName: 'Ed' } });
    // The permission look-up (GET /me), the page, and one batch for all 100 createdBy/updatedBy references.
    expect(response.body.extensions?.restCalls?.calls).toEqual(['GET /me', 'GET /programs', 'GET /users']);
    expect(response.headers.get('x-rest-calls')).toBe('3');
  });

  it('pages through every program without gaps or repeats, also after a middle cursor', async () => {
    const seen: string[] = [];
    let after: string | null = null;
    for (let page = 0; page < 10; page++) {
      const response: GraphQLResponse<ListData> = await graphql<ListData>(stack.gateway.url, LIST, {
        token: adminA.token,
        variables: { first: 20, after, sort: 'NAME' },
      });
      const programs: ListData['programs'] | undefined = response.body.data?.programs;
      if (!programs) throw new Error(JSON.stringify(response.body.errors));
      expect(programs.totalCount).toBe(PROGRAM_COUNT);
      seen.push(...programs.edges.map((e) => e.node.programName));
      if (!programs.pageInfo.hasNextPage) break;
      after = programs.pageInfo.endCursor;
    }
    expect(seen).toEqual([...seen].sort());
    expect(new Set(seen).size).toBe(PROGRAM_COUNT);

    const first = await graphql<ListData>(stack.gateway.url, LIST, {
      token: adminA.token,
      variables: { first: 10, sort: 'NAME' },
    });
    const middle = first.body.data?.programs.edges[4]?.cursor;
    const next = await graphql<ListData>(stack.gateway.url, LIST, {
      token: adminA.token,
      variables: { first: 3, after: middle, sort: 'NAME' },
    });
    expect(next.body.data?.programs.edges.map((e) => e.node.programName)).toEqual([
      'Program A05',
      'Program A06',
      'Program A07',
    ]);
  });

  it('filters with structured conditions', async () => {
    const response = await graphql<ListData>(stack.gateway.url, LIST, {
      token: adminA.token,
      variables: {
        first: 100,
        filter: {
          connector: 'AND',
          conditions: [
            { field: 'PROGRAM_NAME', operator: 'CONTAINS', value: 'a1' },
            { field: 'BUDGET', operator: 'GREATER_OR_EQUAL', value: '15000' },
          ],
        },
      },
    });
    expect(response.body.data?.programs.edges.map((e) => e.node.programName).sort()).toEqual([
      'Program A15',
      'Program A16',
      'Program A17',
      'Program A18',
      'Program A19',
    ]);
  });

  it('turns an invalid filter into VALIDATION_FAILED with the API message', async () => {
    const response = await graphql<ListData>(stack.gateway.url, LIST, {
      token: adminA.token,
      variables: { filter: { conditions: [{ field: 'BUDGET', operator: 'GREATER', value: 'lots' }] } },
    });
    expect(errorCodes(response)).toEqual(['VALIDATION_FAILED']);
    expect(response.body.errors?.[0]?.message).toMatch(/lots/);
  });

  it('reads one program by id; an unknown id is null', async () => {
    const response = await graphql<{ a: { programName: string } | null; b: null }>(
      stack.gateway.url,
      `query($id: ID!) { a: program(id: $id) { programName } b: program(id: "prg--missing") { programName } }`,
      { token: adminA.token, variables: { id: programsA[2] } },
    );
    expect(response.body.data).toEqual({ a: { programName: 'Program A02' }, b: null });
    // Both ids went out in one batch (the caller's permissions may already be cached from an earlier request).
    expect(response.body.extensions?.restCalls?.calls.filter((c) => c !== 'GET /me')).toEqual(['GET /programs']);
  });
});

describe('organisations and permissions', () => {
  it("a member of B sees none of A's programs", async () => {
    const list = await graphql<ListData>(stack.gateway.url, LIST, { token: adminB.token, variables: { first: 100 } });
    expect(list.body.data?.programs.edges.map((e) => e.node.programId)).toEqual([programB]);
    const one = await graphql(stack.gateway.url, `{ program(id: "${programsA[0]}") { programName } }`, {
      token: adminB.token,
    });
    expect(one.body).toMatchObject({ data: { program: null } });
  });

  it("a member of B who asks for A's account is refused", async () => {
    const response = await graphql(stack.gateway.url, LIST, { token: adminB.token, accountId: accountA });
    expect(errorCodes(response)).toEqual(['FORBIDDEN']);
    expect(response.body.data).toBeNull();
  });

  it('a user with NONE on PROGRAMS is refused before any programs call', async () => {
    const response = await graphql(stack.gateway.url, LIST, { token: blind.token });
    expect(errorCodes(response)).toEqual(['FORBIDDEN']);
    expect(response.body.extensions?.restCalls?.calls).toEqual(['GET /me']);
    const create = await graphql(
      stack.gateway.url,
      'mutation { createProgram(input: { programName: "X", programType: CASH, currency: "EUR" }) { code } }',
      { token: blind.token },
    );
    expect(errorCodes(create)).toEqual(['FORBIDDEN']);
  });

  it('a user with SELECTED access sees only those programs', async () => {
    const response = await graphql<ListData>(stack.gateway.url, LIST, {
      token: selected.token,
      variables: { first: 100 },
    });
    expect(response.body.data?.programs.totalCount).toBe(2);
    expect(response.body.data?.programs.edges.map((e) => e.node.programId).sort()).toEqual(
      [programsA[3], programsA[7]].sort(),
    );
    const other = await graphql(stack.gateway.url, `{ program(id: "${programsA[4]}") { programName } }`, {
      token: selected.token,
    });
    expect(other.body).toMatchObject({ data: { program: null } });
  });
});

const CREATE = /* GraphQL */ `
  mutation Create($input: CreateProgramInput!) {
    createProgram(input: $input) {
      code message fieldErrors { field message }
      program { programId programName programStatus budget startDate createdBy { email } }
    }
  }
`;

const UPDATE = /* GraphQL */ `
  mutation Update($id: ID!, $input: UpdateProgramInput!) {
    updateProgram(id: $id, input: $input) {
      code message fieldErrors { field message }
      program { programId programName description updatedBy { email } }
    }
  }
`;

const CREATE_WORDED = /* GraphQL */ `
  mutation Create($input: CreateProgramInput!) {
    createProgram(input: $input) { code message words { key params { name value } } fieldErrors { field message } }
  }
`;

const UPDATE_WORDED = /* GraphQL */ `
  mutation Update($id: ID!, $input: UpdateProgramInput!) {
    updateProgram(id: $id, input: $input) { code message words { key params { name value } } fieldErrors { field message } }
  }
`;

type ResultData<K extends string> = {
  [key in K]: {
    code: string | null;
    message: string | null;
    words?: { key: string; params: { name: string; value: string }[] } | null;
    fieldErrors: { field: string; message: string }[];
    program: Record<string, unknown> | null;
  };
};

describe('changing programs', () => {
  it('creates a program, recording the page it was made on', async () => {
    const response = await graphql<ResultData<'createProgram'>>(stack.gateway.url, CREATE, {
      token: adminA.token,
      headers: { 'x-sitepath': '/programs/new' },
      variables: {
        input: {
          programName: 'Winter relief',
          programType: 'CASH',
          currency: 'EUR',
          budget: 9_000_000_000_000,
          startDate: '2026-12-01',
        },
      },
    });
    expect(response.body.errors).toBeUndefined();
    expect(response.body.data?.createProgram).toMatchObject({
      code: null,
      fieldErrors: [],
      program: {
        programName: 'Winter relief',
        programStatus: 'ACTIVE',
        budget: 9_000_000_000_000,
        startDate: '2026-12-01',
        createdBy: { email: adminA.email },
      },
    });
    const programId = String(response.body.data?.createProgram.program?.programId);
    const logs = await stack.api.db.query<{ site_path: string; action: string }>(
      'SELECT site_path, action FROM activity_logs WHERE object_id = $1',
      [programId],
    );
    expect(logs).toEqual([{ site_path: '/programs/new', action: 'CREATE' }]);
  });

  it('words a refusal by key, so a French member reads it in French', async () => {
    const input = { programName: 'Program A01', programType: 'CASH', currency: 'EUR' };
    const response = await graphql<ResultData<'createProgram'>>(stack.gateway.url, CREATE_WORDED, {
      token: adminA.token,
      variables: { input },
    });
    const result = response.body.data?.createProgram;
    expect(result?.code).toBe('CONFLICT');
    expect(result?.words).toEqual({ key: 'programs.nameTaken', params: [{ name: 'name', value: 'Program A01' }] });
    expect(refusalIn('fr', result?.words?.key ?? '', result?.words?.params)).toBe(
      'Un programme nommé « Program A01 » existe déjà dans cette organisation',
    );
    const foreign = await graphql<ResultData<'updateProgram'>>(stack.gateway.url, UPDATE_WORDED, {
      token: adminB.token,
      variables: { id: programsA[1], input: { programName: 'Hijacked' } },
    });
    expect(foreign.body.data?.updateProgram.words).toEqual({ key: 'programs.notFound', params: [] });
    expect(refusalIn('fr', 'programs.notFound')).toBe('Programme introuvable');
  });

  it('answers invalid input with a typed result naming the fields', async () => {
    const response = await graphql<ResultData<'createProgram'>>(stack.gateway.url, CREATE, {
      token: adminA.token,
      variables: { input: { programName: '  ', programType: 'CASH', currency: 'euro' } },
    });
    expect(response.body.errors).toBeUndefined();
    const result = response.body.data?.createProgram;
    expect(result?.program).toBeNull();
    expect(result?.code).toBe('VALIDATION_FAILED');
    expect(result?.message).toBeTruthy();
    expect(result?.fieldErrors.map((e) => e.field).sort()).toEqual(['currency', 'programName']);
  });

  it('refuses a budget that is not a safe integer before calling the API', async () => {
    const response = await graphql(stack.gateway.url, CREATE, {
      token: adminA.token,
      variables: { input: { programName: 'Too big', programType: 'CASH', currency: 'EUR', budget: 2 ** 53 } },
    });
    expect(response.status).toBe(400);
    expect(errorCodes(response)).toEqual(['BAD_USER_INPUT']);
  });

  it('updates a program, and answers NOT_FOUND for one it cannot see', async () => {
    const response = await graphql<ResultData<'updateProgram'>>(stack.gateway.url, UPDATE, {
      token: editorA.token,
      variables: { id: programsA[10], input: { programName: 'Renamed', description: 'Now with text' } },
    });
    expect(response.body.data?.updateProgram).toMatchObject({
      code: null,
      program: {
        programId: programsA[10],
        programName: 'Renamed',
        description: 'Now with text',
        updatedBy: { email: editorA.email },
      },
    });

    const invalid = await graphql<ResultData<'updateProgram'>>(stack.gateway.url, UPDATE, {
      token: editorA.token,
      variables: { id: programsA[10], input: { endDate: '2026-02-30' } },
    });
    expect(invalid.status).toBe(400);
    expect(errorCodes(invalid)).toEqual(['BAD_USER_INPUT']);

    const foreign = await graphql<ResultData<'updateProgram'>>(stack.gateway.url, UPDATE, {
      token: adminB.token,
      variables: { id: programsA[10], input: { programName: 'Hijacked' } },
    });
    expect(foreign.body.data?.updateProgram).toMatchObject({ program: null, code: 'NOT_FOUND' });
  });

  it('names the field, a code and its parameters, also for a value far past the limit, without calling the API', async () => {
    const response = await graphql<{
      createProgram: {
        code: string;
        fieldErrors: { field: string; code: string; params: unknown[]; message: string }[];
      };
    }>(
      stack.gateway.url,
      `mutation($input: CreateProgramInput!) {
        createProgram(input: $input) { code fieldErrors { field code params { name value } message } }
      }`,
      {
        token: adminA.token,
        variables: { input: { programName: 'n'.repeat(90_000), programType: 'CASH', currency: 'EUR' } },
      },
    );
    expect(response.status).toBe(200);
    expect(response.body.data?.createProgram).toEqual({
      code: 'VALIDATION_FAILED',
      fieldErrors: [
        {
          field: 'programName',
          code: 'TOO_LONG',
          params: [{ name: 'max', value: '200' }],
          message: 'must be at most 200 characters',
        },
      ],
    });
    expect(response.body.extensions?.restCalls?.calls.filter((c) => c !== 'GET /me')).toEqual([]);
  });

  it('refuses an id that cannot be one, naming it, instead of passing it on', async () => {
    for (const id of ['prg--a\u0000b', 'x'.repeat(20_000), 'prg--a/../b']) {
      const response = await graphql(stack.gateway.url, 'query($id: ID!) { program(id: $id) { programId } }', {
        token: adminA.token,
        variables: { id },
      });
      expect(errorCodes(response), id.slice(0, 20)).toEqual(['VALIDATION_FAILED']);
      expect(response.body.errors?.[0]?.message).toMatch(/^id /);
      const update = await graphql<ResultData<'updateProgram'>>(stack.gateway.url, UPDATE, {
        token: adminA.token,
        variables: { id, input: { programName: 'Nope' } },
      });
      expect(errorCodes(update)).toEqual(['VALIDATION_FAILED']);
    }
  });

  it('tells the web what the caller may do, from the server', async () => {
    const query = `{ programs(first: 100) { viewerCanCreate edges { node { programId viewerCanUpdate } } } }`;
    type Data = {
      programs: { viewerCanCreate: boolean; edges: { node: { programId: string; viewerCanUpdate: boolean } }[] };
    };
    const admin = await graphql<Data>(stack.gateway.url, query, { token: adminA.token });
    expect(admin.body.data?.programs.viewerCanCreate).toBe(true);
    expect(admin.body.data?.programs.edges.every((e) => e.node.viewerCanUpdate)).toBe(true);
    const viewer = await graphql<Data>(stack.gateway.url, query, { token: selected.token });
    expect(viewer.body.data?.programs.viewerCanCreate).toBe(false);
    expect(viewer.body.data?.programs.edges.map((e) => e.node.viewerCanUpdate)).toEqual([false, false]);
  });
});

describe('permission look-ups', () => {
  it('asks the API for the caller’s permissions once, then answers from a short-lived cache', async () => {
    const fresh = await stack.member('cache@example.org', accountA);
    const query = '{ programs(first: 1) { edges { cursor } } }';
    const first = await graphql(stack.gateway.url, query, { token: fresh.token });
    expect(first.body.extensions?.restCalls?.calls).toEqual(['GET /me', 'GET /programs']);
    const second = await graphql(stack.gateway.url, query, { token: fresh.token });
    expect(second.body.extensions?.restCalls?.calls).toEqual(['GET /programs']);
  });
});
