import { generateKeyPairSync, sign } from 'node:crypto';
import { createRequire } from 'node:module';
import { expect, type Page, test } from '@playwright/test';
import { signIn } from './helpers.js';
import { unusedVouchers, WATER_DISTRIBUTION } from './scanning-helpers.js';

// Offline voucher checks on a browser without Ed25519 in WebCrypto (Chromium before 137, common on phones in the
// field): an init script makes crypto.subtle refuse Ed25519 as those browsers do (NotSupportedError), the officer
// downloads a distribution and goes offline, and the camera films a forged QR (a genuine one's fields signed with
// another key) then the genuine one. The scanner checks both on the device with @noble/ed25519: the forged one is refused as not
// genuine, the genuine one accepted. The browser is also asked to keep the downloads, and refuses here: a quiet hint.
//
// The camera is a canvas stream drawn by the page (navigator.mediaDevices.getUserMedia replaced), so one browser can
// show two QR codes in turn; the scanner reads it as it reads a real camera (jsQR on the <video>).

type QrModule = { create: (text: string, options: object) => { modules: { size: number; data: Uint8Array } } };
// `qrcode` is a dependency of the web app (which draws voucher QR codes); e2e borrows it rather than adding its own.
const qrcode = createRequire(new URL('../../web/package.json', import.meta.url))('qrcode') as QrModule;

type Matrix = { size: number; data: number[] };
type Fakes = { qrs: Record<'genuine' | 'forged', Matrix> };

const matrix = (text: string): Matrix => {
  const { size, data } = qrcode.create(text, { errorCorrectionLevel: 'M' }).modules;
  return { size, data: Array.from(data) };
};

/**
 * The genuine payload's very fields signed with another key: only the signature check can tell (a changed value
 * would also be refused for not matching the download).
 */
function forged(payload: string): string {
  const signed = payload.slice(0, payload.lastIndexOf('.'));
  const { privateKey } = generateKeyPairSync('ed25519');
  return `${signed}.${sign(null, Buffer.from(signed), privateKey).toString('base64url')}`;
}

type TestWindow = Window & {
  __ed25519Refused: number;
  __persistAsked: number;
  __showQr: keyof Fakes['qrs'] | null;
};

/** Runs in the page before its scripts: no Ed25519 in WebCrypto, a refused storage.persist(), a filmed QR. */
function fakeOldPhone({ qrs }: Fakes) {
  const w = window as unknown as TestWindow;
  w.__ed25519Refused = 0;
  w.__persistAsked = 0;
  w.__showQr = null;

  const isEd25519 = (algorithm: unknown) => {
    const name = typeof algorithm === 'string' ? algorithm : (algorithm as { name?: unknown } | null)?.name;
    return typeof name === 'string' && name.toLowerCase() === 'ed25519';
  };
  // Which argument names the algorithm, per method.
  const algorithmAt = { importKey: 2, verify: 0, sign: 0, generateKey: 0 } as const;
  const proto = SubtleCrypto.prototype as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
  for (const [method, at] of Object.entries(algorithmAt)) {
    const original = proto[method];
    if (!original) continue;
    proto[method] = function (this: SubtleCrypto, ...args: unknown[]) {
      if (!isEd25519(args[at])) return original.apply(this, args);
      w.__ed25519Refused++;
      return Promise.reject(new DOMException('Unrecognized name.', 'NotSupportedError'));
    };
  }

  const storage = navigator.storage as unknown as Record<string, () => Promise<boolean>>;
  storage.persist = () => {
    w.__persistAsked++;
    return Promise.resolve(false);
  };
  storage.persisted = () => Promise.resolve(false);

  navigator.mediaDevices.getUserMedia = () => {
    const canvas = document.createElement('canvas');
    canvas.width = 640;
    canvas.height = 480;
    const context = canvas.getContext('2d');
    const draw = () => {
      if (!context) return;
      context.fillStyle = '#fff';
      context.fillRect(0, 0, canvas.width, canvas.height);
      const qr = w.__showQr ? qrs[w.__showQr] : null;
      if (!qr) return;
      const scale = Math.floor((canvas.height - 40) / (qr.size + 8));
      const left = Math.floor((canvas.width - qr.size * scale) / 2);
      const top = Math.floor((canvas.height - qr.size * scale) / 2);
      context.fillStyle = '#000';
      for (let row = 0; row < qr.size; row++) {
        for (let col = 0; col < qr.size; col++) {
          if (qr.data[row * qr.size + col]) context.fillRect(left + col * scale, top + row * scale, scale, scale);
        }
      }
    };
    draw();
    setInterval(draw, 100);
    return Promise.resolve(canvas.captureStream(10));
  };
}

const show = (page: Page, qr: TestWindow['__showQr']) =>
  page.evaluate((which) => {
    (window as unknown as TestWindow).__showQr = which;
  }, qr);

test.use({ viewport: { width: 360, height: 740 }, serviceWorkers: 'allow' });

test('checks a genuine and a forged voucher offline on a browser without Ed25519 in WebCrypto', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin@demo.aid');
  const [voucher] = await unusedVouchers(page, context, 1);
  if (!voucher) throw new Error('an unused voucher expected');
  await page.addInitScript(fakeOldPhone, {
    qrs: { genuine: matrix(voucher.qrPayload), forged: matrix(forged(voucher.qrPayload)) },
  });

  await page.goto('/vouchers');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  const card = page.getByTestId(`offline-${WATER_DISTRIBUTION}`);
  await card.getByTestId('offline-download').click();
  await expect(card.getByTestId('offline-downloaded')).toBeVisible({ timeout: 30_000 });
  // The download asked the browser to keep the offline store; refused, the officer sees a quiet hint, no error.
  expect(await page.evaluate(() => (window as unknown as TestWindow).__persistAsked)).toBe(1);
  await expect(page.getByTestId('offline-not-kept')).toBeVisible();
  await expect(page.getByTestId('offline-failure')).toHaveCount(0);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('network-status')).toHaveAttribute('data-online', 'false');
  await expect(page.getByTestId('camera')).toBeVisible();

  // The forged QR first: the camera stays on after a refusal.
  await show(page, 'forged');
  await expect(page.getByTestId('scan-error')).toHaveAttribute('data-reason', 'NOT_GENUINE', { timeout: 20_000 });

  // The genuine one: accepted on the device, its card shown.
  await show(page, 'genuine');
  await expect(page.getByTestId('scanned-usage')).toHaveAttribute('data-status', 'NOT_USED', { timeout: 20_000 });
  await expect(page.getByTestId('scan-error')).toHaveCount(0);
  await expect(page.getByTestId('scanned-first-name')).not.toBeEmpty();

  // The checks did meet a crypto.subtle without Ed25519 (the scanner's one probe), so the library made them.
  expect(await page.evaluate(() => (window as unknown as TestWindow).__ed25519Refused)).toBeGreaterThan(0);
});
