import { describe, expect, it } from 'vitest';
import { type CalendarEvent, occurrencesOf } from './event-ics.ts';

const fest = (overrides: Partial<CalendarEvent> = {}): CalendarEvent => ({
  id: 'p1',
  type: 'culturalEvent',
  title: 'Fest',
  description: '',
  location: null,
  // 18:30 to 22:00 in New York (EST, before the clocks change on 9 March 2031).
  start: '2031-03-07T23:30:00.000Z',
  end: '2031-03-08T03:00:00.000Z',
  availableDates: ['2031-03-08', '2031-03-10'],
  sequence: 0,
  createdAt: '2031-01-01T00:00:00.000Z',
  updatedAt: '2031-01-01T00:00:00.000Z',
  status: 'confirmed',
  hostName: null,
  ...overrides,
});

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

describe("a cultural event's dates", () => {
  it("keep the event's wall-clock hours in the campus's zone across a daylight-saving change", () => {
    const days = occurrencesOf(fest(), 'America/New_York').map((o) => [o.key, iso(o.start), iso(o.end)]);
    expect(days).toEqual([
      ['-20310308', '2031-03-08T23:30:00.000Z', '2031-03-09T03:00:00.000Z'], // EST, UTC-5
      ['-20310310', '2031-03-10T22:30:00.000Z', '2031-03-11T02:00:00.000Z'], // EDT, UTC-4
    ]);
  });

  it('end on the next day when the end time is not later than the start time, and without an end have none', () => {
    const late = fest({ start: '2031-06-01T02:00:00.000Z', end: '2031-06-01T05:00:00.000Z', availableDates: ['2031-06-05'] });
    // 22:00 to 01:00 in New York (EDT).
    expect(occurrencesOf(late, 'America/New_York').map((o) => [iso(o.start), iso(o.end)])).toEqual([
      ['2031-06-06T02:00:00.000Z', '2031-06-06T05:00:00.000Z'],
    ]);
    expect(occurrencesOf(fest({ end: null }), 'UTC').map((o) => o.end)).toEqual([null, null]);
  });

  it('make one VEVENT of an event, or of a cultural event without dates', () => {
    expect(occurrencesOf(fest({ type: 'event' }), 'UTC')).toEqual([{ key: '', start: Date.parse('2031-03-07T23:30:00.000Z'), end: Date.parse('2031-03-08T03:00:00.000Z') }]);
    expect(occurrencesOf(fest({ availableDates: [] }), 'UTC')).toHaveLength(1);
    expect(occurrencesOf(fest({ start: 'not a date' }), 'UTC')).toEqual([]);
  });
});
