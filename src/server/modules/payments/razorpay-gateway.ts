/**
 * Razorpay's API as Quad uses it (decision 074), through Razorpay's own Node client: a payment link made, read and
 * cancelled, and a webhook's signature checked. Called only outside a database transaction: a slow gateway never
 * holds a lock or a connection.
 */
import Razorpay from 'razorpay';
import type { RazorpayConfig } from '../../config.ts';

/** How long one call to Razorpay may take before the student is told to try again. */
export const GATEWAY_TIMEOUT_MS = 10_000;

/** A payment link as Razorpay keeps it. Amounts are in paise. */
export interface GatewayLink {
  id: string;
  url: string;
  amount: number;
  status: string;
  referenceId: string | null;
}

/** What a new payment link asks for: exactly `amount` paise, once, for the registration `referenceId` names. */
export interface NewLink {
  amount: number;
  referenceId: string;
  description: string;
  customer: { name: string; email: string };
  /** Where Razorpay sends the student back after paying: the event in Quad. */
  callbackUrl: string;
  /** When the link stops taking payments (Unix seconds), or null for Razorpay's default. */
  expireBy: number | null;
  notes: Record<string, string>;
}

/** Razorpay refused, or did not answer in time; `reason` names what it said (never a key or secret). */
export class GatewayError extends Error {
  constructor(readonly reason: string) {
    super(`Razorpay: ${reason}`);
  }
}

/** The part of the client's HTTP instance (axios) Quad sets. */
interface HttpDefaults {
  defaults: { baseURL?: string; timeout?: number };
}

const clients = new WeakMap<RazorpayConfig, Razorpay>();

function clientFor(config: RazorpayConfig): Razorpay {
  const kept = clients.get(config);
  if (kept) return kept;
  const client = new Razorpay({ key_id: config.keyId, key_secret: config.keySecret });
  // Razorpay's client always speaks to https://api.razorpay.com and has no option for another address, nor for a
  // time limit: its HTTP instance (axios, `api.rq`) is pointed at RAZORPAY_API_URL (Razorpay's own unless a local
  // stand-in is named) and given a time limit after the client is made.
  const http = (client.api as unknown as { rq: HttpDefaults }).rq;
  http.defaults.baseURL = config.apiUrl;
  http.defaults.timeout = GATEWAY_TIMEOUT_MS;
  clients.set(config, client);
  return client;
}

/** What Razorpay's client threw, said without the request (whose headers hold the key). */
function reasonOf(error: unknown): string {
  if (typeof error === 'object' && error !== null && 'statusCode' in error) {
    const { statusCode, error: detail } = error as { statusCode: unknown; error?: { code?: unknown; description?: unknown } };
    const said = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');
    return `${said(statusCode)} ${said(detail?.code)} ${said(detail?.description)}`.trim();
  }
  // A network failure: the client reads a response that never came.
  return error instanceof Error && /timeout/i.test(error.message) ? 'no answer in time' : 'unreachable';
}

async function calling<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    throw new GatewayError(reasonOf(error));
  }
}

const linkOf = (answer: { id: string; short_url: string; amount: number | string; status: string; reference_id?: string }): GatewayLink => ({
  id: answer.id,
  url: answer.short_url,
  amount: Number(answer.amount),
  status: answer.status,
  referenceId: answer.reference_id ?? null,
});

/** Razorpay's API for one configuration. */
export function razorpayGateway(config: RazorpayConfig) {
  const client = clientFor(config);
  return {
    async createLink(link: NewLink): Promise<GatewayLink> {
      const answer = await calling(() =>
        client.paymentLink.create({
          amount: link.amount,
          currency: 'INR',
          accept_partial: false,
          reference_id: link.referenceId,
          description: link.description,
          customer: link.customer,
          // Quad tells the student itself, in their language; Razorpay sends nothing of its own.
          notify: { sms: false, email: false },
          reminder_enable: false,
          notes: link.notes,
          callback_url: link.callbackUrl,
          callback_method: 'get',
          ...(link.expireBy === null ? {} : { expire_by: link.expireBy }),
        }),
      );
      return linkOf(answer);
    },

    async fetchLink(id: string): Promise<GatewayLink> {
      return linkOf(await calling(() => client.paymentLink.fetch(id)));
    },

    /** Cancels a link that asks for the wrong amount now; one already paid, expired or cancelled stays as it is. */
    async cancelLink(id: string): Promise<void> {
      await calling(() => client.paymentLink.cancel(id));
    },
  };
}

export type RazorpayGateway = ReturnType<typeof razorpayGateway>;

/**
 * Whether `raw` (the webhook's body, byte for byte) carries `signature` (X-Razorpay-Signature): the HMAC-SHA256 of
 * the body under the webhook secret, checked by Razorpay's own client. A missing signature is no signature.
 */
export function signedByRazorpay(raw: Buffer, signature: string | undefined, secret: string): boolean {
  if (!signature) return false;
  try {
    return Razorpay.validateWebhookSignature(raw.toString('utf8'), signature, secret);
  } catch {
    return false;
  }
}
