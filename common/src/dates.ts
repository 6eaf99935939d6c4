// Calendar dates and ISO 8601 timestamps, read the same way by the API, the gateway and the web client.

/** "2026-02-28" is a date; "2026-02-30" and "2026-2-28" are not. */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(y, m - 1, d));
  // Round-tripping refuses dates that do not exist.
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

const TIMESTAMP = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?)(Z|[+-]\d{2}:?\d{2})?)?$/i;

/**
 * An ISO 8601 date or date-time → the instant as an ISO string (milliseconds, UTC); undefined when it is not
 * one. A value without a zone is read as UTC, never as the server's time.
 */
export function parseTimestamp(value: string): string | undefined {
  const match = TIMESTAMP.exec(value);
  if (!match?.[1] || !isCalendarDate(match[1])) return undefined;
  const time = match[2] ?? '00:00:00';
  const zone = match[3] ?? 'Z';
  const parsed = new Date(`${match[1]}T${time}${zone.toUpperCase()}`);
  return Number.isNaN(parsed.getTime()) ? undefined : parsed.toISOString();
}

/** A date-time with an explicit zone, as the GraphQL DateTime scalar requires (a bare date is not one). */
export function isZonedDateTime(value: string): boolean {
  return (
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/.test(value) && !!parseTimestamp(value)
  );
}

/** Spec §5/§9: a timestamp is old when it lies more than this many seconds in the past. */
export const OLD_TIMESTAMP_SECONDS = 86_400;

/**
 * Spec §5/§9: whether `at` (an ISO timestamp, epoch milliseconds or a Date) is more than 86,400 s before `now`.
 * An unreadable value is not old: it says nothing about freshness.
 */
export function isOldTimestamp(at: string | number | Date, now: number = Date.now()): boolean {
  const time = at instanceof Date ? at.getTime() : typeof at === 'number' ? at : Date.parse(at);
  return Number.isFinite(time) && now - time > OLD_TIMESTAMP_SECONDS * 1000;
}
