/**
 * A realistic campus of N posts for the benchmarks: users, Consights, news, events and cultural events (some
 * pending, a few hidden), likes, comments, reports, registrations, calendar days and pictures, written in
 * batched transactions. Every kept count equals its rows, so the invariants hold from the start. At every size,
 * the word `quasar` is in 40 posts and a fest day ten days on has 20 events: reads whose answer is the same
 * size at 1,000 posts as at 1,000,000.
 *
 *   node --import tsx bench/seed.ts [--posts 100000] [--seed 7]      (DATABASE_URL: SQLite file or postgres://)
 *
 * Deterministic for a given --seed (except ids). Also exported for the other benchmarks.
 */
import { createHash } from 'node:crypto';
import { CompiledQuery, type Insertable, type Kysely, PostgresAdapter } from 'kysely';
import sharp from 'sharp';
import { buildCulturalEvent, buildEvent, buildPost, buildUser } from '../src/server/test/factories.ts';
import type { Database, PostsTable } from '../src/server/database/schema.ts';
import { mergeSearchIndexFully } from '../src/server/database/search-index.ts';
import { newId } from '../src/server/database/values.ts';
import { hashPassword } from '../src/server/lib/passwords.ts';
import { eventDayRowsOf } from '../src/server/modules/calendar/event-days.ts';
import { DOOR_FIELDS_UNSET } from '../src/server/modules/events/registrations.repository.ts';

type Db = Kysely<Database>;

export const BENCH_PASSWORD = 'bench-password-2026';

export interface SeedOptions {
  posts: number;
  seed?: number;
  /** Progress lines to stderr. */
  verbose?: boolean;
}

export interface SeededCampus {
  users: number;
  posts: number;
  likes: number;
  comments: number;
  registrations: number;
  adminId: string;
  /** A UTC day, ten days on, with FEST_EVENTS approved events at every size (a fest), 'YYYY-MM-DD'. */
  festDay: string;
  seconds: number;
}

/** Events on the fest day at every size: more than a day's list shows, so its answer is full at every size. */
export const FEST_EVENTS = 20;

/** mulberry32: a small, fast, seeded PRNG. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS = (
  'library chai exam hostel canteen lecture professor assignment library wifi football cricket fest music ' +
  'dance robotics coding hackathon placement internship semester lab project friend roommate bus campus ' +
  'rain monsoon deadline night quiz debate poetry drama club mess food coffee garden sunset stars'
).split(' ');

/** Rows per INSERT: under both SQLite's and PostgreSQL's bound-parameter limits for the widest table. */
const BATCH = 400;

async function insertAll<T extends keyof Database>(db: Db, table: T, rows: Insertable<Database[T]>[]): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) {
    await db
      .insertInto(table)
      .values(rows.slice(i, i + BATCH))
      .execute();
  }
}

