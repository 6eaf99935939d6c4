// What nearly every HTTP-level test file of the API sets up the same way: the identity emulator for the file, and
// one describe block per available database. Test-only (imports vitest), so not exported from the package.
import { startTestIdentity, type TestIdentity } from '@aid/identity';
import { afterAll, beforeAll } from 'vitest';
import type { Backend } from './harness.js';

/** The identity emulator for one test file: started before its tests, stopped after them. Call inside tests/hooks. */
export function fileIdentity(): () => TestIdentity {
  let identity: TestIdentity | undefined;
  beforeAll(async () => {
    identity = await startTestIdentity();
  });
  afterAll(async () => {
    await identity?.stop();
  });
  return () => {
    if (!identity) throw new Error('the identity emulator has not started yet (read it inside a test or hook)');
    return identity;
  };
}

/** `describe.each` cases, one per database: `describe.each(backendCases(backends))('… on %s', (name, backend) => …)`. */
export function backendCases(backends: readonly Backend[]): [string, Backend][] {
  return backends.map((b) => [b.name, b]);
}
