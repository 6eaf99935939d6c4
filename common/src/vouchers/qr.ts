// What a voucher's QR code carries: a compact, versioned, signed string a scanner can check offline with the
// organisation's public key (Ed25519). The API signs with Node's crypto; verifying uses WebCrypto so the same code
// runs in the browser's scanner and in Node, or @noble/ed25519 on browsers without Ed25519 in WebCrypto (ed25519.ts).
//
//   AV1.<voucherId>.<accountId>.<amountMinor>.<currency>.<validUntil|->.<signature base64url>
//
// The signature covers everything before its dot, so changing any field (value, id, date, currency, organisation)
// breaks it. Ids, currency codes and dates never contain a dot.

import { verifyEd25519 } from './ed25519.js';

export const VOUCHER_QR_VERSION = 'AV1';

export type VoucherQrFields = {
  voucherId: string;
  accountId: string;
  amount: number;
  currency: string;
  /** YYYY-MM-DD, or null when the voucher does not expire. */
  validUntil: string | null;
};

export type VoucherQr = VoucherQrFields & { signature: string };

/** The bytes that are signed: the payload without its signature. */
export function voucherSignedText(fields: VoucherQrFields): string {
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string' && value.includes('.')) throw new Error(`A voucher's ${name} cannot contain "."`);
  }
  return [
    VOUCHER_QR_VERSION,
    fields.voucherId,
    fields.accountId,
    String(fields.amount),
    fields.currency,
    fields.validUntil ?? '-',
  ].join('.');
}

export function encodeVoucherQr(qr: VoucherQr): string {
  return `${voucherSignedText(qr)}.${qr.signature}`;
}

/** The payload's fields, or undefined when it is not a voucher QR of a version we read. */
export function parseVoucherQr(payload: string): VoucherQr | undefined {
  const parts = payload.trim().split('.');
  if (parts.length !== 7 || parts[0] !== VOUCHER_QR_VERSION) return undefined;
  const [, voucherId, accountId, amount, currency, validUntil, signature] = parts as [string, ...string[]];
  if (!voucherId || !accountId || !signature || !/^\d{1,15}$/.test(amount ?? '')) return undefined;
  if (!/^[A-Z]{3}$/.test(currency ?? '') || !/^(-|\d{4}-\d{2}-\d{2})$/.test(validUntil ?? '')) return undefined;
  if (!/^[A-Za-z0-9_-]+$/.test(signature)) return undefined;
  return {
    voucherId,
    accountId,
    amount: Number(amount),
    currency: currency as string,
    validUntil: validUntil === '-' ? null : (validUntil as string),
    signature,
  };
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const b64 = text.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(b64 + '='.repeat((4 - (b64.length % 4)) % 4));
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

/**
 * The payload's fields when its signature is the organisation's (`publicKey`: the raw 32-byte Ed25519 key in
 * base64url, as GET /organization/voucher-key gives it), else undefined: tampered, foreign or malformed.
 */
export async function verifyVoucherQr(payload: string, publicKey: string): Promise<VoucherQr | undefined> {
  const qr = parseVoucherQr(payload);
  if (!qr) return undefined;
  try {
    const data = new TextEncoder().encode(voucherSignedText(qr));
    const ok = await verifyEd25519(fromBase64Url(qr.signature), data, fromBase64Url(publicKey));
    return ok ? qr : undefined;
  } catch {
    // A key or signature of the wrong size is not a genuine voucher either.
    return undefined;
  }
}
