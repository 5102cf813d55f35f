/** A club's invitations by email (decision 081): stored by the hash of their token, for 14 days. */
import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { ClubInvitesTable, Database } from '../../database/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export type InviteRow = Selectable<ClubInvitesTable>;

export async function insertInvite(db: Db, row: Insertable<ClubInvitesTable>): Promise<void> {
  await db.insertInto('club_invites').values(row).execute();
}

/** Ends the invites still open to this email for the club (a new one replaces them). */
export async function revokeOpenInvites(db: Db, clubId: string, email: string, now: string): Promise<void> {
  await db
    .updateTable('club_invites')
    .set({ revoked_at: now })
    .where('club_id', '=', clubId)
    .where('email', '=', email)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .execute();
}

export function findInviteByHash(db: Db, tokenHash: string): Promise<InviteRow | undefined> {
  return db.selectFrom('club_invites').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/** An invite to this email for the club, open and not expired at `now`. */
export function findValidInvite(db: Db, clubId: string, email: string, now: string): Promise<InviteRow | undefined> {
  return db
    .selectFrom('club_invites')
    .selectAll()
    .where('club_id', '=', clubId)
    .where('email', '=', email)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('created_at', 'desc')
    .executeTakeFirst();
}

export async function markInviteAccepted(db: Db, inviteId: string, now: string): Promise<void> {
  await db.updateTable('club_invites').set({ accepted_at: now }).where('id', '=', inviteId).execute();
}
