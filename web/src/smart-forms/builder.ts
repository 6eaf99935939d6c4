// The builder's edits, as pure functions of common's definition: each answers a new definition (and the id of what
// it made), so the page keeps one state, an edit is testable without rendering, and "Save draft" sends exactly what
// the preview shows. Pages and elements share XLSForm's one name space, so new names are unique across both.
import { newId } from '@aid/common/ids';
import {
  BENEFICIARY_TARGETS,
  CHOICE_TYPES,
  type ElementType,
  type SmartFormDefinition,
  type SmartFormElement,
  type SmartFormPage,
} from '@aid/common/smart-forms';

export type Direction = -1 | 1;

/** Where an element stands: its page's and its own index. */
export type Place = { page: number; element: number };

export function placeOf(definition: SmartFormDefinition, elementId: string): Place | null {
  for (const [p, page] of definition.pages.entries()) {
    const e = page.elements.findIndex((element) => element.elementId === elementId);
    if (e >= 0) return { page: p, element: e };
  }
  return null;
}

export function elementById(definition: SmartFormDefinition, elementId: string): SmartFormElement | null {
  const place = placeOf(definition, elementId);
  return place ? (definition.pages[place.page]?.elements[place.element] ?? null) : null;
}

function names(definition: SmartFormDefinition): Set<string> {
  return new Set(definition.pages.flatMap((page) => [page.name, ...page.elements.map((element) => element.name)]));
}

/** `base_1`, `base_2`, …: the first not yet used by a page or an element. */
export function uniqueName(definition: SmartFormDefinition, base: string): string {
  const taken = names(definition);
  for (let n = 1; ; n++) {
    const name = `${base}_${n}`;
    if (!taken.has(name)) return name;
  }
}

export function newElement(definition: SmartFormDefinition, type: ElementType): SmartFormElement {
  return {
    elementId: newId('smartFormElement'),
    name: uniqueName(definition, type.toLowerCase()),
    type,
    label: [],
    hint: [],
    required: false,
    min: null,
    max: null,
    pattern: null,
    constraint: null,
    constraintMessage: [],
    relevant: null,
    choices: [],
    target: null,
  };
}

function withPages(
  definition: SmartFormDefinition,
  change: (pages: SmartFormPage[]) => SmartFormPage[],
): SmartFormDefinition {
  return { ...definition, pages: change(definition.pages.map((page) => ({ ...page, elements: [...page.elements] }))) };
}

export function addPage(definition: SmartFormDefinition): { definition: SmartFormDefinition; pageId: string } {
  const page: SmartFormPage = {
    pageId: newId('smartFormPage'),
    name: uniqueName(definition, 'page'),
    title: [],
    relevant: null,
    elements: [],
  };
  return { definition: { ...definition, pages: [...definition.pages, page] }, pageId: page.pageId };
}

/** A new element of `type` at the end of the page (a form without pages gets its first page). */
export function addElement(
  definition: SmartFormDefinition,
  pageId: string | null,
  type: ElementType,
): { definition: SmartFormDefinition; elementId: string } {
  const base = definition.pages.length > 0 ? definition : addPage(definition).definition;
  const element = newElement(base, type);
  const index = Math.max(
    0,
    base.pages.findIndex((page) => page.pageId === pageId),
  );
  return {
    definition: withPages(base, (pages) =>
      pages.map((page, p) => (p === index ? { ...page, elements: [...page.elements, element] } : page)),
    ),
    elementId: element.elementId,
  };
}

/** Whether the element can move that way: within its page, or across into the page before or after. */
export function canMove(definition: SmartFormDefinition, elementId: string, direction: Direction): boolean {
  const place = placeOf(definition, elementId);
  if (!place) return false;
  const count = definition.pages[place.page]?.elements.length ?? 0;
  const within = place.element + direction >= 0 && place.element + direction < count;
  return within || (place.page + direction >= 0 && place.page + direction < definition.pages.length);
}

