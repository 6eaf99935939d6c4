// What the organisation's user list (/users) can be filtered and sorted on (GraphQL `UserAccountField`). The SQL names
// the columns of the API's member rows (api/src/users/model.ts), one row per person with a membership.
import { MEMBER_STATUSES } from '../enums.js';
import { defineList, textSorts, timestampSorts } from '../fields.js';

export const USER_ACCOUNT_LIST = defineList({
  fields: {
    EMAIL: { type: 'text', sql: 'email', nullable: false },
    FULL_NAME: { type: 'text', sql: 'full_name', nullable: true },
    STATUS: { type: 'enum', sql: 'status', nullable: false, values: MEMBER_STATUSES },
    LAST_ACTIVE: { type: 'timestamp', sql: 'last_active_at', nullable: true },
    // Any of the member's roles.
    ROLE: { type: 'id', sql: 'role_ids', nullable: false, array: true },
  },
  sorts: {
    // People without a name yet (invitations) sort by their e-mail among the others.
    ...textSorts({ NAME: 'lower(coalesce(full_name, email))' }),
    ...timestampSorts('created_at'),
    // A key must never be null: members never seen sort as if last active at the epoch (last when newest first).
    LAST_ACTIVE_NEWEST: { sql: "coalesce(last_active_at, 'epoch'::timestamptz)", type: 'timestamp', direction: 'DESC' },
    LAST_ACTIVE_OLDEST: { sql: "coalesce(last_active_at, 'epoch'::timestamptz)", type: 'timestamp', direction: 'ASC' },
  },
  defaultSort: 'NAME',
});

export type UserAccountField = keyof typeof USER_ACCOUNT_LIST.fields;
