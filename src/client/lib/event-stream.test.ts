import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as protocol from '../../shared/schemas/stream.ts';
import { STREAM } from '../../shared/schemas/stream.ts';
import type { StreamEvent } from '../../shared/schemas/stream.ts';
import { callsTo, jsonResponse, streamResponse, stubFetch } from '../test/http.ts';
import { idleLimitMs, openEventStream } from './event-stream.ts';
import type { EventStream } from './event-stream.ts';

const liveAnswer = streamResponse;

type Answer = Response | (() => Response) | 'network-error';

/** GET /api/stream answers with the queued answers in turn. */
function stubStream(answers: Answer[]) {
  return stubFetch({
    'GET /api/stream': () => {
      const next = answers.shift();
      if (!next) return new Promise<Response>(() => undefined);
      if (next === 'network-error') throw new TypeError('Failed to fetch');
      return typeof next === 'function' ? next() : next;
    },
  });
}

const headersOf = (init: RequestInit) => init.headers as Record<string, string>;

let stream: EventStream | undefined;
const events: StreamEvent[] = [];
const onUnauthorized = vi.fn();

function open(token: string | null = 'tok') {
  stream = openEventStream({
    url: '/api/stream',
    token,
    loadProtocol: async () => protocol,
    onEvent: (event) => events.push(event),
    onUnauthorized,
  });
  return stream;
}

/** Lets the fetch, the reads and the parsing run, moving the clock by `ms`. */
const tick = (ms = 0) => vi.advanceTimersByTimeAsync(ms);

beforeEach(() => {
  vi.useFakeTimers();
  events.length = 0;
  onUnauthorized.mockReset();
});

afterEach(() => {
  stream?.close();
  stream = undefined;
  vi.useRealTimers();
});

