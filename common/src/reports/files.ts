// A report as a file to keep and share (issue 24): what is asked (the report's input, a format, for CSV the table),
// the `rpt--` report the API keeps while its job writes the file, and a schedule that asks for one every week or
// month. One schema on every side: the web's export panel, the gateway and the API.
import { z } from 'zod';
import { APPLICATION_LANGUAGES } from '../accounts/schema.js';
import { defineList, timestampFields, timestampSorts } from '../fields.js';
import { JOB_STATUSES } from '../jobs/fields.js';
import { component, timestamp } from '../json.js';
import { beneficiaryListReportInputSchema, distributionSummaryInputSchema } from './input.js';

export const REPORT_KINDS = ['BENEFICIARY_LISTS', 'DISTRIBUTION_SUMMARY'] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];

/** XLSX: one sheet per table, numbers as numbers. CSV: one table. PDF: charts as vectors, filters, page numbers. */
export const REPORT_FORMATS = ['XLSX', 'CSV', 'PDF'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

export const REPORT_FREQUENCIES = ['WEEKLY', 'MONTHLY'] as const;
export type ReportFrequency = (typeof REPORT_FREQUENCIES)[number];

/** The tables of each report, in the order of its sheets and pages; a CSV holds one of them (the first by default). */
export const REPORT_TABLES = {
  BENEFICIARY_LISTS: ['LISTS', 'SEX_AGE', 'NATIONALITY', 'CREATION_METHOD', 'FAMILY_SIZE', 'REGISTRATIONS'],
  DISTRIBUTION_SUMMARY: ['DISTRIBUTIONS', 'TOTALS', 'BUDGETS', 'DELIVERY', 'SCANNERS', 'REACHED'],
} as const satisfies Record<ReportKind, readonly string[]>;
export const REPORT_TABLE_NAMES = [...REPORT_TABLES.BENEFICIARY_LISTS, ...REPORT_TABLES.DISTRIBUTION_SUMMARY] as const;
export type ReportTable = (typeof REPORT_TABLE_NAMES)[number];

/** Schedules one organisation may keep: each runs a report job per period, so they are few by design. */
export const REPORT_SCHEDULES_MAX = 50;

const format = z.enum(REPORT_FORMATS).meta({ description: 'XLSX, CSV (one table) or PDF.' });
const language = z
  .enum(APPLICATION_LANGUAGES)
  .default('en')
  .meta({ description: "Language of the file's titles and headings (the requester's)." });

/** What is asked, by kind: the report's own input, and for CSV which of its tables. */
const request = <K extends ReportKind, I extends z.ZodType>(kind: K, input: I) => ({
  kind: z.literal(kind),
  input,
  format,
  table: z
    .enum(REPORT_TABLES[kind])
    .optional()
    .meta({ description: `CSV only: the table to write (default ${REPORT_TABLES[kind][0]}); ignored otherwise.` }),
  language,
});

export const startReportFileSchema = component(
  'StartReportFile',
  z.discriminatedUnion('kind', [
    z.strictObject(request('BENEFICIARY_LISTS', beneficiaryListReportInputSchema)),
    z.strictObject(request('DISTRIBUTION_SUMMARY', distributionSummaryInputSchema)),
  ]),
  'A report to write as a file: its kind and input, the format and (CSV) the table.',
);
export type StartReportFile = z.infer<typeof startReportFileSchema>;

export const createReportScheduleSchema = component(
  'CreateReportSchedule',
  z.discriminatedUnion('kind', [
    z.strictObject({
      ...request('BENEFICIARY_LISTS', beneficiaryListReportInputSchema),
      frequency: z.enum(REPORT_FREQUENCIES),
    }),
    z.strictObject({
      ...request('DISTRIBUTION_SUMMARY', distributionSummaryInputSchema),
      frequency: z.enum(REPORT_FREQUENCIES),
    }),
  ]),
  'A report file to write every week (Monday) or month (the 1st), as its creator, from the next period on.',
);
export type CreateReportSchedule = z.infer<typeof createReportScheduleSchema>;

/** A generated report (`rpt--`): its job's state, and once COMPLETED the file to download. */
export const reportFileJsonSchema = component(
  'ReportFile',
  z.object({
    reportId: z.string(),
    kind: z.enum(REPORT_KINDS),
    format: z.enum(REPORT_FORMATS),
    table: z.enum(REPORT_TABLE_NAMES).nullable().meta({ description: 'CSV: the table written; else null.' }),
    language: z.enum(APPLICATION_LANGUAGES),
    title: z.string().meta({ description: 'The report and its filters in words, as printed on the file.' }),
    jobId: z.string(),
    status: z.enum(JOB_STATUSES),
    progressDone: z.number().int(),
    progressTotal: z.number().int().nullable(),
    errorMessage: z.string().nullable(),
    fileName: z.string().nullable().meta({ description: 'Once COMPLETED: the name the download carries.' }),
    sizeBytes: z.number().int().nullable(),
    scheduleId: z.string().nullable().meta({ description: 'The schedule that asked for it; null when asked by hand.' }),
    createdBy: z.string().nullable(),
    createdAt: timestamp(),
    finishedAt: timestamp().nullable(),
  }),
  'A generated report file (rpt--).',
);
export type ReportFileJson = z.infer<typeof reportFileJsonSchema>;

export const reportScheduleJsonSchema = component(
  'ReportSchedule',
  z.object({
    scheduleId: z.string(),
    kind: z.enum(REPORT_KINDS),
    format: z.enum(REPORT_FORMATS),
    table: z.enum(REPORT_TABLE_NAMES).nullable(),
    language: z.enum(APPLICATION_LANGUAGES),
    frequency: z.enum(REPORT_FREQUENCIES),
    title: z.string(),
    nextRunAt: timestamp(),
    lastReportId: z.string().nullable(),
    createdBy: z.string().nullable(),
    createdAt: timestamp(),
  }),
  'A report written every week or month.',
);
export type ReportScheduleJson = z.infer<typeof reportScheduleJsonSchema>;

/** The report files list (GraphQL `reportFiles`), newest first. */
export const REPORT_FILE_LIST = defineList({
  fields: {
    KIND: { type: 'enum', sql: 'kind', nullable: false, values: REPORT_KINDS },
    FORMAT: { type: 'enum', sql: 'format', nullable: false, values: REPORT_FORMATS },
    CREATED_BY: { type: 'id', sql: 'created_by', nullable: true },
    SCHEDULE_ID: { type: 'id', sql: 'schedule_id', nullable: true },
    ...timestampFields('created_at'),
  },
  sorts: { ...timestampSorts('created_at') },
  defaultSort: 'CREATED_AT_NEWEST',
});
export type ReportFileField = keyof typeof REPORT_FILE_LIST.fields;
