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
import { outcome, resultOf, validatedOutcome } from '../rest/results.js';
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
    createBeneficiaryList: async (_parent, { input }, context) =>
      resultOf(
        'beneficiaryList',
        await validatedOutcome(createBeneficiaryListSchema, input, () => context.beneficiaries.createList(input)),
      ),
    updateBeneficiaryList: async (_parent, { id, input }, context) =>
      resultOf(
        'beneficiaryList',
        await validatedOutcome(updateBeneficiaryListSchema, input, () => context.beneficiaries.updateList(id, input)),
      ),
    deleteBeneficiaryList: async (_parent, { id }, context) =>
      resultOf('beneficiaryList', await outcome(() => context.beneficiaries.deleteList(id))),
    addBeneficiariesToList: async (_parent, { listId, beneficiaryIds }, context) =>
      resultOf(
        'beneficiaryList',
        await validatedOutcome(listMembershipSchema, { beneficiaryIds }, () =>
          context.beneficiaries.addMembers(listId, beneficiaryIds),
        ),
      ),
    removeBeneficiariesFromList: async (_parent, { listId, beneficiaryIds }, context) =>
      resultOf(
        'beneficiaryList',
        await validatedOutcome(listMembershipSchema, { beneficiaryIds }, () =>
          context.beneficiaries.removeMembers(listId, beneficiaryIds),
        ),
      ),
    createBeneficiary: async (_parent, { input }, context) =>
      resultOf(
        'beneficiary',
        await validatedOutcome(createBeneficiarySchema, input, () => context.beneficiaries.create(input)),
      ),
    updateBeneficiary: async (_parent, { id, input }, context) =>
      resultOf(
        'beneficiary',
        await validatedOutcome(updateBeneficiarySchema, input, () => context.beneficiaries.update(id, input)),
      ),
    deleteBeneficiary: async (_parent, { id }, context) =>
      resultOf('erasure', await outcome(() => context.beneficiaries.erase(id, 'DELETE'))),
    anonymiseBeneficiary: async (_parent, { id }, context) =>
      resultOf('erasure', await outcome(() => context.beneficiaries.erase(id, 'ANONYMISE'))),
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
