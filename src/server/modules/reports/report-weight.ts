/**
 * What one report weighs toward hiding a post behind the campus gate (decision 045). A new account weighs
 * nothing, so a brigade of fresh sign-ups cannot hide a post; an account grows to full weight over its first
 * month; a reporter whose past reports admins upheld (removed the post) weighs more, one whose reports they
 * dismissed weighs less, down to nothing.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** Under this age an account's report weighs nothing. */
export const WEIGHTLESS_UNDER_MS = DAY_MS;
/** At this age (and older) the age counts in full. */
export const FULL_WEIGHT_AT_MS = 30 * DAY_MS;
/** Each upheld past report adds this share; each dismissed one takes this away. */
export const UPHELD_BONUS = 0.25;
export const DISMISSED_PENALTY = 0.5;
/** A reporter's record multiplies their weight by at most this. */
export const MAX_RECORD = 2;

export interface ReporterRecord {
  /** The account's age when the weight is taken. */
  ageMs: number;
  /** Their past reports an admin upheld. */
  upheld: number;
  /** Their past reports an admin dismissed. */
  dismissed: number;
}

/** The age share: 0 under a day, then growing evenly to 1 at thirty days. */
export function ageShare(ageMs: number): number {
  if (ageMs < WEIGHTLESS_UNDER_MS) return 0;
  return Math.min(1, ageMs / FULL_WEIGHT_AT_MS);
}

/** The record's multiplier: 1 with no history, more with upheld reports, less with dismissed ones, within [0, 2]. */
export function recordShare(upheld: number, dismissed: number): number {
  return Math.min(MAX_RECORD, Math.max(0, 1 + UPHELD_BONUS * upheld - DISMISSED_PENALTY * dismissed));
}

export const reportWeight = (record: ReporterRecord): number => ageShare(record.ageMs) * recordShare(record.upheld, record.dismissed);

/** The weights summed, to two decimals (what is stored and shown). */
export const totalWeight = (records: readonly ReporterRecord[]): number =>
  Math.round(records.reduce((sum, record) => sum + reportWeight(record), 0) * 100) / 100;
