// HTTP-level, against the real API on PGlite, its job workers and real tokens: reports written as files through
// GraphQL (started, polled to COMPLETED, downloaded through the gateway's same-origin route), refusals as typed
// results naming their field, the caller's interface language, pages, schedules, and who sees which file.
import { ensureMasterList, FAST_JOBS, type ReportWorld, seedReportWorld } from '@aid/api/testing';
import { refusalIn } from '@aid/common/refusals';
import { REPORT_SCHEDULES_MAX } from '@aid/common/reports';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_COOKIE } from '../auth/cookies.js';
import { type Ask, asMember, dataOf } from '../testing/distributions.js';
import { errorCodes, type GraphQLResponse } from '../testing/graphql.js';
import { type StackUser, startTestStack, type TestStack } from '../testing/stack.js';

let stack: TestStack;
let world: ReportWorld;
let accountId: string;
let masterId: string;
let admin: StackUser;
let selected: StackUser;
let asAdmin: Ask;
let asSelected: Ask;
let asViewOnly: Ask;
let asOther: Ask;
let other: StackUser;

const grant = (level: 'EVERYTHING' | 'SELECTED', objectIds: string[] = []) => ({ accessLevel: level, objectIds });

beforeAll(async () => {
  stack = await startTestStack({ jobs: FAST_JOBS });
  ({ accountId } = await stack.fixtures.account('Report files org'));
  masterId = await stack.api.db.transaction((tx) => ensureMasterList(tx, accountId));
  admin = await stack.member('admin@report-files-a.example.org', accountId);
  const p1 = (await stack.fixtures.program(accountId, { currency: 'EUR', budget: 100_000 })).programId;
  const p2 = (await stack.fixtures.program(accountId, { currency: 'USD', budget: null })).programId;
  world = await seedReportWorld(stack.api.db, accountId, masterId, { p1, p2 }, admin.userId);
  const ask = (who: StackUser, account = accountId) =>
    asMember(
      () => stack,
      () => who,
      () => account,
    );
  asAdmin = ask(admin);
  selected = await stack.member('selected@report-files-a.example.org', accountId, 'P2 REPORTS', {
    section: [{ name: 'REPORTS', access: { VIEW: grant('SELECTED', [p2]), EXPORT: grant('SELECTED', [p2]) } }],
  });
  asSelected = ask(selected);
  const viewOnly = await stack.member('view@report-files-a.example.org', accountId, 'REPORTS VIEW', {
    section: [{ name: 'REPORTS', access: { VIEW: grant('EVERYTHING') } }],
  });
  asViewOnly = ask(viewOnly);
  const otherOrg = await stack.fixtures.account('Other report files org');
  other = await stack.member('admin@report-files-b.example.org', otherOrg.accountId);
  asOther = ask(other, otherOrg.accountId);
}, 180_000);

afterAll(async () => {
  await stack?.close();
});

const FILE_FIELDS = `reportId kind format table language title jobId status progressDone progressTotal errorMessage
  fileName sizeBytes downloadUrl scheduleId createdBy createdAt finishedAt`;
const RESULT = `report { ${FILE_FIELDS} } code message fieldErrors { field code }`;
const START_LISTS = /* GraphQL */ `
  mutation($input: BeneficiaryListReportInput!, $format: ReportFormat!, $table: ReportTable, $language: String) {
    startBeneficiaryListReportFile(input: $input, format: $format, table: $table, language: $language) { ${RESULT} }
  }
`;
const START_SUMMARY = /* GraphQL */ `
  mutation($input: DistributionSummaryInput!, $format: ReportFormat!, $table: ReportTable, $language: String) {
    startDistributionSummaryReportFile(input: $input, format: $format, table: $table, language: $language) {
      ${RESULT}
    }
  }
`;
const FILE = `query($id: ID!) { reportFile(id: $id) { ${FILE_FIELDS} } }`;
const FILES = /* GraphQL */ `
  query($first: Int, $after: String, $kind: ReportKind) {
    reportFiles(first: $first, after: $after, kind: $kind) {
      totalCount
      edges { cursor node { reportId kind } }
      pageInfo { hasNextPage endCursor }
    }
  }
`;
const SCHEDULE_FIELDS = 'scheduleId kind format table language frequency title nextRunAt lastReportId createdBy';
const SCHEDULE_RESULT = `schedule { ${SCHEDULE_FIELDS} } code message words { key params { name value } }
  fieldErrors { field code }`;
