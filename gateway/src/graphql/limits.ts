// Validation rules that refuse queries too deep or too expensive before anything runs (HTTP 400).
import { GATEWAY_MESSAGES } from '@aid/common/gateway';
import type { Message } from '@aid/common/messages';
import {
  type FieldNode,
  GraphQLError,
  type GraphQLField,
  type GraphQLNamedType,
  getNamedType,
  isInterfaceType,
  isObjectType,
  Kind,
  type OperationDefinitionNode,
  SchemaMetaFieldDef,
  type SelectionSetNode,
  TypeMetaFieldDef,
  type ValidationContext,
  type ValidationRule,
} from 'graphql';
import { MAX_PAGE_SIZE } from '../rest/connection.js';
import { wordsExtensions } from '../rest/errors.js';

export const DEFAULT_MAX_DEPTH = 8;
/**
 * Depth counting every field, introspection included: graphql's own IntrospectionQuery (what GraphiQL and partners'
 * tools send) is 15 deep (__schema → types → fields → type → ofType nested 9 times → name), so 15 lets it through
 * and refuses a query that nests `ofType` 20 deep. The data graph keeps its own, lower, limit above.
 */
export const DEFAULT_MAX_INTROSPECTION_DEPTH = 15;
/**
 * Lexer tokens of a document, counted while it is parsed (graphql's `maxTokens`), so a huge document is refused
 * before it is parsed whole or validated. The web's largest operation has 240 tokens and the IntrospectionQuery 184;
 * values belong in variables, which are not tokens.
 */
export const DEFAULT_MAX_TOKENS = 2000;
export const DEFAULT_MAX_COST = 5000;
/** Aliases let one query ask for the same thing many times over; real clients need a handful. */
export const DEFAULT_MAX_ALIASES = 30;
/** Items assumed for a paged field whose `first` is neither given nor defaulted. */
export const DEFAULT_PAGE_COST = 50;

/** A query refused by a limit, in words the web can show in the user's language. */
function refusal(message: Message, operation: OperationDefinitionNode): GraphQLError {
  return new GraphQLError(message.text, { nodes: operation, extensions: wordsExtensions(message) });
}

/**
 * Introspection fields (`__schema`, `__type`; `__typename` is a leaf). What they select (`types`, `fields`, `ofType`,
 * …) is counted by the introspection depth limit, and towards cost field by field like any other selection.
 */
function isIntrospection(field: FieldNode): boolean {
  return field.name.value.startsWith('__');
}

/**
 * Two depths per operation: the data graph's (introspection left out) at most `maxDepth`, and every field's
 * (introspection included) at most `maxIntrospectionDepth`, which a GraphQL IDE's nested type references need.
 */
export function depthLimit(
  maxDepth = DEFAULT_MAX_DEPTH,
  maxIntrospectionDepth = Math.max(maxDepth, DEFAULT_MAX_INTROSPECTION_DEPTH),
): ValidationRule {
  return (context) => ({
    OperationDefinition(operation) {
      const depth = selectionDepth(context, operation.selectionSet, new Set(), false);
      if (depth > maxDepth) {
        context.reportError(refusal(GATEWAY_MESSAGES.tooDeep({ depth, max: maxDepth }), operation));
        return;
      }
      const all = selectionDepth(context, operation.selectionSet, new Set(), true);
      if (all > maxIntrospectionDepth) {
        context.reportError(
          refusal(GATEWAY_MESSAGES.tooDeepIntrospection({ depth: all, max: maxIntrospectionDepth }), operation),
        );
      }
    },
  });
}

function selectionDepth(
  context: ValidationContext,
  selectionSet: SelectionSetNode,
  seen: Set<string>,
  introspection: boolean,
): number {
  let deepest = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (!introspection && isIntrospection(selection)) continue;
      const below = selection.selectionSet ? selectionDepth(context, selection.selectionSet, seen, introspection) : 0;
      deepest = Math.max(deepest, 1 + below);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      deepest = Math.max(deepest, selectionDepth(context, selection.selectionSet, seen, introspection));
    } else {
      const name = selection.name.value;
      const fragment = context.getFragment(name);
      // Cycles are reported by graphql's own NoFragmentCyclesRule; here they only must not loop.
      if (!fragment || seen.has(name)) continue;
      const inside = new Set([...seen, name]);
      deepest = Math.max(deepest, selectionDepth(context, fragment.selectionSet, inside, introspection));
    }
  }
  return deepest;
}

/** graphql's words when `maxTokens` stops the parser; rewritten by the server into a message that says what to do. */
// (graphql 16 writes "more that N tokens".)
export const TOKEN_LIMIT_ERROR = /Document contains more (?:than|that) (\d+) tokens/;

