// HTTP-level, against the real API on PGlite and real tokens: a form's life through GraphQL (create, a draft whose
// elements fill a beneficiary field and a list property, publish, close, delete), the refusals (both targets, closing
// a draft), another organisation and a member without SMART_FORMS, and the host rule (SMART_FORMS_HOSTS) in both the
// GraphQL fields and the file routes.
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { createAccessTokenVerifier } from '@aid/common/auth';
import { refusalIn } from '@aid/common/refusals';
import { Kind, parse, type TypeNode } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEMA_DIR } from '../graphql/schema.js';
import { type RunningGateway, startGateway } from '../index.js';
import { type Ask, asMember, dataOf } from '../testing/distributions.js';
import { errorCodes, graphql } from '../testing/graphql.js';
import { type StackUser, startTestStack, type TestStack } from '../testing/stack.js';

let stack: TestStack;
let accountId: string;
let admin: StackUser;
let asAdmin: Ask;
let asNoForms: Ask;
let asOther: Ask;
let listId: string;

const label = (text: string) => [{ language: 'en', text }];

beforeAll(async () => {
  stack = await startTestStack();
  ({ accountId } = await stack.fixtures.account('Forms org'));
  admin = await stack.member('admin@forms-a.example.org', accountId);
  asAdmin = asMember(
    () => stack,
    () => admin,
    () => accountId,
  );
  const noForms = await stack.member('no-forms@forms-a.example.org', accountId, 'NO FORMS', {
    section: [{ name: 'PROGRAMS', access: { VIEW: { accessLevel: 'EVERYTHING', objectIds: [] } } }],
  });
  asNoForms = asMember(
    () => stack,
    () => noForms,
    () => accountId,
  );
  const other = await stack.fixtures.account('Other forms org');
  const outsider = await stack.member('admin@forms-b.example.org', other.accountId);
  asOther = asMember(
    () => stack,
    () => outsider,
    () => other.accountId,
  );
  const created = dataOf(
    await asAdmin<{ createBeneficiaryList: { beneficiaryList: { beneficiaryListId: string } | null } }>(
      `mutation { createBeneficiaryList(input: {
         listName: "Registrations", status: OPEN, propertyList: [{ key: "shelter", label: "Shelter", type: TEXT }]
       }) { beneficiaryList { beneficiaryListId } message } }`,
    ),
  );
  const list = created.createBeneficiaryList.beneficiaryList;
  if (!list) throw new Error('no target list');
  listId = list.beneficiaryListId;
}, 180_000);

afterAll(async () => {
  await stack?.close();
});

const FORM = /* GraphQL */ `
  fragment Form on SmartForm {
    smartFormId formName description status targetListId autoAccept accessCodeRequired publishedVersion publicPath
    createdBy updatedBy
    draft { languages defaultLanguage pages { pageId name elements { elementId name type required beneficiaryField property label { language text } } } }
    versions { version publishedBy definition { pages { elements { name beneficiaryField property } } } }
  }
`;

type Element = {
  elementId: string;
  name: string;
  type: string;
  beneficiaryField: string | null;
  property: string | null;
};
type Form = {
  smartFormId: string;
  formName: string;
  status: string;
  targetListId: string;
  publishedVersion: number | null;
  publicPath: string | null;
  createdBy: string | null;
  draft: { languages: string[]; pages: { pageId: string; name: string; elements: Element[] }[] };
  versions: { version: number; publishedBy: string | null; definition: { pages: { elements: Element[] }[] } }[];
};
type Result = {
  smartForm: Form | null;
  code: string | null;
  message: string | null;
  words: { key: string; params: { name: string; value: string }[] } | null;
  fieldErrors: { field: string; code: string }[];
};

const RESULT = 'smartForm { ...Form } code message words { key params { name value } } fieldErrors { field code }';
const CREATE = `mutation($input: CreateSmartFormInput!) { createSmartForm(input: $input) { ${RESULT} } } ${FORM}`;
const UPDATE = `mutation($id: ID!, $input: UpdateSmartFormInput!) { updateSmartForm(id: $id, input: $input) { ${RESULT} } } ${FORM}`;
const change = (name: string) => `mutation($id: ID!) { ${name}(id: $id) { ${RESULT} } } ${FORM}`;
const ONE = `query($id: ID!) { smartForm(id: $id) { ...Form } } ${FORM}`;
const LIST = /* GraphQL */ `
  query($status: SmartFormStatus) {
    smartForms(first: 50, status: $status) { totalCount edges { node { smartFormId status } } }
  }
`;

