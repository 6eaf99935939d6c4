// After a new version is deployed, the previous build's lazy chunks are gone from the server (and from the service
// worker's cache, which drops outdated entries once the new worker takes over): a page still running the old build
// fails the first time it opens a page or dialog it had not loaded yet. Reloading brings the new build's index.html
// and chunks. Once: a chunk that is missing for another reason (a broken deployment, no network and nothing cached)
// would otherwise reload the page forever; within RELOAD_GUARD_MS of a reload the error is left to show.

/** sessionStorage key: when this tab last reloaded for a new build (epoch milliseconds). */
export const RELOADED_AT_KEY = 'aid.reloadedForNewBuild';
export const RELOAD_GUARD_MS = 30_000;

/** What a failed `import()` says: Chromium, Firefox, Safari; and Vite's CSS preload. */
const CHUNK_LOAD_ERROR =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && CHUNK_LOAD_ERROR.test(error.message);
}

export type ReloadDeps = {
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  reload: () => void;
  now: () => number;
};

const browser = (): ReloadDeps => ({
  storage: window.sessionStorage,
  reload: () => window.location.reload(),
  now: Date.now,
});

// This page already asked for a reload: a second failing chunk (or the error boundary after Vite's event) is the
// same reload, not a refused one.
let reloading = false;

/**
 * Reloads the page for a new build unless this tab did so within RELOAD_GUARD_MS. True when the reload is under way
 * (the caller need not show or report the error), false when it was refused.
 */
export function reloadForNewBuild(deps: ReloadDeps = browser()): boolean {
  if (reloading) return true;
  const now = deps.now();
  try {
    const last = Number(deps.storage.getItem(RELOADED_AT_KEY));
    if (last > 0 && now - last >= 0 && now - last < RELOAD_GUARD_MS) return false;
    deps.storage.setItem(RELOADED_AT_KEY, String(now));
  } catch {
    // No sessionStorage (a privacy mode): without the guard a reload could loop, so the error shows instead.
    return false;
  }
  reloading = true;
  deps.reload();
  return true;
}

/** For tests: a page that has not asked for a reload yet. */
export function resetReloadState(): void {
  reloading = false;
}

/**
 * Listens for Vite's `vite:preloadError`, fired when a lazy chunk (or what it preloads) fails to load. The error
 * still reaches the code that imported it (React.lazy, the error boundary), which shows it when the reload is refused.
 */
export function reloadOnStaleChunks(target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window) {
  const onPreloadError = () => {
    reloadForNewBuild();
  };
  target.addEventListener('vite:preloadError', onPreloadError);
  return () => target.removeEventListener('vite:preloadError', onPreloadError);
}
