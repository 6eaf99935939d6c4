// biome-ignore-all lint/suspicious/noTemplateCurlyInString: XLSForm expressions write references as ${name}.
// importXlsForm on the fixtures: the 66-question household registration (pages, languages, types, rules, choices,
// targets, the nested group) and a Kobo-style form whose unsupported rows, columns and rules are each reported.
import { definitionProblems, type SmartFormElement } from '@aid/common/smart-forms';
import { beforeAll, describe, expect, it } from 'vitest';
import { householdXlsForm } from './fixtures/household.js';
import { koboXlsForm } from './fixtures/kobo.js';
import { importXlsForm, type XlsFormImport } from './import.js';

const en = (text: string) => ({ language: 'en', text });
const fr = (text: string) => ({ language: 'fr', text });
const both = (english: string, french: string) => [en(english), fr(french)];

function elements(imported: XlsFormImport): Map<string, SmartFormElement> {
  return new Map(imported.definition.pages.flatMap((p) => p.elements.map((e) => [e.name, e] as const)));
}

describe('importXlsForm: a household registration', () => {
  let imported: XlsFormImport;
  let byName: Map<string, SmartFormElement>;
  beforeAll(async () => {
    imported = await importXlsForm(await householdXlsForm());
    byName = elements(imported);
  });

  it('has the settings’ title, both languages and English first', () => {
    expect(imported.title).toBe('Household registration 2026');
    expect(imported.definition.languages).toEqual(['en', 'fr']);
    expect(imported.definition.defaultLanguage).toBe('en');
  });

  it('makes a page of each top-level group and one of the questions before the first', () => {
    const { pages } = imported.definition;
    expect(pages.map((p) => [p.name, p.elements.length])).toEqual([
      ['page_1', 3],
      ['household', 8],
      ['head', 13],
      ['members', 12],
      ['shelter', 7],
      ['wash', 9],
      ['livelihoods', 9],
      ['consent', 5],
    ]);
    expect(byName.size).toBe(66);
    expect(pages[0]?.title).toEqual([]);
    expect(pages[1]?.title).toEqual(both('Household', 'Ménage'));
    expect(pages.every((p) => /^spa--/.test(p.pageId) && p.elements.every((e) => /^spe--/.test(e.elementId)))).toBe(
      true,
    );
  });

  it('reads every type, the platform’s own markers included', () => {
    const types = Object.fromEntries([...byName].map(([name, e]) => [name, e.type]));
    expect(types).toMatchObject({
      intro: 'NOTE',
      enumerator: 'TEXT',
      interview_date: 'DATE',
      admin1: 'SELECT_ONE',
      gps: 'LOCATION',
      household_size: 'INTEGER',
      hh_photo: 'PHOTO',
      head_gender: 'GENDER',
      head_nationality: 'NATIONALITY',
      head_phone: 'PHONE',
      head_email: 'EMAIL',
      head_disability_type: 'SELECT_MANY',
      shelter_condition: 'RATING',
      rent_amount: 'DECIMAL',
      consent_given: 'YES_NO',
      respondent_signature: 'SIGNATURE',
    });
    expect(byName.get('shelter_condition')?.max).toBe(5);
    // The types that bring their own choices keep none of a list's.
    expect(byName.get('head_gender')?.choices).toEqual([]);
  });

  it('keeps texts per language, hints and constraint messages', () => {
    const hhId = byName.get('hh_id');
    expect(hhId?.label).toEqual(both('Household ID', 'Identifiant du ménage'));
    expect(hhId?.hint).toEqual(both('As on the ration card: HH-123456', 'Comme sur la carte de ration : HH-123456'));
    expect(hhId?.constraintMessage).toEqual(both('HH- then six digits', 'HH- puis six chiffres'));
  });

  it('turns required, constraints and relevance into rules: bounds and patterns apart, the rest as written', () => {
    expect(byName.get('interview_date')).toMatchObject({ required: true, constraint: '. <= today()', min: null });
    expect(byName.get('hh_id')).toMatchObject({ pattern: '^HH-[0-9]{6}$', constraint: null });
    expect(byName.get('household_size')).toMatchObject({ min: 1, max: 30, constraint: null, required: true });
    expect(byName.get('comments')).toMatchObject({ max: 500, min: null, constraint: null });
    expect(byName.get('pregnant_women')).toMatchObject({
      relevant: '${adult_women} > 0',
      constraint: '. <= ${adult_women}',
      min: null,
    });
    expect(byName.get('shelter_issues')?.constraint).toBe("not(selected(., 'none') and count-selected(.) > 1)");
    expect(byName.get('head_disability_type')).toMatchObject({
      required: true,
      relevant: "${head_disability} = 'yes'",
    });
    expect(byName.get('admin2')).toMatchObject({ required: false, relevant: null, constraint: null });
  });

  it('gives each select its list’s choices with their labels', () => {
    expect(byName.get('admin1')?.choices.map((c) => c.value)).toEqual(['north', 'south', 'east', 'west']);
    expect(byName.get('residence_status')?.choices[1]).toEqual({
      value: 'idp',
      label: both('Internally displaced', 'Déplacé interne'),
    });
    expect(byName.get('main_income')?.choices).toEqual(byName.get('income_sources')?.choices);
  });

  it('reads bind::aid:target as beneficiary fields and list properties', () => {
    const targets = Object.fromEntries([...byName].flatMap(([name, e]) => (e.target ? [[name, e.target]] : [])));
    expect(targets).toEqual({
      hh_id: { kind: 'BENEFICIARY', field: 'externalReferenceNumber' },
      household_size: { kind: 'BENEFICIARY', field: 'numberOfFamilyMembers' },
      head_first_name: { kind: 'BENEFICIARY', field: 'firstName' },
      head_last_name: { kind: 'BENEFICIARY', field: 'lastName' },
      head_gender: { kind: 'BENEFICIARY', field: 'gender' },
      head_dob: { kind: 'BENEFICIARY', field: 'dob' },
      head_nationality: { kind: 'BENEFICIARY', field: 'nationality' },
      head_phone: { kind: 'BENEFICIARY', field: 'phoneNumber' },
      respondent_relation: { kind: 'PROPERTY', property: 'respondent_relation' },
    });
  });

  it('flattens the nested group into its page, its relevance joined to each question’s, and says so', () => {
    const members = imported.definition.pages.find((p) => p.name === 'members');
    const names = members?.elements.map((e) => e.name) ?? [];
    expect(names.slice(names.indexOf('pregnant_women'), names.indexOf('school_attendance') + 1)).toEqual([
      'pregnant_women',
      'children_vaccinated',
      'muac_screened',
      'school_attendance',
    ]);
    expect(byName.get('children_vaccinated')?.relevant).toBe('${children_under5} > 0');
    expect(byName.get('muac_screened')?.relevant).toBe("(${children_under5} > 0) and (${children_vaccinated} = 'yes')");
    expect(imported.report.unsupported).toEqual([
      expect.objectContaining({ sheet: 'survey', row: 38, code: 'NESTED_GROUP', column: 'type', value: 'begin_group' }),
    ]);
  });

  it('is a definition the rules accept as it is', () => {
    expect(definitionProblems(imported.definition)).toEqual([]);
  });

  it('drops a property target the list does not have, and reports it', async () => {
    const narrow = await importXlsForm(await householdXlsForm(), { properties: ['household_code'] });
    expect(elements(narrow).get('respondent_relation')?.target).toBeNull();
    expect(narrow.report.unsupported).toContainEqual(
      expect.objectContaining({
        sheet: 'survey',
        row: 81,
        column: 'bind::aid:target',
        value: 'property:respondent_relation',
        code: 'UNSUPPORTED_VALUE',
      }),
    );
    expect(elements(narrow).get('hh_id')?.target).toEqual({ kind: 'BENEFICIARY', field: 'externalReferenceNumber' });
  });
});

