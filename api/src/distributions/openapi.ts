// The distributions routes in the OpenAPI document (served at GET /openapi.json).
import {
  approvalSettingsSchema,
  createDistributionSchema,
  DISTRIBUTION_LIST,
  DISTRIBUTION_REFUSALS,
  DISTRIBUTION_STATUSES,
  decideApprovalSchema,
  ENTITLEMENT_LIST,
  paymentStatusChangeSchema,
  updateDistributionSchema,
} from '@aid/common';
import {
  authErrors,
  error,
  errorSchemas,
  filterSchemas,
  fromZod,
  idPathParameter,
  json,
  listErrors,
  listParameters,
  memberHeaders,
  type OpenApiPart,
  type Operation,
  pageSchema,
  ref,
} from '../http/openapi.js';

const tags = ['distributions'];
const SECTION = 'the section of its type (CASH_DISTRIBUTION, VOUCHER_DISTRIBUTION or IN_KIND_DISTRIBUTION)';
const refused = (why: string) => ({
  description: `${why} The body's \`reason\` says which rule refused (one of ${DISTRIBUTION_REFUSALS.join(', ')}).`,
  content: json(ref('DistributionError')),
});
const notFound = error('No such distribution visible to the caller in this account (code NOT_FOUND).');
const entitlementIdParameter = { ...idPathParameter, name: 'entitlementId' };

/** A POST on one distribution that changes its status and answers it. */
function change(operationId: string, summary: string, description: string, body?: string): Operation {
  return {
    operationId,
    summary,
    description,
    tags,
    parameters: [...memberHeaders, idPathParameter],
    ...(body ? { requestBody: { required: true, content: json(ref(body)) } } : {}),
    responses: {
      '200': { description: 'The distribution after the change.', content: json(ref('Distribution')) },
      '404': notFound,
      '409': refused('The change conflicts with what happened already (code CONFLICT).'),
      '422': refused('Invalid input or a status change the transition table does not allow (VALIDATION_FAILED).'),
      ...authErrors,
    },
  };
}

