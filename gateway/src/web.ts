// Serves the built web app: its files, and index.html for page routes (the client routes them). Text files are
// sent as the brotli or gzip copy the web build made next to them (web/build/precompress.ts), as Accept-Encoding
// allows: compressed once at the highest level rather than on every request.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { extname, join, relative, sep } from 'node:path';
import compression from 'compression';
import express, { type Request, type RequestHandler, type Response, type Router } from 'express';

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESS_MIN_BYTES = 1024;

/**
 * Compresses what the gateway makes on the fly (GraphQL, the REST passthroughs' JSON and CSV, the voucher pages)
 * above 1 KiB, brotli first, at a quality cheap enough for every request. Streams stay streams: chunks are
 * compressed as they pass. Not compressed: types compressed already (PDF, XLSX, PNG; `compression`'s list of
 * compressible types), answers already encoded (the precompressed web files), and streams whose parts must reach
 * the client as they come (event streams, multipart/mixed incremental delivery).
 */
export function compressAnswers(): RequestHandler {
  return compression({
    threshold: COMPRESS_MIN_BYTES,
    filter: (req, res) => {
      const type = String(res.getHeader('Content-Type') ?? '');
      if (/^(text\/event-stream|multipart\/)/i.test(type)) return false;
      return compression.filter(req, res);
    },
  });
}

/** Paths that belong to the server, never to the web app's routes. */
const SERVER_PATHS = /^\/(graphql|api|health|log-error)(\/|$)/;

/** Content codings of the precompressed copies, by file suffix, in the order preferred when the client's q ties. */
const CODINGS = [
  { coding: 'br', suffix: '.br' },
  { coding: 'gzip', suffix: '.gz' },
] as const;
type Coding = (typeof CODINGS)[number]['coding'];

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/**
 * The coding to send among those available: the highest q the client gives (a coding it does not name takes the
 * q of `*`, else 0; q=0 refuses it), brotli before gzip on a tie. Undefined: send the file as it is.
 */
export function chooseCoding(acceptEncoding: string | undefined, available: ReadonlySet<Coding>): Coding | undefined {
  if (!acceptEncoding) return undefined;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const [key, value] = param.trim().split('=');
      if (key === 'q') q = Number(value);
    }
    weights.set(name.trim(), Number.isFinite(q) ? Math.min(Math.max(q, 0), 1) : 0);
  }
  const weightOf = (coding: Coding) =>
    weights.get(coding) ?? (coding === 'gzip' ? weights.get('x-gzip') : undefined) ?? weights.get('*') ?? 0;
  let best: { coding: Coding; q: number } | undefined;
  for (const { coding } of CODINGS) {
    const q = weightOf(coding);
    if (available.has(coding) && q > 0 && (!best || q > best.q)) best = { coding, q };
  }
  return best?.coding;
}

/** The precompressed copies under `webDist`, by the URL path of their original ("/assets/main-1a2b.js"). */
function precompressedFiles(webDist: string): Map<string, Set<Coding>> {
  const files = new Map<string, Set<Coding>>();
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        walk(path);
        continue;
      }
      for (const { coding, suffix } of CODINGS) {
        if (!name.endsWith(suffix) || !existsSync(path.slice(0, -suffix.length))) continue;
        const url = `/${relative(webDist, path.slice(0, -suffix.length)).split(sep).join('/')}`;
        const codings = files.get(url) ?? new Set<Coding>();
        codings.add(coding);
        files.set(url, codings);
      }
    }
  };
  walk(webDist);
  return files;
}

export function webAppRoutes(webDist: string): Router | undefined {
  const index = join(webDist, 'index.html');
  if (!existsSync(index)) return undefined;
  const assets = `${join(webDist, 'assets')}${sep}`;
  // Read once: the build does not change under a running gateway, and no request ever touches the file system
  // to learn whether a copy exists.
  const compressed = precompressedFiles(webDist);
  const router = express.Router();

  /** Sends the file at URL path `path` (known to exist), compressed when a copy and the client allow it. */
  const sendFile = (req: Request, res: Response, path: string, cacheControl: string) => {
    const codings = compressed.get(path);
    const file = join(webDist, ...path.split('/'));
    res.setHeader('Cache-Control', cacheControl);
    if (!codings) {
      res.sendFile(file);
      return;
    }
    // The answer depends on Accept-Encoding whichever copy goes out, and caches must know it.
    res.vary('Accept-Encoding');
    const coding = chooseCoding(req.headers['accept-encoding'], codings);
    if (!coding) {
      res.sendFile(file);
      return;
    }
    const suffix = CODINGS.find((entry) => entry.coding === coding)?.suffix ?? '';
    // The type of the original, not of the .br/.gz file; set before sendFile, which then keeps it.
    res.type(extname(path) || 'application/octet-stream');
    res.setHeader('Content-Encoding', coding);
    res.sendFile(file + suffix);
  };

  router.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      next();
      return;
    }
    let path: string;
    try {
      path = decodeURIComponent(req.path);
    } catch {
      next();
      return;
    }
    // Only originals with a copy are handled here (the map holds nothing else, so no path leaves webDist).
    if (!compressed.has(path)) {
      next();
      return;
    }
    sendFile(req, res, path, join(webDist, ...path.split('/')).startsWith(assets) ? IMMUTABLE : REVALIDATE);
  });
  router.use(
    express.static(webDist, {
      index: false,
      setHeaders: (res, path) => {
        // Vite puts a content hash in every asset name: those never change; index.html must be fetched anew.
        res.setHeader('Cache-Control', path.startsWith(assets) ? IMMUTABLE : REVALIDATE);
        // The copies themselves are not for browsers to fetch by name, but must not be sniffed if they are.
        if (path.endsWith('.br') || path.endsWith('.gz')) res.type('application/octet-stream');
      },
    }),
  );
  // The GraphQL IDE is a page of its own (web/graphiql.html), not a route of the app.
  if (existsSync(join(webDist, 'graphiql.html'))) {
    router.get('/graphiql', (req, res) => sendFile(req, res, '/graphiql.html', REVALIDATE));
  }
  // The public filling page of a smart form is a page of its own too (web/fill.html, its own small bundle): a family
  // opening /f/<token> never downloads the app. Its service worker, /f/sw.js (scope /f/ by its path), is a file of
  // the build, answered above with the other files: no token has a dot (base64url).
  if (existsSync(join(webDist, 'fill.html'))) {
    router.get('/f/:token', (req, res) => sendFile(req, res, '/fill.html', REVALIDATE));
  }
  router.get('/{*splat}', (req, res, next) => {
    if (SERVER_PATHS.test(req.path) || !req.headers.accept?.includes('text/html')) {
      next();
      return;
    }
    sendFile(req, res, '/index.html', REVALIDATE);
  });
  return router;
}
