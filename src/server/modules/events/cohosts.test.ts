/**
 * Co-hosts (decision 071), through the API on either database: the host adds one by email, who is told, edits the
 * event under the host's approval rules, manages its registrations and payments, exports them, works the door and
 * its door staff, hears the event live, and may leave; who may not delete the event or choose co-hosts; and whose
 * access ends with the write that removes them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.ts';
import type { Registration } from '../../../shared/schemas/events.ts';
import type { PostsTable } from '../../database/schema.ts';
import { quickAccount, type QuickAccount } from '../../test/accounts.ts';
import { call } from '../../test/api.ts';
import { openStream } from '../../test/event-stream.ts';
import { buildEvent, insertPost } from '../../test/factories.ts';
import { queuedFor } from '../../test/outbox.ts';
import { createPostsWorld, eventInput, type PostsWorld } from '../../test/posts-world.ts';
import { dialectName } from '../../test/test-app.ts';
import { signTicketClaims } from '../tickets/tickets.signing.ts';

let t: PostsWorld;
beforeAll(async () => {
  t = await createPostsWorld();
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;
/** A paid event of Asha's (t.user), approved, a week away, paid by link. */
const paidEvent = (overrides: Partial<PostsTable> = {}) =>
  insertPost(db(), buildEvent(t.user.id, { capacity: 5, price: 150, payment_method: 'link', payment_link: 'https://pay.example/x', payment_window_hours: 2, ...overrides }));
const addStaff = (postId: string, token: string, email: string, role?: 'cohost' | 'door') =>
  call(t.app, 'POST', `/api/events/${postId}/staff`, { token, body: role ? { email, role } : { email } });
const removeStaff = (postId: string, token: string, email: string) =>
  call(t.app, 'DELETE', `/api/events/${postId}/staff/${encodeURIComponent(email)}`, { token });
const hostList = (postId: string, token: string) => call(t.app, 'GET', `/api/events/${postId}/registrations`, { token });

async function register(postId: string, who: QuickAccount): Promise<Registration> {
  const body = { name: who.name, email: who.email, phone: '9876543210', 'Year of study': '2nd' };
  const res = await call(t.app, 'POST', `/api/users/register-event/${postId}`, { token: who.token, body });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json as Registration;
}

/** An event with a co-host added by its host, and a registrant who has sent their payment reference. */
async function cohostedEvent() {
  const event = await paidEvent();
  const cohost = await quickAccount(db(), { name: 'Rahul Cohost' });
  const added = await addStaff(event.id, t.user.token, cohost.email, 'cohost');
  expect(added.status, JSON.stringify(added.json)).toBe(200);
  const student = await quickAccount(db(), { name: 'Priya Payer' });
  const held = await register(event.id, student);
  const sent = await call(t.app, 'PUT', `/api/registrations/${held._id}/payment`, { token: student.token, body: { reference: 'UTR 5566 7788' } });
  expect(sent.status, JSON.stringify(sent.json)).toBe(200);
  return { event, cohost, student, held };
}

