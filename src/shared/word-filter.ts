/**
 * The word filter's matching (decision 046): a pure function of the admins' patterns and a text. Both sides
 * are normalised the same way, so case, accents, look-alike letters (Cyrillic and Greek homoglyphs, fullwidth
 * and mathematical forms), common leet spellings ("b4d", "$hit"), zero-width characters and punctuation put
 * between letters ("b.a.d") do not get around a pattern. A pattern matches whole words only ("ass" does not
 * match "class"); `*` stands for any run of letters or digits inside a word ("bad*" matches "badly").
 */
import { z } from 'zod';
import { FilterAutomaton, type Piece } from './word-filter-automaton.ts';

export const WORD_FILTER_ACTIONS = ['block', 'hold', 'flag'] as const;
export type WordFilterAction = (typeof WORD_FILTER_ACTIONS)[number];

export const WORD_FILTER_LIMITS = {
  patternMin: 2,
  patternMax: 60,
  wildcardsMax: 3,
  /** The most filters the list holds. */
  listMax: 500,
  /** The longest text the "Test this text" box takes. */
  testTextMax: 5000,
} as const;

/** Strongest first: one match of a stronger action decides. */
const STRENGTH: Record<WordFilterAction, number> = { block: 3, hold: 2, flag: 1 };

export function strongestAction(actions: Iterable<WordFilterAction>): WordFilterAction | null {
  let best: WordFilterAction | null = null;
  for (const action of actions) if (best === null || STRENGTH[action] > STRENGTH[best]) best = action;
  return best;
}

/** Look-alike letters (after lowercasing and NFKD) mapped to the Latin letter they pass for. */
const LOOK_ALIKES: Record<string, string> = {
  // Cyrillic
  а: 'a', в: 'b', е: 'e', ё: 'e', з: '3', і: 'i', ї: 'i', ј: 'j', к: 'k', м: 'm', н: 'h', о: 'o', р: 'p', с: 'c',
  т: 't', у: 'y', х: 'x', ѕ: 's', ԁ: 'd', ԛ: 'q', ԝ: 'w', һ: 'h', ӏ: 'l', ү: 'y',
  // Greek
  α: 'a', β: 'b', γ: 'y', ε: 'e', η: 'n', ι: 'i', κ: 'k', μ: 'u', ν: 'v', ο: 'o', ρ: 'p', σ: 'o', ς: 's', τ: 't',
  υ: 'u', χ: 'x', ω: 'w', ϲ: 'c',
  // Latin look-alikes NFKD leaves alone
  ı: 'i', ɑ: 'a', ɡ: 'g', ɩ: 'i', ʟ: 'l', ø: 'o', đ: 'd', ħ: 'h', ł: 'l', ŀ: 'l', ß: 'ss', æ: 'ae', œ: 'oe',
};

/** Characters that are invisible, or glue letters together without showing: dropped. */
const INVISIBLE = /[\u00AD\u061C\u115F\u1160\u180E\u200B-\u200F\u202A-\u202E\u2060-\u2064\u206A-\u206F\uFEFF]/gu;
const COMBINING_MARKS = /\p{M}/gu;

/** Lowercase, without accents, invisible characters or look-alike letters. Leet digits stay: see `patternPieces`. */
export function normaliseForFilter(text: string): string {
  const plain = text.toLowerCase().normalize('NFKD').replace(COMBINING_MARKS, '').replace(INVISIBLE, '');
  let out = '';
  for (const ch of plain) out += LOOK_ALIKES[ch] ?? ch;
  return out;
}

/** The characters that may stand for a letter in a text (leet). */
const LEET: Record<string, string> = {
  a: '4@', b: '8', e: '3€', g: '9', i: '1!|', l: '1|', o: '0', s: '5$', t: '7+', z: '2',
};

/** Punctuation someone may put between the letters of a word to hide it: "b.a.d", "b-a-d", "b_a_d". */
const BETWEEN_LETTERS = "._-~*'\"`·•";

/** Why a pattern is refused, or null for a good one. Messages are the caller's: this names the rule. */
export type PatternProblem = 'length' | 'letter' | 'characters' | 'wildcards';