export function tokenLimitMessage(maxTokens: number): Message {
  return GATEWAY_MESSAGES.tooManyTokens({ max: maxTokens });
}

/**
 * Each field costs 1; a paged field (one with a `first` argument) multiplies the cost of what it selects by
 * its `first` (a literal; a variable counts as the page limit; absent, the argument's default). Lists without paging
 * (memberships, roles, permissions) are bounded by the data model and count once.
 */
export function costLimit(maxCost = DEFAULT_MAX_COST): ValidationRule {
  return (context) => ({
    OperationDefinition(operation) {
      const root = rootType(context, operation);
      if (!root) return;
      const cost = selectionCost(context, root, operation.selectionSet, new Set());
      if (cost > maxCost) {
        context.reportError(refusal(GATEWAY_MESSAGES.tooCostly({ cost, max: maxCost }), operation));
      }
    },
  });
}

function rootType(context: ValidationContext, operation: OperationDefinitionNode): GraphQLNamedType | undefined {
  const schema = context.getSchema();
  if (operation.operation === 'query') return schema.getQueryType() ?? undefined;
  if (operation.operation === 'mutation') return schema.getMutationType() ?? undefined;
  return schema.getSubscriptionType() ?? undefined;
}

function selectionCost(
  context: ValidationContext,
  parent: GraphQLNamedType,
  selectionSet: SelectionSetNode,
  seen: Set<string>,
): number {
  let total = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      const definition = fieldDefinition(parent, selection);
      // Unknown fields are reported by graphql's own rules; __typename costs nothing.
      if (!definition) continue;
      const below = selection.selectionSet
        ? selectionCost(context, getNamedType(definition.type), selection.selectionSet, seen)
        : 0;
      total += 1 + pageSize(definition, selection) * below;
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      const type = selection.typeCondition ? context.getSchema().getType(selection.typeCondition.name.value) : parent;
      if (type) total += selectionCost(context, type, selection.selectionSet, seen);
    } else {
      const name = selection.name.value;
      const fragment = context.getFragment(name);
      if (!fragment || seen.has(name)) continue;
      const type = context.getSchema().getType(fragment.typeCondition.name.value);
      if (type) total += selectionCost(context, type, fragment.selectionSet, new Set([...seen, name]));
    }
  }
  return total;
}

/** The field's definition, also for the introspection fields (__schema, __type) only the schema knows. */
function fieldDefinition(parent: GraphQLNamedType, field: FieldNode): GraphQLField<unknown, unknown> | undefined {
  if (field.name.value === '__schema') return SchemaMetaFieldDef;
  if (field.name.value === '__type') return TypeMetaFieldDef;
  if (!isIntrospection(field) && (isObjectType(parent) || isInterfaceType(parent))) {
    return parent.getFields()[field.name.value];
  }
  if (isObjectType(parent) && parent.name.startsWith('__')) return parent.getFields()[field.name.value];
  return undefined;
}

/** Refuses a query with more than `max` aliased fields (fragments included, each counted once per use). */
export function aliasLimit(max = DEFAULT_MAX_ALIASES): ValidationRule {
  return (context) => ({
    OperationDefinition(operation) {
      const count = aliases(context, operation.selectionSet, new Set());
      if (count > max) {
        context.reportError(refusal(GATEWAY_MESSAGES.tooManyAliases({ count, max }), operation));
      }
    },
  });
}

function aliases(context: ValidationContext, selectionSet: SelectionSetNode, seen: Set<string>): number {
  let count = 0;
  for (const selection of selectionSet.selections) {
    if (selection.kind === Kind.FIELD) {
      if (selection.alias) count += 1;
      if (selection.selectionSet) count += aliases(context, selection.selectionSet, seen);
    } else if (selection.kind === Kind.INLINE_FRAGMENT) {
      count += aliases(context, selection.selectionSet, seen);
    } else {
      const name = selection.name.value;
      const fragment = context.getFragment(name);
      if (!fragment || seen.has(name)) continue;
      count += aliases(context, fragment.selectionSet, new Set([...seen, name]));
    }
  }
  return count;
}

function pageSize(definition: GraphQLField<unknown, unknown>, field: FieldNode): number {
  const argument = definition.args.find((arg) => arg.name === 'first');
  if (!argument) return 1;
  const given = field.arguments?.find((arg) => arg.name.value === 'first')?.value;
  // A variable is only known at run time (validation results are cached per document): count the most it may be.
  if (given) return given.kind === Kind.INT ? Math.max(0, Number(given.value)) : MAX_PAGE_SIZE;
  return typeof argument.defaultValue === 'number' ? argument.defaultValue : DEFAULT_PAGE_COST;
}
