// Imports as members use them: inspect a file, start its check, read the report, commit. The work itself runs in
// the two jobs (jobs.ts); this side only validates, records and starts them.
import {
  type BeneficiaryImportColumn,
  type BeneficiaryImportJson,
  type CreateImportInput,
  IMPORT_SAMPLE_ROWS,
  type ImportInspectionJson,
  type InspectImportInput,
  importHeader,
  mappingProblems,
  REQUIRED_IMPORT_COLUMNS,
  suggestMapping,
  BENEFICIARY_IMPORT_MESSAGES as WORDS,
} from '@aid/common/beneficiaries';
import { newId } from '@aid/common/ids';
import { recordActivity } from '../../activity/service.js';
import { type AuthContext, actorOf } from '../../auth/context.js';
import type { Queryable } from '../../db/db.js';
import { type FilesConfig, findFile } from '../../files/service.js';
import type { JobQueue } from '../../jobs/queue.js';
import { startJob } from '../../jobs/service.js';
import { accessOf, allowsList } from '../access.js';
import { BeneficiaryError } from '../errors.js';
import { lockList } from '../lists.js';
import { IMPORT_COLUMNS, type ImportRow, toImportJson } from './model.js';
import { fileProblem, openImportSource } from './parse.js';

export type ImportDeps = { files: FilesConfig; queue: JobQueue | undefined };

/** The file's first rows, read as the import would read it: a refused file is refused here already. */
export async function inspectImport(
  auth: AuthContext,
  deps: ImportDeps,
  input: InspectImportInput,
): Promise<ImportInspectionJson> {
  accessOf(auth, 'CREATE');
  const file = await findFile(auth, input.fileId);
  const source = await openImportSource(await deps.files.storage.read(auth.accountId, file.file_id), {
    encoding: input.encoding,
    sheetName: input.sheetName,
  });
  const iterator = source.rows[Symbol.asyncIterator]();
  try {
    const header = await iterator.next();
    if (header.done || header.value.every((h) => h.trim() === '')) throw fileProblem(WORDS.empty());
    const headers = header.value.map(importHeader);
    assertHeadersUsable(headers);
    const sampleRows: string[][] = [];
    while (sampleRows.length < IMPORT_SAMPLE_ROWS) {
      const next = await iterator.next();
      if (next.done) break;
      sampleRows.push(next.value);
    }
    if (sampleRows.length === 0) throw fileProblem(WORDS.noDataRows());
    const remembered = await auth.run((tx) => rememberedMapping(tx, auth.accountId));
    return {
      fileId: file.file_id,
      fileName: file.file_name,
      format: source.format,
      encoding: source.encoding,
      sheets: source.sheets(),
      sheetName: source.sheetName,
      headers,
      sampleRows,
      totalBytes: Number(file.size_bytes),
      mapping: suggestMapping(headers, remembered),
      requiredColumns: [...REQUIRED_IMPORT_COLUMNS],
    };
  } finally {
    await iterator.return?.();
  }
}

/** Empty and repeated header names are refused: a mapping names headers, so each must be one column. */
export function assertHeadersUsable(headers: readonly string[]): void {
  const positions = new Map<string, number[]>();
  headers.forEach((h, i) => {
    positions.set(h, [...(positions.get(h) ?? []), i + 1]);
  });
  const repeated = [...positions].filter(([h, at]) => h !== '' && at.length > 1);
  if (repeated.length > 0) {
    const named = repeated.map(([h, at]) => `"${h}" (columns ${at.join(' and ')})`).join(', ');
    throw fileProblem(WORDS.headersRepeat({ columns: named }));
  }
  const blank = headers.indexOf('');
  if (blank >= 0 && headers.slice(blank).some((h) => h !== '')) {
    throw fileProblem(WORDS.headerBlank({ column: blank + 1 }));
  }
}

async function rememberedMapping(
  tx: Queryable,
  accountId: string,
): Promise<Record<string, BeneficiaryImportColumn | null>> {
  const [row] = await tx.query<{ mapping: Record<string, BeneficiaryImportColumn | null> | string }>(
    'SELECT mapping FROM beneficiary_import_mappings WHERE account_id = $1',
    [accountId],
  );
  if (!row) return {};
  return typeof row.mapping === 'string' ? JSON.parse(row.mapping) : row.mapping;
}

