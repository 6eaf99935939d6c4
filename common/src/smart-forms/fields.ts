// What the smart forms list can be filtered and sorted on. The GraphQL contract exposes only `status` and paging
// (newest first); the REST list takes the engine's filters too, for partners and later screens.
import { defineList, timestampFields, timestampSorts } from '../fields.js';
import { SMART_FORM_STATUSES } from './json.js';

export const SMART_FORM_LIST = defineList({
  fields: {
    SMART_FORM_ID: { type: 'id', sql: 'smart_form_id', nullable: false },
    FORM_NAME: { type: 'text', sql: 'form_name', nullable: false },
    STATUS: { type: 'enum', sql: 'status', nullable: false, values: SMART_FORM_STATUSES },
    TARGET_LIST_ID: { type: 'id', sql: 'target_list_id', nullable: false },
    ...timestampFields('created_at', 'updated_at'),
  },
  sorts: { ...timestampSorts('created_at') },
  defaultSort: 'CREATED_AT_NEWEST',
});
export type SmartFormField = keyof typeof SMART_FORM_LIST.fields;
