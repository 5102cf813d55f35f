import type { Kysely, Transaction } from 'kysely';
import type { Database, WordFiltersTable } from '../../database/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;
export type WordFilterRow = WordFiltersTable;

/** The whole list, oldest first (the order the admin added them). */
export const findWordFilters = (db: Db): Promise<WordFilterRow[]> =>
  db.selectFrom('word_filters').selectAll().orderBy('created_at', 'asc').orderBy('id', 'asc').execute();

export async function countWordFilters(db: Db): Promise<number> {
  const row = await db.selectFrom('word_filters').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

export const findWordFilterByPattern = (db: Db, pattern: string): Promise<WordFilterRow | undefined> =>
  db.selectFrom('word_filters').selectAll().where('pattern', '=', pattern).executeTakeFirst();

export const findWordFilter = (db: Db, id: string): Promise<WordFilterRow | undefined> =>
  db.selectFrom('word_filters').selectAll().where('id', '=', id).executeTakeFirst();

export async function insertWordFilter(db: Db, row: WordFilterRow): Promise<void> {
  await db.insertInto('word_filters').values(row).execute();
}

export async function deleteWordFilter(db: Db, id: string): Promise<boolean> {
  const result = await db.deleteFrom('word_filters').where('id', '=', id).executeTakeFirst();
  return Number(result.numDeletedRows) === 1;
}

export async function setWordFilterAction(db: Db, id: string, action: WordFilterRow['action']): Promise<boolean> {
  const result = await db.updateTable('word_filters').set({ action }).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
