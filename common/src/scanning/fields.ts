// The conflicts list of the scanning screen and reconciliation: newest first by default.
import { defineList, timestampFields, timestampSorts } from '../fields.js';
import { CONFLICT_REASONS } from './refusals.js';

export const REDEMPTION_CONFLICT_LIST = defineList({
  fields: {
    DISTRIBUTION_ID: { type: 'id', sql: 'distribution_id', nullable: false },
    VOUCHER_ID: { type: 'id', sql: 'voucher_id', nullable: false },
    REASON: { type: 'enum', sql: 'reason', nullable: false, values: CONFLICT_REASONS },
    ...timestampFields({ created_at: 'server_time' }),
    RESOLVED_AT: { type: 'timestamp', sql: 'resolved_at', nullable: true },
  },
  sorts: {
    ...timestampSorts({ created_at: 'server_time' }),
  },
  defaultSort: 'CREATED_AT_NEWEST',
});
