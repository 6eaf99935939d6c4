// What the organisation's activity log can be filtered and sorted on (GraphQL `ActivityLogField`).
import { defineList, timestampFields, timestampSorts } from '../fields.js';
import { SECTIONS, type Section } from '../permissions.js';

/** What a logged change or event did. */
export const ACTIVITY_ACTIONS = [
  'CREATE',
  'UPDATE',
  'DELETE',
  'CANCEL',
  'REVOKE',
  'SIGN_IN',
  'INVITE',
  'RESEND_INVITATION',
  'ENABLE',
  'DISABLE',
  'SWITCH_ORGANIZATION',
  'IMPORT',
  'MERGE',
  'MARK_DISTINCT',
  'SUBMIT',
  'APPROVE',
  'DISAPPROVE',
  'RESOLVE',
] as const;
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number];

/**
 * The kinds of object a log entry can point at (each domain adds its own), each with the section an entry belongs
 * to, from what it points at: only members with some access to that section read it. Jobs and files have none: their
 * own author and those who oversee members read them (see the activity service).
 */
export const ACTIVITY_OBJECT_SECTION = {
  PROGRAM: 'PROGRAMS',
  JOB: null,
  FILE: null,
  API_KEY: 'USER_MANAGEMENT',
  ACCOUNT: 'PROFILE_AND_ORGANIZATION',
  USER: 'USER_MANAGEMENT',
  MEMBERSHIP: 'USER_MANAGEMENT',
  ROLE: 'USER_MANAGEMENT',
  BENEFICIARY: 'BENEFICIARY_LISTS',
  BENEFICIARY_LIST: 'BENEFICIARY_LISTS',
  BENEFICIARY_IMPORT: 'BENEFICIARY_LISTS',
  BENEFICIARY_DUPLICATE: 'BENEFICIARY_LISTS',
  // Distributions live in the program view; their own sections differ by type, a log entry has one section.
  DISTRIBUTION: 'PROGRAMS',
  SMART_FORM: 'SMART_FORMS',
} as const satisfies Readonly<Record<string, Section | null>>;
export type ActivityObjectType = keyof typeof ACTIVITY_OBJECT_SECTION;
/** The same kinds, in the table's order, as an enumeration's values. */
export const ACTIVITY_OBJECT_TYPES = Object.keys(ACTIVITY_OBJECT_SECTION) as readonly ActivityObjectType[];

export const ACTIVITY_LOG_LIST = defineList({
  fields: {
    USER_ID: { type: 'id', sql: 'user_id', nullable: true },
    ACTION: { type: 'enum', sql: 'action', nullable: false, values: ACTIVITY_ACTIONS },
    OBJECT_TYPE: { type: 'enum', sql: 'object_type', nullable: false, values: ACTIVITY_OBJECT_TYPES },
    OBJECT_ID: { type: 'id', sql: 'object_id', nullable: false },
    SECTION: { type: 'enum', sql: 'section', nullable: true, values: SECTIONS },
    SITE_PATH: { type: 'text', sql: 'site_path', nullable: true },
    ...timestampFields('created_at'),
  },
  sorts: {
    ...timestampSorts('created_at'),
  },
  defaultSort: 'CREATED_AT_NEWEST',
});

export type ActivityLogField = keyof typeof ACTIVITY_LOG_LIST.fields;