async function create(ask: Ask, input: Record<string, unknown> = {}): Promise<Form> {
  const data = dataOf(
    await ask<{ createSmartForm: Result }>(CREATE, {
      input: { formName: 'Household registration', targetListId: listId, ...input },
    }),
  );
  expect(data.createSmartForm.code, data.createSmartForm.message ?? '').toBeNull();
  if (!data.createSmartForm.smartForm) throw new Error('not created');
  return data.createSmartForm.smartForm;
}

/** A definition of one page: a first name filling FIRST_NAME, a shelter filling the list's property, a plain answer. */
function registration(overrides: Record<string, unknown> = {}) {
  return {
    languages: ['en'],
    defaultLanguage: 'en',
    pages: [
      {
        pageId: 'page-1',
        name: 'household',
        title: label('Household'),
        elements: [
          {
            elementId: 'el-1',
            name: 'first_name',
            type: 'TEXT',
            label: label('First name'),
            required: true,
            beneficiaryField: 'FIRST_NAME',
            ...overrides,
          },
          { elementId: 'el-2', name: 'shelter', type: 'TEXT', label: label('Shelter'), property: 'shelter' },
          { elementId: 'el-3', name: 'comment', type: 'TEXT', label: label('Anything else?') },
        ],
      },
    ],
  };
}

const change_ = async (ask: Ask, mutation: string, id: string) =>
  dataOf(await ask<Record<string, Result>>(change(mutation), { id }))[mutation] as Result;

