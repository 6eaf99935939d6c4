// The distributions routes: the list engine for reading, the shared schemas for writing, one service call each.
import {
  approvalSettingsSchema,
  createDistributionSchema,
  DISTRIBUTION_STATUSES,
  decideApprovalSchema,
  ENTITLEMENT_LIST,
  fieldError,
  idProblem,
  paymentStatusChangeSchema,
  updateDistributionSchema,
} from '@aid/common';
import { type Request, type RequestHandler, Router } from 'express';
import { type AuthContext, authContext } from '../auth/context.js';
import { type ListScope, type ListSource, listPage } from '../db/list.js';
import { pageJson } from '../db/paging.js';
import { ApiError } from '../http/errors.js';
import { listQueryOf, listRoute } from '../http/list.js';
import { idParam, singleQuery } from '../http/request.js';
import { jsonBody, validateBody } from '../http/validation.js';
import type { JobQueue } from '../jobs/queue.js';
import { distributionScope } from './access.js';
import {
  decideApproval,
  getApprovalSettings,
  listApprovals,
  putApprovalSettings,
  submitDistribution,
} from './approvals.js';
import { toEntitlementJson } from './entitlement-json.js';
import { changePaymentStatus, ENTITLEMENT_COLUMNS, type EntitlementRow, startEntitlements } from './entitlements.js';
import { DISTRIBUTIONS, toDistributionJson } from './model.js';
import {
  cancelDistribution,
  createDistribution,
  getDistribution,
  loadDistribution,
  updateDistribution,
} from './service.js';

const ENTITLEMENTS: ListSource = {
  name: 'entitlements',
  table: 'entitlements',
  idColumn: 'entitlement_id',
  columns: ENTITLEMENT_COLUMNS,
  declaration: ENTITLEMENT_LIST,
};

/** `?programId=` and `?status=` narrow the list (the gateway's program view asks for one program's). */
function listScope(auth: AuthContext, req: Request): ListScope {
  const programId = singleQuery(req, 'programId');
  const problem = programId === undefined ? undefined : idProblem(programId);
  if (problem) throw ApiError.invalid([fieldError('programId', 'INVALID_ID', undefined, problem)]);
  const status = singleQuery(req, 'status');
  if (status !== undefined && !(DISTRIBUTION_STATUSES as readonly string[]).includes(status)) {
    const values = DISTRIBUTION_STATUSES.join(', ');
    throw ApiError.invalid([fieldError('status', 'NOT_ONE_OF', { values })]);
  }
  return distributionScope(auth, 'VIEW', (params) => {
    const parts = ['TRUE'];
    if (programId !== undefined) parts.push(`distributions.program_id = ${params.add(programId)}`);
    if (status !== undefined) parts.push(`distributions.distribution_status = ${params.add(status)}`);
    return parts.join(' AND ');
  });
}

export function distributionsRouter({
  member,
  queue,
}: {
  member: RequestHandler;
  queue: JobQueue | undefined;
}): Router {
  const router = Router();
  const json = jsonBody();

  router.get(
    '/distributions',
    member,
    listRoute({ source: DISTRIBUTIONS, scope: listScope, toJson: toDistributionJson }),
  );

  router.post('/distributions', member, ...json, async (req, res) => {
    const auth = authContext(res);
    res.status(201).json(await createDistribution(auth, validateBody(createDistributionSchema, req.body)));
  });

  router.get('/distributions/:id', member, async (req, res) => {
    res.json(await getDistribution(authContext(res), idParam(req)));
  });

  router.patch('/distributions/:id', member, ...json, async (req, res) => {
    const auth = authContext(res);
    const id = idParam(req);
    res.json(await updateDistribution(auth, id, validateBody(updateDistributionSchema, req.body)));
  });

  router.post('/distributions/:id/cancel', member, async (req, res) => {
    res.json(await cancelDistribution(authContext(res), idParam(req)));
  });

  router.post('/distributions/:id/entitlements', member, async (req, res) => {
    res.status(202).json(await startEntitlements(authContext(res), queue, idParam(req)));
  });

  router.get('/distributions/:id/entitlements', member, async (req, res) => {
    const auth = authContext(res);
    const id = idParam(req);
    const query = listQueryOf(req, ENTITLEMENTS);
    const page = await auth.run(async (tx) => {
      await loadDistribution(tx, auth, id);
      const scope: ListScope = {
        accountId: auth.accountId,
        access: { accessLevel: 'EVERYTHING', objectIds: [] },
        where: (params) => `distribution_id = ${params.add(id)}`,
      };
      return listPage<EntitlementRow>(tx, ENTITLEMENTS, scope, query);
    });
    res.json(pageJson(page, page.rows.map(toEntitlementJson)));
  });

  router.patch('/distributions/:id/entitlements/:entitlementId/status', member, ...json, async (req, res) => {
    const auth = authContext(res);
    const id = idParam(req);
    const entitlementId = idParam(req, 'entitlementId');
    const { status } = validateBody(paymentStatusChangeSchema, req.body);
    res.json(toEntitlementJson(await changePaymentStatus(auth, id, entitlementId, status)));
  });

  router.post('/distributions/:id/submit', member, async (req, res) => {
    res.json(await submitDistribution(authContext(res), idParam(req)));
  });

  router.get('/distributions/:id/approvals', member, async (req, res) => {
    res.json(await listApprovals(authContext(res), idParam(req)));
  });

  router.post('/distributions/:id/approvals', member, ...json, async (req, res) => {
    const auth = authContext(res);
    const id = idParam(req);
    res.json(await decideApproval(auth, id, validateBody(decideApprovalSchema, req.body)));
  });

  router.get('/organization/approval-settings', member, async (_req, res) => {
    res.json(await getApprovalSettings(authContext(res)));
  });

  router.put('/organization/approval-settings', member, ...json, async (req, res) => {
    res.json(await putApprovalSettings(authContext(res), validateBody(approvalSettingsSchema, req.body)));
  });

  return router;
}
