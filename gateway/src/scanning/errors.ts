// Scanning refusals: the REST error's `reason` (NOT_GENUINE, EXPIRED, …) travels with the typed result so the
// scanner shows one clear message per reason. A look-up refusal is a GraphQL error whose extensions carry the reason
// (RestError does that already); a redemption's is answered in its result.
import { SCAN_REFUSALS, type ScanRefusal } from '@aid/common/scanning';
import type { z } from 'zod';
import { type ReasonedOutcome, validatedReasonedOutcome } from '../distributions/errors.js';

export type ScanOutcome<T> = ReasonedOutcome<T, ScanRefusal>;

/** Checked with the shared schema first (no REST call when it fails), then the REST refusal's reason kept. */
export function validatedScanOutcome<T>(schema: z.ZodType, input: unknown, call: () => Promise<T>) {
  return validatedReasonedOutcome<T, ScanRefusal>(SCAN_REFUSALS, schema, input, call);
}
