// Where a family finds their voucher: the short public page of a voucher code and its QR image. One place for the
// paths, so the notification that links them and the gateway that serves them cannot drift apart.

/** `/v/<code>`: the family's page, their voucher's QR and amount and nothing else. */
export function voucherShortPath(code: string): string {
  return `/v/${encodeURIComponent(code)}`;
}

/** `/v/<code>/qr.svg`: the QR image alone, for messages that link an image. */
export function voucherQrPath(code: string): string {
  return `${voucherShortPath(code)}/qr.svg`;
}
