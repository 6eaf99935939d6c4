// Beneficiaries and lists: arguments reshaped for the REST API, results reshaped for the schema.
import {
  createBeneficiaryListSchema,
  createBeneficiarySchema,
  listMembershipSchema,
  updateBeneficiaryListSchema,
  updateBeneficiarySchema,
} from '@aid/common/beneficiaries';
import { allows } from '../auth/permissions.js';
import type { Resolvers } from '../generated/graphql.js';
import { callResult, validatedResult } from '../rest/results.js';
import type { BeneficiaryListRecord } from './types.js';

const SECTION = 'BENEFICIARY_LISTS';

export const beneficiariesResolvers: Resolvers = {
  Query: {
    beneficiaryLists: (_parent, args, context, info) => context.beneficiaries.lists(args, info),
    beneficiaryList: (_parent, { id }, context) => context.beneficiaries.list(id),
    beneficiaries: (_parent, { listId, ...args }, context, info) =>
      context.beneficiaries.beneficiaries(listId, args, info),
    beneficiary: (_parent, { id }, context) => context.beneficiaries.get(id),
  },
  Mutation: {
    createBeneficiaryList: (_parent, { input }, context) =>
      validatedResult('beneficiaryList', createBeneficiaryListSchema, input, () =>
        context.beneficiaries.createList(input),
      ),
    updateBeneficiaryList: (_parent, { id, input }, context) =>
      validatedResult('beneficiaryList', updateBeneficiaryListSchema, input, () =>
        context.beneficiaries.updateList(id, input),
      ),
    deleteBeneficiaryList: (_parent, { id }, context) =>
      callResult('beneficiaryList', () => context.beneficiaries.deleteList(id)),
    addBeneficiariesToList: (_parent, { listId, beneficiaryIds }, context) =>
      validatedResult('beneficiaryList', listMembershipSchema, { beneficiaryIds }, () =>
        context.beneficiaries.addMembers(listId, beneficiaryIds),
      ),
    removeBeneficiariesFromList: (_parent, { listId, beneficiaryIds }, context) =>
      validatedResult('beneficiaryList', listMembershipSchema, { beneficiaryIds }, () =>
        context.beneficiaries.removeMembers(listId, beneficiaryIds),
      ),
    createBeneficiary: (_parent, { input }, context) =>
      validatedResult('beneficiary', createBeneficiarySchema, input, () => context.beneficiaries.create(input)),
    updateBeneficiary: (_parent, { id, input }, context) =>
      validatedResult('beneficiary', updateBeneficiarySchema, input, () => context.beneficiaries.update(id, input)),
    deleteBeneficiary: (_parent, { id }, context) =>
      callResult('erasure', () => context.beneficiaries.erase(id, 'DELETE')),
    anonymiseBeneficiary: (_parent, { id }, context) =>
      callResult('erasure', () => context.beneficiaries.erase(id, 'ANONYMISE')),
  },
  BeneficiaryListConnection: {
    viewerCanCreate: async (_connection, _args, context) => {
      const access = (await context.permissions.get())[SECTION]?.CREATE;
      return access?.accessLevel === 'EVERYTHING';
    },
  },
  BeneficiaryList: {
    createdBy: (list, _args, context) => context.accounts.user(list.createdBy),
    updatedBy: (list, _args, context) => context.accounts.user(list.updatedBy),
    viewerCanUpdate: async (list, _args, context) => canDo(await context.permissions.get(), 'UPDATE', list),
    viewerCanDelete: async (list, _args, context) =>
      list.listType === 'CUSTOM' && canDo(await context.permissions.get(), 'DELETE', list),
  },
  Beneficiary: {
    createdBy: (b, _args, context) => context.accounts.user(b.createdBy),
    updatedBy: (b, _args, context) => context.accounts.user(b.updatedBy),
    lists: async (b, _args, context) => {
      const lists = await Promise.all(b.listIds.map((id) => context.beneficiaries.list(id)));
      return lists.filter((l): l is BeneficiaryListRecord => l !== null);
    },
    viewerCanUpdate: async (b, _args, context) => {
      const permissions = await context.permissions.get();
      if (permissions[SECTION]?.UPDATE?.accessLevel === 'EVERYTHING') return true;
      return b.listIds.some((id) => allows(permissions, SECTION, 'UPDATE', id));
    },
    // The API checks the rest (DELETE must reach every list holding them, lists the caller may not see included).
    viewerCanDelete: async (b, _args, context) => {
      const permissions = await context.permissions.get();
      if (permissions[SECTION]?.DELETE?.accessLevel === 'EVERYTHING') return true;
      return b.listIds.some((id) => allows(permissions, SECTION, 'DELETE', id));
    },
  },
};

/** SELECTED grants name custom lists; the master list needs EVERYTHING. */
function canDo(
  permissions: Parameters<typeof allows>[0],
  action: 'UPDATE' | 'DELETE',
  list: BeneficiaryListRecord,
): boolean {
  if (list.listType === 'MASTER') return permissions[SECTION]?.[action]?.accessLevel === 'EVERYTHING';
  return allows(permissions, SECTION, action, list.beneficiaryListId);
}
