// Mantine's ScrollArea imports useMergeRefs from @floating-ui/react, which brought all of floating-ui into the first
// load (every list's table scrolls in a ScrollArea). This plugin answers that one import, from that one module, with
// the app's copy of the function (src/app/mergeRefs.ts); every other importer of floating-ui gets the real thing.
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const SCROLL_AREA = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/;

/** `mergeRefs` when `importer` is ScrollArea importing floating-ui, else undefined (resolved as usual). */
export function scrollAreaRefsTarget(
  source: string,
  importer: string | undefined,
  mergeRefs: string,
): string | undefined {
  return source === '@floating-ui/react' && importer && SCROLL_AREA.test(importer) ? mergeRefs : undefined;
}

export function scrollAreaRefs(): Plugin {
  const mergeRefs = fileURLToPath(new URL('../src/app/mergeRefs.ts', import.meta.url));
  return {
    name: 'aid-scroll-area-refs',
    enforce: 'pre',
    resolveId(source, importer) {
      return scrollAreaRefsTarget(source, importer, mergeRefs) ?? null;
    },
  };
}
