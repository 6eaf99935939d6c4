// An activity log entry as the REST API answers it (GraphQL `ActivityLog`).
import { z } from 'zod';
import { component, timestamp } from '../json.js';
import { SECTIONS } from '../permissions.js';
import { ACTIVITY_ACTIONS, ACTIVITY_OBJECT_TYPES } from './fields.js';

export const activityLogJsonSchema = component(
  'ActivityLog',
  z.object({
    logId: z.string(),
    accountId: z.string(),
    userId: z.string().nullable(),
    action: z.enum(ACTIVITY_ACTIONS),
    objectType: z.enum(ACTIVITY_OBJECT_TYPES),
    objectId: z.string(),
    section: z
      .enum(SECTIONS)
      .nullable()
      .meta({ description: 'The section the entry belongs to; null for jobs and files.' }),
    sitePath: z.string().nullable(),
    changes: z
      .record(z.string(), z.object({ from: z.unknown(), to: z.unknown() }))
      .meta({ description: 'Per changed field: its value before (null on creation) and after.' }),
    createdAt: timestamp(),
  }),
  'GraphQL `ActivityLog`.',
);
export type ActivityLogJson = z.infer<typeof activityLogJsonSchema>;
