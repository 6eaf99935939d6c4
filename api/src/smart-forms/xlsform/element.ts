// One survey row that asks something, as an element: its type refined by appearance and our conventions
// (conventions.ts), its texts per language, its rules, its choices and its target. What the row holds and an element
// cannot is reported cell by cell; what makes it no element at all is returned as a refusal.

import { newId } from '@aid/common/ids';
import { BENEFICIARY_TARGET_FIELDS, type ElementTarget, type SmartFormElement } from '@aid/common/smart-forms';
import type { ChoiceLists } from './choices.js';
import { splitConstraint } from './constraints.js';
import {
  AID_TARGET_COLUMN,
  AID_TYPE_COLUMN,
  PROPERTY_TARGET_PREFIX,
  RESERVED_LISTS,
  type SurveyType,
  TEXT_MARKED,
} from './conventions.js';
import { type Languages, labelled, note, type Report, textsOf } from './texts.js';
import type { Place, Sheet, SheetRow } from './workbook.js';

export type Refusal = Place & { message: string };

/** An element with the spreadsheet rows it came from: its survey row and its choices' rows. */
export type PlacedElement = { element: SmartFormElement; row: number; choiceRows: number[] };

/** What reading a row needs: the sheet, its languages and choice lists, and where to write what is left out. */
export type RowContext = {
  sheet: Sheet;
  languages: Languages;
  lists: ChoiceLists;
  report: Report;
  refusals: Refusal[];
};

const TRUE = new Set(['yes', 'true', 'true()', '1']);
const FALSE = new Set(['no', 'false', 'false()', '0']);
/** Appearances the conventions read; any other is reported (it only changes how Kobo/ODK show the question). */
const READ_APPEARANCES: Partial<Record<SmartFormElement['type'], string>> = {
  SIGNATURE: 'signature',
  RATING: 'rating',
};

/** A cell of a column without a language (`bind::aid:target` is asked as base `bind`, "language" `aid:target`). */
export function cellOf(sheet: Sheet, row: SheetRow, base: string, language: string | null = null): string | null {
  const column = sheet.columns.find((c) => c.name.base === base && c.name.language === language);
  return (column && row.cells.get(column.index)) ?? null;
}

/** `start=1 end=5 step=1` → its numbers; pyxform's defaults for a range are start 1, end 10, step 1. */
function rangeParameters(text: string | null): { start: number; end: number; step: number } {
  const values: Record<string, number> = { start: 1, end: 10, step: 1 };
  for (const pair of (text ?? '').split(/[\s;,]+/)) {
    const [key, value] = pair.split('=');
    if (key && value !== undefined && Object.hasOwn(values, key.trim().toLowerCase()))
      values[key.trim().toLowerCase()] = Number(value);
  }
  return { start: values.start ?? 1, end: values.end ?? 10, step: values.step ?? 1 };
}

/** A `range` with appearance `rating` from 1 by 1 to at most 10 is a RATING (its max); any other range is not. */
export function ratingMax(sheet: Sheet, row: SheetRow): number | null {
  if (cellOf(sheet, row, 'appearance')?.toLowerCase() !== 'rating') return null;
  const { start, end, step } = rangeParameters(cellOf(sheet, row, 'parameters'));
  return start === 1 && step === 1 && Number.isInteger(end) && end >= 2 && end <= 10 ? end : null;
}

function targetOf(text: string | null, place: Place & { row: number }, report: Report): ElementTarget | null {
  if (text === null) return null;
  if (text.startsWith(PROPERTY_TARGET_PREFIX) && text.length > PROPERTY_TARGET_PREFIX.length) {
    return { kind: 'PROPERTY', property: text.slice(PROPERTY_TARGET_PREFIX.length).trim() };
  }
  const field = BENEFICIARY_TARGET_FIELDS.find((f) => f === text);
  if (field) return { kind: 'BENEFICIARY', field };
  note(
    report,
    { ...place, column: `bind::${AID_TARGET_COLUMN}`, value: text },
    'UNSUPPORTED_VALUE',
    `"${text}" is no beneficiary field (${BENEFICIARY_TARGET_FIELDS.join(', ')}) nor property:<name>: the answer fills nothing.`,
  );
  return null;
}

