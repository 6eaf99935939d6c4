// Limits both sides enforce, so the gateway refuses what the API would refuse, with the same reason.

export const LIMITS = {
  /** Ids are `<prefix><26 characters>`; demo and partner ids are shorter. Anything longer is not an id. */
  idMaxLength: 100,
  /** Items per page of any list. */
  pageSizeMax: 100,
  /** Ids per batch look-up (`?ids=a,b,c`): 100 ids of 100 characters stay far below URL limits. */
  idsPerRequest: 100,
  /** A cursor holds a sort name, one key and one id. */
  cursorMaxLength: 1024,
  /**
   * `maxValues` counts the values of every condition of one filter together (IN lists above all): 10,000 lets a
   * partner select a whole distribution's families by id. Such a filter does not fit a URL, so the gateway sends a
   * list query with a long query string as `POST <list>/query` (listQueryBodyBytes).
   */
  filter: { maxDepth: 5, maxConditions: 50, maxValues: 10_000, maxValueLength: 1000 },
  /** JSON request bodies of the REST API (and GraphQL variables carrying one such input). */
  jsonBodyBytes: 64 * 1024,
  /** GraphQL request bodies: a document plus variables (10,000 filter values of ids up to ~40 characters: 430 kB). */
  graphqlBodyBytes: 512 * 1024,
  /**
   * `POST <list>/query` bodies of the REST API: twice the GraphQL body, so whatever filter the gateway accepted
   * (re-serialised, which never grows it by much) reaches the API and is judged by its own limits, not by size.
   */
  listQueryBodyBytes: 1024 * 1024,
  /** Uploaded files (imports, provider reports, photos); UPLOAD_MAX_BYTES may lower or raise it. */
  uploadMaxBytes: 1024 * 1024 * 1024,
} as const;

/**
 * How many values a list filter carries, over all its conditions and groups (`values` lists and single `value`s):
 * what LIMITS.filter.maxValues bounds, counted the same by the gateway (before any REST call) and the API. Untrusted
 * JSON is walked no deeper than a filter may nest (deeper groups are refused by the filter's own checks).
 */
export function filterValueCount(filter: unknown, depth = 1): number {
  if (depth > LIMITS.filter.maxDepth + 1 || typeof filter !== 'object' || filter === null) return 0;
  const { conditions, groups } = filter as { conditions?: unknown; groups?: unknown };
  let count = 0;
  for (const condition of Array.isArray(conditions) ? conditions : []) {
    if (typeof condition !== 'object' || condition === null) continue;
    const { value, values } = condition as { value?: unknown; values?: unknown };
    if (Array.isArray(values)) count += values.length;
    if (value !== undefined && value !== null) count += 1;
  }
  for (const group of Array.isArray(groups) ? groups : []) count += filterValueCount(group, depth + 1);
  return count;
}

/** Why a filter with `count` values is refused, or undefined when it is not; the same words on both sides. */
export function filterValuesProblem(count: number): string | undefined {
  const max = LIMITS.filter.maxValues;
  return count > max ? `has ${count} values in all; at most ${max} are allowed` : undefined;
}
