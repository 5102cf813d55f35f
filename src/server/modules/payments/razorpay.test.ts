/**
 * Paying through Razorpay (decision 074), against a stand-in for Razorpay on this machine, on either database: a
 * host's Razorpay-paid event, the student's payment link for exactly what is left, the signed webhook confirming
 * the seat once, a repeat, a forged signature and a wrong amount changing nothing; and, without the settings, no
 * Razorpay anywhere.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayTexts } from '../../../shared/gateway-texts.ts';
import { MESSAGES } from '../../../shared/messages.ts';
import type { Registration } from '../../../shared/schemas/events.ts';
import { ConfigError, loadConfig } from '../../config.ts';
import { quickAccount, type QuickAccount } from '../../test/accounts.ts';
import { call } from '../../test/api.ts';
import { eventInput } from '../../test/posts-world.ts';
import { startRazorpayStandIn, type RazorpayStandIn } from '../../test/razorpay-stand-in.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { referenceOfLink } from './razorpay.service.ts';

const WEBHOOK = '/api/payments/razorpay/webhook';
const razorpayEvent = (overrides: Record<string, unknown> = {}) =>
  eventInput({ title: 'Robotics Workshop', registrationMethod: 'form', price: 400, paymentMethod: 'razorpay', ...overrides });

interface Campus {
  t: TestApp;
  host: QuickAccount;
  admin: QuickAccount;
  students: QuickAccount[];
}

async function campus(env: Record<string, string>): Promise<Campus> {
  const t = await createTestApp({ env: { RATE_LIMIT: 'off', ...env } });
  const db = t.database.db;
  const host = await quickAccount(db, { name: 'Asha Verma' });
  const admin = await quickAccount(db, { name: 'Dean Kapoor', is_admin: 1 });
  const students = await Promise.all(['Rahul Nair', 'Meera Iyer', 'Kabir Shah', 'Zoya Khan'].map((name) => quickAccount(db, { name })));
  return { t, host, admin, students };
}

/** An approved event of the host's, made through the API. */
async function approvedEvent(c: Campus, overrides: Record<string, unknown> = {}): Promise<string> {
  const created = await call(c.t.app, 'POST', '/api/posts', { token: c.host.token, body: razorpayEvent(overrides) });
  expect(created.status, JSON.stringify(created.json)).toBe(201);
  const id = created.json._id as string;
  const approved = await call(c.t.app, 'PUT', `/api/posts/approve-event/${id}?version=1`, { token: c.admin.token });
  expect(approved.status, JSON.stringify(approved.json)).toBe(200);
  return id;
}

async function register(c: Campus, postId: string, who: QuickAccount): Promise<Registration> {
  const res = await call(c.t.app, 'POST', `/api/users/register-event/${postId}`, { token: who.token, body: { name: who.name, email: who.email, phone: '9876543210' } });
  expect(res.status, JSON.stringify(res.json)).toBe(201);
  return res.json as unknown as Registration;
}

const askLink = (c: Campus, who: QuickAccount, id: string) => call(c.t.app, 'POST', `/api/registrations/${id}/payment-link`, { token: who.token, body: {} });
const mine = async (c: Campus, who: QuickAccount, postId: string) =>
  ((await call(c.t.app, 'GET', '/api/users/me/registrations', { token: who.token })).json.registrations as Registration[]).find((r) => r.postId === postId);
const logOf = (c: Campus, registrationId: string) =>
  c.t.database.db.selectFrom('registration_log').selectAll().where('registration_id', '=', registrationId).orderBy('created_at').execute();
const noticesOf = async (c: Campus, who: QuickAccount) =>
  (await c.t.database.db.selectFrom('notifications').select('message').where('user_id', '=', who.id).execute()).map((n) => n.message);

