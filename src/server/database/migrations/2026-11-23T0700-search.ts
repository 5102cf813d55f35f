/**
 * Frozen in time: written against Kysely<any>, imports no app code.
 * A substring index for the feed search (title, content, and location for events and cultural events), so a
 * rare word no longer means reading every post. See docs/decisions/015-search.md.
 *
 * SQLite: an FTS5 table with the trigram tokenizer, contentless (the posts keep the text; the search rechecks
 * it there), kept in step by triggers. Its rowids come from a key table of its own, not from posts' implicit
 * rowid: posts has a TEXT primary key, so VACUUM may renumber that rowid and break the link.
 *
 * PostgreSQL: pg_trgm and one GIN index on the lowered text of the three fields. The repository writes the same
 * expression, so the planner can match it; keep the two in step.
 */
import { type Kysely, PostgresAdapter, sql } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    // In public, not in the current schema (the tests give each database a throwaway schema first in the
    // search path); if it exists already, wherever it is, that one is used.
    await sql`create extension if not exists pg_trgm with schema public`.execute(db);
    const found = await sql<{ schema: string }>`
      select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace where e.extname = 'pg_trgm'
    `.execute(db);
    const schema = found.rows[0]?.schema ?? 'public';
    await sql`
      create index posts_search_trgm_idx on posts using gin (
        (lower(title || ' ' || content || ' ' || coalesce(case when type in ('event', 'culturalEvent') then location end, '')))
        ${sql.id(schema, 'gin_trgm_ops')}
      )
    `.execute(db);
    return;
  }

  await sql`
    create table post_search_keys (
      key integer primary key,
      post_id text not null unique references posts (id) on delete cascade
    )
  `.execute(db);
  await sql`
    create virtual table posts_search using fts5 (
      title, content, location, tokenize = 'trigram', content = '', contentless_delete = 1
    )
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
    create trigger posts_search_update after update of title, content, location, type on posts
    when old.title is not new.title or old.content is not new.content or old.location is not new.location or old.type is not new.type
    begin
      update posts_search
        set title = new.title, content = new.content,
            location = case when new.type in ('event', 'culturalEvent') then new.location end
        where rowid = (select key from post_search_keys where post_id = new.id);
    end
  `.execute(db);
  // The key goes with its post (explicitly, and by the foreign key where it is enforced); the indexed text
  // goes with its key.
  await sql`
    create trigger posts_search_delete before delete on posts begin
      delete from post_search_keys where post_id = old.id;
    end
  `.execute(db);
  await sql`
    create trigger post_search_keys_delete after delete on post_search_keys begin
      delete from posts_search where rowid = old.key;
    end
  `.execute(db);

  // The posts that exist already, oldest first.
  await sql`insert into post_search_keys (post_id) select id from posts order by created_at, id`.execute(db);
  await sql`
    insert into posts_search (rowid, title, content, location)
    select k.key, p.title, p.content, case when p.type in ('event', 'culturalEvent') then p.location end
    from post_search_keys k join posts p on p.id = k.post_id
  `.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`drop index if exists posts_search_trgm_idx`.execute(db);
    return;
  }
  for (const trigger of ['posts_search_insert', 'posts_search_update', 'posts_search_delete', 'post_search_keys_delete']) {
    await sql`drop trigger if exists ${sql.id(trigger)}`.execute(db);
  }
  await sql`drop table if exists posts_search`.execute(db);
  await sql`drop table if exists post_search_keys`.execute(db);
}
