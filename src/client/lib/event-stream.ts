/**
 * The live stream (GET /api/stream, Server-Sent Events) read over fetch, since the browser's EventSource cannot
 * send our bearer token. It reconnects on its own, as EventSource would: after the server's `retry:` (else
 * STREAM.retryMs), doubled after each failed attempt up to STREAM.retryMaxMs, back to the start once a
 * connection opens; it sends `Last-Event-ID` so the server can replay what was missed. An answer that is no
 * stream (a 404 from an older server, a 401, any other 4xx) stops it: the app works without it. Each event's data
 * is checked with the shared schema; an unknown event or bad data is skipped.
 */
import type * as StreamProtocolModule from '../../shared/schemas/stream.ts';
import type { StreamEvent, StreamEventName } from '../../shared/schemas/stream.ts';
import { SseParser } from './sse-parser.ts';
import type { SseMessage } from './sse-parser.ts';

/** The shared protocol: the event schemas and the timings. Loaded with zod, which is not in the first load. */
export type StreamProtocol = Pick<typeof StreamProtocolModule, 'StreamEventSchemas' | 'STREAM'>;
type Schemas = StreamProtocol['StreamEventSchemas'];

/** No byte (not even a heartbeat) for two heartbeats and a margin: the connection is dead though nobody closed it. */
export const idleLimitMs = (stream: StreamProtocol['STREAM']) => stream.heartbeatMs * 2 + 10_000;

export interface EventStreamOptions {
  /** The stream's address (`/api/stream`). */
  url: string;
  /** The signed-in viewer's token, or null for a visitor. */
  token: string | null;
  /** The posts on screen, whose likes and comments the stream tells (null: every post's). */
  posts?: string[] | null;
  /** Loads the protocol (lib/schemas.ts's `schemaModules.stream`). */
  loadProtocol: () => Promise<StreamProtocol>;
  onEvent: (event: StreamEvent) => void;
  /** The server refused the token (401): the stream waits for another token. */
  onUnauthorized?: () => void;
}

export interface EventStream {
  /** Reconnects at once as someone else (sign-in, sign-out): no Last-Event-ID, the backoff starts afresh. */
  setToken: (token: string | null) => void;
  /**
   * Follows other posts' counts: reconnects with Last-Event-ID (nothing is missed: the server replays what
   * happened since, for the new posts too). Nothing happens when the set is the same.
   */
  setPosts: (posts: string[]) => void;
  /** Stops for good (sign-out of the page, unmount). */
  close: () => void;
}

type Outcome = 'retry' | 'stop';

const isEventName = (schemas: Schemas, name: string): name is StreamEventName =>
  Object.prototype.hasOwnProperty.call(schemas, name);

/** Checks one message against the shared schemas: the event, or null for an unknown name or bad data. */
export function decodeStreamEvent(schemas: Schemas, message: SseMessage): StreamEvent | null {
  if (!isEventName(schemas, message.event)) return null;
  let json: unknown;
  try {
    json = JSON.parse(message.data);
  } catch {
    return null;
  }
  const parsed = schemas[message.event].safeParse(json);
  if (!parsed.success) return null;
  return { event: message.event, id: message.id, data: parsed.data } as StreamEvent;
}

