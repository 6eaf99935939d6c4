// Why a reconciliation request was refused: the error body's `reason` beside its code, so a client can tell a
// missing column from an illegal status change. The REST API names them; the GraphQL schema has no enum for them.

export const RECONCILIATION_REFUSALS = [
  'NOT_FOUND',
  'FORBIDDEN',
  'ILLEGAL_TRANSITION',
  'MISSING_COLUMN',
  'NO_COLUMNS',
  'CONFLICT_RESOLVED',
  'FILE_UNREADABLE',
  'INVALID_INPUT',
  'NOT_FINISHED',
] as const;
export type ReconciliationRefusal = (typeof RECONCILIATION_REFUSALS)[number];
