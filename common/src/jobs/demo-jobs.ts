// Whether DEMO jobs are offered: the API's POST /jobs/demo, the gateway's startDemoJob and JobKind DEMO, the web's
// "Run a demo job". They exist to try the job machinery, so a production deployment leaves them out unless asked.

/**
 * DEMO_JOBS=true|false decides; unset, they are on everywhere but under NODE_ENV=production (so `pnpm stack`, the
 * tests and the e2e run have them). Any other value is refused rather than guessed.
 */
export function demoJobsFromEnv(env: Readonly<Record<string, string | undefined>>): boolean {
  const raw = env.DEMO_JOBS?.trim().toLowerCase();
  if (raw === undefined || raw === '') return env.NODE_ENV !== 'production';
  if (raw === 'true' || raw === '1') return true;
  if (raw === 'false' || raw === '0') return false;
  throw new Error(`DEMO_JOBS must be true or false, not "${env.DEMO_JOBS}"`);
}
