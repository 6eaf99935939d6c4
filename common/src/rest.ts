// The REST API's JSON shapes shared by every list, and those not yet described by a schema in <domain>/json.ts.
// Written by api/, read by the gateway's REST clients: one definition, so the two sides cannot drift.
export type { MeJson, MembershipJson, UserJson } from './accounts/json.js';
export type { ActivityLogJson } from './activity/json.js';
export type { FileJson } from './files/json.js';
export type { JobJson } from './jobs/json.js';
export type { ProgramJson } from './programs/json.js';

/**
 * One page of a list: the items, the cursor of each (`cursors[i]` continues after `items[i]`), where the next and
 * previous pages start, and the total across pages when it was asked for (`count=true`, the default), else null.
 */
export type PageJson<T> = {
  items: T[];
  cursors: string[];
  totalCount: number | null;
  startCursor: string | null;
  endCursor: string | null;
  hasNextPage: boolean;
  hasPreviousPage: boolean;
};

/** A batch look-up (`?ids=`): the visible objects among the ids, in the order asked. */
export type ItemsJson<T> = { items: T[] };
