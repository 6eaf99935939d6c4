// The check (dry run) of an import, as a job: read every row of the file, validate it with the shared rules, keep
// the valid ones as temporary beneficiaries and the refused cells as errors, then find duplicates. Batches of
// 5,000 rows go in with one INSERT … SELECT FROM unnest each, while the next batch is being parsed.
import {
  type BeneficiaryImportColumn,
  type ImportEncoding,
  importHeader,
  nameKey,
  validateImportRow,
  BENEFICIARY_IMPORT_MESSAGES as WORDS,
} from '@aid/common/beneficiaries';
import { newId } from '@aid/common/ids';
import type { Queryable } from '../../db/db.js';
import { JobFailure, type JobHandler } from '../../jobs/handlers.js';
import { BeneficiaryError } from '../errors.js';
import { findDuplicates } from './duplicates.js';
import { IMPORT_COLUMNS, type ImportRow, mappingOf } from './model.js';
import { fileProblem, openImportSource } from './parse.js';
import { assertHeadersUsable } from './service.js';

export const IMPORT_BATCH_ROWS = 5000;

export type ImportJobParams = { importId: string; userId: string };

export function importParams(params: unknown): ImportJobParams {
  const p = params as Partial<ImportJobParams> | null;
  if (!p || typeof p.importId !== 'string' || typeof p.userId !== 'string') {
    throw new JobFailure('The job has no import to work on');
  }
  return { importId: p.importId, userId: p.userId };
}

export async function loadImport(tx: Queryable, importId: string, lock = false): Promise<ImportRow> {
  const [row] = await tx.query<ImportRow>(
    `SELECT ${IMPORT_COLUMNS} FROM beneficiary_imports WHERE import_id = $1 ${lock ? 'FOR UPDATE' : ''}`,
    [importId],
  );
  if (!row) throw new JobFailure('The import no longer exists');
  return row;
}

/** Removes what a check wrote: before a new attempt, and when the check fails or is cancelled. */
export async function clearCheck(tx: Queryable, importId: string): Promise<void> {
  await tx.query('DELETE FROM temporary_beneficiaries WHERE import_id = $1', [importId]);
  await tx.query('DELETE FROM beneficiary_import_errors WHERE import_id = $1', [importId]);
  await tx.query('DELETE FROM beneficiary_import_repairs WHERE import_id = $1', [importId]);
}

type Batch = {
  rows: number[];
  ids: string[];
  first: string[];
  last: string[];
  gender: (string | null)[];
  dob: (string | null)[];
  email: (string | null)[];
  ref: (string | null)[];
  phone: (string | null)[];
  family: number[];
  nationality: (string | null)[];
  key: string[];
  skeleton: string[];
  errRow: number[];
  errField: string[];
  errCode: string[];
  errMessage: string[];
  errValue: (string | null)[];
  fixRow: number[];
  fixField: string[];
  fixKind: string[];
  fixMessage: string[];
  fixOriginal: string[];
  fixStored: string[];
};

const emptyBatch = (): Batch => ({
  rows: [],
  ids: [],
  first: [],
  last: [],
  gender: [],
  dob: [],
  email: [],
  ref: [],
  phone: [],
  family: [],
  nationality: [],
  key: [],
  skeleton: [],
  errRow: [],
  errField: [],
  errCode: [],
  errMessage: [],
  errValue: [],
  fixRow: [],
  fixField: [],
  fixKind: [],
  fixMessage: [],
  fixOriginal: [],
  fixStored: [],
});

// Both drivers send null elements of a text[] parameter as NULL; SqlValue only spells out arrays without them.
const nullable = (values: (string | null)[]) => values as readonly string[];

