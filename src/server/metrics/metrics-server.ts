/**
 * METRICS_PORT (decision 082): `GET /metrics` on a port of its own, on the app's host, with nothing else on it. A
 * firewall or the orchestrator's network keeps it from the public; no token is asked.
 */
import { once } from 'node:events';
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Exposition } from './cluster-metrics.ts';

export interface MetricsServer {
  port: number;
  close(): Promise<void>;
}

/** Operator-facing answers, English only. */
const ANSWERS = { notFound: 'Not found: the metrics are at /metrics.', failed: 'The metrics could not be gathered.' };

function answer(response: ServerResponse, status: number, body: string, type: string): void {
  response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', 'content-length': Buffer.byteLength(body) });
  response.end(body);
}

export async function startMetricsServer(port: number, host: string, scrape: () => Promise<Exposition>): Promise<MetricsServer> {
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '').split('?')[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      answer(response, 404, JSON.stringify({ message: ANSWERS.notFound }), 'application/json; charset=utf-8');
      return;
    }
    scrape().then(
      ({ text, contentType }) => answer(response, 200, request.method === 'HEAD' ? '' : text, contentType),
      () => answer(response, 503, JSON.stringify({ message: ANSWERS.failed }), 'application/json; charset=utf-8'),
    );
  });
  server.requestTimeout = 30_000;
  server.headersTimeout = 15_000;
  server.listen(port, host);
  await once(server, 'listening');
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
