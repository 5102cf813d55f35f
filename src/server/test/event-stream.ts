/** A live stream client for tests: reads GET /api/stream on a real port and hands out its events. */
export interface ReceivedEvent {
  id: string;
  event: string;
  data: Record<string, unknown>;
}

export interface StreamClient {
  status: number;
  headers: Headers;
  /** Every event received so far. */
  events: ReceivedEvent[];
  /** The last id the stream sent (with an event or alone, as where it stood when it opened). */
  readonly lastId: string;
  /** The first event (already received or still to come) that `matches`; rejects after `ms`. */
  next(matches: (event: ReceivedEvent) => boolean, ms?: number): Promise<ReceivedEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

export async function openStream(
  baseUrl: string,
  options: { token?: string; lastEventId?: string; posts?: string[] } = {},
): Promise<StreamClient> {
  const abort = new AbortController();
  const query = options.posts ? `?posts=${options.posts.map(encodeURIComponent).join(',')}` : '';
  const res = await fetch(`${baseUrl}/api/stream${query}`, {
    signal: abort.signal,
    headers: {
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
      ...(options.lastEventId ? { 'last-event-id': options.lastEventId } : {}),
    },
  });
  const events: ReceivedEvent[] = [];
  const position = { id: '' };
  const waiters = new Set<() => void>();
  let buffer = '';
  const ended = (async () => {
    if (!res.body) return;
    const decoder = new TextDecoder();
    try {
      for await (const chunk of res.body) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) !== -1) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = Object.fromEntries(
            block
              .split('\n')
              .filter((line) => line && !line.startsWith(':'))
              .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]),
          );
          if (fields.id !== undefined) position.id = fields.id;
          if (fields.event) events.push({ id: fields.id ?? '', event: fields.event, data: JSON.parse(fields.data ?? '{}') as Record<string, unknown> });
          for (const wake of waiters) wake();
        }
      }
    } catch {
      // Aborted by close().
    }
  })();
  return {
    status: res.status,
    headers: res.headers,
    events,
    get lastId() {
      return position.id;
    },
    ended,
    next(matches, ms = 2_000) {
      return new Promise((resolve, reject) => {
        const look = () => {
          const found = events.find(matches);
          if (!found) return false;
          waiters.delete(look);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(look);
          reject(new Error(`no matching event in ${ms} ms; received: ${JSON.stringify(events)}`));
        }, ms);
        if (!look()) waiters.add(look);
      });
    },
    close: () => abort.abort(),
  };
}
