// The roles routes: list (all, or ?ids= for the gateway's batch look-ups), one, create, change, delete.
import {
  type FieldError,
  roleRefusalMessage,
  type Validated,
  validateCreateRole,
  validateUpdateRole,
} from '@aid/common';
import { type RequestHandler, Router } from 'express';
import { authContext } from '../auth/context.js';
import { idParam, singleQuery, splitIds } from '../http/request.js';
import { jsonBody } from '../http/validation.js';
import { RoleError } from './errors.js';
import { createRole, deleteRole, getRole, listRoles, updateRole } from './service.js';

function validated<T>(result: Validated<T>): T {
  if (result.ok) return result.value;
  const fieldErrors: FieldError[] = result.fieldErrors;
  throw new RoleError('VALIDATION_FAILED', roleRefusalMessage(fieldErrors), fieldErrors);
}

export function rolesRouter({ member }: { member: RequestHandler }): Router {
  const router = Router();
  const json = jsonBody();

  router.get('/roles', member, async (req, res) => {
    const ids = singleQuery(req, 'ids');
    res.json({ items: await listRoles(authContext(res), ids === undefined ? undefined : splitIds(ids)) });
  });

  router.get('/roles/:id', member, async (req, res) => {
    res.json(await getRole(authContext(res), idParam(req)));
  });

  router.post('/roles', member, ...json, async (req, res) => {
    res.status(201).json(await createRole(authContext(res), validated(validateCreateRole(req.body))));
  });

  router.patch('/roles/:id', member, ...json, async (req, res) => {
    const id = idParam(req);
    res.json(await updateRole(authContext(res), id, validated(validateUpdateRole(req.body))));
  });

  router.delete('/roles/:id', member, async (req, res) => {
    res.json(await deleteRole(authContext(res), idParam(req)));
  });

  return router;
}
