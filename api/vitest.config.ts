import { defineConfig } from 'vitest/config';

// Integration suites start PGlite (several seconds on 2 cores) and cognito-local, hence the generous limits.
export default defineConfig({
  // Logs are JSON lines; tests that look at them capture them in memory (memoryLogger), the rest stay quiet.
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { LOG_LEVEL: 'silent' },
  },
});
