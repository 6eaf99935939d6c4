import { type ErrorParams, type FieldError, type FieldErrorCode, fieldError } from '@aid/common/errors';

/**
 * A list query the caller got wrong (filter, sort, cursor, page size): `field` says where, e.g.
 * `filter.conditions[2].value`, the code why, and the message says it in English. The HTTP layer answers 422.
 */
export class QueryInputError extends Error {
  readonly fieldError: FieldError;

  constructor(field: string, code: FieldErrorCode, message?: string, params?: ErrorParams) {
    const error = fieldError(field, code, params, message);
    super(`${field}: ${error.message}`);
    this.name = 'QueryInputError';
    this.fieldError = error;
  }

  get field(): string {
    return this.fieldError.field;
  }

  get reason(): string {
    return this.fieldError.message;
  }
}
