import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.ts';
import { call } from '../../test/api.ts';
import { dialectName } from '../../test/test-app.ts';
import { createPost, createPostsWorld, culturalInput, eventInput, type PostsWorld } from '../../test/posts-world.ts';

/** Days the calendar does not have: Date.parse reads each as a day of the next month. */
const IMPOSSIBLE = ['2026-02-30', '2026-04-31', '2025-02-29'];

describe(`dates the API takes are real calendar days (${dialectName})`, () => {
  let t: PostsWorld;
  beforeAll(async () => {
    t = await createPostsWorld();
  });
  afterAll(() => t.close());

  const refused = (res: { status: number; json: unknown }) => {
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ message: MESSAGES.invalidDate });
  };

  it('refuses an impossible day as a cultural event date, start or end, on create and on edit', async () => {
    for (const day of IMPOSSIBLE) {
      refused(await call(t.app, 'POST', '/api/posts', { token: t.user.token, body: culturalInput({ availableDates: ['2026-12-01', day] }) }));
      refused(await call(t.app, 'POST', '/api/posts', { token: t.user.token, body: eventInput({ eventStartDate: day, eventEndDate: '' }) }));
      refused(await call(t.app, 'POST', '/api/posts', { token: t.user.token, body: eventInput({ eventStartDate: `${day}T18:30`, eventEndDate: '' }) }));
      refused(await call(t.app, 'POST', '/api/posts', { token: t.user.token, body: eventInput({ eventStartDate: '2024-01-10T10:00:00.000Z', eventEndDate: `${day}T10:00:00.000Z` }) }));
    }
    const event = await createPost(t, t.admin.token, culturalInput());
    for (const day of IMPOSSIBLE) {
      refused(await call(t.app, 'PUT', `/api/posts/${String(event._id)}`, { token: t.admin.token, body: culturalInput({ availableDates: [day] }) }));
    }
    const kept = await call(t.app, 'GET', `/api/posts/${String(event._id)}`, { token: t.admin.token });
    expect((kept.json as { availableDates: string[] }).availableDates).toEqual(culturalInput().availableDates);
  });

  it('takes 29 February of a leap year', async () => {
    const created = await createPost(t, t.admin.token, culturalInput({ eventStartDate: '2028-02-28T18:00:00.000Z', eventEndDate: '2028-03-01T18:00:00.000Z', availableDates: ['2028-02-29'] }));
    expect(created).toMatchObject({ availableDates: ['2028-02-29'] });
    const event = await createPost(t, t.admin.token, eventInput({ eventStartDate: '2028-02-29T18:00', eventEndDate: '' }));
    expect(String(event.eventStartDate)).toContain('2028-02-29');
  });

  it('refuses an impossible booking date on a registration', async () => {
    const event = await createPost(t, t.admin.token, culturalInput({ availableDates: [] }));
    const body = { name: 'Asha Rao', email: 'asha@campus.test', phone: '9876543210', selectedTickets: [{ ticketType: 'General', quantity: 1 }], transactionId: 'TXN12345' };
    for (const day of IMPOSSIBLE) {
      refused(await call(t.app, 'POST', `/api/users/register-event/${String(event._id)}`, { token: t.user.token, body: { ...body, bookingDates: [day] } }));
    }
  });
});
