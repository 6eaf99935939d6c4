// The inputs that need the device: a photo (the camera, or a picture chosen, downscaled before it is kept), a
// signature drawn with a finger or a mouse (a canvas, kept as PNG), and the device's position. Each keeps its answer
// as the page sends it: an image as a data: URL (uploaded when the form is sent, send.ts), a position as
// {latitude, longitude, accuracy}, the shape the server checks (common checkLocation).
import { checkLocation, type LocationAnswer } from '@aid/common/smart-forms';
import { type PointerEvent, type ReactElement, useEffect, useRef, useState } from 'react';
import { downscalePhoto } from './images.js';
import type { DraftValue } from './rules.js';
import { isImageData } from './send.js';
import { format } from './texts.js';
import { type MediaTexts, mediaTextsFor } from './texts-media.js';

export type MediaProps = {
  id: string;
  value: DraftValue | undefined;
  onChange: (value: DraftValue) => void;
  /** The language filled in (the texts follow it). */
  language: string;
  /** The hint and the error, read with the control. */
  aria: { 'aria-describedby': string | undefined; 'aria-invalid': true | undefined };
};

/** The input for a PHOTO, SIGNATURE or LOCATION element (FieldInput loads this module lazily). */
export function MediaInput({ type, ...props }: MediaProps & { type: string }): ReactElement {
  if (type === 'PHOTO') return <PhotoInput {...props} />;
  return type === 'SIGNATURE' ? <SignaturePad {...props} /> : <LocationInput {...props} />;
}

export function PhotoInput({ id, value, onChange, language, aria }: MediaProps) {
  const texts: MediaTexts = mediaTextsFor(language);
  const [busy, setBusy] = useState(false);
  const [unreadable, setUnreadable] = useState(false);
  const photo = isImageData(value) ? value : undefined;
  return (
    <div className="fill-media">
      {photo ? (
        <img className="fill-photo" src={photo} alt={texts.photoTaken} />
      ) : (
        <p className="fill-hint">{texts.takePhoto}</p>
      )}
      <input
        id={id}
        type="file"
        accept="image/*"
        capture="environment"
        aria-labelledby={`${id}-label`}
        {...aria}
        onChange={async (event) => {
          const file = event.target.files?.[0];
          if (!file) return;
          setBusy(true);
          setUnreadable(false);
          try {
            onChange(await downscalePhoto(file));
          } catch {
            setUnreadable(true);
          } finally {
            setBusy(false);
          }
        }}
      />
      {photo ? (
        <button type="button" onClick={() => onChange('')}>
          {texts.removePhoto}
        </button>
      ) : null}
      {busy ? <p className="fill-hint">{texts.preparingPhoto}</p> : null}
      {unreadable ? (
        <p className="fill-error" role="alert">
          {texts.photoUnreadable}
        </p>
      ) : null}
    </div>
  );
}

/** Width and height the pad draws at (the CSS stretches it to the page's width; points are scaled back). */
const PAD = { width: 600, height: 200 };

export function SignaturePad({ id, value, onChange, language, aria }: MediaProps) {
  const texts: MediaTexts = mediaTextsFor(language);
  const canvas = useRef<HTMLCanvasElement>(null);
  const drawing = useRef(false);
  const signature = isImageData(value) ? value : undefined;

  // A signature kept in the draft (back from another page) is drawn again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: drawn once, when the pad appears.
  useEffect(() => {
    const context = canvas.current?.getContext('2d');
    if (!context || !signature) return;
    const image = new Image();
    image.onload = () => context.drawImage(image, 0, 0);
    image.src = signature;
  }, []);

  const point = (event: PointerEvent<HTMLCanvasElement>): [number, number] => {
    const box = event.currentTarget.getBoundingClientRect();
    const x = box.width ? ((event.clientX - box.left) * PAD.width) / box.width : event.clientX;
    const y = box.height ? ((event.clientY - box.top) * PAD.height) / box.height : event.clientY;
    return [x, y];
  };
  const context = () => {
    const found = canvas.current?.getContext('2d');
    if (found) {
      found.lineWidth = 3;
      found.lineCap = 'round';
      found.lineJoin = 'round';
      found.strokeStyle = '#111';
    }
    return found;
  };
  const finish = () => {
    if (!drawing.current) return;
    drawing.current = false;
    const url = canvas.current?.toDataURL('image/png');
    if (url) onChange(url);
  };

  return (
    <div className="fill-media">
      <canvas
        id={id}
        ref={canvas}
        className="fill-signature"
        width={PAD.width}
        height={PAD.height}
        role="img"
        aria-label={signature ? texts.signed : texts.signHere}
        {...aria}
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture?.(event.pointerId);
          drawing.current = true;
          const ctx = context();
          ctx?.beginPath();
          ctx?.moveTo(...point(event));
        }}
        onPointerMove={(event) => {
          if (!drawing.current) return;
          const ctx = context();
          ctx?.lineTo(...point(event));
          ctx?.stroke();
        }}
        onPointerUp={finish}
        onPointerCancel={finish}
      />
      <p className="fill-hint">{texts.signHere}</p>
      <button
        type="button"
        onClick={() => {
          context()?.clearRect(0, 0, PAD.width, PAD.height);
          onChange('');
        }}
      >
        {texts.clearSignature}
      </button>
    </div>
  );
}

const isPosition = (value: unknown): value is LocationAnswer =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && 'latitude' in value;

export function LocationInput({ id, value, onChange, language, aria }: MediaProps) {
  const texts: MediaTexts = mediaTextsFor(language);
  const [state, setState] = useState<'idle' | 'locating' | 'failed'>('idle');
  const position = isPosition(value) ? value : undefined;
  const locate = () => {
    if (!navigator.geolocation) {
      setState('failed');
      return;
    }
    setState('locating');
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => {
        const found = { latitude: coords.latitude, longitude: coords.longitude };
        // The server's own rule (common checkLocation): a position in range, in the shape it takes.
        const checked = checkLocation(
          Number.isFinite(coords.accuracy) ? { ...found, accuracy: coords.accuracy } : found,
        );
        setState('value' in checked ? 'idle' : 'failed');
        if ('value' in checked) onChange(checked.value);
      },
      () => setState('failed'),
      { enableHighAccuracy: true, timeout: 30_000, maximumAge: 60_000 },
    );
  };
  return (
    <div className="fill-media">
      <button id={id} type="button" onClick={locate} disabled={state === 'locating'} {...aria}>
        {state === 'locating' ? texts.locating : texts.useLocation}
      </button>
      {position ? (
        <p className="fill-hint" role="status">
          {format(texts.locationFound, {
            latitude: position.latitude.toFixed(5),
            longitude: position.longitude.toFixed(5),
            accuracy: Math.round(position.accuracy ?? 0),
          })}
        </p>
      ) : null}
      {state === 'failed' ? (
        <p className="fill-error" role="alert">
          {texts.locationFailed}
        </p>
      ) : null}
    </div>
  );
}
