import { PostgresAdapter, sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { CheckInsTable, Database, DoorScansTable, RegistrationsTable } from '../../database/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;
export type CheckInRow = Selectable<CheckInsTable>;
export type DoorScanRow = Selectable<DoorScansTable>;
export type RegistrationRow = RegistrationsTable;

/**
 * Writes a registration's check-in state (its status, checked_in_at and _by), only while its status is one
 * of `fromStatuses`. Answers whether it did.
 */
export async function setCheckInState(
  db: Db,
  id: string,
  patch: Partial<Pick<RegistrationsTable, 'status' | 'checked_in_at' | 'checked_in_by' | 'updated_at'>>,
  fromStatuses: string | readonly string[],
): Promise<boolean> {
  const result = await db
    .updateTable('registrations')
    .set(patch)
    .where('id', '=', id)
    .where('status', 'in', typeof fromStatuses === 'string' ? [fromStatuses] : [...fromStatuses])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

// ---- The door ----

/** The registrations a door knows: those holding seats or checked in, and cancelled ones that had a ticket. */
export function findDoorRegistrations(db: Db, postId: string): Promise<RegistrationsTable[]> {
  return db
    .selectFrom('registrations')
    .selectAll()
    .where('post_id', '=', postId)
    .where((eb) =>
      eb.or([
        eb('status', 'in', ['confirmed', 'awaiting_payment', 'offered', 'checked_in']),
        eb.and([eb('status', '=', 'cancelled'), eb('ticket_code', 'is not', null)]),
      ]),
    )
    .orderBy('seq', 'asc')
    .orderBy('id', 'asc')
    .execute();
}

/**
 * Whether the database runs one transaction at a time (SQLite): every read waits for the write under way, so
 * requests never gather while one runs, and a line to write them together would only add a turn.
 */
export const writesOneAtATime = (db: Db): boolean => !(db.getExecutor().adapter instanceof PostgresAdapter);

/** The registrations, locked for the rest of the transaction on PostgreSQL (in id order: no two batches deadlock). */
export function lockRegistrations(trx: Transaction<Database>, postId: string, ids: readonly string[]): Promise<RegistrationsTable[]> {
  if (ids.length === 0) return Promise.resolve([]);
  const query = trx.selectFrom('registrations').selectAll().where('post_id', '=', postId).where('id', 'in', [...ids]).orderBy('id', 'asc');
  return (trx.getExecutor().adapter instanceof PostgresAdapter ? query.forUpdate() : query).execute();
}

export interface CheckInWithName extends CheckInRow {
  by_name: string | null;
}

/** The event's check-ins not undone, with the name of who made each. */
export function findActiveCheckIns(db: Db, postId: string): Promise<CheckInWithName[]> {
  return db
    .selectFrom('check_ins')
    .leftJoin('users', 'users.id', 'check_ins.by_user_id')
    .selectAll('check_ins')
    .select('users.name as by_name')
    .where('check_ins.post_id', '=', postId)
    .where('check_ins.undone_at', 'is', null)
    .orderBy('check_ins.recorded_at', 'asc')
    .orderBy('check_ins.id', 'asc')
    .execute();
}

export function findActiveCheckIn(db: Db, registrationId: string, day: string): Promise<CheckInWithName | undefined> {
  return db
    .selectFrom('check_ins')
    .leftJoin('users', 'users.id', 'check_ins.by_user_id')
    .selectAll('check_ins')
    .select('users.name as by_name')
    .where('check_ins.registration_id', '=', registrationId)
    .where('check_ins.day', '=', day)
    .where('check_ins.undone_at', 'is', null)
    .executeTakeFirst();
}

export function findCheckIns(db: Db, ids: readonly string[]): Promise<CheckInWithName[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('check_ins')
    .leftJoin('users', 'users.id', 'check_ins.by_user_id')
    .selectAll('check_ins')
    .select('users.name as by_name')
    .where('check_ins.id', 'in', [...ids])
    .execute();
}

/** Writes the check-in unless one for the registration and day is there already (the partial unique index). */
export async function insertCheckIn(db: Db, row: CheckInRow): Promise<boolean> {
  const result = await db.insertInto('check_ins').values(row).onConflict((oc) => oc.doNothing()).executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
}

export async function undoCheckIn(db: Db, id: string, patch: { undone_at: string; undone_by: string }): Promise<boolean> {
  const result = await db.updateTable('check_ins').set(patch).where('id', '=', id).where('undone_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** The registration's check-ins not undone, latest first. */
export function findRegistrationCheckIns(db: Db, registrationId: string): Promise<CheckInRow[]> {
  return db
    .selectFrom('check_ins')
    .selectAll()
    .where('registration_id', '=', registrationId)
    .where('undone_at', 'is', null)
    .orderBy('recorded_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/**
 * Today's counts: registrations with a valid ticket (on a cultural event, `bookedDay`: those that booked that
 * date; none when `onDay` is false, the event not happening today), and the check-ins of `day` not undone.
 * Counted in SQL: a door asks after every scan.
 */
export async function countDoor(
  db: Db,
  postId: string,
  day: string,
  bookedDay: string | null,
  onDay = true,
): Promise<{ holding: number; checkedIn: number }> {
  const row = await db
    .selectNoFrom((eb) => {
      let tickets = eb
        .selectFrom('registrations')
        .select(eb.fn.countAll<string | number>().as('n'))
        .where('post_id', '=', postId)
        .where('status', 'in', ['confirmed', 'checked_in']);
      // booking_dates is a JSON list of YYYY-MM-DD strings: the quoted date is in it when booked.
      if (!onDay) tickets = tickets.where(sql<boolean>`1 = 0`);
      if (bookedDay !== null) tickets = tickets.where('booking_dates', 'like', `%"${bookedDay.replace(/[^0-9-]/g, '')}"%`);
      const checkIns = eb
        .selectFrom('check_ins')
        .select(eb.fn.countAll<string | number>().as('n'))
        .where('post_id', '=', postId)
        .where('day', '=', day)
        .where('undone_at', 'is', null);
      return [tickets.as('holding'), checkIns.as('checked_in')];
    })
    .executeTakeFirstOrThrow();
  return { holding: Number(row.holding), checkedIn: Number(row.checked_in) };
}

// ---- Scans ----

export function findScans(db: Db, ids: readonly string[]): Promise<DoorScanRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.selectFrom('door_scans').selectAll().where('id', 'in', [...ids]).execute();
}

/** Keeps a scan's answer by its id; a scan already kept stays as it was. */
export async function recordScan(db: Db, row: DoorScanRow): Promise<void> {
  await db.insertInto('door_scans').values(row).onConflict((oc) => oc.column('id').doNothing()).execute();
}

// ---- The log ----

export interface LogRow {
  created_at: string;
  action: string;
  actor: string | null;
  registration_name: string | null;
  reason: string | null;
  details: string | null;
}

/** The event's log, newest first. */
export function findLog(db: Db, postId: string, limit: number): Promise<LogRow[]> {
  return db
    .selectFrom('registration_log')
    .leftJoin('users', 'users.id', 'registration_log.actor_id')
    .leftJoin('registrations', 'registrations.id', 'registration_log.registration_id')
    .select([
      'registration_log.created_at',
      'registration_log.action',
      'users.name as actor',
      'registrations.name as registration_name',
      'registration_log.reason',
      'registration_log.details',
    ])
    .where('registration_log.post_id', '=', postId)
    .orderBy('registration_log.created_at', 'desc')
    .orderBy('registration_log.id', 'desc')
    .limit(limit)
    .execute();
}
