// HTTP-level, against the real API on PGlite and real tokens: who may fill a form in staff mode (submitSmartForm
// needs SMART_FORMS CREATE: a VIEW-only member is refused, a CREATE member files a submission), and hidden means
// hidden: on a host SMART_FORMS_HOSTS does not name, a member without SMART_FORMS gets NOT_FOUND for the domain's
// queries and mutations, as one with it does, never a FORBIDDEN that would say the fields are there.
import { createAccessTokenVerifier } from '@aid/common/auth';
import type { Action, Permissions } from '@aid/common/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fieldRule } from '../auth/directives.js';
import { buildDeclaredSchema } from '../graphql/schema.js';
import { type RunningGateway, startGateway } from '../index.js';
import { type Ask, asMember, dataOf } from '../testing/distributions.js';
import { errorCodes, graphql } from '../testing/graphql.js';
import { type StackUser, startTestStack, type TestStack } from '../testing/stack.js';

let stack: TestStack;
let accountId: string;
let formId: string;
let viewer: StackUser;
let reviewer: StackUser;
let filler: StackUser;
let noForms: StackUser;

const everything = { accessLevel: 'EVERYTHING' as const, objectIds: [] };
const smartForms = (actions: Action[]): Permissions => ({
  section: [{ name: 'SMART_FORMS', access: Object.fromEntries(actions.map((action) => [action, everything])) }],
});
const asUser = (user: () => StackUser): Ask =>
  asMember(
    () => stack,
    user,
    () => accountId,
  );

const SUBMIT = `mutation($id: ID!, $input: SubmitSmartFormInput!) {
  submitSmartForm(id: $id, input: $input) { submissionId status code message } }`;
let seq = 0;
const input = () => ({
  idempotencyKey: `submit-access-key-${String(++seq).padStart(4, '0')}`,
  version: 1,
  answers: [{ name: 'first_name', value: 'Amina' }],
});

beforeAll(async () => {
  stack = await startTestStack();
  ({ accountId } = await stack.fixtures.account('Submit access org'));
  const admin = await stack.member('admin@submit-access.example.org', accountId);
  viewer = await stack.member('viewer@submit-access.example.org', accountId, 'FORMS VIEWER', smartForms(['VIEW']));
  reviewer = await stack.member(
    'reviewer@submit-access.example.org',
    accountId,
    'FORMS REVIEWER',
    smartForms(['VIEW', 'UPDATE']),
  );
  filler = await stack.member('filler@submit-access.example.org', accountId, 'FORMS FILLER', smartForms(['CREATE']));
  noForms = await stack.member('no-forms@submit-access.example.org', accountId, 'NO FORMS', {
    section: [{ name: 'PROGRAMS', access: { VIEW: everything } }],
  });
  const asAdmin = asUser(() => admin);
  const list = dataOf(
    await asAdmin<{ createBeneficiaryList: { beneficiaryList: { beneficiaryListId: string } } }>(
      'mutation { createBeneficiaryList(input: { listName: "Fillers", status: OPEN }) { beneficiaryList { beneficiaryListId } } }',
    ),
  ).createBeneficiaryList.beneficiaryList.beneficiaryListId;
  const definition = {
    languages: ['en'],
    defaultLanguage: 'en',
    pages: [
      {
        pageId: 'page-1',
        name: 'household',
        elements: [
          {
            elementId: 'el-first',
            name: 'first_name',
            type: 'TEXT',
            label: [{ language: 'en', text: 'First name' }],
            required: true,
          },
        ],
      },
    ],
  };
  const created = dataOf(
    await asAdmin<{ createSmartForm: { smartForm: { smartFormId: string } } }>(
      'mutation($input: CreateSmartFormInput!) { createSmartForm(input: $input) { smartForm { smartFormId } } }',
      { input: { formName: 'Staff filling', targetListId: list, definition } },
    ),
  );
  formId = created.createSmartForm.smartForm.smartFormId;
  await asAdmin('mutation($id: ID!) { publishSmartForm(id: $id) { code } }', { id: formId });
}, 180_000);

afterAll(async () => {
  await stack?.close();
});

describe('submitSmartForm needs SMART_FORMS CREATE', () => {
  it('is declared so in the schema', () => {
    const schema = buildDeclaredSchema();
    const mutation = schema.getMutationType();
    const field = mutation?.getFields().submitSmartForm;
    if (!mutation || !field) throw new Error('no submitSmartForm');
    expect(fieldRule(schema, mutation, field)).toEqual({ kind: 'access', section: 'SMART_FORMS', action: 'CREATE' });
  });

  it('refuses a member who may only view forms, and one who may only review them', async () => {
    for (const member of [viewer, reviewer]) {
      const answer = await asUser(() => member)(SUBMIT, { id: formId, input: input() });
      expect(errorCodes(answer), member.email).toEqual(['FORBIDDEN']);
    }
  });

  it('lets a member with CREATE fill the form', async () => {
    const answer = await asUser(() => filler)<{ submitSmartForm: { submissionId: string | null; status: string } }>(
      SUBMIT,
      { id: formId, input: input() },
    );
    const receipt = dataOf(answer).submitSmartForm;
    expect(receipt.submissionId).toMatch(/^sfs--/);
    expect(receipt.status).toBe('PENDING');
  });
});

describe('on a host SMART_FORMS_HOSTS does not name', () => {
  let hidden: RunningGateway;

  beforeAll(async () => {
    hidden = await startGateway({
      apiUrl: stack.api.url,
      identity: stack.identity.config,
      verifier: createAccessTokenVerifier(stack.identity.config),
      smartFormsHosts: ['forms.example.org'],
    });
  });

  afterAll(async () => {
    await hidden?.close();
  });

  const fields = () => [
    { query: '{ smartForms(first: 1) { totalCount } }' },
    { query: 'query($id: ID!) { smartForm(id: $id) { formName } }', variables: { id: formId } },
    {
      query: 'mutation($input: CreateSmartFormInput!) { createSmartForm(input: $input) { code } }',
      variables: { input: { formName: 'x', targetListId: 'bnl--00000000000000000000000000' } },
    },
    { query: 'mutation($id: ID!) { publishSmartForm(id: $id) { code } }', variables: { id: formId } },
    { query: SUBMIT, variables: { id: formId, input: input() } },
    {
      query: 'mutation($id: ID!, $s: ID!) { acceptSmartFormSubmission(id: $id, submissionId: $s) { code } }',
      variables: { id: formId, s: 'sfs--00000000000000000000000000' },
    },
  ];

  it('answers NOT_FOUND, not FORBIDDEN, to a member without SMART_FORMS or with too little of it', async () => {
    for (const member of [noForms, viewer]) {
      for (const { query, variables } of fields()) {
        const answer = await graphql(hidden.url, query, { token: member.token, accountId, variables });
        expect(errorCodes(answer), `${member.email} ${query}`).toEqual(['NOT_FOUND']);
      }
    }
  });

  it('still says FORBIDDEN on a host that shows smart forms', async () => {
    const answer = await asUser(() => noForms)('{ smartForms(first: 1) { totalCount } }');
    expect(errorCodes(answer)).toEqual(['FORBIDDEN']);
  });
});
