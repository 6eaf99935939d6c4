// HTTP-level tests of deleting and anonymising a beneficiary (data protection) on every available database: the
// unfinished-entitlement rule, lists and counts, duplicate pairs, evidence files, distribution snapshots, the one
// activity entry without personal data, and who may do it.
import { Readable } from 'node:stream';
import type { BeneficiaryJson, BeneficiaryListJson } from '@aid/common/beneficiaries';
import { LIMITS } from '@aid/common/limits';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileStorage } from '../files/storage.js';
import { organisation, section } from '../testing/beneficiaries.js';
import { availableBackends, startTestApi, type TestApi } from '../testing/harness.js';
import { type Caller, callers } from '../testing/programs.js';
import { backendCases, fileIdentity } from '../testing/suite.js';

const backends = await availableBackends();
const identity = fileIdentity();

/** File storage in memory, so a test can see what was removed. */
function memoryStorage(): FileStorage & { has(accountId: string, fileId: string): boolean } {
  const stored = new Map<string, Buffer>();
  return {
    async write(accountId, fileId, content) {
      const chunks: Buffer[] = [];
      for await (const chunk of content) chunks.push(Buffer.from(chunk as Buffer));
      const data = Buffer.concat(chunks);
      stored.set(`${accountId}/${fileId}`, data);
      return { sizeBytes: data.length, sha256: 'test' };
    },
    async read(accountId, fileId) {
      const data = stored.get(`${accountId}/${fileId}`);
      if (!data) throw new Error('no such file');
      return Readable.from([data]);
    },
    async remove(accountId, fileId) {
      stored.delete(`${accountId}/${fileId}`);
    },
    has: (accountId, fileId) => stored.has(`${accountId}/${fileId}`),
  };
}