/** Records the import (CHECKING), remembers the mapping and starts the check job. */
export async function createImport(
  auth: AuthContext,
  deps: ImportDeps,
  input: CreateImportInput,
): Promise<BeneficiaryImportJson> {
  accessOf(auth, 'CREATE');
  const problems = mappingProblems(input.mapping);
  if (problems.length > 0) throw new BeneficiaryError('VALIDATION_FAILED', problems[0]?.message ?? '', problems);
  const file = await findFile(auth, input.fileId);
  const actor = actorOf(auth);
  const importId = newId('beneficiaryImport');
  // Stored as { header: column }: the check reads the header row itself, so the order of the pairs does not matter.
  const mapping = Object.fromEntries(input.mapping.map((m) => [m.header, m.column]));
  const row = await auth.run(async (tx) => {
    const list = await lockList(tx, auth, input.beneficiaryListId, 'CREATE');
    if (list.list_type === 'CUSTOM' && list.status === 'LOCKED') throw BeneficiaryError.locked(list.list_name);
    if (list.list_type === 'MASTER' && !allowsList(accessOf(auth, 'CREATE'), list)) {
      throw new BeneficiaryError('FORBIDDEN', WORDS.masterNeedsEverything());
    }
    const [inserted] = await tx.query<ImportRow>(
      `INSERT INTO beneficiary_imports (import_id, account_id, file_id, file_name, beneficiary_list_id, format,
                                        encoding, sheet_name, mapping, skip_duplicates, created_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::jsonb, $10, $11) RETURNING ${IMPORT_COLUMNS}`,
      [
        importId,
        auth.accountId,
        file.file_id,
        file.file_name,
        list.beneficiary_list_id,
        /\.xlsx$/i.test(file.file_name) ? 'XLSX' : 'CSV',
        input.encoding,
        input.sheetName ?? null,
        JSON.stringify(mapping),
        input.skipDuplicates,
        actor.userId,
      ],
    );
    await tx.query(
      `INSERT INTO beneficiary_import_mappings (account_id, mapping) VALUES ($1, $2::jsonb)
       ON CONFLICT (account_id) DO UPDATE SET mapping = beneficiary_import_mappings.mapping || EXCLUDED.mapping,
         updated_at = now()`,
      [auth.accountId, JSON.stringify(mapping)],
    );
    await recordActivity(tx, {
      ...actor,
      action: 'CREATE',
      objectType: 'BENEFICIARY_IMPORT',
      objectId: importId,
      changes: {
        fileName: { from: null, to: file.file_name },
        beneficiaryListId: { from: null, to: list.beneficiary_list_id },
      },
    });
    return inserted;
  });
  if (!row) throw BeneficiaryError.notFound();
  const job = await startJob(auth, deps.queue, 'BENEFICIARY_IMPORT_CHECK', { importId, userId: actor.userId });
  return updateImport(auth, importId, 'check_job_id = $2', [job.jobId]);
}

async function updateImport(
  auth: AuthContext,
  importId: string,
  set: string,
  values: unknown[],
): Promise<BeneficiaryImportJson> {
  const [row] = await auth.run((tx) =>
    tx.query<ImportRow>(
      `UPDATE beneficiary_imports SET ${set}, updated_at = now() WHERE import_id = $1 RETURNING ${IMPORT_COLUMNS}`,
      [importId, ...values] as never[],
    ),
  );
  if (!row) throw importNotFound();
  return toImportJson(row);
}

export const importNotFound = () => new BeneficiaryError('NOT_FOUND', WORDS.notFound());

/** The import, when the caller may create beneficiaries in its list (404 for another organisation's). */
export async function findImport(tx: Queryable, auth: AuthContext, importId: string): Promise<ImportRow> {
  const access = accessOf(auth, 'CREATE');
  const [row] = await tx.query<ImportRow & { list_type: 'MASTER' | 'CUSTOM' }>(
    `SELECT ${IMPORT_COLUMNS.replaceAll(/(\w+)/g, 'i.$1')}, l.list_type
       FROM beneficiary_imports i JOIN beneficiary_lists l USING (beneficiary_list_id)
      WHERE i.account_id = $1 AND i.import_id = $2`,
    [auth.accountId, importId],
  );
  if (!row) throw importNotFound();
  if (!allowsList(access, row)) throw importNotFound();
  return row;
}

export async function getImport(auth: AuthContext, importId: string): Promise<BeneficiaryImportJson> {
  return toImportJson(await auth.run((tx) => findImport(tx, auth, importId)));
}

/** Starts the commit of a checked import: CHECKED with valid rows only (409 otherwise, naming the status). */
export async function commitImport(
  auth: AuthContext,
  deps: ImportDeps,
  importId: string,
  skipDuplicates: boolean | undefined,
): Promise<BeneficiaryImportJson> {
  const actor = actorOf(auth);
  await auth.run(async (tx) => {
    const row = await findImport(tx, auth, importId);
    await tx.query('SELECT 1 FROM beneficiary_imports WHERE import_id = $1 FOR UPDATE', [importId]);
    const [fresh] = await tx.query<ImportRow>(
      `SELECT ${IMPORT_COLUMNS} FROM beneficiary_imports WHERE import_id = $1`,
      [row.import_id],
    );
    if (!fresh) throw importNotFound();
    if (fresh.status !== 'CHECKED') {
      throw new BeneficiaryError('CONFLICT', WORDS.notChecked({ status: fresh.status }));
    }
    if (Number(fresh.valid_rows) === 0) {
      throw new BeneficiaryError('CONFLICT', WORDS.noValidRows());
    }
    const [list] = await tx.query<{ status: string; list_type: string; list_name: string }>(
      'SELECT status, list_type, list_name FROM beneficiary_lists WHERE beneficiary_list_id = $1',
      [fresh.beneficiary_list_id],
    );
    if (list?.list_type === 'CUSTOM' && list.status === 'LOCKED') throw BeneficiaryError.locked(list.list_name);
    await tx.query(
      `UPDATE beneficiary_imports SET status = 'IMPORTING', skip_duplicates = $2, updated_at = now()
        WHERE import_id = $1`,
      [importId, skipDuplicates ?? fresh.skip_duplicates],
    );
    return fresh;
  });
  let jobId: string;
  try {
    jobId = (await startJob(auth, deps.queue, 'BENEFICIARY_IMPORT_COMMIT', { importId, userId: actor.userId })).jobId;
  } catch (error) {
    await updateImport(auth, importId, "status = 'CHECKED', error_message = $2", ['The import could not be started.']);
    throw error;
  }
  return updateImport(auth, importId, 'import_job_id = $2', [jobId]);
}
