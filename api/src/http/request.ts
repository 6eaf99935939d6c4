// Small readers for query strings and headers: Express gives string | string[] | object, we want one string.
import type { Request } from 'express';

/** A query parameter that must appear at most once; `undefined` when absent. */
export function singleQuery(req: Request, name: string): string | undefined | { repeated: true } {
  const value: unknown = req.query[name];
  if (value === undefined) return undefined;
  if (typeof value === 'string') return value;
  return { repeated: true };
}

export function header(req: Request, name: string): string | undefined {
  const value = req.headers[name.toLowerCase()];
  const first = Array.isArray(value) ? value[0] : value;
  return first?.trim() ? first.trim() : undefined;
}

/** Comma-separated ids (`?ids=a,b,c`), trimmed, empty parts dropped, duplicates removed. */
export function splitIds(value: string): string[] {
  return [
    ...new Set(
      value
        .split(',')
        .map((s) => s.trim())
        .filter((s) => s.length > 0),
    ),
  ];
}
