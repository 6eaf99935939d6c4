// The programs routes: the list engine for reading, the shared schema for writing. Each declaration is also the
// route's OpenAPI operation.
import { createProgramSchema, programJsonSchema, updateProgramSchema } from '@aid/common/programs';
import type { RequestHandler, Router } from 'express';
import { type AuthContext, requireAccess } from '../auth/context.js';
import type { ListScope } from '../db/list.js';
import { defineIdRoute } from '../http/id-route.js';
import { defineListRoute, defineRoute, routerOf } from '../http/route.js';
import { PROGRAMS, toProgramJson } from './model.js';
import { createProgram, getProgram, updateProgram } from './service.js';

export function programsRouter({ member }: { member: RequestHandler }): Router {
  return routerOf({ member }, [
    defineListRoute({
      path: '/programs',
      operationId: 'listPrograms',
      summary: 'A page of programs, or programs by id',
      description:
        'Needs PROGRAMS VIEW; SELECTED access narrows the list, the count and the pages. With `ids` the ' +
        'visible programs among them are returned (no paging, at most 100); otherwise a keyset page.',
      name: 'Program',
      item: programJsonSchema,
      source: PROGRAMS,
      scope: viewScope,
      toJson: toProgramJson,
    }),
    defineRoute({
      method: 'post',
      path: '/programs',
      operationId: 'createProgram',
      summary: 'Create a program',
      description: 'Needs PROGRAMS CREATE. Writes an activity-log row in the same transaction.',
      permission: ['PROGRAMS', 'CREATE'],
      body: createProgramSchema,
      status: 201,
      response: { description: 'The new program.', schema: programJsonSchema },
      errors: { '409': 'Another program of the account has this name, ignoring case (code CONFLICT).' },
      handler: ({ auth, body }) => createProgram(auth, body),
    }),
    defineIdRoute({
      method: 'get',
      path: '/programs/:id',
      operationId: 'getProgram',
      summary: 'One program',
      response: { description: 'The program.', schema: programJsonSchema },
      notFound: 'No such program visible to the caller in this account (code NOT_FOUND).',
      handler: (auth, id) => getProgram(auth, viewScope(auth), id),
    }),
    defineIdRoute({
      method: 'patch',
      path: '/programs/:id',
      operationId: 'updateProgram',
      summary: 'Change a program',
      description:
        'Needs PROGRAMS UPDATE (SELECTED: only its programs, else 403 when visible). Omitted fields stay; ' +
        'a request that changes nothing writes nothing. Writes an activity-log row with the changes.',
      permission: ['PROGRAMS', 'UPDATE'],
      body: updateProgramSchema,
      response: { description: 'The program after the change.', schema: programJsonSchema },
      notFound: 'No such program visible to the caller (code NOT_FOUND).',
      errors: { '409': 'Another program of the account has this name (code CONFLICT).' },
      handler: (auth, id, body, access) => {
        // What the caller can see decides 404 vs 403: an update grant never reveals programs they cannot view.
        const scope: ListScope = { accountId: auth.accountId, access: unionAccess(auth, access) };
        return updateProgram(auth, scope, access, id, body);
      },
    }),
  ]);
}

function viewScope(auth: AuthContext): ListScope {
  return { accountId: auth.accountId, access: requireAccess(auth, 'PROGRAMS', 'VIEW') };
}

/** A program the caller may update is one they may know about, even without a VIEW grant on it. */
function unionAccess(auth: AuthContext, updateAccess: ListScope['access']): ListScope['access'] {
  const view = auth.permissions.PROGRAMS?.VIEW;
  if (updateAccess.accessLevel === 'EVERYTHING' || view?.accessLevel === 'EVERYTHING') {
    return { accessLevel: 'EVERYTHING', objectIds: [] };
  }
  const ids = new Set(updateAccess.objectIds);
  if (view?.accessLevel === 'SELECTED') for (const id of view.objectIds) ids.add(id);
  return { accessLevel: 'SELECTED', objectIds: [...ids] };
}