/** Resolves after `ms`, or at once when `signal` aborts. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve();
    const done = () => {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done);
  });
}

/** Opens the stream and keeps it open until `close()`. */
export function openEventStream(options: EventStreamOptions): EventStream {
  let token = options.token;
  let posts = options.posts ?? null;
  const postsKey = (list: string[] | null) => (list === null ? null : [...list].sort().join(','));
  let lastEventId = '';
  /** The server's `retry:`, else ours. */
  let retryMs: number | null = null;
  let failures = 0;
  let run = new AbortController();
  let closed = false;

  const delay = ({ STREAM }: StreamProtocol) => {
    const base = retryMs ?? STREAM.retryMs;
    return Math.min(base * 2 ** failures, Math.max(STREAM.retryMaxMs, base));
  };

  async function connect({ StreamEventSchemas: schemas, STREAM }: StreamProtocol, signal: AbortSignal): Promise<Outcome> {
    const attempt = new AbortController();
    const abort = () => attempt.abort();
    signal.addEventListener('abort', abort);
    let idle: ReturnType<typeof setTimeout> | undefined;
    const watch = () => {
      clearTimeout(idle);
      idle = setTimeout(abort, idleLimitMs(STREAM));
    };
    try {
      const headers: Record<string, string> = { Accept: 'text/event-stream' };
      if (token) headers.Authorization = `Bearer ${token}`;
      if (lastEventId) headers['Last-Event-ID'] = lastEventId;
      watch();
      let response: Response;
      try {
        const query = posts === null ? '' : `?posts=${posts.slice(0, STREAM.maxPosts).map(encodeURIComponent).join(',')}`;
        // No cookie is needed (the token goes in its header), and a request without credentials travels on a
        // connection of its own (browsers keep the two kinds apart): one the server can hand to its stream process.
        response = await fetch(`${options.url}${query}`, { headers, signal: attempt.signal, cache: 'no-store', credentials: 'omit' });
      } catch {
        return 'retry';
      }
      const isStream = (response.headers.get('content-type') ?? '').toLowerCase().startsWith('text/event-stream');
      if (!response.ok || !isStream || !response.body) {
        await response.body?.cancel().catch(() => undefined);
        if (response.status === 401) {
          options.onUnauthorized?.();
          return 'stop';
        }
        // A server in trouble (5xx), or one asking to slow down, may answer later; anything else will not change.
        return response.status >= 500 || response.status === 429 || response.status === 408 ? 'retry' : 'stop';
      }
      failures = 0;
      const parser = new SseParser(
        {
          message: (message) => {
            lastEventId = message.id;
            const event = decodeStreamEvent(schemas, message);
            if (!event) return;
            try {
              options.onEvent(event);
            } catch (error) {
              // One listener's bug must not end the stream.
              console.error(error);
            }
          },
          retry: (ms) => {
            retryMs = ms;
          },
        },
        lastEventId,
      );
      const reader = response.body.getReader();
      // An abort ends the read at once, whatever the body's source does with the fetch's signal.
      const stopReading = () => void reader.cancel().catch(() => undefined);
      attempt.signal.addEventListener('abort', stopReading);
      const decoder = new TextDecoder();
      try {
        for (;;) {
          const { done, value } = await reader.read();
          if (done) break;
          watch();
          parser.push(decoder.decode(value, { stream: true }));
          // An id without an event (where the stream stands as it opens) counts too.
          lastEventId = parser.lastEventId;
        }
      } catch {
        // The connection dropped, went idle, or was aborted: the loop decides.
      } finally {
        attempt.signal.removeEventListener('abort', stopReading);
        reader.releaseLock();
      }
      return 'retry';
    } finally {
      clearTimeout(idle);
      signal.removeEventListener('abort', abort);
    }
  }

  async function loop(signal: AbortSignal): Promise<void> {
    let protocol: StreamProtocol;
    try {
      protocol = await options.loadProtocol();
    } catch {
      // The schemas' chunk could not load (offline, a new deployment): the app goes on without the stream.
      return;
    }
    while (!signal.aborted) {
      const outcome = await connect(protocol, signal);
      if (outcome === 'stop' || signal.aborted) return;
      await pause(delay(protocol), signal);
      failures += 1;
    }
  }

  void loop(run.signal);

  function restart(): void {
    failures = 0;
    run.abort();
    run = new AbortController();
    void loop(run.signal);
  }

  return {
    setToken(next) {
      if (closed || next === token) return;
      token = next;
      lastEventId = '';
      restart();
    },
    setPosts(next) {
      if (closed || postsKey(next) === postsKey(posts)) return;
      posts = next;
      restart();
    },
    close() {
      closed = true;
      run.abort();
    },
  };
}
