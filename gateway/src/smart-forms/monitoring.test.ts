// HTTP-level, against the real API and real tokens: startDistributionMonitoring's result mapped from the API's answer
// (sample, strata, form, links), its refusals as typed results, a family answering through its personal link on the
// gateway's public route, and DistributionSummaryRow.monitoring showing the answers; another organisation sees none.
// sendMonitoringLinks sends the links through the notifications' job; distributionMonitoring lists them with counts.
import { FAST_JOBS } from '@aid/api/testing';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type Ask, asMember, dataOf, jobEnd } from '../testing/distributions.js';
import { approvedDistribution, familiesList } from '../testing/notifications.js';
import { startTestStack, type TestStack } from '../testing/stack.js';

let stack: TestStack;
let asAdmin: Ask;
let asB: Ask;
let asApprover: Ask;
let programId: string;
let distributionId: string;

const START = /* GraphQL */ `
  mutation($id: ID!, $input: StartDistributionMonitoringInput!) {
    startDistributionMonitoring(id: $id, input: $input) {
      sampled strata { status count } smartFormId links { beneficiaryId link }
      code message fieldErrors { field code }
    }
  }
`;
type Started = {
  startDistributionMonitoring: {
    sampled: number | null;
    strata: { status: string; count: number }[] | null;
    smartFormId: string | null;
    links: { beneficiaryId: string; link: string }[] | null;
    code: string | null;
    message: string | null;
    fieldErrors: { field: string; code: string }[];
  };
};

beforeAll(async () => {
  stack = await startTestStack({ jobs: FAST_JOBS });
  const { accountId: a } = await stack.fixtures.account('Org A');
  const { accountId: b } = await stack.fixtures.account('Org B');
  const admin = await stack.member('admin@monitoring-a.example.org', a);
  const approver = await stack.member('approver@monitoring-a.example.org', a);
  const other = await stack.member('admin@monitoring-b.example.org', b);
  asAdmin = asMember(
    () => stack,
    () => admin,
    () => a,
  );
  asApprover = asMember(
    () => stack,
    () => approver,
    () => a,
  );
  asB = asMember(
    () => stack,
    () => other,
    () => b,
  );
  ({ programId } = await stack.fixtures.program(a, { currency: 'EUR', budget: 1_000_000 }));
  const { listId } = await familiesList(asAdmin, [
    { firstName: 'Amal' },
    { firstName: 'Badr' },
    { firstName: 'Chadi' },
  ]);
  distributionId = await approvedDistribution(asAdmin, asApprover, {
    programId,
    beneficiaryListId: listId,
    distributionPdms: [
      { question: 'Was the amount right?', answerType: 'YES_NO' },
      { question: 'How was the service?', answerType: 'RATING' },
    ],
  });
}, 180_000);

afterAll(async () => {
  await stack?.close();
});