export async function seedCampus(db: Db, options: SeedOptions): Promise<SeededCampus> {
  const started = Date.now();
  const random = prng(options.seed ?? 7);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const sentence = (n: number) => Array.from({ length: n }, () => pick(WORDS)).join(' ');
  const log = (line: string) => options.verbose && process.stderr.write(`${line}\n`);

  const userCount = Math.max(200, Math.ceil(options.posts / 50));
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const users = Array.from({ length: userCount }, (_, i) =>
    buildUser({ name: `Student ${i + 1}`, email: `student${i + 1}@bench.campus`, password_hash: passwordHash, email_verified_at: new Date().toISOString() }),
  );
  const admin = buildUser({ name: 'Bench Admin', email: 'admin@bench.campus', password_hash: passwordHash, is_admin: 1 });
  users.push(admin);
  await db.transaction().execute((trx) => insertAll(trx, 'users', users));
  log(`users: ${users.length}`);

  // Twelve small pictures, shared by 1 post in 50.
  const pictures = [];
  for (let i = 0; i < 12; i += 1) {
    const data = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 20 * i, g: 90, b: 160 } } })
      .jpeg()
      .toBuffer();
    const hash = createHash('sha256').update(data).digest('hex');
    pictures.push({ hash, mime: 'image/jpeg', size: data.length, width: 64, height: 48, data, created_at: new Date().toISOString() });
  }
  await insertAll(db, 'media', pictures);

  const now = Date.now();
  const span = 2 * 365 * 86_400_000;
  // 04:00 UTC ten days on: the fest's events run from there, half an hour apart, inside that day in Kolkata too.
  const festStart = Date.parse(`${new Date(now + 10 * 86_400_000).toISOString().slice(0, 10)}T04:00:00.000Z`);
  const totals = { likes: 0, comments: 0, registrations: 0 };
  const chunk = 5_000;
  for (let start = 0; start < options.posts; start += chunk) {
    const end = Math.min(options.posts, start + chunk);
    const posts: PostsTable[] = [];
    const likes: Insertable<Database['likes']>[] = [];
    const comments: Insertable<Database['comments']>[] = [];
    const registrations: Insertable<Database['registrations']>[] = [];
    const reports: Insertable<Database['reports']>[] = [];
    const postMedia: Insertable<Database['post_media']>[] = [];
    const eventDays: Insertable<Database['event_days']>[] = [];
    for (let i = start; i < end; i += 1) {
      const author = users[Math.floor(random() * userCount)]!;
      // Oldest first, so the newest posts have the highest index and the latest dates.
      const created = new Date(now - span + Math.floor((span * (i + 1)) / options.posts) - 60_000).toISOString();
      const roll = random();
      const startDay = Math.floor(random() * 360) - 180;
      const eventStart = new Date(now + startDay * 86_400_000).toISOString();
      // One post in 5,000 mentions a rare word, so search is measured for rare terms as well as common ones.
      const rare = random() < 0.0002 ? ' tesseract' : '';
      // And 40 posts at every size, spread over the two years, mention another: a page's worth of needles in a
      // haystack that grows (`tesseract` has no match at 1,000 posts, so its page there is empty).
      const needle = Math.floor(((i + 1) * 40) / options.posts) !== Math.floor((i * 40) / options.posts) ? ' quasar' : '';
      const common = {
        title: sentence(3 + Math.floor(random() * 5)),
        content: sentence(12 + Math.floor(random() * 40)) + rare + needle,
        created_at: created,
        updated_at: created,
      };
      // FEST_EVENTS posts at every size, spread over the list as the needle's are, are the fest's events.
      const fest = Math.floor(((i + 1) * FEST_EVENTS) / options.posts) !== Math.floor((i * FEST_EVENTS) / options.posts);
      let row: PostsTable;
      if (fest) {
        const start = festStart + Math.floor((i * FEST_EVENTS) / options.posts) * 1_800_000;
        row = buildEvent(author.id, { ...common, event_start_date: new Date(start).toISOString(), event_end_date: new Date(start + 3_600_000).toISOString() });
      } else if (roll < 0.6) row = buildPost(author.id, { ...common, type: 'confession' });
      else if (roll < 0.75) row = buildPost(author.id, { ...common, type: 'news' });
      else if (roll < 0.9) {
        row = buildEvent(author.id, {
          ...common,
          event_start_date: eventStart,
          event_end_date: new Date(Date.parse(eventStart) + 3 * 3_600_000).toISOString(),
          status: random() < 0.05 ? 'pending' : 'approved',
        });
      } else {
        row = buildCulturalEvent(author.id, {
          ...common,
          event_start_date: eventStart,
          event_end_date: new Date(Date.parse(eventStart) + 2 * 86_400_000).toISOString(),
          available_dates: JSON.stringify([0, 1, 2].map((d) => new Date(Date.parse(eventStart) + d * 86_400_000).toISOString().slice(0, 10))),
          status: random() < 0.05 ? 'pending' : 'approved',
        });
      }
      if (random() < 0.02) {
        const picture = pick(pictures);
        row.images = JSON.stringify([`/media/${picture.hash}.jpg`]);
        postMedia.push({ post_id: row.id, hash: picture.hash });
      }
      // Likes and comments from distinct students; a few reports, which hide 1 post in 2000.
      const likers = new Set<number>();
      const likeTarget = Math.floor(random() * 7);
      while (likers.size < likeTarget) likers.add(Math.floor(random() * userCount));
      for (const u of likers) likes.push({ post_id: row.id, user_id: users[u]!.id, created_at: created });
      row.like_count = likers.size;
      const commentTarget = Math.floor(random() * 5);
      for (let c = 0; c < commentTarget; c += 1) {
        comments.push({ id: newId(), post_id: row.id, user_id: pick(users).id, text: sentence(4 + Math.floor(random() * 10)), created_at: created });
      }
      row.comment_count = commentTarget;
      if (random() < 0.0005) {
        const reporters = new Set<number>();
        while (reporters.size < 3) reporters.add(Math.floor(random() * userCount));
        for (const u of reporters) {
          reports.push({ id: newId(), post_id: row.id, user_id: users[u]!.id, reason: 'Clickbait', created_at: created, resolved_at: null, outcome: null });
        }
        row.report_count = reporters.size;
        row.hidden = 1;
      }
      if (row.type === 'event' && row.status === 'approved') {
        const registrants = new Set<number>();
        const target = Math.floor(random() * 6);
        while (registrants.size < target) registrants.add(Math.floor(random() * userCount));
        let seq = 0;
        for (const u of registrants) {
          const user = users[u]!;
          seq += 1;
          registrations.push({
            id: newId(),
            post_id: row.id,
            user_id: user.id,
            name: user.name,
            email: user.email,
            phone: '9876543210',
            transaction_id: null,
            booking_dates: null,
            selected_tickets: null,
            total_price: 0,
            custom_fields: JSON.stringify({ 'Year of study': '2nd' }),
            created_at: created,
            status: 'confirmed',
            seq,
            ...DOOR_FIELDS_UNSET,
            updated_at: created,
          });
        }
        row.registration_count = registrants.size;
      }
      eventDays.push(...eventDayRowsOf(row));
      posts.push(row);
    }
    await db.transaction().execute(async (trx) => {
      await insertAll(trx, 'posts', posts);
      await insertAll(trx, 'likes', likes);
      await insertAll(trx, 'comments', comments);
      await insertAll(trx, 'reports', reports);
      await insertAll(trx, 'registrations', registrations);
      await insertAll(trx, 'post_media', postMedia);
      await insertAll(trx, 'event_days', eventDays);
    });
    totals.likes += likes.length;
    totals.comments += comments.length;
    totals.registrations += registrations.length;
    log(`posts: ${end}/${options.posts}`);
  }
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    // After a bulk load, as PostgreSQL's documentation advises: statistics for the planner, the visibility map,
    // and the trigram index's pending list merged. Otherwise autovacuum does it in the middle of a measurement
    // (one scale run saw the 100,000-post feed at 900 ms while it did). A campus that grows a post at a time
    // gets the same from autovacuum as it goes.
    await db.executeQuery(CompiledQuery.raw('VACUUM ANALYZE'));
  } else {
    // The search index merged, as the running server does a step a minute (decision 019): a bulk load leaves
    // FTS5 with many segments, and a measurement would otherwise see whichever state the merging had reached.
    await mergeSearchIndexFully(db);
  }
  return {
    users: users.length,
    posts: options.posts,
    ...totals,
    adminId: admin.id,
    festDay: new Date(festStart).toISOString().slice(0, 10),
    seconds: Math.round((Date.now() - started) / 100) / 10,
  };
}

/** Command line: seeds the database DATABASE_URL names (migrated first). */
async function main(): Promise<void> {
  const { loadConfig } = await import('../src/server/config.ts');
  const { createDatabase } = await import('../src/server/database/connection.ts');
  const { migrateToLatest } = await import('../src/server/database/migrator.ts');
  const arg = (name: string, fallback: number) => {
    const i = process.argv.indexOf(`--${name}`);
    return i > 0 ? Number(process.argv[i + 1]) : fallback;
  };
  const config = loadConfig();
  const database = createDatabase(config.database);
  try {
    await migrateToLatest(database.db);
    const result = await seedCampus(database.db, { posts: arg('posts', 100_000), seed: arg('seed', 7), verbose: true });
    console.log(JSON.stringify(result));
  } finally {
    await database.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
