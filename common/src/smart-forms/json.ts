// A smart form as the REST API answers it (GraphQL `SmartForm`) and the inputs that create and change one.
import { z } from 'zod';
import { idInput, optionalTextInput, requiredTextInput } from '../inputs.js';
import { component, timestamp } from '../json.js';
import { fieldCode } from '../validation.js';
import { definitionSchema } from './definition.js';

export const SMART_FORM_STATUSES = ['DRAFT', 'PUBLISHED', 'CLOSED'] as const;
export type SmartFormStatus = (typeof SMART_FORM_STATUSES)[number];

export const SMART_FORM_NAME_MAX = 200;
export const SMART_FORM_DESCRIPTION_MAX = 5000;
export const ACCESS_CODE_MIN = 4;
export const ACCESS_CODE_MAX = 64;

export const smartFormVersionJsonSchema = z.object({
  version: z.number().int().min(1),
  publishedAt: timestamp(),
  publishedBy: z.string().nullable(),
  definition: definitionSchema,
});
export type SmartFormVersionJson = z.infer<typeof smartFormVersionJsonSchema>;

export const smartFormJsonSchema = component(
  'SmartForm',
  z.object({
    smartFormId: z.string(),
    accountId: z.string(),
    formName: z.string(),
    description: z.string().nullable(),
    status: z.enum(SMART_FORM_STATUSES),
    targetListId: z.string(),
    autoAccept: z.boolean(),
    accessCodeRequired: z.boolean(),
    draft: definitionSchema,
    publishedVersion: z.number().int().nullable(),
    versions: z.array(smartFormVersionJsonSchema).meta({ description: 'Published versions, newest first.' }),
    publicToken: z.string().nullable().meta({ description: 'Once published: the public link is /f/<publicToken>.' }),
    createdAt: timestamp(),
    createdBy: z.string().nullable(),
    updatedAt: timestamp(),
    updatedBy: z.string().nullable(),
  }),
  'A registration or monitoring form: its draft and its published versions.',
);
export type SmartFormJson = z.infer<typeof smartFormJsonSchema>;

export const createSmartFormSchema = component(
  'CreateSmartForm',
  z.strictObject({
    formName: requiredTextInput(SMART_FORM_NAME_MAX),
    description: optionalTextInput(SMART_FORM_DESCRIPTION_MAX, { lineBreaks: true }).optional(),
    targetListId: idInput(),
    definition: definitionSchema.optional().meta({ description: 'Absent: one empty page in English.' }),
  }),
  'A new draft form.',
);
export type CreateSmartFormInput = z.infer<typeof createSmartFormSchema>;

export const updateSmartFormSchema = component(
  'UpdateSmartForm',
  z.strictObject({
    formName: requiredTextInput(SMART_FORM_NAME_MAX).optional(),
    description: optionalTextInput(SMART_FORM_DESCRIPTION_MAX, { lineBreaks: true }).optional(),
    targetListId: idInput().optional(),
    autoAccept: z.boolean().optional(),
    accessCode: z
      .string()
      .max(ACCESS_CODE_MAX)
      .refine((v) => v === '' || v.length >= ACCESS_CODE_MIN, fieldCode('TOO_SHORT', { min: ACCESS_CODE_MIN }))
      .optional()
      .meta({ description: 'A code the public link asks for; empty text removes it.' }),
    definition: definitionSchema.optional(),
  }),
  'Changes to a form: only what is given changes.',
);
export type UpdateSmartFormInput = z.infer<typeof updateSmartFormSchema>;
