// What the programs list can be filtered and sorted on (GraphQL `ProgramField`, checked by a gateway test).
import { PROGRAM_STATUSES, PROGRAM_TYPES } from '../enums.js';
import { defineList, textSorts, timestampFields, timestampSorts } from '../fields.js';

export const PROGRAM_LIST = defineList({
  fields: {
    PROGRAM_ID: { type: 'id', sql: 'program_id', nullable: false },
    PROGRAM_NAME: { type: 'text', sql: 'program_name', nullable: false, trigram: true },
    DESCRIPTION: { type: 'text', sql: 'description', nullable: true, trigram: true },
    PROGRAM_TYPE: { type: 'enum', sql: 'program_type', nullable: false, values: PROGRAM_TYPES },
    PROGRAM_STATUS: { type: 'enum', sql: 'program_status', nullable: false, values: PROGRAM_STATUSES },
    CURRENCY: { type: 'text', sql: 'currency', nullable: false },
    BUDGET: { type: 'money', sql: 'budget', nullable: true },
    START_DATE: { type: 'date', sql: 'start_date', nullable: true },
    END_DATE: { type: 'date', sql: 'end_date', nullable: true },
    ...timestampFields('created_at', 'updated_at'),
  },
  sorts: {
    ...timestampSorts('created_at', 'updated_at'),
    ...textSorts({ NAME: 'lower(program_name)', STATUS: 'program_status', TYPE: 'program_type' }),
  },
  defaultSort: 'CREATED_AT_NEWEST',
});

export type ProgramField = keyof typeof PROGRAM_LIST.fields;
