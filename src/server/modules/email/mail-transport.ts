/**
 * How a message leaves Quad (decision 040): to the SMTP server SMTP_URL names, or, without one, as an .eml file
 * in the outbox folder (development, demos). Either way the message is built from its outbox row alone, so
 * every attempt at a row is the same message: the same Message-ID, Date, headers and attachments.
 */
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTransport } from 'nodemailer';
import MailComposer from 'nodemailer/lib/mail-composer';
import type Mail from 'nodemailer/lib/mailer';
import type { MailConfig } from '../../config.ts';
import { parseJsonList } from '../../database/values.ts';
import { qrPng } from '../../lib/qr-png.ts';
import type { OutboxRow } from './outbox.repository.ts';
import type { EmailAttachment } from './outbox.ts';

/** Why an attempt failed; `permanent` when trying again cannot help (the server refused for good). */
export class SendFailure extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
  }
}

export interface MailTransport {
  /** Sends the row's message; throws a SendFailure. `signal` abandons the attempt (the process is stopping). */
  send(row: OutboxRow, signal: AbortSignal): Promise<void>;
  /** Where messages go, for the log: the server without its password, or the folder. */
  readonly description: string;
  /** Closes the connection kept to the server. */
  close(): void;
}

/** The log a transport writes to: the subject of each message written to a file, never its body. */
export interface MailLog {
  info(facts: Record<string, unknown>, message: string): void;
}

/** How long an SMTP server may take to answer, each step; a send that stalls past them is retried later. */
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 60_000 };
/** The longest reason kept in `last_error`. */
const ERROR_MAX = 300;

function headersOf(row: OutboxRow): Record<string, string> {
  try {
    const value: unknown = JSON.parse(row.headers);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
    return Object.fromEntries(Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return {};
  }
}

/**
 * What every message Quad sends says of itself: sent by a program, not a person (RFC 3834), so vacation
 * responders and other automatic replies leave it alone.
 */
const AUTOMATIC = { 'Auto-Submitted': 'auto-generated' } as const;

/** An attachment as nodemailer sends it: a ticket's QR code is drawn now, from its token. */
async function sentAttachment(a: EmailAttachment): Promise<NonNullable<Mail.Options['attachments']>[number]> {
  return {
    filename: a.filename,
    contentType: a.contentType,
    ...(a.qr !== undefined ? { content: await qrPng(a.qr) } : { content: a.content ?? '', ...(a.encoding ? { encoding: a.encoding } : {}) }),
    ...(a.cid ? { cid: a.cid, contentDisposition: 'inline' as const } : {}),
  };
}

/** The row as nodemailer's message: everything from the row, so a second attempt is the same message. */
export async function messageOf(row: OutboxRow, from: string): Promise<Mail.Options> {
  return {
    from,
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    messageId: row.message_id,
    date: new Date(row.created_at),
    headers: { ...headersOf(row), ...AUTOMATIC },
    attachments: await Promise.all(parseJsonList<EmailAttachment>(row.attachments).map(sentAttachment)),
  };
}

/** The SMTP URL without its password, for logs. */
export function redactSmtpUrl(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  if (url.password) url.password = '***';
  return url.href;
}

interface SmtpError extends Error {
  code?: string;
  responseCode?: number;
  response?: string;
  command?: string;
}

/**
 * A failure as kept in `last_error` and judged: a 5xx answer to the message itself (its sender, a recipient,
 * its content) is permanent; a 4xx, a network fault or a refused sign-in (the server's or our configuration,
 * not the message) is tried again later. `secret` (the SMTP password) never appears in the reason.
 */
export function judgeSmtpError(error: unknown, secret: string | null): SendFailure {
  const e = (error instanceof Error ? error : new Error(String(error))) as SmtpError;
  const code = e.responseCode;
  const aboutConnection = e.code === 'EAUTH' || e.code === 'ECONNECTION' || /^(AUTH|CONN|EHLO|HELO)/i.test(e.command ?? '');
  // Without an answer from the server, only a message nodemailer cannot send at all (no recipient) is hopeless.
  const permanent = code !== undefined ? code >= 500 && code < 600 && !aboutConnection : e.code === 'EENVELOPE';
  let reason = code !== undefined && e.response ? e.response : `${e.code ? `${e.code}: ` : ''}${e.message}`;
  if (secret) reason = reason.replaceAll(secret, '***');
  reason = reason.replace(/\s+/g, ' ').trim();
  return new SendFailure(reason.length > ERROR_MAX ? `${reason.slice(0, ERROR_MAX - 1)}…` : reason, permanent);
}

function smtpTransport(config: MailConfig & { smtpUrl: string }): MailTransport {
  // One connection, kept between messages (a new one per message costs a round of greetings each time).
  const transporter = createTransport({ url: config.smtpUrl, pool: true, maxConnections: 1, ...SMTP_TIMEOUTS });
  const password = decodeURIComponent(new URL(config.smtpUrl).password) || null;
  return {
    description: redactSmtpUrl(config.smtpUrl),
    close: () => transporter.close(),
    async send(row, signal) {
      try {
        // An aborted `signal` abandons the send and closes its connection.
        await transporter.sendMail({ ...(await messageOf(row, config.from)), signal });
      } catch (error) {
        throw judgeSmtpError(error, password);
      }
    },
  };
}

/** Without an SMTP server: each message as `<outbox id>.eml` in the folder, and its subject in the log. */
function fileTransport(config: MailConfig, log: MailLog): MailTransport {
  return {
    description: `the folder ${config.outboxDir}`,
    close: () => undefined,
    async send(row) {
      try {
        const raw = await new MailComposer(await messageOf(row, config.from)).compile().build();
        await mkdir(config.outboxDir, { recursive: true });
        const file = join(config.outboxDir, `${row.id}.eml`);
        // Whole or not at all: a reader of the folder never sees half a message.
        await writeFile(`${file}.tmp`, raw);
        await rename(`${file}.tmp`, file);
        log.info({ subject: row.subject, file: `${row.id}.eml` }, 'email written to the outbox folder');
      } catch (error) {
        throw new SendFailure(error instanceof Error ? error.message.slice(0, ERROR_MAX) : 'could not write the file', false);
      }
    },
  };
}

export function createMailTransport(config: MailConfig, log: MailLog): MailTransport {
  return config.smtpUrl ? smtpTransport({ ...config, smtpUrl: config.smtpUrl }) : fileTransport(config, log);
}
