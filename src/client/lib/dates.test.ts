import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../shared/i18n.ts';
import { applyLocale } from './locale.ts';
import { relativeTime } from './dates.ts';

const NOW = Date.parse('2026-11-27T12:00:00.000Z');
const at = (seconds: number) => new Date(NOW + seconds * 1000).toISOString();
const MINUTE = 60;
const HOUR = 3600;
const DAY = 24 * HOUR;

describe('relativeTime', () => {
  afterEach(async () => {
    await applyLocale('en');
  });

  it('says what Intl.RelativeTimeFormat says in English, for the past and the future', () => {
    const intl = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
    const cases: Array<[number, Intl.RelativeTimeFormatUnit, number]> = [
      [-MINUTE, 'minute', -1], [-5 * MINUTE, 'minute', -5], [-HOUR, 'hour', -1], [-3 * HOUR, 'hour', -3],
      [-DAY, 'day', -1], [-2 * DAY, 'day', -2], [-7 * DAY, 'week', -1], [-14 * DAY, 'week', -2],
      [-30 * DAY, 'month', -1], [-90 * DAY, 'month', -3], [-365 * DAY, 'year', -1], [-800 * DAY, 'year', -2],
      [5 * MINUTE, 'minute', 5], [HOUR, 'hour', 1], [DAY, 'day', 1], [3 * DAY, 'day', 3], [7 * DAY, 'week', 1],
      [30 * DAY, 'month', 1], [365 * DAY, 'year', 1], [730 * DAY, 'year', 2],
    ];
    for (const [seconds, unit, value] of cases) expect(relativeTime(at(seconds), NOW)).toBe(intl.format(value, unit));
  });

  it('says "just now" under a minute, and nothing for a date it cannot read', () => {
    expect(relativeTime(at(-20), NOW)).toBe('just now');
    expect(relativeTime('not a date', NOW)).toBe('');
  });

  it('speaks Hindi from the catalogue', async () => {
    await applyLocale('hi');
    expect(i18n.locale).toBe('hi');
    expect(relativeTime(at(-3 * HOUR), NOW)).toBe('3 घंटे पहले');
    expect(relativeTime(at(-DAY), NOW)).toBe('कल');
    expect(relativeTime(at(2 * DAY), NOW)).toBe('2 दिन में');
  });
});
