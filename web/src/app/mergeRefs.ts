// Mantine's ScrollArea takes one function from @floating-ui/react, useMergeRefs, and with it the whole library
// (about 14 KiB gzipped) landed in the first load: every list's table scrolls in a ScrollArea. The build gives
// ScrollArea this copy instead (build/scroll-area-refs.ts); the menus, tooltips and pickers that need
// floating-ui still load it, in their own chunks. Same contract as floating-ui's: one ref that sets every given
// ref, running a callback ref's React 19 cleanup (or calling it with null) when the element goes.
import { type Ref, type RefCallback, useCallback, useMemo, useRef } from 'react';

export function useMergeRefs<T>(refs: readonly (Ref<T> | undefined)[]): RefCallback<T> | null {
  const cleanupRef = useRef<(() => void) | undefined>(undefined);
  const refEffect = useCallback((instance: T) => {
    const cleanups = refs.map((ref) => {
      if (ref == null) return undefined;
      if (typeof ref === 'function') {
        const cleanup = ref(instance);
        return typeof cleanup === 'function' ? cleanup : () => ref(null);
      }
      ref.current = instance;
      return () => {
        ref.current = null;
      };
    });
    return () => {
      for (const cleanup of cleanups) cleanup?.();
    };
    // biome-ignore lint/correctness/useExhaustiveDependencies: the refs themselves are the dependencies.
  }, refs);
  return useMemo(() => {
    if (refs.every((ref) => ref == null)) return null;
    return (value: T | null) => {
      cleanupRef.current?.();
      cleanupRef.current = undefined;
      if (value != null) cleanupRef.current = refEffect(value);
    };
    // biome-ignore lint/correctness/useExhaustiveDependencies: the refs themselves are the dependencies.
  }, refs);
}
