// Gateway answers for the distribution component tests, with __typename as the gateway sends them (the cache needs
// it to match fragments).
import type { DistributionStatus } from '../generated/graphql.js';

export const DISTRIBUTION_ID = 'dis--01JD0000000000000000000001';
export const PROGRAM_ID = 'prg--01JD0000000000000000000001';

export function distributionNode(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Distribution' as const,
    distributionId: DISTRIBUTION_ID,
    programId: PROGRAM_ID,
    program: { __typename: 'Program' as const, programId: PROGRAM_ID, programName: 'Winter support', currency: 'EUR' },
    distributionName: 'January vouchers',
    distributionType: 'VOUCHER' as const,
    distributionSummary: 'Food vouchers',
    distributionStatus: 'READY' as DistributionStatus,
    requestPhoto: false,
    requestSignature: true,
    beneficiaryList: {
      __typename: 'DistributionBeneficiaryList' as const,
      beneficiaryListId: 'bel--01JD0000000000000000000001',
      listName: 'Locked families',
      numberOfFamilies: 3,
      numberOfFamilyMembers: 9,
    },
    distributionPdms: [],
    amountPerBeneficiary: 2500,
    amountPerBeneficiaryCurrency: 'EUR',
    exchangeRate: null,
    includeDependants: false,
    amountPerDependant: 0,
    items: [],
    validUntil: '2027-01-31',
    additionalInfo: null,
    totals: { __typename: 'DistributionTotals' as const, families: 3, people: 9, amount: 7500, entitlements: 0 },
    collection: [
      { __typename: 'CollectionCount' as const, status: 'NOT_COLLECTED' as const, count: 0 },
      { __typename: 'CollectionCount' as const, status: 'PARTIALLY_COLLECTED' as const, count: 0 },
      { __typename: 'CollectionCount' as const, status: 'FULLY_COLLECTED' as const, count: 0 },
    ],
    approvalsNeeded: 1,
    approvalsGiven: 0,
    approvals: [],
    vouchersPdfPath: `/api/distributions/${DISTRIBUTION_ID}/vouchers.pdf`,
    createdAt: '2026-11-23T08:00:00.000Z',
    updatedAt: '2026-11-23T08:00:00.000Z',
    createdBy: { __typename: 'User' as const, userId: 'usr--1', userFullName: 'Mia Manager', email: 'mia@example.org' },
    viewerCanUpdate: true,
    viewerCanCancel: true,
    viewerCanApprove: true,
    entitlements: entitlementsPage(0),
    ...overrides,
  };
}

export function entitlementsPage(count: number) {
  return {
    __typename: 'EntitlementConnection' as const,
    totalCount: count,
    pageInfo: {
      __typename: 'PageInfo' as const,
      hasNextPage: false,
      hasPreviousPage: false,
      startCursor: count ? 'e1' : null,
      endCursor: count ? `e${count}` : null,
    },
    edges: Array.from({ length: count }, (_, i) => ({
      __typename: 'EntitlementEdge' as const,
      cursor: `e${i + 1}`,
      node: {
        __typename: 'Entitlement' as const,
        entitlementId: `vou--${i + 1}`,
        firstName: `Name ${i + 1}`,
        numberOfFamilyMembers: 3,
        amount: 2500,
        currency: 'EUR',
        items: [],
        paymentStatus: 'NOT_INITIATED' as const,
        voucherCode: null,
      },
    })),
  };
}
