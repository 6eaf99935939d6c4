import { renderHook } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useMergeRefs } from './mergeRefs.js';

describe('useMergeRefs', () => {
  it('sets an object ref and calls a callback ref with the element, and clears both when it goes', () => {
    const object = createRef<string>();
    const callback = vi.fn();
    const { result } = renderHook(() => useMergeRefs<string>([object, callback, undefined]));
    result.current?.('element');
    expect(object.current).toBe('element');
    expect(callback).toHaveBeenLastCalledWith('element');
    result.current?.(null);
    expect(object.current).toBeNull();
    expect(callback).toHaveBeenLastCalledWith(null);
  });

  it("runs a callback ref's own cleanup (React 19) instead of calling it with null", () => {
    const cleanup = vi.fn();
    const callback = vi.fn(() => cleanup);
    const { result } = renderHook(() => useMergeRefs<string>([callback]));
    result.current?.('element');
    result.current?.(null);
    expect(cleanup).toHaveBeenCalledTimes(1);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('gives no ref when there is none to set, and the same one while the refs stay the same', () => {
    expect(renderHook(() => useMergeRefs<string>([undefined, null])).result.current).toBeNull();
    const object = createRef<string>();
    const { result, rerender } = renderHook(() => useMergeRefs<string>([object]));
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });
});
