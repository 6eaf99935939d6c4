// Scenario b: a beneficiary import (a CSV of a few hundred rows) checked then committed, both jobs run to COMPLETED
// on the worker (API_ROLE=worker), and neither HTTP API ran any job: the worker's job counter (aid_job_runs_total)
// grew by one per job and its log has each job's attempt and completion; the APIs counted and logged none.
import assert from 'node:assert/strict';
import { randomInt } from 'node:crypto';
import { accepted, graphql, headersOf, type Member, until } from './client.js';
import { logLines, type Suite } from './harness.js';
import { scrape, total } from './prometheus.js';

const HEADER = 'firstName,lastName,gender,dob,phoneNumber,numberOfFamilyMembers,nationality';
const FIRST = ['Amina', 'Grace', 'Peter', 'Fatou', 'Omar', 'Leila', 'Samuel', 'Nadia', 'Yusuf', 'Zawadi'];

const letters = (n: number) => Array.from({ length: n }, () => String.fromCharCode(97 + randomInt(26))).join('');

/** `rows` people no one else has: random family names, each a birthday of their own. */
export function importCsv(rows: number): string {
  const lines = [HEADER];
  for (let i = 0; i < rows; i += 1) {
    const dob = new Date(Date.UTC(1950, 0, 1) + i * 86_400_000 * 3).toISOString().slice(0, 10);
    const family = `Q${letters(8)}`;
    lines.push(`${FIRST[i % FIRST.length]},${family},${i % 2 ? 'F' : 'M'},${dob},,${i % 5},KE`);
  }
  return `${lines.join('\n')}\n`;
}

type JobState = { jobId: string; status: string };
export type ImportState = {
  importId: string;
  status: string;
  totalRows: number;
  validRows: number;
  importedRows: number;
  errorMessage: string | null;
  checkJob: JobState | null;
  importJob: JobState | null;
};
const IMPORT_FIELDS =
  'importId status totalRows validRows importedRows errorMessage checkJob { jobId status } importJob { jobId status }';

/** Uploads the CSV (through `base`) and starts its dry run; answers the import as started. */
export async function startImport(base: string, member: Member, csv: string): Promise<ImportState> {
  const upload = await fetch(`${base}/api/files`, {
    method: 'POST',
    headers: { ...headersOf(member), 'Content-Type': 'text/csv', 'x-file-name': 'cluster-import.csv' },
    body: csv,
  });
  assert.equal(upload.status, 201, await upload.clone().text());
  const { fileId } = (await upload.json()) as { fileId: string };
  const { organization } = await graphql<{ organization: { masterBeneficiaryListId: string } }>(
    base,
    member,
    '{ organization { masterBeneficiaryListId } }',
  );
  const { inspectBeneficiaryImport: inspected } = await graphql<{
    inspectBeneficiaryImport: {
      code: string | null;
      message: string | null;
      inspection: { mapping: { header: string; column: string | null }[] } | null;
    };
  }>(
    base,
    member,
    `mutation ($fileId: ID!) { inspectBeneficiaryImport(fileId: $fileId) {
      code message inspection { mapping { header column } } } }`,
    { fileId },
  );
  const mapping = accepted('inspectBeneficiaryImport', inspected).inspection?.mapping ?? [];
  assert.deepEqual(
    mapping.map((m) => m.column),
    HEADER.split(','),
    'the template header maps itself',
  );
  const { startBeneficiaryImport: started } = await graphql<{
    startBeneficiaryImport: { code: string | null; message: string | null; import: ImportState };
  }>(
    base,
    member,
    `mutation ($input: StartBeneficiaryImportInput!) { startBeneficiaryImport(input: $input) {
      code message import { ${IMPORT_FIELDS} } } }`,
    { input: { fileId, beneficiaryListId: organization.masterBeneficiaryListId, mapping } },
  );
  return accepted('startBeneficiaryImport', started).import;
}

export function readImport(base: string, member: Member, importId: string): Promise<ImportState> {
  return graphql<{ beneficiaryImport: ImportState }>(
    base,
    member,
    `query ($id: ID!) { beneficiaryImport(id: $id) { ${IMPORT_FIELDS} } }`,
    { id: importId },
  ).then((data) => data.beneficiaryImport);
}

const ENDED = ['CHECKED', 'CHECK_FAILED', 'IMPORTED', 'IMPORT_FAILED', 'CANCELLED'];

export async function importRunsOnTheWorker(suite: Suite): Promise<void> {
  const base = suite.urls.public;
  const rows = 300;
  const { ports } = suite.cluster;
  const completed = async (port: number, kind: string) =>
    total(await scrape(port), 'aid_job_runs_total', { kind, outcome: 'COMPLETED' });
  const before = {
    check: await completed(ports.worker, 'BENEFICIARY_IMPORT_CHECK'),
    commit: await completed(ports.worker, 'BENEFICIARY_IMPORT_COMMIT'),
  };
  const started = await startImport(base, suite.admin, importCsv(rows));
  const checked = await until(
    'the dry run',
    () => readImport(base, suite.admin, started.importId),
    (i) => ENDED.includes(i.status),
  );
  assert.equal(checked.status, 'CHECKED', checked.errorMessage ?? '');
  assert.equal(checked.totalRows, rows);
  assert.equal(checked.validRows, rows);
  const { commitBeneficiaryImport: committed } = await graphql<{
    commitBeneficiaryImport: { code: string | null; message: string | null };
  }>(base, suite.admin, 'mutation ($id: ID!) { commitBeneficiaryImport(id: $id) { code message } }', {
    id: started.importId,
  });
  accepted('commitBeneficiaryImport', committed);
  const imported = await until(
    'the commit',
    () => readImport(base, suite.admin, started.importId),
    (i) => ENDED.includes(i.status) && i.status !== 'CHECKED',
  );
  assert.equal(imported.status, 'IMPORTED', imported.errorMessage ?? '');
  assert.equal(imported.importedRows, rows);
  assert.equal(imported.checkJob?.status, 'COMPLETED');
  assert.equal(imported.importJob?.status, 'COMPLETED');

  // Who ran them: the worker counted one more of each kind and logged each job's attempt and completion; no HTTP
  // API counted or started any job.
  assert.equal(await completed(ports.worker, 'BENEFICIARY_IMPORT_CHECK'), before.check + 1);
  assert.equal(await completed(ports.worker, 'BENEFICIARY_IMPORT_COMMIT'), before.commit + 1);
  for (const port of ports.apis) assert.equal(total(await scrape(port), 'aid_job_runs_total'), 0, `API ${port}`);
  for (const job of [imported.checkJob, imported.importJob]) {
    const lines = logLines(suite, 'worker', `"jobId":"${job?.jobId}"`);
    assert.ok(
      lines.some((l) => l.includes('job attempt started')),
      `the worker started ${job?.jobId}`,
    );
    assert.ok(
      lines.some((l) => l.includes('job completed')),
      `the worker completed ${job?.jobId}`,
    );
  }
  for (const api of ['api-1', 'api-2'] as const) {
    assert.deepEqual(logLines(suite, api, 'job attempt started'), [], `${api} (API_ROLE=http) ran no job`);
  }
}
