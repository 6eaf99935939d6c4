import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

// graphql 16 ships ESM and CJS without an exports map: Vite would pick its ESM build for our files while
// Node loads the CJS build for @graphql-tools and Apollo, and graphql refuses types from "another realm".
// Pointing Vite at the CJS build keeps one instance.
const graphql = createRequire(import.meta.url).resolve('graphql');

// Vitest 5 prints failures with Map.groupBy, which Node 20 lacks (Node 21+): without this a failing test
// crashes the reporter instead of showing the failure.
if (!('groupBy' in Map)) {
  Object.defineProperty(Map, 'groupBy', {
    value: <K, T>(items: Iterable<T>, key: (item: T, index: number) => K): Map<K, T[]> => {
      const groups = new Map<K, T[]>();
      let index = 0;
      for (const item of items) {
        const k = key(item, index++);
        const group = groups.get(k);
        if (group) group.push(item);
        else groups.set(k, [item]);
      }
      return groups;
    },
  });
}

// Integration tests start cognito-local and the API with PGlite in memory, so hooks get a generous timeout.
export default defineConfig({
  resolve: { alias: [{ find: /^graphql$/, replacement: graphql }] },
  test: {
    name: 'gateway',
    include: ['src/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { LOG_LEVEL: 'silent' },
  },
});
