// The beneficiaries routes: lists (the list engine for reading), their members, their exports, and beneficiaries.
// Each declaration is also the route's OpenAPI operation.
import {
  BENEFICIARY_LIST,
  beneficiaryErasureJsonSchema,
  beneficiaryJsonSchema,
  beneficiaryListJsonSchema,
  createBeneficiaryListSchema,
  createBeneficiarySchema,
  listMembershipSchema,
  updateBeneficiaryListSchema,
  updateBeneficiarySchema,
} from '@aid/common/beneficiaries';
import { LIMITS } from '@aid/common/limits';
import type { RequestHandler, Router } from 'express';
import type { FilesConfig } from '../files/service.js';
import { defineIdRoute } from '../http/id-route.js';
import { listQueryOf } from '../http/list.js';
import { requestLog } from '../http/logger.js';
import { itemsSchema, listErrors, type Method, pageDocs } from '../http/openapi.js';
import { splitIds } from '../http/request.js';
import {
  defineListRoute,
  defineRoute,
  idParamSpec,
  queryParam,
  type RouteDefinition,
  type RouteWords,
  routerOf,
} from '../http/route.js';
import { listScope } from './access.js';
import { eraseBeneficiary } from './erasure.js';
import { beneficiaryExportRoutes } from './export.js';
import { createList, deleteList, getList, updateList } from './lists.js';
import { addMembers, removeMembers } from './members.js';
import { BENEFICIARIES, BENEFICIARY_LISTS as LISTS_SOURCE, toBeneficiaryListJson } from './model.js';
import {
  createBeneficiary,
  findBeneficiaries,
  getBeneficiary,
  listBeneficiaries,
  updateBeneficiary,
} from './service.js';

const tags = ['beneficiaries'];
const listMissing = 'No such list visible to the caller in this account (code NOT_FOUND).';
const beneficiaryMissing = 'No such beneficiary in a list visible to the caller (code NOT_FOUND).';

/** Adding to or removing from a custom list: the list is looked up first, so one the caller may not see is a 404. */
function membership(
  path: string,
  operationId: string,
  summary: string,
  description: string,
  change: typeof addMembers,
) {
  return defineRoute({
    method: 'post',
    path,
    operationId,
    summary,
    description,
    tags,
    params: { id: idParamSpec },
    body: listMembershipSchema,
    deferBody: true,
    response: { description: 'The list with its new counts.', schema: beneficiaryListJsonSchema },
    errors: {
      '404': listMissing,
      '409': 'The list is LOCKED, or is the master list (code CONFLICT).',
    },
    handler: async (ctx) => {
      await getList(ctx.auth, ctx.params.id);
      return change(ctx.auth, ctx.params.id, ctx.body);
    },
  });
}

