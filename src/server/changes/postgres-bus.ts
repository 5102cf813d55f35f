import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import pg from 'pg';
import { ChangeSchema } from './change.ts';
import type { BusMessage, ChangeStream, ChangeTransport } from './change-stream.ts';
import { z } from 'zod';

/** A notification's payload must stay under PostgreSQL's 8,000 bytes. */
const MAX_PAYLOAD = 7_500;
/** Reconnection waits, doubled from the first up to the last. */
const RETRY_FIRST_MS = 250;
const RETRY_MAX_MS = 5_000;
/** How long a new listener waits to hear its own test notification before it calls the connection deaf. */
const HEAR_ITSELF_MS = 5_000;
/** A test notification's payload: heard by every process, kept by none. */
const ProbeSchema = z.object({ probe: z.string().max(64) });

const MessageSchema = z.object({
  origin: z.string().max(32),
  seq: z.number().int().nonnegative(),
  changes: z.array(ChangeSchema).max(1_000),
  at: z.number().optional(),
});

/** One channel per database schema: the tests give each file a schema of one database. */
export function channelFor(schema: string | undefined): string {
  return `quad_changes${schema ? `_${schema.toLowerCase().replace(/[^a-z0-9_]/g, '_')}` : ''}`.slice(0, 63);
}

/** Splits a message into payloads PostgreSQL accepts; a single change is always small. */
function payloads(message: BusMessage): string[] {
  // When it was written, for the receivers' lag (decision 082): the processes share the host's clock.
  const at = Date.now();
  const whole = JSON.stringify({ ...message, at });
  if (whole.length <= MAX_PAYLOAD) return [whole];
  return message.changes.map((change, i) => JSON.stringify({ origin: message.origin, seq: message.seq + i, changes: [change], at }));
}

export interface PostgresBus {
  /** Resolves once the process listens (changes are kept only from then on). */
  ready: Promise<void>;
  stop(): Promise<void>;
}

/**
 * The change stream between processes on one PostgreSQL database: LISTEN on one dedicated connection per
 * process, NOTIFY inside each writing transaction (delivered at its commit, in commit order, to every
 * listener, this process included). When the connection is lost the process keeps nothing
 * (`ChangeStream.lost`) and reconnects; once it listens again it drops what it kept and keeps again.
 */
export function startPostgresBus(
  stream: ChangeStream,
  pool: Kysely<unknown>,
  config: { url: string; schema?: string | undefined },
  onError: (message: string) => void = () => undefined,
  /** Settled before the first connection: the pool's own check at start (connection.ts) runs undisturbed. */
  after: Promise<unknown> = Promise.resolve(),
): PostgresBus {
  const channel = channelFor(config.schema);
  let client: pg.Client | null = null;
  let stopped = false;
  let retryMs = RETRY_FIRST_MS;
  let timer: NodeJS.Timeout | null = null;
  let markReady: () => void = () => undefined;
  const ready = new Promise<void>((resolve) => (markReady = resolve));

  const transport: ChangeTransport = {
    async sendWithin(db, message) {
      for (const payload of payloads(message)) {
        await sql`select pg_notify(${channel}, ${payload})`.execute(db as Kysely<unknown>);
      }
    },
    async send(message) {
      try {
        for (const payload of payloads(message)) await sql`select pg_notify(${channel}, ${payload})`.execute(pool);
      } catch (error) {
        onError(`Could not tell the other processes of a write (${(error as Error).message}).`);
      }
    },
  };
  stream.useTransport(transport);
  // Nothing is kept until the process listens.
  stream.lost();

  const connect = async () => {
    timer = null;
    if (stopped) return;
    const next = new pg.Client({ connectionString: config.url });
    const fail = (error?: Error) => {
      if (client !== next && client !== null) return;
      client = null;
      next.removeAllListeners('notification');
      next.end().catch(() => undefined);
      stream.lost();
      if (stopped) return;
      if (error) onError(`The change stream lost PostgreSQL (${error.message}); reconnecting.`);
      timer = setTimeout(() => void connect(), retryMs);
      timer.unref();
      retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
    };
    next.on('error', fail);
    next.on('end', () => fail(new Error('connection ended')));
    let heard: (probe: string) => void = () => undefined;
    next.on('notification', (note) => {
      if (note.channel !== channel || !note.payload) return;
      let parsed: unknown;
      try {
        parsed = JSON.parse(note.payload);
      } catch {
        parsed = null;
      }
      const probe = ProbeSchema.safeParse(parsed);
      if (probe.success) return heard(probe.data.probe);
      const message = MessageSchema.safeParse(parsed);
      if (message.success) stream.received(message.data);
      else stream.received({ origin: '', seq: 0, changes: [{ type: 'unknown' }] });
    });
    try {
      client = next;
      await next.connect();
      await next.query(`LISTEN "${channel}"`);
      // Through a pooler in transaction mode LISTEN "succeeds" and nothing is ever heard: the listener checks that
      // a notification sent through the pool, as every write's is, reaches it.
      const probe = randomBytes(8).toString('hex');
      const reached = new Promise<boolean>((resolve) => {
        const timeout = setTimeout(() => resolve(false), HEAR_ITSELF_MS);
        heard = (id) => {
          if (id !== probe) return;
          clearTimeout(timeout);
          resolve(true);
        };
      });
      await sql`select pg_notify(${channel}, ${JSON.stringify({ probe })})`.execute(pool);
      if (!(await reached)) {
        throw new Error(
          `nothing sent on the channel was heard within ${HEAR_ITSELF_MS / 1000} s: the change stream needs a direct connection to ` +
            'PostgreSQL (not a pooler in transaction mode such as PgBouncer); set DATABASE_LISTEN_URL to one',
        );
      }
      if (stopped) {
        await next.end();
        return;
      }
      retryMs = RETRY_FIRST_MS;
      stream.listening();
      markReady();
    } catch (error) {
      fail(error as Error);
    }
  };
  void after.then(connect, connect);

  return {
    ready,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      const current = client;
      client = null;
      current?.removeAllListeners();
      current?.on('error', () => undefined);
      await current?.end().catch(() => undefined);
    },
  };
}
