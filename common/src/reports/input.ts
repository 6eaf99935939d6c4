// What a report is asked for, validated with one schema on every side (the web's filters, the gateway, the API).
// Absent means "all the caller may see": no list is the master list (for a member limited to programs: the lists
// their programs' distributions use), no program or distribution is every one in reach.
import { z } from 'zod';
import { isKnownCountry } from '../accounts/countries.js';
import { BENEFICIARY_LIST } from '../beneficiaries/fields.js';
import { isCalendarDate } from '../dates.js';
import { DISTRIBUTION_STATUSES, DISTRIBUTION_TYPES } from '../distributions/enums.js';
import { GENDERS } from '../enums.js';
import { idProblem } from '../ids.js';
import { component } from '../json.js';
import { LIMITS } from '../limits.js';
import { fieldCode } from '../validation.js';
import { listFilterSchema } from './filter.js';

/** Age bands of sex- and age-disaggregated data, from the date of birth as of today; UNKNOWN without one. */
export const AGE_BANDS = ['AGE_0_4', 'AGE_5_17', 'AGE_18_59', 'AGE_60_PLUS', 'UNKNOWN'] as const;
export type AgeBand = (typeof AGE_BANDS)[number];

/** The lower bound in years of each known band, youngest first (SQL and tests derive the bands from it). */
export const AGE_BAND_FROM: Readonly<Record<Exclude<AgeBand, 'UNKNOWN'>, number>> = {
  AGE_0_4: 0,
  AGE_5_17: 5,
  AGE_18_59: 18,
  AGE_60_PLUS: 60,
};

/** A beneficiary's gender in a report: one of GENDERS, or UNKNOWN where none is recorded. */
export const REPORT_GENDERS = [...GENDERS, 'UNKNOWN'] as const;
export type ReportGender = (typeof REPORT_GENDERS)[number];

export const REPORT_INTERVALS = ['WEEK', 'MONTH'] as const;
export type ReportInterval = (typeof REPORT_INTERVALS)[number];

/** Family sizes (number of family members besides the main beneficiary) 0 to 9, then one bucket for 10 and more. */
export const FAMILY_SIZE_BUCKETS = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10+'] as const;
export type FamilySizeBucket = (typeof FAMILY_SIZE_BUCKETS)[number];

/** How many ids or values one report input may name per field: as many as a batch look-up. */
export const REPORT_VALUES_MAX = LIMITS.idsPerRequest;

const id = z.string().refine((v) => idProblem(v) === undefined, fieldCode('INVALID_ID'));
const ids = (description: string) => z.array(id).max(REPORT_VALUES_MAX).optional().meta({ description });
const many = <const T extends readonly [string, ...string[]]>(values: T, description: string) =>
  z.array(z.enum(values)).max(values.length).optional().meta({ description });
const date = (description: string) =>
  z.string().refine(isCalendarDate, fieldCode('INVALID_DATE')).optional().meta({ format: 'date', description });

/** `to` before `from` is refused on `to`, as a program's end date before its start date is. */
function period<T extends z.ZodRawShape>(shape: T, from: keyof T & string, to: keyof T & string) {
  return z.strictObject(shape).superRefine((value, ctx) => {
    const a = (value as Record<string, unknown>)[from];
    const b = (value as Record<string, unknown>)[to];
    if (typeof a === 'string' && typeof b === 'string' && isCalendarDate(a) && isCalendarDate(b) && b < a) {
      ctx.addIssue({ code: 'custom', path: [to], params: fieldCode('DATE_BEFORE', { other: from, value: a }).params });
    }
  });
}

const nationality = z
  .string()
  .transform((v) => v.trim().toUpperCase())
  .refine(isKnownCountry, fieldCode('NOT_ONE_OF', { values: 'ISO 3166-1 alpha-2 codes of the countries query' }));

export const beneficiaryFilterSchema = listFilterSchema('Beneficiary', BENEFICIARY_LIST);

export const beneficiaryListReportInputSchema = component(
  'BeneficiaryListReportInput',
  period(
    {
      listIds: ids('Lists to report on, compared side by side; absent: the master list.'),
      createdFrom: date('Registered on or after this day (UTC).'),
      createdTo: date('Registered on or before this day (UTC).'),
      nationalities: z
        .array(nationality)
        .max(REPORT_VALUES_MAX)
        .optional()
        .meta({ description: 'ISO 3166-1 alpha-2 codes.' }),
      genders: many(GENDERS, 'Recorded genders to keep.'),
      ageBands: many(AGE_BANDS, 'Age bands (as of today) to keep; UNKNOWN keeps those without a date of birth.'),
      interval: z.enum(REPORT_INTERVALS).default('MONTH').meta({ description: 'Period of the registrations series.' }),
      filter: beneficiaryFilterSchema.optional(),
    },
    'createdFrom',
    'createdTo',
  ),
  'Which beneficiaries the beneficiary list report counts: every filter narrows; absent ones do not.',
);
export type BeneficiaryListReportInput = z.infer<typeof beneficiaryListReportInputSchema>;

export const distributionSummaryInputSchema = component(
  'DistributionSummaryInput',
  period(
    {
      programIds: ids('Programs to report on; absent: every program in reach.'),
      distributionIds: ids('Distributions to report on; absent: every distribution of those programs.'),
      types: many(DISTRIBUTION_TYPES, 'Distribution types to keep.'),
      statuses: many(DISTRIBUTION_STATUSES, 'Distribution statuses to keep.'),
      from: date('Distributions created on or after this day (UTC).'),
      to: date('Distributions created on or before this day (UTC).'),
    },
    'from',
    'to',
  ),
  'Which distributions the distribution summary covers: every filter narrows; absent ones do not.',
);
export type DistributionSummaryInput = z.infer<typeof distributionSummaryInputSchema>;