async function writeBatch(tx: Queryable, row: ImportRow, b: Batch): Promise<void> {
  if (b.rows.length > 0) {
    await tx.query(
      `INSERT INTO temporary_beneficiaries (import_id, account_id, beneficiary_list_id, row_number, beneficiary_id,
         first_name, last_name, gender, dob, email, external_reference_number, phone_number,
         number_of_family_members, nationality, name_key, name_skeleton)
       SELECT $1, $2, $3, * FROM unnest($4::int[], $5::text[], $6::text[], $7::text[], $8::text[], $9::date[],
         $10::text[], $11::text[], $12::text[], $13::int[], $14::text[], $15::text[], $16::text[])`,
      [
        row.import_id,
        row.account_id,
        row.beneficiary_list_id,
        b.rows,
        b.ids,
        b.first,
        b.last,
        nullable(b.gender),
        nullable(b.dob),
        nullable(b.email),
        nullable(b.ref),
        nullable(b.phone),
        b.family,
        nullable(b.nationality),
        b.key,
        b.skeleton,
      ],
    );
  }
  if (b.errRow.length > 0) {
    await tx.query(
      `INSERT INTO beneficiary_import_errors (import_id, account_id, row_number, field, code, message, value)
       SELECT $1, $2, * FROM unnest($3::int[], $4::text[], $5::text[], $6::text[], $7::text[])`,
      [row.import_id, row.account_id, b.errRow, b.errField, b.errCode, b.errMessage, nullable(b.errValue)],
    );
  }
  if (b.fixRow.length > 0) {
    await tx.query(
      `INSERT INTO beneficiary_import_repairs (import_id, account_id, row_number, field, kind, message, original, stored)
       SELECT $1, $2, * FROM unnest($3::int[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[])`,
      [row.import_id, row.account_id, b.fixRow, b.fixField, b.fixKind, b.fixMessage, b.fixOriginal, b.fixStored],
    );
  }
}

/** Keeps a refused value short in the report: the whole cell is in the user's file. */
const shown = (value: string | undefined) => (value === undefined || value === '' ? null : value.slice(0, 200));

export const importCheckJob: JobHandler = async (ctx) => {
  const { importId } = importParams(ctx.params);
  const row = await ctx.run(async (tx) => {
    const current = await loadImport(tx, importId, true);
    // A new attempt starts clean: what an interrupted one wrote is not known to be whole.
    if (ctx.attempt > 1) await clearCheck(tx, importId);
    return current;
  });
  if (row.status !== 'CHECKING') return { status: row.status };
  try {
    return await runCheck(ctx, row);
  } catch (error) {
    if (!(error instanceof BeneficiaryError)) throw error;
    // A problem with the file itself: no attempt will do better. Nothing of the check is kept.
    await ctx.run(async (tx) => {
      await clearCheck(tx, importId);
      await tx.query(
        `UPDATE beneficiary_imports SET status = 'CHECK_FAILED', error_message = $2, total_rows = 0, valid_rows = 0,
           invalid_rows = 0, duplicate_rows = 0, updated_at = now() WHERE import_id = $1`,
        [importId, error.message],
      );
    });
    return { status: 'CHECK_FAILED', errorMessage: error.message };
  }
};

