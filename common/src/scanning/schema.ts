// The scanning inputs, validated with one schema on every side (the scanner, the gateway, the API).
import { z } from 'zod';
import { isZonedDateTime } from '../dates.js';
import { idInput, minorUnitsInput } from '../inputs.js';
import { fieldCode } from '../validation.js';
import { SCANNING_LIMITS } from './refusals.js';

const id = idInput();
const amount = minorUnitsInput(1).meta({ description: 'Minor units (cents), more than 0.' });
const idempotencyKey = z
  .string()
  .min(SCANNING_LIMITS.idempotencyKeyMin)
  .max(SCANNING_LIMITS.idempotencyKeyMax)
  .meta({ description: 'Made by the device once per redemption; the same key again never counts twice.' });
const deviceTime = z
  .string()
  .refine(isZonedDateTime, fieldCode('INVALID_DATE_TIME'))
  .meta({ format: 'date-time', description: "The device's clock when the voucher was redeemed." });
const deviceId = z.string().trim().min(1).max(SCANNING_LIMITS.deviceIdMax);

/** POST /scanning/lookup: the scanned QR payload or the typed code, exactly one. */
export const scanLookupSchema = z
  .strictObject({
    qr: z.string().max(SCANNING_LIMITS.qrMaxLength).optional().meta({ description: 'The QR content (AV1.…).' }),
    code: z
      .string()
      .max(40)
      .optional()
      .meta({ description: 'The 12-character code as typed (dashes, case forgiven).' }),
  })
  .superRefine((value, ctx) => {
    if ((value.qr === undefined) === (value.code === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['qr'], params: { code: 'REQUIRED' }, input: value.qr });
    }
  });
export type ScanLookupInput = z.infer<typeof scanLookupSchema>;

/** What every online scan (a redemption, an in-kind hand-over) carries besides its subject. */
export const scanInputFields = {
  idempotencyKey,
  deviceTime: deviceTime.optional(),
  deviceId: deviceId.optional(),
  photoFileId: id.optional().meta({ description: 'An upload of this organisation: the camera photo.' }),
  signatureFileId: id.optional().meta({ description: 'An upload of this organisation: the drawn signature.' }),
};

/** POST /scanning/redemptions: one online redemption. */
export const redeemVoucherSchema = z.strictObject({ voucherId: id, amount, ...scanInputFields });
export type RedeemVoucherInput = z.infer<typeof redeemVoucherSchema>;

/** What every offline scan (a redemption, an in-kind hand-over) carries besides its subject: the device's time is due. */
export const offlineScanFields = {
  idempotencyKey,
  deviceTime,
  photoFileId: id.optional(),
  signatureFileId: id.optional(),
};

/** The device's own identifier, as every sync names it. */
export const syncDeviceId = deviceId;

export const offlineRedemptionSchema = z.strictObject({ voucherId: id, amount, ...offlineScanFields });
export type OfflineRedemptionInput = z.infer<typeof offlineRedemptionSchema>;

/** POST /scanning/sync: what one device redeemed while offline. */
export const syncRedemptionsSchema = z.strictObject({
  deviceId,
  redemptions: z.array(offlineRedemptionSchema).min(1).max(SCANNING_LIMITS.syncBatchMax),
});
export type SyncRedemptionsInput = z.infer<typeof syncRedemptionsSchema>;
