// The search box and status filter of /users, kept in the URL (`q`, `status`) beside the list's sort and page
// (useListState): Back, reload and a shared link show the same users. They become the list's structured filter:
// the status AND (e-mail OR name contains the search).
import { MEMBER_STATUSES, type MemberStatus } from '@aid/common/enums';
import { useSearchParams } from 'react-router-dom';
import type { UserAccountFilter } from '../generated/graphql.js';

/** The statuses one can filter on; SUSPENDED is an organisation's, never a member's, in practice. */
export const FILTER_STATUSES: readonly MemberStatus[] = MEMBER_STATUSES.filter((s) => s !== 'SUSPENDED');

export type UserFilters = {
  search: string;
  status: MemberStatus | null;
  setSearch(search: string): void;
  setStatus(status: MemberStatus | null): void;
};

const isStatus = (value: string | null): value is MemberStatus =>
  value !== null && (MEMBER_STATUSES as readonly string[]).includes(value);

export function useUserFilters(): UserFilters {
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  // A new search or status starts from the first page (the cursor belonged to the old list).
  const change = (key: string, value: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const pageKey of ['after', 'before', 'page']) next.delete(pageKey);
      if (value) next.set(key, value);
      else next.delete(key);
      return next;
    });
  return {
    search: params.get('q') ?? '',
    status: isStatus(status) ? status : null,
    setSearch: (search) => change('q', search.trim() || null),
    setStatus: (value) => change('status', value),
  };
}

/** The GraphQL filter of a search and a status; undefined when neither is set. */
export function userFilter(search: string, status: MemberStatus | null): UserAccountFilter | undefined {
  const text = search.trim();
  if (!text && !status) return undefined;
  return {
    connector: 'AND',
    conditions: status ? [{ field: 'STATUS', operator: 'EQUAL', value: status }] : [],
    groups: text
      ? [
          {
            connector: 'OR',
            conditions: [
              { field: 'EMAIL', operator: 'CONTAINS', value: text },
              { field: 'FULL_NAME', operator: 'CONTAINS', value: text },
            ],
          },
        ]
      : [],
  };
}
