/**
 * Pictures sent with posts and avatars: a data URL is decoded, checked for what it really is, re-encoded (EXIF
 * orientation applied, at most 1000x1000, every metadata block such as GPS dropped) and stored once under
 * the SHA-256 of its bytes. Stored pictures are referenced as /media/<hash>.<ext>; a link elsewhere is refused
 * (decision 027).
 * The CPU work happens before any transaction, in the picture queue (decision 026): its header is read, its
 * pixels are counted against the cap, and it is decoded once; storing happens inside the caller's transaction.
 */
import { createHash } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import { IMAGE_LIMITS, LIMITS } from '../../../shared/limits.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import { isDataUrl, isHttpLink, isMediaUrl } from '../../../shared/schemas/posts.ts';
import type { AppContext } from '../../context.ts';
import type { Database } from '../../database/schema.ts';
import { nowIso } from '../../database/values.ts';
import { badRequest } from '../../lib/http-errors.ts';
import { pictureQueueOf } from './media.queue.ts';
import * as media from './media.repository.ts';
import type { Kysely, Transaction } from 'kysely';

type Db = Kysely<Database> | Transaction<Database>;

/** Re-encoding quality for pictures without transparency. */
const JPEG_QUALITY = 90;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
/** Bytes per channel of a decoded picture, by the header's depth (8 bits unless it says otherwise). */
const BYTES_PER_CHANNEL: Partial<Record<string, number>> = { ushort: 2, short: 2, uint: 4, int: 4, float: 4, complex: 8, double: 8, dpcomplex: 16 };

/** What decoding the whole picture would take in memory, from its header. */
const decodedBytesOf = (meta: Metadata): number =>
  (meta.width ?? 0) * (meta.height ?? 0) * (meta.channels ?? 4) * (BYTES_PER_CHANNEL[meta.depth ?? 'uchar'] ?? 1);

export type MediaMime = keyof typeof media.MEDIA_EXTENSIONS;

export const mediaUrl = (hash: string, mime: MediaMime): string => `/media/${hash}.${media.MEDIA_EXTENSIONS[mime]}`;

/** The hash inside a /media URL, or null for anything else. */
export const mediaHashOf = (url: string | null | undefined): string | null =>
  url && isMediaUrl(url) ? url.slice('/media/'.length, '/media/'.length + 64) : null;

const isMediaMime = (mime: string): mime is MediaMime => Object.hasOwn(media.MEDIA_EXTENSIONS, mime);

/** The exact URL of a stored picture of this type, or null if the type is not one we serve. */
export function storedUrl(hash: string, mime: string): string | null {
  return isMediaMime(mime) ? mediaUrl(hash, mime) : null;
}

export interface ProcessOptions {
  /** The decoded size above which the picture is refused, and the message that says so. */
  maxBytes: number;
  tooLarge: string;
  /** Crop to a centred square of this side (avatars); otherwise fit inside 1000x1000. */
  square?: number;
}

const POST_IMAGE: ProcessOptions = { maxBytes: LIMITS.imageMaxBytes, tooLarge: MESSAGES.imageTooLarge };

/**
 * The base64 of a data URL, refused by its length before anything is decoded or queued. The bytes are decoded
 * from it only when the picture's turn comes, so a waiting picture costs no more than the request's body.
 */
function base64Of(dataUrl: string, options: ProcessOptions): string {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1).replace(/\s+/g, '');
  if (Math.floor((base64.length * 3) / 4) - 2 > options.maxBytes) throw badRequest(options.tooLarge);
  return base64;
}

function bytesOf(base64: string, options: ProcessOptions): Buffer {
  const input = Buffer.from(base64, 'base64');
  if (input.length > options.maxBytes) throw badRequest(options.tooLarge);
  return input;
}

/** Whether every pixel of these raw pixels (alpha last) is fully opaque. */
function isOpaque(pixels: Buffer, channels: number): boolean {
  if (channels !== 2 && channels !== 4) return true;
  for (let i = channels - 1; i < pixels.length; i += channels) if (pixels[i] !== 255) return false;
  return true;
}

/**
 * One picture's work, as one job of the queue: the header is read (no pixels), the type and the pixel count
 * are checked, then the picture is decoded once, oriented and scaled to raw pixels; the small result is looked
 * at for transparency and encoded. Throws 400 with the message a person can act on.
 */
