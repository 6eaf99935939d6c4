// An organisation's settings documents (`/organization/approval-settings`, `/organization/notification-settings`)
// share one contract: any member with PROFILE_AND_ORGANIZATION VIEW reads the document, one with UPDATE replaces it
// whole, and the change is logged as UPDATE ACCOUNT. The services check the permission; these declare the two routes.
import type { z } from 'zod';
import type { AuthContext } from '../auth/context.js';
import type { Response as OpenApiResponse } from './openapi.js';
import { defineRoute, type RouteDefinition } from './route.js';

export type SettingsRoutesSpec<BS extends z.ZodType> = {
  /** `/organization/<name>`. */
  path: string;
  /** The operations are `get<name>` and `put<name>`. */
  name: string;
  tags: string[];
  /** What GET and PUT do, in a few words. */
  summaries: { get: string; put: string };
  /** Said after the permission GET needs (what is answered before anything is set). */
  getNote?: string;
  body: BS;
  /** The document as answered. */
  schema: z.ZodType;
  /** PUT's refusals besides sign-in and body errors. */
  errors?: Record<string, string | OpenApiResponse>;
  get: (auth: AuthContext) => unknown;
  put: (auth: AuthContext, input: z.output<BS>) => unknown;
};

/** GET and PUT of one settings document (see above). */
export function settingsRoutes<BS extends z.ZodType>(spec: SettingsRoutesSpec<BS>): RouteDefinition[] {
  const response = { description: 'The settings.', schema: spec.schema };
  return [
    defineRoute({
      method: 'get',
      path: spec.path,
      operationId: `get${spec.name}`,
      summary: spec.summaries.get,
      description: ['Needs PROFILE_AND_ORGANIZATION VIEW.', spec.getNote].filter(Boolean).join(' '),
      tags: spec.tags,
      response,
      handler: ({ auth }) => spec.get(auth),
    }),
    defineRoute({
      method: 'put',
      path: spec.path,
      operationId: `put${spec.name}`,
      summary: spec.summaries.put,
      description: 'Needs PROFILE_AND_ORGANIZATION UPDATE. Logged as UPDATE ACCOUNT.',
      tags: spec.tags,
      body: spec.body,
      response,
      ...(spec.errors ? { errors: spec.errors } : {}),
      handler: ({ auth, body }) => spec.put(auth, body),
    }),
  ];
}
