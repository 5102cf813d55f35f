/**
 * A real SMTP server for tests, in this process on a free port: the app sends to it through SMTP_URL as it
 * would to a campus mail server, and the test reads what arrived.
 *
 *   const sink = await startSmtpSink();
 *   const t = await createTestApp({ env: { SMTP_URL: sink.url } });
 *   ... a write that queues an email ...
 *   const mail = await sink.waitFor((m) => m.to.includes('ravi@campus.test'));
 *   expect(mail.subject).toBe('...'); expect(mail.text).toContain('...'); mail.headers['list-unsubscribe']
 *   await sink.close();
 *
 * `messages` holds every message the sink accepted (answered 250), in order. Switches, for delivery tests:
 * - `refuseNext(n, code)`: the next n messages are answered `code` (451 by default: try later; 550: refused
 *   for good) and not kept;
 * - `holdNext()`: the next message's DATA gets no answer until `release()` (then 250); a sender that gives up
 *   (or dies) meanwhile leaves nothing delivered, as a crash mid-send would (`dropped` then resolves).
 * Parsing is simple: headers (unfolded, encoded words decoded), the text/plain and text/html parts and the
 * attachments of the multipart message nodemailer writes.
 */
import { SMTPServer } from 'smtp-server';

export interface SinkAttachment {
  filename: string | null;
  contentType: string;
  content: string;
  /** The part's bytes (a picture's), as sent. */
  bytes: Buffer;
  /** An inline part (shown inside the HTML as `cid:<contentId>`), not a download. */
  inline: boolean;
  contentId: string | null;
}

export interface SinkMessage {
  /** The message as it arrived. */
  raw: string;
  /** The envelope: MAIL FROM and every RCPT TO. */
  envelope: { from: string; to: string[] };
  /** Header names in lower case; a repeated header keeps its first value. */
  headers: Record<string, string>;
  from: string;
  /** The envelope's recipients. */
  to: string[];
  subject: string;
  messageId: string;
  text: string | null;
  html: string | null;
  attachments: SinkAttachment[];
}

export interface HeldMessage {
  /** Resolves when the held message's DATA has arrived (and is waiting for its answer). */
  arrived: Promise<void>;
  /** Resolves when its sender went away before the answer: the message was not delivered. */
  dropped: Promise<void>;
  /** Answers 250: the message is delivered. */
  release(): void;
}

export interface SmtpSink {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  messages: SinkMessage[];
  /** Resolves with the first message (already here or to come) that `matches`; rejects after `timeoutMs`. */
  waitFor(matches: (message: SinkMessage) => boolean, timeoutMs?: number): Promise<SinkMessage>;
  refuseNext(count: number, code?: number): void;
  holdNext(): HeldMessage;
  close(): Promise<void>;
}

