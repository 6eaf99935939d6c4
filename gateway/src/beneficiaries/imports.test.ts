// Imports through GraphQL against a stand-in API: what the gateway sends the REST API and how it shapes the answers.
// The same flow against the real API is in imports-stack.test.ts.
import { createAccessTokenVerifier } from '@aid/common/auth';
import { startTestIdentity, type TestIdentity } from '@aid/identity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningGateway, startGateway } from '../index.js';
import { graphql } from '../testing/graphql.js';
import { type RecordedRequest, type StubAnswer, type StubApi, startStubApi } from '../testing/stub-api.js';

const IMPORT = {
  importId: 'imp--1',
  fileId: 'fil--1',
  fileName: 'camp.csv',
  beneficiaryListId: 'bls--1',
  status: 'CHECKED',
  format: 'CSV',
  encoding: 'UTF_8',
  sheetName: null,
  mapping: [
    { header: 'First', column: 'firstName' },
    { header: 'Note', column: null },
  ],
  skipDuplicates: true,
  totalRows: 3,
  validRows: 2,
  invalidRows: 1,
  duplicateRows: 1,
  importedRows: 0,
  errorMessage: null,
  checkJobId: 'job--1',
  importJobId: null,
  createdAt: '2026-11-23T10:00:00.000Z',
  createdBy: 'usr--1',
  updatedAt: '2026-11-23T10:00:01.000Z',
};
const JOB = {
  jobId: 'job--1',
  accountId: 'acc--1',
  kind: 'BENEFICIARY_IMPORT_CHECK',
  status: 'COMPLETED',
  progressDone: 3,
  progressTotal: 3,
  attempts: 1,
  maxAttempts: 3,
  result: null,
  errorMessage: null,
  cancelRequested: false,
  createdBy: 'usr--1',
  createdAt: IMPORT.createdAt,
  updatedAt: IMPORT.createdAt,
  startedAt: IMPORT.createdAt,
  finishedAt: IMPORT.updatedAt,
};
const ME = {
  user: { userId: 'usr--1', email: 'imports@example.org', firstName: null, lastName: null, userFullName: null },
  currentAccountId: 'acc--1',
  permissions: {
    BENEFICIARY_LISTS: {
      VIEW: { accessLevel: 'EVERYTHING', objectIds: [] },
      CREATE: { accessLevel: 'EVERYTHING', objectIds: [] },
    },
  },
};

