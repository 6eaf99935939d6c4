// When the demo's recent activity happened: counted back from the start of the day (UTC) the demo was first seeded.
// Relative rather than fixed dates because the report pages open on recent weeks and age bands count from today: a
// demo started any day must show registrations, redemptions and payments in them. The database computes the times
// (now() of the seeding transaction), so every statement of a seeding agrees; ids stay fixed and ON CONFLICT DO
// NOTHING keeps the first seeding's times on every later run. Days are UTC days, as the reports count them.

/** Midnight (UTC) starting the day of the seeding, as a timestamptz expression. */
export const SEED_DAY_SQL = `(date_trunc('day', now() AT TIME ZONE 'UTC') AT TIME ZONE 'UTC')`;

/** The day (UTC) of the seeding, as a date expression. */
export const SEED_DATE_SQL = `(now() AT TIME ZONE 'UTC')::date`;

/** `days` days before the seeding's day, `minutes` after midnight (UTC): both SQL expressions. */
export const daysAgoAt = (days: string, minutes = '0') =>
  `(${SEED_DAY_SQL} - make_interval(days => ${days}) + make_interval(mins => ${minutes}))`;
