/**
 * A stand-in for Razorpay (decision 074), on this machine, for the tests: the part of Razorpay's documented API Quad
 * calls (payment links made, read and cancelled, with basic auth of the key id and secret), and Razorpay's side of a
 * payment: `pay(linkId)` marks the link paid and sends Quad the `payment_link.paid` webhook signed as Razorpay signs
 * it (HMAC-SHA256, hex, of the raw JSON body under the webhook secret, in X-Razorpay-Signature, with the event's id
 * in x-razorpay-event-id), its payload shaped as Razorpay's documented one.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A payment link as the stand-in keeps it (Razorpay's entity, the fields Quad and the webhook use). */
export interface StandInLink {
  id: string;
  amount: number;
  amount_paid: number;
  currency: string;
  reference_id: string;
  description: string;
  customer: { name?: string; email?: string; contact?: string };
  notes: Record<string, string>;
  callback_url: string | null;
  callback_method: string | null;
  expire_by: number;
  short_url: string;
  status: 'created' | 'paid' | 'cancelled' | 'expired';
  created_at: number;
  updated_at: number;
}

/** A webhook as Razorpay sends it: the raw body and its headers. */
export interface Delivery {
  body: string;
  headers: Record<string, string>;
}

/** Quad's answer to a delivery. */
export interface Delivered {
  status: number;
  json: unknown;
}

export interface PayOptions {
  /** What the student paid, in paise: the link's amount unless a test says otherwise. */
  amount?: number;
  /** The secret the body is signed with: the webhook secret unless a test forges one. */
  secret?: string;
}

/** Razorpay's ids: a prefix and 14 letters and digits. */
const razorpayId = (prefix: string) => `${prefix}${randomBytes(12).toString('base64').replace(/[^A-Za-z0-9]/g, '').slice(0, 14).padEnd(14, 'x')}`;
const unix = () => Math.floor(Date.now() / 1000);

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

const answer = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
};
/** Razorpay's error answer. */
const refuse = (response: ServerResponse, status: number, description: string, field?: string) =>
  answer(response, status, { error: { code: 'BAD_REQUEST_ERROR', description, source: 'business', step: 'payment_initiation', reason: 'input_validation_failed', ...(field ? { field } : {}) } });

