/**
 * Frozen in time: written against Kysely<any>, imports no app code, portable across SQLite and PostgreSQL.
 * Guards around signing in (docs/decisions/025-sign-in-guards.md):
 * - `login_failures`: one row per wrong password, by account and client (both SHA-256 hex), shared by every
 *   process on the database. Counted on (account, created_at, client); old rows are deleted by created_at.
 * - `oidc_flows.binding_hash` and `auth_tickets.binding_hash`: SHA-256 of the secret in the browser's
 *   Google sign-in cookie; a callback or a ticket exchange from another browser does not match.
 * - Indexes on the times the periodic sweep deletes by (sessions, tickets, flows).
 */
import type { Kysely } from 'kysely';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('login_failures')
    .addColumn('account', 'text', (c) => c.notNull())
    .addColumn('client', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // Covers the count: an account's recent failures, and which of them are one client's, without reading the table.
  await db.schema
    .createIndex('login_failures_account_idx')
    .on('login_failures')
    .columns(['account', 'created_at', 'client'])
    .execute();
  await db.schema.createIndex('login_failures_created_idx').on('login_failures').column('created_at').execute();

  await db.schema.alterTable('oidc_flows').addColumn('binding_hash', 'text').execute();
  await db.schema.alterTable('auth_tickets').addColumn('binding_hash', 'text').execute();

  await db.schema.createIndex('sessions_expires_idx').on('sessions').column('expires_at').execute();
  await db.schema.createIndex('auth_tickets_expires_idx').on('auth_tickets').column('expires_at').execute();
  await db.schema.createIndex('oidc_flows_created_idx').on('oidc_flows').column('created_at').execute();
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('oidc_flows_created_idx').execute();
  await db.schema.dropIndex('auth_tickets_expires_idx').execute();
  await db.schema.dropIndex('sessions_expires_idx').execute();
  await db.schema.alterTable('auth_tickets').dropColumn('binding_hash').execute();
  await db.schema.alterTable('oidc_flows').dropColumn('binding_hash').execute();
  await db.schema.dropTable('login_failures').execute();
}
