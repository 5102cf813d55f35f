// The pure tests' tripwire (decision 062): they run once, on no database, so a test among them that opens one would
// silently test SQLite only. Opening either driver fails with where the test belongs instead.
import { vi } from 'vitest';

const misplaced = (driver: string) =>
  new Error(
    `A pure test opened ${driver}: it needs a database, so it belongs with the database tests (scripts/test-tiers.ts names how they get one).`,
  );

vi.mock('better-sqlite3', () => ({
  default: function Database() {
    throw misplaced('SQLite');
  },
}));

vi.mock('pg', () => {
  class Refused {
    constructor() {
      throw misplaced('PostgreSQL');
    }
  }
  return { default: { Pool: Refused, Client: Refused, types: { setTypeParser: () => undefined } } };
});
