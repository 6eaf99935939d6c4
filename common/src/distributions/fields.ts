// What the distributions list can be filtered and sorted on (GraphQL `DistributionField` later).
import { defineList, textSorts, timestampFields, timestampSorts } from '../fields.js';
import { DISTRIBUTION_STATUSES, DISTRIBUTION_TYPES } from './enums.js';

export const DISTRIBUTION_LIST = defineList({
  fields: {
    DISTRIBUTION_ID: { type: 'id', sql: 'distribution_id', nullable: false },
    PROGRAM_ID: { type: 'id', sql: 'program_id', nullable: false },
    DISTRIBUTION_NAME: { type: 'text', sql: 'distribution_name', nullable: false },
    DISTRIBUTION_TYPE: { type: 'enum', sql: 'distribution_type', nullable: false, values: DISTRIBUTION_TYPES },
    DISTRIBUTION_STATUS: { type: 'enum', sql: 'distribution_status', nullable: false, values: DISTRIBUTION_STATUSES },
    VALID_UNTIL: { type: 'date', sql: 'valid_until', nullable: true },
    ...timestampFields('created_at', 'updated_at'),
  },
  sorts: {
    ...timestampSorts('created_at', 'updated_at'),
    ...textSorts({ NAME: 'lower(distribution_name)', STATUS: 'distribution_status', TYPE: 'distribution_type' }),
  },
  defaultSort: 'CREATED_AT_NEWEST',
});

/** Entitlements page in the order they were generated (ids sort by creation time). */
export const ENTITLEMENT_LIST = defineList({
  fields: {
    BENEFICIARY_ID: { type: 'id', sql: 'beneficiary_id', nullable: false },
    PAYMENT_STATUS: { type: 'text', sql: 'payment_status', nullable: false },
    ...timestampFields('created_at'),
  },
  sorts: {
    ...timestampSorts({ created_at: 'created_at' }, { oldestFirst: true }),
  },
  defaultSort: 'CREATED_AT_OLDEST',
});
