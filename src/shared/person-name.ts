/**
 * What a person's name may hold, beyond SPEC's "required" and our length rule: nothing that changes how the
 * text around it is shown or that cannot be seen (control, format, bidirectional and zero-width characters,
 * separators of lines and paragraphs, private-use code points, blank "letters"), at least one letter of any
 * script, and nothing that reads as the product's or its staff's name ("Quad Admin", "ＡＤＭＩＮ", "Аdmin" with
 * a Cyrillic A, "Adm1n"). Sign-up refuses such names (schemas/auth.ts); a name from Google is cleaned.
 */

/**
 * Characters that are invisible or reorder what they touch: every control (Cc) and format (Cf) character
 * (bidirectional embeddings, overrides and isolates, LRM/RLM/ALM, zero-width space, joiners, word joiner, BOM,
 * tag characters), line and paragraph separators, surrogates, private use, and the blank characters that
 * Unicode files as letters or marks (Hangul fillers, the combining grapheme joiner, the blank braille pattern).
 */
// Blank marks are alternatives of their own: inside a character class they would combine with the one before.
const HIDDEN = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Zl}\p{Zp}\u115F\u1160\u2800\u3164\uFFA0]|\u034F|\u17B4|\u17B5|\u180B|\u180C|\u180D|\u180F/u;
const HIDDEN_ALL = new RegExp(HIDDEN.source, 'gu');

export const hasHiddenCharacters = (name: string): boolean => HIDDEN.test(name);

export const hasLetter = (name: string): boolean => /\p{L}/u.test(name.replace(HIDDEN_ALL, ''));

/** The name without its hidden characters, its runs of spaces as one space, trimmed. */
export const withoutHiddenCharacters = (name: string): string => name.replace(HIDDEN_ALL, '').replace(/\s+/gu, ' ').trim();

/** Letters, digits and signs that are drawn like a Latin letter, by what they look like (capitals apart). */
const LOOKALIKES: Record<string, string> = {
  // Cyrillic
  А: 'a', В: 'b', Е: 'e', К: 'k', М: 'm', Н: 'h', О: 'o', Р: 'p', С: 'c', Т: 't', Х: 'x', І: 'i', Ј: 'j', Ѕ: 's',
  а: 'a', в: 'b', е: 'e', һ: 'h', і: 'i', ј: 'j', к: 'k', м: 'm', о: 'o', р: 'p', с: 'c', у: 'y', х: 'x', ѕ: 's',
  ԁ: 'd', ԛ: 'q', ԝ: 'w', ӏ: 'i',
  // Greek
  Α: 'a', Β: 'b', Ε: 'e', Η: 'h', Ι: 'i', Κ: 'k', Μ: 'm', Ν: 'n', Ο: 'o', Ρ: 'p', Τ: 't', Υ: 'y', Χ: 'x', Ζ: 'z',
  α: 'a', ε: 'e', ι: 'i', κ: 'k', ν: 'v', ο: 'o', ρ: 'p', τ: 't', υ: 'u', χ: 'x', ϲ: 'c',
  // Small capitals and Cherokee letters drawn like Latin capitals
  ᴀ: 'a', ʙ: 'b', ᴄ: 'c', ᴅ: 'd', ᴇ: 'e', ꜰ: 'f', ɢ: 'g', ʜ: 'h', ɪ: 'i', ᴊ: 'j', ᴋ: 'k', ʟ: 'i', ᴍ: 'm', ɴ: 'n',
  ᴏ: 'o', ᴘ: 'p', ʀ: 'r', ꜱ: 's', ᴛ: 't', ᴜ: 'u', ᴠ: 'v', ᴡ: 'w', ʏ: 'y', ᴢ: 'z', Ꭺ: 'a', Ꭰ: 'd', Ꮇ: 'm', Ꭵ: 'i', Ꮃ: 'w',
  // Latin letters drawn like others, digits and signs
  ı: 'i', ɑ: 'a', ɡ: 'g', l: 'i', L: 'i', '0': 'o', '1': 'i', '3': 'e', '4': 'a', '5': 's', '7': 't', '8': 'b',
  '@': 'a', '!': 'i', '|': 'i', $: 's',
};

/** The name as it reads: compatibility forms folded (fullwidth, mathematical letters), marks dropped, lookalikes mapped, Latin letters only. */
function skeleton(name: string): string {
  let out = '';
  for (const ch of name.normalize('NFKD').replace(/\p{M}/gu, '')) out += LOOKALIKES[ch] ?? LOOKALIKES[ch.toLowerCase()] ?? ch.toLowerCase();
  return out.replace(/rn/g, 'm').replace(/vv/g, 'w').replace(/[^a-z]/g, '');
}

/** Words that only staff are called, as they read. A word, not a part of one: "Padmini" is a name, "Admin" is not. */
const STAFF_WORDS = new Set(['admin', 'admins', 'administrator', 'administrators', 'moderator', 'moderators']);
/** Words that, beside "quad", make the product's own voice ("Quad Team", "QuadSupport"). */
const PRODUCT_WORDS = new Set([...STAFF_WORDS, 'team', 'staff', 'support', 'official', 'help', 'helpdesk']);

/** Parts a name is read in: spaces and punctuation part words, except the signs drawn like letters (@ ! | $). */
const WORD_BREAK = /[\s()[\]{}.,;:_\-\u2010-\u2015/\\'"\u2018\u2019`~*+=<>#%^&?]+/u;

/**
 * Whether the name reads as the product's or its staff's: a word that reads "admin", "administrator" or
 * "moderator"; "Quad" alone; or "quad" beside (or run into) a staff or team word ("Quad Team", "QuadAdmin").
 */
export function isReservedName(name: string): boolean {
  const words = name.normalize('NFKC').split(WORD_BREAK).map(skeleton).filter(Boolean);
  if (words.join('') === 'quad') return true;
  const quadCompound = (word: string) =>
    (word.startsWith('quad') && PRODUCT_WORDS.has(word.slice(4))) || (word.endsWith('quad') && STAFF_WORDS.has(word.slice(0, -4)));
  return words.some(
    (word, i) =>
      STAFF_WORDS.has(word) ||
      quadCompound(word) ||
      (word === 'quad' && (PRODUCT_WORDS.has(words[i + 1] ?? '') || STAFF_WORDS.has(words[i - 1] ?? ''))),
  );
}
