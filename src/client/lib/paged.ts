/** Lists the API pages with an RFC 8288 `Link: <...>; rel="next"` header (feeds, comments, notifications). */
import { apiRequestWithHeaders, type SchemaSource } from './api-client.ts';

const API_PREFIX = '/api';

/**
 * The target of the `rel="next"` link of a `Link` header, as a path under /api, or null.
 * Only same-origin /api targets are accepted.
 */
export function parseNextLink(header: string | null): string | null {
  if (!header) return null;
  for (const part of header.split(',')) {
    const match = /^\s*<([^>]*)>(.*)$/.exec(part);
    if (!match) continue;
    const [, target = '', params = ''] = match;
    const rels = /;\s*rel\s*=\s*"?([^";]+)"?/i.exec(params)?.[1]?.toLowerCase().split(/\s+/) ?? [];
    if (!rels.includes('next')) continue;
    if (!target.startsWith(`${API_PREFIX}/`)) return null;
    return target.slice(API_PREFIX.length);
  }
  return null;
}

/** One page of a list and the API path of the next one (null on the last page). */
export interface ApiPage<T> {
  items: T[];
  next: string | null;
}

/** GETs one page of a paged list (the first page's path, or the `next` of an earlier one). */
export async function fetchApiPage<T>(path: string, schema: SchemaSource<T[]>, signal?: AbortSignal): Promise<ApiPage<T>> {
  const { data, headers } = await apiRequestWithHeaders(path, { schema, signal });
  return { items: data, next: parseNextLink(headers.get('link')) };
}