describe('importXlsForm: a Kobo form with what a form here cannot hold', () => {
  let imported: XlsFormImport;
  beforeAll(async () => {
    imported = await importXlsForm(await koboXlsForm());
  });

  it('names every row, column and rule left out, in sheet and row order', () => {
    const entries = imported.report.unsupported.map((e) => [e.sheet, e.row, e.column, e.code]);
    expect(entries).toEqual([
      ['survey', 2, 'type', 'METADATA'],
      ['survey', 3, 'type', 'METADATA'],
      ['survey', 4, 'type', 'METADATA'],
      ['survey', 8, 'type', 'UNSUPPORTED_TYPE'],
      ['survey', 9, 'relevant', 'EXPRESSION_REMOVED'],
      ['survey', 10, 'type', 'UNSUPPORTED_VALUE'],
      ['survey', 11, 'required', 'UNSUPPORTED_VALUE'],
      ['survey', 11, 'default', 'UNSUPPORTED_COLUMN'],
      ['survey', 12, 'choice_filter', 'UNSUPPORTED_COLUMN'],
      ['survey', 13, 'appearance', 'UNSUPPORTED_VALUE'],
      ['survey', 13, 'media::image', 'UNSUPPORTED_COLUMN'],
      ['survey', 14, 'required', 'UNSUPPORTED_VALUE'],
      ['survey', 16, 'type', 'UNSUPPORTED_TYPE'],
      ['survey', 17, 'type', 'IN_REPEAT'],
      ['survey', 18, 'type', 'IN_REPEAT'],
      ['survey', 20, 'type', 'UNSUPPORTED_TYPE'],
      ['survey', 21, 'type', 'UNSUPPORTED_TYPE'],
      ['survey', 22, 'type', 'UNSUPPORTED_TYPE'],
      ['choices', 4, 'state', 'UNSUPPORTED_COLUMN'],
      ['choices', 6, null, 'IGNORED'],
      ['settings', 2, 'style', 'UNSUPPORTED_COLUMN'],
    ]);
    const reasons = imported.report.unsupported.map((e) => e.reason).join('\n');
    expect(reasons).toContain('Rows of type "calculate" are not supported: "age_months" is left out.');
    expect(reasons).toContain('Repeat groups are not supported: "members" and every row inside it are left out.');
    expect(reasons).toContain('The relevance refers to ${age_months}');
    expect(imported.report.unsupported[4]?.value).toBe('${age_months} < 24');
  });

  it('keeps what it can: the group as a page, the question after the repeat on a page of its own', () => {
    const { definition } = imported;
    expect(definition.languages).toEqual(['en', 'fr']);
    expect(definition.pages.map((p) => [p.name, p.elements.map((e) => e.name)])).toEqual([
      ['respondent', ['resp_name', 'age', 'is_child', 'has_id', 'id_number', 'county', 'id_photo', 'thanks']],
      ['page_1', ['anything_else']],
    ]);
    const byName = elements(imported);
    expect(byName.get('age')).toMatchObject({ required: true, min: 0, max: 110 });
    expect(byName.get('is_child')).toMatchObject({ relevant: null, type: 'SELECT_ONE' });
    expect(byName.get('has_id')?.label).toEqual(both('Has an ID card', "A une carte d'identité"));
    expect(byName.get('id_number')?.required).toBe(false);
    expect(byName.get('county')?.choices.map((c) => c.value)).toEqual(['north_a', 'south_a']);
    expect(byName.get('thanks')).toMatchObject({ type: 'NOTE', required: false });
    expect(byName.get('id_photo')?.type).toBe('PHOTO');
    expect(imported.title).toBe('Kobo needs assessment');
    expect(definitionProblems(definition)).toEqual([]);
  });
});
