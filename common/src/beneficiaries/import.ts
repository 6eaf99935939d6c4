// Importing beneficiaries from a CSV or XLSX file: the column vocabulary (the template's header row), the rules that
// turn one file row into a beneficiary (the same createBeneficiarySchema as a form, after the spellings a
// spreadsheet allows are normalised), the request bodies and the JSON of an import. Shared by the web and the API.
import { z } from 'zod';
import { COUNTRIES } from '../accounts/countries.js';
import { isOneOf } from '../enums.js';
import { type FieldError, fieldError } from '../errors.js';
import { calendarDate, component, timestamp } from '../json.js';
import { type PhoneRepair, parsePhone } from '../phone.js';
import { fieldCode, type Validated, validate } from '../validation.js';
import { type CreateBeneficiaryInput, createBeneficiarySchema } from './schema.js';

/** The template's header row, in this order. */
export const BENEFICIARY_IMPORT_COLUMNS = [
  'firstName',
  'lastName',
  'gender',
  'dob',
  'email',
  'phoneNumber',
  'externalReferenceNumber',
  'numberOfFamilyMembers',
  'nationality',
] as const;
export type BeneficiaryImportColumn = (typeof BENEFICIARY_IMPORT_COLUMNS)[number];
export const REQUIRED_IMPORT_COLUMNS = ['firstName', 'lastName'] as const satisfies readonly BeneficiaryImportColumn[];

/**
 * Example rows under the header of the downloadable template; their phone numbers show the accepted forms (see
 * ../phone.ts): E.164, `00` with spaces, and brackets and dashes.
 */
export const IMPORT_TEMPLATE_ROWS: readonly (readonly string[])[] = [
  ['Amina', 'Yusuf', 'F', '1990-02-03', 'amina@example.org', '+254712345678', 'REF-001', '4', 'KE'],
  ['Mohammed', 'Al-Hassan', 'M', '15/07/1985', '', '00249 91 234 5678', 'REF-002', '0', 'SDN'],
  ['Grace', 'Achieng', 'F', '2001-11-30', '', '+256 (77) 362-7008', 'REF-003', '2', 'UGA'],
];

/** The template's word on phone numbers (a note on the XLSX header cell, the help under the CSV link). */
export const IMPORT_PHONE_HELP =
  'phoneNumber: +254712345678, 00254 71 2345678 or +254 (0)71 234-5678 (spaces, dots, dashes and brackets ' +
  "allowed), or a national number of the organisation's country (0712 345678). A number a spreadsheet turned into " +
  'digits only (256773627008, 712345678) is repaired when only one reading is valid, and named in the report.';

