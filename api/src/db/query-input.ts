/**
 * A list query the caller got wrong (filter, sort, cursor, page size): `field` says where, e.g.
 * `filter.conditions[2].value`, and the message says why. Domains turn it into their 400 error.
 */
export class QueryInputError extends Error {
  constructor(
    readonly field: string,
    readonly reason: string,
  ) {
    super(`${field}: ${reason}`);
    this.name = 'QueryInputError';
  }
}
