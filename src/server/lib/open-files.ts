/**
 * How many files and sockets this process may hold open at once (its RLIMIT_NOFILE). Node raises the soft limit
 * to the hard one as it starts, but does not say what it is: Linux tells it in /proc/self/limits. Null where that
 * cannot be read (another system): the caller keeps its own bound.
 */
import { readFileSync } from 'node:fs';

/** The "Max open files" row's soft limit, from the text of /proc/self/limits; Infinity for "unlimited". */
export function openFilesLimitIn(limits: string): number | null {
  const match = /^Max open files\s+(\S+)/m.exec(limits);
  if (!match?.[1]) return null;
  if (match[1] === 'unlimited') return Infinity;
  const value = Number(match[1]);
  return Number.isSafeInteger(value) && value > 0 ? value : null;
}

export function openFilesLimit(): number | null {
  try {
    return openFilesLimitIn(readFileSync('/proc/self/limits', 'utf8'));
  } catch {
    return null;
  }
}
