import {
  ACCESS_LEVELS,
  ACTIONS,
  FILTER_OPERATORS,
  GENDERS,
  LOGICAL_CONNECTORS,
  MEMBER_STATUSES,
  PROGRAM_STATUSES,
  PROGRAM_TYPES,
  SECTIONS,
  SORT_OPTIONS,
} from '@aid/common';
import { isEnumType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { buildDeclaredSchema } from './schema.js';

const schema = buildDeclaredSchema();

describe('GraphQL enums carry exactly the values of @aid/common', () => {
  it.each([
    ['FilterOperator', FILTER_OPERATORS],
    ['LogicalConnector', LOGICAL_CONNECTORS],
    ['SortOption', SORT_OPTIONS],
    ['Section', SECTIONS],
    ['Action', ACTIONS],
    ['AccessLevel', ACCESS_LEVELS],
    ['Gender', GENDERS],
    ['ProgramType', PROGRAM_TYPES],
    ['ProgramStatus', PROGRAM_STATUSES],
    ['MemberStatus', MEMBER_STATUSES],
  ])('%s', (name, values) => {
    const type = schema.getType(name);
    if (!isEnumType(type)) throw new Error(`${name} is not an enum in the schema`);
    expect(type.getValues().map((v) => v.name)).toEqual([...values]);
  });
});
