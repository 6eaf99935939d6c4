// Test-only: report files and schedules as the gateway answers them (MockedProvider mocks), shared by the export
// panel's and the /reports page's tests.
import type { MockLink } from '@apollo/client/testing';
import type { ReportFile_FieldsFragment, ReportSchedulesQuery } from '../generated/graphql.js';
import { CancelJobDocument } from '../jobs/JobProgress.js';
import { ReportFileDocument, ReportFilesDocument, ReportSchedulesDocument } from '../reports/fileOperations.js';

export function reportFileNode(overrides: Partial<ReportFile_FieldsFragment> = {}) {
  return {
    __typename: 'ReportFile' as const,
    reportId: 'rpt--1',
    kind: 'BENEFICIARY_LISTS' as const,
    format: 'XLSX' as const,
    table: null,
    title: 'Beneficiary list report: master list',
    jobId: 'job--1',
    status: 'PROCESSING' as const,
    progressDone: 2,
    progressTotal: 5,
    errorMessage: null,
    fileName: null,
    sizeBytes: null,
    downloadUrl: null,
    scheduleId: null,
    createdBy: 'usr--amina',
    createdAt: '2026-11-23T08:00:00.000Z',
    finishedAt: null,
    ...overrides,
  };
}

/** The file once written, with its link. */
export function completedFile(overrides: Partial<ReportFile_FieldsFragment> = {}) {
  return reportFileNode({
    status: 'COMPLETED',
    progressDone: 5,
    fileName: 'beneficiary-list-report.xlsx',
    sizeBytes: 1536,
    downloadUrl: '/api/reports/files/rpt--1/download',
    finishedAt: '2026-11-23T08:00:05.000Z',
    ...overrides,
  });
}

/** reportFile(id) answering `file`; `repeat` keeps answering it to every later poll. */
export function reportFileAnswer(
  file: ReturnType<typeof reportFileNode> | null,
  repeat = false,
): MockLink.MockedResponse {
  return {
    request: { query: ReportFileDocument, variables: { id: file?.reportId ?? 'rpt--1' } },
    result: { data: { reportFile: file } },
    ...(repeat ? { maxUsageCount: Number.POSITIVE_INFINITY } : {}),
  };
}

export function reportFilesAnswer(
  variables: { first: number; after?: string },
  files: ReturnType<typeof reportFileNode>[],
  page: { hasNextPage?: boolean; endCursor?: string; totalCount?: number } = {},
): MockLink.MockedResponse {
  return {
    request: { query: ReportFilesDocument, variables },
    result: {
      data: {
        reportFiles: {
          __typename: 'ReportFileConnection',
          totalCount: page.totalCount ?? files.length,
          pageInfo: {
            __typename: 'PageInfo',
            hasNextPage: page.hasNextPage ?? false,
            hasPreviousPage: false,
            startCursor: files.length > 0 ? 'c-start' : null,
            endCursor: page.endCursor ?? (files.length > 0 ? 'c-end' : null),
          },
          edges: files.map((node) => ({ __typename: 'ReportFileEdge', node })),
        },
      },
    },
  };
}

type Schedule = ReportSchedulesQuery['reportSchedules'][number];

export function scheduleNode(overrides: Partial<Schedule> = {}) {
  return {
    __typename: 'ReportSchedule' as const,
    scheduleId: 'rps--1',
    kind: 'DISTRIBUTION_SUMMARY' as const,
    format: 'PDF' as const,
    table: null,
    frequency: 'MONTHLY' as const,
    title: 'Distribution summary: all programs',
    nextRunAt: '2026-12-01T00:00:00.000Z',
    lastReportId: null,
    createdBy: 'usr--amina',
    createdAt: '2026-11-20T08:00:00.000Z',
    ...overrides,
  };
}

export function schedulesAnswer(schedules: ReturnType<typeof scheduleNode>[]): MockLink.MockedResponse {
  return { request: { query: ReportSchedulesDocument }, result: { data: { reportSchedules: schedules } } };
}

/** cancelJob answered as the jobs domain does: the job, asked to stop. */
export function cancelJobAnswer(result: () => void = () => {}): MockLink.MockedResponse {
  return {
    request: { query: CancelJobDocument, variables: { id: 'job--1' } },
    result: () => {
      result();
      return {
        data: {
          cancelJob: {
            __typename: 'JobResult',
            code: null,
            message: null,
            words: null,
            job: {
              __typename: 'Job',
              jobId: 'job--1',
              kind: 'REPORT_FILE',
              status: 'PROCESSING',
              attempts: 1,
              errorMessage: null,
              cancelRequested: true,
              viewerCanCancel: true,
              createdAt: '2026-11-23T08:00:00.000Z',
              startedAt: '2026-11-23T08:00:01.000Z',
              finishedAt: null,
              progress: { __typename: 'JobProgress', done: 2, total: 5, percent: 40 },
            },
          },
        },
      };
    },
  };
}
