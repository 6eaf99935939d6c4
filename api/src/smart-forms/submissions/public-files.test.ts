// The public link's photos and signatures: an image uploaded through a form's link (checked by its first bytes, at
// most 2 MiB) becomes a file of the form's organisation, tied to that form, and one submission of that same form may
// name it, once. A token of organisation A never writes in B.
import type { SmartFormJson } from '@aid/common/smart-forms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisation } from '../../testing/beneficiaries.js';
import { availableBackends, startTestApi, type TestApi } from '../../testing/harness.js';
import { type Caller, callers } from '../../testing/programs.js';
import { definition, element, targetList } from '../../testing/smart-forms.js';
import { fileIdentity } from '../../testing/suite.js';
import { JPEG_HEAD, sendRaw, TINY_PNG } from '../../testing/upload.js';
import type { SubmissionJson } from './model.js';

const backend = (await availableBackends()).at(-1);
const identity = fileIdentity();

const ELEMENTS = [element('name', 'TEXT', { required: true }), element('photo', 'PHOTO'), element('sign', 'SIGNATURE')];
const JPEG = Buffer.concat([JPEG_HEAD, Buffer.alloc(500, 3)]);

let seq = 0;
const key = () => `upload-${String(++seq).padStart(4, '0')}-abcdefghijkl`;

