// The expressions of a definition: each parses, refers only to questions of the form, and a relevance refers only to
// questions before it (a page's relevance: questions of earlier pages). Answers are checked in form order, so a
// relevance that looked at itself or at a later question would be a cycle or read an answer not given yet; refusing
// them here is what lets checkAnswers (answers.ts) decide every relevance in one pass.
import { type FieldError, fieldError } from '../errors.js';
import type { SmartFormDefinition } from './definition.js';
import {
  type Expression,
  parseExpression,
  patternProblem,
  referencesOf,
  regexPatternsOf,
  usesCurrentAnswer,
} from './expressions.js';

/** Where a name stands in the form: its place in form order, its page, and whether it is a page. */
type Place = { order: number; page: number; isPage: boolean; name: string };

/** What an expression may refer to, from where it stands. */
type Scope =
  | { kind: 'element-relevant'; self: Place }
  | { kind: 'page-relevant'; self: Place }
  | { kind: 'constraint'; self: Place };

const ref = (name: string) => `\${${name}}`;

function placesOf(definition: SmartFormDefinition): Map<string, Place> {
  const places = new Map<string, Place>();
  let order = 0;
  definition.pages.forEach((page, p) => {
    if (!places.has(page.name)) places.set(page.name, { order, page: p, isPage: true, name: page.name });
    for (const element of page.elements) {
      order += 1;
      // A repeated name is refused on its own (rules.ts); the first one is the one expressions see.
      if (!places.has(element.name)) places.set(element.name, { order, page: p, isPage: false, name: element.name });
    }
  });
  return places;
}

function referenceProblem(field: string, name: string, places: Map<string, Place>, scope: Scope): FieldError[] {
  const target = places.get(name);
  if (!target) return [fieldError(field, 'UNKNOWN_REFERENCE', { name: ref(name) })];
  if (target.isPage) {
    return [
      fieldError(
        field,
        'UNKNOWN_REFERENCE',
        { name: ref(name) },
        `refers to ${ref(name)}, which is a page, not a question`,
      ),
    ];
  }
  const { self } = scope;
  if (scope.kind === 'element-relevant' && target.order >= self.order) {
    const params = { name: ref(name), element: ref(self.name) };
    const message =
      target.order === self.order
        ? `refers to ${ref(name)} itself: a relevance can only use answers given before it`
        : `refers to ${ref(name)}, which comes after ${ref(self.name)}: a relevance can only use answers given before it`;
    return [fieldError(field, 'FORWARD_REFERENCE', params, message)];
  }
  if (scope.kind === 'page-relevant' && target.page >= self.page) {
    return [
      fieldError(
        field,
        'FORWARD_REFERENCE',
        { name: ref(name), element: self.name },
        `refers to ${ref(name)}, which is not on a page before ${self.name}: a page's relevance can only use answers of earlier pages`,
      ),
    ];
  }
  return [];
}

function expressionProblems(
  field: string,
  text: string | null | undefined,
  places: Map<string, Place>,
  scope: Scope,
): FieldError[] {
  if (!text?.trim()) return [];
  const parsed = parseExpression(text);
  if (parsed.error) {
    const { position, message } = parsed.error;
    return [fieldError(field, 'EXPRESSION_SYNTAX', { position, detail: message })];
  }
  const ast: Expression = parsed.ast;
  const problems = referencesOf(ast).flatMap((name) => referenceProblem(field, name, places, scope));
  if (scope.kind !== 'constraint' && usesCurrentAnswer(ast)) problems.push(fieldError(field, 'DOT_OUTSIDE_CONSTRAINT'));
  for (const pattern of regexPatternsOf(ast)) {
    const reason = patternProblem(pattern);
    if (reason) problems.push(fieldError(field, 'INVALID_PATTERN', { reason }));
  }
  return problems;
}

/** The problems of every relevance and constraint of the definition, with their paths. */
export function definitionExpressionProblems(definition: SmartFormDefinition): FieldError[] {
  const places = placesOf(definition);
  const problems: FieldError[] = [];
  let order = 0;
  definition.pages.forEach((page, p) => {
    const pagePlace: Place = { order, page: p, isPage: true, name: page.name };
    problems.push(
      ...expressionProblems(`pages.${p}.relevant`, page.relevant, places, { kind: 'page-relevant', self: pagePlace }),
    );
    page.elements.forEach((element, e) => {
      order += 1;
      const self: Place = { order, page: p, isPage: false, name: element.name };
      const at = `pages.${p}.elements.${e}`;
      problems.push(
        ...expressionProblems(`${at}.relevant`, element.relevant, places, { kind: 'element-relevant', self }),
        ...expressionProblems(`${at}.constraint`, element.constraint, places, { kind: 'constraint', self }),
      );
    });
  });
  return problems;
}