it('starts monitoring, takes an answer through a personal link and shows it in the summary report', async () => {
  const started = dataOf(await asAdmin<Started>(START, { id: distributionId, input: { sampleSize: 2 } }));
  const result = started.startDistributionMonitoring;
  expect(result).toMatchObject({
    sampled: 2,
    strata: [{ status: 'NOT_INITIATED', count: 2 }],
    code: null,
    message: null,
    fieldErrors: [],
  });
  expect(result.smartFormId).toMatch(/^smf--/);
  expect(result.links).toHaveLength(2);
  const link = new URL(result.links?.[0]?.link ?? '');
  const token = link.pathname.split('/').pop();
  const sent = await fetch(`${stack.gateway.url}/api/public/forms/${token}/submissions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      version: 1,
      idempotencyKey: 'monitoring-gateway-1',
      answers: { q1: true, q2: 4 },
      invitation: link.searchParams.get('m'),
    }),
  });
  expect(sent.status).toBe(201);

  const report = dataOf(
    await asAdmin<{
      distributionSummaryReport: {
        distributions: { monitoring: Record<string, unknown>[] }[];
      };
    }>(
      `query($input: DistributionSummaryInput!) { distributionSummaryReport(input: $input) {
         distributions { monitoring { question answerType answered yes no average } } } }`,
      { input: { distributionIds: [distributionId] } },
    ),
  );
  expect(report.distributionSummaryReport.distributions[0]?.monitoring).toEqual([
    { question: 'Was the amount right?', answerType: 'YES_NO', answered: 1, yes: 1, no: 0, average: null },
    { question: 'How was the service?', answerType: 'RATING', answered: 1, yes: null, no: null, average: 4 },
  ]);
});

it('answers refusals as typed results: a sample out of range here, another organisation NOT_FOUND', async () => {
  const zero = dataOf(await asAdmin<Started>(START, { id: distributionId, input: { sampleSize: 0 } }));
  expect(zero.startDistributionMonitoring).toMatchObject({
    sampled: null,
    strata: null,
    smartFormId: null,
    links: null,
    code: 'VALIDATION_FAILED',
    fieldErrors: [{ field: 'sampleSize' }],
  });
  const hidden = dataOf(await asB<Started>(START, { id: distributionId, input: { sampleSize: 1 } }));
  expect(hidden.startDistributionMonitoring).toMatchObject({ sampled: null, smartFormId: null, code: 'NOT_FOUND' });
});

const SEND = /* GraphQL */ `
  mutation($id: ID!, $input: SendMonitoringLinksInput) {
    sendMonitoringLinks(id: $id, input: $input) { job { jobId kind } code message reason fieldErrors { field code } }
  }
`;
type Sent = {
  sendMonitoringLinks: {
    job: { jobId: string; kind: string } | null;
    code: string | null;
    reason: string | null;
    fieldErrors: { field: string; code: string }[];
  };
};
const INVITATIONS = /* GraphQL */ `
  query($id: ID!) {
    distributionMonitoring(distributionId: $id) {
      counts { invited answered queued sent error notSent noPhoneNumber noEmail }
      invitations { beneficiaryId link answeredAt message { channel status error sentAt } }
    }
  }
`;
type Listed = {
  distributionMonitoring: {
    counts: Record<string, number>;
    invitations: { beneficiaryId: string; link: string; message: { channel: string; status: string } | null }[];
  } | null;
};

it('sends the links through the notifications and lists each family with its message and the counts', async () => {
  const { listId } = await familiesList(
    asAdmin,
    [
      { firstName: 'Dana', phoneNumber: '+33612345611' },
      { firstName: 'Emil', phoneNumber: '+33612345612' },
      { firstName: 'Farah' },
    ],
    'Families to ask',
  );
  const id = await approvedDistribution(asAdmin, asApprover, {
    programId,
    beneficiaryListId: listId,
    distributionPdms: [{ question: 'Was the amount right?', answerType: 'YES_NO' }],
  });
  dataOf(await asAdmin<Started>(START, { id, input: { sampleSize: 3 } }));
  const noLink = dataOf(await asAdmin<Sent>(SEND, { id, input: { body: 'Hello {first-name}' } }));
  expect(noLink.sendMonitoringLinks).toMatchObject({ job: null, code: 'VALIDATION_FAILED' });
  expect(noLink.sendMonitoringLinks.fieldErrors.map((e) => e.field)).toEqual(['body']);

  const sent = dataOf(await asAdmin<Sent>(SEND, { id, input: { channel: 'SMS' } }));
  expect(sent.sendMonitoringLinks).toMatchObject({ job: { kind: 'DISTRIBUTION_NOTIFICATIONS' }, code: null });
  expect(await jobEnd(asAdmin, sent.sendMonitoringLinks.job?.jobId ?? '')).toBe('COMPLETED');
  const listed = dataOf(await asAdmin<Listed>(INVITATIONS, { id })).distributionMonitoring;
  expect(listed?.counts).toEqual({
    invited: 3,
    answered: 0,
    queued: 0,
    sent: 2,
    error: 0,
    notSent: 1,
    noPhoneNumber: 1,
    noEmail: 3,
  });
  expect(listed?.invitations.filter((i) => i.message?.status === 'SENT')).toHaveLength(2);

  const again = dataOf(await asAdmin<Sent>(SEND, { id }));
  expect(again.sendMonitoringLinks).toMatchObject({ job: null, code: 'VALIDATION_FAILED', reason: 'NOTHING_TO_SEND' });
  expect(dataOf(await asB<Listed>(INVITATIONS, { id })).distributionMonitoring).toBeNull();
  expect(dataOf(await asB<Sent>(SEND, { id })).sendMonitoringLinks).toMatchObject({ job: null, code: 'NOT_FOUND' });
});
