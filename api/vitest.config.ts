import { defineConfig } from 'vitest/config';

// Integration suites start PGlite (several seconds on 2 cores) and cognito-local, hence the generous limits.
export default defineConfig({
  test: { name: 'api', include: ['src/**/*.test.ts'], testTimeout: 30_000, hookTimeout: 60_000 },
});
