/**
 * The live benchmark's wire: a write as one keep-alive HTTP request, and a stream client as a bare TCP socket
 * (GET /api/stream written by hand, the answer scanned as it arrives). A socket and a few strings per client,
 * no fetch, no parser: 5,000 of them fit in a load generator that costs little beside the server.
 */
import http from 'node:http';
import net from 'node:net';

const agent = new http.Agent({ keepAlive: true, maxSockets: 4 });

/** PUT `path` on `base` as the bearer of `token`; resolves with the status once the answer is read whole. */
export function put(base: string, path: string, token: string): Promise<number> {
  const url = new URL(path, base);
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: url.hostname, port: url.port, path: url.pathname, method: 'PUT', agent, headers: { authorization: `Bearer ${token}` } },
      (res) => {
        res.resume();
        res.once('end', () => resolve(res.statusCode ?? 0));
        res.once('error', reject);
      },
    );
    req.once('error', reject);
    req.end();
  });
}

export function closeAgent(): void {
  agent.destroy();
}

export interface RawStream {
  socket: net.Socket;
  /** Resolves once the status line arrived: true for 200. */
  opened: Promise<boolean>;
}

/** Opens GET /api/stream on a bare socket; `onChunk` gets every chunk after the status line's. */
export function openRawStream(base: string, onChunk: (chunk: Buffer) => void, posts: string[] | null = null): RawStream {
  const url = new URL(base);
  const socket = net.connect({ host: url.hostname, port: Number(url.port) });
  socket.setNoDelay(true);
  let headed = false;
  const opened = new Promise<boolean>((resolve) => {
    socket.once('connect', () => socket.write(`GET /api/stream${posts ? `?posts=${posts.join(',')}` : ''} HTTP/1.1\r\nHost: ${url.host}\r\nAccept: text/event-stream\r\n\r\n`));
    socket.on('data', (chunk: Buffer) => {
      if (!headed) {
        headed = true;
        resolve(chunk.subarray(0, 12).toString('latin1') === 'HTTP/1.1 200');
      }
      onChunk(chunk);
    });
    socket.once('error', () => resolve(false));
    socket.once('close', () => resolve(false));
  });
  return { socket, opened };
}

