/**
 * WORKERS=N on PostgreSQL (decision 037): a primary process that serves nothing itself and keeps N workers
 * listening on the one port. node:cluster hands each new connection to a worker in turn. The primary
 * restarts a worker that dies, within a bound, and passes SIGTERM/SIGINT on for a graceful stop of all.
 */
import cluster, { type Address, type Worker } from 'node:cluster';
import { once } from 'node:events';
import { createServer, type AddressInfo } from 'node:net';
import { clusterExposition } from '../metrics/cluster-metrics.ts';
import { startMetricsServer, type MetricsServer } from '../metrics/metrics-server.ts';

/** More deaths than this within the window is a crash loop: the primary stops instead of restarting again. */
export const CRASH_LOOP = { deaths: 5, windowMs: 60_000 };

/** How long workers have to finish their requests after SIGTERM before they are killed, unless said. */
const STOP_GRACE_MS = 30_000;

/** What a worker tells the primary when it cannot start (a taken port, say): the reason, to print once. */
interface StartFailure {
  quad: 'start-failed';
  message: string;
}

function isStartFailure(message: unknown): message is StartFailure {
  return typeof message === 'object' && message !== null && (message as StartFailure).quad === 'start-failed';
}

export const isClusterWorker = (): boolean => cluster.isWorker;

/** In a worker: hands the reason it cannot start to the primary (which prints it once), then exits 1. */
export function failWorkerStart(message: string): void {
  const exit = () => process.exit(1);
  if (process.send) process.send({ quad: 'start-failed', message } satisfies StartFailure, undefined, {}, exit);
  else exit();
}

function addressInfo(address: Address): AddressInfo {
  const ipv6 = address.addressType === 6 || (address.address ?? '').includes(':');
  return { address: address.address ?? '0.0.0.0', port: address.port ?? 0, family: ipv6 ? 'IPv6' : 'IPv4' };
}

function howItEnded(code: number | null, signal: string | null): string {
  return signal ? `killed by ${signal}` : `exit code ${code ?? 'unknown'}`;
}

/**
 * PORT=0 made concrete before forking: every worker, a replacement too, asks for the same port (the primary
 * closes a port when its last worker dies, and "any port" would then be another one).
 */
async function concretePort(port: number, host: string): Promise<number> {
  if (port !== 0) return port;
  const probe = createServer();
  probe.listen(0, host);
  await once(probe, 'listening');
  const { port: free } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return free;
}

export interface SuperviseOptions {
  workers: number;
  port: number;
  host: string;
  /** METRICS_PORT: the primary answers it with every worker's figures merged (decision 082); null: none. */
  metricsPort?: number | null;
  /** How long workers have after SIGTERM before they are killed. */
  stopGraceMs?: number;
  /** Called once, when every worker listens: the address they share. */
  onListening: (address: AddressInfo) => void;
}

/** In the primary: forks the workers and looks after them until a signal or a crash loop ends it all. */
export async function superviseWorkers(options: SuperviseOptions): Promise<void> {
  const { workers, port, host, onListening } = options;
  const env = { PORT: String(await concretePort(port, host)) };
  // Workers ask for every process's figures here (METRICS_TOKEN on the app's port); METRICS_PORT is served here.
  const exposition = clusterExposition();
  let metricsServer: MetricsServer | null = null;
  if (options.metricsPort != null) {
    try {
      metricsServer = await startMetricsServer(options.metricsPort, host, exposition);
    } catch (error) {
      console.error(`The metrics port ${options.metricsPort} could not be opened on ${host}: ${(error as Error).message}`);
      process.exit(1);
    }
  }
  const started = new Set<number>();
  const deaths: number[] = [];
  let announced = false;
  let stopping = false;
  let exitCode = 0;
  let killTimer: NodeJS.Timeout | undefined;

  const alive = (): Worker[] => Object.values(cluster.workers ?? {}).filter((w): w is Worker => w !== undefined);

  const finishIfDone = () => {
    if (alive().length > 0) return;
    clearTimeout(killTimer);
    if (metricsServer) void metricsServer.close().finally(() => process.exit(exitCode));
    else process.exit(exitCode);
  };

  const stopAll = (code: number) => {
    if (stopping) return;
    stopping = true;
    exitCode = code;
    // Each worker stops accepting, lets its in-flight requests finish and closes its database pool.
    for (const worker of alive()) worker.process.kill('SIGTERM');
    killTimer = setTimeout(() => {
      for (const worker of alive()) worker.process.kill('SIGKILL');
    }, options.stopGraceMs ?? STOP_GRACE_MS);
    finishIfDone();
  };

  cluster.on('message', (_worker, message: unknown) => {
    if (!isStartFailure(message) || stopping) return;
    console.error(message.message);
    stopAll(1);
  });

  cluster.on('listening', (worker, address) => {
    started.add(worker.id);
    if (!announced && started.size >= workers) {
      announced = true;
      onListening(addressInfo(address));
    }
  });

  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return finishIfDone();
    const how = howItEnded(code, signal);
    if (!started.has(worker.id)) {
      // It never listened: starting another would fail the same way.
      console.error(`A worker could not start (${how}); Quad stops.`);
      return stopAll(1);
    }
    const now = Date.now();
    deaths.push(now);
    while (deaths.length > 0 && (deaths[0] ?? now) <= now - CRASH_LOOP.windowMs) deaths.shift();
    if (deaths.length >= CRASH_LOOP.deaths) {
      console.error(
        `Workers died ${deaths.length} times within ${CRASH_LOOP.windowMs / 1000} s (the last: ${how}); Quad stops instead of restarting them again.`,
      );
      return stopAll(1);
    }
    console.error(`A worker (pid ${worker.process.pid ?? '?'}) died (${how}); starting another.`);
    cluster.fork(env);
  });

  process.on('SIGTERM', () => stopAll(0));
  process.on('SIGINT', () => stopAll(0));

  for (let i = 0; i < workers; i += 1) cluster.fork(env);
}
