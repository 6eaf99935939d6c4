// biome-ignore-all lint/suspicious/noTemplateCurlyInString: XLSForm expressions write references as ${name}.
// Smart form definitions for tests: compact builders with the schema's defaults, and a realistic 60-question
// household registration in English and French (groups as pages, skip logic, constraints, beneficiary targets)
// that every rule accepts.
import type { z } from 'zod';
import {
  definitionSchema,
  type ElementType,
  elementSchema,
  pageSchema,
  type SmartFormDefinition,
  type SmartFormElement,
  type SmartFormPage,
} from '../smart-forms/definition.js';

type ElementInput = Partial<z.input<typeof elementSchema>>;

/** A label in the form's languages: English, and French when given. */
export function text(en: string, fr?: string): { language: string; text: string }[] {
  return fr === undefined
    ? [{ language: 'en', text: en }]
    : [
        { language: 'en', text: en },
        { language: 'fr', text: fr },
      ];
}

/** Choices from their values, labelled in English and French. */
export function choices(...values: string[]): { value: string; label: { language: string; text: string }[] }[] {
  return values.map((value) => ({ value, label: text(value, `${value} (fr)`) }));
}

export function element(name: string, type: ElementType, extra: ElementInput = {}): SmartFormElement {
  return elementSchema.parse({
    elementId: `spe--${name}`,
    name,
    type,
    label: text(name.replace(/_/g, ' '), `${name.replace(/_/g, ' ')} (fr)`),
    ...extra,
  });
}

export function page(
  name: string,
  elements: SmartFormElement[],
  extra: Partial<z.input<typeof pageSchema>> = {},
): SmartFormPage {
  return pageSchema.parse({ pageId: `spa--${name}`, name, title: text(name, `${name} (fr)`), elements, ...extra });
}

export function definition(pages: SmartFormPage[], languages: string[] = ['en', 'fr']): SmartFormDefinition {
  return definitionSchema.parse({ languages, defaultLanguage: languages[0], pages });
}

const yes = (name: string, extra: ElementInput = {}) => element(name, 'YES_NO', extra);
const one = (name: string, values: string[], extra: ElementInput = {}) =>
  element(name, 'SELECT_ONE', { choices: choices(...values), ...extra });
const many = (name: string, values: string[], extra: ElementInput = {}) =>
  element(name, 'SELECT_MANY', { choices: choices(...values), ...extra });
const count = (name: string, extra: ElementInput = {}) => element(name, 'INTEGER', { min: 0, max: 50, ...extra });

