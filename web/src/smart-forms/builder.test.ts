// The builder's edits as pure functions: names unique across pages and elements, moves across page edges, copies
// that never fill a beneficiary field twice, type changes that drop what no longer fits; and the languages.
import type { SmartFormDefinition } from '@aid/common/smart-forms';
import { describe, expect, it } from 'vitest';
import { twoQuestions } from '../test/smartForms.js';
import {
  addElement,
  addPage,
  beneficiaryFieldsTaken,
  canMove,
  duplicateElement,
  elementById,
  moveElement,
  movePage,
  removeElement,
  uniqueName,
  withType,
} from './builder.js';
import {
  addLanguage,
  canRemoveLanguage,
  normalisedLanguage,
  removeLanguage,
  setDefaultLanguage,
  shownText,
  withText,
} from './languages.js';

const names = (definition: SmartFormDefinition) =>
  definition.pages.map((page) => page.elements.map((element) => element.name));

function twoPages(): SmartFormDefinition {
  const base = twoQuestions();
  const { definition } = addPage(base);
  return addElement(definition, definition.pages[1]?.pageId ?? null, 'DATE').definition;
}

describe('builder edits', () => {
  it('adds an element of the chosen type at the end of its page, with a name no page or element has', () => {
    const { definition, elementId } = addElement(twoQuestions(), 'spa--1', 'SELECT_ONE');
    const element = elementById(definition, elementId);
    expect(element).toMatchObject({ name: 'select_one_1', type: 'SELECT_ONE', label: [], choices: [], target: null });
    expect(elementId).toMatch(/^spe--/);
    expect(names(definition)).toEqual([['has_children', 'children', 'select_one_1']]);
    expect(uniqueName(definition, 'select_one')).toBe('select_one_2');
  });

  it('gives a form without pages its first page when an element is added', () => {
    const empty: SmartFormDefinition = { languages: ['en'], defaultLanguage: 'en', pages: [] };
    const { definition } = addElement(empty, null, 'TEXT');
    expect(definition.pages.map((p) => p.name)).toEqual(['page_1']);
    expect(names(definition)).toEqual([['text_1']]);
  });

  it('moves an element within its page and across the edge into the page before or after', () => {
    const start = twoPages();
    expect(names(moveElement(start, 'spe--2', -1))).toEqual([['children', 'has_children'], ['date_1']]);
    const dateId = start.pages[1]?.elements[0]?.elementId ?? '';
    expect(names(moveElement(start, dateId, -1))).toEqual([['has_children', 'children', 'date_1'], []]);
    expect(names(moveElement(start, 'spe--2', 1))).toEqual([['has_children'], ['children', 'date_1']]);
    expect(canMove(start, 'spe--1', -1)).toBe(false);
    expect(canMove(start, dateId, 1)).toBe(false);
    expect(moveElement(start, 'spe--1', -1)).toBe(start);
  });

  it('moves pages and leaves the definition it started from unchanged', () => {
    const start = twoPages();
    const moved = movePage(start, start.pages[1]?.pageId ?? '', -1);
    expect(moved.pages.map((p) => p.name)).toEqual(['page_1', 'household']);
    expect(start.pages.map((p) => p.name)).toEqual(['household', 'page_1']);
  });

  it('duplicates right after the original with a new id and name, without its beneficiary field', () => {
    const base = twoQuestions();
    const withTarget: SmartFormDefinition = {
      ...base,
      pages: base.pages.map((page) => ({
        ...page,
        elements: page.elements.map((e) =>
          e.elementId === 'spe--2'
            ? { ...e, target: { kind: 'BENEFICIARY' as const, field: 'numberOfFamilyMembers' as const } }
            : e,
        ),
      })),
    };
    const { definition, elementId } = duplicateElement(withTarget, 'spe--2');
    expect(names(definition)).toEqual([['has_children', 'children', 'children_1']]);
    expect(elementById(definition, elementId)).toMatchObject({
      relevant: base.pages[0]?.elements[1]?.relevant,
      target: null,
    });
    expect([...beneficiaryFieldsTaken(definition, elementId)]).toEqual(['numberOfFamilyMembers']);
    expect(names(removeElement(definition, 'spe--2'))).toEqual([['has_children', 'children_1']]);
  });

  it('drops on a type change what the new type cannot hold', () => {
    const select = {
      ...(twoQuestions().pages[0]?.elements[0] as SmartFormDefinition['pages'][number]['elements'][number]),
      type: 'SELECT_ONE' as const,
      required: true,
      choices: [{ value: 'a', label: [{ language: 'en', text: 'A' }] }],
      target: { kind: 'BENEFICIARY' as const, field: 'firstName' as const },
    };
    expect(withType(select, 'SELECT_MANY').choices).toHaveLength(1);
    expect(withType(select, 'TEXT')).toMatchObject({ choices: [], target: { field: 'firstName' } });
    expect(withType(select, 'INTEGER').target).toBeNull();
    expect(withType(select, 'NOTE')).toMatchObject({ required: false, target: null });
    const property = { ...select, target: { kind: 'PROPERTY' as const, property: 'shelter' } };
    expect(withType(property, 'DATE').target).toEqual({ kind: 'PROPERTY', property: 'shelter' });
  });
});

describe('languages', () => {
  it('keeps one entry per language with a text; an emptied text is no entry', () => {
    const label = withText([], 'en', 'Name');
    expect(withText(label, 'fr', 'Nom')).toEqual([
      { language: 'en', text: 'Name' },
      { language: 'fr', text: 'Nom' },
    ]);
    expect(withText(label, 'en', '')).toEqual([]);
    expect(shownText([{ language: 'en', text: 'Name' }], 'fr', 'en')).toBe('Name');
  });

  it('adds a language, makes it the default, and removes another with all its texts', () => {
    const base = twoQuestions();
    const both = setDefaultLanguage(addLanguage(base, 'fr'), 'fr');
    expect(both).toMatchObject({ languages: ['en', 'fr'], defaultLanguage: 'fr' });
    expect(canRemoveLanguage(both, 'fr')).toBe(false);
    const french = removeLanguage(both, 'en');
    expect(french.languages).toEqual(['fr']);
    expect(french.pages[0]?.elements[0]?.label).toEqual([]);
    expect(canRemoveLanguage(french, 'fr')).toBe(false);
  });

  it('reads a typed language code as the form stores it', () => {
    expect(normalisedLanguage(' FR ')).toBe('fr');
    expect(normalisedLanguage('pt_br')).toBe('pt-BR');
    expect(normalisedLanguage('french')).toBeNull();
  });
});
