import { vi } from 'vitest';

/** A fetch answer with a JSON body. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

type Route = (init: RequestInit) => Response | Promise<Response>;

const urlOf = (input: RequestInfo | URL): string =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;

/**
 * Stubs the browser's fetch (the app's boundary) with a table of `"METHOD /api/path"` routes (a route without a
 * query string also answers that path with any query the table does not list). Unlisted calls answer 404.
 * Returns the mock, whose calls can be inspected.
 */
export function stubFetch(routes: Record<string, Route>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const key = `${init.method ?? 'GET'} ${urlOf(input)}`;
    const route = routes[key] ?? routes[key.replace(/\?.*$/, '')];
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

/** The calls made to GET /api/stream, whatever posts they named. */
export function streamCalls(fetchMock: ReturnType<typeof stubFetch>): Array<{ url: string; init: RequestInit }> {
  return fetchMock.mock.calls
    .filter(([input, init]) => (init?.method ?? 'GET') === 'GET' && urlOf(input).replace(/\?.*$/, '') === '/api/stream')
    .map(([input, init]) => ({ url: urlOf(input), init: init ?? {} }));
}

/**
 * GET /api/stream as the server answers it: each connection a fresh stream that opens by saying where it
 * stands (`id:`), and a reconnect with Last-Event-ID is sent what it missed. `event` writes to the open
 * connection, and is kept for the next.
 */
export function fakeStream() {
  const sent: Array<{ id: string; text: string }> = [];
  let current: ReturnType<typeof streamResponse> | null = null;
  return {
    answer: (init: RequestInit = {}): Response => {
      const last = ((init.headers ?? {}) as Record<string, string>)['Last-Event-ID'];
      current = streamResponse();
      if (last) {
        const at = last === 'start' ? -1 : sent.findIndex((e) => e.id === last);
        for (const missed of sent.slice(at + 1)) current.send(missed.text);
      }
      current.send(`id: ${sent.at(-1)?.id ?? 'start'}\n\n`);
      return current.response;
    },
    event: (id: string, event: string, data: unknown) => {
      const text = `id: ${id}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
      sent.push({ id, text });
      current?.send(text);
    },
  };
}
