// The beneficiaries routes in the OpenAPI document (served at GET /openapi.json).
import {
  BENEFICIARY_LIST,
  BENEFICIARY_LIST_LIST,
  createBeneficiaryListSchema,
  createBeneficiarySchema,
  LIMITS,
  listMembershipSchema,
  updateBeneficiaryListSchema,
  updateBeneficiarySchema,
} from '@aid/common';
import {
  authErrors,
  error,
  filterSchemas,
  fromZod,
  idPathParameter,
  itemsSchema,
  json,
  listErrors,
  listParameters,
  memberHeaders,
  type OpenApiPart,
  type Operation,
  pageSchema,
  type Response,
  ref,
} from '../http/openapi.js';

const TAG = ['beneficiaries'];
const invalid: Response = {
  description: 'Invalid input (code VALIDATION_FAILED).',
  content: json(ref('ValidationError')),
};
const badJson = error('The body is not valid JSON.');
const listMissing = error('No such list visible to the caller in this account (code NOT_FOUND).');
const beneficiaryMissing = error('No such beneficiary in a list visible to the caller (code NOT_FOUND).');
const forbidden = error('Visible, but the caller may not do this to it (code FORBIDDEN).');

function membership(operationId: string, summary: string, description: string): Operation {
  return {
    operationId,
    summary,
    description,
    tags: TAG,
    parameters: [...memberHeaders, idPathParameter],
    requestBody: { required: true, content: json(ref('ListMembershipInput')) },
    responses: {
      '200': { description: 'The list with its new counts.', content: json(ref('BeneficiaryList')) },
      '400': badJson,
      '403': forbidden,
      '404': listMissing,
      '409': error('The list is LOCKED, or is the master list (code CONFLICT).'),
      '422': invalid,
      ...authErrors,
    },
  };
}

