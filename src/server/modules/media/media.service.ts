/**
 * Pictures sent with posts: a data URL is decoded, checked for what it really is, re-encoded (EXIF
 * orientation applied, at most 1000x1000, every metadata block such as GPS dropped) and stored once under
 * the SHA-256 of its bytes. Stored pictures are referenced as /media/<hash>.<ext>; http(s) links are kept.
 * The CPU work happens before any transaction; storing happens inside the caller's transaction.
 */
import { createHash } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import { LIMITS } from '../../../shared/limits.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import { isDataUrl, isHttpLink, isMediaUrl } from '../../../shared/schemas/posts.ts';
import type { Database } from '../../database/schema.ts';
import { nowIso } from '../../database/values.ts';
import { badRequest } from '../../lib/http-errors.ts';
import * as media from './media.repository.ts';
import type { Kysely, Transaction } from 'kysely';

type Db = Kysely<Database> | Transaction<Database>;

/** Re-encoding quality for pictures without transparency. */
const JPEG_QUALITY = 90;
/** Decoding more pixels than this is refused before any work (a small file can hide a huge picture). */
const MAX_INPUT_PIXELS = 50_000_000;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

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

/** Decodes, checks and re-encodes one data URL. Throws 400 with the message a person can act on. */
export async function processDataUrl(dataUrl: string, options: ProcessOptions = POST_IMAGE): Promise<media.MediaRow> {
  const base64 = dataUrl.slice(dataUrl.indexOf(',') + 1).replace(/\s+/g, '');
  // Refuse by the encoded length before decoding anything.
  if (Math.floor((base64.length * 3) / 4) - 2 > options.maxBytes) throw badRequest(options.tooLarge);
  const input = Buffer.from(base64, 'base64');
  if (input.length > options.maxBytes) throw badRequest(options.tooLarge);

  let meta: Metadata;
  try {
    meta = await sharp(input, { failOn: 'none' }).metadata();
  } catch {
    throw badRequest(MESSAGES.invalidImage);
  }
  // What the bytes are, not what the data URL says: SVG, HTML or anything else is refused.
  if (!ACCEPTED_FORMATS.has(meta.format) || !meta.width || !meta.height) throw badRequest(MESSAGES.invalidImage);
  if (meta.width * meta.height > MAX_INPUT_PIXELS) throw badRequest(options.tooLarge);

  try {
    const transparent = meta.hasAlpha && !(await sharp(input, { failOn: 'error' }).stats()).isOpaque;
    const pipeline = sharp(input, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize(
        options.square
          ? { width: options.square, height: options.square, fit: 'cover', position: 'attention' }
          : { width: LIMITS.imageMaxDimension, height: LIMITS.imageMaxDimension, fit: 'inside', withoutEnlargement: true },
      );
    // No withMetadata(): sharp writes no EXIF, XMP or IPTC (GPS included) into the output.
    const encoded = transparent ? pipeline.png({ compressionLevel: 9 }) : pipeline.jpeg({ quality: JPEG_QUALITY });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return {
      hash: createHash('sha256').update(data).digest('hex'),
      mime: transparent ? 'image/png' : 'image/jpeg',
      size: data.length,
      width: info.width,
      height: info.height,
      data,
      created_at: nowIso(),
    };
  } catch {
    throw badRequest(MESSAGES.invalidImage);
  }
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

/** Processes the data URLs among the references (each distinct one once). CPU work: call outside transactions. */
export async function prepareImages(refs: readonly string[]): Promise<PreparedImages> {
  const distinct = [...new Set(refs)];
  if (distinct.some((ref) => !isDataUrl(ref) && !isMediaUrl(ref) && !isHttpLink(ref))) {
    throw badRequest(MESSAGES.invalidImage);
  }
  const dataUrls = distinct.filter(isDataUrl);
  const processed = await Promise.all(dataUrls.map((ref) => processDataUrl(ref)));
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

/** Inside a transaction: deletes the pictures among these that nothing references any more. */
export const deleteUnusedMedia = (db: Db, hashes: readonly string[]): Promise<number> =>
  media.deleteUnreferencedMedia(db, hashes);
