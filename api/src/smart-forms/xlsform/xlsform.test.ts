// The XLSForm routes over HTTP: a workbook uploaded with POST /files becomes a DRAFT form with its report; the form
// comes back as a workbook (draft or published version) that reads back to the same definition; a broken workbook,
// an unknown type, another organisation's form or list, a member without the right are refused and nothing is made.
import { type XlsFormImportJson, xlsformImportJsonSchema } from '@aid/common/smart-forms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisation } from '../../testing/beneficiaries.js';
import { availableBackends, startTestApi, type TestApi } from '../../testing/harness.js';
import { access, type Caller, callers } from '../../testing/programs.js';
import { targetList } from '../../testing/smart-forms.js';
import { fileIdentity } from '../../testing/suite.js';
import type { SmartFormJson } from '../model.js';
import { withoutIds } from './fixtures/compare.js';
import { householdXlsForm } from './fixtures/household.js';
import { table, workbookBytes } from './fixtures/sheets.js';
import { importXlsForm } from './import.js';

// The routes add no SQL of their own (the form is made by the smart forms service): one database proves them.
const [backend] = await availableBackends();
const identity = fileIdentity();

describe('XLSForm routes', () => {
  let api: TestApi;
  let admin: Caller;
  let other: Caller;
  let listId: string;
  let otherListId: string;
  let household: Buffer;
  const { caller, as } = callers(
    identity,
    () => api,
    (name) => `${name}@xlsform.test`,
  );

  const upload = async (who: Caller, content: Buffer, name = 'household.xlsx') => {
    const res = await fetch(`${api.url}/files?name=${encodeURIComponent(name)}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${who.token}`, 'x-accountid': who.accountId },
      body: new Uint8Array(content),
    });
    expect(res.status).toBe(201);
    return ((await res.json()) as { fileId: string }).fileId;
  };
  const download = (who: Caller, path: string) =>
    fetch(`${api.url}${path}`, { headers: { Authorization: `Bearer ${who.token}`, 'x-accountid': who.accountId } });
  const formCount = async (who: Caller) =>
    ((await as(who, 'GET', '/smart-forms?count=true')).body as { totalCount: number }).totalCount;

  beforeAll(async () => {
    if (!backend) throw new Error('no database backend');
    api = await startTestApi(backend, identity().config);
    const { accountId } = await organisation(api, 'XLSForm Org');
    const { accountId: otherOrg } = await organisation(api, 'Other Org');
    admin = await caller('admin', accountId);
    other = await caller('other', otherOrg);
    listId = (await targetList(as, admin, 'Registered households', ['respondent_relation'])).beneficiaryListId;
    otherListId = (await targetList(as, other, 'Theirs')).beneficiaryListId;
    household = await householdXlsForm();
  });
  afterAll(async () => {
    await api?.close();
  });

  it('makes a DRAFT form of an uploaded workbook, with its report, and gives it back as the same definition', async () => {
    const fileId = await upload(admin, household);
    const res = await as(admin, 'POST', '/smart-forms/xlsform', { fileId, targetListId: listId });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const body = res.body as XlsFormImportJson;
    expect(xlsformImportJsonSchema.safeParse(body).error).toBeUndefined();
    expect(body.smartForm).toMatchObject({
      formName: 'Household registration 2026',
      status: 'DRAFT',
      targetListId: listId,
    });
    expect(body.smartForm.draft.pages.flatMap((p) => p.elements)).toHaveLength(66);
    expect(body.report.unsupported.map((e) => e.code)).toEqual(['NESTED_GROUP']);
    expect(await as(admin, 'GET', `/smart-forms/${body.smartForm.smartFormId}`)).toMatchObject({
      status: 200,
      body: { draft: body.smartForm.draft },
    });

    const file = await download(admin, `/smart-forms/${body.smartForm.smartFormId}/xlsform.xlsx`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="Household registration 2026.xlsx"; filename*=UTF-8''Household%20registration%202026.xlsx`,
    );
    const back = await importXlsForm(Buffer.from(await file.arrayBuffer()), { properties: ['respondent_relation'] });
    expect(withoutIds(back.definition)).toEqual(withoutIds(body.smartForm.draft));
    expect(back.report.unsupported).toEqual([]);
  });

  it('takes the name asked for, drops a target the list cannot take, and exports a published version', async () => {
    const bare = (await targetList(as, admin, 'No properties')).beneficiaryListId;
    const fileId = await upload(admin, household);
    const res = await as(admin, 'POST', '/smart-forms/xlsform', { fileId, targetListId: bare, formName: 'Été 2026' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const { smartForm, report } = res.body as XlsFormImportJson;
    expect(smartForm.formName).toBe('Été 2026');
    expect(report.unsupported).toContainEqual(
      expect.objectContaining({ row: 81, column: 'bind::aid:target', code: 'UNSUPPORTED_VALUE' }),
    );
    const path = `/smart-forms/${smartForm.smartFormId}/xlsform.xlsx`;
    expect((await download(admin, `${path}?version=1`)).status).toBe(404);
    expect((await download(admin, `${path}?version=first`)).status).toBe(422);
    const published = await as(admin, 'POST', `/smart-forms/${smartForm.smartFormId}/publish`);
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    const file = await download(admin, `${path}?version=1`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-disposition')).toBe(
      `attachment; filename="Ete 2026.xlsx"; filename*=UTF-8''%C3%89t%C3%A9%202026.xlsx`,
    );
    const back = await importXlsForm(Buffer.from(await file.arrayBuffer()));
    expect(back.definition.pages.map((p) => p.name)).toEqual(
      (published.body as SmartFormJson).draft.pages.map((p) => p.name),
    );
  });

  it('refuses a broken workbook and an unknown type with where and why, and makes nothing', async () => {
    const before = await formCount(admin);
    const broken = await upload(admin, household.subarray(0, 2000), 'broken.xlsx');
    const refused = await as(admin, 'POST', '/smart-forms/xlsform', { fileId: broken, targetListId: listId });
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: expect.stringMatching(/^The workbook could not be read: it is damaged or cut short/),
    });
    const unknown = await upload(
      admin,
      await workbookBytes({
        survey: table([
          { type: 'text', name: 'a', label: 'A' },
          { type: 'geocircle', name: 'b', label: 'B' },
        ]),
      }),
      'unknown.xlsx',
    );
    const res = await as(admin, 'POST', '/smart-forms/xlsform', { fileId: unknown, targetListId: listId });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      message: 'Sheet "survey", row 3, column "type": "geocircle" is not an XLSForm question type.',
      fieldErrors: [{ field: 'fileId', code: 'INVALID_VALUE', params: { sheet: 'survey', row: 3, column: 'type' } }],
    });
    expect(await formCount(admin)).toBe(before);
  });

  it('keeps organisations apart and asks for SMART_FORMS CREATE', async () => {
    const fileId = await upload(admin, household);
    expect((await as(admin, 'POST', '/smart-forms/xlsform', { fileId, targetListId: otherListId })).status).toBe(422);
    expect((await as(other, 'POST', '/smart-forms/xlsform', { fileId, targetListId: otherListId })).status).toBe(404);
    const made = await as(admin, 'POST', '/smart-forms/xlsform', { fileId, targetListId: listId });
    const formId = (made.body as XlsFormImportJson).smartForm.smartFormId;
    expect((await download(other, `/smart-forms/${formId}/xlsform.xlsx`)).status).toBe(404);
    const viewer = await caller('viewer', admin.accountId, 'VIEWER_ONLY', {
      section: [{ name: 'SMART_FORMS', access: { VIEW: access('EVERYTHING') } }],
    });
    expect((await as(viewer, 'POST', '/smart-forms/xlsform', { fileId, targetListId: listId })).status).toBe(403);
    expect((await download(viewer, `/smart-forms/${formId}/xlsform.xlsx`)).status).toBe(200);
  });
});
