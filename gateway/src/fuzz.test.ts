// Property-based probing of every GraphQL query and mutation with random arguments, as a careless or hostile
// integration partner would send them: random ids and cursors (NUL, huge, malformed), filters, enums, numbers out
// of range. Every answer is a clear refusal or a result: never HTTP 5xx, never INTERNAL_SERVER_ERROR.
import fc from 'fast-check';
import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isScalarType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDeclaredSchema } from './graphql/schema.js';
import { graphql } from './testing/graphql.js';
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
          if (res.status >= 500 || codes.includes('INTERNAL_SERVER_ERROR')) {
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
