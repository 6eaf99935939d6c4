// HTTP-level, against the real API on PGlite and real tokens: a form's submissions through GraphQL. Staff mode
// submits a person the master list already has (PENDING, with that person as candidate, answers as typed text);
// accepting puts a new E-F person in the target list; a reject needs its reason; a decided submission is refused in
// words; another organisation sees and decides nothing.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Ask, asMember, dataOf } from '../testing/distributions.js';
import { errorCodes } from '../testing/graphql.js';
import { startTestStack, type TestStack } from '../testing/stack.js';

let stack: TestStack;
let asAdmin: Ask;
let asOther: Ask;
let listId: string;
let masterAmina: string;
let formId: string;

const label = (text: string) => [{ language: 'en', text }];
const element = (name: string, type: string, extra: Record<string, unknown> = {}) => ({
  elementId: `el-${name}`,
  name,
  type,
  label: label(name),
  ...extra,
});

beforeAll(async () => {
  stack = await startTestStack();
  const { accountId } = await stack.fixtures.account('Submissions org');
  const admin = await stack.member('admin@submissions-a.example.org', accountId);
  asAdmin = asMember(
    () => stack,
    () => admin,
    () => accountId,
  );
  const other = await stack.fixtures.account('Other submissions org');
  const outsider = await stack.member('admin@submissions-b.example.org', other.accountId);
  asOther = asMember(
    () => stack,
    () => outsider,
    () => other.accountId,
  );
  const list = dataOf(
    await asAdmin<{ createBeneficiaryList: { beneficiaryList: { beneficiaryListId: string } } }>(
      `mutation { createBeneficiaryList(input: {
         listName: "Registrations", status: OPEN, propertyList: [{ key: "village", label: "Village", type: TEXT }]
       }) { beneficiaryList { beneficiaryListId } } }`,
    ),
  );
  listId = list.createBeneficiaryList.beneficiaryList.beneficiaryListId;
  const person = dataOf(
    await asAdmin<{ createBeneficiary: { beneficiary: { beneficiaryId: string } } }>(
      'mutation { createBeneficiary(input: { firstName: "Amina", lastName: "Ali", dob: "1990-01-01" }) { beneficiary { beneficiaryId } } }',
    ),
  );
  masterAmina = person.createBeneficiary.beneficiary.beneficiaryId;
  const definition = {
    languages: ['en'],
    defaultLanguage: 'en',
    pages: [
      {
        pageId: 'page-1',
        name: 'household',
        elements: [
          element('first_name', 'TEXT', { required: true, beneficiaryField: 'FIRST_NAME' }),
          element('last_name', 'TEXT', { required: true, beneficiaryField: 'LAST_NAME' }),
          element('birth', 'DATE', { beneficiaryField: 'DOB' }),
          element('village', 'TEXT', { property: 'village' }),
          element('members', 'INTEGER'),
          element('has_shelter', 'YES_NO'),
        ],
      },
    ],
  };
  const created = dataOf(
    await asAdmin<{ createSmartForm: { smartForm: { smartFormId: string } } }>(
      'mutation($input: CreateSmartFormInput!) { createSmartForm(input: $input) { smartForm { smartFormId } } }',
      { input: { formName: 'Registration', targetListId: listId, definition } },
    ),
  );
  formId = created.createSmartForm.smartForm.smartFormId;
  await asAdmin('mutation($id: ID!) { publishSmartForm(id: $id) { code } }', { id: formId });
}, 180_000);

afterAll(async () => {
  await stack?.close();
});

type Receipt = { submissionId: string | null; status: string | null; code: string | null; message: string | null };
type Submission = {
  submissionId: string;
  status: string;
  source: string;
  version: number;
  reason: string | null;
  beneficiaryId: string | null;
  answers: { name: string; value: string | null }[];
  candidates: { beneficiaryId: string; firstName: string; lastName: string; level: string; reasons: string[] }[];
};
type Decision = { submission: Submission | null; code: string | null; message: string | null };

const SUBMISSION = `submissionId status source version reason beneficiaryId answers { name value }
  candidates { beneficiaryId firstName lastName score level reasons }`;
const SUBMIT = `mutation($id: ID!, $input: SubmitSmartFormInput!) {
  submitSmartForm(id: $id, input: $input) { submissionId status code message fieldErrors { field code } } }`;
const LIST = `query($id: ID!, $status: SubmissionStatus) { smartForm(id: $id) {
  submissions(first: 50, status: $status) { totalCount edges { node { ${SUBMISSION} } } } } }`;
const decide = (mutation: string, extra = '') => `mutation($id: ID!, $sid: ID!${extra ? `, ${extra}` : ''}) {
  ${mutation}(id: $id, submissionId: $sid${extra ? `, ${extra.replace(/\$(\w+): \w+!/, '$1: $$$1')}` : ''}) {
    submission { ${SUBMISSION} } code message } }`;

let seq = 0;
const key = () => `gateway-key-${String(++seq).padStart(4, '0')}-abcdef`;

async function submit(answers: Record<string, string | null>, ask: Ask = asAdmin): Promise<Receipt> {
  const input = {
    idempotencyKey: key(),
    version: 1,
    answers: Object.entries(answers).map(([name, value]) => ({ name, value })),
  };
  return dataOf(await ask<{ submitSmartForm: Receipt }>(SUBMIT, { id: formId, input })).submitSmartForm;
}

async function submissions(status?: string): Promise<Submission[]> {
  const data = dataOf(
    await asAdmin<{ smartForm: { submissions: { edges: { node: Submission }[] } } }>(LIST, { id: formId, status }),
  );
  return data.smartForm.submissions.edges.map((edge) => edge.node);
}

