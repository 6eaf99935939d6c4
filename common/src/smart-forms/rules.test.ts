// biome-ignore-all lint/suspicious/noTemplateCurlyInString: XLSForm expressions write references as ${name}.
import { describe, expect, it } from 'vitest';
import { choices, definition, element, householdDefinition, page, text } from '../test-support/smart-forms.js';
import { SMART_FORM_LIMITS, type SmartFormDefinition } from './definition.js';
import { definitionProblems } from './rules.js';

/** The problems as `field code` lines, for short assertions. */
const problems = (form: SmartFormDefinition, properties?: string[]) =>
  definitionProblems(form, properties ? { properties } : {}).map((p) => `${p.field} ${p.code}`);

/** One page of elements. */
const form = (...elements: ReturnType<typeof element>[]) => definition([page('main', elements)]);

describe('definitionProblems', () => {
  it('accepts a clean 60-question household registration in two languages', () => {
    const household = householdDefinition();
    expect(household.pages.flatMap((p) => p.elements)).toHaveLength(60);
    expect(definitionProblems(household, { properties: ['coping', 'meals_per_day', 'vulnerability'] })).toEqual([]);
  });

  it('refuses a language twice and a default language that is not one of them', () => {
    const twice = { ...form(element('a', 'TEXT')), languages: ['en', 'fr', 'en'] };
    expect(problems(twice)).toEqual(['languages.2 NOT_UNIQUE']);
    const missing = { ...form(element('a', 'TEXT')), defaultLanguage: 'ar' };
    expect(problems(missing)).toContain('defaultLanguage NOT_ONE_OF');
  });

  it('refuses texts in other languages, a language twice in one text, and a label missing in the default language', () => {
    const a = element('a', 'SELECT_ONE', {
      label: [{ language: 'fr', text: 'Bonjour' }],
      hint: [
        { language: 'en', text: 'Hi' },
        { language: 'en', text: 'Hello' },
      ],
      constraintMessage: [{ language: 'ar', text: 'لا' }],
      choices: [{ value: 'x', label: [{ language: 'es', text: 'equis' }] }],
    });
    expect(
      problems(
        definition([
          page('main', [a], {
            title: text('Main', 'Principal').concat(text('x').map((t) => ({ ...t, language: 'de' }))),
          }),
        ]),
      ),
    ).toEqual([
      'pages.0.title.2.language NOT_ONE_OF',
      'pages.0.elements.0.label MISSING_TRANSLATION',
      'pages.0.elements.0.hint.1.language NOT_UNIQUE',
      'pages.0.elements.0.constraintMessage.0.language NOT_ONE_OF',
      'pages.0.elements.0.choices.0.label.0.language NOT_ONE_OF',
      'pages.0.elements.0.choices.0.label MISSING_TRANSLATION',
    ]);
    const blank = element('b', 'TEXT', { label: text('  ', 'Nom') });
    expect(problems(form(blank))).toEqual(['pages.0.elements.0.label MISSING_TRANSLATION']);
  });

  it('refuses a name used twice across pages and elements, naming where it was first', () => {
    const twice = definition([
      page('household', [element('size', 'INTEGER')]),
      page('members', [element('household', 'TEXT'), element('size', 'INTEGER', { elementId: 'spe--size2' })]),
    ]);
    const found = definitionProblems(twice);
    expect(found.map((p) => `${p.field} ${p.code}`)).toEqual([
      'pages.1.elements.0.name NOT_UNIQUE',
      'pages.1.elements.1.name NOT_UNIQUE',
    ]);
    expect(found[0]?.message).toBe('is used more than once: household (also at pages.0.name)');
  });

  it('refuses an element id or a page id used twice', () => {
    const twice = definition([
      page('p1', [element('a', 'TEXT'), element('b', 'TEXT', { elementId: 'spe--a' })]),
      page('p2', [], { pageId: 'spa--p1' }),
    ]);
    expect(problems(twice)).toEqual(['pages.1.pageId NOT_UNIQUE', 'pages.0.elements.1.elementId NOT_UNIQUE']);
  });

  it('wants choices on selects only, at least one, each value once', () => {
    expect(problems(form(element('a', 'SELECT_ONE')))).toEqual(['pages.0.elements.0.choices EMPTY']);
    expect(problems(form(element('a', 'SELECT_MANY', { choices: choices('x', 'y', 'x') })))).toEqual([
      'pages.0.elements.0.choices.2.value NOT_UNIQUE',
    ]);
    expect(problems(form(element('a', 'TEXT', { choices: choices('x') })))).toEqual([
      'pages.0.elements.0.choices NOT_APPLICABLE',
    ]);
  });

  it('wants min at most max, whole lengths for texts, and min/max only where they mean something', () => {
    expect(problems(form(element('a', 'INTEGER', { min: 10, max: 5 })))).toEqual(['pages.0.elements.0.min TOO_LARGE']);
    expect(problems(form(element('a', 'DECIMAL', { min: 0.5, max: 0.5 })))).toEqual([]);
    expect(problems(form(element('a', 'TEXT', { min: -1, max: 2.5 })))).toEqual([
      'pages.0.elements.0.min NEGATIVE',
      'pages.0.elements.0.max NOT_WHOLE_NUMBER',
    ]);
    expect(problems(form(element('a', 'DATE', { min: 1 })))).toEqual(['pages.0.elements.0.min NOT_APPLICABLE']);
    expect(problems(form(element('a', 'YES_NO', { max: 1 })))).toEqual(['pages.0.elements.0.max NOT_APPLICABLE']);
  });

  it('wants a rating to top out between 2 and the limit, starting at 1', () => {
    expect(problems(form(element('a', 'RATING')))).toEqual([]);
    expect(problems(form(element('a', 'RATING', { max: 1 })))).toEqual(['pages.0.elements.0.max TOO_SMALL']);
    expect(problems(form(element('a', 'RATING', { max: SMART_FORM_LIMITS.ratingMax + 1 })))).toEqual([
      'pages.0.elements.0.max TOO_LARGE',
    ]);
    expect(problems(form(element('a', 'RATING', { max: 4.5 })))).toEqual(['pages.0.elements.0.max NOT_WHOLE_NUMBER']);
    expect(problems(form(element('a', 'RATING', { min: 0, max: 5 })))).toEqual([
      'pages.0.elements.0.min NOT_APPLICABLE',
    ]);
  });

  it('wants a pattern that is a safe regular expression, on a text, phone or e-mail', () => {
    expect(problems(form(element('a', 'TEXT', { pattern: '[0-9]{9}' })))).toEqual([]);
    expect(problems(form(element('a', 'TEXT', { pattern: '([0-9]' })))).toEqual([
      'pages.0.elements.0.pattern INVALID_PATTERN',
    ]);
    const nested = definitionProblems(form(element('a', 'PHONE', { pattern: '^(\\d+)+$' })));
    expect(nested.map((p) => p.code)).toEqual(['INVALID_PATTERN']);
    expect(nested[0]?.message).toMatch(/repeated group holds a repetition/);
    expect(problems(form(element('a', 'INTEGER', { pattern: '\\d+' })))).toEqual([
      'pages.0.elements.0.pattern NOT_APPLICABLE',
    ]);
  });

  it('wants each beneficiary field filled once, by a type that can fill it', () => {
    const twice = form(
      element('a', 'TEXT', { target: { kind: 'BENEFICIARY', field: 'firstName' } }),
      element('b', 'TEXT', { target: { kind: 'BENEFICIARY', field: 'firstName' } }),
    );
    expect(problems(twice)).toEqual(['pages.0.elements.1.target.field NOT_UNIQUE']);
    const wrong = definitionProblems(form(element('a', 'TEXT', { target: { kind: 'BENEFICIARY', field: 'gender' } })));
    expect(wrong).toEqual([
      expect.objectContaining({
        field: 'pages.0.elements.0.target.field',
        code: 'WRONG_ELEMENT_TYPE',
        params: { type: 'TEXT', types: 'GENDER' },
      }),
    ]);
    const ok = form(element('a', 'INTEGER', { target: { kind: 'BENEFICIARY', field: 'externalReferenceNumber' } }));
    expect(problems(ok)).toEqual([]);
  });

  it("wants a property target to name one of the target list's properties, once", () => {
    const target = form(
      element('a', 'TEXT', { target: { kind: 'PROPERTY', property: 'village' } }),
      element('b', 'TEXT', { target: { kind: 'PROPERTY', property: 'village' } }),
    );
    expect(problems(target)).toEqual(['pages.0.elements.1.target.property NOT_UNIQUE']);
    expect(problems(target, ['district'])).toEqual([
      'pages.0.elements.1.target.property NOT_UNIQUE',
      'pages.0.elements.0.target.property NOT_ONE_OF',
      'pages.0.elements.1.target.property NOT_ONE_OF',
    ]);
    expect(problems(form(element('a', 'TEXT', { target: { kind: 'PROPERTY', property: 'x' } })), [])).toEqual([
      'pages.0.elements.0.target.property UNKNOWN_FIELD',
    ]);
  });

  it('wants a note without target, requirement or constraint', () => {
    const note = element('n', 'NOTE', {
      required: true,
      constraint: '1 = 1',
      target: { kind: 'BENEFICIARY', field: 'firstName' },
    });
    expect(problems(form(note))).toEqual([
      'pages.0.elements.0.required NOT_APPLICABLE',
      'pages.0.elements.0.constraint NOT_APPLICABLE',
      'pages.0.elements.0.target NOT_APPLICABLE',
    ]);
  });

  it('refuses more elements than a form may hold in all', () => {
    const many = (p: number) => Array.from({ length: 300 }, (_, i) => element(`q${p}_${i}`, 'TEXT'));
    expect(problems(definition([page('a', many(1)), page('b', many(2))]))).toEqual(['pages TOO_MANY']);
  });
});

