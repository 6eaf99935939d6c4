import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { VOUCHERS_PER_PAGE } from '../../common/src/vouchers/usage.js';
import { signIn } from './helpers.js';
import { FOOD_PARCELS, FOOD_PARCELS_PROGRAM, uncollectedFamilies, unusedVouchers } from './scanning-helpers.js';

// Voucher scanning end to end (issue 10), online path: the fake camera plays a video of a demo voucher's QR, the
// scanner reads it (jsQR: Chromium on Linux has no BarcodeDetector), shows the card, and part of the value is
// redeemed; the value left is then shown. The in-kind families' cards print from their distribution's page; a
// family's code shows its items and records the hand-over. At 360 px wide, as on a phone.

type QrModule = { create: (text: string, options: object) => { modules: { size: number; data: Uint8Array } } };
// `qrcode` is a dependency of the web app (which draws voucher QR codes); e2e borrows it rather than adding its own.
const qrcode = createRequire(new URL('../../web/package.json', import.meta.url))('qrcode') as QrModule;

const WIDTH = 640;
const HEIGHT = 480;

/** A y4m (I420) video of the QR: black modules on white, centred, with a quiet zone; a few identical frames. */
function qrVideo(text: string): Buffer {
  const { size, data } = qrcode.create(text, { errorCorrectionLevel: 'M' }).modules;
  const scale = Math.floor((HEIGHT - 40) / (size + 8));
  const left = Math.floor((WIDTH - size * scale) / 2);
  const top = Math.floor((HEIGHT - size * scale) / 2);
  const y = Buffer.alloc(WIDTH * HEIGHT, 235);
  for (let row = 0; row < size; row++) {
    for (let col = 0; col < size; col++) {
      if (!data[row * size + col]) continue;
      for (let dy = 0; dy < scale; dy++) {
        y.fill(
          16,
          (top + row * scale + dy) * WIDTH + left + col * scale,
          (top + row * scale + dy) * WIDTH + left + (col + 1) * scale,
        );
      }
    }
  }
  // Grey chroma: no colour.
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2), 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), y, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  return Buffer.concat([header, ...Array.from({ length: 10 }, () => frame)]);
}

let videoFile = '';
test.use({ viewport: { width: 360, height: 740 } });

test.describe('scanning a voucher with the camera', () => {
  test.beforeAll(async ({ browser }) => {
    // The QR to film comes from the API, so it is read before the camera's browser starts.
    const context = await browser.newContext();
    const page = await context.newPage();
    await signIn(page, 'admin@demo.aid');
    const [voucher] = await unusedVouchers(page, context, 1);
    const dir = await mkdtemp(join(tmpdir(), 'scan-'));
    videoFile = join(dir, 'qr.y4m');
    await writeFile(videoFile, qrVideo(voucher?.qrPayload ?? ''));
    await context.close();
  });

  test('reads the QR, redeems part of it and shows the value left', async ({ playwright }) => {
    test.setTimeout(120_000);
    const browser = await playwright.chromium.launch({
      args: [
        '--use-fake-ui-for-media-stream',
        '--use-fake-device-for-media-stream',
        `--use-file-for-fake-video-capture=${videoFile}`,
      ],
    });
    const context = await browser.newContext({
      viewport: { width: 360, height: 740 },
      baseURL: test.info().project.use.baseURL,
      permissions: ['camera'],
    });
    const page = await context.newPage();
    await signIn(page, 'admin@demo.aid');
    await page.goto('/vouchers');
    await expect(page.getByTestId('scanned-first-name')).not.toBeEmpty({ timeout: 30_000 });
    await expect(page.getByTestId('scanned-usage')).toHaveAttribute('data-status', 'NOT_USED');
    const before = await page.getByTestId('scanned-remaining').textContent();
    expect(before).toMatch(/EUR$/);
    await page.getByTestId('part-amount').fill('1.50');
    await page.getByTestId('redeem-part').click();
    await expect(page.getByTestId('paid')).toContainText('1.50 EUR');
    const left = Number((before ?? '').replace(/[^0-9.]/g, '')) - 1.5;
    await expect(page.getByTestId('paid-remaining')).toContainText(left.toFixed(2));
    await browser.close();
  });
});

test('hands over an in-kind family’s food parcel and then refuses a second hand-over', async ({ page, context }) => {
  await signIn(page, 'admin@demo.aid');
  // A family of the demo food parcels that has collected nothing yet.
  const [code = ''] = await uncollectedFamilies(page, context, 1);

  // The families' cards, printed from the distribution's page: one page per VOUCHERS_PER_PAGE families.
  await page.goto(`/programs/${FOOD_PARCELS_PROGRAM}/distributions/${FOOD_PARCELS}`);
  const families = Number(await page.getByTestId('distribution-total-entitlements').textContent());
  expect(families).toBeGreaterThan(0);
  await expect(page.getByTestId('voucher-pdf')).toHaveText('In-kind cards PDF');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('voucher-pdf').click()]);
  const pdf = (await readFile(await download.path())).toString('latin1');
  expect(pdf.match(/\/Type\s*\/Page(?![A-Za-z])/g)?.length).toBe(Math.ceil(families / VOUCHERS_PER_PAGE));

  await page.goto('/vouchers');
  await page.getByTestId('manual-code').fill(code);
  await page.getByTestId('look-up').click();
  await expect(page.getByTestId('scanned-usage')).toHaveAttribute('data-status', 'NOT_COLLECTED');
  await expect(page.getByTestId('in-kind-item')).toHaveCount(3);
  await expect(page.getByTestId('scanned-remaining')).toHaveCount(0);
  await page.getByTestId('collect-all').click();
  await expect(page.getByTestId('handed-over')).toContainText('Rice');
  await page.getByTestId('scan-next').click();

  await page.getByTestId('manual-code').fill(code);
  await page.getByTestId('look-up').click();
  await expect(page.getByTestId('scan-error')).toHaveAttribute('data-reason', 'FULLY_USED');
});
