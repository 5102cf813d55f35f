/**
 * RFC 5545's text rules, as pure functions: a TEXT value's escapes (3.3.11), a UTC DATE-TIME (3.3.5) and
 * content lines folded at 75 octets (3.1) without splitting a character's UTF-8 bytes. Lines end in CRLF.
 */

const LINE_OCTETS = 75;
const encoder = new TextEncoder();

/** Control characters a TEXT value may not hold (3.3.11 allows HTAB; line breaks are escaped first). */
// eslint-disable-next-line no-control-regex -- these are the characters removed
const CONTROLS = /[\u0000-\u0008\u000B-\u001F\u007F]/g;

/** A TEXT value: backslash, semicolon and comma escaped, every line break as `\n`, other controls dropped. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(CONTROLS, '');
}

/**
 * A parameter's value (3.2), such as a CN: always quoted, so `:`, `;` and `,` need no escape; a quoted value
 * cannot hold DQUOTE or control characters, so they become `'` and nothing (line breaks a space).
 */
export function paramText(value: string): string {
  return `"${value.replace(/\r\n|\r|\n/g, ' ').replace(CONTROLS, '').replace(/\t/g, ' ').replace(/"/g, "'").trim()}"`;
}

/** An instant as a UTC DATE-TIME: 20310314T190000Z. */
export function utcDateTime(ms: number): string {
  return new Date(ms).toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/**
 * One content line folded so no line is longer than 75 octets: each continuation starts with a space (which
 * counts), and a character's UTF-8 bytes always stay on one line.
 */
export function foldLine(line: string): string {
  if (encoder.encode(line).length <= LINE_OCTETS) return line;
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    const room = parts.length === 0 ? LINE_OCTETS : LINE_OCTETS - 1;
    if (octets + size > room) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** A property line, `NAME;PARAMS:value`, folded. The value must already be in its type's form. */
export const property = (name: string, value: string): string => foldLine(`${name}:${value}`);

/** A calendar object's lines joined as the file: CRLF after every line. */
export const icsText = (lines: readonly string[]): string => `${lines.join('\r\n')}\r\n`;
