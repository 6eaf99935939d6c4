#!/usr/bin/env node
// `npm start`, `npm test` and `npm run bench` on a machine with only Node 20 and npm: make sure pnpm is there,
// install the workspace, then hand over to the pnpm script that does the work. Plain JavaScript on purpose:
// nothing is installed yet when this runs.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const PNPM_VERSION = '12.21.0';
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const command = process.argv[2];
const steps = {
  start: [['--filter', '@aid/web', 'build'], ['stack']],
  test: [['test:all']],
  bench: [['bench:run']],
};
if (!steps[command]) {
  console.error(`usage: bootstrap.mjs ${Object.keys(steps).join('|')}`);
  process.exit(2);
}

const hasPnpm = spawnSync('pnpm', ['--version'], { stdio: 'ignore', shell: process.platform === 'win32' }).status === 0;
const pnpm = hasPnpm ? ['pnpm'] : ['npx', '--yes', `pnpm@${PNPM_VERSION}`];
// Browsers are never downloaded: the e2e tests use the system's Chromium (see README).
const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };

function run(args) {
  const [bin, ...rest] = pnpm;
  const result = spawnSync(bin, [...rest, ...args], { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run(['install', '--frozen-lockfile']);
for (const step of steps[command]) run(step);
