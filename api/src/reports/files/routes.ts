// Report files and schedules over REST. Writing, scheduling and downloading need REPORTS EXPORT, reading REPORTS VIEW;
// a member whose grant is SELECTED (programs) reaches only their own files and schedules, and what they name in a
// request is checked against their programs (404 outside them) before any job is queued.
import {
  createReportScheduleSchema,
  REPORT_KINDS,
  REPORT_REFUSALS,
  type ReportKind,
  reportFileJsonSchema,
  reportScheduleJsonSchema,
  startReportFileSchema,
} from '@aid/common/reports';
import type { RequestHandler, Router } from 'express';
import { z } from 'zod';
import { requireAccess } from '../../auth/context.js';
import { QueryInputError } from '../../db/query-input.js';
import type { FilesConfig } from '../../files/service.js';
import { defineIdRoute } from '../../http/id-route.js';
import { json, reasonErrorSchema, ref, XLSX_MEDIA_TYPE } from '../../http/openapi.js';
import { singleQuery } from '../../http/request.js';
import { defineListRoute, defineRoute, idParamSpec, queryParam, routerOf } from '../../http/route.js';
import type { JobQueue } from '../../jobs/queue.js';
import { REPORT_FILES, reportsScope, toReportFileJson } from './model.js';
import { createReportSchedule, deleteReportSchedule, listReportSchedules } from './schedules.js';
import { downloadReportFile, getReportFile, startReportFile } from './service.js';

export type ReportFilesDeps = { member: RequestHandler; queue: JobQueue | undefined; files: FilesConfig };

const tags = ['reports'];
const schemas = { ReportError: reasonErrorSchema(REPORT_REFUSALS, 'report', ['message', 'code', 'reason']) };
const refusal = (description: string) => ({ description, content: json(ref('ReportError')) });

/**
 * What every report route declares alike: its tag, its refusals' schema, and the REPORTS grant it needs, which its
 * description then says first (so the words cannot drift from the check).
 */
function needs(action: 'VIEW' | 'EXPORT', description: string) {
  return {
    tags,
    schemas,
    permission: ['REPORTS', action] as const,
    description: `Needs REPORTS ${action}. ${description}`,
  };
}

const OWN =
  'A member whose REPORTS grant is SELECTED reaches only the files and schedules they asked for themselves (another ' +
  "member's may hold figures of programs outside theirs); anything else is NOT_FOUND.";
const REACH =
  'Lists, programs or distributions named outside the caller’s reach (SELECTED: their programs) are NOT_FOUND, as ' +
  'for the report itself, and nothing is queued.';
const OUT_OF_REACH = refusal('A list, program or distribution named is unknown or outside reach (NOT_FOUND).');
const NO_SUCH_FILE = refusal('No such report file the caller may see (NOT_FOUND).');

function kindOf(raw: string | undefined): ReportKind | undefined {
  if (raw === undefined) return undefined;
  if ((REPORT_KINDS as readonly string[]).includes(raw)) return raw as ReportKind;
  throw new QueryInputError('kind', 'NOT_ONE_OF', `must be one of ${REPORT_KINDS.join(', ')}`, {
    values: REPORT_KINDS.join(', '),
  });
}

