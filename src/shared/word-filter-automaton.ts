/**
 * The word filter's matcher (decision 063): every pattern of the list read as a chain of pieces, each taking
 * between `min` and `max` characters of one kind, and all of them run together over a text, one character at a
 * time, as a set of live positions in their chains. Nothing is ever tried twice, so a check costs at most the
 * text's length times the list's positions, whatever the pattern and the text: a regular expression engine
 * backtracks instead, and `f*u*c*k` against "fucfucfuc…" took seconds.
 *
 * A pattern matches a text where its chain takes a run of characters with no word character just before it
 * nor just after it (whole words only).
 */

/** What one piece of a pattern takes: a word character, a character neither letter nor digit, or one of `chars`. */
export type PieceKind = 'word' | 'gap' | 'chars';

export interface Piece {
  kind: PieceKind;
  /** The characters a `chars` piece takes (code points). */
  chars?: string;
  min: number;
  /** `Infinity` for as many as come. */
  max: number;
}

const WORD_CHAR = /^[\p{L}\p{N}@$€]$/u;
const LETTER_OR_DIGIT = /^[\p{L}\p{N}]$/u;

/** The text's characters and their kinds, read once per text and shared by every pattern. */
interface ReadText {
  chars: string[];
  word: Uint8Array;
  letterOrDigit: Uint8Array;
}

function readText(text: string): ReadText {
  const chars = Array.from(text);
  const word = new Uint8Array(chars.length);
  const letterOrDigit = new Uint8Array(chars.length);
  const known = new Map<string, number>();
  for (let i = 0; i < chars.length; i += 1) {
    const ch = chars[i] as string;
    let kind = known.get(ch);
    if (kind === undefined) {
      kind = (WORD_CHAR.test(ch) ? 1 : 0) | (LETTER_OR_DIGIT.test(ch) ? 2 : 0);
      known.set(ch, kind);
    }
    word[i] = kind & 1;
    letterOrDigit[i] = kind >> 1;
  }
  return { chars, word, letterOrDigit };
}

/**
 * The patterns compiled together. A position is (piece, characters it took so far), the count capped where more
 * changes nothing; each position knows where one more character takes it, and which positions it stands for too
 * (a piece that has its least may be left for the next).
 */
export class FilterAutomaton {
  readonly #patternOf: Int32Array;
  readonly #pieceOf: Int32Array;
  readonly #pieces: { kind: PieceKind; chars: ReadonlySet<string> }[] = [];
  /** Where taking one more character of the piece leads, or -1. */
  readonly #onTake: Int32Array;
  /** The positions each stands for too (itself first), as ranges of `#closure`. */
  readonly #closureStart: Int32Array;
  readonly #closure: Int32Array;
  /** 1 where the position has taken the whole pattern. */
  readonly #complete: Uint8Array;
  readonly #patternCount: number;
  /** Each pattern's first position; those whose first piece takes one of some characters, by character. */
  readonly #start: Int32Array;
  readonly #startsBy = new Map<string, number[]>();
  readonly #startsAlways: number[] = [];
  /** Steps of the last `matches`: positions moved on or added. The bounded-work tests read it. */
  lastSteps = 0;

  constructor(patterns: readonly (readonly Piece[])[]) {
    this.#patternCount = patterns.length;
    const patternOf: number[] = [];
    const pieceOf: number[] = [];
    const countOf: number[] = [];
    const onTake: number[] = [];
    const complete: number[] = [];
    const closures: number[][] = [];
    this.#start = new Int32Array(patterns.length);

    patterns.forEach((pieces, p) => {
      const base = patternOf.length;
      // Positions of piece k: counts 0..cap, where cap is max, or min for an unbounded piece.
      const offsets: number[] = [];
      let size = 0;
      for (const piece of pieces) {
        offsets.push(size);
        size += (Number.isFinite(piece.max) ? piece.max : piece.min) + 1;
      }
      const done = base + size; // the position past the last piece
      const firstPiece = this.#pieces.length;
      for (const piece of pieces) this.#pieces.push({ kind: piece.kind, chars: new Set(piece.kind === 'chars' ? Array.from(piece.chars ?? '') : []) });
      const id = (k: number, c: number): number => (k === pieces.length ? done : base + (offsets[k] as number) + c);

      pieces.forEach((piece, k) => {
        const cap = Number.isFinite(piece.max) ? piece.max : piece.min;
        for (let c = 0; c <= cap; c += 1) {
          patternOf.push(p);
          pieceOf.push(firstPiece + k);
          countOf.push(c);
          onTake.push(c < piece.max ? id(k, Math.min(c + 1, cap)) : -1);
          complete.push(0);
          const closure = [id(k, c)];
          let kk = k;
          let cc = c;
          while (kk < pieces.length && cc >= (pieces[kk] as Piece).min) {
            kk += 1;
            cc = 0;
            closure.push(id(kk, 0));
          }
          closures.push(closure);
        }
      });
      patternOf.push(p);
      pieceOf.push(-1);
      countOf.push(0);
      onTake.push(-1);
      complete.push(1);
      closures.push([done]);
      for (let s = base; s <= done; s += 1) if ((closures[s] as number[]).includes(done)) complete[s] = 1;

      this.#start[p] = base;
      const first = pieces[0];
      if (first && first.kind === 'chars' && first.min > 0) {
        for (const ch of new Set(Array.from(first.chars ?? ''))) {
          const list = this.#startsBy.get(ch);
          if (list) list.push(p);
          else this.#startsBy.set(ch, [p]);
        }
      } else this.#startsAlways.push(p);
    });

    this.#patternOf = Int32Array.from(patternOf);
    this.#pieceOf = Int32Array.from(pieceOf);
    this.#onTake = Int32Array.from(onTake);
    this.#complete = Uint8Array.from(complete);
    this.#closureStart = new Int32Array(closures.length + 1);
    let total = 0;
    closures.forEach((closure, s) => {
      this.#closureStart[s] = total;
      total += closure.length;
    });
    this.#closureStart[closures.length] = total;
    this.#closure = Int32Array.from(closures.flat());
  }

