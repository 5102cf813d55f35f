/**
 * Frozen in time: written against Kysely<any>, imports no app code.
 * SQLite only: the search index's keys (the FTS5 rowids) follow the posts' creation time, so the index can be
 * read newest first and a search can stop at its page (docs/decisions/021-search-newest-first.md).
 *
 * A post's key is its created_at in milliseconds since 1970, times 2^21, plus its place among the posts of the
 * same millisecond. Keys therefore never order two posts against their times. The trigger that gives a new
 * post its key changes; every existing key is given again, and the index rebuilt under the new keys.
 *
 * PostgreSQL: nothing (its trigram index has no order to follow).
 */
import { type Kysely, PostgresAdapter, sql } from 'kysely';

/** The first key of the millisecond of `time` (an ISO 8601 text), as SQL. */
const firstKeyOf = (time: string) => sql.raw(`(cast(round((julianday(${time}) - 2440587.5) * 86400000) as integer) << 21)`);

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;

  await sql`drop trigger posts_search_insert`.execute(db);
  await sql`drop trigger post_search_keys_delete`.execute(db);
  await sql`delete from post_search_keys`.execute(db);
  await sql`insert into posts_search (posts_search) values ('delete-all')`.execute(db);

  await sql`
    insert into post_search_keys (key, post_id)
    select ${firstKeyOf('created_at')} + row_number() over (partition by ${firstKeyOf('created_at')} order by id) - 1, id
    from posts order by created_at, id
  `.execute(db);
  await sql`
    insert into posts_search (rowid, title, content, location)
    select k.key, p.title, p.content, case when p.type in ('event', 'culturalEvent') then p.location end
    from post_search_keys k join posts p on p.id = k.post_id
    order by k.key
  `.execute(db);

  await sql`
    create trigger posts_search_insert after insert on posts begin
      insert into post_search_keys (key, post_id)
        select coalesce(max(key) + 1, ${firstKeyOf('new.created_at')}), new.id
        from post_search_keys
        where key >= ${firstKeyOf('new.created_at')} and key < ${firstKeyOf('new.created_at')} + 2097152;
      insert into posts_search (rowid, title, content, location)
        select key, new.title, new.content, case when new.type in ('event', 'culturalEvent') then new.location end
        from post_search_keys where post_id = new.id;
    end
  `.execute(db);
  await sql`
    create trigger post_search_keys_delete after delete on post_search_keys begin
      delete from posts_search where rowid = old.key;
    end
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return;
  // Keys in order of creation, as the search migration gave them.
  await sql`drop trigger posts_search_insert`.execute(db);
  await sql`drop trigger post_search_keys_delete`.execute(db);
  await sql`delete from post_search_keys`.execute(db);
  await sql`insert into posts_search (posts_search) values ('delete-all')`.execute(db);
  await sql`insert into post_search_keys (post_id) select id from posts order by created_at, id`.execute(db);
  await sql`
    insert into posts_search (rowid, title, content, location)
    select k.key, p.title, p.content, case when p.type in ('event', 'culturalEvent') then p.location end
    from post_search_keys k join posts p on p.id = k.post_id
  `.execute(db);
  await sql`
    create trigger posts_search_insert after insert on posts begin
      insert into post_search_keys (post_id) values (new.id);
      insert into posts_search (rowid, title, content, location)
        select key, new.title, new.content, case when new.type in ('event', 'culturalEvent') then new.location end
        from post_search_keys where post_id = new.id;
    end
  `.execute(db);
  await sql`
    create trigger post_search_keys_delete after delete on post_search_keys begin
      delete from posts_search where rowid = old.key;
    end
  `.execute(db);
}
