// An import's dry run against the master list and within the file, on every available database.
import { nameKey } from '@aid/common/beneficiaries';
import { newId } from '@aid/common/ids';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/db.js';
import { migrate } from '../../db/migrate.js';
import { tenantRunner } from '../../db/tenant.js';
import { insertGenerated } from '../../testing/dedup-population.js';
import { createFixtures } from '../../testing/fixtures.js';
import { availableBackends } from '../../testing/harness.js';
import { backendCases } from '../../testing/suite.js';
import { ensureMasterList } from '../master.js';
import { forEachSharedBlock } from './groups.js';
import { checkImportDuplicates, thresholdsOf } from './index.js';

const backends = await availableBackends();
const NGO_PHONE = '+254700000000';

type Row = { first: string; last: string; dob?: string; phone?: string; email?: string; ref?: string };

describe.each(backendCases(backends))('checkImportDuplicates on %s', (_name, backend) => {
  let db: Db;
  let drop: () => Promise<void>;
  let accountId: string;
  let otherId: string;
  let groupId: string;

  const importOf = async (account: string, list: string, rows: Row[]) => {
    const importId = newId('beneficiaryImport');
    await db.query(
      `INSERT INTO beneficiary_imports (import_id, account_id, file_id, file_name, beneficiary_list_id, format, mapping)
       VALUES ($1, $2, 'fil--x', 'people.csv', $3, 'CSV', '{}'::jsonb)`,
      [importId, account, list],
    );
    for (const [i, row] of rows.entries()) {
      const names = nameKey(row.first, row.last);
      await db.query(
        `INSERT INTO temporary_beneficiaries (import_id, row_number, account_id, beneficiary_id, beneficiary_list_id,
                                              first_name, last_name, dob, phone_number, external_reference_number,
                                              name_key, name_skeleton, email)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8::date, $9, $10, $11, $12, $13)`,
        [
          importId,
          i + 1,
          account,
          newId('beneficiary'),
          list,
          row.first,
          row.last,
          row.dob ?? null,
          row.phone ?? null,
          row.ref ?? null,
          names.key,
          names.skeleton,
          row.email ?? null,
        ],
      );
    }
    return importId;
  };
  const check = async (account: string, importId: string, byYearFromRows?: number) => {
    const run = tenantRunner(db, { accountId: account, userId: 'usr--nobody' });
    return run(async (tx) =>
      checkImportDuplicates(tx, {
        accountId: account,
        importId,
        thresholds: await thresholdsOf(tx, account),
        byYearFromRows,
      }),
    );
  };
  const flags = (importId: string) =>
    db.query<{
      row_number: number;
      duplicate_of: string | null;
      duplicate_of_row: number | null;
      duplicate_level: string | null;
      duplicate_reasons: string[] | null;
    }>(
      `SELECT row_number, duplicate_of, duplicate_of_row, duplicate_level, duplicate_reasons
         FROM temporary_beneficiaries WHERE import_id = $1 ORDER BY row_number`,
      [importId],
    );

  beforeAll(async () => {
    ({ db, drop } = await backend.open());
    await migrate(db);
    const fixtures = createFixtures(db);
    ({ accountId } = await fixtures.account('Importer'));
    ({ accountId: otherId } = await fixtures.account('Other'));
    groupId = await db.transaction((tx) => ensureMasterList(tx, accountId));
    const people = [
      { id: 'ben--m1', first: 'Amina', last: 'Odhiambo', dob: '1990-02-03', phone: null, email: null, ref: null },
      { id: 'ben--m2', first: 'Grace', last: 'Wafula', dob: null, phone: null, email: null, ref: 'R-9' },
      // An NGO's phone written for 25 families: sharing it says nothing.
      ...Array.from({ length: 25 }, (_v, i) => ({
        id: `ben--ngo${i}`,
        first: i === 0 ? 'Zawadi' : `Person${String.fromCharCode(97 + i)}`,
        last: 'Nyambura',
        dob: null,
        phone: NGO_PHONE,
        email: null,
        ref: null,
      })),
    ];
    await db.transaction((tx) => insertGenerated(tx, accountId, groupId, people));
  });
  afterAll(async () => {
    await drop?.();
  });

  // Small files join the master list row by row, large ones read it a birth year at a time: both must agree.
  it.each([
    ['row by row', Number.POSITIVE_INFINITY],
    ['by birth year', 0],
  ])(
    'flags rows duplicating the master list or an earlier row, skips crowded keys, and is repeatable (%s)',
    async (_how, byYearFromRows) => {
      const importId = await importOf(accountId, groupId, [
        { first: 'Odhiambo', last: 'Amina', dob: '1990-02-03' },
        { first: 'Peter', last: 'Kamau', dob: '1980-01-01' },
        { first: 'Petre', last: 'Kamau', dob: '1980-01-01' },
        { first: 'Zawadi', last: 'Nyambura', phone: NGO_PHONE },
        { first: 'Someone', last: 'Else', ref: 'R-9' },
        { first: 'Peter', last: 'Kamau', dob: '1980-01-01' },
      ]);
      expect(await check(accountId, importId, byYearFromRows)).toEqual({ duplicateRows: 4 });
      const expected = [
        {
          row_number: 1,
          duplicate_of: 'ben--m1',
          duplicate_of_row: null,
          duplicate_level: 'DUPLICATE',
          duplicate_reasons: ['NAME_AND_DOB'],
        },
        { row_number: 2, duplicate_of: null, duplicate_of_row: null, duplicate_level: null, duplicate_reasons: null },
        {
          row_number: 3,
          duplicate_of: null,
          duplicate_of_row: 2,
          duplicate_level: 'DUPLICATE',
          duplicate_reasons: ['NAME_AND_DOB'],
        },
        { row_number: 4, duplicate_of: null, duplicate_of_row: null, duplicate_level: null, duplicate_reasons: null },
        {
          row_number: 5,
          duplicate_of: 'ben--m2',
          duplicate_of_row: null,
          // Grace Wafula's reference on someone else: a conflict to review, not a sure duplicate.
          duplicate_level: 'POSSIBLE_DUPLICATE',
          duplicate_reasons: ['EXTERNAL_REFERENCE_NUMBER'],
        },
        {
          row_number: 6,
          duplicate_of: null,
          duplicate_of_row: 2,
          duplicate_level: 'DUPLICATE',
          duplicate_reasons: ['NAME_AND_DOB'],
        },
      ];
      expect(await flags(importId)).toEqual(expected);
      expect(await check(accountId, importId, byYearFromRows)).toEqual({ duplicateRows: 4 });
      expect(await flags(importId)).toEqual(expected);
    },
  );

  it.each([
    ['row by row', Number.POSITIVE_INFINITY],
    ['by birth year', 0],
  ])('gives a tie between the master list and an earlier row to the master list (%s)', async (_how, byYearFromRows) => {
    const importId = await importOf(accountId, groupId, [
      { first: 'Amina', last: 'Odhiambo', dob: '1990-02-03' },
      { first: 'Amina', last: 'Odhiambo', dob: '1990-02-03' },
    ]);
    expect(await check(accountId, importId, byYearFromRows)).toEqual({ duplicateRows: 2 });
    expect((await flags(importId)).map((f) => [f.row_number, f.duplicate_of, f.duplicate_of_row])).toEqual([
      [1, 'ben--m1', null],
      [2, 'ben--m1', null],
    ]);
  });

  // Rows sharing a phone, e-mail or reference are found without reading the whole file in the order of each key.
  const sharing: Row[] = [
    { first: 'Halima', last: 'Barasa', phone: '+254711000001' },
    { first: 'Yusuf', last: 'Jama', email: 'yj@example.org' },
    { first: 'Esther', last: 'Chebet', ref: 'R-77' },
    { first: 'Halima', last: 'Barasa', phone: '+254711000001' },
    { first: 'Yusuf', last: 'Jama', email: 'yj@example.org' },
    { first: 'Someone', last: 'Different', ref: 'R-77' },
    { first: 'Asha', last: 'Mutua', phone: '+254711000002' },
    { first: 'Asha', last: 'Mutua', phone: '+254711000002' },
    // A phone 21 rows of the file share (more than EXACT_BLOCK_MAX) says nothing about any pair of them.
    ...Array.from({ length: 21 }, () => ({ first: 'Omar', last: 'Farah', phone: NGO_PHONE })),
  ];

  it('flags rows of the file sharing a phone, an e-mail or a reference with an earlier row', async () => {
    const importId = await importOf(accountId, groupId, sharing);
    expect(await check(accountId, importId)).toEqual({ duplicateRows: 4 });
    const flagged = (await flags(importId)).filter((f) => f.duplicate_level !== null);
    expect(flagged.map((f) => [f.row_number, f.duplicate_of_row, f.duplicate_reasons])).toEqual([
      [4, 1, ['PHONE_NUMBER']],
      [5, 2, ['EMAIL']],
      [6, 3, ['EXTERNAL_REFERENCE_NUMBER']],
      [8, 7, ['PHONE_NUMBER']],
    ]);
  });

  it('hands over the same blocks, in key order, whatever the page size', async () => {
    const importId = await importOf(accountId, groupId, sharing);
    const run = tenantRunner(db, { accountId, userId: 'usr--nobody' });
    const blocks = (pageRows?: number) =>
      run(async (tx) => {
        const seen: string[][] = [];
        await forEachSharedBlock(tx, importId, 'phone', (people) => seen.push(people.map((p) => p.id)), pageRows);
        return seen;
      });
    const whole = await blocks();
    expect(whole).toEqual([
      ['1', '4'],
      ['7', '8'],
    ]);
    expect(await blocks(1)).toEqual(whole);
    expect(await blocks(2)).toEqual(whole);
  });

  it('never matches another organisation’s people', async () => {
    const otherGroup = await db.transaction((tx) => ensureMasterList(tx, otherId));
    const importId = await importOf(otherId, otherGroup, [{ first: 'Amina', last: 'Odhiambo', dob: '1990-02-03' }]);
    expect(await check(otherId, importId)).toEqual({ duplicateRows: 0 });
  });
});
