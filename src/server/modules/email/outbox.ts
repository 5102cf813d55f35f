import type { Transaction } from 'kysely';
import type { EmailKind } from '../../../shared/email-kinds.ts';
import { changed } from '../../changes/committing.ts';
import type { Database } from '../../database/schema.ts';
import { newId, nowIso } from '../../database/values.ts';
import { insertOutboxRow, insertOutboxRows } from './outbox.repository.ts';
import type { RenderedEmail } from './email-layout.ts';

/** The transactions that have named the `outbox` change already. */
const namedOutbox = new WeakSet<object>();

export interface EmailAttachment {
  filename: string;
  contentType: string;
  /** The attachment's text (a calendar file), or its bytes in base64 with `encoding`. */
  content?: string;
  /**
   * Instead of `content`: the text of a QR code drawn as a PNG when the message is sent (a ticket's signed token), so
   * a write that queues many tickets (a bank statement's import) does not draw them (decision 072).
   */
  qr?: string;
  encoding?: 'base64';
  /** Shown inside the HTML part (a ticket's QR code), which names it `cid:<cid>`. */
  cid?: string;
}

export interface QueuedEmail {
  kind: EmailKind;
  to: string;
  userId: string | null;
  message: RenderedEmail;
  headers?: Record<string, string>;
  attachments?: EmailAttachment[];
  /** A message that must go once whichever process writes it (a reminder): its key. */
  dedupeKey?: string;
  /** Not before this time (ISO 8601 UTC); now by default. */
  notBefore?: string;
}

/**
 * The right side of a Message-ID for the public URL's `host`: without its port, which RFC 5322's msg-id does
 * not allow (`<id@quad.example:8443>` is not an address-like id; `<id@quad.example>` is).
 */
export function messageIdDomain(host: string): string {
  return URL.canParse(`http://${host}`) ? new URL(`http://${host}`).hostname : host.replace(/:\d+$/, '');
}

/** One word to the workers per write, however many emails it queues. */
function tellWorkers(trx: Transaction<Database>): void {
  if (namedOutbox.has(trx)) return;
  namedOutbox.add(trx);
  changed(trx, { type: 'outbox' });
}

/** An email's outbox row, queued at `now` under a Message-ID of `host`'s domain. */
function outboxRow(host: string, email: QueuedEmail, now: string) {
  const id = newId();
  return {
    id,
    kind: email.kind,
    user_id: email.userId,
    to_address: email.to,
    subject: email.message.subject,
    text_body: email.message.text,
    html_body: email.message.html,
    headers: JSON.stringify(email.headers ?? {}),
    attachments: JSON.stringify(email.attachments ?? []),
    message_id: `<${id}@${messageIdDomain(host)}>`,
    dedupe_key: email.dedupeKey ?? null,
    next_attempt_at: email.notBefore ?? now,
    created_at: now,
  };
}

/**
 * Queues an email as part of the write `trx` belongs to (the transaction `committing` gave): it is sent only
 * if that write commits, and it is never lost once it has. `host` names the Message-ID's domain (the public
 * URL's host; its port is dropped). Returns false when a message with the same `dedupeKey` was already queued.
 */
export async function queueEmail(trx: Transaction<Database>, host: string, email: QueuedEmail): Promise<boolean> {
  const wrote = await insertOutboxRow(trx, outboxRow(host, email, nowIso()));
  if (wrote) tellWorkers(trx);
  return wrote;
}

/** `queueEmail` for several emails of one write, in one statement. Answers how many were queued. */
export async function queueEmails(trx: Transaction<Database>, host: string, emails: readonly QueuedEmail[]): Promise<number> {
  const now = nowIso();
  const wrote = await insertOutboxRows(
    trx,
    emails.map((email) => outboxRow(host, email, now)),
  );
  if (wrote > 0) tellWorkers(trx);
  return wrote;
}