export const distributionsOpenApi: OpenApiPart = {
  paths: {
    '/distributions': {
      get: {
        operationId: 'listDistributions',
        summary: 'A page of distributions, or distributions by id',
        description:
          `Needs VIEW on ${SECTION}; only the types the caller may view are listed, SELECTED grants narrow them ` +
          'to their distribution or program ids. `programId` and `status` narrow the list further.',
        tags,
        parameters: [
          ...memberHeaders,
          ...listParameters(DISTRIBUTION_LIST, 'DistributionFilter'),
          { name: 'programId', in: 'query', required: false, schema: { type: 'string' } },
          {
            name: 'status',
            in: 'query',
            required: false,
            schema: { type: 'string', enum: [...DISTRIBUTION_STATUSES] },
          },
        ],
        responses: {
          '200': { description: 'A page, or `{ items }` when `ids` is given.', content: json(ref('DistributionPage')) },
          ...listErrors,
          ...authErrors,
        },
      },
      post: {
        operationId: 'createDistribution',
        summary: 'Create a distribution from a LOCKED beneficiary list',
        description:
          `Needs CREATE on ${SECTION}. The list's members are copied in the same transaction, so later edits of ` +
          'the list do not change who is entitled. The currency defaults to the program’s.',
        tags,
        parameters: memberHeaders,
        requestBody: { required: true, content: json(ref('CreateDistributionInput')) },
        responses: {
          '201': { description: 'The new distribution (READY).', content: json(ref('Distribution')) },
          '422': refused('Invalid input, an unknown program or list, or a list that is not LOCKED (LIST_NOT_LOCKED).'),
          ...authErrors,
        },
      },
    },
    '/distributions/{id}': {
      get: {
        operationId: 'getDistribution',
        summary: 'One distribution with its totals, collection progress and approvals',
        tags,
        parameters: [...memberHeaders, idPathParameter],
        responses: {
          '200': { description: 'The distribution.', content: json(ref('Distribution')) },
          '404': notFound,
          ...authErrors,
        },
      },
      patch: {
        ...change(
          'updateDistribution',
          'Edit a distribution while READY or DISAPPROVED',
          `Needs UPDATE on ${SECTION}. A DISAPPROVED one becomes READY again; changing amounts or items discards ` +
            'the entitlements generated so far.',
          'UpdateDistributionInput',
        ),
      },
    },
    '/distributions/{id}/cancel': {
      post: change(
        'cancelDistribution',
        'Cancel a distribution',
        `Needs DELETE on ${SECTION}. An APPROVED one only while nothing is paid or redeemed.`,
      ),
    },
    '/distributions/{id}/entitlements': {
      post: {
        operationId: 'generateEntitlements',
        summary: 'Generate one entitlement per family, as a job',
        description:
          `Needs UPDATE on ${SECTION}. Checks the program budget first, in the program's currency (a distribution in ` +
          'another currency converted with its exchangeRate; 422 OVER_BUDGET says by how much); the ' +
          'distribution is CREATE_IN_PROGRESS until the job ends, then READY.',
        tags,
        parameters: [...memberHeaders, idPathParameter],
        responses: {
          '202': { description: 'The job (DISTRIBUTION_ENTITLEMENTS).', content: json(ref('Job')) },
          '404': notFound,
          '422': refused('Over budget, or not READY (VALIDATION_FAILED).'),
          ...authErrors,
        },
      },
      get: {
        operationId: 'listEntitlements',
        summary: "A page of a distribution's entitlements",
        tags,
        parameters: [...memberHeaders, idPathParameter, ...listParameters(ENTITLEMENT_LIST, 'EntitlementFilter')],
        responses: {
          '200': { description: 'A page.', content: json(ref('EntitlementPage')) },
          '404': notFound,
          ...listErrors,
          ...authErrors,
        },
      },
    },
    '/distributions/{id}/entitlements/{entitlementId}/status': {
      patch: {
        operationId: 'changePaymentStatus',
        summary: "Move an entitlement's payment status",
        description: `Needs UPDATE on ${SECTION}. Checked against the payment transition table.`,
        tags,
        parameters: [...memberHeaders, idPathParameter, entitlementIdParameter],
        requestBody: { required: true, content: json(ref('PaymentStatusChangeInput')) },
        responses: {
          '200': { description: 'The entitlement.', content: json(ref('Entitlement')) },
          '404': error('No such distribution or entitlement (code NOT_FOUND).'),
          '422': refused('An illegal transition (ILLEGAL_TRANSITION) or invalid input.'),
          ...authErrors,
        },
      },
    },
    '/distributions/{id}/submit': {
      post: change(
        'submitDistribution',
        'Submit for approval',
        `Needs UPDATE on ${SECTION}. Every family must have its entitlement (else NO_ENTITLEMENTS).`,
      ),
    },
    '/distributions/{id}/approvals': {
      get: {
        operationId: 'listDistributionApprovals',
        summary: 'The decisions taken on a distribution, the latest first',
        description: `Needs VIEW on ${SECTION}.`,
        tags,
        parameters: [...memberHeaders, idPathParameter],
        responses: {
          '200': { description: 'Every decision, all rounds.', content: json(ref('DistributionApprovalList')) },
          '404': notFound,
          ...authErrors,
        },
      },
      post: change(
        'decideDistribution',
        'Approve or disapprove',
        `Needs APPROVE on ${SECTION}. Never by its creator (403 CREATOR_CANNOT_APPROVE) nor by a role marked ` +
          'incompatible with the creator’s (403 INCOMPATIBLE_ROLE). APPROVED once the organisation’s rule’s ' +
          'number of different people approved; one DISAPPROVED (with a reason) decides.',
        'DecideApprovalInput',
      ),
    },
    '/organization/approval-settings': {
      get: {
        operationId: 'getApprovalSettings',
        summary: "The organisation's approval rules",
        description: 'Needs PROFILE_AND_ORGANIZATION VIEW.',
        tags,
        parameters: memberHeaders,
        responses: { '200': { description: 'The settings.', content: json(ref('ApprovalSettings')) }, ...authErrors },
      },
      put: {
        operationId: 'putApprovalSettings',
        summary: "Replace the organisation's approval rules",
        description: 'Needs PROFILE_AND_ORGANIZATION UPDATE. Logged as UPDATE ACCOUNT.',
        tags,
        parameters: memberHeaders,
        requestBody: { required: true, content: json(ref('ApprovalSettingsInput')) },
        responses: {
          '200': { description: 'The settings.', content: json(ref('ApprovalSettings')) },
          '422': { description: 'Invalid input (VALIDATION_FAILED).', content: json(ref('ValidationError')) },
          ...authErrors,
        },
      },
    },
  },
  schemas: {
    DistributionPage: pageSchema('Distribution'),
    EntitlementPage: pageSchema('Entitlement'),
    CreateDistributionInput: fromZod(createDistributionSchema),
    UpdateDistributionInput: { ...fromZod(updateDistributionSchema), description: 'Omitted fields stay as they are.' },
    DecideApprovalInput: fromZod(decideApprovalSchema),
    PaymentStatusChangeInput: fromZod(paymentStatusChangeSchema),
    ApprovalSettingsInput: fromZod(approvalSettingsSchema),
    DistributionError: {
      type: 'object',
      properties: {
        ...errorSchemas.Error?.properties,
        reason: { type: 'string', enum: [...DISTRIBUTION_REFUSALS], description: 'Which distribution rule refused.' },
      },
      required: ['message', 'code'],
    },
    ...filterSchemas('Distribution', DISTRIBUTION_LIST),
    ...filterSchemas('Entitlement', ENTITLEMENT_LIST),
  },
};
