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

/** A `text/event-stream` answer whose body the test writes as it goes (GET /api/stream). */
export function streamResponse() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream; charset=utf-8' } }),
    /** Writes text as one chunk. */
    send: (text: string) => controller.enqueue(encoder.encode(text)),
    sendBytes: (bytes: Uint8Array) => controller.enqueue(bytes),
    /** Writes one event the way the server does. */
    event: (id: string, event: string, data: unknown) => controller.enqueue(encoder.encode(`id: ${id}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`)),
    end: () => controller.close(),
    drop: () => controller.error(new TypeError('network error')),
  };
}