describe('openEventStream', () => {
  it('delivers validated events fed in arbitrary chunks, and skips unknown events and bad data', async () => {
    const live = liveAnswer();
    stubStream([live.response]);
    open();
    await tick();
    const text =
      ': hello\n\nid: 1\nevent: likes\ndata: {"postId":"p1","likes":3}\n\n' +
      'id: 2\r\nevent: mystery\r\ndata: {}\r\n\r\n' +
      'id: 3\revent: comments\rdata: {"postId":"p1","comments":"many"}\r\r' +
      'id: 4\nevent: comments\ndata: {"postId":"p1",\ndata: "comments":2}\n\n' +
      'id: 5\nevent: likes\ndata: not json\n\n' +
      'id: 6\nevent: notifications\ndata: {}\n\n';
    const bytes = new TextEncoder().encode(text);
    // Cut anywhere, even inside a line end or a multi-byte character.
    for (let i = 0; i < bytes.length; i += 7) live.sendBytes(bytes.slice(i, i + 7));
    await tick();
    expect(events).toEqual([
      { event: 'likes', id: '1', data: { postId: 'p1', likes: 3 } },
      { event: 'comments', id: '4', data: { postId: 'p1', comments: 2 } },
      { event: 'notifications', id: '6', data: {} },
    ]);
  });

  it('sends the bearer token when signed in, and nothing for a visitor', async () => {
    const fetchMock = stubStream([liveAnswer().response, liveAnswer().response]);
    open('tok');
    await tick();
    expect(headersOf(callsTo(fetchMock, 'GET /api/stream')[0]!)).toEqual({
      Accept: 'text/event-stream',
      Authorization: 'Bearer tok',
    });
    stream?.close();
    open(null);
    await tick();
    expect(headersOf(callsTo(fetchMock, 'GET /api/stream')[1]!)).toEqual({ Accept: 'text/event-stream' });
  });

  it('reconnects after the stream ends, with Last-Event-ID, after the retry time', async () => {
    const first = liveAnswer();
    const fetchMock = stubStream([first.response, liveAnswer().response]);
    open();
    await tick();
    first.send('id: 41\nevent: calendar\ndata: {}\n\n');
    first.end();
    await tick(STREAM.retryMs - 1);
    expect(callsTo(fetchMock, 'GET /api/stream')).toHaveLength(1);
    await tick(1);
    const calls = callsTo(fetchMock, 'GET /api/stream');
    expect(calls).toHaveLength(2);
    expect(headersOf(calls[1]!)['Last-Event-ID']).toBe('41');
  });

  it('backs off, doubling the wait up to the maximum, and starts afresh once a connection opens', async () => {
    const opened = liveAnswer();
    const answers: Answer[] = ['network-error', 'network-error', () => jsonResponse({ message: 'Down' }, 503), 'network-error', 'network-error', 'network-error', opened.response, 'network-error'];
    const fetchMock = stubStream(answers);
    open();
    await tick();
    const count = () => callsTo(fetchMock, 'GET /api/stream').length;
    const waits: number[] = [];
    // Step the clock a second at a time and record when each new attempt goes out.
    let last = count();
    for (let elapsed = 0; elapsed <= 150_000 && count() < 7; elapsed += 1_000) {
      await tick(1_000);
      if (count() > last) {
        waits.push(elapsed + 1_000);
        last = count();
      }
    }
    const gaps = waits.map((at, i) => at - (waits[i - 1] ?? 0));
    expect(gaps).toEqual([2_000, 4_000, 8_000, 16_000, 30_000, 30_000]);
    // Open now; when it drops, the first wait is the shortest again.
    opened.drop();
    await tick(STREAM.retryMs - 1);
    expect(count()).toBe(7);
    await tick(1);
    expect(count()).toBe(8);
  });

  it('honours the server’s retry time', async () => {
    const live = liveAnswer();
    const fetchMock = stubStream([live.response, 'network-error']);
    open();
    await tick();
    live.send('retry: 10000\n\n');
    live.end();
    await tick(9_999);
    expect(callsTo(fetchMock, 'GET /api/stream')).toHaveLength(1);
    await tick(1);
    expect(callsTo(fetchMock, 'GET /api/stream')).toHaveLength(2);
    // The next failure doubles the server's time.
    await tick(19_999);
    expect(callsTo(fetchMock, 'GET /api/stream')).toHaveLength(2);
    await tick(1);
    expect(callsTo(fetchMock, 'GET /api/stream')).toHaveLength(3);
  });

  it('gives up on a server without the stream (404) or an answer that is not a stream', async () => {
    // Unlisted routes answer 404.
    const fetchMock = stubFetch({});
    open();
    await tick(10 * 60_000);
    expect(callsTo(fetchMock, 'GET /api/stream')).toHaveLength(1);

    stream?.close();
    const html = stubStream([new Response('<!doctype html>', { status: 200, headers: { 'Content-Type': 'text/html' } })]);
    open();
    await tick(10 * 60_000);
    expect(callsTo(html, 'GET /api/stream')).toHaveLength(1);
  });

  it('stops on a 401 until another token is given, then connects with it and without the old event id', async () => {
    const first = liveAnswer();
    const fetchMock = stubStream([first.response, () => jsonResponse({ message: 'Please log in.' }, 401), liveAnswer().response]);
    open('old');
    await tick();
    first.send('id: 9\nevent: reset\ndata: {}\n\n');
    first.end();
    await tick(STREAM.retryMs);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    await tick(10 * 60_000);
    expect(callsTo(fetchMock, 'GET /api/stream')).toHaveLength(2);

    stream?.setToken('new');
    await tick();
    const calls = callsTo(fetchMock, 'GET /api/stream');
    expect(calls).toHaveLength(3);
    expect(headersOf(calls[2]!)).toEqual({ Accept: 'text/event-stream', Authorization: 'Bearer new' });
  });

  it('switches at once to the new viewer when the token changes while connected', async () => {
    const fetchMock = stubStream([liveAnswer().response, liveAnswer().response]);
    open(null);
    await tick();
    const first = callsTo(fetchMock, 'GET /api/stream')[0]!;
    stream?.setToken('tok');
    await tick();
    expect(first.signal?.aborted).toBe(true);
    expect(headersOf(callsTo(fetchMock, 'GET /api/stream')[1]!).Authorization).toBe('Bearer tok');
  });

  it('stops when closed: the request is aborted and nothing reconnects', async () => {
    const fetchMock = stubStream([liveAnswer().response, liveAnswer().response]);
    open();
    await tick();
    stream?.close();
    await tick(10 * 60_000);
    const calls = callsTo(fetchMock, 'GET /api/stream');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.signal?.aborted).toBe(true);
  });

  it('reconnects when nothing, not even a heartbeat, arrives for too long', async () => {
    const live = liveAnswer();
    const fetchMock = stubStream([live.response, liveAnswer().response]);
    open();
    await tick();
    const limit = idleLimitMs(STREAM);
    await tick(limit - 1_000);
    live.send(': heartbeat\n\n');
    await tick(limit - 1_000);
    expect(callsTo(fetchMock, 'GET /api/stream')).toHaveLength(1);
    await tick(1_000 + STREAM.retryMs);
    expect(callsTo(fetchMock, 'GET /api/stream')).toHaveLength(2);
  });
});
