// A smart form's definition (issue 25): pages of elements in one or more languages, each element an answer of one
// type that may fill a beneficiary field (spec §3) or a property of the target list, with the rules of an XLSForm
// (required, min/max, pattern, constraint, relevant) so a form moves between this platform, KoboToolbox and ODK.
// One schema on every side: the builder, the gateway, the API, the filling page. Expressions are checked for syntax
// and references by expressions.ts; answers against a definition by answers.ts.
import { z } from 'zod';
import { GENDERS } from '../enums.js';
import { fieldCode, textCheck } from '../validation.js';
import { SMART_FORM_LIMITS } from './limits.js';

export const ELEMENT_TYPES = [
  'TEXT',
  'INTEGER',
  'DECIMAL',
  'DATE',
  'SELECT_ONE',
  'SELECT_MANY',
  'PHONE',
  'EMAIL',
  'GENDER',
  'NATIONALITY',
  'YES_NO',
  'RATING',
  'PHOTO',
  'SIGNATURE',
  'LOCATION',
  'NOTE',
] as const;
export type ElementType = (typeof ELEMENT_TYPES)[number];

/** Types whose answer is one of `choices` (SELECT_MANY: several). GENDER, NATIONALITY, YES_NO bring their own. */
export const CHOICE_TYPES: readonly ElementType[] = ['SELECT_ONE', 'SELECT_MANY'];
/** Types that take no answer. */
export const ANSWERLESS_TYPES: readonly ElementType[] = ['NOTE'];
/** Types whose answer is an uploaded file (fil--…), stored through the platform's files. */
export const FILE_TYPES: readonly ElementType[] = ['PHOTO', 'SIGNATURE'];

/** The beneficiary fields of spec §3 an element may fill, and the element types that can fill each. */
export const BENEFICIARY_TARGETS = {
  firstName: ['TEXT'],
  lastName: ['TEXT'],
  gender: ['GENDER'],
  dob: ['DATE'],
  email: ['EMAIL', 'TEXT'],
  phoneNumber: ['PHONE', 'TEXT'],
  nationality: ['NATIONALITY'],
  externalReferenceNumber: ['TEXT', 'INTEGER'],
  numberOfFamilyMembers: ['INTEGER'],
} as const satisfies Record<string, readonly ElementType[]>;
export type BeneficiaryTarget = keyof typeof BENEFICIARY_TARGETS;
export const BENEFICIARY_TARGET_FIELDS = Object.keys(BENEFICIARY_TARGETS) as BeneficiaryTarget[];

/** The gender codes a GENDER element offers (spec §3's enum). */
export const GENDER_CHOICES = GENDERS;

// In a module of its own so the expressions (and the light filling page that runs them) need no zod.
export { SMART_FORM_LIMITS };

/** A language code of a form: ISO 639-1 ("en", "fr", "ar"), optionally with a region ("pt-BR"). */
export const formLanguage = z
  .string()
  .refine((v) => /^[a-z]{2,3}(-[A-Za-z]{2,4})?$/.test(v), fieldCode('INVALID_FORMAT'))
  .meta({ description: 'ISO 639-1 code, e.g. en, fr, ar; optionally with a region (pt-BR).' });

/** A name as XLSForm's `name` column holds it: what expressions refer to as ${name}. */
export const elementName = z
  .string()
  .max(SMART_FORM_LIMITS.nameLength)
  .refine((v) => /^[A-Za-z_][A-Za-z0-9_.-]*$/.test(v), fieldCode('INVALID_FORMAT'))
  .meta({ description: 'Letters, digits, _ . - ; starting with a letter or _ (XLSForm name).' });

/** A text in each of the form's languages; at least one. */
export const localizedText = z
  .array(
    z.strictObject({
      language: formLanguage,
      text: z
        .string()
        .max(SMART_FORM_LIMITS.labelLength)
        .superRefine(textCheck({ lineBreaks: true })),
    }),
  )
  .max(SMART_FORM_LIMITS.languages);
export type LocalizedText = z.infer<typeof localizedText>;

const expression = z.string().trim().max(SMART_FORM_LIMITS.expressionLength).optional();

/**
 * A choice's stored answer as XLSForm's choices `name` holds it. Unlike an element's name it may start with a digit or
 * a minus: Kobo and ODK forms often number their choices (1, 2, 99, -1). No spaces: a SELECT_MANY answer is the
 * space-separated values in XPath.
 */
export const choiceValue = z
  .string()
  .max(SMART_FORM_LIMITS.nameLength)
  .refine((v) => /^[A-Za-z0-9_-][A-Za-z0-9_.-]*$/.test(v), fieldCode('INVALID_FORMAT'))
  .meta({ description: 'Letters, digits, _ . - (XLSForm choice name).' });

export const choiceSchema = z.strictObject({
  value: choiceValue.meta({ description: 'The stored answer (XLSForm choice name).' }),
  label: localizedText.min(1),
});
export type SmartFormChoice = z.infer<typeof choiceSchema>;

/** Where an answer goes besides the submission: a beneficiary field, a property of the target list, or nowhere. */
export const elementTargetSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('BENEFICIARY'), field: z.enum(BENEFICIARY_TARGET_FIELDS) }),
  z.strictObject({ kind: z.literal('PROPERTY'), property: z.string().trim().min(1).max(100) }),
]);
export type ElementTarget = z.infer<typeof elementTargetSchema>;

export const elementSchema = z.strictObject({
  elementId: z.string().max(100).meta({ description: 'Stable id within the form (spe--…).' }),
  name: elementName,
  type: z.enum(ELEMENT_TYPES),
  label: localizedText.min(1),
  hint: localizedText.default([]),
  required: z.boolean().default(false),
  /** INTEGER, DECIMAL: the value; TEXT: the length; DATE: not used (a constraint says it); RATING: max only. */
  min: z.number().finite().nullable().default(null),
  max: z.number().finite().nullable().default(null),
  /** TEXT, PHONE, EMAIL: a regular expression the whole answer must match. */
  pattern: z.string().max(500).nullable().default(null),
  constraint: expression.nullable().default(null),
  constraintMessage: localizedText.default([]),
  relevant: expression.nullable().default(null),
  /** SELECT_ONE, SELECT_MANY: the choices; empty otherwise. */
  choices: z.array(choiceSchema).max(SMART_FORM_LIMITS.choicesPerElement).default([]),
  target: elementTargetSchema.nullable().default(null),
});
export type SmartFormElement = z.infer<typeof elementSchema>;

export const pageSchema = z.strictObject({
  pageId: z.string().max(100).meta({ description: 'Stable id within the form (spa--…).' }),
  name: elementName,
  title: localizedText.default([]),
  relevant: expression.nullable().default(null),
  elements: z.array(elementSchema).max(SMART_FORM_LIMITS.elementsPerForm),
});
export type SmartFormPage = z.infer<typeof pageSchema>;

/**
 * The definition as stored and as sent. Structural checks only here (zod); the rules that need the whole form —
 * unique names, choices present for selects, targets used once and fitting the type, expressions that parse and
 * refer to earlier elements without cycles — are `definitionProblems` (rules.ts), on every side.
 */
export const definitionSchema = z.strictObject({
  languages: z.array(formLanguage).min(1).max(SMART_FORM_LIMITS.languages),
  defaultLanguage: formLanguage,
  pages: z.array(pageSchema).max(SMART_FORM_LIMITS.pages),
});
export type SmartFormDefinition = z.infer<typeof definitionSchema>;
