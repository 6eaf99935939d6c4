// The otpauth:// address an authenticator app reads from the QR code, and the QR code itself (drawn locally by
// the bundled `qrcode` package: the shared secret must never leave the browser for a QR service).
import { toDataURL } from 'qrcode';

/** The name authenticator apps show above the code. */
export const TOTP_ISSUER = 'Aid platform';

/** Key URI format: otpauth://totp/<issuer>:<account>?secret=<secret>&issuer=<issuer>. */
export function totpUri(issuer: string, account: string, secret: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  return `otpauth://totp/${label}?secret=${encodeURIComponent(secret)}&issuer=${encodeURIComponent(issuer)}`;
}

export function qrDataUrl(text: string): Promise<string> {
  return toDataURL(text, { errorCorrectionLevel: 'M', margin: 1, width: 200 });
}