interface Hold {
  sessionId: string | null;
  arrive: () => void;
  drop: () => void;
  answer: (() => void) | null;
  released: boolean;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: SinkMessage[] = [];
  const waiters = new Set<{ matches: (m: SinkMessage) => boolean; resolve: (m: SinkMessage) => void }>();
  const refusals: number[] = [];
  const holds: Hold[] = [];
  const accept = (raw: string, envelope: SinkMessage['envelope']) => {
    const message = parseMessage(raw, envelope);
    messages.push(message);
    for (const waiter of waiters) {
      if (waiter.matches(message)) {
        waiters.delete(waiter);
        waiter.resolve(message);
      }
    }
  };

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    secure: false,
    logger: false,
    onAuth(_auth, _session, callback) {
      callback(null, { user: 'sink' });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const envelope = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
        };
        const code = refusals.shift();
        if (code !== undefined) {
          const error = Object.assign(new Error(code >= 500 ? 'Mailbox unavailable' : 'Try again later'), { responseCode: code });
          callback(error);
          return;
        }
        const hold = holds.find((h) => h.sessionId === null);
        if (hold) {
          hold.sessionId = session.id;
          hold.answer = () => {
            accept(raw, envelope);
            callback(null, 'Queued');
          };
          hold.arrive();
          if (hold.released) hold.answer();
          return;
        }
        accept(raw, envelope);
        callback(null, 'Queued');
      });
    },
    onClose(session) {
      // The sender went away while its message was held: nothing was delivered.
      for (const hold of holds) {
        if (hold.sessionId === session.id && !hold.released) {
          hold.answer = null;
          hold.drop();
        }
      }
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  server.on('error', () => undefined);
  const address = server.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    waitFor(matches, timeoutMs = 10_000) {
      const found = messages.find(matches);
      if (found) return Promise.resolve(found);
      return new Promise((resolve, reject) => {
        const waiter = {
          matches,
          resolve: (m: SinkMessage) => {
            clearTimeout(timer);
            resolve(m);
          },
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`no matching message arrived within ${timeoutMs} ms (${messages.length} arrived)`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    refuseNext(count, code = 451) {
      for (let i = 0; i < count; i += 1) refusals.push(code);
    },
    holdNext() {
      let arrive = () => {};
      let drop = () => {};
      const arrived = new Promise<void>((resolve) => {
        arrive = resolve;
      });
      const dropped = new Promise<void>((resolve) => {
        drop = resolve;
      });
      const hold: Hold = { sessionId: null, arrive, drop, answer: null, released: false };
      holds.push(hold);
      return {
        arrived,
        dropped,
        release() {
          if (hold.released) return;
          hold.released = true;
          hold.answer?.();
        },
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// ---- A simple MIME reader ------------------------------------------------------------------------------

interface Part {
  headers: Record<string, string>;
  body: string;
}

/** Decodes RFC 2047 encoded words (=?UTF-8?Q?...?= and =?UTF-8?B?...?=). */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_m, _charset: string, encoding: string, text: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeQuotedPrintable(text.replaceAll('_', ' ')),
    );
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const input = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < input.length; i += 1) {
    const c = input[i]!;
    if (c === '=' && /^[0-9A-Fa-f]{2}$/.test(input.slice(i + 1, i + 3))) {
      bytes.push(parseInt(input.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(c, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function splitPart(raw: string): Part {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at === -1 ? raw : raw.slice(0, at);
  const body = at === -1 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!(name in headers)) headers[name] = decodeWords(line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function param(header: string | undefined, name: string): string | null {
  const match = new RegExp(`${name}\\*?=("([^"]*)"|[^;\\s]+)`, 'i').exec(header ?? '');
  return match ? (match[2] ?? match[1] ?? null) : null;
}

function bytesOf(part: Part): Buffer {
  const encoding = (part.headers['content-transfer-encoding'] ?? '').toLowerCase();
  return encoding === 'base64' ? Buffer.from(part.body.replace(/\s+/g, ''), 'base64') : Buffer.from(decodeBody(part), 'utf8');
}

function decodeBody(part: Part): string {
  const encoding = (part.headers['content-transfer-encoding'] ?? '').toLowerCase();
  if (encoding === 'base64') return Buffer.from(part.body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(part.body);
  return part.body;
}

/** The leaf parts of a message, depth first. */
function leaves(part: Part): Part[] {
  const type = part.headers['content-type'] ?? 'text/plain';
  const boundary = /^multipart\//i.test(type) ? param(type, 'boundary') : null;
  if (!boundary) return [part];
  const pieces = part.body.split(new RegExp(`\\r?\\n?--${boundary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:--)?\\r?\\n?`));
  return pieces
    .slice(1, -1)
    .filter((piece) => piece.trim() !== '')
    .flatMap((piece) => leaves(splitPart(piece)));
}

export function parseMessage(raw: string, envelope: SinkMessage['envelope']): SinkMessage {
  const top = splitPart(raw);
  let text: string | null = null;
  let html: string | null = null;
  const attachments: SinkAttachment[] = [];
  for (const part of leaves(top)) {
    const type = part.headers['content-type'] ?? 'text/plain';
    const disposition = part.headers['content-disposition'] ?? '';
    const content = decodeBody(part);
    const inline = /^inline/i.test(disposition) && !/^text\//i.test(type);
    if (/^attachment/i.test(disposition) || inline) {
      attachments.push({
        filename: param(disposition, 'filename') ?? param(type, 'name'),
        contentType: type.split(';')[0]!.trim(),
        content,
        bytes: bytesOf(part),
        inline,
        contentId: /^<?([^>]+)>?$/.exec((part.headers['content-id'] ?? '').trim())?.[1] ?? null,
      });
    } else if (/^text\/html/i.test(type) && html === null) html = content;
    else if (/^text\/plain/i.test(type) && text === null) text = content;
  }
  return {
    raw,
    envelope,
    headers: top.headers,
    from: top.headers.from ?? '',
    to: envelope.to,
    subject: top.headers.subject ?? '',
    messageId: top.headers['message-id'] ?? '',
    text,
    html,
    attachments,
  };
}
