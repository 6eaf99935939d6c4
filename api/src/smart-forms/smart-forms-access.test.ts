// Who may do what with smart forms: another organisation gets 404 on every route and can never point a form at its
// lists; a member without the action gets 403; the target list must be a custom list the caller may update.
import type { Permissions } from '@aid/common/permissions';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisation, section } from '../testing/beneficiaries.js';
import { availableBackends, startTestApi, type TestApi } from '../testing/harness.js';
import { access, type Caller, callers } from '../testing/programs.js';
import type { SmartFormPage } from '../testing/smart-forms.js';
import { definition, draftForm, element, targetList } from '../testing/smart-forms.js';
import { fileIdentity } from '../testing/suite.js';
import type { SmartFormJson } from './model.js';

// Access rules are SQL filters and route checks alike on both databases; one proves them.
const [backend] = await availableBackends();

const identity = fileIdentity();

/** SMART_FORMS with the given actions (EVERYTHING), plus BENEFICIARY_LISTS as given. */
function forms(actions: string[], lists: Permissions['section'] = []): Permissions {
  return {
    section: [
      { name: 'SMART_FORMS', access: Object.fromEntries(actions.map((a) => [a, access('EVERYTHING')])) },
      ...lists,
    ],
  };
}

describe('smart form access', () => {
  let api: TestApi;
  let orgA: string;
  let masterA: string;
  let adminA: Caller;
  let adminB: Caller;
  let listA: string;
  let listB: string;
  let formA: SmartFormJson;
  const { caller, as } = callers(
    identity,
    () => api,
    (name) => `${name}@smart-forms-access.test`,
  );

  beforeAll(async () => {
    if (!backend) throw new Error('no database backend');
    api = await startTestApi(backend, identity().config);
    ({ accountId: orgA, masterId: masterA } = await organisation(api, 'Org A'));
    const { accountId: orgB } = await organisation(api, 'Org B');
    adminA = await caller('admin-a', orgA);
    adminB = await caller('admin-b', orgB);
    listA = (await targetList(as, adminA, 'A list')).beneficiaryListId;
    listB = (await targetList(as, adminB, 'B list')).beneficiaryListId;
    formA = await draftForm(as, adminA, 'A form', listA, { definition: definition([element('q')]) });
  });
  afterAll(async () => {
    await api?.close();
  });

  it('answers 404 to another organisation on every route, and changes nothing', async () => {
    const id = formA.smartFormId;
    for (const [method, path, body] of [
      ['GET', `/smart-forms/${id}`],
      ['PATCH', `/smart-forms/${id}`, { formName: 'Taken over' }],
      ['POST', `/smart-forms/${id}/publish`],
      ['POST', `/smart-forms/${id}/close`],
      ['DELETE', `/smart-forms/${id}`],
    ] as [string, string, unknown?][]) {
      expect(await as(adminB, method, path, body), `${method} ${path}`).toMatchObject({
        status: 404,
        body: { code: 'NOT_FOUND', message: 'Smart form not found' },
      });
    }
    expect(await as(adminB, 'GET', `/smart-forms?ids=${id}`)).toMatchObject({ status: 200, body: { items: [] } });
    expect(((await as(adminB, 'GET', '/smart-forms')).body as SmartFormPage).items).toEqual([]);
    expect((await as(adminA, 'GET', `/smart-forms/${id}`)).body).toEqual(formA);
  });

  it('refuses B’s token with A’s account id', async () => {
    const res = await api.call('GET', '/smart-forms', { token: adminB.token, accountId: orgA });
    expect(res).toMatchObject({ status: 403, body: { code: 'FORBIDDEN' } });
  });

  it('never lets a form collect into another organisation’s list, the master list or an unknown one', async () => {
    for (const [targetListId, message] of [
      [listB, 'targetListId is not a beneficiary list here'],
      ['bel--nothing-here', 'targetListId is not a beneficiary list here'],
      [masterA, 'targetListId must be a custom list, not the master list'],
    ] as const) {
      expect(await as(adminA, 'POST', '/smart-forms', { formName: 'Stray', targetListId })).toMatchObject({
        status: 422,
        body: { code: 'VALIDATION_FAILED', message, fieldErrors: [{ field: 'targetListId', code: 'INVALID_VALUE' }] },
      });
    }
    expect(await as(adminA, 'PATCH', `/smart-forms/${formA.smartFormId}`, { targetListId: listB })).toMatchObject({
      status: 422,
      body: { fieldErrors: [{ field: 'targetListId' }] },
    });
    expect(((await as(adminA, 'GET', '/smart-forms')).body as SmartFormPage).items).toHaveLength(1);
  });

  it('asks for BENEFICIARY_LISTS UPDATE on the target list', async () => {
    const other = (await targetList(as, adminA, 'Other A list')).beneficiaryListId;
    const seesLists = await caller('lists-viewer', orgA, 'FORMS_LIST_VIEWER', {
      section: [...forms(['VIEW', 'CREATE']).section, ...section('EVERYTHING', ['VIEW']).section],
    });
    expect(await as(seesLists, 'POST', '/smart-forms', { formName: 'X', targetListId: listA })).toMatchObject({
      status: 422,
      body: { message: 'targetListId is a list you may not update (BENEFICIARY_LISTS UPDATE)' },
    });
    const updatesOne = await caller('lists-one', orgA, 'FORMS_ONE_LIST', {
      section: [...forms(['VIEW', 'CREATE']).section, ...section('SELECTED', ['UPDATE'], [listA]).section],
    });
    expect((await as(updatesOne, 'POST', '/smart-forms', { formName: 'Y', targetListId: listA })).status).toBe(201);
    expect(await as(updatesOne, 'POST', '/smart-forms', { formName: 'Z', targetListId: other })).toMatchObject({
      status: 422,
      body: { message: 'targetListId is not a beneficiary list here' },
    });
  });

  it('answers 403 to a member without the action, before reading anything', async () => {
    const viewer = await caller('viewer', orgA, 'FORMS_VIEWER', forms(['VIEW']));
    expect((await as(viewer, 'GET', `/smart-forms/${formA.smartFormId}`)).status).toBe(200);
    for (const [method, path, body] of [
      ['POST', '/smart-forms', { formName: 'No', targetListId: listA }],
      ['PATCH', `/smart-forms/${formA.smartFormId}`, { formName: 'No' }],
      ['POST', `/smart-forms/${formA.smartFormId}/publish`],
      ['POST', `/smart-forms/${formA.smartFormId}/close`],
      ['DELETE', `/smart-forms/${formA.smartFormId}`],
    ] as [string, string, unknown?][]) {
      expect(await as(viewer, method, path, body), `${method} ${path}`).toMatchObject({
        status: 403,
        body: { code: 'FORBIDDEN', message: expect.stringContaining('SMART_FORMS') },
      });
    }
    const none = await caller('no-forms', orgA, 'NO_FORMS', section('EVERYTHING', ['VIEW', 'UPDATE']));
    expect((await as(none, 'GET', '/smart-forms')).status).toBe(403);
    expect((await as(none, 'GET', `/smart-forms/${formA.smartFormId}`)).status).toBe(403);
    // Updating without VIEW still reaches the form: the grant to change it is a grant to know it.
    const editor = await caller('editor', orgA, 'FORMS_EDITOR', forms(['UPDATE']));
    expect((await as(editor, 'PATCH', `/smart-forms/${formA.smartFormId}`, { autoAccept: true })).status).toBe(200);
    expect((await as(adminA, 'GET', `/smart-forms/${formA.smartFormId}`)).body).toMatchObject({
      formName: 'A form',
      autoAccept: true,
    });
  });

  it('lets only SMART_FORMS CREATE fill a form in staff mode: reviewing is not filling', async () => {
    const path = `/smart-forms/${formA.smartFormId}/submissions`;
    const body = { idempotencyKey: 'access-test-key-000000001', version: 1, answers: { q: 'x' } };
    const reviewer = await caller('reviewer', orgA, 'FORMS_REVIEWER', forms(['VIEW', 'UPDATE']));
    expect(await as(reviewer, 'POST', path, body)).toMatchObject({
      status: 403,
      body: { code: 'FORBIDDEN', message: expect.stringContaining('CREATE') },
    });
    // Past the permission: the draft form is then refused for what it is, not for who asks.
    const filler = await caller('filler', orgA, 'FORMS_FILLER', forms(['CREATE']));
    expect((await as(filler, 'POST', path, body)).status).not.toBe(403);
  });
});
