// Message template inputs, one schema for the web editor and the API: the placeholder rule names the bad token.
import { z } from 'zod';
import { DISTRIBUTION_TYPES } from '../distributions/enums.js';
import { idInput } from '../inputs.js';
import { fieldCode, type Validated, validate } from '../validation.js';
import { NOTIFICATION_CHANNELS } from './enums.js';
import { isKnownLanguage } from './languages.js';
import { templateProblems, templateProblemsMessage } from './placeholders.js';

export const TEMPLATE_BODY_MAX = 2000;
export const TEMPLATE_SUBJECT_MAX = 200;

/**
 * Template text: every `{...}` token must be an allowed placeholder. One issue per text (field errors keep one per
 * field and code) whose `tokens` param names every bad token; `validateTemplate` words its message.
 */
export const templateTextSchema = (max: number) =>
  z
    .string()
    .max(max)
    .superRefine((text, ctx) => {
      const problems = templateProblems(text);
      if (problems.length === 0) return;
      ctx.addIssue({
        code: 'custom',
        message: templateProblemsMessage(problems),
        params: { code: 'INVALID_VALUE', tokens: problems.map((p) => p.token).join(' ') },
        input: text,
      });
    });

export const templateLanguageSchema = z
  .string()
  .refine(isKnownLanguage, fieldCode('INVALID_VALUE', { expected: 'an ISO 639-1 language code such as en or fr' }))
  .meta({ description: 'ISO 639-1, lower case, e.g. fr.' });

const id = idInput();

const subjectRule = (value: { channel?: string; subject?: string | null }, ctx: z.RefinementCtx) => {
  if (value.channel === 'EMAIL' && !value.subject) {
    ctx.addIssue({ code: 'custom', path: ['subject'], params: { code: 'REQUIRED' }, input: value.subject });
  }
};

export const createMessageTemplateSchema = z
  .strictObject({
    language: templateLanguageSchema,
    channel: z.enum(NOTIFICATION_CHANNELS).default('SMS'),
    distributionType: z
      .enum(DISTRIBUTION_TYPES)
      .nullable()
      .default(null)
      .meta({ description: 'Only for distributions of this type; null: any type (a typed template wins).' }),
    subject: templateTextSchema(TEMPLATE_SUBJECT_MAX).trim().nullable().default(null).meta({
      description: 'EMAIL only, required there.',
    }),
    body: templateTextSchema(TEMPLATE_BODY_MAX).trim().pipe(z.string().min(1)),
  })
  .superRefine(subjectRule);
export type CreateMessageTemplateInput = z.infer<typeof createMessageTemplateSchema>;

/** Language, channel and type identify a template and stay as created; the texts change. */
export const updateMessageTemplateSchema = z.strictObject({
  subject: templateTextSchema(TEMPLATE_SUBJECT_MAX).trim().nullable().optional(),
  body: templateTextSchema(TEMPLATE_BODY_MAX).trim().pipe(z.string().min(1)).optional(),
});
export type UpdateMessageTemplateInput = z.infer<typeof updateMessageTemplateSchema>;

export const notificationSettingsSchema = z.strictObject({
  defaultLanguage: templateLanguageSchema.meta({
    description: "The language of families whose nationality's languages have no template.",
  }),
});
export type NotificationSettingsInput = z.infer<typeof notificationSettingsSchema>;

export const sendNotificationsSchema = z.strictObject({
  channel: z.enum(NOTIFICATION_CHANNELS).default('SMS'),
});
export type SendNotificationsInput = z.infer<typeof sendNotificationsSchema>;

export const previewNotificationSchema = z.strictObject({
  channel: z.enum(NOTIFICATION_CHANNELS).default('SMS'),
  templateId: id.optional().meta({ description: "Render this template; default: the family's language's one." }),
  beneficiaryId: id.optional().meta({ description: 'A family of the distribution; default: the first entitled.' }),
});
export type PreviewNotificationInput = z.infer<typeof previewNotificationSchema>;

/**
 * `validate` with the placeholder rule's own words: "Unknown placeholder {first_name}: use {first-name} (allowed:
 * …)" rather than the generic text of INVALID_VALUE, so API, gateway and web say the same thing.
 */
export function validateTemplate<S extends z.ZodType>(schema: S, input: unknown): Validated<z.output<S>> {
  const result = validate(schema, input);
  if (result.ok) return result;
  const fieldErrors = result.fieldErrors.map((error) => {
    const expected = error.params?.expected;
    if (error.code === 'INVALID_VALUE' && typeof expected === 'string')
      return { ...error, message: `must be ${expected}` };
    const tokens = error.params?.tokens;
    if (typeof tokens !== 'string') return error;
    const text = (input as Record<string, unknown>)[error.field];
    const problems = typeof text === 'string' ? templateProblems(text) : [];
    return problems.length ? { ...error, message: templateProblemsMessage(problems) } : error;
  });
  return { ok: false, fieldErrors };
}
