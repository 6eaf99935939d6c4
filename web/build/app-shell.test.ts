// The service worker precaches what the app can load, lazy pages included, and not the GraphQL IDE's megabytes.
import { describe, expect, it } from 'vitest';
import { appFiles, SERVER_NAVIGATIONS } from './app-shell.js';

describe('app shell precache', () => {
  it('follows static and lazy imports from index.html and leaves the IDE page out', () => {
    const files = appFiles({
      'index.html': {
        file: 'assets/main.js',
        css: ['assets/main.css'],
        imports: ['_react.js'],
        dynamicImports: ['src/ScanPage.tsx'],
      },
      '_react.js': { file: 'assets/react.js' },
      'src/ScanPage.tsx': { file: 'assets/ScanPage.js', imports: ['_react.js'], assets: ['assets/beep.woff2'] },
      'graphiql.html': { file: 'assets/graphiql.js', imports: ['_monaco.js'] },
      '_monaco.js': { file: 'assets/monaco.js', imports: ['graphiql.html'] },
    });
    expect([...files].sort()).toEqual([
      'assets/ScanPage.js',
      'assets/beep.woff2',
      'assets/main.css',
      'assets/main.js',
      'assets/react.js',
    ]);
  });

  it('never answers a server path with the cached page', () => {
    for (const path of ['/graphql', '/api/files/x', '/graphiql', '/health', '/log-error']) {
      expect(SERVER_NAVIGATIONS.some((re) => re.test(path))).toBe(true);
    }
    expect(SERVER_NAVIGATIONS.some((re) => re.test('/vouchers'))).toBe(false);
  });
});
