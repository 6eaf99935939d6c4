// An organisation's provider credentials: what each kind needs, encrypted at rest like the voucher signing keys
// (AES-256-GCM under a key derived from VOUCHER_KEY_SECRET and the organisation, so a row copied to another
// organisation does not decrypt), and shown back only by their last four characters.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { z } from 'zod';
import { voucherKeySecret } from '../../vouchers/secret.js';

const field = (description: string) => z.string().trim().min(1).max(200).describe(description);

export const twilioCredentialsSchema = z.object({
  accountSid: field('The Account SID (AC…).'),
  authToken: field('The Auth Token: signs the delivery receipts too.'),
});
export const africasTalkingCredentialsSchema = z.object({
  username: field("The app's username (`sandbox` for the sandbox)."),
  apiKey: field("The app's API key."),
});
export const snsCredentialsSchema = z.object({
  accessKeyId: field('An IAM access key allowed sns:Publish.'),
  secretAccessKey: field('Its secret.'),
  region: field('The AWS region, e.g. eu-west-1.'),
});

export type TwilioCredentials = z.infer<typeof twilioCredentialsSchema>;
export type AfricasTalkingCredentials = z.infer<typeof africasTalkingCredentialsSchema>;
export type SnsCredentials = z.infer<typeof snsCredentialsSchema>;
/** What is stored: the given credentials, and for Africa's Talking the secret of its receipts' URL (made here). */
export type StoredCredentials =
  | { kind: 'TWILIO'; credentials: TwilioCredentials }
  | { kind: 'AFRICASTALKING'; credentials: AfricasTalkingCredentials; receiptSecret: string }
  | { kind: 'SNS'; credentials: SnsCredentials };

function wrappingKey(secret: string, accountId: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, accountId, 'aid notification provider credentials', 32));
}

export function encryptCredentials(value: StoredCredentials, accountId: string, secret = voucherKeySecret()): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', wrappingKey(secret, accountId), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(value), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

export function decryptCredentials(stored: string, accountId: string, secret = voucherKeySecret()): StoredCredentials {
  const raw = Buffer.from(stored, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', wrappingKey(secret, accountId), raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  const text = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  return JSON.parse(text) as StoredCredentials;
}

export function newReceiptSecret(): string {
  return randomBytes(24).toString('base64url');
}

/** `…abcd`: enough to tell two keys apart, never enough to use one. Four characters or fewer show nothing. */
export function lastFour(value: string): string {
  return value.length <= 4 ? '…' : `…${value.slice(-4)}`;
}

/** Field names that are not secret and are shown whole. */
const PLAIN = new Set(['region', 'username']);

export function maskedCredentials(stored: StoredCredentials): Record<string, string> {
  return Object.fromEntries(
    Object.entries(stored.credentials).map(([key, value]) => [key, PLAIN.has(key) ? value : lastFour(value)]),
  );
}
