import { vi } from 'vitest';

/** A fetch answer with a JSON body. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

type Route = (init: RequestInit) => Response | Promise<Response>;

const urlOf = (input: RequestInfo | URL): string =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

/**
 * Stubs the browser's fetch (the app's boundary) with a table of `"METHOD /api/path"` routes.
 * Unlisted calls answer 404. Returns the mock, whose calls can be inspected.
 */
export function stubFetch(routes: Record<string, Route>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const route = routes[`${init.method ?? 'GET'} ${urlOf(input)}`];
    return route ? route(init) : jsonResponse({ message: 'Not found.' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The calls made to one `"METHOD /api/path"`. */
export function callsTo(fetchMock: ReturnType<typeof stubFetch>, route: string): RequestInit[] {
  return fetchMock.mock.calls
    .filter(([input, init]) => `${init?.method ?? 'GET'} ${urlOf(input)}` === route)
    .map(([, init]) => init ?? {});
}