export function reportFilesRouter({ member, queue, files }: ReportFilesDeps): Router {
  return routerOf({ member }, [
    defineRoute({
      method: 'post',
      path: '/reports/files',
      operationId: 'startReportFile',
      summary: 'Write a report as an XLSX, CSV or PDF file, in a REPORT_FILE job',
      ...needs(
        'EXPORT',
        `${REACH} The report row (rpt--) is answered REQUESTED with its job; follow it with ` +
          'GET /reports/files/{id} (or the job), cancel it with POST /jobs/{jobId}/cancel. The job re-reads the ' +
          "creator's REPORTS EXPORT when it runs and fails (FAILURE, errorMessage) without it.",
      ),
      body: startReportFileSchema,
      status: 201,
      response: { description: 'The report, REQUESTED.', schema: reportFileJsonSchema },
      errors: { '404': OUT_OF_REACH },
      handler: ({ auth, access, body }) => startReportFile(auth, queue, access, body),
    }),
    defineListRoute({
      path: '/reports/files',
      operationId: 'listReportFiles',
      summary: 'A page of the generated report files, newest first',
      description: `Needs REPORTS VIEW. ${OWN} Status, progress and errorMessage are the job's. \`kind\` keeps one report.`,
      tags,
      name: 'ReportFile',
      item: reportFileJsonSchema,
      source: REPORT_FILES,
      scope: (auth, req) => {
        const scope = reportsScope(auth, requireAccess(auth, 'REPORTS', 'VIEW'), 'files');
        const kind = kindOf(singleQuery(req, 'kind'));
        if (!kind) return scope;
        return { ...scope, where: (params) => `${scope.where?.(params) ?? 'TRUE'} AND kind = ${params.add(kind)}` };
      },
      toJson: toReportFileJson,
      extraQuery: { kind: queryParam.text('Only files of this report: BENEFICIARY_LISTS or DISTRIBUTION_SUMMARY.') },
    }),
    defineIdRoute({
      method: 'get',
      path: '/reports/files/:id',
      operationId: 'getReportFile',
      summary: 'One report file: its job’s state and, once COMPLETED, its file name and size',
      ...needs('VIEW', OWN),
      response: { description: 'The report file.', schema: reportFileJsonSchema },
      notFound: NO_SUCH_FILE,
      handler: (auth, id, _body, access) => getReportFile(auth, access, id),
    }),
    defineRoute({
      method: 'get',
      path: '/reports/files/:id/download',
      operationId: 'downloadReportFile',
      summary: 'Download a completed report file',
      ...needs('EXPORT', `${OWN} An attachment named as fileName, never cached.`),
      params: { id: idParamSpec },
      response: { description: 'The file.', contentType: [XLSX_MEDIA_TYPE, 'text/csv', 'application/pdf'] },
      errors: {
        '404': NO_SUCH_FILE,
        '409': refusal('The report’s job has not COMPLETED (code CONFLICT, reason NOT_COMPLETED).'),
      },
      handler: async ({ auth, access, params, res }) => {
        await downloadReportFile(auth, access, files.storage, params.id, res);
        return undefined;
      },
    }),
    defineRoute({
      method: 'post',
      path: '/reports/schedules',
      operationId: 'createReportSchedule',
      summary: 'Write a report file every week (Monday) or month (the 1st), 06:00 UTC, as the caller',
      ...needs(
        'EXPORT',
        `${REACH} At most 50 schedules per organisation. The first run is the next Monday ` +
          '(WEEKLY, never today) or the 1st of next month (MONTHLY); each run writes a report file (scheduleId set) ' +
          'listed with the others.',
      ),
      body: createReportScheduleSchema,
      status: 201,
      response: { description: 'The schedule.', schema: reportScheduleJsonSchema },
      errors: {
        '404': OUT_OF_REACH,
        '409': refusal('The organisation has 50 schedules already (code CONFLICT, reason SCHEDULES_FULL).'),
      },
      handler: ({ auth, access, body }) => createReportSchedule(auth, access, body),
    }),
    defineRoute({
      method: 'get',
      path: '/reports/schedules',
      operationId: 'listReportSchedules',
      summary: 'The report schedules, next to run first (at most 50)',
      ...needs('VIEW', OWN),
      response: {
        description: 'Every schedule the caller may see.',
        schema: z.object({ items: z.array(reportScheduleJsonSchema) }),
      },
      handler: async ({ auth, access }) => ({ items: await listReportSchedules(auth, access) }),
    }),
    defineIdRoute({
      method: 'delete',
      path: '/reports/schedules/:id',
      operationId: 'deleteReportSchedule',
      summary: 'Stop a report schedule (the reports it wrote stay)',
      ...needs('EXPORT', OWN),
      response: { description: 'The schedule as it was.', schema: reportScheduleJsonSchema },
      notFound: refusal('No such schedule the caller may see (NOT_FOUND).'),
      handler: (auth, id, _body, access) => deleteReportSchedule(auth, access, id),
    }),
  ]);
}