async function processPicture(base64: string, options: ProcessOptions): Promise<media.MediaRow> {
  const input = bytesOf(base64, options);
  let meta: Metadata;
  try {
    meta = await sharp(input, { failOn: 'none' }).metadata();
  } catch {
    throw badRequest(MESSAGES.invalidImage);
  }
  // What the bytes are, not what the data URL says: SVG, HTML or anything else is refused.
  if (!ACCEPTED_FORMATS.has(meta.format) || !meta.width || !meta.height) throw badRequest(MESSAGES.invalidImage);
  // A small file can hide a huge picture: its pixels and their bytes are counted before any is decoded.
  if (meta.width * meta.height > IMAGE_LIMITS.maxInputPixels || decodedBytesOf(meta) > IMAGE_LIMITS.maxDecodedBytes) {
    throw badRequest(MESSAGES.imageTooManyPixels);
  }

  try {
    // The one decode: sharp streams the rows through the scaling, so the full-size picture is rarely held whole.
    const { data: pixels, info } = await sharp(input, { failOn: 'error', limitInputPixels: IMAGE_LIMITS.maxInputPixels })
      .rotate()
      .resize(
        options.square
          ? { width: options.square, height: options.square, fit: 'cover', position: 'attention' }
          : { width: LIMITS.imageMaxDimension, height: LIMITS.imageMaxDimension, fit: 'inside', withoutEnlargement: true },
      )
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
    const transparent = !isOpaque(pixels, info.channels);
    const raw = sharp(pixels, { raw: { width: info.width, height: info.height, channels: info.channels } });
    // No withMetadata(): sharp writes no EXIF, XMP or IPTC (GPS included) into the output.
    const encoded = transparent ? raw.png({ compressionLevel: 9 }) : raw.removeAlpha().jpeg({ quality: JPEG_QUALITY });
    const { data, info: out } = await encoded.toBuffer({ resolveWithObject: true });
    return {
      hash: createHash('sha256').update(data).digest('hex'),
      mime: transparent ? 'image/png' : 'image/jpeg',
      size: data.length,
      width: out.width,
      height: out.height,
      data,
      created_at: nowIso(),
    };
  } catch {
    throw badRequest(MESSAGES.invalidImage);
  }
}

/** Decodes, checks and re-encodes one data URL (an avatar), through the app's picture queue. */
export async function processDataUrl(
  ctx: AppContext,
  dataUrl: string,
  options: ProcessOptions = POST_IMAGE,
): Promise<media.MediaRow> {
  const base64 = base64Of(dataUrl, options);
  return pictureQueueOf(ctx).run(() => processPicture(base64, options));
}

/** What a list of sent image references becomes, ready to store in one transaction. */
export interface PreparedImages {
  /** The URL to store for a sent reference (itself for links and stored pictures). */
  urlOf: (ref: string) => string;
  /** Pictures decoded and re-encoded from data URLs, to insert. */
  fresh: media.MediaRow[];
  /** Stored pictures the references named by URL: they must still exist when the post is written. */
  named: { hash: string; url: string }[];
  /** Every stored picture the references use, distinct. */
  hashes: string[];
}

/**
 * Processes the data URLs among the references (each distinct one once), as one admission to the picture queue.
 * CPU work: call outside transactions.
 */
export async function prepareImages(ctx: AppContext, refs: readonly string[]): Promise<PreparedImages> {
  const distinct = [...new Set(refs)];
  if (distinct.some(isHttpLink)) throw badRequest(MESSAGES.uploadedPicturesOnly);
  if (distinct.some((ref) => !isDataUrl(ref) && !isMediaUrl(ref))) throw badRequest(MESSAGES.invalidImage);
  const dataUrls = distinct.filter(isDataUrl);
  if (dataUrls.length > IMAGE_LIMITS.perRequest) throw badRequest(MESSAGES.tooManyImages);
  const inputs = dataUrls.map((ref) => base64Of(ref, POST_IMAGE));
  const processed = await pictureQueueOf(ctx).runAll(inputs.map((base64) => () => processPicture(base64, POST_IMAGE)));
  const urls = new Map<string, string>(distinct.map((ref) => [ref, ref]));
  dataUrls.forEach((ref, i) => {
    const row = processed[i];
    if (row) urls.set(ref, storedUrl(row.hash, row.mime) ?? ref);
  });
  const fresh = new Map(processed.map((row) => [row.hash, row]));
  const named = distinct.filter(isMediaUrl).map((url) => ({ hash: mediaHashOf(url) ?? '', url }));
  return {
    urlOf: (ref) => urls.get(ref) ?? ref,
    fresh: [...fresh.values()],
    named,
    hashes: [...new Set([...fresh.keys(), ...named.map((n) => n.hash)])],
  };
}

/**
 * Inside the write transaction: stores the fresh pictures, then checks that every picture named by URL
 * still exists with that type (400 otherwise, so a post never points at nothing).
 */
export async function storeImages(db: Db, prepared: PreparedImages): Promise<void> {
  await media.insertMedia(db, prepared.fresh);
  if (prepared.named.length === 0) return;
  const found = await media.findMediaTypes(db, prepared.named.map((n) => n.hash));
  const existing = new Set(found.map((row) => storedUrl(row.hash, row.mime)));
  if (prepared.named.some((n) => !existing.has(n.url))) throw badRequest(MESSAGES.imageNotFound);
}

/** Inside the caller's transaction: stores pictures made by processDataUrl (once by hash), as an avatar is. */
export const storeProcessed = (db: Db, pictures: readonly media.MediaRow[]): Promise<void> =>
  media.insertMedia(db, pictures);

/** Inside a transaction: deletes the pictures among these that nothing references any more. */
export const deleteUnusedMedia = (db: Db, hashes: readonly string[]): Promise<number> =>
  media.deleteUnreferencedMedia(db, hashes);