describe('with Razorpay set up', () => {
  let rzp: RazorpayStandIn;
  let c: Campus;
  let postId: string;
  let registration: Registration;

  beforeAll(async () => {
    rzp = await startRazorpayStandIn();
    c = await campus(rzp.env);
    rzp.deliverTo(async ({ body, headers }) => {
      const res = await c.t.app.inject({ method: 'POST', url: WEBHOOK, payload: body, headers });
      return { status: res.statusCode, json: res.json<unknown>() };
    });
    postId = await approvedEvent(c);
    registration = await register(c, postId, c.students[0]!);
  });
  afterAll(async () => {
    await c.t.close();
    await rzp.close();
  });

  it('tells the client the campus has Razorpay', async () => {
    expect((await call(c.t.app, 'GET', '/api/config')).json.paymentGateway).toBe('razorpay');
  });

  it('holds the seat for a Razorpay payment of the whole price, with no link until the student asks', async () => {
    expect(registration.status).toBe('awaiting_payment');
    expect(registration.payment).toMatchObject({ method: 'razorpay', amount: 400, left: 400, status: 'due', payUrl: null, upiUri: null });
    expect(registration.payment?.reference).toMatch(/^QD-[0-9A-Z]{5}$/);
  });

  it('makes the payment link for exactly what is left, with the reference, the title and the student, only for the registrant', async () => {
    expect((await askLink(c, c.students[1]!, registration._id)).status).toBe(404);
    expect(rzp.calls).toHaveLength(0);

    const res = await askLink(c, c.students[0]!, registration._id);
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const made = rzp.calls.filter((call) => call.method === 'POST' && call.path === '/v1/payment_links');
    expect(made).toHaveLength(1);
    expect(made[0]?.body).toMatchObject({
      amount: 40_000,
      currency: 'INR',
      reference_id: registration.payment?.reference,
      description: 'Robotics Workshop',
      customer: { name: c.students[0]!.name, email: c.students[0]!.email },
      callback_url: `${c.t.config.publicUrl}/posts/${postId}`,
    });
    const link = [...rzp.links.values()][0]!;
    expect(res.json).toEqual({ url: link.short_url });
    // The registration offers it from now on.
    expect((await mine(c, c.students[0]!, postId))?.payment?.payUrl).toBe(link.short_url);
  });

  it('offers the same link again while it is valid, and makes none more', async () => {
    const again = await askLink(c, c.students[0]!, registration._id);
    expect(again.status).toBe(200);
    expect(again.json.url).toBe([...rzp.links.values()][0]!.short_url);
    expect(rzp.calls.filter((call) => call.method === 'POST')).toHaveLength(1);
    expect(rzp.calls.at(-1)).toMatchObject({ method: 'GET', path: `/v1/payment_links/${[...rzp.links.keys()][0]}` });
  });

  it('refuses a webhook whose signature is not Razorpay’s, and changes nothing', async () => {
    const linkId = [...rzp.links.keys()][0]!;
    const { answer } = await rzp.pay(linkId, { secret: 'not-the-webhook-secret' });
    expect(answer.status).toBe(400);
    const unsigned = await c.t.app.inject({ method: 'POST', url: WEBHOOK, payload: { entity: 'event', event: 'payment_link.paid' } });
    expect(unsigned.statusCode).toBe(400);
    expect((await mine(c, c.students[0]!, postId))?.status).toBe('awaiting_payment');
    expect(await c.t.database.db.selectFrom('payment_gateway_events').selectAll().execute()).toEqual([]);
  });

  it('does not confirm a payment of another amount, and tells the host', async () => {
    const linkId = [...rzp.links.keys()][0]!;
    const { answer } = await rzp.pay(linkId, { amount: 30_000 });
    expect(answer).toEqual({ status: 200, json: { ok: true } });
    const after = await mine(c, c.students[0]!, postId);
    expect(after?.status).toBe('awaiting_payment');
    expect(after?.payment?.left).toBe(400);
    expect((await logOf(c, registration._id)).map((e) => e.action)).toContain('payment-not-counted');
    expect(await noticesOf(c, c.host)).toContainEqual(expect.stringContaining('Razorpay received ₹300 from Rahul Nair'));
  });

  it('confirms the seat once when Razorpay says the link is paid: a ticket, and the log names Razorpay and the payment', async () => {
    const linkId = [...rzp.links.keys()][0]!;
    const { delivery, answer } = await rzp.pay(linkId);
    expect(answer).toEqual({ status: 200, json: { ok: true } });
    const paid = await mine(c, c.students[0]!, postId);
    expect(paid?.status).toBe('confirmed');
    expect(paid?.ticketCode).toEqual(expect.any(String));
    expect(paid?.payment).toMatchObject({ status: 'paid', paid: 400, left: 0 });
    const confirmed = (await logOf(c, registration._id)).filter((e) => e.action === 'payment-confirmed');
    const paymentId = (JSON.parse(delivery.body) as { payload: { payment: { entity: { id: string } } } }).payload.payment.entity.id;
    expect(confirmed).toHaveLength(1);
    expect(confirmed[0]).toMatchObject({ actor_id: null, reason: paymentId });
    expect(JSON.parse(confirmed[0]?.details ?? '{}')).toMatchObject({ source: 'razorpay' });
    const tickets = await call(c.t.app, 'GET', '/api/users/me/tickets', { token: c.students[0]!.token });
    expect(JSON.stringify(tickets.json)).toContain(paid?.ticketCode ?? 'no ticket');

    // Razorpay delivers the same event again (same id): 200, and nothing changes.
    const notices = await noticesOf(c, c.students[0]!);
    const repeat = await rzp.send(delivery);
    expect(repeat).toEqual({ status: 200, json: { ok: true } });
    expect((await logOf(c, registration._id)).filter((e) => e.action === 'payment-confirmed')).toHaveLength(1);
    expect((await mine(c, c.students[0]!, postId))?.ticketCode).toBe(paid?.ticketCode);
    expect(await noticesOf(c, c.students[0]!)).toEqual(notices);
  });

  it('has no link to offer once the seat is paid', async () => {
    const res = await askLink(c, c.students[0]!, registration._id);
    expect(res.status).toBe(409);
    expect(res.json.message).toBe(MESSAGES.notAwaitingPayment);
  });

  it('answers an event it does not act on, and ignores it', async () => {
    const body = JSON.stringify({ entity: 'event', event: 'payment.captured', contains: ['payment'], payload: {}, created_at: 1 });
    const { createHmac } = await import('node:crypto');
    const res = await rzp.send({
      body,
      headers: { 'content-type': 'application/json', 'x-razorpay-event-id': 'Evt0000Ignored', 'x-razorpay-signature': createHmac('sha256', rzp.env.RAZORPAY_WEBHOOK_SECRET).update(body).digest('hex') },
    });
    expect(res).toEqual({ status: 200, json: { ok: true } });
  });

  it('makes a new link when what is left changed, and its payment confirms the seat', async () => {
    const zoya = c.students[3]!;
    const held = await register(c, postId, zoya);
    const first = await askLink(c, zoya, held._id);
    const old = [...rzp.links.values()].find((l) => l.short_url === first.json.url)!;
    // A statement counted ₹100 of it meanwhile: ₹300 is left.
    await c.t.database.db.updateTable('registrations').set({ amount_paid: 100 }).where('id', '=', held._id).execute();
    const second = await askLink(c, zoya, held._id);
    expect(second.status, JSON.stringify(second.json)).toBe(200);
    expect(second.json.url).not.toBe(old.short_url);
    expect(old.status).toBe('cancelled');
    const renewed = [...rzp.links.values()].find((l) => l.short_url === second.json.url)!;
    expect(renewed.amount).toBe(30_000);
    expect(renewed.reference_id).toMatch(new RegExp(`^${held.payment?.reference}-[0-9a-z]+$`));
    expect((await rzp.pay(renewed.id)).answer.status).toBe(200);
    expect((await mine(c, zoya, postId))?.status).toBe('confirmed');
  });

  it('says Razorpay could not be reached when it does not answer', async () => {
    const second = await register(c, postId, c.students[2]!);
    await rzp.close();
    const res = await askLink(c, c.students[2]!, second._id);
    expect(res.status).toBe(502);
    expect(res.json.message).toBe(gatewayTexts.unreachable());
  });
});

