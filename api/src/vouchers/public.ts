// GET /public/vouchers/{code}: the one route without a caller. It serves the family's short page (the gateway's
// /v/<code>) with only what that page shows, and the language it is to speak (texts.ts), through the database function
// public_voucher (migrations/0016, 0038), which answers one exact code of an APPROVED voucher distribution and nothing
// else; the request itself runs as the app role with no organisation, so row-level security still hides every table.
// Rate-limited per client. The declaration is also the route's OpenAPI operation.
import {
  normalizeVoucherCode,
  type PublicVoucherJson,
  publicVoucherJsonSchema,
  VOUCHER_PAGE_RATE_PER_MINUTE,
  voucherUsage,
} from '@aid/common/vouchers';
import type { Request, Router } from 'express';
import { z } from 'zod';
import type { Db } from '../db/db.js';
import { APP_ROLE } from '../db/tenant.js';
import { clientOf } from '../http/client-address.js';
import { sharedRateLimiter } from '../http/rate-limit.js';
import { defineRoute, routerOf } from '../http/route.js';
import { VoucherError } from './errors.js';
import { qrPayloadOf } from './keys.js';
import { voucherLanguage } from './texts.js';

type PublicRow = {
  voucher_id: string;
  account_id: string;
  amount: number | string;
  currency: string;
  valid_until: string | null;
  signature: string;
  redeemed: number | string;
  nationality: string | null;
  family_language: string | null;
};

export async function findPublicVoucher(db: Db, input: string): Promise<PublicVoucherJson | undefined> {
  const code = normalizeVoucherCode(input);
  if (!code) return undefined;
  const [row] = await db.transaction(async (tx) => {
    await tx.query(`SELECT set_config('role', '${APP_ROLE}', true)`);
    return tx.query<PublicRow>(
      `SELECT voucher_id, account_id, amount, currency, valid_until::text AS valid_until, signature, redeemed,
              nationality, family_language
         FROM public_voucher($1)`,
      [code],
    );
  });
  if (!row) return undefined;
  const amount = Number(row.amount);
  const currency = row.currency.trim();
  const qrPayload = qrPayloadOf(
    { voucherId: row.voucher_id, accountId: row.account_id, amount, currency, validUntil: row.valid_until },
    row.signature,
  );
  return {
    qrPayload,
    amount,
    currency,
    validUntil: row.valid_until,
    ...voucherUsage(amount, Number(row.redeemed)),
    // The language alone leaves: the nationality it comes from stays here.
    language: voucherLanguage(row.nationality, row.family_language ?? 'en'),
  };
}

export function publicVouchersRouter({
  db,
  gatewaySecret,
  perMinute = VOUCHER_PAGE_RATE_PER_MINUTE,
}: {
  db: Db;
  gatewaySecret: string | undefined;
  perMinute?: number;
}): Router {
  // Counted in the database: the limit holds across every API process and gateway.
  const limiter = sharedRateLimiter(db, 'voucher-page', perMinute);
  return routerOf({}, [
    defineRoute({
      method: 'get',
      path: '/public/vouchers/:code',
      operationId: 'getPublicVoucher',
      summary: "A voucher's public view (the short page /v/<code>)",
      description:
        'No authentication. Only for a voucher of an APPROVED distribution; the code is read as typed (case, ' +
        `dashes and look-alikes forgiven). At most ${VOUCHER_PAGE_RATE_PER_MINUTE} look-ups per client and minute.`,
      tags: ['vouchers'],
      caller: 'public',
      // Read as typed: normalizeVoucherCode forgives what a person gets wrong, and anything else is a 404.
      params: { code: { schema: z.string(), read: (req: Request, name: string) => String(req.params[name] ?? '') } },
      response: { description: 'The QR payload and value, nothing personal.', schema: publicVoucherJsonSchema },
      errors: {
        '404': 'Unknown code, or its distribution is not APPROVED (code NOT_FOUND): the two look alike.',
        '429': 'Too many look-ups from this client (code RATE_LIMITED); see Retry-After.',
      },
      handler: async ({ req, res, params }) => {
        res.setHeader('Cache-Control', 'no-store');
        res.setHeader('X-Robots-Tag', 'noindex, nofollow');
        const decision = await limiter.take(clientOf(req, gatewaySecret));
        if (!decision.allowed) {
          res.setHeader('Retry-After', String(decision.retryAfterSeconds));
          throw new VoucherError(
            'RATE_LIMITED',
            `Too many voucher look-ups from this address; try again in ${decision.retryAfterSeconds} s`,
          );
        }
        const voucher = await findPublicVoucher(db, params.code);
        if (!voucher) throw VoucherError.publicNotFound();
        return voucher;
      },
    }),
  ]);
}
