// GraphQL ⇄ REST for smart forms. The schema flattens an element's target into two fields a builder can set
// (`beneficiaryField: FIRST_NAME` or `property: "shelter"`); the API keeps one `target` ({ kind, field | property }),
// so an element can never fill two things. Both given is refused here with the element's place, and the API's field
// errors about `…target` are named by the field the caller sent. GraphQL's absent arguments arrive as nulls, which
// the API's strict inputs refuse: they are dropped.
import { type FieldError, fieldError } from '@aid/common/errors';
import type {
  BeneficiaryTarget,
  createSmartFormSchema,
  definitionSchema,
  ElementTarget,
  updateSmartFormSchema,
} from '@aid/common/smart-forms';
import type { z } from 'zod';
import type {
  CreateSmartFormInput,
  SmartFormBeneficiaryField,
  SmartFormDefinitionInput,
  SmartFormElementInput,
  SmartFormPageInput,
  UpdateSmartFormInput,
} from '../generated/graphql.js';
import type { Failure } from '../rest/results.js';
import type { SmartFormDefinitionRecord } from './types.js';

/** The definition as the API's createSmartFormSchema and updateSmartFormSchema take it (defaults not yet applied). */
export type DefinitionBody = z.input<typeof definitionSchema>;
type PageBody = DefinitionBody['pages'][number];
type ElementBody = PageBody['elements'][number];

/** Every GraphQL beneficiary field and the spec §3 field it names (the `satisfies` keeps the two lists in step). */
export const BENEFICIARY_FIELDS = {
  FIRST_NAME: 'firstName',
  LAST_NAME: 'lastName',
  GENDER: 'gender',
  DOB: 'dob',
  EMAIL: 'email',
  PHONE_NUMBER: 'phoneNumber',
  NATIONALITY: 'nationality',
  EXTERNAL_REFERENCE_NUMBER: 'externalReferenceNumber',
  NUMBER_OF_FAMILY_MEMBERS: 'numberOfFamilyMembers',
} as const satisfies Record<SmartFormBeneficiaryField, BeneficiaryTarget>;

const FIELD_OF_TARGET = new Map<BeneficiaryTarget, SmartFormBeneficiaryField>(
  (Object.entries(BENEFICIARY_FIELDS) as [SmartFormBeneficiaryField, BeneficiaryTarget][]).map(([field, target]) => [
    target,
    field,
  ]),
);

/** The element's `beneficiaryField`: null unless it fills a beneficiary field. */
export function beneficiaryFieldOf(target: ElementTarget | null): SmartFormBeneficiaryField | null {
  return target?.kind === 'BENEFICIARY' ? (FIELD_OF_TARGET.get(target.field) ?? null) : null;
}

/** The element's `property`: null unless it fills a property of the target list. */
export function propertyOf(target: ElementTarget | null): string | null {
  return target?.kind === 'PROPERTY' ? target.property : null;
}

/** What `null` means in GraphQL input, `undefined` means in JSON: left out. */
const given = <T>(value: T | null | undefined): T | undefined => value ?? undefined;

function targetOf(element: SmartFormElementInput): ElementTarget | null {
  if (element.beneficiaryField) return { kind: 'BENEFICIARY', field: BENEFICIARY_FIELDS[element.beneficiaryField] };
  if (element.property !== null && element.property !== undefined) {
    return { kind: 'PROPERTY', property: element.property };
  }
  return null;
}

function elementBody(element: SmartFormElementInput): ElementBody {
  return {
    elementId: element.elementId,
    name: element.name,
    type: element.type,
    label: element.label,
    hint: given(element.hint),
    required: given(element.required),
    min: given(element.min),
    max: given(element.max),
    pattern: given(element.pattern),
    constraint: given(element.constraint),
    constraintMessage: given(element.constraintMessage),
    relevant: given(element.relevant),
    choices: given(element.choices),
    target: targetOf(element),
  };
}

function pageBody(page: SmartFormPageInput): PageBody {
  return {
    pageId: page.pageId,
    name: page.name,
    title: given(page.title),
    relevant: given(page.relevant),
    elements: page.elements.map(elementBody),
  };
}