describe.each(backendCases(backends))('deleting and anonymising beneficiaries on %s', (backendName, backend) => {
  let api: TestApi;
  let orgA: string;
  let masterA: string;
  let adminA: Caller;
  let adminB: Caller;
  let programId: string;
  const storage = memoryStorage();
  const { caller, as } = callers(
    identity,
    () => api,
    (name) => `${name}-${backendName}@erasure.test`,
  );
  let serial = 0;

  const create = async (listId: string, extra: Record<string, unknown> = {}) => {
    const res = await as(adminA, 'POST', '/beneficiaries', {
      firstName: 'Amina',
      lastName: 'Yusuf',
      phoneNumber: '+254712345678',
      email: 'amina@example.org',
      dob: '1990-02-03',
      gender: 'F',
      numberOfFamilyMembers: 3,
      beneficiaryListId: listId,
      ...extra,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body as BeneficiaryJson;
  };
  const newList = async (listName: string) => {
    const res = await as(adminA, 'POST', '/beneficiary-lists', { listName, status: 'OPEN' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body as BeneficiaryListJson;
  };
  const counts = async (listId: string) => {
    const l = (await as(adminA, 'GET', `/beneficiary-lists/${listId}`)).body as BeneficiaryListJson;
    return [l.numberOfMainBeneficiaries, l.numberOfFamilyMembers];
  };
  /** A distribution including `b`, with an entitlement, straight in the database. */
  const distribution = async (
    b: BeneficiaryJson,
    type: 'CASH' | 'VOUCHER',
    status: string,
    entitlement: { paymentStatus?: string; redeemed?: number; validUntil?: string | null } = {},
  ) => {
    serial += 1;
    const distributionId = `dis--erasure${backendName}${serial}`;
    const entitlementId =
      type === 'CASH' ? `csh--erasure${backendName}${serial}` : `vou--erasure${backendName}${serial}`;
    await api.db.query(
      `INSERT INTO distributions (distribution_id, account_id, program_id, distribution_name, distribution_type,
                                  distribution_status, beneficiary_list_id, amount_per_beneficiary_currency)
       VALUES ($1, $2, $3, $4, $5, $6, $7, 'EUR')`,
      [distributionId, orgA, programId, `Round ${serial}`, type, status, masterA],
    );
    await api.db.query(
      `INSERT INTO distribution_members (distribution_id, beneficiary_id, account_id, first_name, last_name,
                                         number_of_family_members, phone_number)
       VALUES ($1, $2, $3, $4, $5, 3, $6)`,
      [distributionId, b.beneficiaryId, orgA, b.firstName, b.lastName, b.phoneNumber],
    );
    await api.db.query(
      `INSERT INTO entitlements (entitlement_id, distribution_id, account_id, beneficiary_id, first_name, amount,
                                 currency, payment_status, redeemed, voucher_valid_until)
       VALUES ($1, $2, $3, $4, $5, 1000, 'EUR', $6, $7, $8::date)`,
      [
        entitlementId,
        distributionId,
        orgA,
        b.beneficiaryId,
        b.firstName,
        entitlement.paymentStatus ?? 'NOT_INITIATED',
        entitlement.redeemed ?? 0,
        entitlement.validUntil ?? null,
      ],
    );
    return { distributionId, distributionName: `Round ${serial}`, entitlementId };
  };
  /** A redemption with an evidence photo whose content sits in the storage. */
  const redemption = async (voucherId: string, distributionId: string, amount: number) => {
    serial += 1;
    const fileId = `fil--erasure${backendName}${serial}`;
    await storage.write(orgA, fileId, Readable.from([Buffer.from('jpeg')]), LIMITS.uploadMaxBytes);
    await api.db.query(
      `INSERT INTO files (file_id, account_id, file_name, content_type, size_bytes, sha256)
       VALUES ($1, $2, 'face.jpg', 'image/jpeg', 4, 'abc')`,
      [fileId, orgA],
    );
    await api.db.query(
      `INSERT INTO voucher_redemptions (redemption_id, account_id, voucher_id, amount, idempotency_key, photo_file_id,
                                        distribution_id)
       VALUES ($1, $2, $3, $4, $1, $5, $6)`,
      [`red-${fileId}`, orgA, voucherId, amount, fileId, distributionId],
    );
    return fileId;
  };

  beforeAll(async () => {
    api = await startTestApi(backend, identity().config, { files: { storage, maxBytes: LIMITS.uploadMaxBytes } });
    ({ accountId: orgA, masterId: masterA } = await organisation(api, 'Org A'));
    const { accountId: orgB } = await organisation(api, 'Org B');
    adminA = await caller('admin-a', orgA);
    adminB = await caller('admin-b', orgB);
    ({ programId } = await api.fixtures.program(orgA));
  });
  afterAll(async () => {
    await api?.close();
  });

  it('deletes someone no distribution included: out of every list, count and duplicate pair, one bare log entry', async () => {
    const camp = await newList('Camp delete');
    const amina = await create(camp.beneficiaryListId);
    const twin = await create(camp.beneficiaryListId, { firstName: 'Amina', email: null });
    const [a, b] = [amina.beneficiaryId, twin.beneficiaryId].sort();
    await api.db.query(
      `INSERT INTO beneficiary_duplicates (pair_id, account_id, beneficiary_id_a, beneficiary_id_b, score, level, reasons)
       VALUES ($1, $2, $3, $4, 0.9, 'DUPLICATE', ARRAY['NAME'])`,
      [`pair-${backendName}`, orgA, a ?? '', b ?? ''],
    );
    const [masterBefore, campBefore] = [await counts(masterA), await counts(camp.beneficiaryListId)];

    const res = await as(adminA, 'DELETE', `/beneficiaries/${amina.beneficiaryId}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({
      beneficiaryId: amina.beneficiaryId,
      outcome: 'DELETED',
      message: 'The beneficiary was deleted',
      filesDeleted: 0,
      unfinishedDistributions: [],
    });
    expect((await as(adminA, 'GET', `/beneficiaries/${amina.beneficiaryId}`)).status).toBe(404);
    expect(await counts(masterA)).toEqual([(masterBefore[0] ?? 0) - 1, (masterBefore[1] ?? 0) - 4]);
    expect(await counts(camp.beneficiaryListId)).toEqual([(campBefore[0] ?? 0) - 1, (campBefore[1] ?? 0) - 4]);
    const members = (await as(adminA, 'GET', `/beneficiary-lists/${camp.beneficiaryListId}/beneficiaries`)).body as {
      items: BeneficiaryJson[];
    };
    expect(members.items.map((m) => m.beneficiaryId)).toEqual([twin.beneficiaryId]);
    expect(
      await api.db.query('SELECT 1 FROM beneficiary_duplicates WHERE account_id = $1 AND pair_id = $2', [
        orgA,
        `pair-${backendName}`,
      ]),
    ).toEqual([]);
    const logs = await api.db.query<{ action: string; changes: Record<string, unknown> }>(
      'SELECT action, changes FROM activity_logs WHERE object_id = $1 ORDER BY created_at, log_id',
      [amina.beneficiaryId],
    );
    expect(logs.map((l) => l.action)).toEqual(['CREATE', 'DELETE']);
    expect(logs[1]?.changes).toEqual({});
    // Nothing anywhere in the log still says who they were.
    expect(JSON.stringify(logs)).not.toMatch(/Amina|Yusuf|712345678|amina@|1990-02-03/);
  });

  it('refuses to delete while a distribution still owes the family something, naming it', async () => {
    const amina = await create((await newList('Camp refused')).beneficiaryListId);
    const open = await distribution(amina, 'VOUCHER', 'APPROVED', { redeemed: 300 });
    const res = await as(adminA, 'DELETE', `/beneficiaries/${amina.beneficiaryId}`);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({
      code: 'CONFLICT',
      reason: 'UNFINISHED_ENTITLEMENTS',
      distributions: [{ distributionId: open.distributionId, distributionName: open.distributionName }],
      message: expect.stringContaining(`"${open.distributionName}"`),
    });
    expect((await as(adminA, 'GET', `/beneficiaries/${amina.beneficiaryId}`)).body).toMatchObject({
      firstName: 'Amina',
    });
    // A draft not yet approved counts too; a cancelled one does not.
    const other = await create((await newList('Camp draft')).beneficiaryListId);
    await distribution(other, 'CASH', 'READY');
    expect((await as(adminA, 'DELETE', `/beneficiaries/${other.beneficiaryId}`)).status).toBe(409);
  });

  it('anonymises with an unfinished entitlement: personal data, evidence files and snapshots go, figures stay', async () => {
    const camp = await newList('Camp anonymise');
    const amina = await create(camp.beneficiaryListId);
    const voucher = await distribution(amina, 'VOUCHER', 'APPROVED', { redeemed: 300 });
    const photo = await redemption(voucher.entitlementId, voucher.distributionId, 300);
    const masterBefore = await counts(masterA);

    const res = await as(adminA, 'POST', `/beneficiaries/${amina.beneficiaryId}/anonymise`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({
      beneficiaryId: amina.beneficiaryId,
      outcome: 'ANONYMISED',
      message: 'The beneficiary was anonymised',
      filesDeleted: 1,
      unfinishedDistributions: [{ distributionId: voucher.distributionId, distributionName: voucher.distributionName }],
    });
    const after = (await as(adminA, 'GET', `/beneficiaries/${amina.beneficiaryId}`)).body as BeneficiaryJson;
    expect(after).toMatchObject({
      firstName: 'Anonymised',
      lastName: 'Anonymised',
      phoneNumber: null,
      email: null,
      dob: null,
      gender: 'F',
      numberOfFamilyMembers: 3,
      listIds: [masterA],
    });
    // Out of the custom list and its counts; still counted in the master list (families served stay true).
    expect(await counts(camp.beneficiaryListId)).toEqual([0, 0]);
    expect(await counts(masterA)).toEqual(masterBefore);
    // The photo: content and row gone; the ledger keeps the amount without the reference.
    expect(storage.has(orgA, photo)).toBe(false);
    expect(await api.db.query('SELECT 1 FROM files WHERE file_id = $1', [photo])).toEqual([]);
    expect(
      await api.db.query<{ amount: string | number; photo_file_id: string | null }>(
        'SELECT amount, photo_file_id FROM voucher_redemptions WHERE voucher_id = $1',
        [voucher.entitlementId],
      ),
    ).toEqual([{ amount: expect.anything(), photo_file_id: null }]);
    const [snapshot] = await api.db.query<Record<string, unknown>>(
      `SELECT m.first_name, m.last_name, m.phone_number, e.first_name AS entitled, e.amount, e.redeemed
         FROM distribution_members m JOIN entitlements e USING (distribution_id, beneficiary_id)
        WHERE m.beneficiary_id = $1`,
      [amina.beneficiaryId],
    );
    expect(snapshot).toMatchObject({
      first_name: 'Anonymised',
      last_name: 'Anonymised',
      phone_number: null,
      entitled: 'Anonymised',
    });
    expect(Number(snapshot?.amount)).toBe(1000);
    expect(Number(snapshot?.redeemed)).toBe(300);
    const logs = await api.db.query<{ action: string; changes: Record<string, unknown> }>(
      `SELECT action, changes FROM activity_logs WHERE object_id = $1 ORDER BY created_at, log_id`,
      [amina.beneficiaryId],
    );
    expect(logs.at(-1)).toEqual({ action: 'UPDATE', changes: { anonymised: { from: false, to: true } } });
    expect(JSON.stringify(logs)).not.toMatch(/Amina|Yusuf|712345678|amina@|1990-02-03/);
    expect((await as(adminA, 'POST', `/beneficiaries/${amina.beneficiaryId}/anonymise`)).status).toBe(409);
    // Personal data cannot come back into an anonymised record.
    const edit = await as(adminA, 'PATCH', `/beneficiaries/${amina.beneficiaryId}`, { firstName: 'Amina' });
    expect(edit.status).toBe(409);
    expect(edit.body).toMatchObject({ code: 'CONFLICT', message: expect.stringContaining('anonymised') });
  });

  it('anonymises instead of deleting someone whose finished entitlements payments still refer to, and says so', async () => {
    const amina = await create((await newList('Camp paid')).beneficiaryListId);
    await distribution(amina, 'CASH', 'APPROVED', { paymentStatus: 'COMPLETED' });
    await distribution(amina, 'VOUCHER', 'APPROVED', { validUntil: '2020-01-01' });
    await distribution(amina, 'VOUCHER', 'CANCELLED');
    const res = await as(adminA, 'DELETE', `/beneficiaries/${amina.beneficiaryId}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      outcome: 'ANONYMISED',
      message: expect.stringContaining('anonymised instead of deleted'),
      unfinishedDistributions: [],
    });
    expect((await as(adminA, 'GET', `/beneficiaries/${amina.beneficiaryId}`)).body).toMatchObject({
      firstName: 'Anonymised',
    });
  });

  it('answers 404 to another organisation and 403 without DELETE, changing nothing', async () => {
    const camp = await newList('Camp guarded');
    const amina = await create(camp.beneficiaryListId);
    for (const [method, path] of [
      ['DELETE', `/beneficiaries/${amina.beneficiaryId}`],
      ['POST', `/beneficiaries/${amina.beneficiaryId}/anonymise`],
    ] as const) {
      const foreign = await as(adminB, method, path);
      expect(foreign.status).toBe(404);
      expect(foreign.body).toMatchObject({ code: 'NOT_FOUND', message: 'Beneficiary not found' });
    }
    const editor = await caller('editor', orgA, 'EDITOR', section('EVERYTHING', ['VIEW', 'UPDATE']));
    expect((await as(editor, 'DELETE', `/beneficiaries/${amina.beneficiaryId}`)).status).toBe(403);
    expect((await as(editor, 'POST', `/beneficiaries/${amina.beneficiaryId}/anonymise`)).status).toBe(403);
    // SELECTED DELETE on one list holding them, while another list the caller may not change holds them too.
    const other = await newList('Camp other team');
    await as(adminA, 'POST', `/beneficiary-lists/${other.beneficiaryListId}/members`, {
      beneficiaryIds: [amina.beneficiaryId],
    });
    const campOnly = await caller(
      'camp-only',
      orgA,
      'CAMP',
      section('SELECTED', ['VIEW', 'DELETE'], [camp.beneficiaryListId]),
    );
    expect((await as(campOnly, 'DELETE', `/beneficiaries/${amina.beneficiaryId}`)).status).toBe(403);
    expect((await as(adminA, 'GET', `/beneficiaries/${amina.beneficiaryId}`)).body).toMatchObject({
      firstName: 'Amina',
    });
  });
});
