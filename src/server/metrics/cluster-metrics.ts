/**
 * One scrape, every process's figures (decision 082). With WORKERS above 1 the primary (process/cluster.ts)
 * asks each worker for its registry over node:cluster's channel and merges them with prom-client's
 * `AggregatorRegistry`; a worker asked on the app's port (METRICS_TOKEN) asks the primary for the merged text.
 */
import cluster from 'node:cluster';
import { AggregatorRegistry, type Registry } from 'prom-client';

export interface Exposition {
  text: string;
  contentType: string;
}

/** A worker's question to the primary, and the answer. */
interface Ask {
  quad: 'metrics-ask';
  id: number;
}
interface Answer {
  quad: 'metrics-answer';
  id: number;
  text?: string;
  contentType?: string;
  error?: string;
}

const ASK_TIMEOUT_MS = 10_000;

const isAsk = (message: unknown): message is Ask => (message as Ask | null)?.quad === 'metrics-ask';
const isAnswer = (message: unknown): message is Answer => (message as Answer | null)?.quad === 'metrics-answer';

export function ownExposition(registry: Registry): () => Promise<Exposition> {
  return async () => ({ text: await registry.metrics(), contentType: registry.contentType });
}

/**
 * In a worker: prom-client answers the primary's requests with this registry, and a scrape here asks the primary
 * for everyone's. Outside a worker: this process's registry.
 */
export function processExposition(registry: Registry): () => Promise<Exposition> {
  if (!cluster.isWorker) return ownExposition(registry);
  AggregatorRegistry.setRegistries([registry]);
  // Its constructor starts the worker's side of prom-client's protocol (answering the primary).
  new AggregatorRegistry();
  let next = 0;
  const waiting = new Map<number, (answer: Answer) => void>();
  process.on('message', (message: unknown) => {
    if (!isAnswer(message)) return;
    waiting.get(message.id)?.(message);
    waiting.delete(message.id);
  });
  return () =>
    new Promise<Exposition>((resolve, reject) => {
      const id = (next += 1);
      const timer = setTimeout(() => {
        waiting.delete(id);
        reject(new Error('The primary process did not answer with the metrics in time.'));
      }, ASK_TIMEOUT_MS);
      waiting.set(id, (answer) => {
        clearTimeout(timer);
        if (answer.text === undefined || answer.error) reject(new Error(answer.error ?? 'No metrics.'));
        else resolve({ text: answer.text, contentType: answer.contentType ?? AggregatorRegistry.PROMETHEUS_CONTENT_TYPE });
      });
      process.send?.({ quad: 'metrics-ask', id } satisfies Ask);
    });
}

/** In the primary: every worker's figures merged, for its own metrics port and for workers that ask. */
export function clusterExposition(): () => Promise<Exposition> {
  const aggregator = new AggregatorRegistry();
  const scrape = async (): Promise<Exposition> => ({ text: await aggregator.clusterMetrics(), contentType: aggregator.contentType });
  cluster.on('message', (worker, message: unknown) => {
    if (!isAsk(message)) return;
    scrape().then(
      (exposition) => worker.isConnected() && worker.send({ quad: 'metrics-answer', id: message.id, ...exposition } satisfies Answer),
      (error: unknown) => worker.isConnected() && worker.send({ quad: 'metrics-answer', id: message.id, error: String((error as Error).message) } satisfies Answer),
    );
  });
  return scrape;
}
