// The builder's one state: the draft being edited, what is selected, and what is wrong with it — the client's check
// (the definition's schema and common's definitionProblems, the API's own rules) on every change, plus the server's
// last refusal, which stays with its elements until they are edited or the draft is saved.
import {
  type DefinitionContext,
  definitionProblems,
  definitionSchema,
  type ElementType,
  type SmartFormDefinition,
  type SmartFormElement,
  type SmartFormPage,
} from '@aid/common/smart-forms';
import { validate } from '@aid/common/validation';
import { useMemo, useState } from 'react';
import {
  addElement,
  addPage,
  type Direction,
  duplicateElement,
  moveElement,
  movePage,
  removeElement,
  removePage,
  updateElement,
  updatePage,
} from './builder.js';
import { definitionInput, withoutBlankRules } from './model.js';
import {
  mergeProblems,
  NO_PROBLEMS,
  type PlacedProblems,
  type Problem,
  placeProblems,
  problemCount,
  withoutElement,
} from './problems.js';

export type Selection = { kind: 'element'; id: string } | { kind: 'page'; id: string } | null;

/** What the client knows is wrong before sending: the same schema and rules the gateway and the API apply. */
export function definitionCheck(definition: SmartFormDefinition, context: DefinitionContext = {}): PlacedProblems {
  const structural = validate(definitionSchema, definition);
  const rules = definitionProblems(withoutBlankRules(definition), context);
  return placeProblems(definition, [...(structural.ok ? [] : structural.fieldErrors), ...rules]);
}

function firstSelection(definition: SmartFormDefinition): Selection {
  const page = definition.pages[0];
  const element = page?.elements[0];
  if (element) return { kind: 'element', id: element.elementId };
  return page ? { kind: 'page', id: page.pageId } : null;
}

const saved = (definition: SmartFormDefinition) => JSON.stringify(definitionInput(definition));

export function useBuilder(initial: SmartFormDefinition, properties: readonly string[] | undefined) {
  const [definition, setDefinition] = useState(initial);
  const [savedAs, setSavedAs] = useState(() => saved(initial));
  const [selection, setSelection] = useState<Selection>(() => firstSelection(initial));
  const [serverProblems, setServerProblems] = useState<PlacedProblems>(NO_PROBLEMS);
  const clientProblems = useMemo(
    () => definitionCheck(definition, properties ? { properties } : {}),
    [definition, properties],
  );
  const problems = useMemo(() => mergeProblems(clientProblems, serverProblems), [clientProblems, serverProblems]);

  const changeElement = (elementId: string, change: (element: SmartFormElement) => SmartFormElement) => {
    setDefinition((current) => updateElement(current, elementId, change));
    // What the server said of this element may no longer hold; the client's check runs again at once.
    setServerProblems((current) => withoutElement(current, elementId));
  };

  return {
    definition,
    selection,
    select: setSelection,
    problems,
    problemCount: problemCount(problems),
    dirty: saved(definition) !== savedAs,
    /** The languages bar and anything that changes the whole draft. */
    change: (next: (current: SmartFormDefinition) => SmartFormDefinition) => setDefinition(next),
    addPage() {
      const made = addPage(definition);
      setDefinition(made.definition);
      setSelection({ kind: 'page', id: made.pageId });
    },
    addElement(pageId: string | null, type: ElementType) {
      const made = addElement(definition, pageId, type);
      setDefinition(made.definition);
      setSelection({ kind: 'element', id: made.elementId });
    },
    moveElement: (elementId: string, direction: Direction) =>
      setDefinition(moveElement(definition, elementId, direction)),
    duplicateElement(elementId: string) {
      const made = duplicateElement(definition, elementId);
      setDefinition(made.definition);
      setSelection({ kind: 'element', id: made.elementId });
    },
    removeElement(elementId: string) {
      setDefinition(removeElement(definition, elementId));
      setServerProblems((current) => withoutElement(current, elementId));
      if (selection?.id === elementId) setSelection(null);
    },
    changeElement,
    changePage: (pageId: string, change: (page: SmartFormPage) => SmartFormPage) =>
      setDefinition((current) => updatePage(current, pageId, change)),
    movePage: (pageId: string, direction: Direction) => setDefinition(movePage(definition, pageId, direction)),
    removePage(pageId: string) {
      setDefinition(removePage(definition, pageId));
      if (selection?.id === pageId) setSelection(null);
    },
    /** The draft as the server now stores it: nothing left unsaved, its refusal gone. */
    saved(stored: SmartFormDefinition) {
      setDefinition(stored);
      setSavedAs(saved(stored));
      setServerProblems(NO_PROBLEMS);
    },
    /** The server's refusal of `sent`, each problem placed on the element or page it names. */
    refused(sent: SmartFormDefinition, fieldErrors: readonly Problem[]) {
      setServerProblems(placeProblems(sent, fieldErrors, 'definition.'));
    },
  };
}

export type Builder = ReturnType<typeof useBuilder>;
