// The rules of a definition that need the whole form, beyond its zod schema (definition.ts): unique names and ids,
// texts in the form's languages, settings that fit each element's type, beneficiary targets used once by a type
// that can fill them, safe patterns, and expressions that parse and look only backwards (rules-expressions.ts).
// The builder shows these as the author types, the API refuses to save or publish with any; one list, so both agree.
import { type FieldError, fieldError } from '../errors.js';
import {
  BENEFICIARY_TARGETS,
  type BeneficiaryTarget,
  CHOICE_TYPES,
  type ElementType,
  type LocalizedText,
  SMART_FORM_LIMITS,
  type SmartFormDefinition,
  type SmartFormElement,
} from './definition.js';
import { patternProblem } from './expressions.js';
import { definitionExpressionProblems } from './rules-expressions.js';

export type DefinitionContext = {
  /** The target list's property names: a PROPERTY target must name one. Absent: not checked (no list known yet). */
  properties?: readonly string[];
};

/** Types whose min/max mean something: the value (INTEGER, DECIMAL), the length (TEXT), the top (RATING, max only). */
const BOUNDED_TYPES: readonly ElementType[] = ['INTEGER', 'DECIMAL', 'TEXT', 'RATING'];
const PATTERN_TYPES: readonly ElementType[] = ['TEXT', 'PHONE', 'EMAIL'];
/** A RATING without max goes to this. */
export const DEFAULT_RATING_MAX = 5;

/** Texts only in the form's languages, each language once, and (`required`) one in the default language. */
function textProblems(
  texts: LocalizedText,
  path: string,
  definition: SmartFormDefinition,
  required: boolean,
): FieldError[] {
  const problems: FieldError[] = [];
  const seen = new Set<string>();
  texts.forEach(({ language }, i) => {
    if (!definition.languages.includes(language)) {
      problems.push(fieldError(`${path}.${i}.language`, 'NOT_ONE_OF', { values: definition.languages.join(', ') }));
    } else if (seen.has(language)) {
      problems.push(fieldError(`${path}.${i}.language`, 'NOT_UNIQUE', { value: language }));
    }
    seen.add(language);
  });
  const inDefault = texts.some((t) => t.language === definition.defaultLanguage && t.text.trim() !== '');
  if (required && !inDefault) {
    problems.push(fieldError(path, 'MISSING_TRANSLATION', { language: definition.defaultLanguage }));
  }
  return problems;
}

/** Reports every value met a second time, at its own path, naming where it was first. */
class Uniques {
  private readonly first = new Map<string, string>();
  readonly problems: FieldError[] = [];

  check(value: string, path: string): void {
    const earlier = this.first.get(value);
    if (earlier === undefined) {
      this.first.set(value, path);
      return;
    }
    this.problems.push(
      fieldError(path, 'NOT_UNIQUE', { value }, `is used more than once: ${value} (also at ${earlier})`),
    );
  }
}

function boundProblems(element: SmartFormElement, at: string): FieldError[] {
  const { type, min, max } = element;
  const notApplicable = (key: 'min' | 'max') => fieldError(`${at}.${key}`, 'NOT_APPLICABLE', { type });
  if (!BOUNDED_TYPES.includes(type)) {
    return [...(min === null ? [] : [notApplicable('min')]), ...(max === null ? [] : [notApplicable('max')])];
  }
  if (type === 'RATING') {
    // Ratings start at 1: only their top is chosen.
    if (min !== null) return [notApplicable('min')];
    if (max === null) return [];
    if (!Number.isInteger(max)) return [fieldError(`${at}.max`, 'NOT_WHOLE_NUMBER')];
    if (max < 2) return [fieldError(`${at}.max`, 'TOO_SMALL', { min: 2 })];
    if (max > SMART_FORM_LIMITS.ratingMax) {
      return [fieldError(`${at}.max`, 'TOO_LARGE', { max: SMART_FORM_LIMITS.ratingMax })];
    }
    return [];
  }
  const problems: FieldError[] = [];
  if (type === 'TEXT') {
    // Lengths: whole numbers from 0.
    for (const [key, value] of [
      ['min', min],
      ['max', max],
    ] as const) {
      if (value === null) continue;
      if (!Number.isInteger(value)) problems.push(fieldError(`${at}.${key}`, 'NOT_WHOLE_NUMBER'));
      else if (value < 0) problems.push(fieldError(`${at}.${key}`, 'NEGATIVE'));
    }
  }
  if (min !== null && max !== null && min > max) problems.push(fieldError(`${at}.min`, 'TOO_LARGE', { max }));
  return problems;
}