export function patternProblem(raw: string): PatternProblem | null {
  const pattern = raw.trim();
  if (pattern.length < WORD_FILTER_LIMITS.patternMin || pattern.length > WORD_FILTER_LIMITS.patternMax) return 'length';
  if (!/^[\p{L}\p{M}\p{N}*' -]+$/u.test(pattern)) return 'characters';
  if (!/\p{L}/u.test(pattern)) return 'letter';
  const wildcards = pattern.split('*').length - 1;
  if (wildcards > WORD_FILTER_LIMITS.wildcardsMax || pattern.includes('**')) return 'wildcards';
  // A wildcard alone as a word ("bad *") would match any word.
  if (pattern.split(/[\s'-]+/).some((word) => word === '*')) return 'wildcards';
  return null;
}

/** The pattern as it is kept: trimmed, single spaces, lowercase. */
export const tidyPattern = (raw: string): string => raw.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * One pattern (already valid) as the matcher's pieces: each letter takes itself or a leet spelling, with up to two
 * of `BETWEEN_LETTERS` before it when a letter came just before; `*` any run of word characters; a space a run of
 * characters that are neither letters nor digits; `'` and `-` any such run, or none.
 */
export function patternPieces(pattern: string): Piece[] {
  const normal = normaliseForFilter(tidyPattern(pattern));
  const pieces: Piece[] = [];
  let previousWasLetter = false;
  for (const ch of normal) {
    if (ch === '*') {
      pieces.push({ kind: 'word', min: 0, max: Infinity });
      previousWasLetter = false;
    } else if (ch === ' ' || ch === "'" || ch === '-') {
      // Runs of separators are one gap ("a - b" needs two characters at least): a chain of them would make each
      // character cost the chain's length.
      const min = ch === ' ' ? 1 : 0;
      const last = pieces.at(-1);
      if (last?.kind === 'gap') last.min += min;
      else pieces.push({ kind: 'gap', min, max: Infinity });
      previousWasLetter = false;
    } else {
      if (previousWasLetter) pieces.push({ kind: 'chars', chars: BETWEEN_LETTERS, min: 0, max: 2 });
      pieces.push({ kind: 'chars', chars: ch + (LEET[ch] ?? ''), min: 1, max: 1 });
      previousWasLetter = true;
    }
  }
  return pieces;
}

export interface FilterEntry {
  id: string;
  pattern: string;
  action: WordFilterAction;
}

export interface FilterVerdict {
  /** The strongest action of the filters that matched, or null when none did. */
  action: WordFilterAction | null;
  /** Every filter that matched, in the list's order. */
  matches: FilterEntry[];
}

/**
 * A list of filters compiled once into one automaton (decision 063): one pass over each text says which filters
 * match, in time proportional to the text's length times the list's size, whatever the patterns and the text.
 */
export class CompiledFilters {
  readonly #entries: FilterEntry[];
  readonly #automaton: FilterAutomaton;

  constructor(entries: readonly FilterEntry[]) {
    this.#entries = entries.filter((e) => patternProblem(e.pattern) === null);
    this.#automaton = new FilterAutomaton(this.#entries.map((e) => patternPieces(e.pattern)));
  }

  get size(): number {
    return this.#entries.length;
  }

  /** The work of the last check, in the automaton's steps, and the most a character may cost (for tests and benchmarks). */
  get lastSteps(): number {
    return this.#automaton.lastSteps;
  }

  get positions(): number {
    return this.#automaton.size;
  }

  /** What the texts would trigger together (a post's title, content and other fields). */
  check(...texts: readonly (string | null | undefined)[]): FilterVerdict {
    if (this.#entries.length === 0) return { action: null, matches: [] };
    const normal = texts.filter((t): t is string => typeof t === 'string' && t.length > 0).map(normaliseForFilter);
    const matched = this.#automaton.matches(normal);
    const matches = this.#entries.filter((_, i) => matched[i]);
    return { action: strongestAction(matches.map((m) => m.action)), matches };
  }
}

export const WordFilterActionSchema = z.enum(WORD_FILTER_ACTIONS);