/** A household registration as field teams write them in Kobo: 60 questions on 7 pages. */
export function householdDefinition(): SmartFormDefinition {
  return definition([
    page('introduction', [
      element('intro', 'NOTE'),
      yes('consent', { required: true }),
      element('enumerator', 'TEXT', { required: true, max: 100 }),
      element('visit_date', 'DATE', { required: true, constraint: '. <= today()' }),
    ]),
    page(
      'head',
      [
        element('first_name', 'TEXT', { required: true, target: { kind: 'BENEFICIARY', field: 'firstName' } }),
        element('last_name', 'TEXT', { required: true, target: { kind: 'BENEFICIARY', field: 'lastName' } }),
        element('sex', 'GENDER', { required: true, target: { kind: 'BENEFICIARY', field: 'gender' } }),
        element('dob', 'DATE', {
          target: { kind: 'BENEFICIARY', field: 'dob' },
          constraint: '. <= today()',
          constraintMessage: text('Not in the future', 'Pas dans le futur'),
        }),
        element('age', 'INTEGER', { min: 0, max: 120, relevant: "${dob} = ''" }),
        element('phone', 'PHONE', { target: { kind: 'BENEFICIARY', field: 'phoneNumber' } }),
        element('email', 'EMAIL', { target: { kind: 'BENEFICIARY', field: 'email' } }),
        element('nationality', 'NATIONALITY', { target: { kind: 'BENEFICIARY', field: 'nationality' } }),
        element('id_number', 'TEXT', {
          pattern: '[0-9]{9}',
          target: { kind: 'BENEFICIARY', field: 'externalReferenceNumber' },
        }),
        one('marital', ['single', 'married', 'widowed', 'divorced']),
        yes('head_disabled'),
        many('disability', ['seeing', 'hearing', 'walking', 'memory'], { relevant: '${head_disabled}' }),
      ],
      { relevant: "${consent} = 'yes'" },
    ),
    page(
      'members',
      [
        element('hh_size', 'INTEGER', {
          required: true,
          min: 1,
          max: 30,
          target: { kind: 'BENEFICIARY', field: 'numberOfFamilyMembers' },
        }),
        many('hh_members', ['adult', 'child', 'elderly', 'pregnant']),
        count('n_children', { relevant: "selected(${hh_members}, 'child')", required: true }),
        count('n_school', { relevant: '${n_children} > 0', constraint: '. <= ${n_children}' }),
        count('n_elderly', { relevant: "selected(${hh_members}, 'elderly')" }),
        count('n_pregnant', { relevant: "selected(${hh_members}, 'pregnant')" }),
        count('n_disabled'),
        count('n_working', { constraint: '. <= ${hh_size}' }),
        yes('orphans'),
        count('n_orphans', { relevant: '${orphans}' }),
        yes('separated_children'),
        element('separated_note', 'NOTE', { relevant: '${separated_children}' }),
      ],
      { relevant: "${consent} = 'yes'" },
    ),
    page(
      'shelter',
      [
        one('shelter_type', ['tent', 'house', 'collective', 'host_family', 'none']),
        count('rooms', { relevant: "${shelter_type} != 'none'" }),
        one('roof', ['metal', 'tarpaulin', 'thatch', 'concrete'], { relevant: "${shelter_type} != 'none'" }),
        element('damage', 'RATING', { max: 5 }),
        element('damage_photo', 'PHOTO', { relevant: '${damage} >= 4' }),
        element('location', 'LOCATION'),
        yes('owner'),
        element('rent', 'DECIMAL', { min: 0, relevant: 'not(${owner})' }),
        yes('eviction_risk', { relevant: 'not(${owner})' }),
        element('months_here', 'INTEGER', { min: 0, max: 600 }),
      ],
      { relevant: "${consent} = 'yes'" },
    ),
    page(
      'wash',
      [
        one('water_source', ['piped', 'well', 'truck', 'river']),
        element('water_minutes', 'INTEGER', { min: 0, max: 600, relevant: "${water_source} != 'piped'" }),
        yes('water_treated'),
        many('treatment', ['boil', 'chlorine', 'filter'], { relevant: '${water_treated}' }),
        yes('latrine'),
        one('latrine_type', ['pit', 'flush', 'shared'], { relevant: "${latrine} = 'yes'" }),
        count('latrine_users', { relevant: "${latrine_type} = 'shared'" }),
        yes('soap'),
        element('jerrycans', 'INTEGER', { min: 0, max: 20 }),
        element('wash_rating', 'RATING', { max: 10 }),
      ],
      { relevant: "${consent} = 'yes'" },
    ),
    page(
      'livelihoods',
      [
        one('income_source', ['none', 'casual', 'salary', 'business', 'aid']),
        element('income', 'DECIMAL', { min: 0, relevant: "${income_source} != 'none'" }),
        yes('debt'),
        element('debt_amount', 'DECIMAL', { min: 0, relevant: '${debt}', constraint: '. > 0' }),
        many('coping', ['skip_meals', 'borrow', 'sell_assets', 'child_work'], {
          target: { kind: 'PROPERTY', property: 'coping' },
        }),
        count('meals', { max: 6, target: { kind: 'PROPERTY', property: 'meals_per_day' } }),
        yes('land'),
        element('land_size', 'DECIMAL', { min: 0, relevant: '${land}' }),
        one('vulnerability', ['low', 'medium', 'high'], { target: { kind: 'PROPERTY', property: 'vulnerability' } }),
      ],
      { relevant: "${consent} = 'yes'" },
    ),
    page('closing', [
      element('comments', 'TEXT', { max: 2000 }),
      element('signature', 'SIGNATURE', { required: true, relevant: "${consent} = 'yes'" }),
      element('end_note', 'NOTE'),
    ]),
  ]);
}
