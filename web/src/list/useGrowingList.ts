// A list that grows as the user reads on ("Load more", or scrolling near its end): one query asked again from the
// last cursor, each page joining the loaded ones. The total is counted with the first page only (`withTotal`), as
// counting is the costly part; rows taken out on screen (a decision, a removal) are dropped from what is loaded rather
// than asked for again, which would lose the pages loaded so far.
import { NetworkStatus, type TypedDocumentNode } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { useRef } from 'react';

/** What a growing list needs of its connection. */
export type GrowingPage<E> = {
  totalCount?: number | null;
  pageInfo: { hasNextPage: boolean; endCursor?: string | null };
  edges: E[];
};

type Variables = { first: number; after: string | null; withTotal: boolean };

export function useGrowingList<
  K extends string,
  TData extends Record<K, GrowingPage<unknown>>,
  TVariables extends Variables,
>(
  document: TypedDocumentNode<TData, TVariables>,
  key: K,
  variables: TVariables,
  onLoadMoreError: (error: unknown) => void,
) {
  const { data, previousData, loading, error, refetch, fetchMore, updateQuery, networkStatus } = useQuery(document, {
    variables,
    notifyOnNetworkStatusChange: true,
  } as useQuery.Options<TData, TVariables>);
  type Edge = TData[K]['edges'][number];
  const page: TData[K] | undefined = (data ?? previousData)?.[key];
  // A next page arriving keeps the rows on screen; a new filter or sort covers them until its first page is in.
  const loadingMore = networkStatus === NetworkStatus.fetchMore;
  const fetching = useRef(false);

  const loadMore = async () => {
    const endCursor = page?.pageInfo.endCursor;
    if (fetching.current || !page?.pageInfo.hasNextPage || !endCursor) return;
    fetching.current = true;
    try {
      await fetchMore({
        variables: { after: endCursor, withTotal: false } as Partial<TVariables>,
        updateQuery: (previous, { fetchMoreResult }) =>
          ({
            ...previous,
            [key]: {
              ...fetchMoreResult[key],
              totalCount: previous[key].totalCount,
              edges: [...previous[key].edges, ...fetchMoreResult[key].edges],
            },
          }) as typeof previous,
      });
    } catch (e) {
      onLoadMoreError(e);
    } finally {
      fetching.current = false;
    }
  };

  /** Takes the rows `gone` names out of the loaded ones, and one from the total for each. */
  const drop = (gone: (edge: Edge) => boolean) =>
    updateQuery((_unsafe, { complete, previousData: previous }) => {
      if (!complete) return;
      const { totalCount, edges } = previous[key];
      const kept = edges.filter((edge) => !gone(edge as Edge));
      return {
        ...previous,
        [key]: {
          ...previous[key],
          totalCount:
            typeof totalCount === 'number' ? Math.max(0, totalCount - (edges.length - kept.length)) : totalCount,
          edges: kept,
        },
      } as typeof previous;
    });

  const list: GrowingList<Edge> & { drop: typeof drop } = {
    page,
    edges: (page?.edges ?? []) as Edge[],
    /** Loading the first page (of a new filter): more pages load under the rows. */
    loading: loading && !loadingMore,
    loadingMore,
    error,
    refetch: () => void refetch(),
    loadMore,
    drop,
  };
  return list;
}

/** What the view of a growing list reads of it. */
export type GrowingList<E> = {
  page: GrowingPage<E> | undefined;
  edges: E[];
  loading: boolean;
  loadingMore: boolean;
  error: Error | undefined;
  refetch: () => void;
  loadMore: () => Promise<void>;
};