describe('imports through GraphQL, against a stand-in API', () => {
  let identity: TestIdentity;
  let api: StubApi;
  let gateway: RunningGateway;
  let token: string;
  /** Answers by "METHOD /path?query"; GET /me is always answered. */
  let routes: Record<string, StubAnswer>;
  const rest = () => api.requests.filter((r) => !r.url.startsWith('/me')).map((r) => `${r.method} ${r.url}`);
  const bodyOf = (request: RecordedRequest | undefined) => JSON.parse(request?.body || 'null') as unknown;
  const ask = (query: string, variables?: Record<string, unknown>) =>
    graphql<Record<string, unknown>>(gateway.url, query, { token, variables });

  beforeAll(async () => {
    [identity, api] = await Promise.all([startTestIdentity(), startStubApi()]);
    gateway = await startGateway({
      apiUrl: api.url,
      identity: identity.config,
      verifier: createAccessTokenVerifier(identity.config),
    });
    token = (await identity.user('imports@example.org')).tokens.accessToken;
    api.answer = (request) =>
      request.url.startsWith('/me')
        ? { status: 200, body: ME }
        : (routes[`${request.method} ${request.url}`] ?? { status: 404, body: { code: 'NOT_FOUND', message: 'No' } });
  }, 60_000);

  afterAll(async () => {
    await gateway?.close();
    await api?.close();
    await identity?.stop();
  });

  const reset = (answers: Record<string, StubAnswer>) => {
    routes = answers;
    api.requests.length = 0;
  };

  it('inspects a file: null arguments left out, a SHEET_REQUIRED refusal answered in the result', async () => {
    const refusal = {
      code: 'VALIDATION_FAILED',
      message: 'The file has 2 sheets: choose one (Camp A, Camp B)',
      fieldErrors: [
        { field: 'sheetName', code: 'SHEET_REQUIRED', params: { sheets: 'Camp A, Camp B' }, message: 'must name one' },
      ],
    };
    reset({ 'POST /beneficiary-imports/inspect': { status: 422, body: refusal } });
    const res = await ask(
      `mutation { inspectBeneficiaryImport(fileId: "fil--1", sheetName: null) {
        inspection { fileId } code message fieldErrors { field code params { name value } } } }`,
    );
    expect(res.body.data?.inspectBeneficiaryImport).toEqual({
      inspection: null,
      code: 'VALIDATION_FAILED',
      message: refusal.message,
      fieldErrors: [
        { field: 'sheetName', code: 'SHEET_REQUIRED', params: [{ name: 'sheets', value: 'Camp A, Camp B' }] },
      ],
    });
    expect(bodyOf(api.requests.find((r) => r.url === '/beneficiary-imports/inspect'))).toEqual({
      fileId: 'fil--1',
      encoding: 'AUTO',
    });
  });

  it('starts an import with the defaults filled in, and refuses a bad mapping without calling the API', async () => {
    reset({ 'POST /beneficiary-imports': { status: 201, body: { ...IMPORT, status: 'CHECKING' } } });
    const START = `mutation($input: StartBeneficiaryImportInput!) { startBeneficiaryImport(input: $input) {
      import { importId status mapping { header column } } code fieldErrors { field code } } }`;
    const mapping = [
      { header: 'First', column: 'firstName' },
      { header: 'Note', column: null },
    ];
    const ok = await ask(START, { input: { fileId: 'fil--1', beneficiaryListId: 'bls--1', mapping } });
    expect(ok.body.data?.startBeneficiaryImport).toEqual({
      import: { importId: 'imp--1', status: 'CHECKING', mapping },
      code: null,
      fieldErrors: [],
    });
    expect(bodyOf(api.requests.find((r) => r.url === '/beneficiary-imports'))).toEqual({
      fileId: 'fil--1',
      beneficiaryListId: 'bls--1',
      encoding: 'AUTO',
      mapping,
      skipDuplicates: true,
    });
    api.requests.length = 0;
    const twice = [
      { header: 'Name', column: 'firstName' },
      { header: 'Name', column: 'lastName' },
    ];
    const bad = await ask(START, { input: { fileId: 'fil--1', beneficiaryListId: 'bls--1', mapping: twice } });
    expect(bad.body.data?.startBeneficiaryImport).toEqual({
      import: null,
      code: 'VALIDATION_FAILED',
      fieldErrors: [{ field: 'mapping', code: 'INVALID_VALUE' }],
    });
    expect(rest()).toEqual([]);
  });

  it('reads an import with its list, job, starter and report pages, one REST call each', async () => {
    const errorsPage = {
      items: [{ rowNumber: 2, field: 'dob', code: 'INVALID_DATE', message: 'must be a date', value: '31/02/1990' }],
      pageInfo: { hasNextPage: true, endCursor: 'WzIsImRvYiJd' },
      totalCount: 4,
    };
    const duplicatesPage = {
      items: [
        { rowNumber: 1, firstName: 'Amina', lastName: 'Yusuf', dob: '1990-02-03', duplicateOf: 'ben--9' },
        { rowNumber: 3, firstName: 'Amina', lastName: 'Yusuf', dob: null, duplicateOf: null, duplicateOfRow: 1 },
      ].map((d) => ({ duplicateOfRow: null, score: 0.97, level: 'DUPLICATE', reasons: ['PHONE_NUMBER'], ...d })),
      pageInfo: { hasNextPage: false, endCursor: 'WzNd' },
      totalCount: 2,
    };
    reset({
      'GET /beneficiary-imports/imp--1': { status: 200, body: IMPORT },
      'GET /beneficiary-imports/imp--1/errors?first=1&after=WzFd': { status: 200, body: errorsPage },
      'GET /beneficiary-imports/imp--1/duplicates?first=50': { status: 200, body: duplicatesPage },
      'GET /beneficiary-lists?ids=bls--1': { status: 200, body: { items: [{ beneficiaryListId: 'bls--1' }] } },
      'GET /jobs?ids=job--1': { status: 200, body: { items: [JOB] } },
      'GET /beneficiaries?ids=ben--9': { status: 200, body: { items: [{ beneficiaryId: 'ben--9', firstName: 'A.' }] } },
      // The permissions are cached from earlier requests, so the starter is not among a GET /me's answer.
      'GET /users?ids=usr--1': { status: 200, body: { items: [ME.user] } },
    });
    const res = await ask(`{ beneficiaryImport(id: "imp--1") { importId status validRows
      beneficiaryList { beneficiaryListId } checkJob { jobId progress { percent } } importJob { jobId }
      createdBy { userId }
      errors(first: 1, after: "WzFd") { nodes { rowNumber field code message value }
        pageInfo { hasNextPage hasPreviousPage endCursor } totalCount }
      duplicates { totalCount nodes { rowNumber duplicateOf { beneficiaryId firstName } duplicateOfRow level reasons } }
    } }`);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.beneficiaryImport).toEqual({
      importId: 'imp--1',
      status: 'CHECKED',
      validRows: 2,
      beneficiaryList: { beneficiaryListId: 'bls--1' },
      checkJob: { jobId: 'job--1', progress: { percent: 100 } },
      importJob: null,
      createdBy: { userId: 'usr--1' },
      errors: {
        nodes: errorsPage.items,
        pageInfo: { hasNextPage: true, hasPreviousPage: true, endCursor: 'WzIsImRvYiJd' },
        totalCount: 4,
      },
      duplicates: {
        totalCount: 2,
        nodes: [
          {
            rowNumber: 1,
            duplicateOf: { beneficiaryId: 'ben--9', firstName: 'A.' },
            duplicateOfRow: null,
            level: 'DUPLICATE',
            reasons: ['PHONE_NUMBER'],
          },
          { rowNumber: 3, duplicateOf: null, duplicateOfRow: 1, level: 'DUPLICATE', reasons: ['PHONE_NUMBER'] },
        ],
      },
    });
    // One call per kind of thing, whatever the nesting.
    expect(rest().sort()).toEqual(Object.keys(routes).sort());
  });

  it('reads the repaired cells of an import, page by page', async () => {
    const repairsPage = {
      items: [
        {
          rowNumber: 2,
          field: 'phoneNumber',
          kind: 'ZERO_RESTORED',
          message: 'a spreadsheet had saved it as a number without its leading 0: 0 put back',
          original: '712345678',
          stored: '+254712345678',
        },
      ],
      pageInfo: { hasNextPage: true, endCursor: 'WzIsInBob25lTnVtYmVyIl0' },
      totalCount: 3,
    };
    reset({
      'GET /beneficiary-imports/imp--1': { status: 200, body: IMPORT },
      'GET /beneficiary-imports/imp--1/repairs?first=1': { status: 200, body: repairsPage },
    });
    const res = await ask(`{ beneficiaryImport(id: "imp--1") {
      repairs(first: 1) { nodes { rowNumber field kind message original stored } pageInfo { hasNextPage endCursor } totalCount }
    } }`);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.beneficiaryImport).toEqual({
      repairs: { nodes: repairsPage.items, pageInfo: repairsPage.pageInfo, totalCount: 3 },
    });
  });

  it('answers null for an import the API does not show, and a refused commit as a typed CONFLICT', async () => {
    reset({
      'POST /beneficiary-imports/imp--1/commit': {
        status: 409,
        body: { code: 'CONFLICT', message: 'The import is CHECKING: it can be committed once CHECKED' },
      },
    });
    const missing = await ask('{ beneficiaryImport(id: "imp--2") { importId } }');
    expect(missing.body).toEqual({ data: { beneficiaryImport: null } });
    const COMMIT = `mutation($id: ID!, $skip: Boolean) { commitBeneficiaryImport(id: $id, skipDuplicates: $skip) {
      import { importId } code message } }`;
    const refused = await ask(COMMIT, { id: 'imp--1', skip: false });
    expect(refused.body.data?.commitBeneficiaryImport).toEqual({
      import: null,
      code: 'CONFLICT',
      message: 'The import is CHECKING: it can be committed once CHECKED',
    });
    await ask(COMMIT, { id: 'imp--1' });
    const commits = api.requests.filter((r) => r.url.endsWith('/commit')).map(bodyOf);
    expect(commits).toEqual([{ skipDuplicates: false }, {}]);
  });
});
