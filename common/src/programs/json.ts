// The program as the REST API answers it (GraphQL `Program` 1:1).
import { z } from 'zod';
import { PROGRAM_STATUSES, PROGRAM_TYPES } from '../enums.js';
import { calendarDate, changeStamps, component } from '../json.js';

export const programJsonSchema = component(
  'Program',
  z.object({
    programId: z.string(),
    accountId: z.string(),
    programName: z.string(),
    description: z.string().nullable(),
    programType: z.enum(PROGRAM_TYPES),
    programStatus: z.enum(PROGRAM_STATUSES),
    currency: z.string().meta({ pattern: '^[A-Z]{3}$' }),
    budget: z.number().int().nullable().meta({ description: 'Minor units (cents).' }),
    startDate: calendarDate().nullable(),
    endDate: calendarDate().nullable(),
    ...changeStamps({ createdBy: 'User id; the gateway resolves it with GET /users?ids=.', updatedBy: 'User id.' }),
  }),
  'GraphQL `Program`.',
);
export type ProgramJson = z.infer<typeof programJsonSchema>;
