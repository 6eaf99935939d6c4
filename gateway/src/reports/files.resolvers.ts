// Report files and schedules: GraphQL arguments become the REST body (kind from the mutation's name, nulls dropped,
// the caller's interface language when none is given), checked with the API's own schema so a table of the other
// report or a language the files are not written in is refused by field without a REST call.
import { APPLICATION_LANGUAGES, type ApplicationLanguage } from '@aid/common/accounts';
import { isOneOf } from '@aid/common/enums';
import { createReportScheduleSchema, type ReportKind, startReportFileSchema } from '@aid/common/reports';
import type { ReportFormat, ReportFrequency, ReportTable, Resolvers } from '../generated/graphql.js';
import type { GatewayContext } from '../graphql/request-context.js';
import { present } from '../rest/client.js';
import { callResult, validatedResult } from '../rest/results.js';

type FileArgs = {
  input: object;
  format: ReportFormat;
  table?: ReportTable | null;
  language?: string | null;
  frequency?: ReportFrequency;
};

/** The caller's interface language (GET /me, read once per request); en when it is none the files are written in. */
async function interfaceLanguage(context: GatewayContext): Promise<ApplicationLanguage> {
  const { applicationLanguage } = await context.accounts.me();
  return isOneOf(APPLICATION_LANGUAGES, applicationLanguage) ? applicationLanguage : 'en';
}

/** The REST body of a file or a schedule: a language given is kept as it is, for the schema to refuse if it must. */
async function bodyOf(kind: ReportKind, args: FileArgs, context: GatewayContext) {
  const language = args.language ?? (await interfaceLanguage(context));
  return present({ ...args, kind, input: present(args.input), language });
}

async function startFile(kind: ReportKind, args: FileArgs, context: GatewayContext) {
  const body = await bodyOf(kind, args, context);
  return validatedResult('report', startReportFileSchema, body, () =>
    context.reportFiles.start(startReportFileSchema.parse(body)),
  );
}

async function schedule(kind: ReportKind, args: FileArgs, context: GatewayContext) {
  const body = await bodyOf(kind, args, context);
  return validatedResult('schedule', createReportScheduleSchema, body, () =>
    context.reportFiles.schedule(createReportScheduleSchema.parse(body)),
  );
}

export const reportFilesResolvers: Resolvers = {
  Query: {
    reportFiles: (_p, args, context, info) => context.reportFiles.list(args, info),
    reportFile: (_p, { id }, context) => context.reportFiles.get(id),
    reportSchedules: (_p, _args, context) => context.reportFiles.schedules(),
  },
  Mutation: {
    startBeneficiaryListReportFile: (_p, args, context) => startFile('BENEFICIARY_LISTS', args, context),
    startDistributionSummaryReportFile: (_p, args, context) => startFile('DISTRIBUTION_SUMMARY', args, context),
    scheduleBeneficiaryListReport: (_p, args, context) => schedule('BENEFICIARY_LISTS', args, context),
    scheduleDistributionSummaryReport: (_p, args, context) => schedule('DISTRIBUTION_SUMMARY', args, context),
    deleteReportSchedule: (_p, { id }, context) => callResult('schedule', () => context.reportFiles.deleteSchedule(id)),
  },
  ReportFile: {
    // The gateway's same-origin file route (domain.ts), which a link can follow with the access cookie.
    downloadUrl: (report) =>
      report.status === 'COMPLETED' ? `/api/reports/files/${encodeURIComponent(report.reportId)}/download` : null,
  },
};
