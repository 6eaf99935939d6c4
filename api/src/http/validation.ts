// Input checks at the edge of the API: bodies against the domain's schema (shared with the web and the gateway),
// and strings PostgreSQL cannot store, wherever they hide in a body.
import { type FieldError, fieldError } from '@aid/common/errors';
import { LIMITS } from '@aid/common/limits';
import { validate } from '@aid/common/validation';
import express, { type RequestHandler } from 'express';
import type { z } from 'zod';
import { ApiError } from './errors.js';

/** The parsed body, or 422 VALIDATION_FAILED naming every refused field. */
export function validateBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = validate(schema, body);
  if (!result.ok) throw ApiError.invalid(result.fieldErrors);
  return result.value;
}

/** The path of the first string (or key) holding a NUL character, which no text column can store. */
export function findNul(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'body' : undefined;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = findNul(item, `${path}[${i}]`);
      if (found) return found;
    }
    return undefined;
  }
  if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      const here = path ? `${path}.${key}` : key;
      if (key.includes('\u0000')) return here;
      const found = findNul(item, here);
      if (found) return found;
    }
  }
  return undefined;
}

/** After a JSON body parser: a NUL anywhere in the body is refused with the place it was found. */
export const refuseNulCharacters: RequestHandler = (req, _res, next) => {
  const where = findNul(req.body);
  if (where) {
    const error: FieldError = fieldError(where, 'INVALID_CHARACTERS', undefined, 'must not contain NUL characters');
    next(ApiError.invalid([error]));
    return;
  }
  next();
};

/** What every JSON route reads its body through: JSON up to `limit` bytes, with NUL characters refused. */
export function jsonBody(limit: number = LIMITS.jsonBodyBytes): RequestHandler[] {
  return [express.json({ limit }), refuseNulCharacters];
}
