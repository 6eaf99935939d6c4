// GraphQL ⇄ REST for smart forms: an element's two target fields ⇄ the API's one `target`, nulls left out, both
// targets refused at the element's place, and the API's `…target` errors named by the field the caller sent.
import { BENEFICIARY_TARGET_FIELDS } from '@aid/common/smart-forms';
import { describe, expect, it } from 'vitest';
import type { SmartFormDefinitionInput, SmartFormElementInput } from '../generated/graphql.js';
import {
  BENEFICIARY_FIELDS,
  beneficiaryFieldOf,
  definitionBody,
  propertyOf,
  schemaField,
  sentTargetKinds,
  storedTargetKinds,
  targetProblems,
  updateBody,
} from './mapping.js';

const label = [{ language: 'en', text: 'First name' }];

function definition(...elements: Partial<SmartFormElementInput>[]): SmartFormDefinitionInput {
  return {
    languages: ['en'],
    defaultLanguage: 'en',
    pages: [
      {
        pageId: 'p1',
        name: 'household',
        title: null,
        relevant: null,
        elements: elements.map((element, i) => ({
          elementId: `e${i}`,
          name: `q${i}`,
          type: 'TEXT',
          label,
          ...element,
        })),
      },
    ],
  };
}

describe('beneficiary fields', () => {
  it('names every beneficiary field of spec §3 once', () => {
    expect(Object.values(BENEFICIARY_FIELDS).sort()).toEqual([...BENEFICIARY_TARGET_FIELDS].sort());
  });

  it('reads a target back as beneficiaryField or property', () => {
    expect(beneficiaryFieldOf({ kind: 'BENEFICIARY', field: 'firstName' })).toBe('FIRST_NAME');
    expect(beneficiaryFieldOf({ kind: 'BENEFICIARY', field: 'numberOfFamilyMembers' })).toBe(
      'NUMBER_OF_FAMILY_MEMBERS',
    );
    expect(propertyOf({ kind: 'BENEFICIARY', field: 'dob' })).toBeNull();
    expect(beneficiaryFieldOf({ kind: 'PROPERTY', property: 'shelter' })).toBeNull();
    expect(propertyOf({ kind: 'PROPERTY', property: 'shelter' })).toBe('shelter');
    expect(beneficiaryFieldOf(null)).toBeNull();
    expect(propertyOf(null)).toBeNull();
  });
});

describe('definitionBody', () => {
  it('sends one target per element and leaves GraphQL nulls out', () => {
    const body = definitionBody(
      definition(
        { beneficiaryField: 'FIRST_NAME', property: null, hint: null, min: null, relevant: null },
        { property: 'shelter', beneficiaryField: null },
        { required: true, choices: null },
      ),
    );
    const [first, second, third] = body.pages[0]?.elements ?? [];
    expect(first?.target).toEqual({ kind: 'BENEFICIARY', field: 'firstName' });
    expect(second?.target).toEqual({ kind: 'PROPERTY', property: 'shelter' });
    expect(third?.target).toBeNull();
    expect(third?.required).toBe(true);
    const json = JSON.parse(JSON.stringify(body));
    expect(Object.keys(json.pages[0].elements[0]).sort()).toEqual(['elementId', 'label', 'name', 'target', 'type']);
    expect(Object.keys(json.pages[0])).not.toContain('title');
  });

  it('leaves absent settings out of an update', () => {
    expect(JSON.parse(JSON.stringify(updateBody({ formName: 'Intake', description: null, accessCode: '' })))).toEqual({
      formName: 'Intake',
      accessCode: '',
    });
  });
});

describe('targetProblems', () => {
  it('refuses an element that names both a beneficiary field and a property, at its place', () => {
    const problems = targetProblems(
      definition({ beneficiaryField: 'FIRST_NAME' }, { beneficiaryField: 'LAST_NAME', property: 'shelter' }),
    );
    expect(problems.map((p) => [p.field, p.code])).toEqual([
      ['definition.pages.0.elements.1.property', 'INVALID_VALUE'],
    ]);
    expect(targetProblems(definition({ property: 'shelter' }))).toEqual([]);
    expect(targetProblems(undefined)).toEqual([]);
  });
});

describe('schemaField', () => {
  const sent = sentTargetKinds(definition({ beneficiaryField: 'GENDER' }, { property: 'shelter' }));

  it("names the API's target errors by the field the caller sent", () => {
    expect(schemaField('definition.pages.0.elements.0.target', sent)).toBe(
      'definition.pages.0.elements.0.beneficiaryField',
    );
    expect(schemaField('definition.pages.0.elements.1.target', sent)).toBe('definition.pages.0.elements.1.property');
    expect(schemaField('definition.pages.0.elements.1.target.property', sent)).toBe(
      'definition.pages.0.elements.1.property',
    );
    expect(schemaField('definition.pages.0.elements.0.target.field', sent)).toBe(
      'definition.pages.0.elements.0.beneficiaryField',
    );
  });

  it('reads a stored draft the same way, and leaves every other field as it is', () => {
    const stored = storedTargetKinds({
      languages: ['en'],
      defaultLanguage: 'en',
      pages: [
        {
          pageId: 'p1',
          name: 'p',
          title: [],
          relevant: null,
          elements: [
            {
              elementId: 'e',
              name: 'q',
              type: 'TEXT',
              label,
              hint: [],
              required: false,
              min: null,
              max: null,
              pattern: null,
              constraint: null,
              constraintMessage: [],
              relevant: null,
              choices: [],
              target: { kind: 'PROPERTY', property: 'shelter' },
            },
          ],
        },
      ],
    });
    expect(schemaField('definition.pages.0.elements.0.target', stored)).toBe('definition.pages.0.elements.0.property');
    expect(schemaField('definition.pages.0.elements.0.relevant', stored)).toBe(
      'definition.pages.0.elements.0.relevant',
    );
    expect(schemaField('formName', stored)).toBe('formName');
  });
});
