// Imports through GraphQL against the real API, its jobs and real tokens: permissions, the whole check-report-commit
// flow, and isolation between organisations.
import { FAST_JOBS } from '@aid/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes, graphql } from '../testing/graphql.js';
import { type StackUser, startTestStack, type TestStack } from '../testing/stack.js';

/** The value at `path` in a GraphQL answer (undefined when missing); tests then assert its shape. */
function dig(value: unknown, ...path: string[]): unknown {
  let at = value;
  for (const key of path) at = at && typeof at === 'object' ? (at as Record<string, unknown>)[key] : undefined;
  return at;
}

describe('imports against the real API', () => {
  let stack: TestStack;
  let orgA: string;
  let orgB: string;
  let admin: StackUser;
  let outsider: StackUser;
  let viewer: StackUser;
  const as = (user: StackUser, query: string, variables?: Record<string, unknown>) =>
    graphql<Record<string, unknown>>(stack.gateway.url, query, {
      token: user.token,
      accountId: user === outsider ? orgB : orgA,
      variables,
    });
  const IMPORT_FIELDS = `importId status totalRows validRows invalidRows importedRows errorMessage
    beneficiaryList { listType numberOfMainBeneficiaries } checkJob { kind } importJob { kind status } createdBy { userId }
    errors(first: 10) { totalCount nodes { rowNumber field code } }`;
  type Read = { status: string } & Record<string, unknown>;
  const read = async (user: StackUser, id: string) =>
    (await as(user, `query($id: ID!) { beneficiaryImport(id: $id) { ${IMPORT_FIELDS} } }`, { id })).body.data
      ?.beneficiaryImport as Read | null;
  async function settled(id: string, busy: string): Promise<Read | null> {
    for (let i = 0; i < 200; i++) {
      const now = await read(admin, id);
      if (now?.status !== busy) return now;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`import ${id} still ${busy}`);
  }

  beforeAll(async () => {
    stack = await startTestStack({ jobs: FAST_JOBS });
    ({ accountId: orgA } = await stack.fixtures.account('Import org'));
    ({ accountId: orgB } = await stack.fixtures.account('Other import org'));
    [admin, outsider, viewer] = await Promise.all([
      stack.member('admin@imports.example.org', orgA),
      stack.member('outsider@imports.example.org', orgB),
      stack.member('viewer@imports.example.org', orgA, 'LIST_VIEWER', {
        section: [{ name: 'BENEFICIARY_LISTS', access: { VIEW: { accessLevel: 'EVERYTHING', objectIds: [] } } }],
      }),
    ]);
  }, 120_000);

  afterAll(async () => {
    await stack?.close();
  });

  it('refuses a member who may only view lists: FORBIDDEN, nothing asked of the API', async () => {
    const start = await as(
      viewer,
      `mutation { startBeneficiaryImport(input: { fileId: "fil--x", beneficiaryListId: "grp--x",
        mapping: [{ header: "a", column: firstName }] }) { import { importId } } }`,
    );
    expect(errorCodes(start)).toEqual(['FORBIDDEN']);
    const inspect = await as(viewer, 'mutation { inspectBeneficiaryImport(fileId: "fil--x") { code } }');
    expect(errorCodes(inspect)).toEqual(['FORBIDDEN']);
  });

  it('checks a file, reports its bad rows, commits the good ones; another organisation sees null', async () => {
    const csv =
      'First name,Last name,dob\nAmina,Yusuf,1990-02-03\n,Nofirst,1990-01-01\nOmar,Ali,31/02/1990\nOmar,Farah,\n';
    const uploaded = await fetch(`${stack.gateway.url}/api/files`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${admin.token}`, 'x-accountid': orgA, 'x-file-name': 'camp.csv' },
      body: csv,
    });
    expect(uploaded.status).toBe(201);
    const { fileId } = (await uploaded.json()) as { fileId: string };
    const inspected = await as(
      admin,
      `mutation($f: ID!) { inspectBeneficiaryImport(fileId: $f) { code message
        inspection { format encoding headers sampleRows mapping { header column } } } }`,
      { f: fileId },
    );
    expect(inspected.body.data?.inspectBeneficiaryImport, JSON.stringify(inspected.body)).toMatchObject({
      code: null,
      inspection: {
        format: 'CSV',
        encoding: 'UTF_8',
        headers: ['First name', 'Last name', 'dob'],
        mapping: [
          { header: 'First name', column: 'firstName' },
          { header: 'Last name', column: 'lastName' },
          { header: 'dob', column: 'dob' },
        ],
      },
    });
    const list = await as(
      admin,
      'mutation { createBeneficiaryList(input: { listName: "Camp", status: OPEN }) { beneficiaryList { beneficiaryListId } } }',
    );
    const listId = dig(list.body.data, 'createBeneficiaryList', 'beneficiaryList', 'beneficiaryListId');
    const mapping = dig(inspected.body.data, 'inspectBeneficiaryImport', 'inspection', 'mapping');
    const started = await as(
      admin,
      `mutation($i: StartBeneficiaryImportInput!) { startBeneficiaryImport(input: $i) {
        import { importId status checkJob { kind } } code message } }`,
      { i: { fileId, beneficiaryListId: listId, mapping } },
    );
    const begun = dig(started.body.data, 'startBeneficiaryImport', 'import');
    expect(begun, JSON.stringify(started.body)).toMatchObject({ checkJob: { kind: 'BENEFICIARY_IMPORT_CHECK' } });
    const importId = String(dig(begun, 'importId'));

    expect(await settled(importId, 'CHECKING')).toMatchObject({
      status: 'CHECKED',
      totalRows: 4,
      validRows: 2,
      invalidRows: 2,
      beneficiaryList: { listType: 'CUSTOM', numberOfMainBeneficiaries: 0 },
      createdBy: { userId: admin.userId },
      errors: {
        totalCount: 2,
        nodes: [
          { rowNumber: 2, field: 'firstName', code: 'REQUIRED' },
          { rowNumber: 3, field: 'dob', code: 'INVALID_DATE' },
        ],
      },
    });
    expect(await read(outsider, importId)).toBeNull();

    const committed = await as(admin, 'mutation($id: ID!) { commitBeneficiaryImport(id: $id) { code message } }', {
      id: importId,
    });
    expect(committed.body.data?.commitBeneficiaryImport).toEqual({ code: null, message: null });
    expect(await settled(importId, 'IMPORTING')).toMatchObject({
      status: 'IMPORTED',
      importedRows: 2,
      beneficiaryList: { listType: 'CUSTOM', numberOfMainBeneficiaries: 2 },
      importJob: { kind: 'BENEFICIARY_IMPORT_COMMIT', status: 'COMPLETED' },
    });
    const again = await as(
      admin,
      'mutation($id: ID!) { commitBeneficiaryImport(id: $id) { import { importId } code } }',
      {
        id: importId,
      },
    );
    expect(again.body.data?.commitBeneficiaryImport).toEqual({ import: null, code: 'CONFLICT' });
  });
});
