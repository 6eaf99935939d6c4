// Voucher codes: what a family types by hand at a shop or into the short link. 12 Crockford base32 characters carry
// 60 random bits (unguessable: a guesser at the rate-limited page needs ~10^16 tries per hit among 100,000 codes) and
// read without ambiguity (no I, L, O, U); shown in groups of four.

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const VOUCHER_CODE_LENGTH = 12;

/** A new random code, 12 characters of 5 random bits each (WebCrypto, so the browser and Node make them alike). */
export function newVoucherCode(): string {
  return newVoucherCodes(1)[0] ?? '';
}

// getRandomValues fills at most 65,536 bytes a call.
const RANDOM_CHUNK = Math.floor(65_536 / VOUCHER_CODE_LENGTH) * VOUCHER_CODE_LENGTH;

/** `count` new codes from one draw of random bytes per 5,461 codes (a draw per code costs more than the code). */
export function newVoucherCodes(count: number): string[] {
  const bytes = new Uint8Array(count * VOUCHER_CODE_LENGTH);
  for (let at = 0; at < bytes.length; at += RANDOM_CHUNK) {
    globalThis.crypto.getRandomValues(bytes.subarray(at, Math.min(at + RANDOM_CHUNK, bytes.length)));
  }
  const codes: string[] = [];
  for (let i = 0; i < count; i++) {
    let code = '';
    // 256 is a multiple of 32: taking the low 5 bits of a uniform byte is uniform.
    for (let j = 0; j < VOUCHER_CODE_LENGTH; j++) code += CROCKFORD[(bytes[i * VOUCHER_CODE_LENGTH + j] ?? 0) & 31];
    codes.push(code);
  }
  return codes;
}

/**
 * The code as stored (12 upper-case characters), from what a person typed: dashes and spaces dropped, lower case and
 * the look-alikes Crockford allows (I, L → 1; O → 0) read as meant. Undefined when it cannot be a code.
 */
export function normalizeVoucherCode(input: string): string | undefined {
  const code = input.toUpperCase().replace(/[\s-]/g, '').replace(/[IL]/g, '1').replace(/O/g, '0');
  if (code.length !== VOUCHER_CODE_LENGTH) return undefined;
  for (const ch of code) if (!CROCKFORD.includes(ch)) return undefined;
  return code;
}

/** `XXXX-XXXX-XXXX`, as printed. */
export function formatVoucherCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}
