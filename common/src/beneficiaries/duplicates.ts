// The duplicates review queue (GraphQL `BeneficiaryDuplicatePair`): candidate pairs of the master list found by the
// deduplication, what can be filtered and sorted, and the inputs of the two decisions.
import { z } from 'zod';
import { defineList, timestampFields, timestampSorts } from '../fields.js';
import { idInput } from '../inputs.js';
import { component, timestamp } from '../json.js';
import { beneficiaryJsonSchema } from './json.js';

export const DUPLICATE_STATUSES = ['PENDING', 'MERGED', 'DISTINCT'] as const;
export type DuplicateStatus = (typeof DUPLICATE_STATUSES)[number];

/** DUPLICATE: score ≥ the organisation's duplicate threshold; POSSIBLE_DUPLICATE: ≥ its possible threshold. */
export const DUPLICATE_LEVELS = ['DUPLICATE', 'POSSIBLE_DUPLICATE'] as const;
export type DuplicateLevel = (typeof DUPLICATE_LEVELS)[number];

/** Why a pair was proposed: equal identifiers, or similar names with the same date of birth. */
export const DUPLICATE_REASONS = ['EXTERNAL_REFERENCE_NUMBER', 'PHONE_NUMBER', 'EMAIL', 'NAME_AND_DOB'] as const;
export type DuplicateReason = (typeof DUPLICATE_REASONS)[number];

export const BENEFICIARY_DUPLICATE_LIST = defineList({
  fields: {
    STATUS: { type: 'enum', sql: 'status', nullable: false, values: DUPLICATE_STATUSES },
    LEVEL: { type: 'enum', sql: 'level', nullable: false, values: DUPLICATE_LEVELS },
    SCORE: { type: 'number', sql: 'score', nullable: false },
    ...timestampFields('created_at'),
  },
  sorts: {
    SCORE_HIGHEST: { sql: 'score', type: 'number', direction: 'DESC' },
    ...timestampSorts('created_at'),
  },
  defaultSort: 'SCORE_HIGHEST',
});

export type BeneficiaryDuplicateField = keyof typeof BENEFICIARY_DUPLICATE_LIST.fields;

export const beneficiaryDuplicatePairJsonSchema = component(
  'BeneficiaryDuplicatePair',
  z.object({
    pairId: z.string(),
    beneficiaryA: beneficiaryJsonSchema.meta({
      description: 'The pair’s first beneficiary (the smaller id); after a merge that removed them, as they were.',
    }),
    beneficiaryB: beneficiaryJsonSchema.meta({
      description: 'The other beneficiary; likewise as they were if removed.',
    }),
    score: z.number().meta({ description: '0 to 1: how likely the two are one person.' }),
    level: z.enum(DUPLICATE_LEVELS),
    reasons: z.array(z.enum(DUPLICATE_REASONS)),
    status: z.enum(DUPLICATE_STATUSES),
    keptBeneficiaryId: z.string().nullable().meta({ description: 'After a merge: the beneficiary that stayed.' }),
    decidedBy: z.string().nullable().meta({ description: 'User id of who merged or marked the pair distinct.' }),
    decidedAt: timestamp().nullable(),
    createdAt: timestamp(),
  }),
  'GraphQL `BeneficiaryDuplicatePair`: a candidate pair of the review queue and its decision.',
);
export type BeneficiaryDuplicatePairJson = z.infer<typeof beneficiaryDuplicatePairJsonSchema>;

export const mergeDuplicateSchema = z.strictObject({
  keepBeneficiaryId: idInput().meta({
    description: 'One of the pair: stays, takes the other’s empty fields and lists; the other is removed.',
  }),
});
export type MergeDuplicateInput = z.infer<typeof mergeDuplicateSchema>;
