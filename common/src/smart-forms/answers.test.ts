// biome-ignore-all lint/suspicious/noTemplateCurlyInString: XLSForm expressions write references as ${name}.
import { describe, expect, it } from 'vitest';
import { newId } from '../ids.js';
import { choices, definition, element, householdDefinition, page } from '../test-support/smart-forms.js';
import { beneficiaryOf, checkAnswers } from './answers.js';
import type { ElementType, SmartFormElement } from './definition.js';

const TODAY = '2024-05-10';
const FILE_ID = newId('file');

/** The check of one answer to a lone element named `q`: the clean value, or the error codes. */
function one(type: ElementType, answer: unknown, extra: Parameters<typeof element>[2] = {}): unknown {
  const form = definition([page('main', [element('q', type, { choices: [], ...extra })])]);
  const { errors, answers } = checkAnswers(form, { q: answer }, { today: TODAY });
  return errors.length > 0 ? errors.map((e) => `${e.field} ${e.code}`) : answers.q;
}

const select = { choices: choices('x', 'y', 'z') };

describe('checkAnswers: each type', () => {
  it.each<[ElementType, unknown, unknown, Parameters<typeof element>[2]?]>([
    ['TEXT', '  Amina  ', 'Amina'],
    ['TEXT', 'line one\nline two', 'line one\nline two'],
    ['TEXT', 12, ['q WRONG_TYPE']],
    ['TEXT', 'a\u0000b', ['q INVALID_CHARACTERS']],
    ['TEXT', 'pp2\u202Egnp', ['q INVISIBLE_CHARACTER']],
    ['TEXT', 'ab', ['q TOO_SHORT'], { min: 3 }],
    ['TEXT', 'abcd', ['q TOO_LONG'], { max: 3 }],
    ['TEXT', 'x'.repeat(10_001), ['q TOO_LONG']],
    ['TEXT', '123456789', '123456789', { pattern: '[0-9]{9}' }],
    ['TEXT', '1234567890', ['q INVALID_FORMAT'], { pattern: '[0-9]{9}' }],
    ['EMAIL', ' Amina@Example.ORG ', 'amina@example.org'],
    ['EMAIL', 'amina@', ['q INVALID_FORMAT']],
    ['PHONE', '00254 712 345 678', '+254712345678'],
    ['PHONE', '0712 345 678', ['q INVALID_FORMAT']],
    ['PHONE', '+254712345678', ['q INVALID_FORMAT'], { pattern: '\\+256.*' }],
    ['INTEGER', 42, 42],
    ['INTEGER', '42', 42],
    ['INTEGER', 4.2, ['q NOT_WHOLE_NUMBER']],
    ['INTEGER', 'forty', ['q WRONG_TYPE']],
    ['INTEGER', 0, ['q TOO_SMALL'], { min: 1 }],
    ['INTEGER', 31, ['q TOO_LARGE'], { max: 30 }],
    ['DECIMAL', 2.75, 2.75],
    ['DECIMAL', Number.NaN, ['q WRONG_TYPE']],
    ['DECIMAL', -0.5, ['q TOO_SMALL'], { min: 0 }],
    ['DATE', '2024-02-29', '2024-02-29'],
    ['DATE', '2023-02-29', ['q INVALID_DATE']],
    ['DATE', '29/02/2024', ['q INVALID_DATE']],
    ['SELECT_ONE', 'y', 'y', select],
    ['SELECT_ONE', 'w', ['q NOT_ONE_OF'], select],
    ['SELECT_MANY', ['x', 'z'], ['x', 'z'], select],
    ['SELECT_MANY', 'x z', ['x', 'z'], select],
    ['SELECT_MANY', ['x', 'x'], ['q NOT_UNIQUE'], select],
    ['SELECT_MANY', ['w'], ['q NOT_ONE_OF'], select],
    ['SELECT_MANY', [1], ['q WRONG_TYPE'], select],
    ['GENDER', 'F', 'F'],
    ['GENDER', 'female', ['q NOT_ONE_OF']],
    ['NATIONALITY', 'ke', 'KE'],
    ['NATIONALITY', 'XX', ['q NOT_ONE_OF']],
    ['YES_NO', false, false],
    ['YES_NO', 'yes', ['q WRONG_TYPE']],
    ['RATING', 5, 5],
    ['RATING', 6, ['q TOO_LARGE']],
    ['RATING', 0, ['q TOO_SMALL']],
    ['RATING', 8, 8, { max: 10 }],
    ['RATING', 2.5, ['q NOT_WHOLE_NUMBER']],
    ['PHOTO', FILE_ID, FILE_ID],
    ['SIGNATURE', 'ben--0123456789abcdefghjkmnpq', ['q INVALID_ID']],
    ['PHOTO', 'fil--../../etc/passwd', ['q INVALID_ID']],
    ['LOCATION', { latitude: -1.29, longitude: 36.82 }, { latitude: -1.29, longitude: 36.82 }],
    ['LOCATION', { latitude: 0, longitude: 0, accuracy: 4.5 }, { latitude: 0, longitude: 0, accuracy: 4.5 }],
    ['LOCATION', { latitude: 91, longitude: 0 }, ['q TOO_LARGE']],
    ['LOCATION', { latitude: 0, longitude: -181 }, ['q TOO_SMALL']],
    ['LOCATION', { latitude: 0, longitude: 0, accuracy: -1 }, ['q TOO_SMALL']],
    ['LOCATION', { latitude: '0', longitude: 0 }, ['q WRONG_TYPE']],
    ['LOCATION', { latitude: 0, longitude: 0, altitude: 3 }, ['q UNKNOWN_FIELD']],
    ['LOCATION', [0, 0], ['q WRONG_TYPE']],
    ['NOTE', 'anything', ['q NOT_APPLICABLE']],
  ])('%s %j → %j', (type, answer, expected, extra) => {
    expect(one(type, answer, extra)).toEqual(expected);
  });

  it('says which part of a position is wrong', () => {
    const form = definition([page('main', [element('q', 'LOCATION')])]);
    expect(checkAnswers(form, { q: { latitude: 91, longitude: 0 } }).errors[0]?.message).toBe(
      'latitude must be at most 90',
    );
  });
});

