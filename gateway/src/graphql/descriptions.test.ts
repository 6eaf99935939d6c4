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

  it('says who reads which activity log entries as the API decides it (api/src/activity/scope.ts)', () => {
    const description = buildDeclaredSchema().getQueryType()?.getFields().activityLogs?.description ?? '';
    // Not only their own changes: sections reached at EVERYTHING, and SELECTED objects, are read too.
    expect(description).not.toMatch(/everyone else sees their own changes/);
    expect(description).toMatch(/section where any of their actions reaches EVERYTHING/);
    expect(description).toMatch(/SELECTED/);
  });

  it('notices a field without a description', () => {
    const schema = buildSchema('"Entry points." type Query { "Described." a: String, b: String }');
    expect(undescribed(schema)).toEqual(['Query.b']);
  });
});
