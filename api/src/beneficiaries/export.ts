// A list's beneficiaries as a CSV or XLSX download: the list screen's filter and sort, read by keyset a page per
// transaction and written as it is read (http/csv.ts), so exporting a million people never holds them in memory.
// Columns follow the import template, so an export can be corrected and imported again.
import { BENEFICIARY_IMPORT_COLUMNS, BENEFICIARY_LIST } from '@aid/common/beneficiaries';
import ExcelJS from 'exceljs';
import type { Request, Response } from 'express';
import { type AuthContext, authContext } from '../auth/context.js';
import { findByIds, type ListScope, type ListSource } from '../db/list.js';
import { csvExportRoute, exportPages, formulaSafe, untilDrained } from '../http/csv.js';
import { startDownload } from '../http/download.js';
import { requestLog } from '../http/logger.js';
import { listErrors, listParameters, XLSX_MEDIA_TYPE } from '../http/openapi.js';
import { idParam } from '../http/request.js';
import { defineRoute, idParamSpec, type ResponseSpec, type RouteDefinition } from '../http/route.js';
import { accessOf, assertAllowsList, knownAccess, listScope, membersScope } from './access.js';
import { BeneficiaryError } from './errors.js';
import {
  BENEFICIARIES,
  BENEFICIARY_LISTS,
  type BeneficiaryListRow,
  type BeneficiaryRow,
  creationMethodOf,
} from './model.js';

/** The import template's columns in its order, then what only the platform sets. */
export const BENEFICIARY_EXPORT_HEADER = [
  ...BENEFICIARY_IMPORT_COLUMNS,
  'beneficiaryId',
  'creationMethod',
  'createdAt',
  'updatedAt',
] as const;

type ExportValue = string | number | null;

/** Timestamps as JavaScript's toISOString writes them (UTC, milliseconds), formatted by the database. */
const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * The list engine's beneficiaries with the export's columns only, dates already as text: parsing a Date per value
 * and writing it back cost more than the query itself. Aliases differ from column names, or ORDER BY created_at
 * would sort by the text rather than walk the index.
 */
const EXPORT_SOURCE: ListSource = {
  ...BENEFICIARIES,
  columns:
    'beneficiary_id, first_name, last_name, gender, dob::text AS dob_text, email, phone_number, ' +
    'external_reference_number, number_of_family_members, nationality, creation_method, ' +
    `${iso('created_at')} AS created_text, ${iso('updated_at')} AS updated_text`,
};

type ExportRow = Pick<
  BeneficiaryRow,
  | 'beneficiary_id'
  | 'first_name'
  | 'last_name'
  | 'gender'
  | 'email'
  | 'phone_number'
  | 'external_reference_number'
  | 'number_of_family_members'
  | 'nationality'
  | 'creation_method'
> & { dob_text: string | null; created_text: string; updated_text: string };

/** Rows per transaction: fewer round trips than the default, a few hundred kilobytes a page. */
export const EXPORT_PAGE_ROWS = 2000;

function exportRecord(row: ExportRow): ExportValue[] {
  return [
    row.first_name,
    row.last_name,
    row.gender,
    row.dob_text,
    row.email,
    row.phone_number,
    row.external_reference_number,
    Number(row.number_of_family_members),
    row.nationality?.trim() ?? null,
    row.beneficiary_id,
    creationMethodOf(row.creation_method),
    row.created_text,
    row.updated_text,
  ];
}

const records = async (_tx: unknown, rows: ExportRow[]) => rows.map(exportRecord);

/**
 * The list and the scope of its beneficiaries. 404 when the caller may know neither by VIEW nor by EXPORT (another
 * organisation's list among them), 403 when EXPORT does not reach it (SELECTED names custom lists only).
 */
async function exportTarget(
  auth: AuthContext,
  listId: string,
): Promise<{ list: BeneficiaryListRow; scope: ListScope }> {
  const access = accessOf(auth, 'EXPORT');
  const [list] = await auth.run((tx) =>
    findByIds<BeneficiaryListRow>(tx, BENEFICIARY_LISTS, listScope(auth, knownAccess(auth, access)), [listId]),
  );
  if (!list) throw BeneficiaryError.listNotFound();
  assertAllowsList(access, list, 'EXPORT');
  // As listBeneficiaries scopes a page: EXPORT on the list reaches every beneficiary in it.
  return { list, scope: membersScope(auth, list) };
}

/** "<list name>-<yyyy-mm-dd>.<extension>" with only characters every browser and file system accepts. */
export function exportFileName(listName: string, extension: 'csv' | 'xlsx', now = new Date()): string {
  // Accents dropped rather than replaced (Réfugiés → Refugies); any other run of characters becomes one '-'.
  const safe = listName
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^A-Za-z0-9._]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 80);
  return `${safe || 'beneficiaries'}-${now.toISOString().slice(0, 10)}.${extension}`;
}