const SCHEDULE_LISTS = /* GraphQL */ `
  mutation($input: BeneficiaryListReportInput!, $format: ReportFormat!, $table: ReportTable, $language: String,
           $frequency: ReportFrequency!) {
    scheduleBeneficiaryListReport(input: $input, format: $format, table: $table, language: $language,
                                  frequency: $frequency) { ${SCHEDULE_RESULT} }
  }
`;
const SCHEDULE_SUMMARY = /* GraphQL */ `
  mutation($input: DistributionSummaryInput!, $format: ReportFormat!, $frequency: ReportFrequency!) {
    scheduleDistributionSummaryReport(input: $input, format: $format, frequency: $frequency) { ${SCHEDULE_RESULT} }
  }
`;
const SCHEDULES = `query { reportSchedules { ${SCHEDULE_FIELDS} } }`;
const DELETE_SCHEDULE = `mutation($id: ID!) { deleteReportSchedule(id: $id) { ${SCHEDULE_RESULT} } }`;

type ReportFile = {
  reportId: string;
  kind: string;
  format: string;
  table: string | null;
  language: string;
  status: string;
  fileName: string | null;
  sizeBytes: number | null;
  downloadUrl: string | null;
  createdBy: string | null;
};
type Refusal = { code: string | null; message: string | null; fieldErrors: { field: string; code: string }[] };
type FileResult = Refusal & { report: ReportFile | null };
type Schedule = { scheduleId: string; kind: string; format: string; language: string; frequency: string };
type ScheduleResult = Refusal & { schedule: Schedule | null };
type Param = { name: string; value: string };
type Page = {
  totalCount: number;
  edges: { cursor: string; node: { reportId: string; kind: string } }[];
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
};

async function startLists(ask: Ask, variables: Record<string, unknown>) {
  const response = await ask<{ startBeneficiaryListReportFile: FileResult }>(START_LISTS, variables);
  return { response, result: dataOf(response).startBeneficiaryListReportFile };
}

async function startSummary(ask: Ask, variables: Record<string, unknown>) {
  const response = await ask<{ startDistributionSummaryReportFile: FileResult }>(START_SUMMARY, variables);
  return { response, result: dataOf(response).startDistributionSummaryReportFile };
}

const readFile = async (ask: Ask, id: string) => dataOf(await ask<{ reportFile: ReportFile | null }>(FILE, { id }));
const page = async (ask: Ask, variables: Record<string, unknown> = {}) =>
  dataOf(await ask<{ reportFiles: Page }>(FILES, variables)).reportFiles;
const reportCalls = (response: GraphQLResponse<unknown>) =>
  response.body.extensions?.restCalls?.calls.filter((c) => c.includes('/reports')) ?? [];

/** Polls the report until its job ends (FAST_JOBS workers write it). */
async function finished(ask: Ask, id: string): Promise<ReportFile> {
  for (let i = 0; i < 300; i++) {
    const report = (await readFile(ask, id)).reportFile;
    if (!report) throw new Error(`report ${id} is not visible`);
    if (['COMPLETED', 'FAILURE', 'CANCELLED'].includes(report.status)) return report;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`report ${id} never finished`);
}

const download = (path: string, headers: Record<string, string>) => fetch(`${stack.gateway.url}${path}`, { headers });
const downloadUrlOf = (id: string) => `/api/reports/files/${id}/download`;

