/**
 * A benchmark's world: a fresh database (SQLite file, or a PostgreSQL database beside TEST_DATABASE_URL's)
 * seeded with N posts, signed-in bench students, and samples of what the traffic reads and writes.
 */
import type { Kysely } from 'kysely';
import { createDatabase } from '../../src/server/database/connection.ts';
import { insertUser } from '../../src/server/test/factories.ts';
import { migrateToLatest } from '../../src/server/database/migrator.ts';
import type { Database } from '../../src/server/database/schema.ts';
import { isoIn, nowIso } from '../../src/server/database/values.ts';
import { hashToken, newToken } from '../../src/server/lib/tokens.ts';
import { insertSession } from '../../src/server/modules/auth/sessions.repository.ts';
import { freshDatabase, type FreshDatabase } from '../../src/server/test/server-process.ts';
import { seedCampus, type SeededCampus } from '../seed.ts';

export interface Campus {
  database: FreshDatabase;
  seeded: SeededCampus;
  /** Students made for the run (nothing seeded is theirs), with session tokens. */
  students: { id: string; token: string }[];
  /** Approved, visible posts, a sample. */
  postIds: string[];
  /** Approved, visible, free events with an open in-app form that start in the future. */
  eventIds: string[];
}

export const openDatabase = (database: FreshDatabase) =>
  createDatabase(database.kind === 'postgres' ? { kind: 'postgres', url: database.url } : { kind: 'sqlite', file: database.url });

function sample<T>(list: T[], n: number): T[] {
  const copy = [...list];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy.slice(0, n);
}

export async function prepareCampus(options: { posts: number; students: number; prefix?: string }): Promise<Campus> {
  const database = await freshDatabase(options.prefix ?? 'quad_bench');
  const handle = openDatabase(database);
  try {
    const db: Kysely<Database> = handle.db;
    await migrateToLatest(db);
    const seeded = await seedCampus(db, { posts: options.posts, verbose: process.stderr.isTTY });
    const students = [];
    for (let i = 0; i < options.students; i += 1) {
      const user = await insertUser(db, { name: `Bench Student ${i + 1}`, email: `runner${i + 1}@bench.campus`, email_verified_at: new Date().toISOString() });
      const token = newToken();
      await insertSession(db, { token_hash: hashToken(token), user_id: user.id, now: nowIso(), expires_at: isoIn(86_400_000) });
      students.push({ id: user.id, token });
    }
    const visible = await db.selectFrom('posts').select('id').where('status', '=', 'approved').where('hidden', '=', 0).execute();
    const events = await db
      .selectFrom('posts')
      .select('id')
      .where('type', '=', 'event')
      .where('status', '=', 'approved')
      .where('hidden', '=', 0)
      .where('registration_open', '=', 1)
      .where('enable_registration_form', '=', 1)
      .where('event_start_date', '>', nowIso())
      .execute();
    return {
      database,
      seeded,
      students,
      postIds: sample(visible.map((r) => r.id), 5000),
      eventIds: sample(events.map((r) => r.id), 400),
    };
  } finally {
    await handle.close();
  }
}
