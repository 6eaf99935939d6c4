// The device inputs of the filling page: a photo (downscaled, then uploaded before the answers that name it), a
// signature pad, and the device's position, checked with the server's rule.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FieldInput } from './FieldInput.js';
import { FillPage } from './FillPage.js';
import { fitWithin } from './images.js';
import type { DraftValue } from './rules.js';
import { element, fakeFetch, publicForm, TOKEN } from './testForm.js';
import { FILL_TEXTS } from './texts.js';
import { memoryKeyStore } from './vault.js';

const PHOTO = `data:image/jpeg;base64,${btoa('\xff\xd8\xff\xe0 downscaled')}`;
const SIGNED = `data:image/png;base64,${btoa('\x89PNG signature')}`;

// jsdom decodes no image and draws on no canvas: the browser's part is stood in for.
vi.mock('./images.js', async (original) => ({
  ...(await original<typeof import('./images.js')>()),
  downscalePhoto: vi.fn(async () => PHOTO),
}));

function field(type: 'PHOTO' | 'SIGNATURE' | 'LOCATION', value?: DraftValue) {
  const onChange = vi.fn();
  render(
    <FieldInput
      element={element('q', type)}
      value={value}
      onChange={onChange}
      error={undefined}
      language="en"
      defaultLanguage="en"
      texts={FILL_TEXTS.en}
    />,
  );
  return onChange;
}

describe('photo, signature and location inputs', () => {
  const context = { beginPath: vi.fn(), moveTo: vi.fn(), lineTo: vi.fn(), stroke: vi.fn(), clearRect: vi.fn() };
  beforeEach(() => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as unknown as CanvasRenderingContext2D);
    vi.spyOn(HTMLCanvasElement.prototype, 'toDataURL').mockReturnValue(SIGNED);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    localStorage.clear();
  });

  it('scales a photo to at most 1280 px on its longer side, never up', () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 1280, height: 960 });
    expect(fitWithin(1000, 2560)).toEqual({ width: 500, height: 1280 });
    expect(fitWithin(640, 480)).toEqual({ width: 640, height: 480 });
  });

  it('takes a photo from the camera input, downscaled, and shows it', async () => {
    const onChange = field('PHOTO');
    const input = (await screen.findByLabelText(/Label q/)) as HTMLInputElement;
    expect(input.getAttribute('accept')).toBe('image/*');
    expect(input.getAttribute('capture')).toBe('environment');
    await userEvent.upload(input, new File(['raw'], 'p.jpg', { type: 'image/jpeg' }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(PHOTO));
  });

  it('draws a signature with the pointer, keeps it as PNG, and clears it', async () => {
    const onChange = field('SIGNATURE');
    const pad = await screen.findByRole('img', { name: 'Sign in the box with your finger or the mouse.' });
    fireEvent.pointerDown(pad, { clientX: 10, clientY: 10, pointerId: 1 });
    fireEvent.pointerMove(pad, { clientX: 30, clientY: 20, pointerId: 1 });
    fireEvent.pointerUp(pad, { pointerId: 1 });
    expect(context.stroke).toHaveBeenCalled();
    expect(onChange).toHaveBeenLastCalledWith(SIGNED);
    fireEvent.click(screen.getByRole('button', { name: 'Clear the signature' }));
    expect(context.clearRect).toHaveBeenCalled();
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('takes the device’s position, says when it cannot, and checks a position with the server’s rule', async () => {
    const getCurrentPosition = vi.fn((ok: PositionCallback, _fail: PositionErrorCallback) =>
      ok({ coords: { latitude: -1.29, longitude: 36.82, accuracy: 12 } } as GeolocationPosition),
    );
    Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
    const onChange = field('LOCATION');
    fireEvent.click(await screen.findByRole('button', { name: 'Use my location' }));
    expect(onChange).toHaveBeenCalledWith({ latitude: -1.29, longitude: 36.82, accuracy: 12 });

    getCurrentPosition.mockImplementation((_ok, fail) => fail({ code: 1 } as GeolocationPositionError));
    fireEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(await screen.findByText(/Your location cannot be found/)).toBeTruthy();

    // A position the server would refuse is never kept.
    onChange.mockClear();
    getCurrentPosition.mockImplementation((ok) =>
      ok({ coords: { latitude: 91, longitude: 0 } } as GeolocationPosition),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Use my location' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('uploads the photo before the answers, which name it by its fileId', async () => {
    const user = userEvent.setup();
    const api = fakeFetch((url, method, body) => {
      if (method === 'GET') return { status: 200, body: publicForm };
      if (url.endsWith('/files')) return { status: 201, body: { fileId: 'fil--photo' } };
      return { status: 201, body: { submissionId: 'sfs--1', status: 'PENDING', sent: body } };
    });
    render(
      <FillPage
        token={TOKEN}
        deps={{ fetcher: api.fetcher, keys: memoryKeyStore(), storage: localStorage, browserLanguages: ['en'] }}
      />,
    );
    await user.type(await screen.findByLabelText(/Label first_name/), 'Amina');
    await user.type(screen.getByLabelText(/Label members/), '2');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.upload(await screen.findByLabelText(/Label photo/), new File(['raw'], 'p.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByRole('img', { name: 'The photo you took' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Thank you: your answers were received.')).toBeTruthy();
    const posts = api.sent.filter((s) => s.method === 'POST');
    expect(posts.map((s) => s.url)).toEqual([
      `/api/public/forms/${TOKEN}/files`,
      `/api/public/forms/${TOKEN}/submissions`,
    ]);
    expect(posts[0]?.body).toBeInstanceOf(Blob);
    expect(posts[0]?.headers['Content-Type']).toBe('image/jpeg');
    expect(posts[1]?.body).toMatchObject({ answers: { first_name: 'Amina', members: 2, photo: 'fil--photo' } });
  });
});
