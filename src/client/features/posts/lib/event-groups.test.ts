import { describe, expect, it } from 'vitest';
import { makePost } from '../../../test/make-post.ts';
import { eventGroupOf, groupUpcoming } from './event-groups.ts';

// A Wednesday afternoon, local time.
const now = new Date(2027, 2, 10, 15, 0);
const local = (days: number, hour = 18) => new Date(2027, 2, 10 + days, hour, 0).toISOString();
const day = (days: number) => {
  const d = new Date(2027, 2, 10 + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};
const event = (start: string, availableDates: string[] = []) => makePost({ type: 'event', eventStartDate: start, availableDates });

describe('eventGroupOf', () => {
  it('puts a start later today, earlier today or days ago (still running) under Today', () => {
    expect(eventGroupOf(event(local(0, 23)), now)).toBe('today');
    expect(eventGroupOf(event(local(0, 0)), now)).toBe('today');
    expect(eventGroupOf(event(local(-2, 9)), now)).toBe('today');
  });

  it('puts the next six days under This week and the seventh day on under Later', () => {
    expect(eventGroupOf(event(local(1, 0)), now)).toBe('week');
    expect(eventGroupOf(event(local(6, 23)), now)).toBe('week');
    expect(eventGroupOf(event(local(7, 0)), now)).toBe('later');
    expect(eventGroupOf(event(local(40)), now)).toBe('later');
  });

  it('goes by the earliest available date that is not over, not the start, when there are dates', () => {
    expect(eventGroupOf(event(local(-30), [day(-3), day(0), day(9)]), now)).toBe('today');
    expect(eventGroupOf(event(local(-30), [day(12), day(-3), day(2)]), now)).toBe('week');
    expect(eventGroupOf(event(local(1), [day(8)]), now)).toBe('later');
  });
});

describe('groupUpcoming', () => {
  it('keeps the list order inside each group and leaves out empty groups', () => {
    const running = event(local(-1));
    const tonight = event(local(0, 20));
    const friday = event(local(2));
    const nextMonth = event(local(30));
    const groups = groupUpcoming([running, tonight, friday, nextMonth], now);
    expect(groups.map((g) => [g.title, g.posts.map((p) => p._id)])).toEqual([
      ['Today', [running._id, tonight._id]],
      ['This week', [friday._id]],
      ['Later', [nextMonth._id]],
    ]);
    expect(groupUpcoming([nextMonth], now).map((g) => g.title)).toEqual(['Later']);
    expect(groupUpcoming([], now)).toEqual([]);
  });
});
