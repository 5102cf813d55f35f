/**
 * Starts Quad as its own process, compiled, as `npm start` would, on a free port and a database of its own: on SQLite a
 * copy of the demo campus seeded once for the run (global-setup.ts), or a throwaway PostgreSQL database, seeded at
 * start-up, when TEST_DATABASE_URL is set. The live stream's process is off unless a journey asks for it.
 */
import { inject } from 'vitest';
import { copiedDatabase, freshDatabase, spawnQuad } from '../../src/server/test/server-process.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The SQLite file of the demo campus, migrated and seeded by global setup; empty on PostgreSQL. */
    seededDatabase: string;
  }
}

export interface RunningServer {
  url: string;
  /** The database it runs on (a SQLite file or a postgres:// URL), for the operator's commands. */
  databaseUrl: string;
  output: () => string;
  stop(): Promise<void>;
}

export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const seeded = inject('seededDatabase');
  const database = seeded && !process.env.TEST_DATABASE_URL ? copiedDatabase(seeded, 'quad_e2e') : await freshDatabase('quad_e2e');
  const quad = await spawnQuad(database.url, { STREAM_PROCESS: 'off', ...env }, [], { compiled: true });
  return {
    url: quad.url,
    databaseUrl: database.url,
    output: quad.output,
    stop: async () => {
      await quad.stop();
      await database.cleanup();
    },
  };
}
