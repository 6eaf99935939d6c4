import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/helpers.js';
import { ErrorBoundary } from './ErrorBoundary.js';
import { RELOADED_AT_KEY, resetReloadState } from './staleBuild.js';

function Broken(): never {
  throw new Error('render failed');
}

/** A lazy page whose chunk, of the previous build, is gone from the server. */
function Stale(): never {
  throw new TypeError('Failed to fetch dynamically imported module: https://aid.example/assets/ScanPage-old.js');
}

describe('ErrorBoundary', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the error screen of the specification word for word and reports the crash', () => {
    const onError = vi.fn();
    // React logs caught render errors to the console; that noise is expected here.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(
      <ErrorBoundary onError={onError}>
        <Broken />
      </ErrorBoundary>,
    );
    expect(
      screen.getByText(
        'Oops! Something went wrong. Please try again later. If the problem persists, please contact support.',
      ),
    ).toBeTruthy();
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'render failed' }), expect.any(String));
    consoleError.mockRestore();
  });

  it('reports by default, and not from localhost (the host of these tests)', () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(
      <ErrorBoundary>
        <Broken />
      </ErrorBoundary>,
    );
    expect(screen.getByTestId('error-screen')).toBeTruthy();
    expect(window.location.hostname).toBe('localhost');
    expect(fetchSpy).not.toHaveBeenCalled();
    consoleError.mockRestore();
  });

  it('reloads instead of reporting when a lazy page of the previous build is gone, once', () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    window.sessionStorage.removeItem(RELOADED_AT_KEY);
    resetReloadState();
    const onError = vi.fn();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const first = renderWithProviders(
      <ErrorBoundary onError={onError}>
        <Stale />
      </ErrorBoundary>,
    );
    expect(reload).toHaveBeenCalledTimes(1);
    expect(onError).not.toHaveBeenCalled();
    first.unmount();

    // The reloaded page fails the same way (the chunk is missing for good): the error shows and is reported.
    resetReloadState();
    renderWithProviders(
      <ErrorBoundary onError={onError}>
        <Stale />
      </ErrorBoundary>,
    );
    expect(reload).toHaveBeenCalledTimes(1);
    expect(onError).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('error-screen')).toBeTruthy();
    consoleError.mockRestore();
    vi.restoreAllMocks();
    window.sessionStorage.removeItem(RELOADED_AT_KEY);
  });
});