export const IMPORT_ENCODINGS = ['AUTO', 'UTF_8', 'UTF_16LE', 'UTF_16BE', 'WINDOWS_1252'] as const;
export type ImportEncoding = (typeof IMPORT_ENCODINGS)[number];
export const IMPORT_FORMATS = ['CSV', 'XLSX'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];
export const IMPORT_STATUSES = [
  'CHECKING',
  'CHECKED',
  'CHECK_FAILED',
  'IMPORTING',
  'IMPORTED',
  'IMPORT_FAILED',
  'CANCELLED',
] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** Data rows of one file at most (the issue's bound: a whole camp). */
export const IMPORT_MAX_ROWS = 1_000_000;
/** A spreadsheet cell holds at most this many characters (Excel's own limit); more means a broken file. */
export const IMPORT_MAX_CELL_CHARS = 32_767;
export const IMPORT_SAMPLE_ROWS = 5;
const HEADER_MAX = 200;

const GENDER_WORDS: Readonly<Record<string, string>> = {
  f: 'F',
  female: 'F',
  m: 'M',
  male: 'M',
  o: 'O',
  other: 'O',
  pnts: 'PNTS',
  'prefer not to say': 'PNTS',
};

const ALPHA3_TO_ALPHA2 = new Map(COUNTRIES.map((c) => [c.alpha3.toUpperCase(), c.alpha2.toUpperCase()]));

/** DD/MM/YYYY (also D/M/YYYY) → YYYY-MM-DD; anything else is left for the schema to refuse. */
function isoDate(value: string): string {
  const dmy = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  if (!dmy) return value;
  const [, d, m, y] = dmy;
  return `${y}-${m?.padStart(2, '0')}-${d?.padStart(2, '0')}`;
}

/** The cells of one row, by column; empty cells are left out (an empty optional field is "none"). */
export type ImportRowCells = Partial<Record<BeneficiaryImportColumn, string>>;

export type ImportRowError = { field: BeneficiaryImportColumn; code: FieldError['code']; message: string };

/** A cell accepted after putting back what a spreadsheet program took away (`+`, a leading zero). */
export type ImportRowRepair = {
  field: BeneficiaryImportColumn;
  kind: PhoneRepair;
  original: string;
  stored: string;
  message: string;
};

export type ImportRowResult =
  | { ok: true; value: CreateBeneficiaryInput; repairs: ImportRowRepair[] }
  | { ok: false; errors: ImportRowError[]; value?: undefined };

export type ImportRowOptions = {
  /** The organisation's country (ISO alpha-2): phone numbers without a country code are read as its numbers. */
  country?: string | null | undefined;
};

const REPAIR_WORDS: Readonly<Record<PhoneRepair, string>> = {
  PLUS_RESTORED: 'a spreadsheet had saved it as a number without its +: + put back',
  ZERO_RESTORED: 'a spreadsheet had saved it as a number without its leading 0: 0 put back',
};

/**
 * One file row as a beneficiary, by createBeneficiarySchema's rules. Before that, the spellings a spreadsheet
 * allows are normalised: gender words (Female, "Prefer not to say"), DD/MM/YYYY dates, alpha-3 nationalities,
 * numbers written as text, and phone numbers as people write them or as a spreadsheet mangled them (../phone.ts).
 */
export function validateImportRow(cells: ImportRowCells, options: ImportRowOptions = {}): ImportRowResult {
  const input: Record<string, unknown> = {};
  const errors: ImportRowError[] = [];
  const repairs: ImportRowRepair[] = [];
  for (const column of BENEFICIARY_IMPORT_COLUMNS) {
    // Our own exports put an apostrophe before a leading = + - @ (formula injection); a re-imported export drops it.
    const raw = (cells[column]?.trim() ?? '').replace(/^'(?=[=+\-@])/, '');
    if (raw === '') {
      if (column === 'firstName' || column === 'lastName') input[column] = '';
      continue;
    }
    switch (column) {
      case 'gender':
        input.gender = GENDER_WORDS[raw.toLowerCase().replace(/\s+/g, ' ')] ?? raw;
        break;
      case 'dob':
        input.dob = isoDate(raw);
        break;
      case 'nationality':
        input.nationality = ALPHA3_TO_ALPHA2.get(raw.toUpperCase()) ?? raw;
        break;
      case 'numberOfFamilyMembers':
        input.numberOfFamilyMembers = /^[-+]?\d+(\.\d+)?$/.test(raw) ? Number(raw) : raw;
        break;
      case 'phoneNumber': {
        // Judged here rather than by the schema: only an import knows the organisation's country, and only a file
        // has been through a spreadsheet. The schema then sees E.164, which it takes as it is.
        const verdict = parsePhone(raw, { country: options.country, spreadsheet: true });
        if (!verdict.ok) {
          errors.push({ field: column, code: 'INVALID_FORMAT', message: verdict.message });
          break;
        }
        input.phoneNumber = verdict.value;
        if (verdict.repair) {
          const message = REPAIR_WORDS[verdict.repair];
          repairs.push({ field: column, kind: verdict.repair, original: raw, stored: verdict.value, message });
        }
        break;
      }
      default:
        input[column] = raw;
    }
  }
  // Field by field with createBeneficiarySchema's own field schemas (it has no rule across fields), so the verdict on a
  // value that repeats down a file (a date, a country, a gender, a family name) is computed once.
  const value: Record<string, unknown> = {};
  for (const column of BENEFICIARY_IMPORT_COLUMNS) {
    // Already judged above, by the same rules the schema would apply again (E.164 in, E.164 out).
    if (column === 'phoneNumber') {
      if (input.phoneNumber !== undefined) value.phoneNumber = input.phoneNumber;
      continue;
    }
    const verdict = fieldVerdict(column, input[column]);
    if (verdict.ok) {
      if (verdict.value !== undefined) value[column] = verdict.value;
    } else {
      for (const e of verdict.fieldErrors) errors.push(rowError({ ...e, field: column }));
    }
  }
  if (errors.length > 0) {
    // In the file's column order, the phone's (judged first) among the others.
    const order = (e: ImportRowError) => BENEFICIARY_IMPORT_COLUMNS.indexOf(e.field);
    return { ok: false, errors: errors.sort((a, b) => order(a) - order(b)) };
  }
  return { ok: true, value: value as CreateBeneficiaryInput, repairs };
}

/** A plain parse first: asking zod to report inputs costs several times more, and only a refusal needs them. */
function judge(schema: z.ZodType, raw: unknown): Validated<unknown> {
  const quick = schema.safeParse(raw);
  return quick.success ? { ok: true, value: quick.data } : validate(schema, raw);
}

/** Values whose verdict is remembered: the ones that repeat down a file. Unique ones (e-mail, phone) are not. */
const CACHED: ReadonlySet<BeneficiaryImportColumn> = new Set([
  'firstName',
  'lastName',
  'gender',
  'dob',
  'nationality',
  'numberOfFamilyMembers',
]);
const CACHE_MAX = 100_000;
const verdicts = new Map<string, Validated<unknown>>();
const DAY_MS = 86_400_000;
/** The next midnight (UTC, as the schema's "today") after the day the remembered verdicts were judged on. */
let verdictsUntil = 0;

function fieldVerdict(column: BeneficiaryImportColumn, raw: unknown): Validated<unknown> {
  const schema = createBeneficiarySchema.shape[column];
  if (!CACHED.has(column)) return judge(schema, raw);
  // A date of birth is judged against today: the remembered verdicts last one day. Compared as a number: formatting
  // today's date for every cell was a third of a 100,000-row file's validation.
  const now = Date.now();
  if (now >= verdictsUntil || verdicts.size > CACHE_MAX) {
    verdicts.clear();
    verdictsUntil = (Math.floor(now / DAY_MS) + 1) * DAY_MS;
  }
  const key = `${column}\u0000${typeof raw}\u0000${String(raw)}`;
  let verdict = verdicts.get(key);
  if (!verdict) {
    verdict = judge(schema, raw);
    verdicts.set(key, verdict);
  }
  return verdict;
}

function rowError(error: FieldError): ImportRowError {
  const field = isOneOf(BENEFICIARY_IMPORT_COLUMNS, error.field) ? error.field : 'firstName';
  // The schema's words speak of JSON; a file's reader needs the spellings a cell may use.
  if (field === 'gender' && error.code === 'NOT_ONE_OF') {
    return { field, code: error.code, message: 'must be F, M, PNTS or O (or Female, Male, Other, Prefer not to say)' };
  }
  if (field === 'dob' && error.code === 'INVALID_DATE') {
    return { field, code: error.code, message: 'must be a date written YYYY-MM-DD or DD/MM/YYYY' };
  }
  if (field === 'nationality' && error.code === 'NOT_ONE_OF') {
    return { field, code: error.code, message: 'must be a country code, alpha-2 (KE) or alpha-3 (KEN)' };
  }
  if (field === 'numberOfFamilyMembers' && error.code === 'WRONG_TYPE') {
    return { field, code: error.code, message: 'must be a whole number from 0 to 100' };
  }
  if ((field === 'firstName' || field === 'lastName') && (error.code === 'TOO_SHORT' || error.code === 'EMPTY')) {
    return { field, code: 'REQUIRED', message: 'is required' };
  }
  return { field, code: error.code, message: error.message };
}

/**
 * A header cell as the import names it: trimmed, without a byte-order mark, also one that a program read as
 * Windows-1252 text ("ï»¿firstName": the UTF-8 mark's three bytes) and saved again that way.
 */
export function importHeader(cell: string): string {
  return cell.replace(/^(?:\uFEFF|\u00EF\u00BB\u00BF)+/, '').trim();
}

const normalHeader = (header: string) =>
  importHeader(header)
    .toLowerCase()
    .replace(/[\s_-]+/g, '');
const COLUMN_BY_NORMAL = new Map<string, BeneficiaryImportColumn>(
  BENEFICIARY_IMPORT_COLUMNS.map((c) => [normalHeader(c), c]),
);

export type ImportMappingEntry = { header: string; column: BeneficiaryImportColumn | null };

/**
 * The mapping offered for a file's headers: the organisation's remembered choice for a header first, else the column
 * whose name matches ignoring case, spaces, "_" and "-". A column is offered once.
 */
export function suggestMapping(
  headers: readonly string[],
  remembered: Readonly<Record<string, BeneficiaryImportColumn | null>> = {},
): ImportMappingEntry[] {
  const taken = new Set<BeneficiaryImportColumn>();
  const pick = (column: BeneficiaryImportColumn | null | undefined) => {
    if (!column || taken.has(column)) return null;
    taken.add(column);
    return column;
  };
  const fromMemory = headers.map((header) => (Object.hasOwn(remembered, header) ? remembered[header] : undefined));
  const mapping = headers.map((header, i) => ({ header, column: pick(fromMemory[i]) }));
  return mapping.map((entry, i) =>
    fromMemory[i] === undefined ? { ...entry, column: pick(COLUMN_BY_NORMAL.get(normalHeader(entry.header))) } : entry,
  );
}

/** What a mapping lacks or repeats, as field errors on `mapping` (the header list is the file's). */
export function mappingProblems(mapping: readonly ImportMappingEntry[], headers?: readonly string[]): FieldError[] {
  const problems: FieldError[] = [];
  for (const required of REQUIRED_IMPORT_COLUMNS) {
    if (!mapping.some((m) => m.column === required)) {
      problems.push(
        fieldError(
          'mapping',
          'REQUIRED',
          { column: required },
          `maps no header to ${required}, which is required (required: ${REQUIRED_IMPORT_COLUMNS.join(', ')})`,
        ),
      );
    }
  }
  const byColumn = new Map<string, string[]>();
  for (const m of mapping) if (m.column) byColumn.set(m.column, [...(byColumn.get(m.column) ?? []), m.header]);
  for (const [column, mapped] of byColumn) {
    if (mapped.length > 1) {
      problems.push(
        fieldError(
          'mapping',
          'INVALID_VALUE',
          { column },
          `maps ${mapped.map((h) => `"${h}"`).join(' and ')} to ${column}: one header per column`,
        ),
      );
    }
  }
  if (headers) {
    const known = new Set(headers);
    mapping.forEach((m, i) => {
      if (!known.has(m.header)) {
        problems.push(
          fieldError(`mapping.${i}.header`, 'INVALID_VALUE', undefined, `"${m.header}" is not a header of the file`),
        );
      }
    });
  }
  return problems;
}

const fileId = z.string().min(1).max(100);
const encoding = z.enum(IMPORT_ENCODINGS).default('AUTO');
const sheetName = z.string().min(1).max(HEADER_MAX).optional();
const mapping = z
  .array(z.strictObject({ header: z.string().max(HEADER_MAX), column: z.enum(BENEFICIARY_IMPORT_COLUMNS).nullable() }))
  .max(500)
  .refine((m) => new Set(m.map((e) => e.header)).size === m.length, fieldCode('INVALID_VALUE'))
  .meta({ description: 'One entry per file header; column null ignores that header.' });

export const inspectImportSchema = z.strictObject({ fileId, encoding, sheetName });
export type InspectImportInput = z.infer<typeof inspectImportSchema>;

export const createImportSchema = z.strictObject({
  fileId,
  beneficiaryListId: z.string().min(1).max(100),
  encoding,
  sheetName,
  mapping,
  skipDuplicates: z.boolean().default(true),
});
export type CreateImportInput = z.infer<typeof createImportSchema>;

export const commitImportSchema = z.strictObject({ skipDuplicates: z.boolean().optional() });
export type CommitImportInput = z.infer<typeof commitImportSchema>;

const mappingEntryJson = z.object({ header: z.string(), column: z.enum(BENEFICIARY_IMPORT_COLUMNS).nullable() });

export const importInspectionJsonSchema = component(
  'BeneficiaryImportInspection',
  z.object({
    fileId: z.string(),
    fileName: z.string(),
    format: z.enum(IMPORT_FORMATS),
    encoding: z.enum(IMPORT_ENCODINGS).nullable(),
    sheets: z.array(z.string()),
    sheetName: z.string().nullable(),
    headers: z.array(z.string()),
    sampleRows: z.array(z.array(z.string())),
    totalBytes: z.number().int(),
    mapping: z.array(mappingEntryJson),
    requiredColumns: z.array(z.enum(BENEFICIARY_IMPORT_COLUMNS)),
  }),
);
export type ImportInspectionJson = z.infer<typeof importInspectionJsonSchema>;

export const beneficiaryImportJsonSchema = component(
  'BeneficiaryImport',
  z.object({
    importId: z.string(),
    fileId: z.string(),
    fileName: z.string(),
    beneficiaryListId: z.string(),
    status: z.enum(IMPORT_STATUSES),
    format: z.enum(IMPORT_FORMATS),
    encoding: z.enum(IMPORT_ENCODINGS).nullable(),
    sheetName: z.string().nullable(),
    mapping: z.array(mappingEntryJson),
    skipDuplicates: z.boolean(),
    totalRows: z.number().int(),
    validRows: z.number().int(),
    invalidRows: z.number().int(),
    duplicateRows: z.number().int(),
    importedRows: z.number().int(),
    errorMessage: z.string().nullable(),
    checkJobId: z.string().nullable(),
    importJobId: z.string().nullable(),
    createdAt: timestamp(),
    createdBy: z.string().nullable(),
    updatedAt: timestamp(),
  }),
);
export type BeneficiaryImportJson = z.infer<typeof beneficiaryImportJsonSchema>;

export const importErrorJsonSchema = component(
  'BeneficiaryImportError',
  z.object({
    rowNumber: z.number().int(),
    field: z.string(),
    code: z.string(),
    message: z.string(),
    value: z.string().nullable(),
  }),
);
export type ImportErrorJson = z.infer<typeof importErrorJsonSchema>;

/** A cell accepted after a repair: `original` as the file has it, `stored` as it is saved; `kind` says what was done. */
export const importRepairJsonSchema = component(
  'BeneficiaryImportRepair',
  z.object({
    rowNumber: z.number().int(),
    field: z.string(),
    kind: z.enum(['PLUS_RESTORED', 'ZERO_RESTORED'] as const satisfies readonly PhoneRepair[]),
    message: z.string(),
    original: z.string(),
    stored: z.string(),
  }),
);
export type ImportRepairJson = z.infer<typeof importRepairJsonSchema>;

export const importDuplicateJsonSchema = component(
  'BeneficiaryImportDuplicate',
  z.object({
    rowNumber: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    dob: calendarDate().nullable(),
    duplicateOf: z.string().nullable(),
    duplicateOfRow: z.number().int().nullable(),
    score: z.number(),
    level: z.enum(['DUPLICATE', 'POSSIBLE_DUPLICATE']),
    reasons: z.array(z.string()),
  }),
);
export type ImportDuplicateJson = z.infer<typeof importDuplicateJsonSchema>;

/** A page of an import's report (errors, repairs, duplicates): items, whether more follow, and how many in all. */
function reportPage<S extends z.ZodType>(id: string, item: S) {
  return component(
    id,
    z.object({
      items: z.array(item),
      pageInfo: z.object({ hasNextPage: z.boolean(), endCursor: z.string().nullable() }),
      totalCount: z.number().int(),
    }),
  );
}

export const importErrorPageJsonSchema = reportPage('BeneficiaryImportErrorPage', importErrorJsonSchema);
export const importRepairPageJsonSchema = reportPage('BeneficiaryImportRepairPage', importRepairJsonSchema);
export const importDuplicatePageJsonSchema = reportPage('BeneficiaryImportDuplicatePage', importDuplicateJsonSchema);
