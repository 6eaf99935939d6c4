// Test-only helpers shared by the smart-forms suites: elements and definitions as the builder sends them, and a
// target list to collect into.
import type { BeneficiaryListJson } from '@aid/common/beneficiaries';
import type { PageJson } from '@aid/common/rest';
import type { ElementType, SmartFormDefinition, SmartFormElement, SmartFormJson } from '@aid/common/smart-forms';
import type { CallResult } from './harness.js';
import type { Caller } from './programs.js';

export type SmartFormPage = PageJson<SmartFormJson> & { totalCount: number };

type As = (who: Caller, method: string, path: string, body?: unknown, sitePath?: string) => Promise<CallResult>;

/** An element with the defaults the schema fills in, so an answer compares equal to what was sent. */
export function element(name: string, type: ElementType = 'TEXT', extra: Partial<SmartFormElement> = {}) {
  return {
    elementId: `spe--${name}`,
    name,
    type,
    label: [{ language: 'en', text: `${name}?` }],
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
    ...extra,
  } satisfies SmartFormElement;
}

/** One page of `elements`, in English. */
export function definition(elements: SmartFormElement[], pageName = 'household'): SmartFormDefinition {
  return {
    languages: ['en'],
    defaultLanguage: 'en',
    pages: [{ pageId: `spa--${pageName}`, name: pageName, title: [], relevant: null, elements }],
  };
}

/** A CUSTOM list of the caller's organisation, with the properties elements may fill. */
export async function targetList(as: As, who: Caller, listName: string, properties: string[] = []) {
  const res = await as(who, 'POST', '/beneficiary-lists', {
    listName,
    propertyList: properties.map((key) => ({ key, label: key, type: 'TEXT' })),
  });
  if (res.status !== 201) throw new Error(`list ${listName}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as BeneficiaryListJson;
}

/** Creates a draft form (201 expected) collecting into `listId`. */
export async function draftForm(as: As, who: Caller, formName: string, listId: string, body: object = {}) {
  const res = await as(who, 'POST', '/smart-forms', { formName, targetListId: listId, ...body });
  if (res.status !== 201) throw new Error(`form ${formName}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as SmartFormJson;
}
