import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, icsText, paramText, utcDateTime } from './ics-text.ts';

const octets = (line: string) => Buffer.byteLength(line, 'utf8');

describe('RFC 5545 text', () => {
  it('folds at 75 octets with a leading space, never inside a character, and unfolds to the same line', () => {
    for (const char of ['a', 'é', '音', '🎉']) {
      for (let shift = 0; shift < 4; shift += 1) {
        const line = `SUMMARY:${'x'.repeat(shift)}${char.repeat(80)}`;
        const folded = foldLine(line);
        const parts = folded.split('\r\n');
        expect(parts.length).toBeGreaterThan(1);
        for (const [i, part] of parts.entries()) {
          expect(octets(part)).toBeLessThanOrEqual(75);
          if (i > 0) expect(part.startsWith(' ')).toBe(true);
          expect(part).not.toContain('\uFFFD');
        }
        expect(parts.map((p, i) => (i === 0 ? p : p.slice(1))).join('')).toBe(line);
      }
    }
    expect(foldLine('SUMMARY:short')).toBe('SUMMARY:short');
  });

  it('escapes what a TEXT value must, and ical.js reads it back', () => {
    const value = 'a,b;c\\d\ne\r\nf\rg\u0007h';
    expect(escapeText(value)).toBe('a\\,b\\;c\\\\d\\ne\\nf\\ng' + 'h');
    const text = icsText(['BEGIN:VCALENDAR', 'BEGIN:VEVENT', foldLine(`SUMMARY:${escapeText(value.repeat(10))}`), 'END:VEVENT', 'END:VCALENDAR']);
    const vevent = new ICAL.Component(ICAL.parse(text) as unknown[]).getFirstSubcomponent('vevent')!;
    expect(vevent.getFirstPropertyValue('summary')).toBe('a,b;c\\d\ne\nf\ngh'.repeat(10));
  });

  it('writes instants as UTC DATE-TIMEs', () => {
    expect(utcDateTime(Date.parse('2031-03-14T19:05:09.123Z'))).toBe('20310314T190509Z');
  });

  it('quotes a parameter value (a CN) so that ";", ":" and "," stay in it and a quote or line break cannot end it', () => {
    const name = 'Dr. "Ravi" Kumar; Dean: Arts,\r\nMusic';
    const text = icsText(['BEGIN:VCALENDAR', 'BEGIN:VEVENT', foldLine(`ORGANIZER;CN=${paramText(name)}:mailto:help@campus.example`), 'END:VEVENT', 'END:VCALENDAR']);
    const organizer = new ICAL.Component(ICAL.parse(text) as unknown[]).getFirstSubcomponent('vevent')!.getFirstProperty('organizer')!;
    expect(organizer.getParameter('cn')).toBe("Dr. 'Ravi' Kumar; Dean: Arts, Music");
    expect(organizer.getFirstValue()).toBe('mailto:help@campus.example');
  });
});
