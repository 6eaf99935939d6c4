// The distributions routes: the list engine for reading, the shared schemas for writing, one service call each.
// Each declaration is also the route's OpenAPI operation.
import {
  approvalListJsonSchema,
  approvalSettingsJsonSchema,
  approvalSettingsSchema,
  createDistributionSchema,
  DISTRIBUTION_REFUSALS,
  DISTRIBUTION_STATUSES,
  decideApprovalSchema,
  distributionJsonSchema,
  ENTITLEMENT_LIST,
  entitlementJsonSchema,
  paymentStatusChangeSchema,
  updateDistributionSchema,
} from '@aid/common/distributions';
import { fieldError } from '@aid/common/errors';
import { idProblem } from '@aid/common/ids';
import { jobJsonSchema } from '@aid/common/jobs';
import type { Request, Router } from 'express';
import { z } from 'zod';
import type { AuthContext } from '../auth/context.js';
import { type ListScope, type ListSource, listPage } from '../db/list.js';
import { pageJson } from '../db/paging.js';
import type { DomainDeps } from '../domain.js';
import { ApiError } from '../http/errors.js';
import { defineIdRoute } from '../http/id-route.js';
import { listQueryOf } from '../http/list.js';
import { json, listErrors, pageDocs, type Response, reasonErrorSchema, ref } from '../http/openapi.js';
import { singleQuery } from '../http/request.js';
import { defineListRoute, defineRoute, idParamSpec, routerOf } from '../http/route.js';
import { settingsRoutes } from '../http/settings-routes.js';
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

const tags = ['distributions'];
const SECTION = 'the section of its type (CASH_DISTRIBUTION, VOUCHER_DISTRIBUTION or IN_KIND_DISTRIBUTION)';
const notFound = 'No such distribution visible to the caller in this account (code NOT_FOUND).';
/** A refusal by a distribution rule: the error body with its `reason`. */
const refused = (why: string): Response => ({
  description: `${why} The body's \`reason\` says which rule refused (one of ${DISTRIBUTION_REFUSALS.join(', ')}).`,
  content: json(ref('DistributionError')),
});
const distributionError = { DistributionError: reasonErrorSchema(DISTRIBUTION_REFUSALS, 'distribution') };

/** A POST (or PATCH) on one distribution that changes its status and answers it. */
function change(operationId: string, summary: string, description: string) {
  return {
    operationId,
    summary,
    description,
    tags,
    response: { description: 'The distribution after the change.', schema: distributionJsonSchema },
    schemas: distributionError,
    notFound,
    errors: {
      '409': refused('The change conflicts with what happened already (code CONFLICT).'),
      '422': refused('Invalid input or a status change the transition table does not allow (VALIDATION_FAILED).'),
    },
  } as const;
}

