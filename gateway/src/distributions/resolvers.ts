// Distributions: arguments reshaped for the REST API, results reshaped for the schema. Which distributions a caller
// sees and may change is the API's decision (per type section, SELECTED by distribution or program id); the
// viewerCan* fields only mirror the permission part of it, for the screens.
import {
  approvalSettingsSchema,
  COLLECTION_STATUSES,
  createDistributionSchema,
  DISTRIBUTION_SECTION,
  DISTRIBUTION_TYPES,
  decideApprovalSchema,
  paymentStatusChangeSchema,
  updateDistributionSchema,
} from '@aid/common/distributions';
import type { Action, EffectivePermissions } from '@aid/common/permissions';
import { allows } from '../auth/permissions.js';
import type { Resolvers } from '../generated/graphql.js';
import { validatedResult } from '../rest/results.js';
import { distributionResult, validatedDistributionResult } from './errors.js';
import type { DistributionRecord } from './types.js';

/** The caller holds `action` on this distribution's type, for all of them, for it or for its program. */
function mayOn(permissions: EffectivePermissions, action: Action, distribution: DistributionRecord): boolean {
  const section = DISTRIBUTION_SECTION[distribution.distributionType];
  return (
    allows(permissions, section, action, distribution.distributionId) ||
    allows(permissions, section, action, distribution.programId)
  );
}

export const distributionsResolvers: Resolvers = {
  Query: {
    distributions: (_parent, args, context, info) => context.distributions.list(args, info),
    distribution: (_parent, { id }, context) => context.distributions.get(id),
    approvalSettings: (_parent, _args, context) => context.distributions.approvalSettings(),
  },
  Mutation: {
    createDistribution: (_parent, { input }, context) =>
      validatedDistributionResult('distribution', createDistributionSchema, input, () =>
        context.distributions.create(input),
      ),
    updateDistribution: (_parent, { id, input }, context) =>
      validatedDistributionResult('distribution', updateDistributionSchema, input, () =>
        context.distributions.update(id, input),
      ),
    cancelDistribution: (_parent, { id }, context) =>
      distributionResult('distribution', () => context.distributions.cancel(id)),
    submitDistribution: (_parent, { id }, context) =>
      distributionResult('distribution', () => context.distributions.submit(id)),
    decideDistribution: (_parent, { id, input }, context) =>
      validatedDistributionResult('distribution', decideApprovalSchema, input, () =>
        context.distributions.decide(id, input),
      ),
    generateEntitlements: async (_parent, { id }, context) => {
      const result = await distributionResult('job', () => context.distributions.generateEntitlements(id));
      // Read after the start (CREATE_IN_PROGRESS until the job ends), so the screen shows it without asking again.
      return { ...result, distribution: result.job ? await context.distributions.get(id) : null };
    },
    changeEntitlementPaymentStatus: (_parent, { distributionId, entitlementId, status }, context) =>
      validatedDistributionResult('entitlement', paymentStatusChangeSchema, { status }, () =>
        context.distributions.changePaymentStatus(distributionId, entitlementId, status),
      ),
    updateApprovalSettings: (_parent, { input }, context) =>
      validatedResult('approvalSettings', approvalSettingsSchema, input, () =>
        context.distributions.updateApprovalSettings(input),
      ),
  },
  DistributionConnection: {
    viewerCanCreate: async (_connection, _args, context) => {
      const permissions = await context.permissions.get();
      return DISTRIBUTION_TYPES.some((type) => allows(permissions, DISTRIBUTION_SECTION[type], 'CREATE'));
    },
    viewerCreatableTypes: async (_connection, _args, context) => {
      const permissions = await context.permissions.get();
      return DISTRIBUTION_TYPES.filter((type) => allows(permissions, DISTRIBUTION_SECTION[type], 'CREATE'));
    },
  },
  Distribution: {
    // Null rather than an error when the caller may not see programs: the distribution itself is still theirs.
    program: async (distribution, _args, context) =>
      allows(await context.permissions.get(), 'PROGRAMS', 'VIEW', distribution.programId)
        ? context.programs.get(distribution.programId)
        : null,
    collection: (distribution) =>
      COLLECTION_STATUSES.map((status) => ({ status, count: distribution.collection[status] ?? 0 })),
    createdBy: (distribution, _args, context) => context.accounts.user(distribution.createdBy),
    updatedBy: (distribution, _args, context) => context.accounts.user(distribution.updatedBy),
    entitlements: (distribution, args, context, info) =>
      context.distributions.entitlements(distribution.distributionId, args, info),
    viewerCanUpdate: async (distribution, _args, context) =>
      mayOn(await context.permissions.get(), 'UPDATE', distribution),
    viewerCanCancel: async (distribution, _args, context) =>
      mayOn(await context.permissions.get(), 'DELETE', distribution),
    // The creator is always refused (four eyes), so the button is not offered to them; incompatible roles stay the
    // API's decision, answered with `reason`.
    viewerCanApprove: async (distribution, _args, context) =>
      mayOn(await context.permissions.get(), 'APPROVE', distribution) &&
      distribution.createdBy !== (await context.viewerUserId()),
    approvals: (distribution, _args, context) => context.distributions.approvals(distribution.distributionId),
    // The sheet is passed to the API by a file route of vouchers/domain.ts, same origin, with the access cookie.
    vouchersPdfPath: (distribution) =>
      distribution.distributionType !== 'CASH'
        ? `/api/distributions/${encodeURIComponent(distribution.distributionId)}/vouchers.pdf`
        : null,
  },
  DistributionApproval: {
    decidedBy: (approval, _args, context) => context.accounts.user(approval.decidedBy),
  },
  ApprovalSettings: {
    updatedBy: (settings, _args, context) => context.accounts.user(settings.updatedBy),
  },
};
