// What the distributions list can be filtered and sorted on (GraphQL `DistributionField` later).
import { defineList } from '../fields.js';
import { DISTRIBUTION_STATUSES, DISTRIBUTION_TYPES } from './enums.js';

export const DISTRIBUTION_LIST = defineList({
  fields: {
    DISTRIBUTION_ID: { type: 'id', sql: 'distribution_id', nullable: false },
    PROGRAM_ID: { type: 'id', sql: 'program_id', nullable: false },
    DISTRIBUTION_NAME: { type: 'text', sql: 'distribution_name', nullable: false },
    DISTRIBUTION_TYPE: { type: 'enum', sql: 'distribution_type', nullable: false, values: DISTRIBUTION_TYPES },
    DISTRIBUTION_STATUS: { type: 'enum', sql: 'distribution_status', nullable: false, values: DISTRIBUTION_STATUSES },
    VALID_UNTIL: { type: 'date', sql: 'valid_until', nullable: true },
    CREATED_AT: { type: 'timestamp', sql: 'created_at', nullable: false },
    UPDATED_AT: { type: 'timestamp', sql: 'updated_at', nullable: false },
  },
  sorts: {
    CREATED_AT_NEWEST: { sql: 'created_at', type: 'timestamp', direction: 'DESC' },
    CREATED_AT_OLDEST: { sql: 'created_at', type: 'timestamp', direction: 'ASC' },
    UPDATED_AT_NEWEST: { sql: 'updated_at', type: 'timestamp', direction: 'DESC' },
    UPDATED_AT_OLDEST: { sql: 'updated_at', type: 'timestamp', direction: 'ASC' },
    NAME: { sql: 'lower(distribution_name) COLLATE "C"', type: 'text', direction: 'ASC' },
    STATUS: { sql: 'distribution_status COLLATE "C"', type: 'text', direction: 'ASC' },
    TYPE: { sql: 'distribution_type COLLATE "C"', type: 'text', direction: 'ASC' },
  },
  defaultSort: 'CREATED_AT_NEWEST',
});

/** Entitlements page in the order they were generated (ids sort by creation time). */
export const ENTITLEMENT_LIST = defineList({
  fields: {
    BENEFICIARY_ID: { type: 'id', sql: 'beneficiary_id', nullable: false },
    PAYMENT_STATUS: { type: 'text', sql: 'payment_status', nullable: false },
    CREATED_AT: { type: 'timestamp', sql: 'created_at', nullable: false },
  },
  sorts: {
    CREATED_AT_OLDEST: { sql: 'created_at', type: 'timestamp', direction: 'ASC' },
    CREATED_AT_NEWEST: { sql: 'created_at', type: 'timestamp', direction: 'DESC' },
  },
  defaultSort: 'CREATED_AT_OLDEST',
});
