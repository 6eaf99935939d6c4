// Post-distribution monitoring through smart forms (issue 25): starting it on a distribution (a sample of its
// families, each with a personal link to the monitoring form), and what the distribution summary shows of the answers.
import { z } from 'zod';
import { component } from '../json.js';
import { formLanguage } from './definition.js';

export const MONITORING_SAMPLE_MAX = 10_000;

export const startMonitoringSchema = component(
  'StartDistributionMonitoring',
  z.strictObject({
    sampleSize: z
      .number()
      .int()
      .min(1)
      .max(MONITORING_SAMPLE_MAX)
      .meta({ description: 'How many families to draw (fewer when fewer are left to invite).' }),
    language: formLanguage
      .optional()
      .meta({ description: "The monitoring form's language; the organisation's default (else en) without one." }),
  }),
  "Starts or extends a distribution's monitoring: a stratified random sample of families not invited yet.",
);
export type StartMonitoringInput = z.infer<typeof startMonitoringSchema>;

export const monitoringStartJsonSchema = component(
  'DistributionMonitoringStart',
  z.object({
    sampled: z.number().int().min(0).meta({ description: 'Families invited by this start.' }),
    strata: z
      .array(z.object({ status: z.string(), count: z.number().int().min(0) }))
      .meta({ description: 'Per stratum (collection, payment or usage status): families invited now.' }),
    smartFormId: z.string(),
    links: z
      .array(z.object({ beneficiaryId: z.string(), link: z.string() }))
      .meta({ description: "Each invited family's personal link (/f/<form token>?m=<invitation token>)." }),
  }),
  'What a monitoring start drew.',
);
export type MonitoringStartJson = z.infer<typeof monitoringStartJsonSchema>;

export const MONITORING_ANSWER_TYPES = ['TEXT', 'NUMBER', 'YES_NO', 'RATING'] as const;

export const monitoringQuestionSummaryJsonSchema = component(
  'MonitoringQuestionSummary',
  z.object({
    question: z.string(),
    answerType: z.enum(MONITORING_ANSWER_TYPES),
    answered: z.number().int().min(0).meta({ description: 'Invited families that answered this question.' }),
    yes: z.number().int().min(0).nullable().meta({ description: 'YES_NO: answers yes; null otherwise.' }),
    no: z.number().int().min(0).nullable().meta({ description: 'YES_NO: answers no; null otherwise.' }),
    average: z
      .number()
      .nullable()
      .meta({ description: 'NUMBER, RATING: the mean answer; null otherwise or unanswered.' }),
  }),
  "One monitoring question's answers in a distribution summary.",
);
export type MonitoringQuestionSummaryJson = z.infer<typeof monitoringQuestionSummaryJsonSchema>;

/** The element name a distribution's n-th monitoring question gets in its form (q1, q2, …): the report reads it. */
export const monitoringElementName = (index: number): string => `q${index + 1}`;
