// A photo as the filling page sends it: drawn on a canvas at most 1280 px on its longer side and saved as JPEG at
// quality 0.8 (a phone's 12-megapixel photo of 4 MB becomes ~200 kB), so it fits the 2 MiB upload limit and the
// device's queue. No library: the browser decodes, scales and encodes.
export const PHOTO_MAX_SIDE = 1280;
export const PHOTO_QUALITY = 0.8;

/** The size to draw a `width`×`height` picture at: unchanged when small enough, else scaled to fit. */
export function fitWithin(width: number, height: number, maxSide = PHOTO_MAX_SIDE): { width: number; height: number } {
  const scale = Math.min(1, maxSide / Math.max(width, height, 1));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

async function decode(file: Blob): Promise<{ source: CanvasImageSource; width: number; height: number }> {
  if (typeof createImageBitmap === 'function') {
    // Honours the photo's EXIF orientation, so a portrait stays upright.
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    return { source: bitmap, width: bitmap.width, height: bitmap.height };
  }
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return { source: image, width: image.naturalWidth, height: image.naturalHeight };
  } finally {
    URL.revokeObjectURL(url);
  }
}

/** The picture downscaled as a JPEG data: URL; throws when the browser cannot read it as an image. */
export async function downscalePhoto(file: Blob): Promise<string> {
  const { source, width, height } = await decode(file);
  const size = fitWithin(width, height);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('no canvas');
  context.drawImage(source, 0, 0, size.width, size.height);
  return canvas.toDataURL('image/jpeg', PHOTO_QUALITY);
}