describe(`co-hosts (${dialectName})`, () => {
  it('are added by the host with their role, told by notification and email, and named beside the host', async () => {
    const { event, cohost } = await cohostedEvent();
    const list = await call(t.app, 'GET', `/api/events/${event.id}/staff`, { token: t.user.token });
    expect(list.json).toEqual({ staff: [{ email: cohost.email.toLowerCase(), name: 'Rahul Cohost', addedAt: expect.any(String), role: 'cohost' }] });
    const told = await db().selectFrom('notifications').select('message').where('user_id', '=', cohost.id).execute();
    expect(told.map((n) => n.message)).toContain(
      `Asha Verma added you as a co-host of "Open Mic Night": you can edit it, manage its registrations and payments, and work its door.`,
    );
    const [mail] = await queuedFor(db(), cohost.id, 'event-changed');
    expect(mail).toMatchObject({ subject: 'You are now a co-host of Open Mic Night' });

    // Who confirms payments hears of one sent.
    expect((await db().selectFrom('notifications').select('message').where('user_id', '=', cohost.id).execute()).map((n) => n.message)).toContain(
      'Priya Payer sent a payment reference for "Open Mic Night": confirm it in Manage registrations.',
    );

    const hosts = await call(t.app, 'GET', `/api/events/${event.id}/hosts`);
    expect(hosts).toMatchObject({ status: 200, json: { host: 'Asha Verma', cohosts: ['Rahul Cohost'], viewerRole: 'none' } });
    expect((await call(t.app, 'GET', `/api/events/${event.id}/hosts`, { token: cohost.token })).json.viewerRole).toBe('cohost');
    expect((await call(t.app, 'GET', `/api/events/${event.id}/hosts`, { token: t.user.token })).json.viewerRole).toBe('host');

    // The feed offers them Edit too, and no one else.
    const inFeed = async (token: string) => {
      const page = (await call(t.app, 'GET', '/api/posts?type=event&limit=50', { token })).json as unknown as { _id: string; canEdit: boolean }[];
      return page.find((p) => p._id === event.id);
    };
    expect(await inFeed(cohost.token)).toMatchObject({ canEdit: true });
    expect(await inFeed(t.other.token)).toMatchObject({ canEdit: false });
  });

  it('manage registrations, confirm payments, export them, and check people in', async () => {
    const { event, cohost, held } = await cohostedEvent();
    const list = await hostList(event.id, cohost.token);
    expect(list.status).toBe(200);
    expect(list.json.registrations).toMatchObject([{ _id: held._id, status: 'awaiting_payment', transactionId: 'UTR 5566 7788' }]);
    const paid = await call(t.app, 'POST', `/api/events/${event.id}/registrations/${held._id}/payment`, { token: cohost.token, body: { decision: 'paid' } });
    expect(paid.status, JSON.stringify(paid.json)).toBe(200);
    expect(paid.json.status).toBe('confirmed');

    const csv = await call(t.app, 'GET', `/api/posts/export-registrations/${event.id}`, { token: cohost.token });
    expect(csv.status).toBe(200);
    expect(csv.raw.body).toContain('Priya Payer');

    const row = await db().selectFrom('registrations').selectAll().where('id', '=', held._id).executeTakeFirstOrThrow();
    const ticket = await signTicketClaims(t.app.ctx, { postId: event.id, registrationId: held._id, code: row.ticket_code ?? '', ticketType: 'General' });
    const scanned = await call(t.app, 'POST', `/api/events/${event.id}/check-ins`, {
      token: cohost.token,
      // The event is days away: the door checks the ticket in anyway (decision 077).
      body: { scans: [{ scanId: `cohost-${held._id}`, token: ticket, scannedAt: new Date().toISOString(), override: true }] },
    });
    expect(scanned.status, JSON.stringify(scanned.json)).toBe(200);
    expect(scanned.json.results).toMatchObject([{ result: 'checked_in', checkedInBy: 'Rahul Cohost' }]);
    expect((await call(t.app, 'GET', `/api/events/${event.id}/log`, { token: cohost.token })).status).toBe(200);
  });

  it('edit the event under the host’s approval rules, manage door staff, and may neither delete it nor choose co-hosts', async () => {
    const { event, cohost } = await cohostedEvent();
    const seen = await call(t.app, 'GET', `/api/posts/${event.id}`, { token: cohost.token });
    expect(seen.json).toMatchObject({ canEdit: true, canDelete: false });
    const edited = await call(t.app, 'PUT', `/api/posts/${event.id}`, { token: cohost.token, body: { ...eventInput(), title: 'Open Mic Night, moved' } });
    expect(edited.status, JSON.stringify(edited.json)).toBe(200);
    // As the host's own edit would: back to review, and still theirs to see.
    expect(edited.json).toMatchObject({ title: 'Open Mic Night, moved', status: 'pending' });
    expect((await call(t.app, 'GET', `/api/posts/${event.id}`, { token: cohost.token })).status).toBe(200);
    // Not an admin's act: nothing in the audit log.
    expect(await db().selectFrom('audit_log').select('id').where('post_id', '=', event.id).execute()).toEqual([]);

    const door = await quickAccount(db(), { name: 'Door Helper' });
    expect((await addStaff(event.id, cohost.token, door.email)).status).toBe(200);
    expect(await addStaff(event.id, cohost.token, door.email, 'cohost')).toMatchObject({ status: 403, json: { message: MESSAGES.cohostsForbidden } });
    const other = await quickAccount(db());
    expect(await addStaff(event.id, cohost.token, other.email, 'cohost')).toMatchObject({ status: 403, json: { message: MESSAGES.cohostsForbidden } });
    expect((await removeStaff(event.id, cohost.token, door.email)).status).toBe(200);
    expect(await call(t.app, 'DELETE', `/api/posts/${event.id}`, { token: cohost.token })).toMatchObject({ status: 403, json: { message: MESSAGES.cannotDeletePost } });
  });

  it('lose access with the write that removes them, or when they leave', async () => {
    const { event, cohost } = await cohostedEvent();
    expect((await hostList(event.id, cohost.token)).status).toBe(200);
    const removed = await removeStaff(event.id, t.user.token, cohost.email);
    expect(removed).toMatchObject({ status: 200, json: { staff: [] } });
    expect(await hostList(event.id, cohost.token)).toMatchObject({ status: 403, json: { message: MESSAGES.registrationsForbidden } });
    expect((await call(t.app, 'GET', `/api/posts/${event.id}`, { token: cohost.token })).json.canEdit).toBe(false);

    const second = await paidEvent();
    const leaver = await quickAccount(db(), { name: 'Meera Leaves' });
    await addStaff(second.id, t.user.token, leaver.email, 'cohost');
    expect((await hostList(second.id, leaver.token)).status).toBe(200);
    expect(await removeStaff(second.id, leaver.token, leaver.email)).toMatchObject({ status: 200, json: { staff: [] } });
    expect((await hostList(second.id, leaver.token)).status).toBe(403);
    // A co-host may not take a co-host off the list.
    const a = await quickAccount(db());
    const b = await quickAccount(db());
    await addStaff(second.id, t.user.token, a.email, 'cohost');
    await addStaff(second.id, t.user.token, b.email, 'cohost');
    expect(await removeStaff(second.id, a.token, b.email)).toMatchObject({ status: 403, json: { message: MESSAGES.cohostsForbidden } });
  });

  it('counts only for a verified email, and a door staff member manages nothing', async () => {
    const event = await paidEvent();
    const unverified = await quickAccount(db(), { email_verified_at: null });
    const door = await quickAccount(db());
    await addStaff(event.id, t.user.token, unverified.email, 'cohost');
    await addStaff(event.id, t.user.token, door.email, 'door');
    expect((await hostList(event.id, unverified.token)).status).toBe(403);
    expect((await hostList(event.id, door.token)).status).toBe(403);
    expect((await call(t.app, 'GET', `/api/events/${event.id}/staff`, { token: door.token })).status).toBe(403);
    expect((await call(t.app, 'GET', `/api/events/${event.id}/hosts`, { token: door.token })).json.viewerRole).toBe('door');
    expect(await addStaff(event.id, t.user.token, door.email, 'host' as 'door')).toMatchObject({ status: 400, json: { message: MESSAGES.staffRoleInvalid } });
  });

  it('hear the event’s registrations live', async () => {
    const base = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const event = await paidEvent();
    const cohost = await quickAccount(db(), { name: 'Live Cohost' });
    await addStaff(event.id, t.user.token, cohost.email, 'cohost');
    const stream = await openStream(base, { token: cohost.token });
    try {
      const student = await quickAccount(db());
      await register(event.id, student);
      expect((await stream.next((e) => e.event === 'registrations' && e.data.postId === event.id)).data).toMatchObject({ postId: event.id });
    } finally {
      stream.close();
    }
  });
});