describe('a form through its life', () => {
  it('creates a draft, maps element targets both ways, publishes, closes and deletes', async () => {
    const form = await create(asAdmin, { description: 'For the north camp' });
    expect(form).toMatchObject({ status: 'DRAFT', targetListId: listId, publishedVersion: null, publicPath: null });
    expect(form.smartFormId).toMatch(/^smf--/);
    expect(form.versions).toEqual([]);
    expect(form.draft.languages).toEqual(['en']);
    expect(form.createdBy).toBe(admin.userId);

    const updated = dataOf(
      await asAdmin<{ updateSmartForm: Result }>(UPDATE, {
        id: form.smartFormId,
        input: { definition: registration() },
      }),
    ).updateSmartForm;
    expect(updated.code, updated.message ?? '').toBeNull();

    const read = dataOf(await asAdmin<{ smartForm: Form }>(ONE, { id: form.smartFormId })).smartForm;
    const elements = read.draft.pages[0]?.elements ?? [];
    expect(elements.map((e) => [e.name, e.beneficiaryField, e.property])).toEqual([
      ['first_name', 'FIRST_NAME', null],
      ['shelter', null, 'shelter'],
      ['comment', null, null],
    ]);

    const published = await change_(asAdmin, 'publishSmartForm', form.smartFormId);
    expect(published.code, published.message ?? '').toBeNull();
    expect(published.smartForm).toMatchObject({ status: 'PUBLISHED', publishedVersion: 1 });
    expect(published.smartForm?.publicPath).toMatch(/^\/f\/[A-Za-z0-9_-]+$/);
    expect(published.smartForm?.versions.map((v) => [v.version, v.publishedBy])).toEqual([[1, admin.userId]]);
    expect(published.smartForm?.versions[0]?.definition.pages[0]?.elements[0]?.beneficiaryField).toBe('FIRST_NAME');

    const listed = async (status: string) =>
      dataOf(
        await asAdmin<{ smartForms: { edges: { node: { smartFormId: string } }[] } }>(LIST, { status }),
      ).smartForms.edges.map((e) => e.node.smartFormId);
    expect(await listed('PUBLISHED')).toContain(form.smartFormId);
    expect(await listed('DRAFT')).not.toContain(form.smartFormId);

    const closed = await change_(asAdmin, 'closeSmartForm', form.smartFormId);
    expect(closed.smartForm).toMatchObject({ status: 'CLOSED', publishedVersion: 1 });
    const again = await change_(asAdmin, 'closeSmartForm', form.smartFormId);
    expect(again).toMatchObject({ smartForm: null, code: 'CONFLICT' });
    // Worded by key, so a French member reads it in French.
    expect(again.words).toEqual({
      key: 'smartForms.onlyPublishedClosed',
      params: [{ name: 'status', value: 'CLOSED' }],
    });
    expect(refusalIn('fr', again.words?.key ?? '', again.words?.params)).toBe(
      'Seul un formulaire publié peut être clôturé ; celui-ci est CLOSED',
    );

    const deleted = await change_(asAdmin, 'deleteSmartForm', form.smartFormId);
    expect(deleted.smartForm?.smartFormId).toBe(form.smartFormId);
    expect(dataOf(await asAdmin<{ smartForm: Form | null }>(ONE, { id: form.smartFormId })).smartForm).toBeNull();
    const gone = await change_(asAdmin, 'publishSmartForm', form.smartFormId);
    expect(gone).toMatchObject({ smartForm: null, code: 'NOT_FOUND' });
  });

  it('refuses an element that fills both a beneficiary field and a property, naming it, without a REST call', async () => {
    const form = await create(asAdmin);
    const response = await asAdmin<{ updateSmartForm: Result }>(UPDATE, {
      id: form.smartFormId,
      input: { definition: registration({ property: 'shelter' }) },
    });
    const result = dataOf(response).updateSmartForm;
    expect(result).toMatchObject({ smartForm: null, code: 'VALIDATION_FAILED' });
    expect(result.fieldErrors).toEqual([{ field: 'definition.pages.0.elements.0.property', code: 'INVALID_VALUE' }]);
    expect(result.message).toContain('definition.pages.0.elements.0.property');
    expect(response.body.extensions?.restCalls?.calls.filter((c) => c.includes('/smart-forms'))).toEqual([]);
    const read = dataOf(await asAdmin<{ smartForm: Form }>(ONE, { id: form.smartFormId })).smartForm;
    expect(read.draft.pages[0]?.elements ?? []).toEqual([]);
  });

  it("names the API's target problems by the field the caller sent", async () => {
    const form = await create(asAdmin);
    const definition = registration({ type: 'INTEGER' });
    const shelter = definition.pages[0]?.elements[1];
    if (shelter) shelter.property = 'village';
    const result = dataOf(
      await asAdmin<{ updateSmartForm: Result }>(UPDATE, { id: form.smartFormId, input: { definition } }),
    ).updateSmartForm;
    expect(result).toMatchObject({ smartForm: null, code: 'VALIDATION_FAILED' });
    expect(result.fieldErrors.map((e) => e.field).sort()).toEqual([
      'definition.pages.0.elements.0.beneficiaryField',
      'definition.pages.0.elements.1.property',
    ]);
    expect(result.message).not.toContain('target');
  });

  it('refuses input the API schema refuses with the field named, and a draft with no question at publish', async () => {
    const form = await create(asAdmin);
    const blank = dataOf(
      await asAdmin<{ updateSmartForm: Result }>(UPDATE, { id: form.smartFormId, input: { formName: '  ' } }),
    ).updateSmartForm;
    expect(blank).toMatchObject({ smartForm: null, code: 'VALIDATION_FAILED' });
    expect(blank.fieldErrors.map((e) => e.field)).toEqual(['formName']);
    const empty = await change_(asAdmin, 'publishSmartForm', form.smartFormId);
    expect(empty).toMatchObject({ smartForm: null, code: 'VALIDATION_FAILED' });
  });
});

