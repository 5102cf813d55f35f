/**
 * Starts Quad as its own process, as `npm start` would, on a free port and a fresh database:
 * a SQLite file by default, or a throwaway PostgreSQL database when TEST_DATABASE_URL is set.
 */
import { freshDatabase, spawnQuad } from '../../src/server/test/server-process.ts';

export interface RunningServer {
  url: string;
  /** The database it runs on (a SQLite file or a postgres:// URL), for the operator's commands. */
  databaseUrl: string;
  output: () => string;
  stop(): Promise<void>;
}

export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const database = await freshDatabase('quad_e2e');
  const quad = await spawnQuad(database.url, env);
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