  /** Positions of every pattern together: a check's steps are at most this times (the text's length + 1) times a small constant. */
  get size(): number {
    return this.#patternOf.length;
  }

  /** Adds a position and those it stands for to `#next`, once each. */
  #add(from: number): void {
    const end = this.#closureStart[from + 1] as number;
    for (let j = this.#closureStart[from] as number; j < end; j += 1) {
      const s = this.#closure[j] as number;
      this.#steps += 1;
      if (this.#seen[s] !== this.#stamp) {
        this.#seen[s] = this.#stamp;
        this.#next[this.#nextCount] = s;
        this.#nextCount += 1;
      }
    }
  }

  #steps = 0;
  #stamp = 0;
  #seen = new Int32Array(0);
  #next = new Int32Array(0);
  #nextCount = 0;

  /** Which patterns match at least one of the texts (by index), given already normalised texts. */
  matches(texts: readonly string[]): boolean[] {
    const matched = new Uint8Array(this.#patternCount);
    let left = this.#patternCount;
    this.#seen = new Int32Array(this.size).fill(-1);
    this.#next = new Int32Array(this.size);
    let live = new Int32Array(this.size);
    this.#steps = 0;
    this.#stamp = 0;
    const kindOf = this.#pieces.map((piece) => (piece.kind === 'word' ? 0 : piece.kind === 'gap' ? 1 : 2));

    for (const text of texts) {
      if (left === 0) break;
      const { chars, word, letterOrDigit } = readText(text);
      const n = chars.length;
      let liveCount = 0;
      for (let i = 0; i <= n && left > 0; i += 1) {
        this.#stamp += 1;
        this.#nextCount = 0;
        // What the live positions make of the character before i.
        if (i > 0) {
          const ch = chars[i - 1] as string;
          const isWord = word[i - 1] === 1;
          const isLetterOrDigit = letterOrDigit[i - 1] === 1;
          for (let j = 0; j < liveCount; j += 1) {
            const s = live[j] as number;
            this.#steps += 1;
            const to = this.#onTake[s] as number;
            if (to < 0 || matched[this.#patternOf[s] as number] === 1) continue;
            const piece = this.#pieceOf[s] as number;
            const kind = kindOf[piece];
            if (kind === 0 ? isWord : kind === 1 ? !isLetterOrDigit : (this.#pieces[piece] as { chars: ReadonlySet<string> }).chars.has(ch)) this.#add(to);
          }
        }
        // A match ends here when no word character follows.
        if (i === n || word[i] === 0) {
          for (let j = 0; j < this.#nextCount; j += 1) {
            const s = this.#next[j] as number;
            const p = this.#patternOf[s] as number;
            if (this.#complete[s] === 1 && matched[p] === 0) {
              matched[p] = 1;
              left -= 1;
            }
          }
        }
        // A match starts here when no word character comes before: the patterns that may take this character.
        if (i < n && (i === 0 || word[i - 1] === 0)) {
          const starting = this.#startsBy.get(chars[i] as string);
          if (starting) for (const p of starting) if (matched[p] === 0) this.#add(this.#start[p] as number);
          for (const p of this.#startsAlways) if (matched[p] === 0) this.#add(this.#start[p] as number);
        }
        const done = live;
        live = this.#next;
        this.#next = done;
        liveCount = this.#nextCount;
      }
    }
    this.lastSteps = this.#steps;
    return Array.from(matched, (m) => m === 1);
  }
}
