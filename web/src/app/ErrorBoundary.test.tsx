import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/helpers.js';
import { ErrorBoundary } from './ErrorBoundary.js';

function Broken(): never {
  throw new Error('render failed');
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
});