/** XLSX written as it is read: text cells (the family size a number), never a formula, dates as YYYY-MM-DD text. */
async function sendXlsx(req: Request, res: Response): Promise<void> {
  const auth = authContext(res);
  const { list, scope } = await exportTarget(auth, idParam(req));
  const pages = await exportPages(auth, req, EXPORT_SOURCE, scope, records, EXPORT_PAGE_ROWS);
  startDownload(res, XLSX_MEDIA_TYPE, exportFileName(list.list_name, 'xlsx'));
  // Inline strings and no styles: nothing grows with the row count but the file itself.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: res, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet('Beneficiaries');
  sheet.addRow([...BENEFICIARY_EXPORT_HEADER]).commit();
  try {
    for await (const page of pages) {
      // The apostrophe rule as in CSV: a cell that becomes a formula once the sheet is saved as CSV and reopened is
      // as dangerous as a formula cell.
      for (const values of page) {
        sheet.addRow(values.map((value) => (typeof value === 'string' ? formulaSafe(value) : value))).commit();
      }
      if (res.writableNeedDrain) await untilDrained(res);
      if (res.destroyed) return;
    }
    sheet.commit();
    await workbook.commit();
  } catch (failure) {
    requestLog(res).error({ err: failure }, 'XLSX export failed mid-stream');
    res.destroy(failure instanceof Error ? failure : new Error(String(failure)));
  }
}

const TAGS = ['beneficiaries'];

/** The two downloads, declared for the beneficiaries router (routes.ts), which mounts them among its own. */
export function beneficiaryExportRoutes(): RouteDefinition[] {
  return [
    defineRoute({
      ...exportDocument('CSV'),
      handler: async ({ auth, params, req, res, next }) => {
        const { list, scope } = await exportTarget(auth, params.id);
        const send = csvExportRoute<ExportRow>({
          source: EXPORT_SOURCE,
          scope: () => scope,
          header: BENEFICIARY_EXPORT_HEADER,
          records,
          fileName: () => exportFileName(list.list_name, 'csv'),
          pageRows: EXPORT_PAGE_ROWS,
        });
        await send(req, res, next);
      },
    }),
    defineRoute({ ...exportDocument('XLSX'), handler: ({ req, res }) => sendXlsx(req, res) }),
  ];
}

function exportResponse(format: 'CSV' | 'XLSX'): ResponseSpec {
  const description = `The ${format} file, as an attachment named <list name>-<yyyy-mm-dd>.`;
  return format === 'CSV'
    ? { description, contentType: 'text/csv', schema: { type: 'string' } }
    : { description, contentType: XLSX_MEDIA_TYPE };
}

/** What the two downloads share: the path, the parameters (the list's, less paging), the errors. */
function exportDocument(format: 'CSV' | 'XLSX') {
  return {
    method: 'get',
    path: `/beneficiary-lists/:id/beneficiaries/export.${format === 'CSV' ? 'csv' : 'xlsx'}`,
    operationId: `exportBeneficiaries${format === 'CSV' ? 'Csv' : 'Xlsx'}`,
    summary: `A list's beneficiaries as ${format}, with the same filter and sort as the list`,
    description:
      'Needs BENEFICIARY_LISTS EXPORT for the list (SELECTED access names custom lists; the master list needs ' +
      'EVERYTHING). Columns: the import template’s (firstName, lastName, gender, dob, email, phoneNumber, ' +
      'externalReferenceNumber, numberOfFamilyMembers, nationality), then beneficiaryId, creationMethod, createdAt, ' +
      'updatedAt. Streamed as it is read; a text starting with = + - @ (or a tab or CR) gets a leading apostrophe ' +
      (format === 'CSV'
        ? 'so no spreadsheet runs it. UTF-8 with a byte-order mark.'
        : 'so it stays text even once the sheet is saved as CSV. Text cells (numberOfFamilyMembers a number), never a ' +
          'formula; dates as YYYY-MM-DD text.') +
      ' `first`, `after` and `count` are ignored.',
    tags: TAGS,
    params: { id: idParamSpec },
    parameters: listParameters(BENEFICIARY_LIST, 'BeneficiaryFilter').filter(
      (p) => !['ids', 'first', 'count'].includes(p.name),
    ),
    response: exportResponse(format),
    errors: {
      '403': 'Not an ACTIVE member, or no BENEFICIARY_LISTS EXPORT for this list (code FORBIDDEN).',
      '404': 'No such list visible to the caller in this account (code NOT_FOUND).',
      ...listErrors,
    },
  } as const;
}
