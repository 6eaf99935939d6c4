// A list page's query: one cursor connection asked for a page at a time, the page chosen by the list's URL state
// (useListState). The previous answer stays on screen while the next page loads, so the table does not blink.
import type { FieldSet, ListDeclaration } from '@aid/common/fields';
import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { FragmentType } from '../generated/fragment-masking.js';
import type { PagerPageInfoFragment } from './Pager.js';
import { type ListPaging, type ListState, pageVariables, useListState } from './useListState.js';

/** What ListView needs of a connection; `totalCount` only where the query selects it. */
export type Connection<N> = {
  totalCount?: number | null;
  pageInfo: FragmentType<typeof PagerPageInfoFragment>;
  edges: ReadonlyArray<{ node: N }>;
};

type PagingKey = 'first' | 'after' | 'last' | 'before';

type Options<TData, TVariables, C> = {
  list: ListPaging & { after: string | null; before: string | null };
  pageSize: number;
  /** The query's other variables (filter, sort, a parent id): the paging ones come from the list. */
  variables: Omit<TVariables, PagingKey>;
  /** The connection inside an answer. */
  select: (data: TData) => C | null | undefined;
};

export type ConnectionState<TData, C extends Connection<unknown>> = {
  /** The latest answer, or the one before while a page loads. */
  data: TData | undefined;
  page: C | undefined;
  nodes: C['edges'][number]['node'][];
  loading: boolean;
  error: Error | undefined;
  refetch: () => void;
  list: ListPaging;
  pageSize: number;
};

export function useConnection<TData, TVariables extends OperationVariables, C extends Connection<unknown>>(
  document: TypedDocumentNode<TData, TVariables>,
  { list, pageSize, variables, select }: Options<TData, TVariables, C>,
): ConnectionState<TData, C> {
  // The spread cannot be proven to be TVariables in general (Omit and a spread); each call site checks its own part.
  const all = { ...variables, ...pageVariables(list.after, list.before, pageSize) } as unknown as TVariables;
  const { data, previousData, loading, error, refetch } = useQuery<TData, TVariables>(document, {
    variables: all,
  } as useQuery.Options<TData, TVariables>);
  const answer = (data ?? previousData) as TData | undefined;
  const page = answer === undefined ? undefined : (select(answer) ?? undefined);
  return {
    data: answer,
    page,
    nodes: page?.edges.map((edge) => edge.node) ?? [],
    loading,
    error,
    refetch: () => void refetch(),
    list,
    pageSize,
  };
}

type ListOptions<F extends FieldSet, TData, TVariables, C> = Pick<
  Options<TData, TVariables, C>,
  'pageSize' | 'select'
> & {
  /** Variables besides the list's filter and sort (a parent id), or in place of them (a page's own filter). */
  variables?: (list: ListState<F>) => Partial<Omit<TVariables, PagingKey>>;
};

/** A list page's set-up: its state in the URL, and its connection asked with the list's filter and sort. */
export function useListConnection<
  F extends FieldSet,
  TData,
  TVariables extends OperationVariables,
  C extends Connection<unknown>,
>(
  declaration: ListDeclaration<F>,
  document: TypedDocumentNode<TData, TVariables>,
  { pageSize, select, variables }: ListOptions<F, TData, TVariables, C>,
) {
  const list = useListState(declaration);
  const connection = useConnection(document, {
    list,
    pageSize,
    // Checked per page against its query by the page's test; the list's filter and sort fit every declared list.
    variables: { filter: list.filter, sort: list.sort, ...variables?.(list) } as unknown as Omit<TVariables, PagingKey>,
    select,
  });
  return { list, connection };
}

/** After adding a row: back to the first page (where a new row sorts), or that page asked for again when on it. */
export function restartOrRefetch(
  list: ListPaging & { after: string | null; before: string | null },
  refetch: () => void,
) {
  if (list.page > 1 || list.after || list.before) list.restart();
  else refetch();
}