describe('checkAnswers: relevance, requirement, constraints', () => {
  const form = definition([
    page('p1', [
      element('has_children', 'YES_NO', { required: true }),
      element('children', 'INTEGER', { required: true, relevant: '${has_children}', min: 1 }),
      element('school', 'INTEGER', { relevant: '${children} > 0', constraint: '. <= ${children}' }),
    ]),
    page('p2', [element('child_names', 'TEXT', { required: true })], { relevant: '${children} >= 1' }),
  ]);

  it('keeps relevant answers and requires relevant required ones', () => {
    expect(checkAnswers(form, { has_children: true, children: 2, school: 1, child_names: 'A, B' })).toEqual({
      errors: [],
      answers: { has_children: true, children: 2, school: 1, child_names: 'A, B' },
    });
    const missing = checkAnswers(form, { has_children: true });
    expect(missing.errors.map((e) => `${e.field} ${e.code}`)).toEqual(['children REQUIRED']);
  });

  it('drops the answers of elements and pages whose relevance does not hold, without an error', () => {
    expect(checkAnswers(form, { has_children: false, children: 3, school: 9, child_names: 'A' })).toEqual({
      errors: [],
      answers: { has_children: false },
    });
  });

  it('requires an element only when it is relevant', () => {
    expect(checkAnswers(form, { has_children: false }).errors).toEqual([]);
    expect(checkAnswers(form, {}).errors.map((e) => `${e.field} ${e.code}`)).toEqual(['has_children REQUIRED']);
  });

  it('decides relevance with the clean answers: a refused answer counts as none', () => {
    const { errors, answers } = checkAnswers(form, { has_children: true, children: 'two', school: 1 });
    expect(errors.map((e) => `${e.field} ${e.code}`)).toEqual(['children WRONG_TYPE']);
    expect(answers).toEqual({ has_children: true });
  });

  it('checks a constraint with . as the answer, and drops the refused answer', () => {
    const { errors, answers } = checkAnswers(form, { has_children: true, children: 2, school: 3, child_names: 'A' });
    expect(errors).toEqual([
      {
        field: 'school',
        code: 'CONSTRAINT_FAILED',
        params: { constraint: '. <= ${children}' },
        message: expect.any(String),
      },
    ]);
    expect(answers).toEqual({ has_children: true, children: 2, child_names: 'A' });
  });

  it("says the author's constraint message in the default language, and lets a constraint look ahead", () => {
    const dates = definition([
      page('p', [
        element('start', 'DATE', {
          constraint: '. <= ${end}',
          constraintMessage: [
            { language: 'fr', text: 'Le début précède la fin' },
            { language: 'en', text: 'Start must come before end' },
          ],
        }),
        element('end', 'DATE', { constraint: '. <= today()' }),
      ]),
    ]);
    const { errors } = checkAnswers(dates, { start: '2024-05-09', end: '2024-05-01' }, { today: TODAY });
    expect(errors.map((e) => [e.field, e.message])).toEqual([['start', 'Start must come before end']]);
    const future = checkAnswers(dates, { start: '2024-05-01', end: '2024-05-11' }, { today: TODAY });
    expect(future.errors.map((e) => `${e.field} ${e.code}`)).toEqual(['end CONSTRAINT_FAILED']);
  });

  it('checks no constraint on an unanswered element', () => {
    expect(checkAnswers(form, { has_children: true, children: 2, child_names: 'A' }).errors).toEqual([]);
  });
});

