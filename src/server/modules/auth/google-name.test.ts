import { describe, expect, it } from 'vitest';
import { nameFromGoogle } from './google.ts';

describe('the name a Google account gets', () => {
  it('is its Google name without control, format, bidirectional and zero-width characters', () => {
    expect(nameFromGoogle('  Ada Lovelace  ', 'ada@campus.test')).toBe('Ada Lovelace');
    expect(nameFromGoogle('Ada \u202Eecalevol', 'ada@campus.test')).toBe('Ada ecalevol');
    expect(nameFromGoogle('\u2067Ada\u2069 \u200FLovelace\u200E\u061C', 'ada@campus.test')).toBe('Ada Lovelace');
    expect(nameFromGoogle('Ada\u200B\u200C\u200D\u2060\uFEFF Lovelace', 'ada@campus.test')).toBe('Ada Lovelace');
    expect(nameFromGoogle('Ada\u0000\u0007\u001B\u0085 Lovelace\u2028', 'ada@campus.test')).toBe('Ada Lovelace');
    expect(nameFromGoogle('李\u200B娜', 'li@campus.test')).toBe('李娜');
  });

  it('is cut to 50 characters without splitting a character', () => {
    expect(nameFromGoogle('a'.repeat(80), 'x@campus.test')).toBe('a'.repeat(50));
    const name = nameFromGoogle(`Ada ${'😀'.repeat(30)}`, 'ada@campus.test');
    expect(name.length).toBeLessThanOrEqual(50);
    expect(name).toBe(`Ada ${'😀'.repeat(23)}`);
  });

  it("falls back to the email's local part when the name is empty, hidden, letterless or the staff's", () => {
    for (const claimed of [undefined, 42, '', '   ', '\u200B\u200B\u200B', '\u202E\u202E', '12345', '😀', 'Quad Admin', 'Ａｄｍｉｎ', 'A']) {
      expect(nameFromGoogle(claimed, 'grace.hopper@campus.test')).toBe('grace.hopper');
    }
  });

  it('falls back to a plain name when the local part breaks the rules too', () => {
    expect(nameFromGoogle('\u200B', 'admin@campus.test')).toBe('Student');
    expect(nameFromGoogle('', '12345@campus.test')).toBe('Student');
    expect(nameFromGoogle('', 'a@campus.test')).toBe('Student');
  });
});
