// HTTP-level tests of a form's life on every available database (the SQL must hold on PGlite and PostgreSQL 15):
// create with the default draft, change the draft, a refused definition, publish → immutable versions, close, delete,
// the target list's externalSmartForm and the activity log. Who sees what: smart-forms-access.test.ts; paging:
// smart-forms-paging.test.ts.
import { smartFormJsonSchema } from '@aid/common/smart-forms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_ROLE } from '../db/tenant.js';
import { organisation } from '../testing/beneficiaries.js';
import { availableBackends, startTestApi, type TestApi } from '../testing/harness.js';
import { type Caller, callers } from '../testing/programs.js';
import { definition, draftForm, element, targetList } from '../testing/smart-forms.js';
import { backendCases, fileIdentity } from '../testing/suite.js';
import { accessCodeMatches } from './access-code.js';
import type { SmartFormJson } from './model.js';

const backends = await availableBackends();

const identity = fileIdentity();

describe.each(backendCases(backends))('smart forms on %s', (backendName, backend) => {
  let api: TestApi;
  let org: string;
  let admin: Caller;
  let listId: string;
  const { caller, as } = callers(
    identity,
    () => api,
    (name) => `${name}-${backendName}@smart-forms.test`,
  );

  const logsOf = (objectId: string) =>
    api.db.query<{ action: string; object_type: string; site_path: string | null; changes: Record<string, unknown> }>(
      `SELECT action, object_type, site_path, changes FROM activity_logs WHERE object_id = $1
        ORDER BY created_at, log_id`,
      [objectId],
    );

  beforeAll(async () => {
    api = await startTestApi(backend, identity().config);
    ({ accountId: org } = await organisation(api, 'Forms Org'));
    admin = await caller('admin', org);
    listId = (await targetList(as, admin, 'Registered by form', ['village'])).beneficiaryListId;
  });
  afterAll(async () => {
    await api?.close();
  });

  it('creates a DRAFT with one empty English page, and logs it', async () => {
    const res = await as(
      admin,
      'POST',
      '/smart-forms',
      { formName: '  Household registration ', description: 'Spring round', targetListId: listId },
      '/smart-forms/new',
    );
    expect(res.status).toBe(201);
    const form = res.body as SmartFormJson;
    expect(smartFormJsonSchema.safeParse(form).error).toBeUndefined();
    expect(form).toEqual({
      smartFormId: expect.stringMatching(/^smf--[0-9a-z]{26}$/),
      accountId: org,
      formName: 'Household registration',
      description: 'Spring round',
      status: 'DRAFT',
      targetListId: listId,
      autoAccept: false,
      accessCodeRequired: false,
      draft: {
        languages: ['en'],
        defaultLanguage: 'en',
        pages: [{ pageId: expect.stringMatching(/^spa--/), name: 'page_1', title: [], relevant: null, elements: [] }],
      },
      publishedVersion: null,
      versions: [],
      publicToken: null,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      createdBy: admin.userId,
      updatedAt: form.createdAt,
      updatedBy: admin.userId,
    });
    expect(await as(admin, 'GET', `/smart-forms/${form.smartFormId}`)).toMatchObject({ status: 200, body: form });
    expect(await logsOf(form.smartFormId)).toEqual([
      {
        action: 'CREATE',
        object_type: 'SMART_FORM',
        site_path: '/smart-forms/new',
        changes: expect.objectContaining({
          formName: { from: null, to: 'Household registration' },
          status: { from: null, to: 'DRAFT' },
          draft: { from: null, to: { languages: ['en'], pages: 1, elements: 0 } },
        }),
      },
    ]);
  });

  it('changes the draft and settings, stores the access code hashed, and writes nothing for no change', async () => {
    const form = await draftForm(as, admin, 'Draft edits', listId);
    const draft = definition([element('first_name', 'TEXT', { target: { kind: 'BENEFICIARY', field: 'firstName' } })]);
    const res = await as(admin, 'PATCH', `/smart-forms/${form.smartFormId}`, {
      definition: draft,
      autoAccept: true,
      accessCode: 'sesame-42',
      description: '',
    });
    expect(res.status).toBe(200);
    const updated = res.body as SmartFormJson;
    expect(updated).toMatchObject({ draft, autoAccept: true, accessCodeRequired: true, description: null });
    const [stored] = await api.db.query<{ access_code_hash: string }>(
      'SELECT access_code_hash FROM smart_forms WHERE smart_form_id = $1',
      [form.smartFormId],
    );
    expect(stored?.access_code_hash).not.toContain('sesame');
    expect(await accessCodeMatches('sesame-42', stored?.access_code_hash ?? '')).toBe(true);
    expect(await accessCodeMatches('sesame-43', stored?.access_code_hash ?? '')).toBe(false);
    const [, change] = await logsOf(form.smartFormId);
    expect(change).toMatchObject({
      action: 'UPDATE',
      changes: {
        autoAccept: { from: false, to: true },
        accessCodeRequired: { from: false, to: true },
        accessCode: { from: null, to: 'SET' },
        draft: { from: { pages: 1, elements: 0 }, to: { pages: 1, elements: 1 } },
      },
    });
    expect(JSON.stringify(change?.changes)).not.toContain('sesame');

    // The same draft again (keys in another order, as jsonb returns them) and the same settings: nothing to write.
    const again = await as(admin, 'PATCH', `/smart-forms/${form.smartFormId}`, {
      definition: updated.draft,
      autoAccept: true,
    });
    expect(again).toMatchObject({ status: 200, body: { updatedAt: updated.updatedAt } });
    expect(await logsOf(form.smartFormId)).toHaveLength(2);

    const cleared = await as(admin, 'PATCH', `/smart-forms/${form.smartFormId}`, { accessCode: '' });
    expect(cleared.body).toMatchObject({ accessCodeRequired: false });
  });

  it('refuses a definition with a problem as a whole, at its place under definition., and keeps the draft', async () => {
    const form = await draftForm(as, admin, 'Refused draft', listId, {
      definition: definition([element('age', 'INTEGER')]),
    });
    const twice = definition([element('age', 'INTEGER'), element('age', 'TEXT', { elementId: 'spe--age-2' })]);
    const res = await as(admin, 'PATCH', `/smart-forms/${form.smartFormId}`, {
      definition: twice,
      formName: 'Renamed',
    });
    expect(res.status).toBe(422);
    const body = res.body as { code: string; fieldErrors: { field: string }[] };
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.fieldErrors.map((e) => e.field)).toContain('definition.pages.0.elements.1.name');
    expect((await as(admin, 'GET', `/smart-forms/${form.smartFormId}`)).body).toEqual(form);
    expect(await logsOf(form.smartFormId)).toHaveLength(1);

    // A property the target list does not have is a problem too (the list's propertyList is the context).
    const unknownProperty = definition([element('district', 'TEXT', { target: { kind: 'PROPERTY', property: 'x' } })]);
    const refused = await as(admin, 'PATCH', `/smart-forms/${form.smartFormId}`, { definition: unknownProperty });
    expect(refused.status).toBe(422);
    const known = definition([element('village', 'TEXT', { target: { kind: 'PROPERTY', property: 'village' } })]);
    expect((await as(admin, 'PATCH', `/smart-forms/${form.smartFormId}`, { definition: known })).status).toBe(200);
  });

  it('refuses a malformed definition at its place before any rule runs, and keeps the draft', async () => {
    const form = await draftForm(as, admin, 'Malformed draft', listId);
    const known = definition([element('x')]);
    const malformed = await as(admin, 'PATCH', `/smart-forms/${form.smartFormId}`, {
      formName: 'Renamed',
      definition: { ...known, pages: [{ ...known.pages[0], elements: [{ ...element('x'), type: 'VIDEO' }] }] },
    });
    expect(malformed).toMatchObject({
      status: 422,
      body: { code: 'VALIDATION_FAILED', fieldErrors: [{ field: 'definition.pages.0.elements.0.type' }] },
    });
    expect((await as(admin, 'GET', `/smart-forms/${form.smartFormId}`)).body).toEqual(form);
  });

  it('publishes the draft as version 1, which stays as it was when the draft changes; then version 2', async () => {
    const first = definition([
      element('intro', 'NOTE'),
      element('first_name', 'TEXT', { target: { kind: 'BENEFICIARY', field: 'firstName' } }),
    ]);
    const form = await draftForm(as, admin, 'Published', listId, { definition: first });
    const res = await as(admin, 'POST', `/smart-forms/${form.smartFormId}/publish`, undefined, '/smart-forms/x');
    expect(res.status).toBe(200);
    const v1 = res.body as SmartFormJson;
    expect(v1).toMatchObject({
      status: 'PUBLISHED',
      publishedVersion: 1,
      publicToken: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      versions: [{ version: 1, publishedBy: admin.userId, definition: first }],
      draft: first,
    });
    expect(smartFormJsonSchema.safeParse(v1).error).toBeUndefined();

    const second = definition([...(first.pages[0]?.elements ?? []), element('age', 'INTEGER', { min: 0, max: 120 })]);
    await as(admin, 'PATCH', `/smart-forms/${form.smartFormId}`, { definition: second });
    const afterEdit = (await as(admin, 'GET', `/smart-forms/${form.smartFormId}`)).body as SmartFormJson;
    expect(afterEdit).toMatchObject({ status: 'PUBLISHED', publishedVersion: 1, draft: second });
    expect(afterEdit.versions).toEqual(v1.versions);

    const v2 = (await as(admin, 'POST', `/smart-forms/${form.smartFormId}/publish`)).body as SmartFormJson;
    expect(v2).toMatchObject({ status: 'PUBLISHED', publishedVersion: 2, publicToken: v1.publicToken });
    expect(v2.versions.map((v) => v.version)).toEqual([2, 1]);
    expect(v2.versions[0]?.definition).toEqual(second);
    expect(v2.versions[1]).toEqual(v1.versions[0]);

    // The list names the form it collects for (spec §3 externalSmartForm), in the list's own log too.
    expect((await as(admin, 'GET', `/beneficiary-lists/${listId}`)).body).toMatchObject({
      externalSmartForm: form.smartFormId,
    });
    expect(await logsOf(listId)).toContainEqual(
      expect.objectContaining({ changes: { externalSmartForm: { from: null, to: form.smartFormId } } }),
    );
    expect((await logsOf(form.smartFormId)).slice(1).map((l) => l.changes)).toEqual([
      { status: { from: 'DRAFT', to: 'PUBLISHED' }, publishedVersion: { from: null, to: 1 } },
      { draft: { from: expect.anything(), to: expect.anything() } },
      { publishedVersion: { from: 1, to: 2 } },
    ]);

    // No request can rewrite a published version: the role requests run as has no UPDATE on the table.
    await expect(
      api.db.transaction(async (tx) => {
        await tx.query(`SET LOCAL ROLE ${APP_ROLE}`);
        await tx.query(`SELECT set_config('app.account_id', $1, true)`, [org]);
        await tx.query(`UPDATE smart_form_versions SET definition = '{}'::jsonb WHERE smart_form_id = $1`, [
          form.smartFormId,
        ]);
      }),
    ).rejects.toThrow(/permission denied/);
  });

  it('refuses to publish a draft that asks nothing, or one with problems', async () => {
    const empty = await draftForm(as, admin, 'Nothing asked', listId);
    const res = await as(admin, 'POST', `/smart-forms/${empty.smartFormId}/publish`);
    expect(res).toMatchObject({
      status: 422,
      body: {
        code: 'VALIDATION_FAILED',
        message: 'The form asks nothing yet: add a question before publishing',
        fieldErrors: [{ field: 'definition.pages', code: 'EMPTY' }],
      },
    });
    const notesOnly = await draftForm(as, admin, 'Notes only', listId, {
      definition: definition([element('welcome', 'NOTE')]),
    });
    expect((await as(admin, 'POST', `/smart-forms/${notesOnly.smartFormId}/publish`)).status).toBe(422);
    expect((await as(admin, 'GET', `/smart-forms/${notesOnly.smartFormId}`)).body).toMatchObject({
      status: 'DRAFT',
      versions: [],
    });
  });

  it('closes only a published form, reopens it by publishing, and deletes it with its versions', async () => {
    const form = await draftForm(as, admin, 'Closing', listId, { definition: definition([element('q')]) });
    expect(await as(admin, 'POST', `/smart-forms/${form.smartFormId}/close`)).toMatchObject({
      status: 409,
      body: { code: 'CONFLICT', message: 'Only a published form can be closed; this one is DRAFT' },
    });
    await as(admin, 'POST', `/smart-forms/${form.smartFormId}/publish`);
    const closed = await as(admin, 'POST', `/smart-forms/${form.smartFormId}/close`);
    expect(closed).toMatchObject({ status: 200, body: { status: 'CLOSED', publishedVersion: 1 } });
    expect((await as(admin, 'POST', `/smart-forms/${form.smartFormId}/close`)).status).toBe(409);
    expect((await logsOf(form.smartFormId)).at(-1)?.changes).toEqual({ status: { from: 'PUBLISHED', to: 'CLOSED' } });
    const reopened = await as(admin, 'POST', `/smart-forms/${form.smartFormId}/publish`);
    expect(reopened.body).toMatchObject({ status: 'PUBLISHED', publishedVersion: 2 });

    const deleted = await as(admin, 'DELETE', `/smart-forms/${form.smartFormId}`);
    expect(deleted).toMatchObject({ status: 200, body: { smartFormId: form.smartFormId, publishedVersion: 2 } });
    expect((await as(admin, 'GET', `/smart-forms/${form.smartFormId}`)).status).toBe(404);
    const versions = await api.db.query('SELECT 1 FROM smart_form_versions WHERE smart_form_id = $1', [
      form.smartFormId,
    ]);
    expect(versions).toEqual([]);
    expect((await logsOf(form.smartFormId)).at(-1)).toMatchObject({
      action: 'DELETE',
      changes: { formName: { from: null, to: 'Closing' } },
    });
    // The list no longer names a form that is gone.
    expect((await as(admin, 'GET', `/beneficiary-lists/${listId}`)).body).toMatchObject({ externalSmartForm: null });
  });

  it('keeps a list that a form collects into, and changes a draft’s list only before it is published', async () => {
    const other = (await targetList(as, admin, 'Other list')).beneficiaryListId;
    const form = await draftForm(as, admin, 'Mover', other, { definition: definition([element('q')]) });
    expect(await as(admin, 'DELETE', `/beneficiary-lists/${other}`)).toMatchObject({
      status: 409,
      body: { code: 'CONFLICT', message: 'The smart form "Mover" collects into this list: delete the form first' },
    });
    const moved = await as(admin, 'PATCH', `/smart-forms/${form.smartFormId}`, { targetListId: listId });
    expect(moved).toMatchObject({ status: 200, body: { targetListId: listId } });
    expect((await as(admin, 'DELETE', `/beneficiary-lists/${other}`)).status).toBe(200);

    await as(admin, 'POST', `/smart-forms/${form.smartFormId}/publish`);
    const third = (await targetList(as, admin, 'Third list')).beneficiaryListId;
    expect(await as(admin, 'PATCH', `/smart-forms/${form.smartFormId}`, { targetListId: third })).toMatchObject({
      status: 409,
      body: { code: 'CONFLICT', fieldErrors: [{ field: 'targetListId' }] },
    });
  });
});
