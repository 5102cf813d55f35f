import { createHash } from 'node:crypto';
import { PostSchema } from '../../../shared/schemas/posts.ts';
import type { FinishedPage, SharedPost } from '../../cache/feed-pages.ts';
import type { PostWithAuthor } from '../../database/post-rows.ts';
import { type PostBase, VIEWER_PART_FIELDS, type ViewerPart } from '../posts/posts.presenter.ts';

/*
 * A feed page's bytes: each post's shared part encoded once (posts.presenter.ts's PostBase), closed per viewer
 * with their part, and the page's list around them.
 */

const PostBaseSchema = PostSchema.omit(Object.fromEntries(VIEWER_PART_FIELDS.map((field) => [field, true])) as Record<keyof ViewerPart, true>);

/**
 * A post's shared part as UTF-8 JSON, checked against the wire schema once (unnamed fields stripped, as the
 * route serializer does), and left open at the end: `pageJson` closes it with one viewer's part. A feed page
 * read once serves every student this way, with only their part computed per request, and its bytes are
 * encoded once, not at every answer.
 */
export function openPostJson(base: PostBase): Buffer {
  return Buffer.from(JSON.stringify(PostBaseSchema.parse(base)).slice(0, -1), 'utf8');
}

/**
 * A viewer's part as a key: one character per field of `VIEWER_PART_FIELDS`, '1' for true and '0' for false.
 * Every key has the same length, so keys are distinct for any number of fields, and so are a page's keys
 * joined (the finished page's key).
 */
export const viewerPartKey = (part: ViewerPart): string => VIEWER_PART_FIELDS.map((field) => (part[field] ? '1' : '0')).join('');

/** Each viewer part's JSON, closing an open post, by its key: encoded once, at first use. */
const closings = new Map<string, Buffer>();

function closingOf(key: string): Buffer {
  let closing = closings.get(key);
  if (!closing) {
    const fields = VIEWER_PART_FIELDS.map((field, i) => `,${JSON.stringify(field)}:${key[i] === '1' ? 'true' : 'false'}`);
    closing = Buffer.from(`${fields.join('')}}`);
    closings.set(key, closing);
  }
  return closing;
}
const OPEN_LIST = Buffer.from('[');
const COMMA = Buffer.from(',');
const CLOSE_LIST = Buffer.from(']');

/** A JSON list of open posts, each closed with its viewer part (keys from `viewerPartKey`), as bytes. */
export function pageJson(opens: readonly Buffer[], keys: readonly string[]): Buffer {
  const chunks: Buffer[] = [OPEN_LIST];
  let length = 2 + Math.max(0, opens.length - 1);
  for (let i = 0; i < opens.length; i += 1) {
    const open = opens[i]!;
    const closing = closingOf(keys[i]!);
    if (i > 0) chunks.push(COMMA);
    chunks.push(open, closing);
    length += open.length + closing.length;
  }
  chunks.push(CLOSE_LIST);
  return Buffer.concat(chunks, length);
}

/** Rows with their shared parts (`bases`, in the same order) as shared posts: open JSON and its tag. */
export function sharedPostsOf(rows: readonly PostWithAuthor[], bases: readonly PostBase[]): SharedPost[] {
  return rows.map((row, i) => {
    const open = openPostJson(bases[i]!);
    return { id: row.id, created_at: row.created_at, facts: row, open, tag: createHash('sha1').update(open).digest('base64url') };
  });
}

/** A page finished for one viewer: its parts' key (what it is kept under), the page, and whether it was made now. */
export interface Finishing {
  key: string;
  page: FinishedPage;
  made: boolean;
}

/**
 * The page closed with each post's viewer part (`parts`, in the page's order) and its entity tag: the one in
 * `kept` under the parts' key (the pages already finished from the same shared page), or made now.
 */
export function finishPage(
  page: readonly SharedPost[],
  parts: readonly ViewerPart[],
  next: string | null,
  kept: ReadonlyMap<string, FinishedPage> | null,
): Finishing {
  const keys = parts.map(viewerPartKey);
  // Every part's key has the same length, so the page's key names each post's part.
  const key = keys.join('');
  const found = kept?.get(key);
  if (found) return { key, page: found, made: false };
  let tags = '';
  for (let i = 0; i < page.length; i += 1) tags += `${page[i]!.tag}${keys[i]!}`;
  const body = pageJson(page.map((p) => p.open), keys);
  return { key, page: { body, next, etag: `W/"${createHash('sha1').update(tags).digest('base64url')}"` }, made: true };
}
