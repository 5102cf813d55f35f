/**
 * The text/event-stream format, parsed as the WHATWG HTML standard says (§9.2.6 "Interpreting an event stream"):
 * lines end in CRLF, LF or CR, and a chunk may end anywhere, a CRLF's two halves included; `data:` lines are
 * joined with "\n"; a blank line dispatches; a line starting with ":" is a comment. The text is given already
 * decoded (a TextDecoder drops the leading BOM); a BOM left at the very start is dropped here too.
 */

/** One dispatched message: `event` is "message" when the stream named none; `id` is the last event id seen. */
export interface SseMessage {
  event: string;
  data: string;
  id: string;
}

export interface SseHandlers {
  message: (message: SseMessage) => void;
  /** A `retry:` field with a valid number of milliseconds. */
  retry?: (ms: number) => void;
  /** A comment line (the server's heartbeat), without its colon. */
  comment?: (text: string) => void;
}

export class SseParser {
  private buffer = '';
  private started = false;
  /** The last chunk ended in CR: a LF at the start of the next one belongs to it. */
  private afterCr = false;
  private data = '';
  private hasData = false;
  private eventType = '';
  private lastEventIdBuffer = '';
  private dispatchedId = '';
  private readonly handlers: SseHandlers;

  constructor(handlers: SseHandlers, lastEventId = '') {
    this.handlers = handlers;
    this.lastEventIdBuffer = lastEventId;
    this.dispatchedId = lastEventId;
  }

  /** Feeds the next piece of decoded text. */
  push(chunk: string): void {
    let text = chunk;
    if (!this.started && text.length > 0) {
      this.started = true;
      if (text.startsWith('\uFEFF')) text = text.slice(1);
    }
    if (this.afterCr && text.startsWith('\n')) text = text.slice(1);
    if (chunk.length > 0) this.afterCr = false;
    const pending = this.buffer + text;
    const lineEnd = /\r\n|\r|\n/g;
    let start = 0;
    for (let match = lineEnd.exec(pending); match; match = lineEnd.exec(pending)) {
      // A CR at the very end may be the first half of a CRLF that the next chunk completes.
      if (match[0] === '\r' && match.index === pending.length - 1) this.afterCr = true;
      this.line(pending.slice(start, match.index));
      start = match.index + match[0].length;
    }
    this.buffer = pending.slice(start);
  }

  private line(line: string): void {
    if (line === '') {
      this.dispatch();
      return;
    }
    if (line.startsWith(':')) {
      this.handlers.comment?.(line.slice(1).trimStart());
      return;
    }
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    let value = colon === -1 ? '' : line.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    switch (field) {
      case 'event':
        this.eventType = value;
        break;
      case 'data':
        this.data += `${value}\n`;
        this.hasData = true;
        break;
      case 'id':
        if (!value.includes('\0')) this.lastEventIdBuffer = value;
        break;
      case 'retry':
        if (/^[0-9]+$/.test(value)) this.handlers.retry?.(Number(value));
        break;
      default:
        // Unknown fields are ignored.
        break;
    }
  }

  private dispatch(): void {
    const id = this.lastEventIdBuffer;
    this.dispatchedId = id;
    if (!this.hasData) {
      this.eventType = '';
      return;
    }
    const message: SseMessage = { event: this.eventType || 'message', data: this.data.slice(0, -1), id };
    this.data = '';
    this.hasData = false;
    this.eventType = '';
    this.handlers.message(message);
  }

  /** The event id as of the last blank line (what `Last-Event-ID` sends on reconnect). */
  get lastEventId(): string {
    return this.dispatchedId;
  }
}
