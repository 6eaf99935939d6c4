import type { SqlValue } from './db.js';

/** Collects positional parameters while SQL is assembled, so values never become part of the SQL text. */
export class SqlParams {
  readonly values: SqlValue[] = [];

  add(value: SqlValue): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}
