// The list engine's filter ({ connector, conditions, groups }) as a zod schema over one list's declaration, for
// inputs that carry a filter inside a JSON body (a report's `filter`). zod checks the shape and the field names; what
// an operator allows on a field and whether a value fits its type stay with the list engine (api/src/db/filter.ts),
// which refuses with the same paths (`filter.conditions[0].value`) the list routes use.
import { z } from 'zod';
import { FILTER_OPERATORS, LOGICAL_CONNECTORS } from '../enums.js';
import type { ListDeclaration } from '../fields.js';
import { component } from '../json.js';
import { LIMITS } from '../limits.js';

export type ListFilterCondition = {
  field: string;
  operator: (typeof FILTER_OPERATORS)[number];
  value?: string | null;
  values?: string[] | null;
};

export type ListFilter = {
  connector?: (typeof LOGICAL_CONNECTORS)[number] | null;
  conditions?: ListFilterCondition[] | null;
  groups?: ListFilter[] | null;
};

/**
 * `<name>Filter` and `<name>FilterCondition` as zod components. The names are those the list route of the same
 * declaration documents (http/openapi.ts filterSchemas), so the OpenAPI document describes one filter, not two.
 */
export function listFilterSchema(name: string, declaration: ListDeclaration): z.ZodType<ListFilter> {
  const fields = Object.keys(declaration.fields) as [string, ...string[]];
  const condition = component(
    `${name}FilterCondition`,
    z.strictObject({
      field: z.enum(fields),
      operator: z.enum(FILTER_OPERATORS),
      value: z.string().max(LIMITS.filter.maxValueLength).nullable().optional(),
      values: z.array(z.string().max(LIMITS.filter.maxValueLength)).nullable().optional(),
    }),
  );
  const filter: z.ZodType<ListFilter> = component(
    `${name}Filter`,
    z.strictObject({
      connector: z.enum(LOGICAL_CONNECTORS).nullable().optional(),
      conditions: z.array(condition).max(LIMITS.filter.maxConditions).nullable().optional(),
      get groups() {
        return z.array(filter).nullable().optional();
      },
    }),
    `Nested at most ${LIMITS.filter.maxDepth} levels, at most ${LIMITS.filter.maxConditions} conditions in all.`,
  );
  return filter;
}
