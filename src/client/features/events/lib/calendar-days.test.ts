import { describe, expect, it } from 'vitest';
import type { CalendarEntry } from '../../../../shared/schemas/events.ts';
import { calendarTypeFor, entriesByDay } from './calendar-days.ts';

const entry = (overrides: Partial<CalendarEntry>): CalendarEntry => ({
  _id: 'e',
  type: 'event',
  title: 'Event',
  location: null,
  eventStartDate: '2026-11-25T10:00:00',
  eventEndDate: null,
  availableDates: [],
  ...overrides,
});

describe('entriesByDay', () => {
  it('puts an event on each local day it spans, and a cultural event on its dates', () => {
    const talk = entry({ _id: 'talk', eventStartDate: new Date(2026, 10, 25, 10).toISOString() });
    const camp = entry({
      _id: 'camp',
      eventStartDate: new Date(2026, 10, 27, 9).toISOString(),
      eventEndDate: new Date(2026, 10, 29, 17).toISOString(),
    });
    const fest = entry({ _id: 'fest', type: 'culturalEvent', eventStartDate: new Date(2026, 11, 1, 18).toISOString(), availableDates: ['2026-12-01', '2026-12-04'] });
    const byDay = entriesByDay([talk, camp, fest]);
    expect([...byDay.keys()].sort()).toEqual(['2026-11-25', '2026-11-27', '2026-11-28', '2026-11-29', '2026-12-01', '2026-12-04']);
    expect(byDay.get('2026-11-28')?.map((e) => e._id)).toEqual(['camp']);
  });
});

describe('calendarTypeFor (SPEC §9: week start per locale, ISO 8601 by default)', () => {
  it('starts US weeks on Sunday and others on Monday', () => {
    expect(calendarTypeFor('en-US')).toBe('gregory');
    expect(calendarTypeFor('en-GB')).toBe('iso8601');
    expect(calendarTypeFor('not a locale')).toBe('iso8601');
  });
});
