// Reads QR codes from the back camera. BarcodeDetector where the browser has one; elsewhere (Chromium on Linux,
// Firefox) jsQR, bundled by Vite, reads frames drawn from the <video> into a canvas. No camera (or no permission)
// leaves the manual code entry, which is always shown. jsQR (about 42 KiB gzipped) loads once the camera runs
// without a native detector: the page, and its code field, must not wait for it on a slow phone (issue 27).
import { Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Detector = { detect: (source: HTMLVideoElement) => Promise<{ rawValue: string }[]> };
type DetectorConstructor = new (options: { formats: string[] }) => Detector;

/** Frames read per second: enough to feel instant, little enough for a low-end phone. */
const SCAN_INTERVAL_MS = 200;

function nativeDetector(): Detector | null {
  const ctor = (globalThis as { BarcodeDetector?: DetectorConstructor }).BarcodeDetector;
  return ctor ? new ctor({ formats: ['qr_code'] }) : null;
}

type JsQr = typeof import('jsqr').default;

function readWithJsQr(jsQR: JsQr, video: HTMLVideoElement, canvas: HTMLCanvasElement): string | null {
  const { videoWidth: width, videoHeight: height } = video;
  if (!width || !height) return null;
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(video, 0, 0, width, height);
  const image = context.getImageData(0, 0, width, height);
  return jsQR(image.data, width, height, { inversionAttempts: 'dontInvert' })?.data ?? null;
}

export function CameraScanner({ onCode, paused }: { onCode: (qr: string) => void; paused: boolean }) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const canvas = useRef<HTMLCanvasElement>(null);
  const [available, setAvailable] = useState(true);
  // The latest callback and pause state without restarting the camera on every render.
  const latest = useRef({ onCode, paused });
  latest.current = { onCode, paused };

  useEffect(() => {
    if (!navigator.mediaDevices?.getUserMedia) {
      setAvailable(false);
      return;
    }
    let stream: MediaStream | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    let lastRead = '';
    const detector = nativeDetector();
    let jsQR: JsQr | null = null;

    async function tick() {
      const element = video.current;
      if (stopped || !element || !canvas.current) return;
      if (!latest.current.paused && element.readyState >= 2) {
        const read = detector
          ? ((await detector.detect(element).catch(() => []))[0]?.rawValue ?? null)
          : jsQR
            ? readWithJsQr(jsQR, element, canvas.current)
            : null;
        // The same QR held in front of the camera is looked up once, not five times a second.
        if (read && read !== lastRead) {
          lastRead = read;
          latest.current.onCode(read);
        }
      }
      timer = setTimeout(() => void tick(), SCAN_INTERVAL_MS);
    }

    navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' }, audio: false })
      .then((media) => {
        stream = media;
        if (stopped || !video.current) return;
        // Frames read before it arrives read nothing; it is in the offline app's cache like every chunk.
        if (!detector) {
          import('jsqr').then((module) => (jsQR = module.default)).catch(() => setAvailable(false));
        }
        video.current.srcObject = media;
        void video.current.play().catch(() => undefined);
        void tick();
      })
      .catch(() => setAvailable(false));

    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      for (const track of stream?.getTracks() ?? []) track.stop();
    };
  }, []);

  if (!available) {
    return (
      <Text size="sm" c="dimmed" data-testid="camera-unavailable">
        {t('scanning.noCamera')}
      </Text>
    );
  }
  return (
    <>
      <video
        ref={video}
        muted
        playsInline
        // The live picture says what it is for: a screen reader otherwise announces an unnamed video.
        aria-label={t('scanning.camera')}
        data-testid="camera"
        style={{ width: '100%', maxHeight: 280, objectFit: 'cover', borderRadius: 8, background: '#000' }}
      />
      <canvas ref={canvas} hidden />
    </>
  );
}
