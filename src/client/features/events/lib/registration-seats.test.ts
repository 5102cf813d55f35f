import { describe, expect, it } from 'vitest';
import { dateFull, joinsWaitlist, ticketFull } from './registration-seats.ts';

const event = { type: 'event' as const, seatsLeft: 2, seatsByDate: [] };
const fest = {
  type: 'culturalEvent' as const,
  seatsLeft: 5,
  seatsByDate: [
    { date: '2030-12-01', left: 0, tickets: [{ ticketType: 'General', left: 0 }, { ticketType: 'VIP', left: 0 }] },
    { date: '2030-12-02', left: 5, tickets: [{ ticketType: 'General', left: null }, { ticketType: 'VIP', left: 1 }] },
  ],
};
const ask = (bookingDates: string[], tickets: Record<string, number>) => ({
  bookingDates,
  selectedTickets: Object.entries(tickets).map(([ticketType, quantity]) => ({ ticketType, quantity })),
});

describe('joining the waitlist', () => {
  it('joins it on an event with no seat left, never on one without a limit', () => {
    expect(joinsWaitlist(event, null)).toBe(false);
    expect(joinsWaitlist({ ...event, seatsLeft: 0 }, null)).toBe(true);
    expect(joinsWaitlist({ ...event, seatsLeft: null }, null)).toBe(false);
  });

  it('joins it on a cultural event when the tickets chosen do not fit one of the dates chosen', () => {
    expect(joinsWaitlist(fest, ask(['2030-12-02'], { General: 3 }))).toBe(false);
    expect(joinsWaitlist(fest, ask(['2030-12-02'], { General: 6 }))).toBe(true);
    expect(joinsWaitlist(fest, ask(['2030-12-02'], { VIP: 2 }))).toBe(true);
    expect(joinsWaitlist(fest, ask(['2030-12-01', '2030-12-02'], { General: 1 }))).toBe(true);
    // Nothing chosen yet: not on the waitlist.
    expect(joinsWaitlist(fest, ask([], {}))).toBe(false);
  });

  it('names the full dates and the ticket types sold out on the dates chosen', () => {
    expect(dateFull(fest, '2030-12-01')).toBe(true);
    expect(dateFull(fest, '2030-12-02')).toBe(false);
    expect(ticketFull(fest, 'VIP', ['2030-12-01'])).toBe(true);
    expect(ticketFull(fest, 'VIP', ['2030-12-02'])).toBe(false);
    expect(ticketFull(fest, 'VIP', [])).toBe(false);
  });
});
