// The JavaScript a signed-in user's first page load fetches, gzipped, from the built web app (web/dist): the entry
// chunk and everything it imports statically, plus the chunk of the landing page (/programs for the demo admin)
// and its static imports. Read from Vite's manifest, so it counts what the browser really loads. Beside it, the same
// for the public filling page of a smart form (fill.html), which must stay light on a phone.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

// Issue 27: lowered to what the first load reached (252.2 → 230.2 → 228.1 KiB), so that it cannot grow back.
export const FIRST_LOAD_LIMIT_KIB = 229;
/** The public filling page of a smart form (web/fill.html, /f/<token>), on a phone and often a weak network. */
export const FILL_PAGE_LIMIT_KIB = 80;
const WEB_DIST = fileURLToPath(new URL('../../web/dist/', import.meta.url));
const LANDING_PAGE = 'src/programs/ProgramsPage.tsx';

type ManifestChunk = { file: string; imports?: string[]; isEntry?: boolean; src?: string };
type Manifest = Record<string, ManifestChunk>;

export type FirstLoad = {
  landingPage: string;
  firstLoadKiB: number;
  limitKiB: number;
  withinLimit: boolean;
  files: { file: string; gzipBytes: number }[];
  /** The fill.html entry's static closure, gzipped; absent from a build without the page. */
  fillPageKiB?: number;
  fillPageLimitKiB: number;
  fillPageWithinLimit?: boolean;
};

/** Chunk keys loaded with `keys`, following static imports (dynamic ones load later, on demand). */
export function staticClosure(manifest: Manifest, keys: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the manifest has no chunk ${key}`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...seen];
}

export function measureFirstLoad(dist: string = WEB_DIST): FirstLoad | undefined {
  const manifestPath = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return undefined;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const gzipped = (keys: readonly string[]) =>
    staticClosure(manifest, keys)
      .map((key) => manifest[key]?.file ?? '')
      .filter((file) => file.endsWith('.js'))
      .map((file) => ({ file, gzipBytes: gzipSync(readFileSync(join(dist, file)), { level: 9 }).length }))
      .sort((a, b) => b.gzipBytes - a.gzipBytes);
  const kib = (files: { gzipBytes: number }[]) => files.reduce((sum, f) => sum + f.gzipBytes, 0) / 1024;
  const files = gzipped(['index.html', LANDING_PAGE]);
  const total = kib(files);
  const fill = manifest['fill.html'] ? kib(gzipped(['fill.html'])) : undefined;
  return {
    landingPage: LANDING_PAGE,
    firstLoadKiB: Math.round(total * 10) / 10,
    limitKiB: FIRST_LOAD_LIMIT_KIB,
    withinLimit: total <= FIRST_LOAD_LIMIT_KIB,
    files,
    ...(fill === undefined
      ? {}
      : { fillPageKiB: Math.round(fill * 10) / 10, fillPageWithinLimit: fill <= FILL_PAGE_LIMIT_KIB }),
    fillPageLimitKiB: FILL_PAGE_LIMIT_KIB,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(JSON.stringify(measureFirstLoad() ?? { skipped: 'web/dist not built' }, null, 2));
}
