// The two reports as the REST API answers them: typed series, every count a number, amounts in hundredths of their
// currency's major unit (as everywhere) and never summed across currencies.
import { z } from 'zod';
import {
  COLLECTION_STATUSES,
  DISTRIBUTION_STATUSES,
  DISTRIBUTION_TYPES,
  PAYMENT_STATUSES,
} from '../distributions/enums.js';
import { calendarDate, component, timestamp } from '../json.js';
import { reconciliationFiguresJsonSchema } from '../reconciliation/json.js';
import { monitoringQuestionSummaryJsonSchema } from '../smart-forms/monitoring.js';
import { VOUCHER_USAGE_STATUSES } from '../vouchers/usage.js';
import { AGE_BANDS, FAMILY_SIZE_BUCKETS, REPORT_GENDERS } from './input.js';

const count = () => z.number().int().min(0);
const minor = () => z.number().int().meta({ description: 'Hundredths of the major unit of `currency`.' });
/** One count per value of `values`, every value present (0 when none). */
const counts = <const T extends readonly [string, ...string[]]>(values: T) => z.record(z.enum(values), count());

/** Families (main beneficiaries, one per row), their other family members, and both together. */
const people = {
  families: count(),
  familyMembers: count().meta({ description: 'Sum of numberOfFamilyMembers: the main beneficiaries not counted.' }),
  people: count().meta({ description: 'families + familyMembers.' }),
};

export const sexAgeCellJsonSchema = component(
  'SexAgeCell',
  z.object({
    gender: z.enum(REPORT_GENDERS),
    ageBand: z.enum(AGE_BANDS).meta({ description: "The main beneficiary's age as of today." }),
    families: count(),
    people: count(),
  }),
  'One cell of sex- and age-disaggregated data: by the main beneficiary, with their family counted in people.',
);
export type SexAgeCellJson = z.infer<typeof sexAgeCellJsonSchema>;

export const beneficiaryListReportJsonSchema = component(
  'BeneficiaryListReport',
  z.object({
    totals: z.object(people),
    sexAge: z.array(sexAgeCellJsonSchema).meta({ description: 'Non-empty cells only.' }),
    nationality: z.array(
      z.object({
        nationality: z.string().nullable().meta({ description: 'ISO 3166-1 alpha-2; null when not recorded.' }),
        families: count(),
        people: count(),
      }),
    ),
    creationMethod: z.array(z.object({ method: z.enum(['F-I', 'E-F', 'I']), families: count() })),
    familySize: z
      .array(z.object({ size: z.enum(FAMILY_SIZE_BUCKETS), families: count() }))
      .meta({ description: 'Every bucket, 0 families included.' }),
    registrations: z
      .array(z.object({ periodStart: calendarDate(), families: count() }))
      .meta({ description: 'Per week (Monday) or month (the 1st), UTC, oldest first; empty periods left out.' }),
    duplicatesTotal: count().meta({ description: 'Possible duplicate pairs waiting for review, within reach.' }),
    lastDeduplication: timestamp().nullable(),
    lists: z
      .array(
        z.object({
          listId: z.string(),
          listName: z.string(),
          ...people,
          byGender: counts(REPORT_GENDERS).meta({ description: 'Families per gender.' }),
        }),
      )
      .meta({ description: 'The lists reported on, side by side, each with the same filters.' }),
  }),
  'The beneficiary list report (all breakdowns of one filtered population).',
);
export type BeneficiaryListReportJson = z.infer<typeof beneficiaryListReportJsonSchema>;

const planned = z.object({
  families: count(),
  people: count(),
  amount: minor().meta({ description: 'Of the entitlements once generated, else as planned. 0 for in-kind.' }),
});

export const distributionSummaryRowJsonSchema = component(
  'DistributionSummaryRow',
  z.object({
    distributionId: z.string(),
    name: z.string(),
    programId: z.string(),
    programName: z.string(),
    type: z.enum(DISTRIBUTION_TYPES),
    status: z.enum(DISTRIBUTION_STATUSES),
    currency: z.string(),
    planned,
    approved: z.boolean(),
    notified: z.object({ sent: count(), error: count() }).meta({ description: 'Messages to families.' }),
    paymentStatus: counts(PAYMENT_STATUSES).meta({ description: 'Entitlements per payment status.' }),
    voucherUsage: counts(VOUCHER_USAGE_STATUSES).meta({ description: 'Vouchers per usage; 0 unless VOUCHER.' }),
    collection: counts(COLLECTION_STATUSES).meta({ description: 'Families per collection status; 0 unless IN_KIND.' }),
    items: z
      .array(z.object({ name: z.string(), unit: z.string(), planned: z.number(), delivered: z.number() }))
      .meta({ description: 'IN_KIND: quantities per item, in its unit.' }),
    redeemed: minor().meta({ description: 'Redeemed (vouchers, from the ledger).' }),
    outstanding: minor().meta({ description: 'Neither redeemed nor paid.' }),
    reconciliation: reconciliationFiguresJsonSchema,
    monitoring: z
      .array(monitoringQuestionSummaryJsonSchema)
      .meta({ description: 'Per monitoring question, the answers of invited families; empty before monitoring.' }),
  }),
  'One distribution in the distribution summary.',
);
export type DistributionSummaryRowJson = z.infer<typeof distributionSummaryRowJsonSchema>;

export const distributionSummaryJsonSchema = component(
  'DistributionSummary',
  z.object({
    distributions: z.array(distributionSummaryRowJsonSchema),
    totals: z
      .array(
        z.object({
          currency: z.string(),
          distributions: count(),
          families: count(),
          people: count(),
          planned: minor(),
          redeemed: minor(),
          paid: minor(),
          outstanding: minor(),
        }),
      )
      .meta({ description: 'One row per currency.' }),
    budgets: z
      .array(
        z.object({
          programId: z.string(),
          programName: z.string(),
          currency: z.string(),
          budget: minor().nullable().meta({ description: 'Null: the program has no budget.' }),
          used: minor().meta({ description: 'Non-cancelled distributions, converted as the budget check does.' }),
          unconverted: count().meta({ description: 'Distributions in another currency without an exchange rate.' }),
        }),
      )
      .meta({ description: 'Per program of the distributions reported on, in the program currency.' }),
    overTime: z
      .array(
        z.object({
          day: calendarDate(),
          redemptions: count(),
          redeemed: z.array(z.object({ currency: z.string(), amount: minor() })),
          handovers: count(),
          paymentsCompleted: count().meta({ description: 'Entitlements COMPLETED, by the day they last changed.' }),
        }),
      )
      .meta({ description: 'Per day (UTC) with any activity, oldest first.' }),
    scanners: z.array(z.object({ userId: z.string(), name: z.string(), redemptions: count(), handovers: count() })),
    offlineConflicts: z.object({ total: count(), unresolved: count() }),
    reached: z
      .array(sexAgeCellJsonSchema)
      .meta({ description: 'Families that redeemed, collected or were paid, by the main beneficiary.' }),
  }),
  'The distribution summary report.',
);
export type DistributionSummaryJson = z.infer<typeof distributionSummaryJsonSchema>;

/** Every value of `values` with 0, then the counted ones: the shape of the `counts` records above. */
export function zeroCounts<const T extends readonly string[]>(
  values: T,
  found: Iterable<readonly [string, number]> = [],
): Record<T[number], number> {
  const out = Object.fromEntries(values.map((v) => [v, 0])) as Record<T[number], number>;
  for (const [key, n] of found) if (Object.hasOwn(out, key)) out[key as T[number]] = n;
  return out;
}
