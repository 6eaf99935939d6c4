// A slow phone opening the voucher scanning page (issue 27): Chromium under the DevTools protocol's slow-3G profile
// (400 ms round trip, 400 kbit/s each way) and a CPU four times slower, against a gateway serving the built web app
// as deployed (precompressed brotli/gzip files). Timed: from navigation to /vouchers until the code field accepts
// input (a character typed shows in it), once on a cold start (empty cache, no service worker) and once when the
// installed app (service worker active, the distribution downloaded for offline work) starts with no network.
// Sign-in is not timed: the member's tokens are obtained beforehand and stored in the browser as the app stores a
// session (auth/storage.ts), so each start is the one of a member who signed in earlier: the shell still loads its
// profile, the organisation's settings and the page, as on a phone opening the app again.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestIdentity } from '@aid/identity';
import { onBenchStack } from './bench-stack.js';
import type { Database } from './programs.js';
import type { Browser, BrowserContext, CDPSession, Chromium, Page } from './slow-phone-browser.js';
import { scanningOrganisation } from './slow-phone-setup.js';
import { median, round } from './stats.js';

/** The slow phone: slow 3G and a 4× slower CPU. */
export const SLOW_PHONE = { latencyMs: 400, kbitPerSecond: 400, cpuSlowdown: 4 } as const;
export const TARGETS_MS = { coldStart: 8_000, offlineStart: 2_000 } as const;
const RUNS = Number(process.env.BENCH_SLOW_PHONE_RUNS ?? 3);
const FAMILIES = Number(process.env.BENCH_SLOW_PHONE_FAMILIES ?? 50);

export type SlowPhoneResult = {
  benchmark: 'slow-phone-scanning-start';
  database: Database;
  network: { latencyMs: number; bytesPerSecond: number };
  cpuSlowdown: number;
  runs: number;
  /** Medians of `runs` starts, each in a fresh browser context. */
  coldStartMs: number;
  offlineStartMs: number;
  targetsMs: typeof TARGETS_MS;
  withinTargets: boolean;
  coldStartRunsMs: number[];
  offlineStartRunsMs: number[];
  /** Bytes the cold start received over the network (compressed as sent), from the DevTools protocol. */
  coldStartBytes: number;
  webDist: string;
};

/** `Network.emulateNetworkConditions` for a latency and a speed in kbit/s (the protocol takes bytes a second). */
export function networkConditions(profile: { latencyMs: number; kbitPerSecond: number }) {
  const bytesPerSecond = (profile.kbitPerSecond * 1000) / 8;
  return {
    offline: false,
    latency: profile.latencyMs,
    downloadThroughput: bytesPerSecond,
    uploadThroughput: bytesPerSecond,
  };
}

/** The app's stored state (web/src/auth/persisted-state.ts, version 1) of a member signed in to `accountId`. */
export function storedSession(
  tokens: { accessToken: string; idToken: string; refreshToken: string },
  accountId: string,
): string {
  const { accessToken, idToken, refreshToken } = tokens;
  return JSON.stringify({ version: 1, tokens: { accessToken, idToken, refreshToken }, currentAccountId: accountId });
}

export function summarise(cold: readonly number[], offline: readonly number[]) {
  const coldStartMs = Math.round(median(cold));
  const offlineStartMs = Math.round(median(offline));
  return {
    coldStartMs,
    offlineStartMs,
    withinTargets: coldStartMs <= TARGETS_MS.coldStart && offlineStartMs <= TARGETS_MS.offlineStart,
  };
}

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

async function throttle(page: Page, context: BrowserContext): Promise<CDPSession> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', networkConditions(SLOW_PHONE));
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuSlowdown });
  return cdp;
}