export const beneficiariesOpenApi: OpenApiPart = {
  paths: {
    '/beneficiary-lists': {
      get: {
        operationId: 'listBeneficiaryLists',
        summary: 'A page of beneficiary lists, or lists by id',
        description:
          'Needs BENEFICIARY_LISTS VIEW; SELECTED access shows the selected custom lists only (the master list ' +
          'needs EVERYTHING). With `ids` the visible lists among them are returned; otherwise a keyset page.',
        tags: TAG,
        parameters: [...memberHeaders, ...listParameters(BENEFICIARY_LIST_LIST, 'BeneficiaryListFilter')],
        responses: {
          '200': {
            description: 'A page, or `{ items }` when `ids` is given.',
            content: json(ref('BeneficiaryListPage')),
          },
          ...listErrors,
          ...authErrors,
        },
      },
      post: {
        operationId: 'createBeneficiaryList',
        summary: 'Create a custom list (empty, LOCKED unless given)',
        description: 'Needs BENEFICIARY_LISTS CREATE at level EVERYTHING. Logged in the same transaction.',
        tags: TAG,
        parameters: memberHeaders,
        requestBody: { required: true, content: json(ref('CreateBeneficiaryListInput')) },
        responses: {
          '201': { description: 'The new list.', content: json(ref('BeneficiaryList')) },
          '400': badJson,
          '409': error('Another list of the account has this name, ignoring case (code CONFLICT).'),
          '422': invalid,
          ...authErrors,
        },
      },
    },
    '/beneficiary-lists/{id}': {
      get: {
        operationId: 'getBeneficiaryList',
        summary: 'One list with its counts',
        tags: TAG,
        parameters: [...memberHeaders, idPathParameter],
        responses: {
          '200': { description: 'The list.', content: json(ref('BeneficiaryList')) },
          '404': listMissing,
          '422': error('The id cannot be one (code VALIDATION_FAILED).'),
          ...authErrors,
        },
      },
      patch: {
        operationId: 'updateBeneficiaryList',
        summary: 'Change a list',
        description:
          'Needs BENEFICIARY_LISTS UPDATE for the list. The master list keeps its name and status. A request that ' +
          'changes nothing writes nothing.',
        tags: TAG,
        parameters: [...memberHeaders, idPathParameter],
        requestBody: { required: true, content: json(ref('UpdateBeneficiaryListInput')) },
        responses: {
          '200': { description: 'The list after the change.', content: json(ref('BeneficiaryList')) },
          '400': badJson,
          '403': forbidden,
          '404': listMissing,
          '409': error('Another list has this name (code CONFLICT).'),
          '422': invalid,
          ...authErrors,
        },
      },
      delete: {
        operationId: 'deleteBeneficiaryList',
        summary: 'Delete a custom list (its beneficiaries stay in the master list)',
        description: 'Needs BENEFICIARY_LISTS DELETE for the list.',
        tags: TAG,
        parameters: [...memberHeaders, idPathParameter],
        responses: {
          '200': { description: 'The list as it was.', content: json(ref('BeneficiaryList')) },
          '403': forbidden,
          '404': listMissing,
          '409': error('The master list cannot be deleted (code CONFLICT).'),
          '422': error('The id cannot be one (code VALIDATION_FAILED).'),
          ...authErrors,
        },
      },
    },
    '/beneficiary-lists/{id}/beneficiaries': {
      get: {
        operationId: 'listBeneficiaries',
        summary: "A page of a list's beneficiaries",
        description:
          "The master list pages all of the organisation's beneficiaries, a custom list its members. Needs " +
          'BENEFICIARY_LISTS VIEW for the list. `ids` is not offered here: use GET /beneficiaries?ids=.',
        tags: TAG,
        parameters: [
          ...memberHeaders,
          idPathParameter,
          ...listParameters(BENEFICIARY_LIST, 'BeneficiaryFilter').filter((p) => p.name !== 'ids'),
        ],
        responses: {
          '200': { description: 'A page.', content: json(ref('BeneficiaryPage')) },
          '404': listMissing,
          ...listErrors,
          ...authErrors,
        },
      },
    },
    '/beneficiary-lists/{id}/members': {
      post: membership(
        'addBeneficiariesToList',
        'Add beneficiaries to an OPEN custom list',
        'Needs BENEFICIARY_LISTS UPDATE for the list; the beneficiaries must be visible to the caller. Ones ' +
          'already in the list are skipped. Counts move in the same transaction.',
      ),
    },
    '/beneficiary-lists/{id}/members/remove': {
      post: membership(
        'removeBeneficiariesFromList',
        'Remove beneficiaries from an OPEN custom list',
        'Needs BENEFICIARY_LISTS UPDATE for the list. Ids that are not members are skipped.',
      ),
    },
    '/beneficiaries': {
      get: {
        operationId: 'findBeneficiaries',
        summary: 'Beneficiaries by id',
        description: `The visible beneficiaries among \`ids\` (at most ${LIMITS.idsPerRequest}), in that order.`,
        tags: TAG,
        parameters: [
          ...memberHeaders,
          { name: 'ids', in: 'query', required: true, description: 'Comma-separated ids.', schema: { type: 'string' } },
        ],
        responses: {
          '200': { description: 'The visible ones.', content: json(itemsSchema('Beneficiary')) },
          ...listErrors,
          ...authErrors,
        },
      },
      post: {
        operationId: 'createBeneficiary',
        summary: 'Create a beneficiary (creation method I)',
        description:
          'Into the master list and, with `beneficiaryListId`, an OPEN custom list. Needs BENEFICIARY_LISTS CREATE ' +
          '(EVERYTHING, or SELECTED including `beneficiaryListId`).',
        tags: TAG,
        parameters: memberHeaders,
        requestBody: { required: true, content: json(ref('CreateBeneficiaryInput')) },
        responses: {
          '201': { description: 'The new beneficiary.', content: json(ref('Beneficiary')) },
          '400': badJson,
          '403': forbidden,
          '404': listMissing,
          '409': error('The target list is LOCKED (code CONFLICT).'),
          '422': invalid,
          ...authErrors,
        },
      },
    },
    '/beneficiaries/{id}': {
      get: {
        operationId: 'getBeneficiary',
        summary: 'One beneficiary, with the lists holding them',
        tags: TAG,
        parameters: [...memberHeaders, idPathParameter],
        responses: {
          '200': { description: 'The beneficiary.', content: json(ref('Beneficiary')) },
          '404': beneficiaryMissing,
          '422': error('The id cannot be one (code VALIDATION_FAILED).'),
          ...authErrors,
        },
      },
      patch: {
        operationId: 'updateBeneficiary',
        summary: 'Change a beneficiary',
        description:
          'Needs BENEFICIARY_LISTS UPDATE (EVERYTHING, or SELECTED on a list holding them). The counts of every ' +
          'list holding them follow a new family size.',
        tags: TAG,
        parameters: [...memberHeaders, idPathParameter],
        requestBody: { required: true, content: json(ref('UpdateBeneficiaryInput')) },
        responses: {
          '200': { description: 'The beneficiary after the change.', content: json(ref('Beneficiary')) },
          '400': badJson,
          '403': forbidden,
          '404': beneficiaryMissing,
          '422': invalid,
          ...authErrors,
        },
      },
      delete: {
        operationId: 'deleteBeneficiary',
        summary: 'Delete a beneficiary (data protection)',
        description:
          'Needs BENEFICIARY_LISTS DELETE (EVERYTHING, or SELECTED on every list holding them). Refused with 409 ' +
          '(reason UNFINISHED_ENTITLEMENTS, the distributions named) while a distribution still owes them something. ' +
          'Someone any distribution included is anonymised instead (outcome ANONYMISED): entitlements, payments and ' +
          'reconciliation keep referring to the id. Removes them from lists, counts and duplicate pairs, deletes ' +
          'their evidence photos and signatures, and logs one activity entry without personal data.',
        tags: TAG,
        parameters: [...memberHeaders, idPathParameter],
        responses: {
          '200': { description: 'What was done.', content: json(ref('BeneficiaryErasure')) },
          '403': forbidden,
          '404': beneficiaryMissing,
          '409': error('An unfinished entitlement (code CONFLICT, reason UNFINISHED_ENTITLEMENTS, distributions).'),
          '422': error('The id cannot be one (code VALIDATION_FAILED).'),
          ...authErrors,
        },
      },
    },
    '/beneficiaries/{id}/anonymise': {
      post: {
        operationId: 'anonymiseBeneficiary',
        summary: 'Anonymise a beneficiary (data protection)',
        description:
          'Needs BENEFICIARY_LISTS DELETE, as deleting does. Allowed with unfinished entitlements (they are listed ' +
          'in the answer). Names become "Anonymised"; dob, e-mail, phone, external reference and nationality are ' +
          'cleared; gender and family size stay, and so does the master list count. Removed from custom lists and ' +
          'duplicate pairs, evidence files deleted, distribution snapshots anonymised, one activity entry.',
        tags: TAG,
        parameters: [...memberHeaders, idPathParameter],
        responses: {
          '200': { description: 'What was done.', content: json(ref('BeneficiaryErasure')) },
          '403': forbidden,
          '404': beneficiaryMissing,
          '409': error('Already anonymised (code CONFLICT).'),
          '422': error('The id cannot be one (code VALIDATION_FAILED).'),
          ...authErrors,
        },
      },
    },
  },
  schemas: {
    BeneficiaryListPage: pageSchema('BeneficiaryList'),
    BeneficiaryPage: pageSchema('Beneficiary'),
    CreateBeneficiaryListInput: fromZod(createBeneficiaryListSchema),
    UpdateBeneficiaryListInput: { ...fromZod(updateBeneficiaryListSchema), description: 'Omitted fields stay.' },
    CreateBeneficiaryInput: fromZod(createBeneficiarySchema),
    UpdateBeneficiaryInput: { ...fromZod(updateBeneficiarySchema), description: 'Omitted fields stay.' },
    ListMembershipInput: fromZod(listMembershipSchema),
    BeneficiaryErasure: {
      type: 'object',
      required: ['beneficiaryId', 'outcome', 'message', 'filesDeleted', 'unfinishedDistributions'],
      properties: {
        beneficiaryId: { type: 'string' },
        outcome: { type: 'string', enum: ['DELETED', 'ANONYMISED'] },
        message: { type: 'string', description: 'Says so when a delete anonymised instead.' },
        filesDeleted: { type: 'integer', description: 'Evidence photos and signatures deleted.' },
        unfinishedDistributions: {
          type: 'array',
          items: {
            type: 'object',
            required: ['distributionId', 'distributionName'],
            properties: { distributionId: { type: 'string' }, distributionName: { type: 'string' } },
          },
        },
      },
    },
    ...filterSchemas('BeneficiaryList', BENEFICIARY_LIST_LIST),
    ...filterSchemas('Beneficiary', BENEFICIARY_LIST),
  },
};
