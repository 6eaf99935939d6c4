// The activity log: a page of entries, each with its member and the fields it changed.
import type { Resolvers } from '../generated/graphql.js';

/** A changed value as JSON text, so any shape (text, number, date, list) reads the same in every client. */
function asJson(value: unknown): string | null {
  return value === null || value === undefined ? null : JSON.stringify(value);
}

export const activityResolvers: Resolvers = {
  Query: {
    activityLogs: (_parent, args, context, info) => context.activity.list(args, info),
  },
  ActivityLog: {
    user: (log, _args, context) => context.accounts.user(log.userId),
    changes: (log) =>
      Object.entries(log.changes).map(([field, change]) => ({
        field,
        from: asJson(change.from),
        to: asJson(change.to),
      })),
  },
};
