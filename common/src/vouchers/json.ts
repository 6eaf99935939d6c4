// Vouchers as the REST API answers them: the public page's narrow view and the organisation's verifying key.
import { z } from 'zod';
import { idInput } from '../inputs.js';
import { calendarDate, component } from '../json.js';
import { VOUCHER_PDF_SELECTED_MAX, VOUCHER_USAGE_STATUSES } from './usage.js';

export const publicVoucherJsonSchema = component(
  'PublicVoucher',
  z.object({
    qrPayload: z.string().meta({ description: 'The signed QR content (AV1.…), see common/src/vouchers/qr.ts.' }),
    amount: z.number().int().meta({ description: 'Minor units (cents).' }),
    currency: z.string(),
    validUntil: calendarDate().nullable(),
    usageStatus: z.enum(VOUCHER_USAGE_STATUSES),
    remainingAmount: z.number().int().meta({ description: 'Minor units (cents).' }),
    language: z.string().meta({
      description:
        "The language the page speaks to the family (ISO 639-1): the first of their nationality's languages the " +
        "platform has voucher texts in, else the organisation's language for families, else en.",
    }),
  }),
  "What a voucher's public page shows: its QR and value, nothing personal.",
);
export type PublicVoucherJson = z.infer<typeof publicVoucherJsonSchema>;

export const voucherKeyJsonSchema = component(
  'VoucherKey',
  z.object({
    accountId: z.string(),
    algorithm: z.literal('Ed25519'),
    publicKey: z.string().meta({ description: 'The raw 32-byte public key, base64url.' }),
  }),
  "The key that verifies this organisation's voucher QR codes offline.",
);
export type VoucherKeyJson = z.infer<typeof voucherKeyJsonSchema>;

/** POST /distributions/{id}/vouchers.pdf: which vouchers to print (all of the distribution when absent). */
export const voucherPdfRequestSchema = z.strictObject({
  selectedIds: z
    .array(idInput())
    .min(1)
    .max(VOUCHER_PDF_SELECTED_MAX)
    .optional()
    .meta({ description: 'Entitlement (voucher) ids of this distribution; absent: all of its vouchers.' }),
});
export type VoucherPdfRequest = z.infer<typeof voucherPdfRequestSchema>;
