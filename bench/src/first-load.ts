// The JavaScript a signed-in user's first page load fetches, gzipped, from the built web app (web/dist): the entry
// chunk and everything it imports statically, plus the chunk of the landing page (/programs for the demo admin)
// and its static imports. Read from Vite's manifest, so it counts what the browser really loads.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const FIRST_LOAD_LIMIT_KIB = 250;
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
  const files = staticClosure(manifest, ['index.html', LANDING_PAGE])
    .map((key) => manifest[key]?.file ?? '')
    .filter((file) => file.endsWith('.js'))
    .map((file) => ({ file, gzipBytes: gzipSync(readFileSync(join(dist, file)), { level: 9 }).length }))
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
  const total = files.reduce((sum, f) => sum + f.gzipBytes, 0) / 1024;
  return {
    landingPage: LANDING_PAGE,
    firstLoadKiB: Math.round(total * 10) / 10,
    limitKiB: FIRST_LOAD_LIMIT_KIB,
    withinLimit: total <= FIRST_LOAD_LIMIT_KIB,
    files,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(JSON.stringify(measureFirstLoad() ?? { skipped: 'web/dist not built' }, null, 2));
}
