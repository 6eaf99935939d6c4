// Reconciliation as the REST API answers it: figures, the families drill-down, provider report imports, remembered
// provider columns and a family resolved by hand. The API builds these, documents them as its routes' responses,
// the gateway reads them, and the web's figures are the same fields: one shape, written once here.
import { z } from 'zod';
import { PAYMENT_STATUSES } from '../distributions/enums.js';
import { jobJsonSchema } from '../jobs/json.js';
import { component, minorUnits, timestamp } from '../json.js';
import { RECONCILIATION_INDICATORS } from './status.js';

const figure = z.object({
  families: z.number().int(),
  amount: minorUnits(),
});

export const reconciliationFiguresJsonSchema = component(
  'ReconciliationFigures',
  z.object({
    entitled: figure,
    redeemed: figure,
    paid: figure,
    outstanding: figure,
    expired: figure,
    failed: figure,
    conflicts: z.number().int().meta({ description: 'Unresolved redemption conflicts.' }),
    importsInFlight: z.number().int(),
    paymentsInFlight: z.number().int(),
    indicator: z.enum(RECONCILIATION_INDICATORS),
  }),
  'GraphQL `ReconciliationFigures`.',
);
export type ReconciliationFiguresJson = z.infer<typeof reconciliationFiguresJsonSchema>;

export const distributionReconciliationJsonSchema = component(
  'DistributionReconciliation',
  z.object({
    distributionId: z.string(),
    programId: z.string(),
    distributionName: z.string(),
    figures: reconciliationFiguresJsonSchema,
  }),
);
export type DistributionReconciliationJson = z.infer<typeof distributionReconciliationJsonSchema>;

export const programReconciliationJsonSchema = component(
  'ProgramReconciliation',
  z.object({
    programId: z.string(),
    totals: reconciliationFiguresJsonSchema,
    items: z.array(
      z.object({ distributionId: z.string(), distributionName: z.string(), figures: reconciliationFiguresJsonSchema }),
    ),
    nextCursor: z.string().nullable(),
    totalCount: z.number().int(),
  }),
);
export type ProgramReconciliationJson = z.infer<typeof programReconciliationJsonSchema>;

export const reconciliationFamilyJsonSchema = component(
  'ReconciliationFamily',
  z.object({
    entitlementId: z.string(),
    beneficiaryId: z.string(),
    firstName: z.string(),
    amount: minorUnits(),
    currency: z.string(),
    redeemed: z.number().int().meta({ description: 'Redeemed so far, minor units (cents).' }),
    paymentStatus: z.enum(PAYMENT_STATUSES),
    unresolvedConflicts: z.number().int(),
  }),
);
export type ReconciliationFamilyJson = z.infer<typeof reconciliationFamilyJsonSchema>;

export const reconciliationFamiliesPageJsonSchema = z.object({
  items: z.array(reconciliationFamilyJsonSchema),
  nextCursor: z.string().nullable(),
});
export type ReconciliationFamiliesPageJson = z.infer<typeof reconciliationFamiliesPageJsonSchema>;

export const reconciliationImportJsonSchema = component(
  'ReconciliationImport',
  z.object({
    importId: z.string(),
    distributionId: z.string(),
    provider: z.string(),
    fileId: z.string(),
    matchColumn: z.string(),
    statusColumn: z.string(),
    jobId: z.string().nullable(),
    status: z.string().meta({ description: 'The import job status.' }),
    rowsTotal: z.number().int(),
    matched: z.number().int(),
    failed: z.number().int(),
    notFound: z.number().int(),
    changed: z.number().int(),
    resultFileId: z.string().nullable(),
    error: z.string().nullable(),
    createdAt: timestamp(),
    finishedAt: timestamp().nullable(),
  }),
  'GraphQL `ReconciliationImport`.',
);
export type ReconciliationImportJson = z.infer<typeof reconciliationImportJsonSchema>;

export const startedReconciliationImportJsonSchema = z.object({
  import: reconciliationImportJsonSchema,
  job: jobJsonSchema,
});
export type StartedReconciliationImportJson = z.infer<typeof startedReconciliationImportJsonSchema>;

export const reconciliationProviderJsonSchema = component(
  'ReconciliationProvider',
  z.object({
    provider: z.string(),
    matchColumn: z.string(),
    statusColumn: z.string(),
    updatedAt: timestamp(),
  }),
);
export type ReconciliationProviderJson = z.infer<typeof reconciliationProviderJsonSchema>;

export const resolvedEntitlementJsonSchema = component(
  'ResolvedEntitlement',
  z.object({
    entitlementId: z.string(),
    distributionId: z.string(),
    paymentStatus: z.enum(PAYMENT_STATUSES),
    conflictId: z.string().nullable().meta({ description: 'The conflict closed, if one was.' }),
  }),
);
export type ResolvedEntitlementJson = z.infer<typeof resolvedEntitlementJsonSchema>;
