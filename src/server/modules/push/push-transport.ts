/**
 * One push to one device (RFC 8030): web-push signs the VAPID header (RFC 8292) and encrypts the payload to the
 * browser's keys (aes128gcm, RFC 8291); the request goes out with a timeout, no redirects followed, and the worker's
 * signal to abandon it on shutdown. The push service's answer becomes what the worker does next.
 *
 * The push address is the browser's word, so the request goes only to a public address (decision 064): the name is
 * resolved as the connection is made, every address it resolves to is checked (lib/ip-address.ts), and the socket
 * connects to the address checked, with no second lookup between. Loopback only with `loopbackEndpoints`.
 */
import { createHash } from 'node:crypto';
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { Agent as HttpAgent, request as httpRequest, type IncomingMessage } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import webPush from 'web-push';
import { isLoopbackAddress, isPublicAddress } from '../../lib/ip-address.ts';
import type { VapidKeys } from './push.keys.ts';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export type PushOutcome =
  /** The push service took it (201). */
  | { result: 'sent' }
  /** The subscription is gone for good (404, 410): drop it. */
  | { result: 'gone'; reason: string }
  /** Try again later (429, 5xx, no answer). */
  | { result: 'retry'; reason: string }
  /** Never going to work (another 4xx, a redirect). */
  | { result: 'failed'; reason: string };

export interface PushMessage {
  /** The JSON the device decrypts. */
  payload: string;
  /** Replaces a push with the same topic still waiting at the push service (the notification's tag). */
  topic: string;
  urgency: 'normal' | 'high';
}

export interface PushTransport {
  send(target: PushTarget, message: PushMessage, signal: AbortSignal): Promise<PushOutcome>;
}

export interface PushTransportOptions {
  keys: () => Promise<VapidKeys>;
  /** VAPID's `sub`: a mailto: or https: URL. */
  subject: string;
  /** How long the push service may keep a push for a device that is offline. */
  ttlSeconds: number;
  /** How long one request may take. */
  timeoutMs: number;
  /** Loopback push services allowed (PUSH_LOOPBACK_ENDPOINTS: tests, a local push service). */
  loopbackEndpoints: boolean;
  /** Resolves a push service's name to its addresses; the system's resolver (dns.lookup) by default. Tests give their own. */
  resolve?: (hostname: string) => Promise<LookupAddress[]>;
}

/** A day for a device to come online; a request that has not been answered in 15 s is tried again later. */
export const PUSH_DELIVERY = { ttlSeconds: 24 * 60 * 60, timeoutMs: 15_000 } as const;

/** A Topic header (at most 32 base64url characters) standing for a notification's tag. */
export const topicOf = (tag: string): string => createHash('sha256').update(tag).digest('base64url').slice(0, 32);

const reasonOf = (status: number, text: string) => `${status} ${text.replace(/\s+/g, ' ').trim()}`.slice(0, 300).trim();

/** The most of a push service's answer read, for the reason kept with a failure. */
const ANSWER_MAX_BYTES = 4096;

const systemResolve = (hostname: string): Promise<LookupAddress[]> =>
  new Promise((resolve, reject) => dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))));

/** Why a push may not go to this address, or null when it may. */
function refusedAddress(address: string, loopback: boolean): string | null {
  if (isPublicAddress(address) || (loopback && isLoopbackAddress(address))) return null;
  return 'the push address is not a public one';
}

/**
 * The lookup a push's socket connects through: every address the name resolves to must be allowed, or none is
 * connected to; the socket then connects to those very addresses.
 */
function guardedLookup(resolve: (hostname: string) => Promise<LookupAddress[]>, loopback: boolean): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (addresses) => {
        const wanted = addresses.filter((a) => !options.family || a.family === options.family);
        const refusal = wanted.length === 0 ? 'the push address resolves to no address' : wanted.map((a) => refusedAddress(a.address, loopback)).find(Boolean);
        if (refusal) {
          callback(Object.assign(new Error(refusal), { code: 'EPUSHADDRESS' }), '', 0);
          return;
        }
        if (options.all) (callback as unknown as (error: null, all: LookupAddress[]) => void)(null, wanted);
        else callback(null, wanted[0]!.address, wanted[0]!.family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
}

interface Answer {
  status: number;
  text: string;
}

export function createPushTransport(options: PushTransportOptions): PushTransport {
  const lookup = guardedLookup(options.resolve ?? systemResolve, options.loopbackEndpoints);
  // Connections kept for the next push to the same service; each new one is made through the lookup.
  const agents = { 'https:': new HttpsAgent({ keepAlive: true, lookup }), 'http:': new HttpAgent({ keepAlive: true, lookup }) };

  /** POSTs the push; never follows a redirect (a 3xx is an answer like any other). */
  const post = (url: URL, headers: Record<string, string>, body: Buffer | null, signal: AbortSignal): Promise<Answer> =>
    new Promise((resolve, reject) => {
      const protocol = url.protocol === 'https:' ? 'https:' : 'http:';
      const send = protocol === 'https:' ? httpsRequest : httpRequest;
      const req = send(url, { method: 'POST', headers, agent: agents[protocol], lookup, signal }, (res: IncomingMessage) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          if (text.length < ANSWER_MAX_BYTES) text += chunk;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        res.on('error', () => resolve({ status: res.statusCode ?? 0, text }));
      });
      req.on('error', reject);
      req.end(body ?? undefined);
    });

  return {
    async send(target, message, signal) {
      const keys = await options.keys();
      let details: ReturnType<typeof webPush.generateRequestDetails>;
      try {
        details = webPush.generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, message.payload, {
          vapidDetails: { subject: options.subject, publicKey: keys.publicKey, privateKey: keys.privateKey },
          TTL: options.ttlSeconds,
          urgency: message.urgency,
          topic: message.topic,
          contentEncoding: 'aes128gcm',
        });
      } catch (error) {
        // Keys nothing can be encrypted to, or a payload too large: no attempt would do better.
        return { result: 'failed', reason: error instanceof Error ? error.message : String(error) };
      }
      const url = new URL(details.endpoint);
      if (url.protocol !== 'https:' && !(url.protocol === 'http:' && options.loopbackEndpoints)) {
        return { result: 'failed', reason: 'the push address is not https' };
      }
      // An address written as the host is connected to without a lookup: it is checked here.
      const literal = url.hostname.replace(/^\[|\]$/g, '');
      const refusal = isIP(literal) ? refusedAddress(literal, options.loopbackEndpoints) : null;
      if (refusal) return { result: 'failed', reason: refusal };
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(details.headers)) headers[name] = String(value);
      const body = details.body ? Buffer.from(details.body) : null;
      headers['content-length'] = String(body?.length ?? 0);
      let answer: Answer;
      try {
        answer = await post(url, headers, body, AbortSignal.any([signal, AbortSignal.timeout(options.timeoutMs)]));
      } catch (error) {
        if (signal.aborted) throw error;
        const reason = error instanceof Error ? error.message : String(error);
        // A name that leads to an address no push may go to stays so: not tried again.
        if ((error as NodeJS.ErrnoException).code === 'EPUSHADDRESS') return { result: 'failed', reason };
        return { result: 'retry', reason };
      }
      const { status, text } = answer;
      if (status >= 200 && status < 300) return { result: 'sent' };
      if (status === 404 || status === 410) return { result: 'gone', reason: reasonOf(status, text) };
      if (status === 429 || status >= 500) return { result: 'retry', reason: reasonOf(status, text) };
      return { result: 'failed', reason: reasonOf(status, text) };
    },
  };
}
