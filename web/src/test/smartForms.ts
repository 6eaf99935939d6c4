// Test-only: smart forms as the gateway answers them (MockedProvider mocks), shared by the list's, the creation's and
// the builder's tests.
import type { SmartFormDefinition } from '@aid/common/smart-forms';
import type { MockLink } from '@apollo/client/testing';
import type { SmartFormStatus } from '../generated/graphql.js';
import { definitionInput } from '../smart-forms/model.js';
import {
  SMART_FORMS_PAGE_SIZE,
  SmartFormDocument,
  SmartFormsDocument,
  SmartFormTargetListDocument,
  SmartFormTargetListsDocument,
} from '../smart-forms/operations.js';

export const LIST_ID = 'bel--households';

export function smartFormRow(overrides: Partial<Record<string, unknown>> = {}) {
  return {
    __typename: 'SmartForm' as const,
    smartFormId: 'smf--1',
    formName: 'Household registration',
    status: 'DRAFT' as SmartFormStatus,
    targetListId: LIST_ID,
    publishedVersion: null as number | null,
    updatedAt: '2026-11-23T08:00:00.000Z',
    ...overrides,
  };
}

export function smartFormsAnswer(
  rows: ReturnType<typeof smartFormRow>[],
  page: { hasNextPage?: boolean; totalCount?: number } = {},
): MockLink.MockedResponse {
  return {
    request: {
      query: SmartFormsDocument,
      variables: { first: SMART_FORMS_PAGE_SIZE, after: null, withTotal: true },
    },
    result: {
      data: {
        smartForms: {
          __typename: 'SmartFormConnection',
          totalCount: page.totalCount ?? rows.length,
          pageInfo: {
            __typename: 'PageInfo',
            hasNextPage: page.hasNextPage ?? false,
            endCursor: rows.length > 0 ? 'c-end' : null,
          },
          edges: rows.map((node) => ({ __typename: 'SmartFormEdge', cursor: `c-${node.smartFormId}`, node })),
        },
      },
    },
  };
}

/** The custom lists a form can feed; the second may not be changed by the member. */
export const targetListsAnswer: MockLink.MockedResponse = {
  request: { query: SmartFormTargetListsDocument },
  result: {
    data: {
      beneficiaryLists: {
        __typename: 'BeneficiaryListConnection',
        edges: [
          {
            __typename: 'BeneficiaryListEdge',
            node: {
              __typename: 'BeneficiaryList',
              beneficiaryListId: LIST_ID,
              listName: 'Households 2026',
              viewerCanUpdate: true,
            },
          },
          {
            __typename: 'BeneficiaryListEdge',
            node: {
              __typename: 'BeneficiaryList',
              beneficiaryListId: 'bel--locked',
              listName: 'Read-only list',
              viewerCanUpdate: false,
            },
          },
        ],
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

export const targetListAnswer: MockLink.MockedResponse = {
  request: { query: SmartFormTargetListDocument, variables: { id: LIST_ID } },
  result: {
    data: {
      beneficiaryList: {
        __typename: 'BeneficiaryList',
        beneficiaryListId: LIST_ID,
        listName: 'Households 2026',
        propertyList: [{ __typename: 'BeneficiaryProperty', key: 'shelter', label: 'Shelter number', type: 'TEXT' }],
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};

const en = (text: string) => [{ language: 'en', text }];

/** Two questions: the second asked only when the first is answered yes. */
export function twoQuestions(): SmartFormDefinition {
  const element = {
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
  return {
    languages: ['en'],
    defaultLanguage: 'en',
    pages: [
      {
        pageId: 'spa--1',
        name: 'household',
        title: en('Household'),
        relevant: null,
        elements: [
          { ...element, elementId: 'spe--1', name: 'has_children', type: 'YES_NO', label: en('Any children?') },
          {
            ...element,
            elementId: 'spe--2',
            name: 'children',
            type: 'INTEGER',
            label: en('How many children?'),
            relevant: `\${has_children} = 'yes'`,
          },
        ],
      },
    ],
  };
}

/** A definition as the gateway answers it: GraphQL's flattened target, every object with its __typename. */
export function graphqlDefinition(definition: SmartFormDefinition) {
  const texts = (list: readonly { language: string; text: string }[]) =>
    list.map((t) => ({ __typename: 'LocalizedText' as const, ...t }));
  const input = definitionInput(definition);
  return {
    __typename: 'SmartFormDefinition' as const,
    languages: input.languages,
    defaultLanguage: input.defaultLanguage,
    pages: input.pages.map((page) => ({
      __typename: 'SmartFormPage' as const,
      pageId: String(page.pageId),
      name: page.name,
      title: texts(page.title ?? []),
      relevant: page.relevant ?? null,
      elements: page.elements.map((e) => ({
        __typename: 'SmartFormElement' as const,
        elementId: String(e.elementId),
        name: e.name,
        type: e.type,
        label: texts(e.label),
        hint: texts(e.hint ?? []),
        required: e.required ?? false,
        min: e.min ?? null,
        max: e.max ?? null,
        pattern: e.pattern ?? null,
        constraint: e.constraint ?? null,
        constraintMessage: texts(e.constraintMessage ?? []),
        relevant: e.relevant ?? null,
        choices: (e.choices ?? []).map((c) => ({
          __typename: 'SmartFormChoice' as const,
          value: c.value,
          label: texts(c.label),
        })),
        beneficiaryField: e.beneficiaryField ?? null,
        property: e.property ?? null,
      })),
    })),
  };
}

export function builderForm(overrides: Partial<Record<string, unknown>> = {}, definition = twoQuestions()) {
  return {
    __typename: 'SmartForm' as const,
    smartFormId: 'smf--1',
    formName: 'Household registration',
    description: null,
    status: 'DRAFT' as SmartFormStatus,
    targetListId: LIST_ID,
    publishedVersion: null as number | null,
    publicPath: null as string | null,
    updatedAt: '2026-11-23T08:00:00.000Z',
    draft: graphqlDefinition(definition),
    versions: [] as { __typename: 'SmartFormVersion'; version: number; publishedAt: string; publishedBy: string }[],
    ...overrides,
  };
}

export function smartFormAnswer(form: ReturnType<typeof builderForm> | null): MockLink.MockedResponse {
  return {
    request: { query: SmartFormDocument, variables: { id: form?.smartFormId ?? 'smf--1' } },
    result: { data: { smartForm: form } },
  };
}