describe('without Razorpay set up', () => {
  let c: Campus;
  beforeAll(async () => {
    c = await campus({});
  });
  afterAll(async () => {
    await c.t.close();
  });

  it('shows no gateway, refuses Razorpay as a payment method, and has no webhook', async () => {
    expect((await call(c.t.app, 'GET', '/api/config')).json.paymentGateway).toBeNull();
    const refused = await call(c.t.app, 'POST', '/api/posts', { token: c.host.token, body: razorpayEvent() });
    expect(refused.status).toBe(400);
    expect(refused.json.message).toBe(gatewayTexts.notSetUp());
    const cultural = await call(c.t.app, 'POST', '/api/posts', {
      token: c.host.token,
      body: { ...razorpayEvent({ type: 'culturalEvent', price: null, paymentMethod: 'link' }), ticketOptions: [{ ticketType: 'General', ticketPrice: 200 }], availableDates: [new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10)], culturalPaymentMethod: 'razorpay' },
    });
    expect(cultural.status).toBe(400);
    expect((await c.t.app.inject({ method: 'POST', url: WEBHOOK, payload: { entity: 'event', event: 'payment_link.paid' } })).statusCode).toBe(404);
    expect((await call(c.t.app, 'POST', '/api/registrations/nope/payment-link', { token: c.students[0]!.token, body: {} })).status).toBe(404);
  });
});

describe('the settings and the link references', () => {
  it('takes the three settings together or not at all, and never repeats a secret', () => {
    const base = { NODE_ENV: 'test', LOG_LEVEL: 'silent' };
    expect(loadConfig(base).razorpay).toBeNull();
    expect(
      loadConfig({ ...base, RAZORPAY_KEY_ID: 'rzp_live_x', RAZORPAY_KEY_SECRET: 'key-secret-1', RAZORPAY_WEBHOOK_SECRET: 'hook-secret-1' }).razorpay,
    ).toEqual({ keyId: 'rzp_live_x', keySecret: 'key-secret-1', webhookSecret: 'hook-secret-1', apiUrl: 'https://api.razorpay.com' });
    const half = () => loadConfig({ ...base, RAZORPAY_KEY_ID: 'rzp_live_x', RAZORPAY_KEY_SECRET: 'key-secret-1' });
    expect(half).toThrow(ConfigError);
    expect(half).toThrow(/RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET must be set together/);
    expect(half).not.toThrow(/key-secret-1/);
  });

  it('reads the payment reference of a link made first or made again', () => {
    expect(referenceOfLink('QD-7K2M9')).toBe('QD-7K2M9');
    expect(referenceOfLink('QD-7K2M9-mi4k2x1c')).toBe('QD-7K2M9');
    expect(referenceOfLink('QD-7K2M9X')).toBeNull();
    expect(referenceOfLink('order-42')).toBeNull();
    expect(referenceOfLink(null)).toBeNull();
  });
});