describe.runIf(backend)('public smart form uploads', () => {
  let api: TestApi;
  let orgA: string;
  let adminA: Caller;
  let adminB: Caller;
  const { caller, as } = callers(
    identity,
    () => api,
    (name) => `${name}@public-files.test`,
  );

  async function publishedForm(who: Caller, name: string, settings: object = {}): Promise<SmartFormJson> {
    const list = await targetList(as, who, `${name} list`);
    const created = await as(who, 'POST', '/smart-forms', {
      formName: name,
      targetListId: list.beneficiaryListId,
      definition: definition(ELEMENTS),
    });
    const id = (created.body as SmartFormJson).smartFormId;
    if (Object.keys(settings).length) expect((await as(who, 'PATCH', `/smart-forms/${id}`, settings)).status).toBe(200);
    const published = await as(who, 'POST', `/smart-forms/${id}/publish`);
    expect(published.status).toBe(200);
    return published.body as SmartFormJson;
  }
  const upload = (token: string | null, body: Buffer, headers: Record<string, string> = {}) =>
    sendRaw(api.url, 'POST', `/public/forms/${token}/files`, {
      body,
      headers: { 'Content-Type': 'image/jpeg', ...headers },
    });
  const submit = (token: string | null, answers: object, extra: object = {}) =>
    api.call('POST', `/public/forms/${token}/submissions`, {
      body: { version: 1, idempotencyKey: key(), answers: { name: 'Amina', ...answers }, ...extra },
    });
  const uploadRow = async (fileId: string) =>
    (
      await api.db.query<{ account_id: string; smart_form_id: string; submission_id: string | null }>(
        'SELECT account_id, smart_form_id, submission_id FROM smart_form_uploads WHERE file_id = $1',
        [fileId],
      )
    )[0];

  beforeAll(async () => {
    if (!backend) return;
    api = await startTestApi(backend, identity().config);
    ({ accountId: orgA } = await organisation(api, 'Uploads A'));
    const { accountId: orgB } = await organisation(api, 'Uploads B');
    adminA = await caller('admin-a', orgA);
    adminB = await caller('admin-b', orgB);
  });
  afterAll(async () => {
    await api?.close();
  });

  it('takes a JPEG and a PNG, and a submission naming them holds them and uses them up', async () => {
    const form = await publishedForm(adminA, 'Photos');
    const photo = await upload(form.publicToken, JPEG);
    expect(photo).toMatchObject({ status: 201, body: { fileId: expect.stringMatching(/^fil--/) } });
    const sign = await upload(form.publicToken, TINY_PNG, { 'Content-Type': 'application/octet-stream' });
    expect(sign.status).toBe(201);
    const photoId = (photo.body as { fileId: string }).fileId;
    const signId = (sign.body as { fileId: string }).fileId;
    const [file] = await api.db.query<{ account_id: string; content_type: string; created_by: string | null }>(
      'SELECT account_id, content_type, created_by, size_bytes FROM files WHERE file_id = $1',
      [photoId],
    );
    expect(file).toMatchObject({ account_id: orgA, content_type: 'image/jpeg', created_by: null });
    expect(await uploadRow(photoId)).toEqual({
      account_id: orgA,
      smart_form_id: form.smartFormId,
      submission_id: null,
    });

    const sent = await submit(form.publicToken, { photo: photoId, sign: signId });
    expect(sent.status).toBe(201);
    const submissionId = (sent.body as { submissionId: string }).submissionId;
    const listed = await as(adminA, 'GET', `/smart-forms/${form.smartFormId}/submissions?first=5`);
    const [stored] = (listed.body as { items: SubmissionJson[] }).items;
    expect(stored?.answers).toMatchObject({ photo: photoId, sign: signId });
    expect((await uploadRow(photoId))?.submission_id).toBe(submissionId);
    expect((await uploadRow(signId))?.submission_id).toBe(submissionId);

    // Named a second time, by a new submission: refused, the first keeps it.
    const again = await submit(form.publicToken, { photo: photoId });
    expect(again).toMatchObject({
      status: 422,
      body: { code: 'VALIDATION_FAILED', fieldErrors: [{ field: 'photo', code: 'INVALID_ID' }] },
    });
  });

  it('refuses a text file sent as image/jpeg with 422, and over 2 MiB with 413, keeping nothing', async () => {
    const form = await publishedForm(adminA, 'Refusals');
    const count = async () =>
      Number((await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM smart_form_uploads'))[0]?.n);
    const before = await count();
    const text = await upload(form.publicToken, Buffer.from('just some text, not a photo at all\n'));
    expect(text).toMatchObject({
      status: 422,
      body: {
        code: 'VALIDATION_FAILED',
        fieldErrors: [{ field: 'file', code: 'INVALID_VALUE', message: 'is not a JPEG, PNG or WebP image' }],
      },
    });
    const big = await upload(form.publicToken, Buffer.concat([JPEG, Buffer.alloc(2 * 1024 * 1024)]));
    expect(big).toMatchObject({ status: 413, body: { code: 'PAYLOAD_TOO_LARGE' } });
    expect(await count()).toBe(before);
    expect((await upload('AAAAAAAAAAAAAAAAAAAAAA', JPEG)).status).toBe(404);
  });

  it('asks for the access code in x-access-code when the form has one', async () => {
    const form = await publishedForm(adminA, 'Coded', { accessCode: 'sesame' });
    expect((await upload(form.publicToken, JPEG)).status).toBe(403);
    expect((await upload(form.publicToken, JPEG, { 'x-access-code': 'wrong' })).status).toBe(403);
    expect((await upload(form.publicToken, JPEG, { 'x-access-code': 'sesame' })).status).toBe(201);
  });

  it("refuses a file of form A in form B's submission, and a token of organisation A never writes in B", async () => {
    const formA = await publishedForm(adminA, 'Form A');
    const otherA = await publishedForm(adminA, 'Other A');
    const formB = await publishedForm(adminB, 'Form B');
    const fileId = ((await upload(formA.publicToken, JPEG)).body as { fileId: string }).fileId;
    expect((await uploadRow(fileId))?.account_id).toBe(orgA);

    const otherForm = await submit(otherA.publicToken, { photo: fileId });
    expect(otherForm).toMatchObject({ status: 422, body: { fieldErrors: [{ field: 'photo', code: 'INVALID_ID' }] } });
    const otherOrg = await submit(formB.publicToken, { photo: fileId });
    expect(otherOrg).toMatchObject({ status: 422, body: { fieldErrors: [{ field: 'photo', code: 'INVALID_ID' }] } });
    // A staff member of B cannot name it either: it is A's file.
    const staff = await as(adminB, 'POST', `/smart-forms/${formB.smartFormId}/submissions`, {
      idempotencyKey: key(),
      version: 1,
      answers: { name: 'Amina', photo: fileId },
    });
    expect(staff.status).toBe(422);
    // Unused by all of that: form A's own submission still takes it.
    expect((await uploadRow(fileId))?.submission_id).toBeNull();
    expect((await submit(formA.publicToken, { photo: fileId })).status).toBe(201);
  });

  it('still refuses, through the public link, a file a staff member uploaded', async () => {
    const form = await publishedForm(adminA, 'Staff file');
    const staffFile = await sendRaw(api.url, 'POST', '/files?name=photo.jpg', {
      token: adminA.token,
      accountId: orgA,
      body: JPEG,
      headers: { 'Content-Type': 'image/jpeg' },
    });
    expect(staffFile.status).toBe(201);
    const fileId = (staffFile.body as { fileId: string }).fileId;
    expect((await submit(form.publicToken, { photo: fileId })).status).toBe(422);
  });
});
