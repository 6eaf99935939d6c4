// Property-based probing of every GraphQL query and mutation with random arguments, as a careless or hostile
// integration partner would send them: random ids and cursors (NUL, huge, malformed), filters, enums, numbers out
// of range. Every answer is a clear refusal or a result: never HTTP 5xx, never INTERNAL.
import { newId } from '@aid/common/ids';
import { LIMITS } from '@aid/common/limits';
import fc from 'fast-check';
import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  getIntrospectionQuery,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MAX_TOKENS } from './graphql/limits.js';
import { buildDeclaredSchema } from './graphql/schema.js';
import { errorCodes, graphql } from './testing/graphql.js';
import { type StackUser, startTestStack, type TestStack } from './testing/stack.js';

const RUNS_PER_FIELD = Number(process.env.FUZZ_RUNS ?? 40);
const schema = buildDeclaredSchema();

const nasty = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.string({ maxLength: 200 }),
  fc.constantFrom(
    '\u0000',
    'prg--a\u0000',
    'x'.repeat(20_000),
    '%E0%A4%A',
    "' OR 1=1 --",
    'eyJ2IjpbIm5vdC1hLWRhdGUiLCJwcmctLXgiXX0',
    'eyJ2IjpbMTIzLCJwcmctLXgiXX0',
    '2026-02-30',
    '1e309',
    '😀'.repeat(40),
  ),
);

/** A value for an input type: mostly of the right shape with hostile contents, sometimes of the wrong shape. */
function arbitraryFor(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return arbitraryFor(type.ofType, depth);
  const wrong = fc.oneof(nasty, fc.integer(), fc.constant(null));
  if (isListType(type)) {
    return fc.oneof(
      { weight: 4, arbitrary: fc.array(arbitraryFor(type.ofType, depth + 1), { maxLength: 4 }) },
      { weight: 1, arbitrary: wrong },
    );
  }
  if (isEnumType(type)) {
    return fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...type.getValues().map((v) => v.name)) },
      { weight: 1, arbitrary: nasty },
    );
  }
  if (isInputObjectType(type)) {
    if (depth > 3) return fc.constant(null);
    const fields = Object.values(type.getFields());
    const record = fc.record(Object.fromEntries(fields.map((f) => [f.name, arbitraryFor(f.type, depth + 1)])), {
      requiredKeys: fields.filter((f) => isNonNullType(f.type)).map((f) => f.name),
    });
    return fc.oneof({ weight: 5, arbitrary: record }, { weight: 1, arbitrary: wrong });
  }
  if (isScalarType(type)) {
    switch (type.name) {
      case 'Int':
        return fc.oneof(fc.integer({ min: -10, max: 200 }), fc.constantFrom(2 ** 31 - 1, -(2 ** 31), 0), wrong);
      case 'Float':
        return fc.oneof(fc.double({ noNaN: true }), wrong);
      case 'Boolean':
        return fc.oneof(fc.boolean(), wrong);
      default:
        return fc.oneof({ weight: 4, arbitrary: nasty }, { weight: 1, arbitrary: fc.integer() });
    }
  }
  return wrong;
}

/** One operation calling `field` with every argument as a variable; objects select only __typename. */
function operationFor(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>): string {
  const vars = field.args.map((a: GraphQLArgument) => `$${a.name}: ${String(a.type)}`).join(', ');
  const args = field.args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const named = getNamedType(field.type);
  const selection = isScalarType(named) || isEnumType(named) ? '' : ' { __typename }';
  return `${kind} Fuzz${vars ? `(${vars})` : ''} { ${field.name}${args ? `(${args})` : ''}${selection} }`;
}

const targets = (['query', 'mutation'] as const).flatMap((kind) => {
  const root = kind === 'query' ? schema.getQueryType() : schema.getMutationType();
  return Object.values(root?.getFields() ?? {}).map((field) => ({ kind, field }));
});

let stack: TestStack;
let admin: StackUser;
let accountId: string;

beforeAll(async () => {
  // The queue runs (a valid startDemoJob succeeds) but no worker does: the probes only start jobs.
  stack = await startTestStack({ jobs: { work: false } });
  ({ accountId } = await stack.fixtures.account('Fuzzed org'));
  admin = await stack.member('fuzz@gateway.example.org', accountId);
}, 120_000);

afterAll(async () => {
  await stack?.close();
});

describe('every GraphQL operation', () => {
  it('covers the queries and mutations', () => {
    expect(targets.map((t) => t.field.name)).toEqual(expect.arrayContaining(['programs', 'createProgram', 'jobs']));
  });

  it.each(targets.map((t) => [t.kind, t.field.name, t] as const))(
    'never fails internally: %s %s',
    async (_kind, _name, target) => {
      const operation = operationFor(target.kind, target.field);
      const variables = fc.record(Object.fromEntries(target.field.args.map((a) => [a.name, arbitraryFor(a.type)])), {
        requiredKeys: [],
      });
      await fc.assert(
        fc.asyncProperty(variables, async (vars) => {
          const res = await graphql(stack.gateway.url, operation, { token: admin.token, accountId, variables: vars });
          const codes = (res.body.errors ?? []).map((e) => e.extensions?.code);
          if (res.status >= 500 || codes.includes('INTERNAL') || codes.includes('INTERNAL_SERVER_ERROR')) {
            throw new Error(
              `${operation} with ${JSON.stringify(vars).slice(0, 300)} → ${res.status} ${JSON.stringify(res.body).slice(0, 300)}`,
            );
          }
        }),
        { numRuns: RUNS_PER_FIELD },
      );
    },
    60_000,
  );
});

