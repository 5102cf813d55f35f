/**
 * A seat that waits for its payment, at the door (decision 072), through the API on either database: the door's
 * list says what is left to pay and whether the registrant sent it, and a check-in of that seat is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DoorSnapshot, ScanOutcome } from '../../../shared/schemas/door.ts';
import type { Registration } from '../../../shared/schemas/events.ts';
import { quickAccount } from '../../test/accounts.ts';
import { call } from '../../test/api.ts';
import { buildEvent, insertPost } from '../../test/factories.ts';
import { createPostsWorld, type PostsWorld } from '../../test/posts-world.ts';
import { dialectName } from '../../test/test-app.ts';

let t: PostsWorld;
beforeAll(async () => {
  t = await createPostsWorld();
});
afterAll(async () => {
  await t.close();
});

/** An approved event of Asha's (t.user), ₹400 paid by UPI. */
const paidByUpi = () =>
  insertPost(t.database.db, buildEvent(t.user.id, { title: 'Battle of the Bands', capacity: 5, price: 400, payment_method: 'upi', upi_id: 'quadfest@okaxis', upi_name: 'Quad Fest' }));

async function register(postId: string, name: string) {
  const who = await quickAccount(t.database.db, { name });
  const res = await call(t.app, 'POST', `/api/users/register-event/${postId}`, { token: who.token, body: { name, email: who.email, phone: '9876543210', 'Year of study': '2nd' } });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return { who, registration: res.json as Registration };
}

const door = async (postId: string) => {
  const res = await call(t.app, 'GET', `/api/events/${postId}/door`, { token: t.user.token });
  expect(res.status, JSON.stringify(res.json)).toBe(200);
  return res.json as DoorSnapshot;
};

describe(`a seat waiting for its payment at the door (${dialectName})`, () => {
  it('is listed with what is left to pay and whether it was sent, and is not checked in', async () => {
    const event = await paidByUpi();
    const due = await register(event.id, 'Ravi Kumar');
    const sent = await register(event.id, 'Meera Iyer');
    const paid = await register(event.id, 'Kabir Das');
    expect(due.registration.status).toBe('awaiting_payment');
    const gave = await call(t.app, 'PUT', `/api/registrations/${sent.registration._id}/payment`, { token: sent.who.token, body: { reference: '412345678901' } });
    expect(gave.status, JSON.stringify(gave.json)).toBe(200);
    await t.database.db.updateTable('registrations').set({ amount_paid: 150 }).where('id', '=', sent.registration._id).execute();
    const confirmed = await call(t.app, 'POST', `/api/events/${event.id}/registrations/${paid.registration._id}/payment`, { token: t.user.token, body: { decision: 'paid' } });
    expect(confirmed.status, JSON.stringify(confirmed.json)).toBe(200);

    const byName = new Map((await door(event.id)).attendees.map((a) => [a.name, a]));
    expect(byName.get('Ravi Kumar')).toMatchObject({ status: 'awaiting_payment', code: null, paymentLeft: 400, paymentSent: false });
    expect(byName.get('Meera Iyer')).toMatchObject({ status: 'awaiting_payment', paymentLeft: 250, paymentSent: true });
    expect(byName.get('Kabir Das')).toMatchObject({ status: 'confirmed', paymentLeft: null, paymentSent: false });

    const res = await call(t.app, 'POST', `/api/events/${event.id}/check-ins`, {
      token: t.user.token,
      body: { scans: [{ scanId: `scan-${Date.now()}-owing`, registrationId: due.registration._id, scannedAt: new Date().toISOString() }] },
    });
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    expect((res.json.results as ScanOutcome[])[0]).toMatchObject({ result: 'invalid', registrationId: due.registration._id, name: 'Ravi Kumar' });
  });
});
