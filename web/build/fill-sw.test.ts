// The filling page's worker, run against a fake service worker scope: what it precaches, which requests it answers
// (its page under /f/, its files) and which it leaves to the network (/api, POST, the app's files).
import { describe, expect, it } from 'vitest';
import { fillPrecache, fillWorkerSource, fillWorkerVersion, withoutAppWorker } from './fill-sw.js';

const ORIGIN = 'https://aid.example.org';
const FILES = ['/fill.html', '/assets/fill-1a.js', '/assets/react-2b.js'];

type Listener = (event: FakeEvent) => void;
type FakeEvent = {
  request?: Request;
  answer?: Promise<Response>;
  waits: Promise<unknown>[];
  respondWith(answer: Promise<Response>): void;
  waitUntil(work: Promise<unknown>): void;
};

/** A cache storage kept in maps, and a network that answers "from the network" or fails when offline. */
function fakeWorker(existingCaches: string[] = []) {
  const stores = new Map<string, Map<string, Response>>(existingCaches.map((name) => [name, new Map()]));
  const listeners = new Map<string, Listener>();
  const state = { online: true, skipped: false, claimed: false, fetched: [] as string[] };
  const fetch = async (input: Request | string) => {
    const url = new URL(typeof input === 'string' ? input : input.url, ORIGIN);
    state.fetched.push(url.pathname);
    if (!state.online) throw new TypeError('Failed to fetch');
    return new Response(`network ${url.pathname}`);
  };
  const caches = {
    open: async (name: string) => {
      const store = stores.get(name) ?? new Map<string, Response>();
      stores.set(name, store);
      return {
        addAll: async (paths: string[]) => {
          for (const path of paths) store.set(path, new Response(`cached ${path}`));
        },
        match: async (path: string) => store.get(path)?.clone(),
      };
    },
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
  };
  const self = {
    location: new URL(`${ORIGIN}/f/sw.js`),
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: async () => {
      state.skipped = true;
    },
    clients: {
      claim: async () => {
        state.claimed = true;
      },
    },
  };
  new Function('self', 'caches', 'fetch', fillWorkerSource('v1', FILES))(self, caches, fetch);
  const dispatch = async (type: string, request?: Request) => {
    const event: FakeEvent = {
      request,
      waits: [],
      respondWith(answer) {
        this.answer = answer;
      },
      waitUntil(work) {
        this.waits.push(work);
      },
    };
    listeners.get(type)?.(event);
    await Promise.all(event.waits);
    return event.answer ? await (await event.answer).text() : undefined;
  };
  const get = (path: string, mode: RequestMode = 'cors') => new Request(`${ORIGIN}${path}`, { mode });
  return { stores, state, dispatch, get };
}

/** undici's Request refuses mode 'navigate' in its constructor; a browser's navigation request carries it. */
const navigation = (path: string) =>
  Object.defineProperty(new Request(`${ORIGIN}${path}`), 'mode', { value: 'navigate' });

describe("the filling page's service worker", () => {
  it('precaches exactly its files under a versioned cache, and takes over at once', async () => {
    const worker = fakeWorker();
    await worker.dispatch('install');
    expect([...worker.stores.keys()]).toEqual(['aid-fill-v1']);
    expect([...(worker.stores.get('aid-fill-v1')?.keys() ?? [])]).toEqual(FILES);
    expect(worker.state.skipped).toBe(true);
  });

  it("deletes its previous versions and the app worker's retired /f/ cache, nothing of the app", async () => {
    const worker = fakeWorker(['aid-fill-v0', 'fill-pages', 'workbox-precache-v2-https://aid/', 'runtime-config']);
    await worker.dispatch('install');
    await worker.dispatch('activate');
    expect([...worker.stores.keys()].sort()).toEqual(
      ['aid-fill-v1', 'runtime-config', 'workbox-precache-v2-https://aid/'].sort(),
    );
    expect(worker.state.claimed).toBe(true);
  });

  it('opens a form link with the cached page when offline, whatever the token and query', async () => {
    const worker = fakeWorker();
    await worker.dispatch('install');
    worker.state.online = false;
    expect(await worker.dispatch('fetch', navigation('/f/AbCdEfGhIjKlMnOpQrStUv?m=inv'))).toBe('cached /fill.html');
    expect(await worker.dispatch('fetch', worker.get('/assets/fill-1a.js'))).toBe('cached /assets/fill-1a.js');
    expect(worker.state.fetched).toEqual([]);
  });

  it('leaves /api, POST, other paths and the app to the network', async () => {
    const worker = fakeWorker();
    await worker.dispatch('install');
    const post = new Request(`${ORIGIN}/api/public/forms/AbCd`, { method: 'POST', body: '{}' });
    expect(await worker.dispatch('fetch', post)).toBeUndefined();
    expect(await worker.dispatch('fetch', worker.get('/api/public/forms/AbCd'))).toBeUndefined();
    expect(await worker.dispatch('fetch', worker.get('/assets/main-9z.js'))).toBeUndefined();
    expect(await worker.dispatch('fetch', navigation('/f/sw.js'))).toBeUndefined();
    expect(await worker.dispatch('fetch', navigation('/f/a/b'))).toBeUndefined();
    expect(await worker.dispatch('fetch', new Request('https://elsewhere.example/fill.html'))).toBeUndefined();
  });

  it('answers from the network when the install has not cached the page yet', async () => {
    const worker = fakeWorker();
    expect(await worker.dispatch('fetch', navigation('/f/AbCd'))).toBe('network /f/AbCd');
  });
});

describe('fill worker build inputs', () => {
  const manifest = {
    'index.html': { file: 'assets/main.js', imports: ['_react.js'] },
    '_react.js': { file: 'assets/react.js' },
    'fill.html': { file: 'assets/fill.js', css: ['assets/fill.css'], imports: ['_react.js'] },
  };

  it('lists only the page and what it loads', () => {
    expect(fillPrecache(manifest)).toEqual(['/fill.html', '/assets/fill.css', '/assets/fill.js', '/assets/react.js']);
  });

  it('changes version when a file or the page changes', () => {
    const files = fillPrecache(manifest);
    const version = fillWorkerVersion(files, '<html>');
    expect(version).toMatch(/^[0-9a-f]{16}$/);
    expect(fillWorkerVersion(files, '<html>')).toBe(version);
    expect(fillWorkerVersion(files, '<html lang="fr">')).not.toBe(version);
    expect(fillWorkerVersion([...files, '/assets/more.js'], '<html>')).not.toBe(version);
  });

  it("takes vite-plugin-pwa's registration and manifest out of a page", () => {
    const html =
      '<head><title>Form</title><link rel="manifest" href="/manifest.webmanifest">' +
      '<script id="vite-plugin-pwa:register-sw" src="/registerSW.js" defer></script></head>';
    expect(withoutAppWorker(html)).toBe('<head><title>Form</title></head>');
  });
});
