import { type Kysely, type Transaction, sql } from 'kysely';
import type { Database, MediaTable } from '../../database/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;
export type MediaRow = MediaTable;

/** The extensions a stored picture's URL may carry; every stored picture is one of these types. */
export const MEDIA_EXTENSIONS = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' } as const;

export const findMedia = (db: Db, hash: string) =>
  db.selectFrom('media').select(['hash', 'mime', 'size', 'width', 'data']).where('hash', '=', hash).executeTakeFirst();

/** Just the type, for a conditional request that needs no bytes. */
export const findMediaMime = (db: Db, hash: string) =>
  db.selectFrom('media').select(['hash', 'mime']).where('hash', '=', hash).executeTakeFirst();

/** The stored pictures among these hashes, with their types. */
export async function findMediaTypes(db: Db, hashes: readonly string[]): Promise<{ hash: string; mime: string }[]> {
  if (hashes.length === 0) return [];
  return db.selectFrom('media').select(['hash', 'mime']).where('hash', 'in', hashes).execute();
}

/** Stores pictures once: a picture already stored under its hash is left as it is. */
export async function insertMedia(db: Db, rows: readonly MediaRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('media')
    .values([...rows])
    .onConflict((oc) => oc.column('hash').doNothing())
    .execute();
}

/**
 * Deletes those of these pictures that no post references and no user has as avatar.
 * Answers how many were deleted.
 */
export async function deleteUnreferencedMedia(db: Db, hashes: readonly string[]): Promise<number> {
  if (hashes.length === 0) return 0;
  const result = await db
    .deleteFrom('media')
    .where('media.hash', 'in', hashes)
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('post_media').select('post_media.hash').whereRef('post_media.hash', '=', 'media.hash'))),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('users')
            .select('users.id')
            .where((u) =>
              u.or(
                Object.values(MEDIA_EXTENSIONS).map((ext) =>
                  u('users.avatar', '=', sql<string>`${'/media/'} || ${u.ref('media.hash')} || ${`.${ext}`}`),
                ),
              ),
            ),
        ),
      ),
    )
    // A payment screenshot (decision 049) keeps its picture too.
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('registrations')
            .select('registrations.id')
            .where((r) =>
              r.or(
                Object.values(MEDIA_EXTENSIONS).map((ext) =>
                  r('registrations.payment_screenshot', '=', sql<string>`${'/media/'} || ${r.ref('media.hash')} || ${`.${ext}`}`),
                ),
              ),
            ),
        ),
      ),
    )
    // A club's announcement (decision 081) keeps its picture too: a poster may be both an event's and its news'.
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('club_announcements')
            .select('club_announcements.id')
            .where((a) =>
              a.or(Object.values(MEDIA_EXTENSIONS).map((ext) => a('club_announcements.image', '=', sql<string>`${'/media/'} || ${a.ref('media.hash')} || ${`.${ext}`}`))),
            ),
        ),
      ),
    )
    // A club's logo and banner (decision 081), approved or in an edit that waits for review, keep their pictures.
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('clubs')
            .select('clubs.id')
            .where((c) =>
              c.or([
                ...Object.values(MEDIA_EXTENSIONS).flatMap((ext) => {
                  const url = sql<string>`${'/media/'} || ${c.ref('media.hash')} || ${`.${ext}`}`;
                  return [c('clubs.logo', '=', url), c('clubs.banner', '=', url)];
                }),
                c('clubs.pending_changes', 'like', sql<string>`${'%/media/'} || ${c.ref('media.hash')} || ${'.%'}`),
              ]),
            ),
        ),
      ),
    )
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
