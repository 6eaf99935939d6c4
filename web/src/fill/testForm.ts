// biome-ignore-all lint/suspicious/noTemplateCurlyInString: XLSForm expressions write references as ${name}.
// Test-only: a small published form as GET /api/public/forms/<token> answers it, with a skip rule, a skipped page,
// a constraint and two languages; and a fetch double that records what the page sends.
import type { SmartFormDefinition, SmartFormElement } from '@aid/common/smart-forms';
import type { Fetch, PublicForm } from './api.js';

export const TOKEN = 'AbCdEfGhIjKlMnOpQrSt';

let next = 0;
export function element(name: string, type: SmartFormElement['type'], extra: Partial<SmartFormElement> = {}) {
  next += 1;
  return {
    elementId: `spe--${next}`,
    name,
    type,
    label: [
      { language: 'en', text: `Label ${name}` },
      { language: 'fr', text: `Libellé ${name}` },
    ],
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

export const definition: SmartFormDefinition = {
  languages: ['en', 'fr'],
  defaultLanguage: 'en',
  pages: [
    {
      pageId: 'spa--1',
      name: 'household',
      title: [{ language: 'en', text: 'Household' }],
      relevant: null,
      elements: [
        element('first_name', 'TEXT', { required: true }),
        element('members', 'INTEGER', {
          required: true,
          min: 1,
          max: 30,
          constraint: '. != 13',
          constraintMessage: [{ language: 'en', text: 'Thirteen is not allowed here' }],
        }),
        element('has_children', 'YES_NO'),
        element('children', 'INTEGER', { relevant: '${has_children} = true()', required: true }),
      ],
    },
    {
      pageId: 'spa--2',
      name: 'large',
      title: [{ language: 'en', text: 'Large household' }],
      relevant: '${members} > 5',
      elements: [
        element('shelter', 'SELECT_ONE', {
          required: true,
          choices: [
            { value: 'tent', label: [{ language: 'en', text: 'Tent' }] },
            { value: 'house', label: [{ language: 'en', text: 'House' }] },
          ],
        }),
      ],
    },
    {
      pageId: 'spa--3',
      name: 'contact',
      title: [{ language: 'en', text: 'Contact' }],
      relevant: null,
      elements: [element('email', 'EMAIL', { pattern: '.*@example\\.org' }), element('photo', 'PHOTO')],
    },
  ],
};

export const publicForm: PublicForm = {
  formName: 'Household registration',
  description: null,
  version: 3,
  definition,
  accessCodeRequired: false,
};

export type Sent = { url: string; method: string; body: unknown; headers: Record<string, string> };

/** A fetch that answers with `respond` (a status and body, or a thrown network error) and records each request. */
export function fakeFetch(
  respond: (url: string, method: string, body: unknown) => { status: number; body?: unknown } | 'offline',
) {
  const sent: Sent[] = [];
  const fetcher: Fetch = async (url, init) => {
    const method = init?.method ?? 'GET';
    // JSON as parsed; an upload's Blob as itself (its type and size tell what was sent).
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : (init?.body ?? undefined);
    sent.push({ url, method, body, headers: { ...(init?.headers as Record<string, string> | undefined) } });
    const answer = respond(url, method, body);
    if (answer === 'offline') throw new TypeError('Failed to fetch');
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return { fetcher, sent };
}
