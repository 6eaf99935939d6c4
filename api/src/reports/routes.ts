// The reports over REST: each report is one POST whose body is its input (filters nest, so they do not fit a query
// string) and whose answer is every breakdown at once. REPORTS VIEW reads them; a SELECTED grant names programs.
import {
  beneficiaryListReportInputSchema,
  beneficiaryListReportJsonSchema,
  distributionSummaryInputSchema,
  distributionSummaryJsonSchema,
  REPORT_REFUSALS,
} from '@aid/common/reports';
import type { RequestHandler, Router } from 'express';
import { json, reasonErrorSchema, ref } from '../http/openapi.js';
import { defineRoute, routerOf } from '../http/route.js';
import { beneficiaryListReport } from './beneficiary-report.js';
import { distributionSummary } from './distribution-summary.js';
import { reachOf } from './scope.js';
import { reportRun } from './sql.js';

const tags = ['reports'];
const schemas = { ReportError: reasonErrorSchema(REPORT_REFUSALS, 'report', ['message', 'code', 'reason']) };
const notFound = (what: string) => ({
  description: `${what} named that does not exist or is outside the caller's programs (code NOT_FOUND).`,
  content: json(ref('ReportError')),
});
const scope =
  'Needs REPORTS VIEW. A member whose grant is SELECTED (program ids) sees only those programs, their ' +
  'distributions and the custom lists those distributions were made from. Aggregated in the database, in the ' +
  "caller's transaction (row-level security on).";

export function reportsRouter({ member }: { member: RequestHandler }): Router {
  return routerOf({ member }, [
    defineRoute({
      method: 'post',
      path: '/reports/beneficiary-lists',
      operationId: 'beneficiaryListReport',
      summary:
        'The beneficiary list report: totals, sex × age, nationality, creation method, family size, registrations',
      description: `${scope} Without listIds: the master list (SELECTED: every list in reach).`,
      tags,
      permission: ['REPORTS', 'VIEW'],
      body: beneficiaryListReportInputSchema,
      response: { description: 'Every breakdown of the filtered population.', schema: beneficiaryListReportJsonSchema },
      schemas,
      errors: { '404': notFound('A list') },
      handler: ({ auth, access, body }) =>
        reportRun(auth.run, (tx) => beneficiaryListReport(tx, reachOf(auth, access), body)),
    }),
    defineRoute({
      method: 'post',
      path: '/reports/distribution-summary',
      operationId: 'distributionSummaryReport',
      summary: 'The distribution summary: per distribution, per currency, per program, per day and per scanner',
      description: `${scope} Amounts in hundredths of each row's currency, never summed across currencies.`,
      tags,
      permission: ['REPORTS', 'VIEW'],
      body: distributionSummaryInputSchema,
      response: { description: 'The summary.', schema: distributionSummaryJsonSchema },
      schemas,
      errors: { '404': notFound('A program or distribution') },
      handler: ({ auth, access, body }) =>
        reportRun(auth.run, (tx) => distributionSummary(tx, reachOf(auth, access), body)),
    }),
  ]);
}
