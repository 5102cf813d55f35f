/**
 * Texts kept to be said later (decision 055): a stored notification keeps the English template it was said from
 * and its values, so that it is said in its reader's language when it is read, whoever wrote it. No DOM, no node:*.
 */
import { t } from './i18n.ts';

/** A value of a kept text: said as it is, or a kept text itself, or a list of them (said joined by commas). */
export type KeptValue = string | number | Kept | readonly Kept[];

/** A text kept unsaid: its English template (the catalogue's id) and its values. */
export interface Kept {
  readonly id: string;
  readonly values?: Readonly<Record<string, KeptValue>>;
}

/** Keeps a template and its values instead of saying them: the `t` of texts said later. */
export const keep = (id: string, values?: Record<string, KeptValue>): Kept => (values ? { id, values } : { id });

const sayValue = (value: KeptValue): string | number =>
  typeof value === 'string' || typeof value === 'number' ? value : Array.isArray(value) ? value.map((v: Kept) => say(v)).join(', ') : say(value as Kept);

/** A kept text in the active language; the kept texts among its values are said first. */
export function say(kept: Kept): string {
  if (!kept.values) return t(kept.id);
  return t(kept.id, Object.fromEntries(Object.entries(kept.values).map(([name, value]) => [name, sayValue(value)])));
}

const isKeptValue = (value: unknown): value is KeptValue =>
  typeof value === 'string' || typeof value === 'number' || (Array.isArray(value) ? value.every(isKept) : isKept(value));

function isKept(value: unknown): value is Kept {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const { id, values } = value as { id?: unknown; values?: unknown };
  if (typeof id !== 'string') return false;
  if (values === undefined) return true;
  return typeof values === 'object' && values !== null && !Array.isArray(values) && Object.values(values).every(isKeptValue);
}

/** The values of a kept text as they are stored (JSON; null when it has none). */
export const storedValues = (kept: Kept): string | null => (kept.values ? JSON.stringify(kept.values) : null);

/** A kept text read back from storage, or null when what is stored is not one (a notification written before). */
export function keptFrom(id: string | null, values: string | null): Kept | null {
  if (id === null) return null;
  if (values === null) return { id };
  try {
    const parsed: unknown = JSON.parse(values);
    const kept = { id, values: parsed };
    return isKept(kept) ? kept : null;
  } catch {
    return null;
  }
}
