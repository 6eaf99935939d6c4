// Crossing between GraphQL's flattened target and common's definition, and problems placed by id.
import type { SmartFormDefinition } from '@aid/common/smart-forms';
import { describe, expect, it } from 'vitest';
import { graphqlDefinition, twoQuestions } from '../test/smartForms.js';
import { definitionFromGraphql, definitionInput } from './model.js';
import { mergeProblems, placeProblems, problemCount, withoutElement } from './problems.js';
import { definitionCheck } from './useBuilder.js';

function withTargets(): SmartFormDefinition {
  const base = twoQuestions();
  const [page] = base.pages;
  if (!page) throw new Error('fixture has a page');
  const [first, second] = page.elements;
  if (!first || !second) throw new Error('fixture has two elements');
  return {
    ...base,
    pages: [
      {
        ...page,
        elements: [
          { ...first, type: 'TEXT', target: { kind: 'BENEFICIARY', field: 'firstName' }, constraint: '   ' },
          { ...second, target: { kind: 'PROPERTY', property: 'shelter' } },
        ],
      },
    ],
  };
}

describe('definition ⇄ GraphQL', () => {
  it("sends targets as GraphQL's beneficiaryField or property, and blank rules as none", () => {
    const input = definitionInput(withTargets());
    const [first, second] = input.pages[0]?.elements ?? [];
    expect(first).toMatchObject({ beneficiaryField: 'FIRST_NAME', property: null, constraint: null });
    expect(second).toMatchObject({ beneficiaryField: null, property: 'shelter' });
  });

  it('reads an answer back to the same definition, without the __typename Apollo adds', () => {
    const definition = withTargets();
    const back = definitionFromGraphql(graphqlDefinition(definition));
    expect(back.pages[0]?.elements[0]?.target).toEqual({ kind: 'BENEFICIARY', field: 'firstName' });
    expect(back.pages[0]?.elements[1]?.target).toEqual({ kind: 'PROPERTY', property: 'shelter' });
    expect(JSON.stringify(back)).not.toContain('__typename');
    expect(definitionInput(back)).toEqual(definitionInput(definition));
  });
});

describe('problems', () => {
  const definition = twoQuestions();
  const refusal = [
    { field: 'definition.pages.0.elements.1.relevant', code: 'INVALID_VALUE' as const, message: 'bad' },
    { field: 'definition.pages.0.elements.0.beneficiaryField', code: 'INVALID_VALUE' as const, message: 'bad' },
    { field: 'definition.pages.0.title.0.language', code: 'INVALID_VALUE' as const, message: 'bad' },
    { field: 'definition.defaultLanguage', code: 'INVALID_VALUE' as const, message: 'bad' },
    { field: 'formName', code: 'TOO_LONG' as const, message: 'bad' },
  ];

  it("places the server's paths on the element or page they name, by id, and the rest on the form", () => {
    const placed = placeProblems(definition, refusal, 'definition.');
    expect([...(placed.elements.get('spe--2')?.keys() ?? [])]).toEqual(['relevant']);
    expect([...(placed.elements.get('spe--1')?.keys() ?? [])]).toEqual(['target']);
    expect([...(placed.pages.get('spa--1')?.keys() ?? [])]).toEqual(['title']);
    expect(placed.form.map((p) => p.field)).toEqual(['definition.defaultLanguage', 'formName']);
    expect(problemCount(placed)).toBe(5);
    expect(problemCount(withoutElement(placed, 'spe--2'))).toBe(4);
  });

  it('shows a problem the client and the server both found once', () => {
    const client = placeProblems(definition, [{ ...refusal[0], field: 'pages.0.elements.1.relevant' }] as never);
    const server = placeProblems(definition, [refusal[0]] as never, 'definition.');
    expect(mergeProblems(client, server).elements.get('spe--2')?.get('relevant')).toHaveLength(1);
  });

  it("runs the API's own checks on the client: a name XLSForm cannot hold, a name used twice", () => {
    const base = twoQuestions();
    const page = base.pages[0];
    if (!page) throw new Error('fixture has a page');
    const broken: SmartFormDefinition = {
      ...base,
      pages: [
        { ...page, elements: page.elements.map((e) => ({ ...e, name: e.elementId === 'spe--2' ? '2 kids' : e.name })) },
      ],
    };
    expect(problemCount(definitionCheck(twoQuestions()))).toBe(0);
    expect([...(definitionCheck(broken).elements.get('spe--2')?.keys() ?? [])]).toContain('name');
  });
});
