/**
 * The log for a person at a terminal (every NODE_ENV but production, which keeps pino's JSON lines): one
 * short line per request, "GET /api/posts 200 12ms", and any other record as its message with its fields.
 * A pino destination: it receives the JSON lines the logger writes and prints each one readably, so both
 * forms carry exactly the same fields (app.ts logs no token, no query string, no personal data).
 */

export interface LineSink {
  write(text: string): unknown;
}

const LEVEL_NAMES: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
/** pino's own bookkeeping, and what the line shows in its own way. */
const NOT_SHOWN = new Set(['level', 'time', 'pid', 'hostname', 'reqId', 'msg', 'err']);

/** Fastify's "Server listening at …", once per interface: main.ts's start line says where Quad listens. */
const LISTENING = /^Server listening at /;

const show = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

/** One JSON log record as a line of text; null for a record the start line already says. */
export function formatLogRecord(json: string): string | null {
  let record: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(json);
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return json;
    record = parsed as Record<string, unknown>;
  } catch {
    return json;
  }
  const { level, msg, method, path, status, ms, err } = record;
  const message = typeof msg === 'string' ? msg : '';
  if (message === 'request' && typeof method === 'string' && typeof path === 'string' && typeof status === 'number') {
    return `${method} ${path} ${status}${typeof ms === 'number' ? ` ${ms}ms` : ''}`;
  }
  if (LISTENING.test(message)) return null;
  const label = typeof level === 'number' && level !== 30 ? `${LEVEL_NAMES[level] ?? `LEVEL ${level}`} ` : '';
  const fields = Object.entries(record)
    .filter(([key]) => !NOT_SHOWN.has(key))
    .map(([key, value]) => `${key}=${show(value)}`);
  let text = `${label}${message}${fields.length > 0 ? ` (${fields.join(', ')})` : ''}`;
  if (err !== null && typeof err === 'object') {
    const { stack, message: reason } = err as { stack?: unknown; message?: unknown };
    const detail = typeof stack === 'string' ? stack : show(reason ?? err);
    text += `\n  ${detail.split('\n').join('\n  ')}`;
  }
  return text;
}

/** A destination for Fastify's `logger.stream`: pino's JSON lines in, readable lines out to `out`. */
export function readableLog(out: LineSink): LineSink {
  return {
    write(chunk: string) {
      for (const line of chunk.split('\n')) {
        if (line.trim() === '') continue;
        const text = formatLogRecord(line);
        if (text !== null) out.write(`${text}\n`);
      }
    },
  };
}
