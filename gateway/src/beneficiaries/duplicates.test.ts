// The duplicates review queue through GraphQL against a stand-in API: what the gateway sends the REST API and how it
// shapes the answers. The same queue against the real API is in duplicates-stack.test.ts.
import { createAccessTokenVerifier } from '@aid/common/auth';
import { startTestIdentity, type TestIdentity } from '@aid/identity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningGateway, startGateway } from '../index.js';
import { graphql } from '../testing/graphql.js';
import { type StubAnswer, type StubApi, startStubApi } from '../testing/stub-api.js';

const person = (beneficiaryId: string, firstName: string) => ({ beneficiaryId, firstName, listIds: [] });
const PAIR = {
  pairId: 'dup--1',
  beneficiaryA: person('ben--a', 'Amina'),
  beneficiaryB: person('ben--b', 'Aminah'),
  score: 0.93,
  level: 'DUPLICATE',
  reasons: ['NAME_AND_DOB'],
  status: 'PENDING',
  keptBeneficiaryId: null,
  decidedBy: null,
  decidedAt: null,
  createdAt: '2026-11-23T10:00:00.000Z',
};
const MERGED = {
  ...PAIR,
  status: 'MERGED',
  keptBeneficiaryId: 'ben--b',
  decidedBy: 'usr--1',
  decidedAt: '2026-11-23T11:00:00.000Z',
};
const page = (items: unknown[]) => ({
  items,
  cursors: items.map((_item, i) => `c${i}`),
  totalCount: items.length,
  startCursor: 'c0',
  endCursor: `c${items.length - 1}`,
  hasNextPage: false,
  hasPreviousPage: false,
});
const USER = { userId: 'usr--1', email: 'dedup@example.org', firstName: null, lastName: null, userFullName: null };
const everything = { accessLevel: 'EVERYTHING', objectIds: [] };
const ME = {
  user: USER,
  currentAccountId: 'acc--1',
  permissions: { BENEFICIARY_LISTS: { VIEW: everything, UPDATE: everything } },
};

