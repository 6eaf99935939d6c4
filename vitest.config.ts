import { defineConfig } from 'vitest/config';

// One run for every package: unit tests, and HTTP-level integration tests against PGlite (and PostgreSQL
// when reachable), each next to the code it tests.
export default defineConfig({
  test: {
    projects: ['common', 'identity', 'api', 'gateway', 'web', 'bench'],
  },
});