describe('who sees a form', () => {
  it('another organisation gets null and NOT_FOUND', async () => {
    const form = await create(asAdmin);
    expect(dataOf(await asOther<{ smartForm: Form | null }>(ONE, { id: form.smartFormId })).smartForm).toBeNull();
    const list = dataOf(await asOther<{ smartForms: { totalCount: number } }>(LIST, { status: null })).smartForms;
    expect(list.totalCount).toBe(0);
    const updated = dataOf(
      await asOther<{ updateSmartForm: Result }>(UPDATE, { id: form.smartFormId, input: { formName: 'Taken over' } }),
    ).updateSmartForm;
    expect(updated).toMatchObject({ smartForm: null, code: 'NOT_FOUND' });
    expect(await change_(asOther, 'deleteSmartForm', form.smartFormId)).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('a member without SMART_FORMS is refused with FORBIDDEN', async () => {
    expect(errorCodes(await asNoForms(LIST, { status: null }))).toEqual(['FORBIDDEN']);
    const created = await asNoForms(CREATE, { input: { formName: 'Mine', targetListId: listId } });
    expect(errorCodes(created)).toEqual(['FORBIDDEN']);
    // Knowing smart forms are shown on this host needs no section.
    expect(dataOf(await asNoForms<{ smartFormsAvailable: boolean }>('{ smartFormsAvailable }'))).toEqual({
      smartFormsAvailable: true,
    });
  });
});

/** The name of a type, under its non-null and list wrappers. */
function namedType(type: TypeNode): string {
  return type.kind === Kind.NAMED_TYPE ? type.name.value : namedType(type.type);
}

/** The Query and Mutation fields of schema/smart-forms.graphql, as one call each with placeholder arguments. */
function everySmartFormsField(
  formId: string,
): { name: string; document: string; variables: Record<string, unknown> }[] {
  const placeholders: Record<string, unknown> = {
    id: formId,
    input: { formName: 'Hidden', targetListId: listId },
  };
  const sdl = parse(readFileSync(join(SCHEMA_DIR, 'smart-forms.graphql'), 'utf8'));
  return sdl.definitions.flatMap((definition) => {
    if (definition.kind !== Kind.OBJECT_TYPE_EXTENSION) return [];
    const root = definition.name.value === 'Mutation' ? 'mutation' : 'query';
    return (definition.fields ?? []).map((field) => {
      const args = (field.arguments ?? []).filter((arg) => arg.type.kind === Kind.NON_NULL_TYPE);
      const declared = args.map((arg) => `$${arg.name.value}: ${namedType(arg.type)}!`).join(', ');
      const passed = args.map((arg) => `${arg.name.value}: $${arg.name.value}`).join(', ');
      const selection = namedType(field.type) === 'Boolean' ? '' : '{ __typename }';
      return {
        name: field.name.value,
        document: `${root}${declared ? `(${declared})` : ''} { ${field.name.value}${passed ? `(${passed})` : ''} ${selection} }`,
        variables: Object.fromEntries(args.map((arg) => [arg.name.value, placeholders[arg.name.value]])),
      };
    });
  });
}

/** A request to the gateway with the Host header set (fetch will not send another host than the URL's). */
function withHost(
  gateway: RunningGateway,
  host: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const sent = request(
      { host: '127.0.0.1', port: gateway.port, method, path, headers: { ...headers, Host: host }, agent: false },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

describe('hosts SMART_FORMS_HOSTS does not name', () => {
  const auth = () => ({ Authorization: `Bearer ${admin.token}`, 'x-accountid': accountId });
  const ask = (host: string, query: string, variables: Record<string, unknown> = {}) =>
    withHost(
      stack.gateway,
      host,
      'POST',
      '/graphql',
      { ...auth(), 'Content-Type': 'application/json' },
      JSON.stringify({ query, variables }),
    ).then(
      (response) => JSON.parse(response.body) as { data?: unknown; errors?: { extensions?: { code?: string } }[] },
    );

  it('answers smartFormsAvailable false and NOT_FOUND for every other field, by the request’s Host', async () => {
    const form = await create(asAdmin);
    expect((await ask('app.aid.example.org', '{ smartFormsAvailable }')).data).toEqual({ smartFormsAvailable: false });
    expect((await ask('localhost:4100', '{ smartFormsAvailable }')).data).toEqual({ smartFormsAvailable: true });
    expect((await ask('Staging.aid.example.org', '{ smartFormsAvailable }')).data).toEqual({
      smartFormsAvailable: true,
    });
    const fields = everySmartFormsField(form.smartFormId);
    expect(fields.map((f) => f.name).sort()).toEqual([
      'closeSmartForm',
      'createSmartForm',
      'deleteSmartForm',
      'publishSmartForm',
      'smartForm',
      'smartForms',
      'smartFormsAvailable',
      'updateSmartForm',
    ]);
    for (const field of fields.filter((f) => f.name !== 'smartFormsAvailable')) {
      const answer = await ask('app.aid.example.org', field.document, field.variables);
      expect(
        answer.errors?.map((e) => e.extensions?.code),
        `${field.name}: ${JSON.stringify(answer)}`,
      ).toEqual(['NOT_FOUND']);
    }
    // Nothing was changed by the hidden mutations.
    const still = dataOf(await asAdmin<{ smartForm: Form | null }>(ONE, { id: form.smartFormId })).smartForm;
    expect(still).toMatchObject({ status: 'DRAFT', formName: 'Household registration' });
  });

  it('answers 404 on the file routes, which take a workbook out and back in on an allowed host', async () => {
    const form = await create(asAdmin, { definition: registration() });
    const download = `/api/smart-forms/${form.smartFormId}/xlsform.xlsx`;
    const hiddenDownload = await withHost(stack.gateway, 'app.aid.example.org', 'GET', download, auth());
    expect(hiddenDownload.status).toBe(404);
    expect(JSON.parse(hiddenDownload.body)).toEqual({
      code: 'NOT_FOUND',
      message: 'Not found.',
      requestId: expect.any(String),
    });
    // On an allowed host the route is the gateway's: a path that cannot name a form is its 404, in the route's words.
    const notAnId = await withHost(stack.gateway, 'localhost', 'GET', '/api/smart-forms/a.b/xlsform.xlsx', auth());
    expect(notAnId.status).toBe(404);
    expect(JSON.parse(notAnId.body)).toMatchObject({ code: 'NOT_FOUND', message: 'Smart form not found' });

    const workbook = await fetch(`${stack.gateway.url}${download}`, { headers: auth() });
    expect(workbook.status).toBe(200);
    expect(workbook.headers.get('content-type')).toContain('spreadsheetml');
    const uploaded = await fetch(`${stack.gateway.url}/api/files?name=household.xlsx`, {
      method: 'POST',
      headers: { ...auth(), 'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' },
      body: await workbook.arrayBuffer(),
    });
    const { fileId } = (await uploaded.json()) as { fileId: string };
    const importBody = JSON.stringify({ fileId, targetListId: listId, formName: 'Imported household' });
    const json = { ...auth(), 'Content-Type': 'application/json' };
    const count = async () =>
      dataOf(await asAdmin<{ smartForms: { totalCount: number } }>(LIST, { status: null })).smartForms.totalCount;
    const before = await count();

    const hiddenImport = await withHost(
      stack.gateway,
      'app.aid.example.org',
      'POST',
      '/api/smart-forms/xlsform',
      json,
      importBody,
    );
    expect(hiddenImport.status).toBe(404);
    expect(await count()).toBe(before);

    const imported = await withHost(
      stack.gateway,
      'localhost:4100',
      'POST',
      '/api/smart-forms/xlsform',
      json,
      importBody,
    );
    expect(imported.status, imported.body).toBe(201);
    const made = JSON.parse(imported.body) as { smartForm: { smartFormId: string } };
    const read = dataOf(await asAdmin<{ smartForm: Form }>(ONE, { id: made.smartForm.smartFormId })).smartForm;
    expect(read).toMatchObject({ formName: 'Imported household', status: 'DRAFT' });
    expect(read.draft.pages.flatMap((p) => p.elements.map((e) => e.name))).toEqual([
      'first_name',
      'shelter',
      'comment',
    ]);
    expect(await count()).toBe(before + 1);
  });

  describe('a gateway configured for other hosts', () => {
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

    it('hides smart forms on localhost, which the default shows', async () => {
      const call = { token: admin.token, accountId };
      const available = await graphql(hidden.url, '{ smartFormsAvailable }', call);
      expect(available.body.data).toEqual({ smartFormsAvailable: false });
      expect(errorCodes(await graphql(hidden.url, LIST, call))).toEqual(['NOT_FOUND']);
      const file = await fetch(`${hidden.url}/api/smart-forms/smf--0000000000000000000000/xlsform.xlsx`, {
        headers: { Authorization: `Bearer ${admin.token}`, 'x-accountid': accountId },
      });
      expect(file.status).toBe(404);
    });
  });
});
