// The camera's live picture is named for a screen reader (issue 27: the scanner has a text alternative).
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useTextBundle } from '../i18n/bundles.js';
import { SCANNING_TEXTS } from '../i18n/scanning.js';
import { renderWithProviders } from '../test/helpers.js';
import { CameraScanner } from './CameraScanner.js';

function Scanner() {
  useTextBundle(SCANNING_TEXTS);
  return <CameraScanner onCode={() => undefined} paused={false} />;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('CameraScanner', () => {
  it('names the camera view by what it is for', async () => {
    // A camera that is still being opened: the view is drawn, no picture yet.
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia: () => new Promise(() => undefined) } });
    renderWithProviders(<Scanner />);
    const view = await screen.findByLabelText('Camera: hold the voucher’s QR code in view');
    expect(view.tagName).toBe('VIDEO');
  });
});