// Each found by a partner's script; kept here so they stay fixed.
describe('odd input that once answered 500', () => {
  it('refuses x-accountid sent twice ("B, A") with 403 FORBIDDEN naming the header, on GraphQL and on a file route', async () => {
    const { accountId: other } = await stack.fixtures.account('Other fuzzed org');
    const joined = `${other},${accountId}`;
    const res = await graphql(stack.gateway.url, '{ programs { totalCount } }', {
      token: admin.token,
      accountId: joined,
    });
    expect(res.status).toBe(403);
    expect(errorCodes(res)).toEqual(['FORBIDDEN']);
    expect(res.body.errors?.[0]?.message).toMatch(/x-accountid header names more than one organisation/);

    const file = await fetch(`${stack.gateway.url}/api/files?name=a.txt`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${admin.token}`, 'x-accountid': joined, 'Content-Type': 'text/plain' },
      body: 'hello',
    });
    expect(file.status).toBe(403);
    expect(await file.json()).toMatchObject({ code: 'FORBIDDEN', message: expect.stringMatching(/x-accountid/) });
  });

  const PROGRAMS_IN = `query($ids: [String!]) { programs(filter: { conditions: [{ field: PROGRAM_ID, operator: IN, values: $ids }] }) {
    totalCount edges { node { programId } } } }`;
  const BENEFICIARIES_IN = `query($list: ID!, $refs: [String!]) { beneficiaries(listId: $list,
    filter: { conditions: [{ field: EXTERNAL_REFERENCE_NUMBER, operator: IN, values: $refs }] }) { totalCount } }`;
  const ids = (kind: 'program' | 'beneficiary', count: number) => Array.from({ length: count }, () => newId(kind));

  it('answers programs filtered by 5,000 ids through the API (POST /programs/query), and refuses 11,000 before any REST call', async () => {
    const { programId } = await stack.fixtures.program(accountId, { programName: 'In a long IN list' });
    const wanted = [...ids('program', 4_999), programId];
    const res = await graphql(stack.gateway.url, PROGRAMS_IN, {
      token: admin.token,
      accountId,
      variables: { ids: wanted },
    });
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data).toEqual({ programs: { totalCount: 1, edges: [{ node: { programId } }] } });
    expect(res.body.extensions?.restCalls?.calls).toContain('POST /programs/query');

    const over = await graphql(stack.gateway.url, PROGRAMS_IN, {
      token: admin.token,
      accountId,
      variables: { ids: ids('program', 11_000) },
    });
    expect(errorCodes(over)).toEqual(['VALIDATION_FAILED']);
    expect(over.body.errors?.[0]?.message).toBe(
      `filter has 11000 values in all; at most ${LIMITS.filter.maxValues} are allowed`,
    );
    expect(over.body.extensions?.restCalls?.calls.filter((call) => call.includes('/programs'))).toEqual([]);
  }, 60_000);

  it('answers beneficiaries filtered by 10,000 values, and refuses 11,000 with the same error as programs', async () => {
    const created = await graphql<{ createBeneficiaryList: { beneficiaryList: { beneficiaryListId: string } } }>(
      stack.gateway.url,
      'mutation { createBeneficiaryList(input: { listName: "Long IN", status: OPEN }) { beneficiaryList { beneficiaryListId } } }',
      { token: admin.token, accountId },
    );
    const list = created.body.data?.createBeneficiaryList.beneficiaryList.beneficiaryListId;
    expect(list).toBeTruthy();
    const res = await graphql(stack.gateway.url, BENEFICIARIES_IN, {
      token: admin.token,
      accountId,
      variables: { list, refs: ids('beneficiary', 10_000) },
    });
    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data).toEqual({ beneficiaries: { totalCount: 0 } });
    expect(res.body.extensions?.restCalls?.calls).toContain(`POST /beneficiary-lists/${list}/beneficiaries/query`);

    const over = await graphql(stack.gateway.url, BENEFICIARIES_IN, {
      token: admin.token,
      accountId,
      variables: { list, refs: ids('beneficiary', 11_000) },
    });
    expect(errorCodes(over)).toEqual(['VALIDATION_FAILED']);
    expect(over.body.errors?.[0]?.message).toBe(
      `filter has 11000 values in all; at most ${LIMITS.filter.maxValues} are allowed`,
    );
  }, 60_000);

  it("counts introspection in the depth limit: GraphiQL's IntrospectionQuery passes, ofType nested 20 deep is refused", async () => {
    const full = await graphql(stack.gateway.url, getIntrospectionQuery({ inputValueDeprecation: true }), {
      token: admin.token,
      accountId,
    });
    expect(full.status).toBe(200);
    expect(full.body.errors).toBeUndefined();

    const deep = `{ __type(name: "Program") { ${'ofType { '.repeat(20)}name${' }'.repeat(20)} } }`;
    const res = await graphql(stack.gateway.url, deep, { token: admin.token, accountId });
    expect(res.status).toBe(400);
    expect(errorCodes(res)).toEqual(['GRAPHQL_VALIDATION_FAILED']);
    expect(res.body.errors?.[0]?.message).toMatch(/nested 22 levels deep counting introspection.*at most 15/);
  });

  it('refuses a document over the token limit with 400 and a message that says so', async () => {
    const fields = Array.from({ length: DEFAULT_MAX_TOKENS }, () => '__typename').join(' ');
    const res = await graphql(stack.gateway.url, `{ ${fields} }`, { token: admin.token, accountId });
    expect(res.status).toBe(400);
    expect(errorCodes(res)).toEqual(['GRAPHQL_PARSE_FAILED']);
    expect(res.body.errors?.[0]?.message).toBe(
      `The query document has more than ${DEFAULT_MAX_TOKENS} tokens; at most ${DEFAULT_MAX_TOKENS} are allowed. Ask for fewer fields, and pass long lists of values as variables.`,
    );
  });
});
