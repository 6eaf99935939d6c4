import { makeExecutableSchema } from '@graphql-tools/schema';
import { describe, expect, it } from 'vitest';
import { buildDeclaredSchema } from '../graphql/schema.js';
import { fieldRule, fieldsWithoutRule } from './directives.js';

describe('permission directives', () => {
  const schema = buildDeclaredSchema();

  it('every field of every object type states its permission (on itself or its type)', () => {
    expect(fieldsWithoutRule(schema)).toEqual([]);
  });

  it('finds a field that states nothing', () => {
    const bare = makeExecutableSchema({
      typeDefs: /* GraphQL */ `
        directive @authenticated on FIELD_DEFINITION | OBJECT
        type Query { ok: String @authenticated, forgotten: String, nested: Open @authenticated }
        type Open { a: String }
        type Closed @authenticated { b: String }
      `,
    });
    expect(fieldsWithoutRule(bare)).toEqual(['Query.forgotten', 'Open.a']);
  });

  it("reads a field's own directive before its type's", () => {
    const query = schema.getQueryType();
    const programs = query?.getFields().programs;
    if (!query || !programs) throw new Error('Query.programs is missing');
    expect(fieldRule(schema, query, programs)).toEqual({ kind: 'access', section: 'PROGRAMS', action: 'VIEW' });
    const mutation = schema.getMutationType();
    const create = mutation?.getFields().createProgram;
    if (!mutation || !create) throw new Error('Mutation.createProgram is missing');
    expect(fieldRule(schema, mutation, create)).toEqual({ kind: 'access', section: 'PROGRAMS', action: 'CREATE' });
  });
});