export function beneficiariesRouter({ member, files }: { member: RequestHandler; files: FilesConfig }): Router {
  return routerOf({ member }, [
    defineListRoute({
      path: '/beneficiary-lists',
      operationId: 'listBeneficiaryLists',
      summary: 'A page of beneficiary lists, or lists by id',
      description:
        'Needs BENEFICIARY_LISTS VIEW; SELECTED access shows the selected custom lists only (the master list ' +
        'needs EVERYTHING). With `ids` the visible lists among them are returned; otherwise a keyset page.',
      tags,
      name: 'BeneficiaryList',
      item: beneficiaryListJsonSchema,
      source: LISTS_SOURCE,
      scope: (auth) => listScope(auth),
      toJson: toBeneficiaryListJson,
    }),
    defineRoute({
      method: 'post',
      path: '/beneficiary-lists',
      operationId: 'createBeneficiaryList',
      summary: 'Create a custom list (empty, LOCKED unless given)',
      description: 'Needs BENEFICIARY_LISTS CREATE at level EVERYTHING. Logged in the same transaction.',
      tags,
      body: createBeneficiaryListSchema,
      status: 201,
      response: { description: 'The new list.', schema: beneficiaryListJsonSchema },
      errors: { '409': 'Another list of the account has this name, ignoring case (code CONFLICT).' },
      handler: ({ auth, body }) => createList(auth, body),
    }),
    defineIdRoute({
      method: 'get',
      path: '/beneficiary-lists/:id',
      operationId: 'getBeneficiaryList',
      summary: 'One list with its counts',
      tags,
      response: { description: 'The list.', schema: beneficiaryListJsonSchema },
      notFound: listMissing,
      handler: getList,
    }),
    defineIdRoute({
      method: 'patch',
      path: '/beneficiary-lists/:id',
      operationId: 'updateBeneficiaryList',
      summary: 'Change a list',
      description:
        'Needs BENEFICIARY_LISTS UPDATE for the list. The master list keeps its name and status. A request that ' +
        'changes nothing writes nothing.',
      tags,
      body: updateBeneficiaryListSchema.describe('Omitted fields stay.'),
      response: { description: 'The list after the change.', schema: beneficiaryListJsonSchema },
      notFound: listMissing,
      errors: { '409': 'Another list has this name (code CONFLICT).' },
      handler: updateList,
    }),
    defineIdRoute({
      method: 'delete',
      path: '/beneficiary-lists/:id',
      operationId: 'deleteBeneficiaryList',
      summary: 'Delete a custom list (its beneficiaries stay in the master list)',
      description: 'Needs BENEFICIARY_LISTS DELETE for the list.',
      tags,
      response: { description: 'The list as it was.', schema: beneficiaryListJsonSchema },
      notFound: listMissing,
      errors: { '409': 'The master list cannot be deleted (code CONFLICT).' },
      handler: deleteList,
    }),
    ...beneficiaryExportRoutes(),
    defineRoute({
      method: 'get',
      path: '/beneficiary-lists/:id/beneficiaries',
      operationId: 'listBeneficiaries',
      summary: "A page of a list's beneficiaries",
      description:
        "The master list pages all of the organisation's beneficiaries, a custom list its members. Needs " +
        'BENEFICIARY_LISTS VIEW for the list. `ids` is not offered here: use GET /beneficiaries?ids=.',
      tags,
      params: { id: idParamSpec },
      ...pageDocs(BENEFICIARY_LIST, 'Beneficiary', { without: ['ids'] }),
      errors: { '404': listMissing, ...listErrors },
      handler: ({ auth, params, req }) => listBeneficiaries(auth, params.id, listQueryOf(req, BENEFICIARIES)),
    }),
    membership(
      '/beneficiary-lists/:id/members',
      'addBeneficiariesToList',
      'Add beneficiaries to an OPEN custom list',
      'Needs BENEFICIARY_LISTS UPDATE for the list; the beneficiaries must be visible to the caller. Ones ' +
        'already in the list are skipped. Counts move in the same transaction.',
      addMembers,
    ),
    membership(
      '/beneficiary-lists/:id/members/remove',
      'removeBeneficiariesFromList',
      'Remove beneficiaries from an OPEN custom list',
      'Needs BENEFICIARY_LISTS UPDATE for the list. Ids that are not members are skipped.',
      removeMembers,
    ),
    // Batch look-up for the gateway's DataLoader; pages of beneficiaries are per list (above).
    defineRoute({
      method: 'get',
      path: '/beneficiaries',
      operationId: 'findBeneficiaries',
      summary: 'Beneficiaries by id',
      description: `The visible beneficiaries among \`ids\` (at most ${LIMITS.idsPerRequest}), in that order.`,
      tags,
      query: { ids: queryParam.text('Comma-separated ids.', { required: true }) },
      response: { description: 'The visible ones.', schema: itemsSchema('Beneficiary') },
      errors: listErrors,
      handler: async ({ auth, query }) => ({ items: await findBeneficiaries(auth, splitIds(query.ids ?? '')) }),
    }),
    defineRoute({
      method: 'post',
      path: '/beneficiaries',
      operationId: 'createBeneficiary',
      summary: 'Create a beneficiary (creation method I)',
      description:
        'Into the master list and, with `beneficiaryListId`, an OPEN custom list. Needs BENEFICIARY_LISTS CREATE ' +
        '(EVERYTHING, or SELECTED including `beneficiaryListId`).',
      tags,
      body: createBeneficiarySchema,
      status: 201,
      response: { description: 'The new beneficiary.', schema: beneficiaryJsonSchema },
      errors: { '404': listMissing, '409': 'The target list is LOCKED (code CONFLICT).' },
      handler: ({ auth, body }) => createBeneficiary(auth, body),
    }),
    defineIdRoute({
      method: 'get',
      path: '/beneficiaries/:id',
      operationId: 'getBeneficiary',
      summary: 'One beneficiary, with the lists holding them',
      tags,
      response: { description: 'The beneficiary.', schema: beneficiaryJsonSchema },
      notFound: beneficiaryMissing,
      handler: getBeneficiary,
    }),
    defineIdRoute({
      method: 'patch',
      path: '/beneficiaries/:id',
      operationId: 'updateBeneficiary',
      summary: 'Change a beneficiary',
      description:
        'Needs BENEFICIARY_LISTS UPDATE (EVERYTHING, or SELECTED on a list holding them). The counts of every ' +
        'list holding them follow a new family size.',
      tags,
      body: updateBeneficiarySchema.describe('Omitted fields stay.'),
      response: { description: 'The beneficiary after the change.', schema: beneficiaryJsonSchema },
      notFound: beneficiaryMissing,
      handler: updateBeneficiary,
    }),
    // Data protection (README "Deleting or anonymising a beneficiary"): both need BENEFICIARY_LISTS DELETE.
    erasureRoute(files, 'DELETE', {
      method: 'delete',
      path: '/beneficiaries/:id',
      operationId: 'deleteBeneficiary',
      summary: 'Delete a beneficiary (data protection)',
      description:
        'Needs BENEFICIARY_LISTS DELETE (EVERYTHING, or SELECTED on every list holding them). Refused with 409 ' +
        '(reason UNFINISHED_ENTITLEMENTS, the distributions named) while a distribution still owes them something. ' +
        'Someone any distribution included is anonymised instead (outcome ANONYMISED): entitlements, payments and ' +
        'reconciliation keep referring to the id. Removes them from lists, counts and duplicate pairs, deletes ' +
        'their evidence photos and signatures, and logs one activity entry without personal data.',
      conflict: 'An unfinished entitlement (code CONFLICT, reason UNFINISHED_ENTITLEMENTS, distributions).',
    }),
    erasureRoute(files, 'ANONYMISE', {
      method: 'post',
      path: '/beneficiaries/:id/anonymise',
      operationId: 'anonymiseBeneficiary',
      summary: 'Anonymise a beneficiary (data protection)',
      description:
        'Needs BENEFICIARY_LISTS DELETE, as deleting does. Allowed with unfinished entitlements (they are listed ' +
        'in the answer). Names become "Anonymised"; dob, e-mail, phone, external reference and nationality are ' +
        'cleared; gender and family size stay, and so does the master list count. Removed from custom lists and ' +
        'duplicate pairs, evidence files deleted, distribution snapshots anonymised, one activity entry.',
      conflict: 'Already anonymised (code CONFLICT).',
    }),
  ]);
}

/** Deleting or anonymising one beneficiary: the same erasure, asked for one way or the other. */
function erasureRoute(
  files: FilesConfig,
  asked: 'DELETE' | 'ANONYMISE',
  { conflict, ...words }: RouteWords & { method: Method; conflict: string },
): RouteDefinition {
  return defineRoute({
    ...words,
    tags,
    params: { id: idParamSpec },
    response: { description: 'What was done.', schema: beneficiaryErasureJsonSchema },
    errors: { '404': beneficiaryMissing, '409': conflict },
    handler: ({ auth, params, res }) => eraseBeneficiary(auth, files, params.id, asked, requestLog(res)),
  });
}