/** Milliseconds from `navigate` (to /vouchers) until a character typed in the code field shows there. */
async function timeToUsableField(page: Page, navigate: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  // Until the new document commits, the old one (with its field) is still on screen.
  await navigate();
  const field = page.getByTestId('manual-code');
  for (;;) {
    await field.waitFor({ state: 'visible', timeout: 120_000 });
    // Typed as a person would: the key goes to whatever has focus, and only an enabled, rendered field keeps it.
    await field.click({ timeout: 120_000 });
    await page.keyboard.type('7');
    if ((await field.inputValue()) === '7') return performance.now() - start;
    await page.waitForTimeout(20);
  }
}

async function oneRun(browser: Browser, baseURL: string, session: string, distributionId: string) {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'allow', viewport: { width: 360, height: 740 } });
  try {
    // Before any script of the app: the session a member who signed in earlier has in storage.
    await context.addInitScript((text) => {
      if (!localStorage.getItem('aid-state')) localStorage.setItem('aid-state', text);
    }, session);
    const page = await context.newPage();
    const cdp = await throttle(page, context);
    let bytes = 0;
    cdp.on('Network.loadingFinished', (event: { encodedDataLength: number }) => {
      bytes += event.encodedDataLength;
    });
    const coldMs = await timeToUsableField(page, () =>
      page.goto('/vouchers', { waitUntil: 'commit', timeout: 120_000 }),
    );
    const coldBytes = bytes;

    // Installing is not timed, and not throttled: the service worker takes the page, then the distribution is
    // downloaded for offline work as an officer does on the scanning page.
    await cdp.send('Network.emulateNetworkConditions', {
      ...networkConditions(SLOW_PHONE),
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
    const card = page.getByTestId(`offline-${distributionId}`);
    await card.getByTestId('offline-download').click({ timeout: 60_000 });
    await card.getByTestId('offline-downloaded').waitFor({ timeout: 120_000 });

    // The installed app opened again with no network at all (reloaded, as the offline e2e does), on the slow CPU
    // (the throttling stays with the page).
    await context.setOffline(true);
    const offlineMs = await timeToUsableField(page, () => page.reload({ waitUntil: 'commit', timeout: 120_000 }));
    return { coldMs, coldBytes, offlineMs };
  } finally {
    await context.close();
  }
}

export async function benchSlowPhone(identity: TestIdentity, database: Database): Promise<SlowPhoneResult | null> {
  const webDist = process.env.WEB_DIST ?? fileURLToPath(new URL('../../web/dist/', import.meta.url));
  if (!existsSync(join(webDist, 'index.html'))) return null;
  // Playwright is the e2e package's dependency; the benchmark borrows it (as the e2e borrows the web's qrcode).
  const { chromium } = createRequire(new URL('../../e2e/package.json', import.meta.url))('@playwright/test') as {
    chromium: Chromium;
  };
  const result = await onBenchStack(
    identity,
    database,
    {},
    async ({ api, gateway }) => {
      const org = await scanningOrganisation(api, identity, FAMILIES);
      const session = storedSession(org.tokens, org.accountId);
      const browser = await chromium.launch({
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        args: CHROMIUM_ARGS,
      });
      try {
        const runs = [];
        for (let i = 0; i < RUNS; i++) runs.push(await oneRun(browser, gateway.url, session, org.distributionId));
        const cold = runs.map((r) => r.coldMs);
        const offline = runs.map((r) => r.offlineMs);
        return {
          benchmark: 'slow-phone-scanning-start' as const,
          database,
          network: {
            latencyMs: SLOW_PHONE.latencyMs,
            bytesPerSecond: networkConditions(SLOW_PHONE).downloadThroughput,
          },
          cpuSlowdown: SLOW_PHONE.cpuSlowdown,
          runs: RUNS,
          ...summarise(cold, offline),
          targetsMs: TARGETS_MS,
          coldStartRunsMs: cold.map((ms) => round(ms, 0)),
          offlineStartRunsMs: offline.map((ms) => round(ms, 0)),
          coldStartBytes: Math.round(median(runs.map((r) => r.coldBytes))),
          webDist,
        };
      } finally {
        await browser.close();
      }
    },
    { webDist, port: Number(process.env.BENCH_SLOW_PHONE_PORT ?? 0) },
  );
  return result ?? null;
}
