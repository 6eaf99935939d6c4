// The service worker precaches what the app can load, lazy pages included, and not the GraphQL IDE's megabytes.
import { describe, expect, it } from 'vitest';
import { appFiles, FILL_NAVIGATION, NOT_PRECACHED, SERVER_NAVIGATIONS } from './app-shell.js';

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

  it("leaves the public filling page's files and links to the filling page's own worker", () => {
    const files = appFiles({
      'index.html': { file: 'assets/main.js', imports: ['_react.js'] },
      '_react.js': { file: 'assets/react.js' },
      'fill.html': { file: 'assets/fill.js', css: ['assets/fill.css'], imports: ['_react.js', '_expressions.js'] },
      '_expressions.js': { file: 'assets/expressions.js' },
    });
    // React is the app's too; the filling page's own files are not.
    expect([...files].sort()).toEqual(['assets/main.js', 'assets/react.js']);
    expect(NOT_PRECACHED).toEqual(expect.arrayContaining(['fill.html', 'f/**']));
    expect(FILL_NAVIGATION.test('/f/AbCdEfGhIjKlMnOpQrSt')).toBe(true);
    expect(FILL_NAVIGATION.test('/forms')).toBe(false);
  });

  it('never answers a server path with the cached page', () => {
    for (const path of ['/graphql', '/api/files/x', '/graphiql', '/health', '/log-error']) {
      expect(SERVER_NAVIGATIONS.some((re) => re.test(path))).toBe(true);
    }
    expect(SERVER_NAVIGATIONS.some((re) => re.test('/vouchers'))).toBe(false);
  });
});
