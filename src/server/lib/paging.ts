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

/** The opaque cursor: base64url of {t, id}. */
export const encodePosition = (row: { created_at: string; id: string }): string =>
  Buffer.from(JSON.stringify({ t: row.created_at, id: row.id })).toString('base64url');

export function decodePosition(cursor: string): Position {
  try {
    if (!/^[A-Za-z0-9_-]+$/.test(cursor)) throw new Error('not base64url');
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (typeof value === 'object' && value !== null) {
      const { t, id } = value as Record<string, unknown>;
      if (typeof t === 'string' && typeof id === 'string' && id.length > 0 && id.length <= 64 && isDateInRange(t)) {
        return { t, id };
      }
    }
  } catch {
    // falls through to the 400 below
  }
  throw badRequest(MESSAGES.invalidCursor);
}

/** A position in a list ordered by another key than created_at (events by date): that key and the id. */
export interface KeyPosition {
  key: string;
  id: string;
}

/** The opaque cursor of a KeyPosition: base64url of {k, id}, so a feed's cursor is not taken for one. */
export const encodeKeyPosition = (row: { key: string; id: string }): string =>
  Buffer.from(JSON.stringify({ k: row.key, id: row.id })).toString('base64url');

/** `isKey` says which keys the list can hold (an instant, or '' for none). */
export function decodeKeyPosition(cursor: string, isKey: (key: string) => boolean): KeyPosition {
  try {
    if (!/^[A-Za-z0-9_-]+$/.test(cursor)) throw new Error('not base64url');
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (typeof value === 'object' && value !== null) {
      const { k, id } = value as Record<string, unknown>;
      if (typeof k === 'string' && k.length <= 64 && isKey(k) && typeof id === 'string' && id.length > 0 && id.length <= 64) {
        return { key: k, id };
      }
    }
  } catch {
    // falls through to the 400 below
  }
  throw badRequest(MESSAGES.invalidCursor);
}

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
