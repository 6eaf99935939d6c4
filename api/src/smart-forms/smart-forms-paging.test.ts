// The smart forms list on the list engine: newest first, keyset pages forwards and back, `?status=`, by ids.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organisation } from '../testing/beneficiaries.js';
import { availableBackends, startTestApi, type TestApi } from '../testing/harness.js';
import { type Caller, callers } from '../testing/programs.js';
import { definition, element, type SmartFormPage, targetList } from '../testing/smart-forms.js';
import { fileIdentity } from '../testing/suite.js';

// Paging is the shared engine's, tested on both databases there; one proves this list is wired to it.
const [backend] = await availableBackends();

const identity = fileIdentity();

describe('paging smart forms', () => {
  let api: TestApi;
  let admin: Caller;
  /** Newest first, as the list answers by default. */
  let newestFirst: string[];
  let published: string[];
  const total = 7;
  const { caller, as } = callers(
    identity,
    () => api,
    (name) => `${name}@smart-forms-paging.test`,
  );

  beforeAll(async () => {
    if (!backend) throw new Error('no database backend');
    api = await startTestApi(backend, identity().config);
    const { accountId } = await organisation(api, 'Paging Org');
    admin = await caller('admin', accountId);
    const listId = (await targetList(as, admin, 'Paged list')).beneficiaryListId;
    const ids: string[] = [];
    for (let i = 0; i < total; i++) {
      const res = await as(admin, 'POST', '/smart-forms', {
        formName: `Form ${i}`,
        targetListId: listId,
        definition: definition([element('q')]),
      });
      ids.push((res.body as { smartFormId: string }).smartFormId);
    }
    // Few distinct creation times: the id breaks the ties, in byte order.
    for (const [i, id] of ids.entries()) {
      await api.db.query('UPDATE smart_forms SET created_at = $2 WHERE smart_form_id = $1', [
        id,
        `2026-03-0${(i % 3) + 1}T10:00:00.000Z`,
      ]);
    }
    published = [ids[1], ids[4]] as string[];
    for (const id of published) await as(admin, 'POST', `/smart-forms/${id}/publish`);
    const rows = await api.db.query<{ smart_form_id: string }>(
      `SELECT smart_form_id FROM smart_forms ORDER BY created_at DESC, smart_form_id COLLATE "C" DESC`,
    );
    newestFirst = rows.map((r) => r.smart_form_id);
  });
  afterAll(async () => {
    await api?.close();
  });

  it('pages newest first without duplicates or gaps, and back again', async () => {
    const seen: string[] = [];
    const cursors: string[] = [];
    let after = '';
    for (let page = 1; page <= 3; page++) {
      const body = (await as(admin, 'GET', `/smart-forms?first=3${after}`)).body as SmartFormPage;
      expect(body.totalCount).toBe(total);
      expect(body.hasNextPage).toBe(page < 3);
      seen.push(...body.items.map((f) => f.smartFormId));
      cursors.push(body.startCursor ?? '');
      after = `&after=${body.endCursor}`;
    }
    expect(seen).toEqual(newestFirst);
    const back = (await as(admin, 'GET', `/smart-forms?first=3&before=${cursors[2]}`)).body as SmartFormPage;
    expect(back.items.map((f) => f.smartFormId)).toEqual(newestFirst.slice(3, 6));
  });

  it('keeps one status with ?status=, and refuses an unknown one', async () => {
    const body = (await as(admin, 'GET', '/smart-forms?status=PUBLISHED')).body as SmartFormPage;
    expect(body.totalCount).toBe(2);
    expect(new Set(body.items.map((f) => f.smartFormId))).toEqual(new Set(published));
    expect(body.items.every((f) => f.versions.length === 1 && f.versions[0]?.version === 1)).toBe(true);
    const drafts = (await as(admin, 'GET', '/smart-forms?status=DRAFT')).body as SmartFormPage;
    expect(drafts.items.map((f) => f.smartFormId)).toEqual(newestFirst.filter((id) => !published.includes(id)));
    expect(await as(admin, 'GET', '/smart-forms?status=OPEN')).toMatchObject({
      status: 422,
      body: { code: 'VALIDATION_FAILED', fieldErrors: [{ field: 'status', code: 'NOT_ONE_OF' }] },
    });
  });

  it('answers forms by id in the order asked, with their versions', async () => {
    const ids = [published[1], newestFirst[0], published[0]] as string[];
    const body = (await as(admin, 'GET', `/smart-forms?ids=${ids.join(',')}`)).body as {
      items: { smartFormId: string; publishedVersion: number | null }[];
    };
    expect(body.items.map((f) => f.smartFormId)).toEqual(ids);
  });
});