export function distributionsRouter({ member, queue }: Pick<DomainDeps, 'member' | 'queue'>): Router {
  return routerOf({ member }, [
    defineListRoute({
      path: '/distributions',
      operationId: 'listDistributions',
      summary: 'A page of distributions, or distributions by id',
      description:
        `Needs VIEW on ${SECTION}; only the types the caller may view are listed, SELECTED grants narrow them ` +
        'to their distribution or program ids. `programId` and `status` narrow the list further.',
      tags,
      name: 'Distribution',
      item: distributionJsonSchema,
      source: DISTRIBUTIONS,
      scope: listScope,
      toJson: toDistributionJson,
      extraQuery: { programId: z.string(), status: z.enum(DISTRIBUTION_STATUSES) },
    }),
    defineRoute({
      method: 'post',
      path: '/distributions',
      operationId: 'createDistribution',
      summary: 'Create a distribution from a LOCKED beneficiary list',
      description:
        `Needs CREATE on ${SECTION}. The list's members are copied in the same transaction, so later edits of ` +
        'the list do not change who is entitled. The currency defaults to the program’s.',
      tags,
      body: createDistributionSchema,
      status: 201,
      response: { description: 'The new distribution (READY).', schema: distributionJsonSchema },
      schemas: distributionError,
      errors: {
        '422': refused('Invalid input, an unknown program or list, or a list that is not LOCKED (LIST_NOT_LOCKED).'),
      },
      handler: ({ auth, body }) => createDistribution(auth, body),
    }),
    defineIdRoute({
      method: 'get',
      path: '/distributions/:id',
      operationId: 'getDistribution',
      summary: 'One distribution with its totals, collection progress and approvals',
      tags,
      response: { description: 'The distribution.', schema: distributionJsonSchema },
      notFound,
      handler: getDistribution,
    }),
    defineIdRoute({
      method: 'patch',
      path: '/distributions/:id',
      ...change(
        'updateDistribution',
        'Edit a distribution while READY or DISAPPROVED',
        `Needs UPDATE on ${SECTION}. A DISAPPROVED one becomes READY again; changing amounts or items discards ` +
          'the entitlements generated so far.',
      ),
      body: updateDistributionSchema.describe('Omitted fields stay as they are.'),
      handler: updateDistribution,
    }),
    defineIdRoute({
      method: 'post',
      path: '/distributions/:id/cancel',
      ...change(
        'cancelDistribution',
        'Cancel a distribution',
        `Needs DELETE on ${SECTION}. An APPROVED one only while nothing is paid or redeemed.`,
      ),
      handler: cancelDistribution,
    }),
    defineIdRoute({
      method: 'post',
      path: '/distributions/:id/entitlements',
      operationId: 'generateEntitlements',
      summary: 'Generate one entitlement per family, as a job',
      description:
        `Needs UPDATE on ${SECTION}. Checks the program budget first, in the program's currency (a distribution in ` +
        'another currency converted with its exchangeRate; 422 OVER_BUDGET says by how much); the ' +
        'distribution is CREATE_IN_PROGRESS until the job ends, then READY.',
      tags,
      status: 202,
      response: { description: 'The job (DISTRIBUTION_ENTITLEMENTS).', schema: jobJsonSchema },
      schemas: distributionError,
      notFound,
      errors: { '422': refused('Over budget, or not READY (VALIDATION_FAILED).') },
      handler: (auth, id) => startEntitlements(auth, queue, id),
    }),
    defineRoute({
      method: 'get',
      path: '/distributions/:id/entitlements',
      operationId: 'listEntitlements',
      summary: "A page of a distribution's entitlements",
      tags,
      params: { id: idParamSpec },
      ...pageDocs(ENTITLEMENT_LIST, 'Entitlement'),
      errors: { '404': notFound, ...listErrors },
      handler: async ({ auth, params: { id }, req }) => {
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
        return pageJson(page, page.rows.map(toEntitlementJson));
      },
    }),
    defineRoute({
      method: 'patch',
      path: '/distributions/:id/entitlements/:entitlementId/status',
      operationId: 'changePaymentStatus',
      summary: "Move an entitlement's payment status",
      description: `Needs UPDATE on ${SECTION}. Checked against the payment transition table.`,
      tags,
      params: { id: idParamSpec, entitlementId: idParamSpec },
      body: paymentStatusChangeSchema,
      response: { description: 'The entitlement.', schema: entitlementJsonSchema },
      schemas: distributionError,
      errors: {
        '404': 'No such distribution or entitlement (code NOT_FOUND).',
        '422': refused('An illegal transition (ILLEGAL_TRANSITION) or invalid input.'),
      },
      handler: async ({ auth, params, body }) =>
        toEntitlementJson(await changePaymentStatus(auth, params.id, params.entitlementId, body.status)),
    }),
    defineIdRoute({
      method: 'post',
      path: '/distributions/:id/submit',
      ...change(
        'submitDistribution',
        'Submit for approval',
        `Needs UPDATE on ${SECTION}. Every family must have its entitlement (else NO_ENTITLEMENTS).`,
      ),
      handler: submitDistribution,
    }),
    defineIdRoute({
      method: 'get',
      path: '/distributions/:id/approvals',
      operationId: 'listDistributionApprovals',
      summary: 'The decisions taken on a distribution, the latest first',
      description: `Needs VIEW on ${SECTION}.`,
      tags,
      response: { description: 'Every decision, all rounds.', schema: approvalListJsonSchema },
      notFound,
      handler: listApprovals,
    }),
    defineIdRoute({
      method: 'post',
      path: '/distributions/:id/approvals',
      ...change(
        'decideDistribution',
        'Approve or disapprove',
        `Needs APPROVE on ${SECTION}. Never by its creator (403 CREATOR_CANNOT_APPROVE) nor by a role marked ` +
          'incompatible with the creator’s (403 INCOMPATIBLE_ROLE). APPROVED once the organisation’s rule’s ' +
          'number of different people approved; one DISAPPROVED (with a reason) decides.',
      ),
      body: decideApprovalSchema,
      handler: decideApproval,
    }),
    ...settingsRoutes({
      path: '/organization/approval-settings',
      name: 'ApprovalSettings',
      tags,
      summaries: { get: "The organisation's approval rules", put: "Replace the organisation's approval rules" },
      body: approvalSettingsSchema,
      schema: approvalSettingsJsonSchema,
      get: getApprovalSettings,
      put: putApprovalSettings,
    }),
  ]);
}
