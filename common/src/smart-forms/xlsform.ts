// XLSForm files (issue 25): the upload that turns a KoboToolbox / ODK workbook into a draft form, and the report of
// what the workbook held that a form here cannot hold. Nothing is dropped silently: every row, column or rule left
// out is one entry, with its place in the workbook, so the officer knows what to rebuild by hand.
import { z } from 'zod';
import { idInput, requiredTextInput } from '../inputs.js';
import { component } from '../json.js';
import { SMART_FORM_NAME_MAX, smartFormJsonSchema } from './json.js';

/** Above any real form (a 500-question form with a country list is ~200 KB), far below what would hurt to unzip. */
export const XLSFORM_MAX_BYTES = 10 * 1024 * 1024;

/** Why an entry of the report was left out or changed. */
export const XLSFORM_REPORT_CODES = [
  /** A question type an XLSForm can have and a form here cannot (calculate, range, audio, file, …). */
  'UNSUPPORTED_TYPE',
  /** A metadata row (start, end, deviceid, …): collected by Kobo/ODK itself, not asked. */
  'METADATA',
  /** A row inside a repeat group: repeats are not supported, the whole group is left out. */
  'IN_REPEAT',
  /** A column a form here has no place for (default, read_only, choice_filter, media, …). */
  'UNSUPPORTED_COLUMN',
  /** A value the column cannot take here (a conditional `required`, an appearance, …): the rest of the row is kept. */
  'UNSUPPORTED_VALUE',
  /** A group inside a group: its questions joined the enclosing page, its relevance added to each of them. */
  'NESTED_GROUP',
  /** A relevant or constraint expression a form here cannot run (a calculate's name, an unknown function, …). */
  'EXPRESSION_REMOVED',
  /** A label missing in the form's default language, taken from another language or from the name. */
  'LABEL_FILLED',
  /** A row or column the import could not place (a row without a type, an end_group without a group, …). */
  'IGNORED',
] as const;
export type XlsFormReportCode = (typeof XLSFORM_REPORT_CODES)[number];

export const xlsformReportEntrySchema = z.object({
  sheet: z.string(),
  row: z.number().int().min(1).meta({ description: 'The spreadsheet row (1 is the header row).' }),
  column: z.string().nullable().meta({ description: 'The column header, when one column is concerned.' }),
  value: z.string().nullable().meta({ description: 'The cell as written, when it matters.' }),
  code: z.enum(XLSFORM_REPORT_CODES),
  reason: z.string().meta({ description: 'What was left out or changed and why, in English.' }),
});
export type XlsFormReportEntry = z.infer<typeof xlsformReportEntrySchema>;

export const xlsformReportSchema = component(
  'XlsFormReport',
  z.object({ unsupported: z.array(xlsformReportEntrySchema) }),
  'What an imported workbook held that the form does not: every row, column and rule left out or changed.',
);
export type XlsFormReport = z.infer<typeof xlsformReportSchema>;

export const importXlsFormSchema = component(
  'ImportXlsForm',
  z.strictObject({
    fileId: idInput().meta({ description: 'The workbook, uploaded with POST /files (.xlsx).' }),
    targetListId: idInput().meta({ description: 'The list its submissions join (bel--…, a CUSTOM list).' }),
    formName: requiredTextInput(SMART_FORM_NAME_MAX)
      .optional()
      .meta({ description: "Default: the settings sheet's form_title, else the file name." }),
  }),
  'A draft form from an XLSForm workbook.',
);
export type ImportXlsFormInput = z.infer<typeof importXlsFormSchema>;

export const xlsformImportJsonSchema = component(
  'XlsFormImport',
  z.object({ smartForm: smartFormJsonSchema, report: xlsformReportSchema }),
  'The draft form made from the workbook, and what it left out.',
);
export type XlsFormImportJson = z.infer<typeof xlsformImportJsonSchema>;
