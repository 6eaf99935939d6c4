// Readers for what a request carries (query strings, path parameters, headers), each checked once, here.
import { fieldError } from '@aid/common/errors';
import { idProblem } from '@aid/common/ids';
import { LIMITS } from '@aid/common/limits';
import type { Request } from 'express';
import { QueryInputError } from '../db/query-input.js';
import { ApiError } from './errors.js';

/** A query parameter that must appear at most once; `undefined` when absent. */
export function singleQuery(req: Request, name: string): string | undefined {
  const value: unknown = req.query[name];
  if (value === undefined) return undefined;
  if (typeof value === 'string') return value;
  throw ApiError.invalid([fieldError(name, 'INVALID_VALUE', undefined, 'must be given at most once')]);
}

export function header(req: Request, name: string): string | undefined {
  const value = req.headers[name.toLowerCase()];
  const first = Array.isArray(value) ? value[0] : value;
  return first?.trim() ? first.trim() : undefined;
}

/** A path parameter that names an object: an impossible id is a 422 naming it, never a query. */
export function idParam(req: Request, name = 'id'): string {
  const value = String(req.params[name] ?? '');
  const problem = idProblem(value);
  if (problem) throw ApiError.invalid([fieldError(name, 'INVALID_ID', undefined, problem)]);
  return value;
}

/** Comma-separated ids (`?ids=a,b,c`), trimmed, empty parts dropped, duplicates removed, each checked. */
export function splitIds(value: string, field = 'ids'): string[] {
  const ids = [
    ...new Set(
      value
        .split(',')
        .map((s) => s.trim())
        .filter((s) => s.length > 0),
    ),
  ];
  if (ids.length > LIMITS.idsPerRequest) {
    throw ApiError.invalid([
      fieldError(
        field,
        'TOO_MANY',
        { max: LIMITS.idsPerRequest },
        `has ${ids.length} ids; at most ${LIMITS.idsPerRequest} are allowed`,
      ),
    ]);
  }
  for (const [i, id] of ids.entries()) {
    const problem = idProblem(id);
    if (problem) throw ApiError.invalid([fieldError(`${field}[${i}]`, 'INVALID_ID', undefined, problem)]);
  }
  return ids;
}

/** A `true`/`false` query parameter; anything else is refused naming the parameter. */
export function booleanQuery(req: Request, name: string, fallback: boolean): boolean {
  const raw = singleQuery(req, name);
  if (raw === undefined) return fallback;
  if (raw !== 'true' && raw !== 'false') {
    throw new QueryInputError(name, 'WRONG_TYPE', 'must be true or false', { expected: 'true or false' });
  }
  return raw === 'true';
}
