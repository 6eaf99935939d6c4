// The builder works on common's definition (the one the API stores and `definitionProblems` checks); GraphQL
// flattens an element's target into `beneficiaryField` (FIRST_NAME, …) or `property`. These two functions cross
// between them, copying each field by name: Apollo's answers carry __typename, which an input must not.
import type {
  BeneficiaryTarget,
  ElementTarget,
  LocalizedText,
  SmartFormDefinition,
  SmartFormElement,
  SmartFormPage,
} from '@aid/common/smart-forms';
import type {
  SmartFormBeneficiaryField,
  SmartFormDefinition_FieldsFragment,
  SmartFormDefinitionInput,
  SmartFormElementInput,
} from '../generated/graphql.js';

/** Each beneficiary field of spec §3 and its GraphQL name (the `satisfies` keeps both lists whole). */
export const GRAPHQL_BENEFICIARY_FIELDS = {
  firstName: 'FIRST_NAME',
  lastName: 'LAST_NAME',
  gender: 'GENDER',
  dob: 'DOB',
  email: 'EMAIL',
  phoneNumber: 'PHONE_NUMBER',
  nationality: 'NATIONALITY',
  externalReferenceNumber: 'EXTERNAL_REFERENCE_NUMBER',
  numberOfFamilyMembers: 'NUMBER_OF_FAMILY_MEMBERS',
} as const satisfies Record<BeneficiaryTarget, SmartFormBeneficiaryField>;

const TARGET_OF_FIELD = new Map(
  (Object.entries(GRAPHQL_BENEFICIARY_FIELDS) as [BeneficiaryTarget, SmartFormBeneficiaryField][]).map(
    ([target, field]) => [field, target],
  ),
);

type GraphqlPage = SmartFormDefinition_FieldsFragment['pages'][number];
type GraphqlElement = GraphqlPage['elements'][number];

const texts = (list: readonly { language: string; text: string }[]): LocalizedText =>
  list.map(({ language, text }) => ({ language, text }));

function targetOf(element: Pick<GraphqlElement, 'beneficiaryField' | 'property'>): ElementTarget | null {
  const field = element.beneficiaryField ? TARGET_OF_FIELD.get(element.beneficiaryField) : undefined;
  if (field) return { kind: 'BENEFICIARY', field };
  if (element.property) return { kind: 'PROPERTY', property: element.property };
  return null;
}

function elementOf(element: GraphqlElement): SmartFormElement {
  return {
    elementId: element.elementId,
    name: element.name,
    type: element.type,
    label: texts(element.label),
    hint: texts(element.hint),
    required: element.required,
    min: element.min,
    max: element.max,
    pattern: element.pattern,
    constraint: element.constraint,
    constraintMessage: texts(element.constraintMessage),
    relevant: element.relevant,
    choices: element.choices.map((choice) => ({ value: choice.value, label: texts(choice.label) })),
    target: targetOf(element),
  };
}

function pageOf(page: GraphqlPage): SmartFormPage {
  return {
    pageId: page.pageId,
    name: page.name,
    title: texts(page.title),
    relevant: page.relevant,
    elements: page.elements.map(elementOf),
  };
}

export function definitionFromGraphql(definition: SmartFormDefinition_FieldsFragment): SmartFormDefinition {
  return {
    languages: [...definition.languages],
    defaultLanguage: definition.defaultLanguage,
    pages: definition.pages.map(pageOf),
  };
}

/** Blank text is no rule: an emptied expression field is sent as null, as the API stores "no rule". */
const rule = (text: string | null): string | null => (text?.trim() ? text.trim() : null);

function elementInput(element: SmartFormElement): SmartFormElementInput {
  const { target } = element;
  return {
    elementId: element.elementId,
    name: element.name,
    type: element.type,
    label: texts(element.label),
    hint: texts(element.hint),
    required: element.required,
    min: element.min,
    max: element.max,
    pattern: rule(element.pattern),
    constraint: rule(element.constraint),
    constraintMessage: texts(element.constraintMessage),
    relevant: rule(element.relevant),
    choices: element.choices.map((choice) => ({ value: choice.value, label: texts(choice.label) })),
    beneficiaryField: target?.kind === 'BENEFICIARY' ? GRAPHQL_BENEFICIARY_FIELDS[target.field] : null,
    property: target?.kind === 'PROPERTY' ? target.property : null,
  };
}

export function definitionInput(definition: SmartFormDefinition): SmartFormDefinitionInput {
  return {
    languages: [...definition.languages],
    defaultLanguage: definition.defaultLanguage,
    pages: definition.pages.map((page) => ({
      pageId: page.pageId,
      name: page.name,
      title: texts(page.title),
      relevant: rule(page.relevant),
      elements: page.elements.map(elementInput),
    })),
  };
}

/** The definition as `definitionProblems` and the preview read it: blank rules are no rules, as when saved. */
export function withoutBlankRules(definition: SmartFormDefinition): SmartFormDefinition {
  return {
    ...definition,
    pages: definition.pages.map((page) => ({
      ...page,
      relevant: rule(page.relevant),
      elements: page.elements.map((element) => ({
        ...element,
        pattern: rule(element.pattern),
        constraint: rule(element.constraint),
        relevant: rule(element.relevant),
      })),
    })),
  };
}