describe('definitionProblems: expressions', () => {
  it('refuses an expression that does not parse, with its position and reason', () => {
    const found = definitionProblems(form(element('a', 'TEXT', { relevant: '1 +' })));
    expect(found).toEqual([
      expect.objectContaining({
        field: 'pages.0.elements.0.relevant',
        code: 'EXPRESSION_SYNTAX',
        params: { position: 4, detail: expect.stringMatching(/expected a value/) },
      }),
    ]);
    expect(problems(form(element('a', 'TEXT', { constraint: 'pulldata(.)' })))).toEqual([
      'pages.0.elements.0.constraint EXPRESSION_SYNTAX',
    ]);
  });

  it('refuses a reference to a name that is no question, or is a page', () => {
    const found = definitionProblems(
      definition([page('p1', [element('a', 'TEXT', { relevant: "${ghost} = 'x'", constraint: "${p1} = ''" })])]),
    );
    expect(found.map((p) => [p.field, p.code, p.params?.name])).toEqual([
      ['pages.0.elements.0.relevant', 'UNKNOWN_REFERENCE', '${ghost}'],
      ['pages.0.elements.0.constraint', 'UNKNOWN_REFERENCE', '${p1}'],
    ]);
    expect(found[1]?.message).toMatch(/is a page, not a question/);
  });

  it('refuses a relevance on itself or on a later question, naming both', () => {
    const forward = definitionProblems(
      form(element('a', 'INTEGER', { relevant: '${b} > 1' }), element('b', 'INTEGER', { relevant: '${b} > 1' })),
    );
    expect(forward.map((p) => [p.field, p.code, p.params])).toEqual([
      ['pages.0.elements.0.relevant', 'FORWARD_REFERENCE', { name: '${b}', element: '${a}' }],
      ['pages.0.elements.1.relevant', 'FORWARD_REFERENCE', { name: '${b}', element: '${b}' }],
    ]);
    expect(forward[0]?.message).toBe(
      'refers to ${b}, which comes after ${a}: a relevance can only use answers given before it',
    );
    expect(forward[1]?.message).toMatch(/refers to \$\{b\} itself/);
  });

  it('refuses a cycle between two relevances', () => {
    const cycle = form(element('a', 'YES_NO', { relevant: '${b}' }), element('b', 'YES_NO', { relevant: '${a}' }));
    expect(problems(cycle)).toEqual(['pages.0.elements.0.relevant FORWARD_REFERENCE']);
  });

  it("lets a page's relevance use earlier pages only", () => {
    const pages = definition([
      page('p1', [element('a', 'YES_NO')]),
      page('p2', [element('b', 'YES_NO')], { relevant: '${a} and ${b}' }),
    ]);
    const found = definitionProblems(pages);
    expect(found.map((p) => [p.field, p.code, p.params?.name])).toEqual([
      ['pages.1.relevant', 'FORWARD_REFERENCE', '${b}'],
    ]);
    expect(found[0]?.message).toMatch(/not on a page before p2/);
  });

  it('lets a constraint use any question and ., and only a constraint use .', () => {
    const ok = form(
      element('start', 'DATE', { constraint: '. <= ${end}' }),
      element('end', 'DATE', { constraint: '. >= ${start} and . <= today()' }),
    );
    expect(problems(ok)).toEqual([]);
    expect(problems(form(element('a', 'TEXT', { relevant: 'string-length(.) > 1' })))).toEqual([
      'pages.0.elements.0.relevant DOT_OUTSIDE_CONSTRAINT',
    ]);
    const onPage = definition([page('p', [element('a', 'TEXT')], { relevant: '. = 1' })]);
    expect(problems(onPage)).toEqual(['pages.0.relevant DOT_OUTSIDE_CONSTRAINT']);
  });

  it('refuses an unsafe pattern written in regex()', () => {
    expect(problems(form(element('a', 'TEXT', { constraint: "regex(., '^(a*)*$')" })))).toEqual([
      'pages.0.elements.0.constraint INVALID_PATTERN',
    ]);
  });
});
