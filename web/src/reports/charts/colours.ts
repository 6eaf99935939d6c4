// The colours of a report's series. Statuses take the colours of the badges that show them on every other screen
// (distributions' payment and collection badges, the scanner's voucher card), so a green bar means what a green
// badge means; genders and creation methods have their own, the same on both reports.
import type { CreationMethod, ReportGender } from '../../generated/graphql.js';

export { COLLECTION_COLOURS, PAYMENT_STATUS_COLOURS } from '../../distributions/badges.js';
export { USAGE_COLOR as VOUCHER_USAGE_COLOURS } from '../../scanning/VoucherCard.js';

export const GENDER_COLOURS: Record<ReportGender, string> = {
  F: 'grape.6',
  M: 'blue.6',
  O: 'teal.6',
  PNTS: 'yellow.6',
  UNKNOWN: 'gray.5',
};

export const CREATION_METHOD_COLOURS: Record<CreationMethod, string> = {
  FILE_IMPORT: 'blue.6',
  EXTERNAL_FORM: 'teal.6',
  INTERNAL: 'orange.6',
};

/** One colour per series that has no meaning of its own (a list, a program's budget and use). */
export const SERIES_COLOURS = ['blue.6', 'teal.6', 'orange.6', 'grape.6', 'lime.6', 'red.6', 'cyan.6', 'pink.6'];