export async function startRazorpayStandIn(secrets = { keyId: 'rzp_test_quadstandin', keySecret: 'stand-in-key-secret', webhookSecret: 'stand-in-webhook-secret' }) {
  const links = new Map<string, StandInLink>();
  /** Every call Quad made: method, path and parsed body. */
  const calls: { method: string; path: string; body: unknown }[] = [];
  let deliver: ((delivery: Delivery) => Promise<Delivered>) | null = null;
  const basic = `Basic ${Buffer.from(`${secrets.keyId}:${secrets.keySecret}`).toString('base64')}`;

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    const text = await readBody(request);
    const body: unknown = text ? JSON.parse(text) : null;
    calls.push({ method: request.method ?? 'GET', path, body });
    if (request.headers.authorization !== basic) {
      return answer(response, 401, { error: { code: 'BAD_REQUEST_ERROR', description: 'The api key provided is invalid' } });
    }
    if (request.method === 'POST' && path === '/v1/payment_links') return createLink(body as Record<string, unknown>, response);
    const one = /^\/v1\/payment_links\/([^/]+)(\/cancel)?$/.exec(path);
    const link = one ? links.get(decodeURIComponent(one[1] ?? '')) : undefined;
    if (one && !link) return refuse(response, 400, 'The id provided does not exist');
    if (link && request.method === 'GET' && !one?.[2]) return answer(response, 200, link);
    if (link && request.method === 'POST' && one?.[2]) {
      if (link.status !== 'created') return refuse(response, 400, `Payment Link cannot be cancelled in ${link.status} state`);
      Object.assign(link, { status: 'cancelled', updated_at: unix() });
      return answer(response, 200, link);
    }
    return refuse(response, 404, 'The requested URL was not found on the server.');
  }

  function createLink(input: Record<string, unknown>, response: ServerResponse): void {
    const amount = input.amount;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount < 100) return refuse(response, 400, 'The amount must be atleast INR 1.00', 'amount');
    if (input.currency !== undefined && input.currency !== 'INR') return refuse(response, 400, 'Currency is not supported', 'currency');
    const referenceId = typeof input.reference_id === 'string' ? input.reference_id : '';
    if (referenceId.length > 40) return refuse(response, 400, 'The reference id may not be greater than 40 characters.', 'reference_id');
    if (referenceId && [...links.values()].some((l) => l.reference_id === referenceId)) {
      return refuse(response, 400, `Payment Link with reference id ${referenceId} already exists`, 'reference_id');
    }
    const now = unix();
    const expireBy = typeof input.expire_by === 'number' ? input.expire_by : 0;
    if (expireBy !== 0 && expireBy < now + 15 * 60) return refuse(response, 400, 'expire_by should be at least 15 minutes after current time', 'expire_by');
    const id = razorpayId('plink_');
    const link: StandInLink = {
      id,
      amount,
      amount_paid: 0,
      currency: 'INR',
      reference_id: referenceId,
      description: typeof input.description === 'string' ? input.description : '',
      customer: (input.customer as StandInLink['customer'] | undefined) ?? {},
      notes: (input.notes as Record<string, string> | undefined) ?? {},
      callback_url: typeof input.callback_url === 'string' ? input.callback_url : null,
      callback_method: typeof input.callback_method === 'string' ? input.callback_method : null,
      expire_by: expireBy,
      short_url: `https://rzp.io/i/${id.slice(6, 14)}`,
      status: 'created',
      created_at: now,
      updated_at: now,
    };
    links.set(id, link);
    answer(response, 200, { ...link, accept_partial: false, first_min_partial_amount: 0, payments: null, reminder_enable: false, reminders: [], upi_link: false, user_id: '' });
  }

  const server = createServer((request, response) => {
    handle(request, response).catch(() => refuse(response, 400, 'The request body is not valid JSON'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  /** The `payment_link.paid` webhook for a payment of `amount` paise on the link, signed as Razorpay signs it. */
  function paidWebhook(link: StandInLink, amount: number, secret: string): Delivery {
    const now = unix();
    const orderId = razorpayId('order_');
    const payment = {
      id: razorpayId('pay_'),
      entity: 'payment',
      amount,
      currency: 'INR',
      status: 'captured',
      order_id: orderId,
      invoice_id: null,
      international: false,
      method: 'upi',
      amount_refunded: 0,
      refund_status: null,
      captured: true,
      description: `#${link.id.slice(6)}`,
      card_id: null,
      bank: null,
      wallet: null,
      vpa: 'student@okaxis',
      email: link.customer.email ?? '',
      contact: '+919876543210',
      notes: link.notes,
      fee: Math.round(amount * 0.02),
      tax: Math.round(amount * 0.0036),
      error_code: null,
      error_description: null,
      acquirer_data: { rrn: String(now).padStart(12, '4'), upi_transaction_id: razorpayId('') },
      created_at: now,
    };
    const event = {
      entity: 'event',
      account_id: 'acc_StandInQuad0001',
      event: 'payment_link.paid',
      contains: ['payment_link', 'order', 'payment'],
      payload: {
        payment_link: { entity: { ...link, amount_paid: amount, status: 'paid', updated_at: now } },
        order: {
          entity: { id: orderId, entity: 'order', amount, amount_paid: amount, amount_due: 0, currency: 'INR', receipt: link.reference_id, offer_id: null, status: 'paid', attempts: 1, notes: link.notes, created_at: now },
        },
        payment: { entity: payment },
      },
      created_at: now,
    };
    const body = JSON.stringify(event);
    return {
      body,
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Razorpay-Webhook/v1',
        'x-razorpay-event-id': razorpayId(''),
        'x-razorpay-signature': createHmac('sha256', secret).update(body).digest('hex'),
      },
    };
  }

  return {
    url,
    /** The settings that point Quad at this stand-in. */
    env: {
      RAZORPAY_KEY_ID: secrets.keyId,
      RAZORPAY_KEY_SECRET: secrets.keySecret,
      RAZORPAY_WEBHOOK_SECRET: secrets.webhookSecret,
      RAZORPAY_API_URL: url,
    },
    links,
    calls,
    /** Where webhooks go: Quad's webhook route (a test hands in its app's inject). */
    deliverTo(to: (delivery: Delivery) => Promise<Delivered>): void {
      deliver = to;
    },
    /** Sends a delivery (again): Razorpay retries a webhook Quad did not answer 2xx, with the same event id. */
    async send(delivery: Delivery): Promise<Delivered> {
      if (!deliver) throw new Error('the stand-in has nowhere to send webhooks: call deliverTo first');
      return deliver(delivery);
    },
    /**
     * The student pays the link: the link is marked paid (when the amount covers it) and Quad gets the webhook.
     * Answers the delivery, to send again, and Quad's answer.
     */
    async pay(linkId: string, options: PayOptions = {}): Promise<{ delivery: Delivery; answer: Delivered }> {
      const link = links.get(linkId);
      if (!link) throw new Error(`no payment link ${linkId}`);
      const amount = options.amount ?? link.amount;
      if (options.secret === undefined) Object.assign(link, { amount_paid: amount, status: amount >= link.amount ? 'paid' : 'created', updated_at: unix() });
      const delivery = paidWebhook(link, amount, options.secret ?? secrets.webhookSecret);
      return { delivery, answer: await this.send(delivery) };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type RazorpayStandIn = Awaited<ReturnType<typeof startRazorpayStandIn>>;
