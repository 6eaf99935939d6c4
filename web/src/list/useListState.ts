// A list's state (filter, sort, page) kept in the URL's query, so Back, reload and a shared link show the same
// page. Pages move by cursor: `after` for the next page, `before` for the previous one; `page` only numbers them.
import { SORT_OPTIONS, type SortOption } from '@aid/common/enums';
import type { FieldSet, ListDeclaration } from '@aid/common/fields';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type FieldName, type FilterInput, parseFilter } from './filter.js';

/** Where a list is and how to move by one page (what the Pager needs). */
export type ListPaging = {
  /** 1 for the first page; counted as the user pages, for display only. */
  page: number;
  next(endCursor: string): void;
  previous(startCursor: string): void;
  /** Back to the first page (e.g. after adding a row that sorts first). */
  restart(): void;
};

export type ListState<F extends FieldSet> = ListPaging & {
  /** The filter in force: only conditions the filter builder can show (see parseFilter). */
  filter: FilterInput<FieldName<F>> | undefined;
  sort: SortOption;
  /** The sorts the list offers, in the order of the spec's enum. */
  sorts: readonly SortOption[];
  after: string | null;
  before: string | null;
  setFilter(filter: FilterInput<FieldName<F>> | undefined): void;
  setSort(sort: SortOption): void;
};

/** The URL's keys a list owns; a change of filter or sort drops the page keys (it starts from the first page). */
const FIRST_PAGE = { after: null, before: null, page: null };

export function useListState<F extends FieldSet>(declaration: ListDeclaration<F>): ListState<F> {
  const [params, setParams] = useSearchParams();
  const raw = {
    filter: params.get('filter'),
    sort: params.get('sort'),
    after: params.get('after'),
    before: params.get('before'),
    page: params.get('page'),
  };
  // Memoised on the URL's text: the filter keeps its identity until the URL changes it (the builder relies on it).
  const filter = useMemo(() => parseFilter(raw.filter, declaration), [raw.filter, declaration]);
  const sorts = useMemo(() => SORT_OPTIONS.filter((option) => option in declaration.sorts), [declaration]);
  const sort = sorts.find((option) => option === raw.sort) ?? declaration.defaultSort;
  const page = Math.max(1, Number.parseInt(raw.page ?? '1', 10) || 1);

  /** Changes some keys and keeps the others (another list's, or the page's own). */
  const change = (values: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(values)) {
        if (value === null) next.delete(key);
        else next.set(key, value);
      }
      return next;
    });

  return {
    filter,
    sort,
    sorts,
    after: raw.after,
    before: raw.after ? null : raw.before,
    page,
    setFilter: (f) => change({ ...FIRST_PAGE, filter: f ? JSON.stringify(f) : null }),
    setSort: (s) => change({ ...FIRST_PAGE, sort: s === declaration.defaultSort ? null : s }),
    next: (endCursor) => change({ after: endCursor, before: null, page: String(page + 1) }),
    // The first page is asked for as such (no cursor), so it is always full even if rows were added meanwhile.
    previous: (startCursor) =>
      change(page <= 2 ? FIRST_PAGE : { before: startCursor, after: null, page: String(page - 1) }),
    restart: () => change(FIRST_PAGE),
  };
}

/** A connection's paging variables: forwards from `after`, backwards from `before`, else the first page. */
export function pageVariables(after: string | null, before: string | null, size: number) {
  if (after) return { first: size, after, last: null, before: null };
  if (before) return { first: null, after: null, last: size, before };
  return { first: size, after: null, last: null, before: null };
}