function requiredOf(text: string | null, place: Place & { row: number }, report: Report): boolean {
  const value = text?.trim().toLowerCase() ?? '';
  if (value === '' || FALSE.has(value)) return false;
  if (TRUE.has(value)) return true;
  note(
    report,
    { ...place, column: 'required', value: text ?? '' },
    'UNSUPPORTED_VALUE',
    'Only yes or no can say whether an answer is required here, not an expression: the question is not required.',
  );
  return false;
}

/** The element of an `element` row; null (with a refusal) when its list does not exist. */
export function readElement(
  context: RowContext,
  row: SheetRow,
  name: string,
  parsed: Extract<SurveyType, { kind: 'element' }> | { kind: 'rating'; max: number },
  relevant: string | null,
): PlacedElement | null {
  const { sheet, languages, lists, report } = context;
  const place = { sheet: sheet.name, row: row.row };
  const appearance = cellOf(sheet, row, 'appearance');
  const aidType = cellOf(sheet, row, 'bind', AID_TYPE_COLUMN);
  let type = parsed.kind === 'rating' ? 'RATING' : parsed.type;
  let choiceRows: number[] = [];
  let choices: SmartFormElement['choices'] = [];
  if (type === 'PHOTO' && appearance?.toLowerCase() === 'signature') type = 'SIGNATURE';
  if (type === 'TEXT' && aidType !== null && TEXT_MARKED.some((t) => t === aidType)) {
    type = aidType as SmartFormElement['type'];
  } else if (aidType !== null) {
    note(
      report,
      { ...place, column: `bind::${AID_TYPE_COLUMN}`, value: aidType },
      'UNSUPPORTED_VALUE',
      `Only a text question can be marked ${TEXT_MARKED.join(' or ')}: the mark is left out.`,
    );
  }
  if (parsed.kind === 'element' && parsed.list !== null) {
    // Own keys only: a list named "toString" is a list like any other.
    const reserved =
      type === 'SELECT_ONE' && Object.hasOwn(RESERVED_LISTS, parsed.list)
        ? RESERVED_LISTS[parsed.list as keyof typeof RESERVED_LISTS]
        : undefined;
    if (reserved) type = reserved;
    else {
      const list = lists.get(parsed.list);
      if (!list) {
        context.refusals.push({
          ...place,
          column: 'type',
          message: `The list "${parsed.list}" is not in the choices sheet.`,
        });
        return null;
      }
      choices = list.map((c) => ({
        value: c.value,
        label: labelled(languages, c.label, c.value, { sheet: 'choices', row: c.row }, report),
      }));
      choiceRows = list.map((c) => c.row);
    }
    if (parsed.orOther) {
      note(
        report,
        { ...place, column: 'type', value: cellOf(sheet, row, 'type') ?? '' },
        'UNSUPPORTED_VALUE',
        'or_other (an "Other" choice with a text to write) is not supported: the choices are kept without it.',
      );
    }
  }
  if (appearance !== null && READ_APPEARANCES[type] !== appearance.toLowerCase()) {
    note(
      report,
      { ...place, column: 'appearance', value: appearance },
      'UNSUPPORTED_VALUE',
      'Appearances only change how Kobo or ODK show a question; this one is not kept.',
    );
  }
  let required = requiredOf(cellOf(sheet, row, 'required'), place, report);
  if (type === 'NOTE' && required) {
    note(
      report,
      { ...place, column: 'required' },
      'UNSUPPORTED_VALUE',
      'A note takes no answer: it cannot be required.',
    );
    required = false;
  }
  const rules = splitConstraint(cellOf(sheet, row, 'constraint'), type);
  return {
    row: row.row,
    choiceRows,
    element: {
      elementId: newId('smartFormElement'),
      name,
      type,
      label: labelled(languages, textsOf(languages, sheet, row, 'label'), name, place, report),
      hint: textsOf(languages, sheet, row, 'hint'),
      required,
      min: rules.min,
      max: parsed.kind === 'rating' ? parsed.max : rules.max,
      pattern: rules.pattern,
      constraint: rules.constraint,
      constraintMessage: textsOf(languages, sheet, row, 'constraint_message'),
      relevant,
      choices,
      target: targetOf(cellOf(sheet, row, 'bind', AID_TARGET_COLUMN), place, report),
    },
  };
}