async function runCheck(ctx: Parameters<JobHandler>[0], row: ImportRow) {
  const storage = ctx.files;
  if (!storage) throw new JobFailure("This worker cannot read uploaded files: start it with the API's file storage.");
  const [file] = await ctx.run((tx) =>
    tx.query<{ size_bytes: number }>('SELECT size_bytes FROM files WHERE file_id = $1', [row.file_id]),
  );
  if (!file) throw fileProblem(WORDS.fileGone());
  const totalBytes = Number(file.size_bytes);
  const source = await openImportSource(await storage.read(row.account_id, row.file_id), {
    encoding: (row.encoding ?? 'AUTO') as ImportEncoding,
    sheetName: row.sheet_name ?? undefined,
  });
  const iterator = source.rows[Symbol.asyncIterator]();
  const header = await iterator.next();
  if (header.done) throw fileProblem(WORDS.empty());
  const headers = header.value.map(importHeader);
  assertHeadersUsable(headers);
  // Phone numbers written without a country code are numbers of the organisation's country.
  const [account] = await ctx.run((tx) =>
    tx.query<{ country: string | null }>('SELECT address_country_code AS country FROM accounts WHERE account_id = $1', [
      row.account_id,
    ]),
  );
  const options = { country: account?.country ?? null };
  const columns: [BeneficiaryImportColumn, number][] = [];
  for (const { header: name, column } of mappingOf(row)) {
    const at = headers.indexOf(name);
    if (column && at < 0) throw fileProblem(WORDS.mappedHeaderMissing({ header: name }));
    if (column) columns.push([column, at]);
  }

  let total = 0;
  let valid = 0;
  const invalidRows = new Set<number>();
  let batch = emptyBatch();
  let writing: Promise<void> = Promise.resolve();
  const flush = async () => {
    const full = batch;
    batch = emptyBatch();
    await writing;
    writing = ctx.run((tx) => writeBatch(tx, row, full));
    // The write runs while the next batch is parsed; an error surfaces at the next flush or at the end.
    writing.catch(() => undefined);
    await ctx.progress(source.bytesRead(), totalBytes);
  };
  try {
    await readRows();
  } finally {
    // Never leave a batch being written behind: a cancel's clean-up must come after it.
    await writing.catch(() => undefined);
  }
  async function readRows() {
    for (;;) {
      const next = await iterator.next();
      if (next.done) break;
      const rowNumber = ++total;
      const cells: Partial<Record<BeneficiaryImportColumn, string>> = {};
      for (const [column, at] of columns) cells[column] = next.value[at] ?? '';
      const result = validateImportRow(cells, options);
      if (result.ok) {
        const v = result.value;
        const key = nameKey(v.firstName, v.lastName);
        valid++;
        batch.rows.push(rowNumber);
        batch.ids.push(newId('beneficiary'));
        batch.first.push(v.firstName);
        batch.last.push(v.lastName);
        batch.gender.push(v.gender ?? null);
        batch.dob.push(v.dob ?? null);
        batch.email.push(v.email ?? null);
        batch.ref.push(v.externalReferenceNumber ?? null);
        batch.phone.push(v.phoneNumber ?? null);
        batch.family.push(v.numberOfFamilyMembers);
        batch.nationality.push(v.nationality ?? null);
        batch.key.push(key.key);
        batch.skeleton.push(key.skeleton);
        for (const r of result.repairs) {
          batch.fixRow.push(rowNumber);
          batch.fixField.push(r.field);
          batch.fixKind.push(r.kind);
          batch.fixMessage.push(r.message);
          batch.fixOriginal.push(r.original.slice(0, 200));
          batch.fixStored.push(r.stored);
        }
      } else {
        invalidRows.add(rowNumber);
        for (const e of result.errors) {
          batch.errRow.push(rowNumber);
          batch.errField.push(e.field);
          batch.errCode.push(e.code);
          batch.errMessage.push(e.message);
          batch.errValue.push(shown(cells[e.field]));
        }
      }
      if (batch.rows.length + batch.errRow.length >= IMPORT_BATCH_ROWS) await flush();
    }
  }
  if (total === 0) throw fileProblem(WORDS.noDataRows());
  await flush();
  await writing;
  const { duplicateRows } = await ctx.run((tx) => findDuplicates(tx, row.account_id, row.import_id));
  await ctx.run((tx) =>
    tx.query(
      `UPDATE beneficiary_imports SET status = 'CHECKED', error_message = NULL, total_rows = $2, valid_rows = $3,
         invalid_rows = $4, duplicate_rows = $5, updated_at = now() WHERE import_id = $1 AND status = 'CHECKING'`,
      [row.import_id, total, valid, invalidRows.size, duplicateRows],
    ),
  );
  return { status: 'CHECKED', totalRows: total, validRows: valid, invalidRows: invalidRows.size, duplicateRows };
}
