// Where smart forms are shown (SMART_FORMS_HOSTS, issue 25): only on the hosts the setting names, the staging host
// and local development by default, until the domain is ready everywhere. Elsewhere the domain is hidden rather than
// refused: GraphQL answers NOT_FOUND for its fields (resolvers.ts) and its file routes 404 (smartFormsHostGate), so a
// production caller learns nothing of a feature it cannot use.
import { SMART_FORM_MESSAGES } from '@aid/common/smart-forms';
import type { RequestHandler } from 'express';
import type { GraphQLError, GraphQLResolveInfo } from 'graphql';
import type { BeforeRule } from '../auth/directives.js';
import type { GatewayContext } from '../graphql/request-context.js';
import { requestIdOf } from '../logger.js';
import { gatewayError } from '../rest/errors.js';

/** The patterns when SMART_FORMS_HOSTS is unset: local development and any staging host. */
export const DEFAULT_SMART_FORMS_HOSTS = 'localhost,127.0.0.1,*staging*';

/** SMART_FORMS_HOSTS as patterns: comma-separated, blanks dropped; unset means the default, empty means nowhere. */
export function parseSmartFormsHosts(value: string | undefined): string[] {
  return (value ?? DEFAULT_SMART_FORMS_HOSTS)
    .split(',')
    .map((pattern) => pattern.trim())
    .filter(Boolean);
}

/** The host without its port: `app.example.org:4100` → `app.example.org`, `[::1]:4100` → `[::1]`. */
function withoutPort(host: string): string {
  return host.trim().replace(/:\d+$/, '');
}

// Every GraphQL request asks whether its host shows smart forms: each pattern is compiled once, not per request.
const COMPILED = new Map<string, RegExp>();

function patternRegExp(pattern: string): RegExp {
  let compiled = COMPILED.get(pattern);
  if (!compiled) {
    const source = pattern
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
      .join('.*');
    compiled = new RegExp(`^${source}$`, 'i');
    COMPILED.set(pattern, compiled);
  }
  return compiled;
}

/**
 * Whether smart forms are shown on `host` (the request's Host, a port is ignored): it matches one of the patterns,
 * case-insensitively, where `*` stands for any run of characters (`*staging*`, `*.example.org`, `*` for everywhere).
 */
export function smartFormsHostAllowed(host: string | undefined, patterns: readonly string[]): boolean {
  if (!host) return false;
  const name = withoutPort(host);
  return patterns.some((pattern) => patternRegExp(pattern.trim()).test(name));
}

/**
 * The domain's file routes (POST /api/smart-forms/xlsform, GET /api/smart-forms/:id/xlsform.xlsx) answer 404 on a
 * host where smart forms are hidden, as the gateway answers a path it does not know.
 */
export function smartFormsHostGate(patterns: readonly string[]): RequestHandler {
  return (req, res, next) => {
    if (smartFormsHostAllowed(req.hostname, patterns)) {
      next();
      return;
    }
    res.status(404).json({ message: 'Not found.', code: 'NOT_FOUND', requestId: requestIdOf(res) });
  };
}

/** What every smart-forms field answers on a host where they are hidden: what an unknown form would answer. */
function hiddenSmartForms(): GraphQLError {
  return gatewayError('NOT_FOUND', SMART_FORM_MESSAGES.hidden());
}

type FieldResolver = (parent: never, args: never, context: GatewayContext, info: GraphQLResolveInfo) => unknown;

/** Each field as graphql-tools takes a resolver with field settings: its function and the host rule to run first. */
export type HostGated<Fields> = {
  [Field in keyof Fields]: { resolve: NonNullable<Fields[Field]>; extensions: { beforeRule: BeforeRule } };
};

/** A root type's resolvers (`QueryResolvers`) as the plain functions a domain writes. */
export type ResolverFunctions<Root> = {
  [Field in keyof Root]?: Extract<NonNullable<Root[Field]>, (...args: never[]) => unknown>;
};

/**
 * The resolvers of a root type's smart-forms fields, each answering NOT_FOUND on a host where smart forms are hidden
 * (the context's `smartFormsAvailable`, decided once per request from SMART_FORMS_HOSTS). Every query and mutation
 * of the domain goes through it, so a new field is hidden with the others; the fields of the types they return
 * cannot be reached without one of them. The host is asked before the caller's permission and sign-in.
 */
export function onSmartFormsHosts<Fields extends { [name: string]: FieldResolver | undefined }>(
  fields: Fields,
): HostGated<Fields> {
  const hideOnOtherHosts: BeforeRule = (context) => {
    if (!context.smartFormsAvailable) throw hiddenSmartForms();
  };
  const guarded = Object.entries(fields).map(([name, resolve]) => {
    const onAllowedHost = (parent: never, args: never, context: GatewayContext, info: GraphQLResolveInfo) => {
      hideOnOtherHosts(context);
      return resolve?.(parent, args, context, info);
    };
    // The host rule runs before the field's @access check too (auth/directives.ts): hidden means hidden, so a
    // caller without SMART_FORMS learns nothing from a FORBIDDEN either.
    return [name, { resolve: onAllowedHost, extensions: { beforeRule: hideOnOtherHosts } }] as const;
  });
  // Object.fromEntries cannot say it kept every key; each value wraps its field's resolver.
  return Object.fromEntries(guarded) as HostGated<Fields>;
}
