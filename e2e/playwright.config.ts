import { defineConfig } from '@playwright/test';

// The stack is started exactly as the README starts it (scripts/stack.ts), on its own ports and a fresh data
// folder, and driven with Debian's Chromium: browsers cannot be downloaded on these machines.
// E2E_PORT_BASE moves all three ports, so two runs can share a machine.
const base = Number(process.env.E2E_PORT_BASE ?? 4340);
export const E2E_PORTS = { cognito: base + 2, api: base, gateway: base + 1 } as const;
const baseURL = `http://localhost:${E2E_PORTS.gateway}`;

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    // The app installs a service worker (its offline app shell). Requests it answers never reach page.route, which
    // some specs rely on: it is blocked here and allowed by the offline scanning spec, which is about it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'pnpm --dir .. stack --fresh',
    url: `${baseURL}/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      DATA_DIR: `.data/e2e-${base}`,
      COGNITO_PORT: String(E2E_PORTS.cognito),
      API_PORT: String(E2E_PORTS.api),
      GATEWAY_PORT: String(E2E_PORTS.gateway),
      // Fixed confirmation codes let the sign-up tests read the code without a mailbox.
      COGNITO_FIXED_CODE: '123456',
    },
  },
});
