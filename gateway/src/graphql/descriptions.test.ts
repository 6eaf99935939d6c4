import { buildSchema, type GraphQLSchema, isInputObjectType, isObjectType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildDeclaredSchema } from './schema.js';

const BUILT_IN = new Set(['String', 'Int', 'Float', 'Boolean', 'ID']);

/** Types and fields without a description: integration partners read these in their GraphQL IDE. */
function undescribed(schema: GraphQLSchema): string[] {
  const missing: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__') || BUILT_IN.has(type.name)) continue;
    if (!type.description) missing.push(type.name);
    if (!isObjectType(type) && !isInputObjectType(type)) continue;
    for (const field of Object.values(type.getFields())) {
      if (!field.description) missing.push(`${type.name}.${field.name}`);
    }
  }
  return missing;
}

describe('schema descriptions', () => {
  it('describes every public type and field', () => {
    expect(undescribed(buildDeclaredSchema())).toEqual([]);
  });

  it('notices a field without a description', () => {
    const schema = buildSchema('"Entry points." type Query { "Described." a: String, b: String }');
    expect(undescribed(schema)).toEqual(['Query.b']);
  });
});
