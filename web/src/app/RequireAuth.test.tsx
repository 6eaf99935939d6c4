// Component test: routing only; nobody signs in, so no gateway or identity service is involved.
import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { fakeTokens, renderWithProviders, testSession } from '../test/helpers.js';
import { safeRedirect } from '../ui/redirect.js';
import { RequireAuth } from './RequireAuth.js';

function LoginProbe() {
  const location = useLocation();
  return <div data-testid="login">{location.pathname + location.search}</div>;
}

function renderAt(
  entry: string,
  signedIn: boolean,
  session = testSession(signedIn ? { tokens: fakeTokens(Date.now() + 3_600_000) } : {}),
) {
  renderWithProviders(
    <Routes>
      <Route path="/login" element={<LoginProbe />} />
      <Route
        path="/programs/*"
        element={
          <RequireAuth>
            <div data-testid="secret">programs</div>
          </RequireAuth>
        }
      />
    </Routes>,
    { url: entry, session },
  );
}

describe('RequireAuth', () => {
  it('sends a signed-out visitor to /login with the encoded path and query', () => {
    renderAt('/programs/prg--1/view?tab=a&b=c', false);
    expect(screen.getByTestId('login').textContent).toBe(
      '/login?redirect=%2Fprograms%2Fprg--1%2Fview%3Ftab%3Da%26b%3Dc',
    );
    expect(screen.queryByTestId('secret')).toBeNull();
  });

  it('sends a session the server refused to the expired notice, not to a redirect that would race it', () => {
    const session = testSession({ tokens: fakeTokens(Date.now() + 3_600_000) });
    session.expire();
    renderAt('/programs/prg--1/view', false, session);
    expect(screen.getByTestId('login').textContent).toBe('/login?status=not-authorized');
  });

  it('shows the page to a signed-in user', () => {
    renderAt('/programs', true);
    expect(screen.getByTestId('secret')).toBeTruthy();
  });
});

describe('safeRedirect', () => {
  const origin = 'https://app.example';
  it('keeps same-origin paths and refuses everything else', () => {
    expect(safeRedirect('/programs?x=1', origin)).toBe('/programs?x=1');
    expect(safeRedirect('//evil.example/', origin)).toBeNull();
    expect(safeRedirect('/\\evil.example', origin)).toBeNull();
    expect(safeRedirect('https://evil.example/', origin)).toBeNull();
    expect(safeRedirect('programs', origin)).toBeNull();
    expect(safeRedirect('/login?redirect=/x', origin)).toBeNull();
    expect(safeRedirect(null, origin)).toBeNull();
  });
});
