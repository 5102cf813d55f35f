/** Helpers that normalise what the two dialects give back. Repositories and presenters use them. */
import { randomBytes } from 'node:crypto';

/** Random bytes drawn from the system a page at a time: each write makes one or two ids, and a system call each
 * was a few per cent of a comment's time. Every id still takes 16 bytes of its own, never reused. */
const ID_BYTES = 16;
let idPool = Buffer.alloc(0);
let idAt = 0;

/** An opaque, non-sequential id: 16 random bytes in base64url (22 characters). */
export function newId(): string {
  if (idAt + ID_BYTES > idPool.length) {
    idPool = randomBytes(4096);
    idAt = 0;
  }
  const id = idPool.toString('base64url', idAt, idAt + ID_BYTES);
  idAt += ID_BYTES;
  return id;
}

/** Timestamps are stored as ISO 8601 UTC strings, which sort as text on both dialects. */
export const nowIso = (): string => new Date().toISOString();
export const isoIn = (ms: number): string => new Date(Date.now() + ms).toISOString();

/** PostgreSQL returns counts and bigints as strings; SQLite as numbers. */
export const toNumber = (value: unknown): number => (value == null ? 0 : Number(value));

/** Booleans are stored as 0/1 on both dialects. */
export const toFlag = (value: boolean): 0 | 1 => (value ? 1 : 0);
export const fromFlag = (value: unknown): boolean => value === 1 || value === true || value === '1';

/** Lists are stored as JSON text. */
export function parseJsonList<T>(value: string | null | undefined): T[] {
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? (parsed as T[]) : [];
  } catch {
    return [];
  }
}

/** Unique-constraint violations, whichever dialect raised them. */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const e = error as { code?: unknown };
  return e.code === '23505' || e.code === 'SQLITE_CONSTRAINT_UNIQUE' || e.code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