describe('report files', () => {
  it('writes the beneficiary list report as XLSX in a job, then downloads it through the gateway', async () => {
    const { result } = await startLists(asAdmin, { input: {}, format: 'XLSX', language: 'en' });
    expect(result).toMatchObject({ code: null, fieldErrors: [] });
    const started = result.report;
    if (!started) throw new Error(JSON.stringify(result));
    expect(started).toMatchObject({ kind: 'BENEFICIARY_LISTS', format: 'XLSX', table: null, language: 'en' });
    expect(started.reportId).toMatch(/^rpt--/);
    expect(started.downloadUrl).toBeNull();

    const done = await finished(asAdmin, started.reportId);
    expect(done.status).toBe('COMPLETED');
    expect(done.downloadUrl).toBe(downloadUrlOf(started.reportId));
    expect(done.fileName).toMatch(/\.xlsx$/);
    expect(done.sizeBytes).toBeGreaterThan(0);

    // A download link carries the access cookie, not a bearer header.
    const res = await download(done.downloadUrl ?? '', {
      cookie: `${ACCESS_COOKIE}=${encodeURIComponent(admin.token)}`,
      'x-accountid': accountId,
    });
    expect(res.status).toBe(200);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.subarray(0, 2)]).toEqual([0x50, 0x4b]); // a zip archive: "PK"
    expect(bytes.length).toBe(done.sizeBytes);
  });

  it('writes one table of the distribution summary as CSV', async () => {
    const { result } = await startSummary(asAdmin, { input: {}, format: 'CSV', table: 'TOTALS', language: 'fr' });
    const started = result.report;
    if (!started) throw new Error(JSON.stringify(result));
    expect(started).toMatchObject({ kind: 'DISTRIBUTION_SUMMARY', format: 'CSV', table: 'TOTALS', language: 'fr' });
    const done = await finished(asAdmin, started.reportId);
    expect(done.status).toBe('COMPLETED');
    const res = await download(done.downloadUrl ?? '', { Authorization: `Bearer ${admin.token}` });
    expect(res.status).toBe(200);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
    expect(text.startsWith('\uFEFF')).toBe(true);
    expect(text).toContain('EUR');
  });

  it("writes in the caller's interface language when none is given, and refuses any but en and fr", async () => {
    const profile = await asSelected<{ updateProfile: { code: string | null } }>(
      'mutation { updateProfile(input: { applicationLanguage: "fr" }) { code } }',
    );
    expect(dataOf(profile).updateProfile.code).toBeNull();
    const { result } = await startLists(asSelected, { input: { listIds: [world.lists.l2] }, format: 'PDF' });
    expect(result.report).toMatchObject({ language: 'fr', format: 'PDF', createdBy: selected.userId });

    const { result: english } = await startLists(asAdmin, { input: {}, format: 'PDF' });
    expect(english.report?.language).toBe('en');

    const { response, result: german } = await startLists(asAdmin, { input: {}, format: 'PDF', language: 'de' });
    expect(german).toMatchObject({ report: null, code: 'VALIDATION_FAILED', fieldErrors: [{ field: 'language' }] });
    expect(reportCalls(response)).toEqual([]);
  });

  it('refuses a table of the other report by name, before calling the API', async () => {
    const { response, result } = await startLists(asAdmin, { input: {}, format: 'CSV', table: 'DISTRIBUTIONS' });
    expect(result).toMatchObject({ report: null, code: 'VALIDATION_FAILED', fieldErrors: [{ field: 'table' }] });
    expect(reportCalls(response)).toEqual([]);
    const { result: summary } = await startSummary(asAdmin, { input: {}, format: 'CSV', table: 'SEX_AGE' });
    expect(summary).toMatchObject({ report: null, code: 'VALIDATION_FAILED', fieldErrors: [{ field: 'table' }] });
  });

  it('pages the report files newest first', async () => {
    const all = await page(asAdmin, { first: 100 });
    expect(all.totalCount).toBeGreaterThanOrEqual(3);
    expect(all.edges).toHaveLength(all.totalCount);
    const first = await page(asAdmin, { first: 1 });
    expect(first.edges.map((e) => e.node.reportId)).toEqual([all.edges[0]?.node.reportId]);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = await page(asAdmin, { first: 1, after: first.pageInfo.endCursor });
    expect(second.edges.map((e) => e.node.reportId)).toEqual([all.edges[1]?.node.reportId]);
    const summaries = await page(asAdmin, { first: 100, kind: 'DISTRIBUTION_SUMMARY' });
    expect(summaries.edges.length).toBeGreaterThan(0);
    expect(summaries.edges.every((e) => e.node.kind === 'DISTRIBUTION_SUMMARY')).toBe(true);
  });
});

