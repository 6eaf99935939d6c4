// The reload after a deployment: once per tab within the guard window, so a chunk missing for good shows its error
// instead of reloading the page forever.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  isChunkLoadError,
  RELOAD_GUARD_MS,
  RELOADED_AT_KEY,
  reloadForNewBuild,
  reloadOnStaleChunks,
  resetReloadState,
} from './staleBuild.js';

function tab(start = 1_000_000) {
  const values = new Map<string, string>();
  const clock = { now: start };
  const deps = {
    storage: {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => void values.set(key, value),
    },
    reload: vi.fn(),
    now: () => clock.now,
  };
  return { deps, values, clock };
}

describe('reloading for a new build', () => {
  beforeEach(() => resetReloadState());

  it('reloads once and records when', () => {
    const { deps, values } = tab();
    expect(reloadForNewBuild(deps)).toBe(true);
    expect(deps.reload).toHaveBeenCalledTimes(1);
    expect(values.get(RELOADED_AT_KEY)).toBe('1000000');
    // A second failing chunk of the same page: the same reload, not another one.
    expect(reloadForNewBuild(deps)).toBe(true);
    expect(deps.reload).toHaveBeenCalledTimes(1);
  });

  it('refuses to reload again soon after a reload (no loop), and reloads again once the guard has passed', () => {
    const { deps, clock } = tab();
    reloadForNewBuild(deps);
    // The reloaded page (a new page: nothing in memory) fails again right away.
    resetReloadState();
    clock.now += 2_000;
    expect(reloadForNewBuild(deps)).toBe(false);
    expect(deps.reload).toHaveBeenCalledTimes(1);
    // Much later (the next deployment), the tab reloads again.
    clock.now += RELOAD_GUARD_MS;
    expect(reloadForNewBuild(deps)).toBe(true);
    expect(deps.reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload without sessionStorage, where no guard could stop a loop', () => {
    const { deps } = tab();
    const storage = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => undefined,
    };
    expect(reloadForNewBuild({ ...deps, storage })).toBe(false);
    expect(deps.reload).not.toHaveBeenCalled();
  });

  it('tells a failed dynamic import from other errors', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/ScanPage-x1.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module: /assets/a.js'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/a.css'))).toBe(true);
    expect(isChunkLoadError(new Error('render failed'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });

  it("listens for Vite's preload error and stops listening when asked", () => {
    const target = new EventTarget();
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    window.sessionStorage.removeItem(RELOADED_AT_KEY);
    const stop = reloadOnStaleChunks(target as unknown as Window);
    target.dispatchEvent(new Event('vite:preloadError'));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(Number(window.sessionStorage.getItem(RELOADED_AT_KEY))).toBeGreaterThan(0);

    stop();
    resetReloadState();
    window.sessionStorage.removeItem(RELOADED_AT_KEY);
    target.dispatchEvent(new Event('vite:preloadError'));
    expect(reload).toHaveBeenCalledTimes(1);
    vi.restoreAllMocks();
  });
});
