// How a form's element types are written in XLSForm, both ways. XLSForm's own types carry most of them; the types it
// has no word for are written so Kobo and ODK still ask something sensible, and so this platform reads them back:
//
//   TEXT text · INTEGER integer · DECIMAL decimal · DATE date · NOTE note · LOCATION geopoint · PHOTO image
//   SELECT_ONE select_one <list> · SELECT_MANY select_multiple <list>
//   SIGNATURE   image, appearance `signature` (ODK's own)
//   RATING      range, appearance `rating`, parameters `start=1 end=<max> step=1` (ODK's own)
//   GENDER      select_one aid_gender       (the list written in `choices`: F, M, PNTS, O)
//   NATIONALITY select_one aid_nationality  (the list written in `choices`: ISO 3166-1 alpha-2 codes)
//   YES_NO      select_one aid_yes_no       (the list written in `choices`: yes, no); `acknowledge` also reads as it
//   PHONE       text, column `bind::aid:type` = PHONE
//   EMAIL       text, column `bind::aid:type` = EMAIL
//
// and an element's beneficiary target in the column `bind::aid:target`: a field name (firstName, dob, …) or
// `property:<name>`. `bind::` columns are attributes Kobo/ODK copy onto the question's bind and otherwise ignore; the
// `aid` prefix is declared in the settings sheet's `namespaces` column so the XForm they build stays valid XML.
import { COUNTRIES } from '@aid/common/accounts';
import { GENDERS } from '@aid/common/enums';
import type { ElementType } from '@aid/common/smart-forms';

export const AID_NAMESPACE = 'aid="urn:aid-platform:smart-forms"';
export const AID_TYPE_COLUMN = 'aid:type';
export const AID_TARGET_COLUMN = 'aid:target';
export const PROPERTY_TARGET_PREFIX = 'property:';

/** The reserved choice lists of the types that bring their own choices. */
export const RESERVED_LISTS = {
  aid_gender: 'GENDER',
  aid_nationality: 'NATIONALITY',
  aid_yes_no: 'YES_NO',
} as const satisfies Record<string, ElementType>;
export type ReservedList = keyof typeof RESERVED_LISTS;
export const LIST_OF_TYPE: Partial<Record<ElementType, ReservedList>> = {
  GENDER: 'aid_gender',
  NATIONALITY: 'aid_nationality',
  YES_NO: 'aid_yes_no',
};

/** Types written as `text` with their name in `bind::aid:type`. */
export const TEXT_MARKED: readonly ElementType[] = ['PHONE', 'EMAIL'];

/** The top of a RATING without a max (the GraphQL contract's default): exported as end=5, read back as max 5. */
export const DEFAULT_RATING_MAX = 5;

/** XLSForm types written as is. */
const PLAIN = new Map<string, ElementType>(
  Object.entries({
    text: 'TEXT',
    string: 'TEXT',
    integer: 'INTEGER',
    int: 'INTEGER',
    decimal: 'DECIMAL',
    date: 'DATE',
    note: 'NOTE',
    geopoint: 'LOCATION',
    image: 'PHOTO',
    photo: 'PHOTO',
    acknowledge: 'YES_NO',
  } satisfies Record<string, ElementType>),
);
export const XLSFORM_TYPE: Partial<Record<ElementType, string>> = {
  TEXT: 'text',
  INTEGER: 'integer',
  DECIMAL: 'decimal',
  DATE: 'date',
  NOTE: 'note',
  LOCATION: 'geopoint',
  PHOTO: 'image',
  SIGNATURE: 'image',
  PHONE: 'text',
  EMAIL: 'text',
  RATING: 'range',
};

/** Questions Kobo and ODK ask and a form here cannot. */
const UNSUPPORTED = new Set([
  'calculate',
  'hidden',
  'range',
  'time',
  'datetime',
  'geotrace',
  'geoshape',
  'audio',
  'video',
  'file',
  'barcode',
  'rank',
  'trigger',
  'xml-external',
  'csv-external',
  'select_one_from_file',
  'select_multiple_from_file',
  'select_one_external',
  'background-audio',
  'background-geopoint',
]);
/** Values Kobo and ODK record themselves; nobody is asked. */
const METADATA = new Set([
  'start',
  'end',
  'today',
  'deviceid',
  'subscriberid',
  'simserial',
  'phonenumber',
  'username',
  'email',
  'audit',
  'start-geopoint',
  'instanceid',
]);

