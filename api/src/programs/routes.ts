// The programs routes: the list engine for reading, the shared schema for writing.
import { createProgramSchema, updateProgramSchema } from '@aid/common';
import { type RequestHandler, Router } from 'express';
import { type AuthContext, authContext, requireAccess } from '../auth/context.js';
import type { ListScope } from '../db/list.js';
import { listRoute } from '../http/list.js';
import { idParam } from '../http/request.js';
import { jsonBody, validateBody } from '../http/validation.js';
import { PROGRAMS, toProgramJson } from './model.js';
import { createProgram, getProgram, updateProgram } from './service.js';

export function programsRouter({ member }: { member: RequestHandler }): Router {
  const router = Router();
  const json = jsonBody();

  router.get('/programs', member, listRoute({ source: PROGRAMS, scope: viewScope, toJson: toProgramJson }));

  router.get('/programs/:id', member, async (req, res) => {
    const auth = authContext(res);
    res.json(await getProgram(auth, viewScope(auth), idParam(req)));
  });

  router.post('/programs', member, ...json, async (req, res) => {
    const auth = authContext(res);
    requireAccess(auth, 'PROGRAMS', 'CREATE');
    res.status(201).json(await createProgram(auth, validateBody(createProgramSchema, req.body)));
  });

  router.patch('/programs/:id', member, ...json, async (req, res) => {
    const auth = authContext(res);
    const updateAccess = requireAccess(auth, 'PROGRAMS', 'UPDATE');
    const id = idParam(req);
    const input = validateBody(updateProgramSchema, req.body);
    // What the caller can see decides 404 vs 403: an update grant never reveals programs they cannot view.
    const scope: ListScope = { accountId: auth.accountId, access: unionAccess(auth, updateAccess) };
    res.json(await updateProgram(auth, scope, updateAccess, id, input));
  });

  return router;
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