export function definitionBody(definition: SmartFormDefinitionInput): DefinitionBody {
  return {
    languages: definition.languages,
    defaultLanguage: definition.defaultLanguage,
    pages: definition.pages.map(pageBody),
  };
}

/** Elements that name both a beneficiary field and a property: one error each, at the element's `property`. */
export function targetProblems(definition: SmartFormDefinitionInput | null | undefined): FieldError[] {
  return (definition?.pages ?? []).flatMap((page, p) =>
    page.elements.flatMap((element, e) =>
      element.beneficiaryField && element.property !== null && element.property !== undefined
        ? [
            fieldError(
              `definition.pages.${p}.elements.${e}.property`,
              'INVALID_VALUE',
              undefined,
              'cannot be given with beneficiaryField: an element fills one beneficiary field or one property',
            ),
          ]
        : [],
    ),
  );
}

/** POST /smart-forms's body, as createSmartFormSchema takes it. */
export type CreateSmartFormBody = z.input<typeof createSmartFormSchema>;
/** PATCH /smart-forms/:id's body, as updateSmartFormSchema takes it. */
export type UpdateSmartFormBody = z.input<typeof updateSmartFormSchema>;

// JSON.stringify leaves undefined fields out: an absent GraphQL argument is absent in the body.
export function createBody(input: CreateSmartFormInput): CreateSmartFormBody {
  return {
    formName: input.formName,
    description: given(input.description),
    targetListId: input.targetListId,
    definition: input.definition ? definitionBody(input.definition) : undefined,
  };
}

export function updateBody(input: UpdateSmartFormInput): UpdateSmartFormBody {
  return {
    formName: given(input.formName),
    description: given(input.description),
    targetListId: given(input.targetListId),
    autoAccept: given(input.autoAccept),
    accessCode: given(input.accessCode),
    definition: input.definition ? definitionBody(input.definition) : undefined,
  };
}

/** `…elements.3.target`, `…target.field`, `…target.property`, with or without the leading `definition.`. */
const TARGET_FIELD = /^((?:definition\.|draft\.)?pages\.(\d+)\.elements\.(\d+))\.target(?:\.(\w+))?$/;

/** Which of its two fields an element (by page and place) fills, when a bare `…target` error must name one. */
export type TargetKindOf = (page: number, element: number) => ElementTarget['kind'] | undefined;

/** The kind of target each element of a definition the caller sent names. */
export function sentTargetKinds(definition: SmartFormDefinitionInput | null | undefined): TargetKindOf {
  return (page, element) => {
    const sent = definition?.pages[page]?.elements[element];
    if (sent?.beneficiaryField) return 'BENEFICIARY';
    return sent?.property !== null && sent?.property !== undefined ? 'PROPERTY' : undefined;
  };
}

/** The kind of target each element of a stored definition has. */
export function storedTargetKinds(definition: SmartFormDefinitionRecord | null | undefined): TargetKindOf {
  return (page, element) => definition?.pages[page]?.elements[element]?.target?.kind;
}

/** A field error's place as the caller names it: the API's `…target…` becomes `beneficiaryField` or `property`. */
export function schemaField(field: string, kindOf: TargetKindOf): string {
  const match = TARGET_FIELD.exec(field);
  if (!match) return field;
  const [, element = '', page = '', index = '', part] = match;
  const kind =
    part === 'property' ? 'PROPERTY' : part === 'field' ? 'BENEFICIARY' : kindOf(Number(page), Number(index));
  return `${element}.${kind === 'PROPERTY' ? 'property' : 'beneficiaryField'}`;
}

/** A refusal with its field errors (and the message that names the first) renamed by schemaField. */
export function schemaFailure(failure: Failure, kindOf: TargetKindOf): Failure {
  let message = failure.message;
  const fieldErrors = failure.fieldErrors.map((error) => {
    const field = schemaField(error.field, kindOf);
    if (field !== error.field) message = message.replaceAll(error.field, field);
    return { ...error, field };
  });
  return { ...failure, message, fieldErrors };
}
