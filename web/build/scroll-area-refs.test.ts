import { describe, expect, it } from 'vitest';
import { scrollAreaRefsTarget } from './scroll-area-refs.js';

const MERGE_REFS = '/app/src/app/mergeRefs.ts';

const SCROLL_AREA =
  '/x/node_modules/.pnpm/@mantine+core@9.7.4/node_modules/@mantine/core/esm/components/ScrollArea/ScrollArea.mjs';
const POPOVER = '/x/node_modules/@mantine/core/esm/components/Popover/use-popover.mjs';

describe('scrollAreaRefsTarget', () => {
  it("gives Mantine's ScrollArea the app's useMergeRefs instead of floating-ui", () => {
    expect(scrollAreaRefsTarget('@floating-ui/react', SCROLL_AREA, MERGE_REFS)).toBe(MERGE_REFS);
  });

  it('leaves every other import alone: popovers keep the real floating-ui, ScrollArea its other imports', () => {
    expect(scrollAreaRefsTarget('@floating-ui/react', POPOVER, MERGE_REFS)).toBeUndefined();
    expect(scrollAreaRefsTarget('@floating-ui/react', undefined, MERGE_REFS)).toBeUndefined();
    expect(scrollAreaRefsTarget('@mantine/hooks', SCROLL_AREA, MERGE_REFS)).toBeUndefined();
  });
});