describe('checkAnswers: what does not belong', () => {
  const form = definition([page('p', [element('name', 'TEXT')])]);

  it('refuses an answer to an element that is not (or no longer) in the form', () => {
    const { errors } = checkAnswers(form, { name: 'A', removed_question: 'x' });
    expect(errors).toEqual([
      {
        field: 'removed_question',
        code: 'UNKNOWN_FIELD',
        message: 'is not a question of this form (it may have been removed)',
      },
    ]);
  });

  it('refuses answers larger than 1 MB as a whole', () => {
    const big = Object.fromEntries(Array.from({ length: 120 }, (_, i) => [`q${i}`, 'x'.repeat(9_000)]));
    expect(checkAnswers(form, big)).toEqual({
      errors: [
        { field: 'answers', code: 'TOO_LARGE', params: { max: '1 MB' }, message: 'must be at most 1 MB as JSON' },
      ],
      answers: {},
    });
  });

  it('refuses answers that are not a JSON object', () => {
    expect(checkAnswers(form, [] as unknown as Record<string, unknown>).errors[0]?.code).toBe('WRONG_TYPE');
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(checkAnswers(form, cyclic).errors[0]).toMatchObject({ field: 'answers', code: 'WRONG_TYPE' });
  });

  it('never reads inherited properties as answers', () => {
    const proto = definition([page('p', [element('toString', 'TEXT', { required: true })])]);
    expect(checkAnswers(proto, {}).errors.map((e) => e.code)).toEqual(['REQUIRED']);
  });
});

describe('checkAnswers: beneficiary fields', () => {
  const target = (type: ElementType, field: string): SmartFormElement =>
    element('q', type, { target: { kind: 'BENEFICIARY', field } as SmartFormElement['target'] });
  const check = (el: SmartFormElement, answer: unknown) =>
    checkAnswers(definition([page('p', [el])]), { q: answer }).errors.map((e) => `${e.field} ${e.code}`);

  it("meets the beneficiary field's own rules", () => {
    expect(check(target('TEXT', 'firstName'), 'x'.repeat(101))).toEqual(['q TOO_LONG']);
    expect(check(target('DATE', 'dob'), '2999-01-01')).toEqual(['q INVALID_VALUE']);
    expect(check(target('DATE', 'dob'), '1850-01-01')).toEqual(['q DATE_BEFORE']);
    expect(check(target('INTEGER', 'numberOfFamilyMembers'), 101)).toEqual(['q TOO_LARGE']);
    expect(check(target('TEXT', 'phoneNumber'), 'call me')).toEqual(['q INVALID_FORMAT']);
    expect(check(target('TEXT', 'email'), 'not an address')).toEqual(['q INVALID_FORMAT']);
    expect(check(target('TEXT', 'firstName'), 'Amina')).toEqual([]);
  });
});

describe('a household registration', () => {
  const household = householdDefinition();
  const answers = {
    consent: true,
    enumerator: 'Joseph',
    visit_date: '2024-05-09',
    first_name: ' Amina ',
    last_name: 'Yusuf',
    sex: 'F',
    dob: '1990-06-15',
    age: 33,
    phone: '+254 712 345 678',
    email: 'Amina@Example.org',
    nationality: 'ke',
    id_number: '123456789',
    hh_size: 5,
    hh_members: ['adult', 'child'],
    n_children: 3,
    n_school: 2,
    n_elderly: 1,
    shelter_type: 'tent',
    damage: 4,
    damage_photo: FILE_ID,
    location: { latitude: -1.29, longitude: 36.82, accuracy: 8 },
    owner: true,
    rent: 40,
    income_source: 'none',
    income: 100,
    coping: ['borrow', 'skip_meals'],
    meals: 2,
    vulnerability: 'high',
    signature: FILE_ID,
  };

  it('keeps the relevant answers, cleaned, and drops the rest', () => {
    const { errors, answers: clean } = checkAnswers(household, answers, { today: TODAY });
    expect(errors).toEqual([]);
    expect(clean).toMatchObject({ first_name: 'Amina', phone: '+254712345678', email: 'amina@example.org' });
    // age: dob answered; n_elderly: no elderly selected; rent: owner; income: no income source.
    for (const dropped of ['age', 'n_elderly', 'rent', 'income']) expect(clean).not.toHaveProperty(dropped);
  });

  it('asks nothing beyond the first page without consent', () => {
    const { errors, answers: clean } = checkAnswers(household, { ...answers, consent: false }, { today: TODAY });
    expect(errors).toEqual([]);
    expect(Object.keys(clean)).toEqual(['consent', 'enumerator', 'visit_date']);
  });

  it('maps the clean answers to beneficiary fields and list properties', () => {
    const { answers: clean } = checkAnswers(household, answers, { today: TODAY });
    expect(beneficiaryOf(household, clean)).toEqual({
      fields: {
        firstName: 'Amina',
        lastName: 'Yusuf',
        gender: 'F',
        dob: '1990-06-15',
        phoneNumber: '+254712345678',
        email: 'amina@example.org',
        nationality: 'KE',
        externalReferenceNumber: '123456789',
        numberOfFamilyMembers: 5,
      },
      properties: { coping: ['borrow', 'skip_meals'], meals_per_day: 2, vulnerability: 'high' },
    });
  });

  it('gives an INTEGER external reference as text', () => {
    const form = definition([
      page('p', [element('ref', 'INTEGER', { target: { kind: 'BENEFICIARY', field: 'externalReferenceNumber' } })]),
    ]);
    expect(beneficiaryOf(form, { ref: 42 }).fields).toEqual({ externalReferenceNumber: '42' });
  });
});
