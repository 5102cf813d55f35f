/** Keyset paging shared by the lists that page oldest- or newest-first on (created_at, id). */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isDateInRange } from '../../shared/event-days.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { badRequest } from './http-errors.ts';

/** A list position: the (created_at, id) of the last row the caller saw. */
export interface Position {
  t: string;
  id: string;
}

/** An opaque cursor: base64url of a small JSON object. */
export const encodeCursor = (value: Record<string, unknown>): string => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * The position a cursor names, as `pick` reads it from the cursor's object (null when it is not one); anything
 * else a caller sends (not base64url, not JSON, not such an object) is the same clear 400.
 */
export function decodeCursor<T>(cursor: string, pick: (value: Record<string, unknown>) => T | null): T {
  try {
    if (!/^[A-Za-z0-9_-]+$/.test(cursor)) throw new Error('not base64url');
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    const picked = typeof value === 'object' && value !== null ? pick(value as Record<string, unknown>) : null;
    if (picked !== null) return picked;
  } catch {
    // falls through to the 400 below
  }
  throw badRequest(MESSAGES.invalidCursor);
}

/** A cursor's id: a row's id, never empty. */
export const isCursorId = (id: unknown): id is string => typeof id === 'string' && id.length > 0 && id.length <= 64;

/** The opaque cursor: base64url of {t, id}. */
export const encodePosition = (row: { created_at: string; id: string }): string => encodeCursor({ t: row.created_at, id: row.id });

export const decodePosition = (cursor: string): Position =>
  decodeCursor(cursor, ({ t, id }) => (typeof t === 'string' && isCursorId(id) && isDateInRange(t) ? { t, id } : null));

/** A position in a list ordered by another key than created_at (events by date): that key and the id. */
export interface KeyPosition {
  key: string;
  id: string;
}

/** The opaque cursor of a KeyPosition: base64url of {k, id}, so a feed's cursor is not taken for one. */
export const encodeKeyPosition = (row: { key: string; id: string }): string => encodeCursor({ k: row.key, id: row.id });

/** `isKey` says which keys the list can hold (an instant, or '' for none). */
export const decodeKeyPosition = (cursor: string, isKey: (key: string) => boolean): KeyPosition =>
  decodeCursor(cursor, ({ k, id }) => (typeof k === 'string' && k.length <= 64 && isKey(k) && isCursorId(id) ? { key: k, id } : null));

export interface Page<T> {
  items: T[];
  /** The cursor of the next page, or null on the last page. */
  next: string | null;
}

/** Cuts `limit + 1` fetched rows to a page and the cursor of the next one. */
export function toPage<R extends { created_at: string; id: string }>(rows: R[], limit: number): { rows: R[]; next: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return { rows: page, next: rows.length > limit && last ? encodePosition(last) : null };
}

/** Links made recently: the same page is asked for again and again (parsing its address costs more than the rest of a kept page). */
const recentLinks = new Map<string, string>();
const RECENT_LINKS_MAX = 1000;

/** RFC 8288: the next page's address, with the caller's other query parameters kept. */
export function nextLink(requestUrl: string, cursor: string): string {
  const key = `${requestUrl} ${cursor}`;
  let link = recentLinks.get(key);
  if (link === undefined) {
    const url = new URL(requestUrl, 'http://quad.invalid');
    url.searchParams.set('cursor', cursor);
    link = `<${url.pathname}${url.search}>; rel="next"`;
    if (recentLinks.size >= RECENT_LINKS_MAX) recentLinks.clear();
    recentLinks.set(key, link);
  }
  return link;
}

/** A page's answer: its items, the next page announced in a `Link: rel="next"` header when there is one. */
export function pageAnswer<T>(request: FastifyRequest, reply: FastifyReply, page: Page<T>): T[] {
  if (page.next) reply.header('link', nextLink(request.url, page.next));
  return page.items;
}
