/**
 * SPEC §5: a picked picture is resized in the browser to fit within 1000 by 1000 pixels, keeping its
 * aspect ratio and never upscaled, and re-encoded as JPEG at quality 0.95.
 */
import { LIMITS } from '../../../../shared/limits.ts';

export interface Size {
  width: number;
  height: number;
}

/** The size that fits `width` x `height` within `max` x `max`: aspect kept, never upscaled. */
export function fitWithin(width: number, height: number, max: number = LIMITS.imageMaxDimension): Size {
  if (width <= 0 || height <= 0) return { width: 0, height: 0 };
  const scale = Math.min(1, max / width, max / height);
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** The picture could not be read as an image. */
export class ImageDecodeError extends Error {
  override readonly name = 'ImageDecodeError';
}

/** Resizes a picked file and answers a `data:image/jpeg;base64,...` URL. */
export async function resizeImage(file: Blob): Promise<string> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch (error) {
    throw new ImageDecodeError('The file is not a picture this browser can read.', { cause: error });
  }
  try {
    const { width, height } = fitWithin(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new ImageDecodeError('This browser cannot draw pictures.');
    // JPEG has no transparency: paint a white background under transparent PNG/WebP pixels.
    context.fillStyle = '#ffffff';
    context.fillRect(0, 0, width, height);
    context.drawImage(bitmap, 0, 0, width, height);
    return canvas.toDataURL('image/jpeg', LIMITS.imageJpegQuality);
  } finally {
    bitmap.close();
  }
}
