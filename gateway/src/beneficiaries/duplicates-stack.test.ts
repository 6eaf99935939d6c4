// The duplicates review queue through GraphQL against the real API and its deduplication job: permissions, a run,
// both decisions, `duplicatesTotal`, and isolation between organisations.
import { FAST_JOBS } from '@aid/api/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes, graphql } from '../testing/graphql.js';
import { type StackUser, startTestStack, type TestStack } from '../testing/stack.js';

describe('the duplicates queue against the real API', () => {
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
  type Pair = { pairId: string; reasons: string[]; beneficiaryA: { beneficiaryId: string } | null };
  const QUEUE = `query($f: BeneficiaryDuplicateFilter) { beneficiaryDuplicates(filter: $f) { totalCount
    edges { node { pairId status reasons level beneficiaryA { beneficiaryId } beneficiaryB { beneficiaryId } } } } }`;
  const pending = { conditions: [{ field: 'STATUS', operator: 'EQUAL', value: 'PENDING' }] };
  const queue = async (user: StackUser) => {
    const res = await as(user, QUEUE, { f: pending });
    const connection = res.body.data?.beneficiaryDuplicates as { totalCount: number; edges: { node: Pair }[] };
    return { res, total: connection?.totalCount, pairs: connection?.edges.map((e) => e.node) ?? [] };
  };

  beforeAll(async () => {
    stack = await startTestStack({ jobs: FAST_JOBS });
    ({ accountId: orgA } = await stack.fixtures.account('Dedup org'));
    ({ accountId: orgB } = await stack.fixtures.account('Other dedup org'));
    [admin, outsider, viewer] = await Promise.all([
      stack.member('admin@dedup.example.org', orgA),
      stack.member('outsider@dedup.example.org', orgB),
      stack.member('viewer@dedup.example.org', orgA, 'LIST_VIEWER', {
        section: [{ name: 'BENEFICIARY_LISTS', access: { VIEW: { accessLevel: 'EVERYTHING', objectIds: [] } } }],
      }),
    ]);
  }, 120_000);

  afterAll(async () => {
    await stack?.close();
  });

  it('refuses to start a run to a member who may only view, but shows them the queue', async () => {
    const run = await as(viewer, 'mutation { startDeduplication { jobId } }');
    expect(errorCodes(run)).toEqual(['FORBIDDEN']);
    const { res, total } = await queue(viewer);
    expect(res.body.errors).toBeUndefined();
    expect(total).toBe(0);
  });

  it('finds pairs with a run, merges one, marks one distinct; another organisation sees none', async () => {
    const people = [
      { firstName: 'Amina', lastName: 'Yusuf', externalReferenceNumber: 'REF-1' },
      { firstName: 'Amena', lastName: 'Yousef', externalReferenceNumber: 'REF-1', email: 'amina@example.org' },
      { firstName: 'Omar', lastName: 'Ali', phoneNumber: '+254712345678' },
      { firstName: 'Omar', lastName: 'Aly', phoneNumber: '+254712345678' },
    ];
    for (const input of people) {
      const res = await as(admin, 'mutation($i: CreateBeneficiaryInput!) { createBeneficiary(input: $i) { code } }', {
        i: input,
      });
      expect(res.body.data?.createBeneficiary).toEqual({ code: null });
    }
    const started = await as(admin, 'mutation { startDeduplication { jobId kind } }');
    const job = started.body.data?.startDeduplication as { jobId: string; kind: string };
    expect(job?.kind, JSON.stringify(started.body)).toBe('BENEFICIARY_DEDUPLICATION');
    let status = '';
    for (let i = 0; i < 200 && !['COMPLETED', 'FAILURE', 'CANCELLED'].includes(status); i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const read = await as(admin, 'query($id: ID!) { job(id: $id) { status errorMessage } }', { id: job.jobId });
      status = (read.body.data?.job as { status: string } | null)?.status ?? '';
    }
    expect(status).toBe('COMPLETED');

    const found = await queue(admin);
    expect(found.total, JSON.stringify(found.pairs)).toBe(2);
    const byRef = found.pairs.find((p) => p.reasons.includes('EXTERNAL_REFERENCE_NUMBER'));
    const byPhone = found.pairs.find((p) => p.reasons.includes('PHONE_NUMBER'));
    expect(byRef && byPhone, JSON.stringify(found.pairs)).toBeTruthy();
    const org = async () =>
      (await as(admin, '{ organization { duplicatesTotal } }')).body.data?.organization as
        | { duplicatesTotal: number }
        | undefined;
    expect(await org()).toEqual({ duplicatesTotal: 2 });

    const distinct = await as(
      admin,
      'mutation($id: ID!) { markBeneficiaryDuplicateDistinct(pairId: $id) { pair { status decidedBy { userId } } code } }',
      { id: byPhone?.pairId },
    );
    expect(distinct.body.data?.markBeneficiaryDuplicateDistinct).toEqual({
      pair: { status: 'DISTINCT', decidedBy: { userId: admin.userId } },
      code: null,
    });
    const keep = byRef?.beneficiaryA?.beneficiaryId;
    const merged = await as(
      admin,
      `mutation($id: ID!, $keep: ID!) { mergeBeneficiaryDuplicate(pairId: $id, keepBeneficiaryId: $keep) {
        pair { status keptBeneficiaryId beneficiaryA { beneficiaryId email } beneficiaryB { beneficiaryId } } code } }`,
      { id: byRef?.pairId, keep },
    );
    // The kept one (the pair's A) took the other's e-mail; the other is gone.
    expect(merged.body.data?.mergeBeneficiaryDuplicate).toEqual({
      pair: {
        status: 'MERGED',
        keptBeneficiaryId: keep,
        beneficiaryA: { beneficiaryId: keep, email: 'amina@example.org' },
        beneficiaryB: null,
      },
      code: null,
    });
    const again = await as(admin, 'mutation($id: ID!) { markBeneficiaryDuplicateDistinct(pairId: $id) { code } }', {
      id: byRef?.pairId,
    });
    expect(again.body.data?.markBeneficiaryDuplicateDistinct).toEqual({ code: 'CONFLICT' });
    expect((await queue(admin)).total).toBe(0);
    expect(await org()).toEqual({ duplicatesTotal: 0 });
    expect((await queue(outsider)).total).toBe(0);
  });
});
