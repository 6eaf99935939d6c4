// What is wrong with a definition, placed where the builder shows it: next to an element's field, a page's field,
// or the form's languages. Problems come from common's `definitionProblems` (run here on every change, the same
// rules as the API) and from the server's refusal, whose paths name the definition's places
// (`definition.pages.0.elements.3.relevant`). A place is turned into the element's or page's id at once, so a problem
// stays with its element when elements move afterwards.
import type { SmartFormDefinition } from '@aid/common/smart-forms';
import type { ShownFieldError } from '../i18n/fieldErrors.js';

export type Problem = ShownFieldError & { field: string; message: string };

/** The problems of one element or page, by the field they concern (`label`, `relevant`, `choices`, `target`, …). */
export type FieldProblems = ReadonlyMap<string, readonly Problem[]>;

export type PlacedProblems = {
  elements: ReadonlyMap<string, FieldProblems>;
  pages: ReadonlyMap<string, FieldProblems>;
  /** The form's own fields (`languages`, `defaultLanguage`) and what names no place of the definition. */
  form: readonly Problem[];
};

export const NO_PROBLEMS: PlacedProblems = { elements: new Map(), pages: new Map(), form: [] };

/** The editor's field a path's key belongs to: the GraphQL and the API name an element's target three ways. */
function editorField(key: string): string {
  return key === 'beneficiaryField' || key === 'property' ? 'target' : key;
}

function add(map: Map<string, Map<string, Problem[]>>, id: string, field: string, problem: Problem) {
  const fields = map.get(id) ?? new Map<string, Problem[]>();
  const list = fields.get(field) ?? [];
  const key = `${problem.code}:${JSON.stringify(problem.params ?? null)}`;
  // The client's check and the server's refusal often say the same thing: shown once.
  if (!list.some((p) => `${p.code}:${JSON.stringify(p.params ?? null)}` === key)) list.push(problem);
  fields.set(field, list);
  map.set(id, fields);
}

/** Places problems whose `field` is a path in `definition` (optionally after `prefix`, e.g. `definition.`). */
export function placeProblems(
  definition: SmartFormDefinition,
  problems: readonly Problem[],
  prefix = '',
  into: PlacedProblems = NO_PROBLEMS,
): PlacedProblems {
  const elements = new Map([...into.elements].map(([id, fields]) => [id, new Map(fields)])) as Map<
    string,
    Map<string, Problem[]>
  >;
  const pages = new Map([...into.pages].map(([id, fields]) => [id, new Map(fields)])) as Map<
    string,
    Map<string, Problem[]>
  >;
  const form = [...into.form];
  for (const problem of problems) {
    const path = problem.field.startsWith(prefix) ? problem.field.slice(prefix.length).split('.') : null;
    const [pagesKey, p, elementsKey, e, key] = path ?? [];
    const page = pagesKey === 'pages' ? definition.pages[Number(p)] : undefined;
    const element = page && elementsKey === 'elements' ? page.elements[Number(e)] : undefined;
    // A path that stops at an element or a page (`pages.0.elements.3`) concerns it as a whole.
    if (element) add(elements, element.elementId, editorField(key ?? 'element'), problem);
    else if (page) add(pages, page.pageId, elementsKey ?? 'page', problem);
    else form.push(problem);
  }
  return { elements, pages, form };
}

/** Both sets together, as one element's editor and the outline show them. */
export function mergeProblems(a: PlacedProblems, b: PlacedProblems): PlacedProblems {
  const merge = (x: ReadonlyMap<string, FieldProblems>, y: ReadonlyMap<string, FieldProblems>) => {
    const merged = new Map<string, Map<string, Problem[]>>();
    for (const source of [x, y]) {
      for (const [id, fields] of source) {
        for (const [field, list] of fields) for (const problem of list) add(merged, id, field, problem);
      }
    }
    return merged;
  };
  return { elements: merge(a.elements, b.elements), pages: merge(a.pages, b.pages), form: [...a.form, ...b.form] };
}

/** The problems without those of one element (it was edited: what the server said of it may no longer hold). */
export function withoutElement(problems: PlacedProblems, elementId: string): PlacedProblems {
  if (!problems.elements.has(elementId)) return problems;
  const elements = new Map(problems.elements);
  elements.delete(elementId);
  return { ...problems, elements };
}

export function problemCount(problems: PlacedProblems): number {
  const count = (map: ReadonlyMap<string, FieldProblems>) =>
    [...map.values()].reduce((sum, fields) => sum + [...fields.values()].reduce((n, list) => n + list.length, 0), 0);
  return count(problems.elements) + count(problems.pages) + problems.form.length;
}