describe('who writes and sees report files', () => {
  it('answers NOT_FOUND for a list outside a SELECTED member’s reach, and writes no file', async () => {
    const before = (await page(asSelected, { first: 100 })).edges.map((e) => e.node.reportId);
    const adminBefore = (await page(asAdmin, { first: 100 })).totalCount;
    const { result } = await startLists(asSelected, { input: { listIds: [masterId] }, format: 'XLSX' });
    expect(result).toMatchObject({ report: null, code: 'NOT_FOUND' });
    const { result: summary } = await startSummary(asSelected, {
      input: { programIds: [world.programs.p1] },
      format: 'XLSX',
    });
    expect(summary).toMatchObject({ report: null, code: 'NOT_FOUND' });
    expect((await page(asSelected, { first: 100 })).edges.map((e) => e.node.reportId)).toEqual(before);
    expect((await page(asAdmin, { first: 100 })).totalCount).toBe(adminBefore);
  });

  it('lists to a SELECTED member only the files they asked for', async () => {
    const own = await page(asSelected, { first: 100 });
    expect(own.edges.length).toBeGreaterThan(0);
    for (const edge of own.edges) {
      expect((await readFile(asSelected, edge.node.reportId)).reportFile?.createdBy).toBe(selected.userId);
    }
    const admins = (await page(asAdmin, { first: 100 })).edges.find(
      (e) => !own.edges.some((o) => o.node.reportId === e.node.reportId),
    );
    expect(admins).toBeDefined();
    expect((await readFile(asSelected, admins?.node.reportId ?? '')).reportFile).toBeNull();
  });

  it('shows another organisation no file: none listed, none read, none downloaded', async () => {
    const ours = (await page(asAdmin, { first: 1 })).edges[0]?.node.reportId ?? '';
    expect((await page(asOther, { first: 100 })).edges).toEqual([]);
    expect((await readFile(asOther, ours)).reportFile).toBeNull();
    const res = await download(downloadUrlOf(ours), { Authorization: `Bearer ${other.token}` });
    expect(res.status).toBe(404);
  });

  it('refuses a member without REPORTS EXPORT in the gateway, before any REST call to the reports', async () => {
    for (const [query, input] of [
      [START_LISTS, {}],
      [START_SUMMARY, {}],
    ] as const) {
      const response = await asViewOnly(query, { input, format: 'XLSX' });
      expect(errorCodes(response)).toEqual(['FORBIDDEN']);
      expect(reportCalls(response)).toEqual([]);
    }
    // Reading stays open to REPORTS VIEW.
    expect((await page(asViewOnly, { first: 1 })).edges).toHaveLength(1);
  });

  it('answers 404 without a call for a download path that cannot name a report', async () => {
    const res = await download('/api/reports/files/not%20an%20id/download', { Authorization: `Bearer ${admin.token}` });
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Report not found' });
  });
});

