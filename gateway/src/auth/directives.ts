// @access(section, action) and @authenticated: every field states what it needs, where it is declared
// (on the field, or on its object type for all its fields), and this turns that into a check before it resolves.
import { AUTH_MESSAGES } from '@aid/common/auth';
import type { Action, Section } from '@aid/common/permissions';
import { getDirective, MapperKind, mapSchema } from '@graphql-tools/utils';
import {
  defaultFieldResolver,
  type GraphQLFieldResolver,
  type GraphQLObjectType,
  type GraphQLSchema,
  isObjectType,
} from 'graphql';
import type { GatewayContext } from '../graphql/request-context.js';
import { gatewayError } from '../rest/errors.js';
import { requireAccess } from './permissions.js';

/**
 * A check a field asks to run before its rule: a field hidden for this request (smart forms on a host
 * SMART_FORMS_HOSTS does not name) must answer as an unknown one would, not tell who may call it by a FORBIDDEN.
 * A domain gives it as its resolver's `extensions.beforeRule` (`{ resolve, extensions }`); graphql-tools binds
 * plain resolver functions, so the function itself cannot carry it.
 */
export type BeforeRule = (context: GatewayContext) => void;

declare module 'graphql' {
  interface GraphQLFieldExtensions<_TSource, _TContext, _TArgs> {
    beforeRule?: BeforeRule;
  }
}

export type FieldRule = { kind: 'access'; section: Section; action: Action } | { kind: 'authenticated' };

type Annotated = Parameters<typeof getDirective>[1];

function ruleOn(schema: GraphQLSchema, node: Annotated): FieldRule | undefined {
  const access = getDirective(schema, node, 'access')?.[0];
  if (access) return { kind: 'access', section: access.section as Section, action: access.action as Action };
  if (getDirective(schema, node, 'authenticated')?.[0]) return { kind: 'authenticated' };
  return undefined;
}

/** The field's own directive wins over its type's. Undefined means the schema forgot to say (a test fails). */
export function fieldRule(schema: GraphQLSchema, type: GraphQLObjectType, field: Annotated): FieldRule | undefined {
  return ruleOn(schema, field) ?? ruleOn(schema, type);
}

/** Fields of object types (introspection aside) that carry no rule, as "Type.field". */
export function fieldsWithoutRule(schema: GraphQLSchema): string[] {
  const missing: string[] = [];
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      if (!fieldRule(schema, type, field)) missing.push(`${type.name}.${field.name}`);
    }
  }
  return missing;
}

/** Wraps every resolver in its rule's check. A field without a rule is refused outright, never left open. */
export function applyAuthDirectives(schema: GraphQLSchema): GraphQLSchema {
  return mapSchema(schema, {
    [MapperKind.OBJECT_FIELD]: (fieldConfig, fieldName, typeName) => {
      const type = schema.getType(typeName);
      if (!isObjectType(type)) return fieldConfig;
      const rule = fieldRule(schema, type, fieldConfig);
      const resolve = fieldConfig.resolve ?? defaultFieldResolver;
      const before = fieldConfig.extensions?.beforeRule;
      const guarded: GraphQLFieldResolver<unknown, GatewayContext> = (source, args, context, info) => {
        before?.(context);
        if (!context?.caller) throw gatewayError('UNAUTHENTICATED', AUTH_MESSAGES.signInFirst());
        if (!rule) throw gatewayError('FORBIDDEN', `${typeName}.${fieldName} states no permission.`);
        if (rule.kind === 'authenticated') return resolve(source, args, context, info);
        const { section, action } = rule;
        const permissions = context.permissions.get();
        if (permissions instanceof Promise) {
          return permissions.then((resolved) => {
            requireAccess(resolved, section, action);
            return resolve(source, args, context, info);
          });
        }
        requireAccess(permissions, section, action);
        return resolve(source, args, context, info);
      };
      return { ...fieldConfig, resolve: guarded };
    },
  });
}
