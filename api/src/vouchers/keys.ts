// Each organisation's Ed25519 voucher key: made on its first voucher, never replaced (printed vouchers must keep
// verifying), the private half encrypted with AES-256-GCM under a key derived from the voucher key secret.
import {
  createCipheriv,
  createDecipheriv,
  createPrivateKey,
  generateKeyPairSync,
  hkdfSync,
  type KeyObject,
  randomBytes,
  sign,
} from 'node:crypto';
import { encodeVoucherQr, type VoucherQrFields, voucherSignedText } from '@aid/common/vouchers';
import type { Queryable } from '../db/db.js';
import { voucherKeySecret } from './secret.js';

function wrappingKey(secret: string, accountId: string): Buffer {
  // Bound to the organisation: a row copied to another organisation's id does not decrypt.
  return Buffer.from(hkdfSync('sha256', secret, accountId, 'aid voucher signing key', 32));
}

export function encryptPrivateKey(der: Buffer, accountId: string, secret = voucherKeySecret()): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', wrappingKey(secret, accountId), iv);
  const body = Buffer.concat([cipher.update(der), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

export function decryptPrivateKey(stored: string, accountId: string, secret = voucherKeySecret()): KeyObject {
  const raw = Buffer.from(stored, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', wrappingKey(secret, accountId), raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  const der = Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]);
  return createPrivateKey({ key: der, format: 'der', type: 'pkcs8' });
}

/** The organisation's public key (raw, base64url), making its key pair if it has none yet. */
export async function ensureVoucherKey(tx: Queryable, accountId: string): Promise<{ publicKey: string; row: KeyRow }> {
  let [row] = await selectKey(tx, accountId);
  if (!row) {
    const { publicKey, privateKey } = generateKeyPairSync('ed25519');
    const jwk = publicKey.export({ format: 'jwk' });
    const der = privateKey.export({ format: 'der', type: 'pkcs8' });
    // Two jobs of one organisation may race: the first key stays, the second reads it.
    await tx.query(
      `INSERT INTO voucher_keys (account_id, public_key, private_key_encrypted) VALUES ($1, $2, $3)
       ON CONFLICT (account_id) DO NOTHING`,
      [accountId, String(jwk.x), encryptPrivateKey(der, accountId)],
    );
    [row] = await selectKey(tx, accountId);
  }
  if (!row) throw new Error(`No voucher key could be made for ${accountId}`);
  return { publicKey: row.public_key, row };
}

type KeyRow = { public_key: string; private_key_encrypted: string };

function selectKey(tx: Queryable, accountId: string): Promise<KeyRow[]> {
  return tx.query<KeyRow>('SELECT public_key, private_key_encrypted FROM voucher_keys WHERE account_id = $1', [
    accountId,
  ]);
}

/** The public key only, or undefined before the organisation's first voucher. */
export async function voucherPublicKey(tx: Queryable, accountId: string): Promise<string | undefined> {
  const [row] = await selectKey(tx, accountId);
  return row?.public_key;
}

export type VoucherSigner = (fields: VoucherQrFields) => Promise<string>;

/**
 * Signs QR payloads with the organisation's key: resolves to the signature (base64url). Asynchronous: the
 * signatures are made on libuv's thread pool, so a batch's run on every core at once.
 */
export async function voucherSigner(tx: Queryable, accountId: string): Promise<VoucherSigner> {
  const { row } = await ensureVoucherKey(tx, accountId);
  let key: KeyObject;
  try {
    key = decryptPrivateKey(row.private_key_encrypted, accountId);
  } catch (error) {
    // The one way this fails in practice: a process started with another secret than the key was stored under.
    throw new Error(
      `The voucher signing key of ${accountId} cannot be decrypted: VOUCHER_KEY_SECRET (or <DATA_DIR>/voucher-key-secret) is not the one it was stored with`,
      { cause: error },
    );
  }
  return (fields) =>
    new Promise((resolve, reject) => {
      sign(null, Buffer.from(voucherSignedText(fields)), key, (error, signature) =>
        error ? reject(error) : resolve(signature.toString('base64url')),
      );
    });
}

/** The full QR payload of a stored voucher. */
export function qrPayloadOf(fields: VoucherQrFields, signature: string): string {
  return encodeVoucherQr({ ...fields, signature });
}
