// Most routes act on one object named in the path (`GET /roles/:id`, `PATCH /programs/:id`, `POST …/:id/cancel`) and
// share one frame: the id checked (422 when it cannot be one), 404 when the caller may not see the object, and one
// service call with the caller (a member), the id and the body. `defineIdRoute` is defineRoute with that frame filled in, so a
// declaration says only what is its own: its path, words, body, answer and the service that does the work.
import type { Access } from '@aid/common/permissions';
import type { z } from 'zod';
import type { AuthContext } from '../auth/context.js';
import type { Response as OpenApiResponse } from './openapi.js';
import { defineRoute, idParamSpec, type Permission, type RouteDefinition, type RouteSpec } from './route.js';

type IdParams = { id: typeof idParamSpec };

export type IdRouteSpec<BS extends z.ZodType, PM extends Permission | undefined> = Omit<
  RouteSpec<IdParams, Record<never, never>, BS, PM>,
  'params' | 'query' | 'deferBody' | 'caller' | 'handler'
> & {
  /** The 404 (code NOT_FOUND): what is missing when the caller may not see the object. */
  notFound: string | OpenApiResponse;
  /**
   * The service call: the caller, the id from the path, the checked body (`undefined` without one) and, with a
   * `permission`, the access it granted.
   */
  handler: (
    auth: AuthContext,
    id: string,
    body: z.output<BS>,
    access: PM extends Permission ? Access : undefined,
  ) => unknown;
};

/** A route on the object `:id` names (see above); mount it with `routerOf` like any other declaration. */
export function defineIdRoute<BS extends z.ZodType = z.ZodUnknown, const PM extends Permission | undefined = undefined>(
  spec: IdRouteSpec<BS, PM>,
): RouteDefinition {
  const { notFound, errors, handler, ...rest } = spec;
  return defineRoute<IdParams, Record<never, never>, BS, PM>({
    ...rest,
    params: { id: idParamSpec },
    errors: { '404': notFound, ...errors },
    handler: ({ auth, params, body, access }) => handler(auth, params.id, body, access),
  });
}
