// The conflicts list of the scanning screen and reconciliation: newest first by default.
import { defineList } from '../fields.js';
import { CONFLICT_REASONS } from './refusals.js';

export const REDEMPTION_CONFLICT_LIST = defineList({
  fields: {
    DISTRIBUTION_ID: { type: 'id', sql: 'distribution_id', nullable: false },
    VOUCHER_ID: { type: 'id', sql: 'voucher_id', nullable: false },
    REASON: { type: 'enum', sql: 'reason', nullable: false, values: CONFLICT_REASONS },
    CREATED_AT: { type: 'timestamp', sql: 'server_time', nullable: false },
    RESOLVED_AT: { type: 'timestamp', sql: 'resolved_at', nullable: true },
  },
  sorts: {
    CREATED_AT_NEWEST: { sql: 'server_time', type: 'timestamp', direction: 'DESC' },
    CREATED_AT_OLDEST: { sql: 'server_time', type: 'timestamp', direction: 'ASC' },
  },
  defaultSort: 'CREATED_AT_NEWEST',
});
