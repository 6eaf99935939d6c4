import { LIMITS } from '@aid/common/limits';
import {
  buildSchema,
  type GraphQLArgument,
  type GraphQLSchema,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isSpecifiedDirective,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildDeclaredSchema } from './schema.js';

const BUILT_IN = new Set(['String', 'Int', 'Float', 'Boolean', 'ID']);

/**
 * Types, fields and arguments (of fields and of our own directives) without a description: integration partners read
 * these in their GraphQL IDE, and an argument is where they learn a page's size limit or what a filter applies to.
 */
function undescribed(schema: GraphQLSchema): string[] {
  const missing: string[] = [];
  const checkArgs = (owner: string, args: readonly GraphQLArgument[]) => {
    for (const arg of args) if (!arg.description) missing.push(`${owner}(${arg.name}:)`);
  };
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__') || BUILT_IN.has(type.name)) continue;
    if (!type.description) missing.push(type.name);
    if (!isObjectType(type) && !isInterfaceType(type) && !isInputObjectType(type)) continue;
    for (const field of Object.values(type.getFields())) {
      if (!field.description) missing.push(`${type.name}.${field.name}`);
      if ('args' in field) checkArgs(`${type.name}.${field.name}`, field.args);
    }
  }
  // @skip, @include, @deprecated, … are graphql's own and described by it.
  for (const directive of schema.getDirectives()) {
    if (!isSpecifiedDirective(directive)) checkArgs(`@${directive.name}`, directive.args);
  }
  return missing;
}

/** The descriptions of one paging argument over every connection paged both ways (those with `last`). */
function pagingDescriptions(schema: GraphQLSchema, name: string): Set<string> {
  const seen = new Set<string>();
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      if (!field.args.some((arg) => arg.name === 'last')) continue;
      const description = field.args.find((arg) => arg.name === name)?.description ?? '';
      // Block strings wrap where the line ends; `first` names its own default, the rest of its sentence is shared.
      seen.add(description.replace(/\s+/g, ' ').replace(/\(default \d+\)/, '(default N)'));
    }
  }
  return seen;
}

describe('schema descriptions', () => {
  it('describes every public type, field and argument', () => {
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

  it('notices an argument without a description, of a field or of a directive', () => {
    const schema = buildSchema(`
      "Marks a field." directive @mark("Described." a: Int, b: Int) on FIELD_DEFINITION
      "Entry points." type Query { "Described." list("Described." first: Int, after: String): String @mark(a: 1) }
    `);
    expect(undescribed(schema)).toEqual(['Query.list(after:)', '@mark(b:)']);
  });

  it('describes the paging arguments in the same words on every connection', () => {
    const schema = buildDeclaredSchema();
    // Each names the limit the gateway and the API enforce, so a changed limit shows up here.
    const limits = {
      first: `0 to ${LIMITS.pageSizeMax}`,
      last: `0 to ${LIMITS.pageSizeMax}`,
      after: `at most ${LIMITS.cursorMaxLength} characters`,
      before: `at most ${LIMITS.cursorMaxLength} characters`,
    };
    for (const [name, limit] of Object.entries(limits)) {
      const descriptions = [...pagingDescriptions(schema, name)];
      expect(descriptions, name).toHaveLength(1);
      expect(descriptions[0]).toContain(limit);
    }
  });
});