function elementProblems(element: SmartFormElement, at: string, definition: SmartFormDefinition): FieldError[] {
  const { type } = element;
  const problems: FieldError[] = [
    ...textProblems(element.label, `${at}.label`, definition, true),
    ...textProblems(element.hint, `${at}.hint`, definition, false),
    ...textProblems(element.constraintMessage, `${at}.constraintMessage`, definition, false),
    ...boundProblems(element, at),
  ];
  if (CHOICE_TYPES.includes(type)) {
    if (element.choices.length === 0) {
      problems.push(fieldError(`${at}.choices`, 'EMPTY', undefined, 'must have at least one choice'));
    }
    const values = new Uniques();
    element.choices.forEach((choice, c) => {
      values.check(choice.value, `${at}.choices.${c}.value`);
      problems.push(...textProblems(choice.label, `${at}.choices.${c}.label`, definition, true));
    });
    problems.push(...values.problems);
  } else if (element.choices.length > 0) {
    problems.push(fieldError(`${at}.choices`, 'NOT_APPLICABLE', { type }));
  }
  if (element.pattern !== null) {
    const reason = PATTERN_TYPES.includes(type) ? patternProblem(element.pattern) : undefined;
    if (!PATTERN_TYPES.includes(type)) problems.push(fieldError(`${at}.pattern`, 'NOT_APPLICABLE', { type }));
    else if (reason) problems.push(fieldError(`${at}.pattern`, 'INVALID_PATTERN', { reason }));
  }
  if (type === 'NOTE') {
    // A note is text to read: nothing to answer, so nothing to require, constrain or store.
    if (element.required) problems.push(fieldError(`${at}.required`, 'NOT_APPLICABLE', { type }));
    if (element.constraint) problems.push(fieldError(`${at}.constraint`, 'NOT_APPLICABLE', { type }));
    if (element.target) problems.push(fieldError(`${at}.target`, 'NOT_APPLICABLE', { type }));
  }
  return problems;
}

function targetProblems(definition: SmartFormDefinition, context: DefinitionContext): FieldError[] {
  const fields = new Uniques();
  const properties = new Uniques();
  const problems: FieldError[] = [];
  definition.pages.forEach((page, p) => {
    page.elements.forEach((element, e) => {
      const { target, type } = element;
      const at = `pages.${p}.elements.${e}.target`;
      if (!target || type === 'NOTE') return;
      if (target.kind === 'BENEFICIARY') {
        fields.check(target.field, `${at}.field`);
        const types: readonly ElementType[] = BENEFICIARY_TARGETS[target.field as BeneficiaryTarget];
        if (!types.includes(type)) {
          problems.push(fieldError(`${at}.field`, 'WRONG_ELEMENT_TYPE', { type, types: types.join(', ') }));
        }
        return;
      }
      properties.check(target.property, `${at}.property`);
      const known = context.properties;
      if (known && !known.includes(target.property)) {
        problems.push(
          known.length > 0
            ? fieldError(`${at}.property`, 'NOT_ONE_OF', { values: known.join(', ') })
            : fieldError(`${at}.property`, 'UNKNOWN_FIELD', undefined, 'is not a property: the target list has none'),
        );
      }
    });
  });
  return [...fields.problems, ...properties.problems, ...problems];
}

/**
 * What the definition gets wrong, each at its path in the definition (`pages.0.elements.3.relevant`); empty when it
 * can be saved. Run after definitionSchema has parsed it.
 */
export function definitionProblems(definition: SmartFormDefinition, context: DefinitionContext = {}): FieldError[] {
  const problems: FieldError[] = [];
  const languages = new Uniques();
  definition.languages.forEach((language, i) => {
    languages.check(language, `languages.${i}`);
  });
  problems.push(...languages.problems);
  if (!definition.languages.includes(definition.defaultLanguage)) {
    problems.push(fieldError('defaultLanguage', 'NOT_ONE_OF', { values: definition.languages.join(', ') }));
  }
  // Pages and elements share one name space, as groups and questions do in XLSForm.
  const names = new Uniques();
  const pageIds = new Uniques();
  const elementIds = new Uniques();
  definition.pages.forEach((page, p) => {
    names.check(page.name, `pages.${p}.name`);
    pageIds.check(page.pageId, `pages.${p}.pageId`);
    problems.push(...textProblems(page.title, `pages.${p}.title`, definition, false));
    page.elements.forEach((element, e) => {
      const at = `pages.${p}.elements.${e}`;
      names.check(element.name, `${at}.name`);
      elementIds.check(element.elementId, `${at}.elementId`);
      problems.push(...elementProblems(element, at, definition));
    });
  });
  problems.push(...names.problems, ...pageIds.problems, ...elementIds.problems);
  const count = definition.pages.reduce((sum, page) => sum + page.elements.length, 0);
  if (count > SMART_FORM_LIMITS.elementsPerForm) {
    problems.push(
      fieldError(
        'pages',
        'TOO_MANY',
        { max: SMART_FORM_LIMITS.elementsPerForm },
        `has ${count} elements in all, more than ${SMART_FORM_LIMITS.elementsPerForm}`,
      ),
    );
  }
  problems.push(...targetProblems(definition, context));
  problems.push(...definitionExpressionProblems(definition));
  return problems;
}