/** One step up or down; at a page's edge the element joins the end of the page before or the start of the next. */
export function moveElement(
  definition: SmartFormDefinition,
  elementId: string,
  direction: Direction,
): SmartFormDefinition {
  const place = placeOf(definition, elementId);
  if (!place || !canMove(definition, elementId, direction)) return definition;
  return withPages(definition, (pages) => {
    const from = pages[place.page] as SmartFormPage;
    const [element] = from.elements.splice(place.element, 1) as [SmartFormElement];
    const target = place.element + direction;
    if (target >= 0 && target <= from.elements.length) {
      from.elements.splice(target, 0, element);
    } else {
      const to = pages[place.page + direction] as SmartFormPage;
      if (direction === -1) to.elements.push(element);
      else to.elements.unshift(element);
    }
    return pages;
  });
}

/** A copy right after the element, with its own id and name; a beneficiary field stays with the original. */
export function duplicateElement(
  definition: SmartFormDefinition,
  elementId: string,
): { definition: SmartFormDefinition; elementId: string } {
  const place = placeOf(definition, elementId);
  const original = elementById(definition, elementId);
  if (!place || !original) return { definition, elementId };
  const copy: SmartFormElement = {
    ...original,
    elementId: newId('smartFormElement'),
    name: uniqueName(definition, original.name),
    target: original.target?.kind === 'BENEFICIARY' ? null : original.target,
  };
  return {
    definition: withPages(definition, (pages) => {
      (pages[place.page] as SmartFormPage).elements.splice(place.element + 1, 0, copy);
      return pages;
    }),
    elementId: copy.elementId,
  };
}

export function removeElement(definition: SmartFormDefinition, elementId: string): SmartFormDefinition {
  return withPages(definition, (pages) =>
    pages.map((page) => ({ ...page, elements: page.elements.filter((element) => element.elementId !== elementId) })),
  );
}

export function updateElement(
  definition: SmartFormDefinition,
  elementId: string,
  change: (element: SmartFormElement) => SmartFormElement,
): SmartFormDefinition {
  return withPages(definition, (pages) =>
    pages.map((page) => ({
      ...page,
      elements: page.elements.map((element) => (element.elementId === elementId ? change(element) : element)),
    })),
  );
}

/**
 * The element as another type: choices only for the select types, a target only where it still fits, and a note
 * neither required nor filling anything (it takes no answer).
 */
export function withType(element: SmartFormElement, type: ElementType): SmartFormElement {
  const { target } = element;
  const targetFits =
    target === null ||
    (type !== 'NOTE' &&
      (target.kind === 'PROPERTY' || (BENEFICIARY_TARGETS[target.field] as readonly ElementType[]).includes(type)));
  return {
    ...element,
    type,
    choices: CHOICE_TYPES.includes(type) ? element.choices : [],
    required: type === 'NOTE' ? false : element.required,
    target: targetFits ? target : null,
  };
}

export function updatePage(
  definition: SmartFormDefinition,
  pageId: string,
  change: (page: SmartFormPage) => SmartFormPage,
): SmartFormDefinition {
  return withPages(definition, (pages) => pages.map((page) => (page.pageId === pageId ? change(page) : page)));
}

export function movePage(definition: SmartFormDefinition, pageId: string, direction: Direction): SmartFormDefinition {
  const index = definition.pages.findIndex((page) => page.pageId === pageId);
  const target = index + direction;
  if (index < 0 || target < 0 || target >= definition.pages.length) return definition;
  return withPages(definition, (pages) => {
    const [page] = pages.splice(index, 1) as [SmartFormPage];
    pages.splice(target, 0, page);
    return pages;
  });
}

export function removePage(definition: SmartFormDefinition, pageId: string): SmartFormDefinition {
  return { ...definition, pages: definition.pages.filter((page) => page.pageId !== pageId) };
}

/** The beneficiary fields another element of the form already fills (each is filled at most once). */
export function beneficiaryFieldsTaken(definition: SmartFormDefinition, exceptElementId: string): Set<string> {
  return new Set(
    definition.pages.flatMap((page) =>
      page.elements.flatMap((element) =>
        element.elementId !== exceptElementId && element.target?.kind === 'BENEFICIARY' ? [element.target.field] : [],
      ),
    ),
  );
}
