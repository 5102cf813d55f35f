/**
 * The picture queue (decision 026): every piece of sharp work in the process (an upload's decode and re-encode,
 * a narrower copy) runs through one queue per app, a few at a time. Each running job holds one thread of libuv's
 * pool, which password hashing, compression and file reads share, so the queue keeps sign-ins responsive and
 * bounds the memory pictures take: at most `concurrency` decodes at once, each of at most
 * `IMAGE_LIMITS.maxInputPixels` pixels of 4 bytes. Past `backlog` waiting pictures a request is refused at once
 * with 503 and Retry-After, before any of its pictures is decoded.
 */
import sharp from 'sharp';
import { MESSAGES } from '../../../shared/messages.ts';
import type { AppContext } from '../../context.ts';
import { HttpError } from '../../lib/http-errors.ts';

// libvips' own operation cache keeps recent inputs and results for reuse; every upload is new, so it would only
// hold memory. One libvips thread per picture leaves the other core to requests and password hashing.
sharp.cache(false);
sharp.concurrency(1);

/** Retry-After bounds in seconds, around the queue's estimate of when it will have room. */
const RETRY_AFTER_MIN = 1;
const RETRY_AFTER_MAX = 60;
/** A job's expected time before any has run (a 50-megapixel PNG takes about this on one core). */
const FIRST_GUESS_MS = 2000;

export class PictureQueue {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  private averageMs = FIRST_GUESS_MS;
  /** Jobs started so far (a job of a failed batch that is skipped is not): one per picture decoded. */
  started = 0;

  constructor(
    readonly concurrency: number,
    readonly backlog: number,
  ) {}

  /** Jobs waiting for a turn. */
  get queued(): number {
    return this.waiting.length;
  }

  /**
   * Runs these jobs (one request's pictures) as one admission: either all of them may wait their turn, or
   * none is run and the request is answered 503. Once one fails, those of the batch not yet started are
   * skipped (the request is answered with the failure).
   */
  async runAll<T>(jobs: readonly (() => Promise<T>)[]): Promise<T[]> {
    this.admit(jobs.length);
    let failed = false;
    const guarded = jobs.map((job) =>
      this.enqueue(
        async () => {
          try {
            return await job();
          } catch (error) {
            failed = true;
            throw error;
          }
        },
        () => failed,
      ),
    );
    const settled = await Promise.allSettled(guarded);
    const failure = settled.find((s): s is PromiseRejectedResult => s.status === 'rejected' && !(s.reason instanceof Skipped));
    if (failure) throw failure.reason;
    return settled.map((s) => (s as PromiseFulfilledResult<T>).value);
  }

  run<T>(job: () => Promise<T>): Promise<T> {
    this.admit(1);
    return this.enqueue(job);
  }

  /** Refuses, before anything is queued, a batch that would take the backlog past its bound. */
  private admit(count: number): void {
    const free = this.concurrency - this.running;
    const wouldWait = this.waiting.length + Math.max(0, count - Math.max(0, free));
    if (wouldWait > this.backlog) {
      throw new HttpError(503, MESSAGES.picturesBusy, { 'retry-after': String(this.retryAfterSeconds()) });
    }
  }

  /** About when the queue will have room: the waiting jobs' expected time, spread over the running slots. */
  private retryAfterSeconds(): number {
    const seconds = Math.ceil(((this.waiting.length + 1) * this.averageMs) / this.concurrency / 1000);
    return Math.min(RETRY_AFTER_MAX, Math.max(RETRY_AFTER_MIN, seconds));
  }

  private async enqueue<T>(job: () => Promise<T>, skip: () => boolean = () => false): Promise<T> {
    if (this.running >= this.concurrency) {
      // The slot is handed over by the job that finishes (running stays counted), so no one can jump the line.
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    if (skip()) {
      this.release();
      throw new Skipped();
    }
    this.started += 1;
    const begun = performance.now();
    try {
      return await job();
    } finally {
      this.averageMs = 0.8 * this.averageMs + 0.2 * (performance.now() - begun);
      this.release();
    }
  }

  /** Hands the slot to the next waiting job, or frees it. */
  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.running -= 1;
  }
}

/** A job of a failed batch that was never started. */
class Skipped extends Error {}

const queues = new WeakMap<AppContext, PictureQueue>();

/** The app's picture queue, sized by its configuration (IMAGE_CONCURRENCY, IMAGE_BACKLOG). */
export function pictureQueueOf(ctx: AppContext): PictureQueue {
  let queue = queues.get(ctx);
  if (!queue) {
    queue = new PictureQueue(ctx.config.images.concurrency, ctx.config.images.backlog);
    queues.set(ctx, queue);
  }
  return queue;
}
