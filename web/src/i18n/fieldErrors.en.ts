// English texts of the field error codes (common/errors.ts): what the API, the gateway and the forms refuse, shown
// next to the field in the user's language with the error's params filled in. Loaded with the forms.

export const fieldErrorsEn = {
  fieldErrors: {
    REQUIRED: 'Required.',
    WRONG_TYPE: 'Must be {{expected}}.',
    EMPTY: 'Must not be empty.',
    TOO_SHORT: 'At least {{min}} characters.',
    TOO_LONG: 'At most {{max}} characters.',
    TOO_SMALL: 'Must be at least {{min}}.',
    NEGATIVE: 'Must not be negative.',
    TOO_LARGE: 'Must be at most {{max}}.',
    NOT_WHOLE_NUMBER: 'Must be a whole number.',
    NOT_ONE_OF: 'Must be one of {{values}}.',
    INVALID_FORMAT: 'Not in the expected format.',
    INVALID_DATE: 'Enter a date.',
    INVALID_DATE_TIME: 'Enter a date and time.',
    INVALID_CURRENCY: 'Enter a three-letter currency code such as EUR.',
    INVALID_ID: 'Not a valid id.',
    INVALID_CHARACTERS: 'Must not contain control characters.',
    INVISIBLE_CHARACTER: 'Must not contain the invisible character {{character}} ({{name}}), at position {{position}}.',
    DATE_BEFORE: 'Must be on or after {{value}}.',
    UNKNOWN_FIELD: 'Not a known field.',
    TAKEN: 'Already used in this organisation.',
    TOO_MANY: 'Too many entries (at most {{max}}).',
    INVALID_CURSOR: 'Not a position in this list; start again from the first page.',
    INVALID_VALUE: 'Not valid here.',
    SHEET_REQUIRED: 'Choose one of the sheets: {{sheets}}.',
    TOO_MANY_DECIMALS: 'At most {{decimals}} decimals in {{currency}}.',
  },
};