describe('the duplicates queue through GraphQL, against a stand-in API', () => {
  let identity: TestIdentity;
  let api: StubApi;
  let gateway: RunningGateway;
  let token: string;
  let routes: Record<string, StubAnswer>;
  const rest = () => api.requests.filter((r) => !r.url.startsWith('/me')).map((r) => `${r.method} ${r.url}`);
  const ask = (query: string, variables?: Record<string, unknown>) =>
    graphql<Record<string, unknown>>(gateway.url, query, { token, variables });
  const reset = (answers: Record<string, StubAnswer>) => {
    routes = answers;
    api.requests.length = 0;
  };

  beforeAll(async () => {
    [identity, api] = await Promise.all([startTestIdentity(), startStubApi()]);
    gateway = await startGateway({
      apiUrl: api.url,
      identity: identity.config,
      verifier: createAccessTokenVerifier(identity.config),
    });
    token = (await identity.user('dedup@example.org')).tokens.accessToken;
    api.answer = (request) =>
      request.url.startsWith('/me')
        ? { status: 200, body: ME }
        : (routes[`${request.method} ${request.url}`] ??
          routes[`${request.method} ${request.url.split('?')[0]}`] ?? {
            status: 404,
            body: { code: 'NOT_FOUND', message: 'No' },
          });
  }, 60_000);

  afterAll(async () => {
    await gateway?.close();
    await api?.close();
    await identity?.stop();
  });

  const PAIR_FIELDS = `pairId status keptBeneficiaryId decidedBy { userId }
    beneficiaryA { beneficiaryId firstName } beneficiaryB { beneficiaryId firstName }`;

  it('pages the queue with the typed filter and sort; a pending pair’s people come with it', async () => {
    const filter = { conditions: [{ field: 'STATUS', operator: 'EQUAL', value: 'PENDING' }] };
    reset({ 'GET /beneficiary-duplicates': { status: 200, body: page([PAIR]) } });
    const res = await ask(
      `query($f: BeneficiaryDuplicateFilter) { beneficiaryDuplicates(first: 2, filter: $f) { totalCount
        edges { cursor node { ${PAIR_FIELDS} score level reasons createdAt } } } }`,
      { f: filter },
    );
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.beneficiaryDuplicates).toEqual({
      totalCount: 1,
      edges: [
        {
          cursor: 'c0',
          node: {
            pairId: 'dup--1',
            status: 'PENDING',
            keptBeneficiaryId: null,
            decidedBy: null,
            beneficiaryA: { beneficiaryId: 'ben--a', firstName: 'Amina' },
            beneficiaryB: { beneficiaryId: 'ben--b', firstName: 'Aminah' },
            score: 0.93,
            level: 'DUPLICATE',
            reasons: ['NAME_AND_DOB'],
            createdAt: PAIR.createdAt,
          },
        },
      ],
    });
    expect(rest()).toHaveLength(1);
    const sent = new URL(api.requests.find((r) => r.url.startsWith('/beneficiary-duplicates'))?.url ?? '', api.url);
    expect(Object.fromEntries(sent.searchParams)).toEqual({
      first: '2',
      sort: 'SCORE_HIGHEST',
      filter: JSON.stringify({ connector: 'AND', ...filter }),
      count: 'true',
    });
  });

  it('merges: the one merged away is null, the kept one is read again; a bad id is refused before the API', async () => {
    reset({
      'POST /beneficiary-duplicates/dup--1/merge': { status: 200, body: MERGED },
      'GET /beneficiaries?ids=ben--b': { status: 200, body: { items: [person('ben--b', 'Amina (merged)')] } },
      'GET /users?ids=usr--1': { status: 200, body: { items: [USER] } },
    });
    const MERGE = `mutation($id: ID!, $keep: ID!) { mergeBeneficiaryDuplicate(pairId: $id, keepBeneficiaryId: $keep) {
      pair { ${PAIR_FIELDS} } code message fieldErrors { field code } } }`;
    const merged = await ask(MERGE, { id: 'dup--1', keep: 'ben--b' });
    expect(merged.body.data?.mergeBeneficiaryDuplicate).toMatchObject({
      pair: {
        status: 'MERGED',
        keptBeneficiaryId: 'ben--b',
        decidedBy: { userId: 'usr--1' },
        beneficiaryA: null,
        beneficiaryB: { beneficiaryId: 'ben--b', firstName: 'Amina (merged)' },
      },
      code: null,
    });
    const sent = api.requests.find((r) => r.url.endsWith('/merge'));
    expect(JSON.parse(sent?.body ?? '')).toEqual({ keepBeneficiaryId: 'ben--b' });
    expect(rest().filter((call) => call.includes('ben--a'))).toEqual([]);

    api.requests.length = 0;
    const bad = await ask(MERGE, { id: 'dup--1', keep: 'not an id' });
    expect(bad.body.data?.mergeBeneficiaryDuplicate).toMatchObject({
      pair: null,
      code: 'VALIDATION_FAILED',
      fieldErrors: [{ field: 'keepBeneficiaryId', code: 'INVALID_ID' }],
    });
    expect(rest()).toEqual([]);
  });

  it('answers a decided pair as a typed CONFLICT, and starts the deduplication job', async () => {
    const job = {
      jobId: 'job--7',
      kind: 'BENEFICIARY_DEDUPLICATION',
      status: 'REQUESTED',
      progressDone: 0,
      progressTotal: null,
    };
    reset({
      'POST /beneficiary-duplicates/dup--1/distinct': {
        status: 409,
        body: { code: 'CONFLICT', message: 'The pair was already MERGED' },
      },
      'POST /beneficiary-duplicates/run': { status: 201, body: job },
    });
    const distinct = await ask(
      'mutation { markBeneficiaryDuplicateDistinct(pairId: "dup--1") { pair { pairId } code message } }',
    );
    expect(distinct.body.data?.markBeneficiaryDuplicateDistinct).toEqual({
      pair: null,
      code: 'CONFLICT',
      message: 'The pair was already MERGED',
    });
    const started = await ask('mutation { startDeduplication { jobId kind status progress { done total } } }');
    expect(started.body).toEqual({
      data: {
        startDeduplication: {
          jobId: 'job--7',
          kind: 'BENEFICIARY_DEDUPLICATION',
          status: 'REQUESTED',
          progress: { done: 0, total: null },
        },
      },
    });
  });
});
