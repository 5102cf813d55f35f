/**
 * Narrower copies of stored pictures (decision 016): `/media/<hash>.<ext>?w=320|640` is the picture scaled to
 * that width, made with sharp on the first request (in the picture queue, decision 026) and kept in memory
 * (cache/picture-variants.ts).
 */
import sharp from 'sharp';
import { IMAGE_LIMITS, type ImageWidth } from '../../../shared/limits.ts';
import type { MediaMime } from './media.service.ts';

/** Quality of a variant: it is shown small, where 80 cannot be told from the stored picture's 90. */
const QUALITY = 80;

/** The picture scaled down to `width` (height in proportion), in its own format. Run it in the picture queue. */
export async function resizeTo(data: Buffer, mime: MediaMime, width: ImageWidth): Promise<Buffer> {
  const pipeline = sharp(data, { failOn: 'error', limitInputPixels: IMAGE_LIMITS.maxInputPixels }).resize({
    width,
    withoutEnlargement: true,
  });
  if (mime === 'image/png') return pipeline.png({ compressionLevel: 9 }).toBuffer();
  if (mime === 'image/webp') return pipeline.webp({ quality: QUALITY }).toBuffer();
  return pipeline.jpeg({ quality: QUALITY }).toBuffer();
}
