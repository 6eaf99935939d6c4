// The permission matrix, walked from the schema itself: every root field and mutation that declares
// @access(section, action) is called by members holding that one grant at NONE (everything else granted),
// SELECTED and EVERYTHING, and by a member with no role at all. A new field is walked without touching this test.
import type { Access, Action, Permissions, Section } from '@aid/common/permissions';
import { ACTIONS, SECTIONS } from '@aid/common/permissions';
import {
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLSchema,
  getNamedType,
  getNullableType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldRule } from '../auth/directives.js';
import { buildDeclaredSchema } from '../graphql/schema.js';
import { errorCodes, graphql } from '../testing/graphql.js';
import { type StackUser, startTestStack, type TestStack } from '../testing/stack.js';

const schema = buildDeclaredSchema();
type RootField = {
  operation: 'query' | 'mutation';
  field: GraphQLField<unknown, unknown>;
  section: Section;
  action: Action;
};

function guardedRootFields(s: GraphQLSchema): RootField[] {
  const out: RootField[] = [];
  for (const [operation, type] of [
    ['query', s.getQueryType()],
    ['mutation', s.getMutationType()],
  ] as const) {
    if (!type) continue;
    for (const field of Object.values(type.getFields())) {
      const rule = fieldRule(s, type, field);
      if (rule?.kind === 'access') out.push({ operation, field, section: rule.section, action: rule.action });
    }
  }
  return out;
}

/** A value of the argument's type that passes GraphQL validation (the API may still refuse it: that is fine). */
function sample(type: GraphQLInputType): unknown {
  const nullable = getNullableType(type);
  if (isListType(nullable)) return [sample(nullable.ofType)];
  if (isEnumType(nullable)) return nullable.getValues()[0]?.value;
  if (isInputObjectType(nullable)) {
    return Object.fromEntries(
      Object.values(nullable.getFields())
        .filter((f) => isNonNullType(f.type) && f.defaultValue === undefined)
        .map((f) => [f.name, sample(f.type)]),
    );
  }
  if (isScalarType(nullable)) {
    switch (nullable.name) {
      case 'Int':
      case 'MinorUnits':
        return 1;
      case 'Float':
        return 1;
      case 'Boolean':
        return true;
      case 'ID':
        return 'prg--00000000000000000000000000';
      case 'Date':
        return '2026-01-01';
      case 'DateTime':
        return '2026-01-01T00:00:00.000Z';
      default:
        return 'x';
    }
  }
  throw new Error(`no sample for ${String(type)}`);
}

function operationOf({ operation, field }: RootField): { query: string; variables: Record<string, unknown> } {
  const required = field.args.filter((a: GraphQLArgument) => isNonNullType(a.type) && a.defaultValue === undefined);
  const decl = required.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
  const pass = required.map((a) => `${a.name}: $${a.name}`).join(', ');
  const named = getNamedType(field.type);
  const selection = isObjectType(named) ? ' { __typename }' : '';
  return {
    query: `${operation}${decl ? `(${decl})` : ''} { ${field.name}${pass ? `(${pass})` : ''}${selection} }`,
    variables: Object.fromEntries(required.map((a) => [a.name, sample(a.type)])),
  };
}

const everything: Access = { accessLevel: 'EVERYTHING', objectIds: [] };

/** Fields outside USER_MANAGEMENT whose schema description says they need level EVERYTHING. */
const NEEDS_EVERYTHING = [
  'createBeneficiaryList',
  'beneficiaryDuplicates',
  'startDeduplication',
  'mergeBeneficiaryDuplicate',
  'markBeneficiaryDuplicateDistinct',
];

/** Every action of every section at EVERYTHING, but `section`/`action` at `level`. */
function grants(section: Section, action: Action, level: Access): Permissions {
  return {
    section: SECTIONS.map((name) => ({
      name,
      access: Object.fromEntries(ACTIONS.map((a) => [a, name === section && a === action ? level : everything])),
    })),
  };
}

const fields = guardedRootFields(schema);
const cells = [...new Set(fields.map((f) => `${f.section}/${f.action}`))];

let stack: TestStack;
let accountId: string;
let nobody: StackUser;
const members = new Map<string, StackUser>();
const member = (cell: string, level: 'NONE' | 'SELECTED' | 'EVERYTHING') =>
  members.get(`${cell}/${level}`) as StackUser;

beforeAll(async () => {
  stack = await startTestStack();
  ({ accountId } = await stack.fixtures.account('Matrix org'));
  nobody = await stack.member('nobody@matrix.example.org', accountId, 'NO_ROLE', { section: [] });
  for (const cell of cells) {
    const [section, action] = cell.split('/') as [Section, Action];
    for (const level of ['NONE', 'SELECTED', 'EVERYTHING'] as const) {
      const access: Access = {
        accessLevel: level,
        objectIds: level === 'SELECTED' ? ['prg--00000000000000000000000000'] : [],
      };
      const email = `${section}-${action}-${level}@matrix.example.org`.toLowerCase().replace(/_/g, '-');
      members.set(
        `${cell}/${level}`,
        await stack.member(email, accountId, `${section}_${action}_${level}`, grants(section, action, access)),
      );
    }
  }
}, 300_000);

afterAll(async () => {
  await stack?.close();
});

describe('the permission matrix, from the schema', () => {
  it('finds the guarded root fields and mutations to walk', () => {
    expect(fields.length).toBeGreaterThanOrEqual(8);
    expect(fields.map((f) => f.field.name)).toEqual(expect.arrayContaining(['programs', 'createProgram', 'apiKeys']));
  });

  it.each(fields.map((f) => [`${f.operation} ${f.field.name} (${f.section} ${f.action})`, f] as const))(
    '%s: NONE and no role are refused; SELECTED and EVERYTHING pass the check',
    async (_name, rootField) => {
      const { query, variables } = operationOf(rootField);
      const cell = `${rootField.section}/${rootField.action}`;
      const ask = (user: StackUser) => graphql(stack.gateway.url, query, { token: user.token, accountId, variables });

      for (const user of [nobody, member(cell, 'NONE')]) {
        const res = await ask(user);
        expect(errorCodes(res), query).toContain('FORBIDDEN');
        expect(res.body.data?.[rootField.field.name] ?? null).toBeNull();
      }
      for (const level of ['SELECTED', 'EVERYTHING'] as const) {
        const res = await ask(member(cell, level));
        // Allowed through the gateway's check: the field answers, or the API refuses for another reason
        // (an id that does not exist, a value it rejects) or, for what needs EVERYTHING, at the API's level.
        const forbidden = errorCodes(res).includes('FORBIDDEN');
        const needsEverything =
          rootField.section === 'USER_MANAGEMENT' || NEEDS_EVERYTHING.includes(rootField.field.name);
        expect(forbidden && !(needsEverything && level === 'SELECTED'), `${level}: ${JSON.stringify(res.body)}`).toBe(
          false,
        );
        expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
      }
    },
    60_000,
  );
});