export type SurveyType =
  | { kind: 'element'; type: ElementType; list: string | null; orOther: boolean }
  | { kind: 'begin_group' | 'end_group' | 'begin_repeat' | 'end_repeat' }
  | { kind: 'unsupported' | 'metadata'; name: string }
  | { kind: 'unknown' };

const SELECTS = new Map<string, ElementType>([
  ['select_one', 'SELECT_ONE'],
  ['select1', 'SELECT_ONE'],
  ['select_multiple', 'SELECT_MANY'],
]);

/** What a survey row's `type` cell says, before its appearance and `bind::aid:type` refine it. */
export function surveyType(cell: string): SurveyType {
  // pyxform reads "begin group" as "begin_group" and "select one" as "select_one"; list names keep their case.
  const words = cell.trim().split(/\s+/);
  const first = (words[0] ?? '').toLowerCase();
  const second = (words[1] ?? '').toLowerCase();
  const joined = ['begin', 'end', 'select'].includes(first) && second !== '';
  const head = joined ? `${first}_${second}` : first;
  const rest = words.slice(joined ? 2 : 1);
  if (rest.length === 0) {
    if (head === 'begin_group' || head === 'end_group' || head === 'begin_repeat' || head === 'end_repeat') {
      return { kind: head };
    }
    const plain = PLAIN.get(head);
    if (plain) return { kind: 'element', type: plain, list: null, orOther: false };
  }
  const select = SELECTS.get(head);
  const [list, extra, ...more] = rest;
  if (select && list && more.length === 0 && (extra === undefined || extra.toLowerCase() === 'or_other')) {
    return { kind: 'element', type: select, list, orOther: extra !== undefined };
  }
  if (UNSUPPORTED.has(head) || (head === 'rank' && rest.length === 1)) return { kind: 'unsupported', name: head };
  if (rest.length === 0 && (METADATA.has(head) || head.startsWith('uri:'))) return { kind: 'metadata', name: head };
  return { kind: 'unknown' };
}

const GENDER_LABELS: Record<string, Record<(typeof GENDERS)[number], string>> = {
  en: { F: 'Female', M: 'Male', PNTS: 'Prefer not to say', O: 'Other' },
  fr: { F: 'Femme', M: 'Homme', PNTS: 'Préfère ne pas le dire', O: 'Autre' },
};
const YES_NO_LABELS: Record<string, { yes: string; no: string }> = {
  en: { yes: 'Yes', no: 'No' },
  fr: { yes: 'Oui', no: 'Non' },
};
const primary = (language: string) => language.split('-', 1)[0] ?? language;

/** The choices a reserved list is written with, labelled in each language (English where no words are known). */
export function reservedChoices(
  list: ReservedList,
  languages: readonly string[],
): { value: string; label: string[] }[] {
  if (list === 'aid_gender') {
    return GENDERS.map((g) => ({
      value: g,
      label: languages.map((l) => (GENDER_LABELS[primary(l)] ?? GENDER_LABELS.en)?.[g] ?? g),
    }));
  }
  if (list === 'aid_yes_no') {
    return (['yes', 'no'] as const).map((v) => ({
      value: v,
      label: languages.map((l) => (YES_NO_LABELS[primary(l)] ?? YES_NO_LABELS.en)?.[v] ?? v),
    }));
  }
  const names = languages.map((l) => {
    try {
      return new Intl.DisplayNames([l], { type: 'region', fallback: 'none' });
    } catch {
      return undefined;
    }
  });
  return COUNTRIES.map((c) => ({
    value: c.alpha2,
    label: names.map((n) => n?.of(c.alpha2) ?? c.name),
  }));
}