const amina = { first_name: 'Amina', last_name: 'Ali', birth: '1990-01-01', village: 'North', members: '4' };

describe('smart form submissions through GraphQL', () => {
  it('submits as staff: PENDING with its candidate, typed answers as text; accept puts an E-F person in the list', async () => {
    const sent = await submit({ ...amina, has_shelter: 'false' });
    expect(sent, sent.message ?? '').toMatchObject({ status: 'PENDING', code: null });
    expect(sent.submissionId).toMatch(/^sfs--/);

    const [pending] = await submissions('PENDING');
    expect(pending).toMatchObject({ submissionId: sent.submissionId, source: 'STAFF', version: 1 });
    expect(pending?.answers).toEqual(
      expect.arrayContaining([
        { name: 'first_name', value: 'Amina' },
        { name: 'members', value: '4' },
        { name: 'has_shelter', value: 'false' },
      ]),
    );
    expect(pending?.candidates[0]).toMatchObject({ beneficiaryId: masterAmina, firstName: 'Amina', lastName: 'Ali' });

    const accepted = dataOf(
      await asAdmin<{ acceptSmartFormSubmission: Decision }>(decide('acceptSmartFormSubmission'), {
        id: formId,
        sid: sent.submissionId,
      }),
    ).acceptSmartFormSubmission;
    expect(accepted.code, accepted.message ?? '').toBeNull();
    expect(accepted.submission?.status).toBe('ACCEPTED');
    const personId = accepted.submission?.beneficiaryId;
    expect(personId).toMatch(/^ben--/);

    const members = dataOf(
      await asAdmin<{ beneficiaries: { edges: { node: { beneficiaryId: string; creationMethod: string } }[] } }>(
        'query($l: ID!) { beneficiaries(listId: $l, first: 100) { edges { node { beneficiaryId creationMethod } } } }',
        { l: listId },
      ),
    ).beneficiaries.edges.map((edge) => edge.node);
    expect(members).toContainEqual({ beneficiaryId: personId, creationMethod: 'EXTERNAL_FORM' });

    const again = dataOf(
      await asAdmin<{ acceptSmartFormSubmission: Decision }>(decide('acceptSmartFormSubmission'), {
        id: formId,
        sid: sent.submissionId,
      }),
    ).acceptSmartFormSubmission;
    expect(again).toMatchObject({ submission: null, code: 'CONFLICT' });
    expect(again.message).toBeTruthy();
  });

  it('refuses an answer of the wrong type by its element and two answers for one element', async () => {
    const wrong = await submit({ ...amina, members: 'four' });
    expect(wrong).toMatchObject({ submissionId: null, code: 'VALIDATION_FAILED' });
    const input = {
      idempotencyKey: key(),
      version: 1,
      answers: [
        { name: 'first_name', value: 'A' },
        { name: 'first_name', value: 'B' },
      ],
    };
    const twice = dataOf(
      await asAdmin<{ submitSmartForm: Receipt & { fieldErrors: { field: string; code: string }[] } }>(SUBMIT, {
        id: formId,
        input,
      }),
    ).submitSmartForm;
    expect(twice).toMatchObject({
      submissionId: null,
      code: 'VALIDATION_FAILED',
      fieldErrors: [{ field: 'answers.first_name', code: 'NOT_UNIQUE' }],
    });
  });

  it('merges into a candidate, and rejects only with a reason', async () => {
    const toMerge = await submit(amina);
    const merged = dataOf(
      await asAdmin<{ mergeSmartFormSubmission: Decision }>(decide('mergeSmartFormSubmission', '$beneficiaryId: ID!'), {
        id: formId,
        sid: toMerge.submissionId,
        beneficiaryId: masterAmina,
      }),
    ).mergeSmartFormSubmission;
    expect(merged.code, merged.message ?? '').toBeNull();
    expect(merged.submission).toMatchObject({ status: 'MERGED', beneficiaryId: masterAmina });

    const toReject = await submit({ first_name: 'Test', last_name: 'Entry' });
    const reject = (reason: string) =>
      asAdmin<{ rejectSmartFormSubmission: Decision }>(decide('rejectSmartFormSubmission', '$reason: String!'), {
        id: formId,
        sid: toReject.submissionId,
        reason,
      });
    expect(dataOf(await reject('  ')).rejectSmartFormSubmission).toMatchObject({
      submission: null,
      code: 'VALIDATION_FAILED',
    });
    const rejected = dataOf(await reject('A test entry')).rejectSmartFormSubmission;
    expect(rejected.submission).toMatchObject({ status: 'REJECTED', reason: 'A test entry', beneficiaryId: null });
    expect((await submissions('REJECTED')).map((s) => s.submissionId)).toEqual([toReject.submissionId]);
  });

  it('gives another organisation nothing: no form, no submission, no decision', async () => {
    const sent = await submit({ first_name: 'Hidden', last_name: 'Person' });
    const read = await asOther<{ smartForm: unknown }>(LIST, { id: formId });
    expect(read.body.data?.smartForm ?? null).toBeNull();
    const decided = dataOf(
      await asOther<{ rejectSmartFormSubmission: Decision }>(decide('rejectSmartFormSubmission', '$reason: String!'), {
        id: formId,
        sid: sent.submissionId,
        reason: 'Not ours',
      }),
    ).rejectSmartFormSubmission;
    expect(decided).toMatchObject({ submission: null, code: 'NOT_FOUND' });
    const theirs = await submit({ first_name: 'Intruder', last_name: 'X' }, asOther);
    expect(theirs).toMatchObject({ submissionId: null, code: 'NOT_FOUND' });
    expect(errorCodes(read)).not.toContain('INTERNAL');
    expect((await submissions('PENDING')).map((s) => s.submissionId)).toContain(sent.submissionId);
  });
});