describe('report schedules', () => {
  it('creates, lists and deletes schedules', async () => {
    const created = dataOf(
      await asAdmin<{ scheduleBeneficiaryListReport: ScheduleResult }>(SCHEDULE_LISTS, {
        input: { listIds: [world.lists.l1] },
        format: 'CSV',
        table: 'SEX_AGE',
        frequency: 'WEEKLY',
      }),
    ).scheduleBeneficiaryListReport;
    expect(created).toMatchObject({
      code: null,
      schedule: { kind: 'BENEFICIARY_LISTS', format: 'CSV', language: 'en', frequency: 'WEEKLY' },
    });
    const summary = dataOf(
      await asAdmin<{ scheduleDistributionSummaryReport: ScheduleResult }>(SCHEDULE_SUMMARY, {
        input: {},
        format: 'PDF',
        frequency: 'MONTHLY',
      }),
    ).scheduleDistributionSummaryReport;
    expect(summary.schedule).toMatchObject({ kind: 'DISTRIBUTION_SUMMARY', frequency: 'MONTHLY' });
    const ids = async (ask: Ask) =>
      dataOf(await ask<{ reportSchedules: Schedule[] }>(SCHEDULES)).reportSchedules.map((s) => s.scheduleId);
    const weekly = created.schedule?.scheduleId ?? '';
    expect(await ids(asAdmin)).toEqual(expect.arrayContaining([weekly, summary.schedule?.scheduleId]));
    expect(await ids(asOther)).toEqual([]);

    const deleted = dataOf(
      await asAdmin<{ deleteReportSchedule: ScheduleResult }>(DELETE_SCHEDULE, { id: weekly }),
    ).deleteReportSchedule;
    expect(deleted).toMatchObject({ code: null, schedule: { scheduleId: weekly } });
    expect(await ids(asAdmin)).not.toContain(weekly);
    const again = dataOf(
      await asAdmin<{ deleteReportSchedule: ScheduleResult }>(DELETE_SCHEDULE, { id: weekly }),
    ).deleteReportSchedule;
    expect(again).toMatchObject({ schedule: null, code: 'NOT_FOUND' });
  });

  it('refuses a schedule’s table of the other report by name', async () => {
    const response = await asAdmin<{ scheduleBeneficiaryListReport: ScheduleResult }>(SCHEDULE_LISTS, {
      input: {},
      format: 'CSV',
      table: 'BUDGETS',
      frequency: 'MONTHLY',
    });
    expect(dataOf(response).scheduleBeneficiaryListReport).toMatchObject({
      schedule: null,
      code: 'VALIDATION_FAILED',
      fieldErrors: [{ field: 'table' }],
    });
    expect(reportCalls(response)).toEqual([]);
  });

  it('answers CONFLICT as a typed result once the organisation keeps REPORT_SCHEDULES_MAX schedules', async () => {
    const kept = dataOf(await asAdmin<{ reportSchedules: Schedule[] }>(SCHEDULES)).reportSchedules.length;
    const create = async () =>
      dataOf(
        await asAdmin<{ scheduleDistributionSummaryReport: ScheduleResult }>(SCHEDULE_SUMMARY, {
          input: {},
          format: 'XLSX',
          frequency: 'WEEKLY',
        }),
      ).scheduleDistributionSummaryReport;
    for (let i = kept; i < REPORT_SCHEDULES_MAX; i++) expect((await create()).code).toBeNull();
    const refused = (await create()) as ScheduleResult & { words: { key: string; params: Param[] } | null };
    expect(refused).toMatchObject({ schedule: null, code: 'CONFLICT' });
    // Worded by key, so a French member reads it in French.
    const max = String(REPORT_SCHEDULES_MAX);
    expect(refused.words).toEqual({ key: 'reports.schedulesFull', params: [{ name: 'max', value: max }] });
    expect(refusalIn('fr', refused.words?.key ?? '', refused.words?.params)).toBe(
      `L'organisation a déjà ${max} planifications de rapport, le maximum autorisé ; supprimez-en une d'abord`,
    );
  });
});
