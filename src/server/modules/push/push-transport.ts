/**
 * One push to one device (RFC 8030): web-push signs the VAPID header (RFC 8292) and encrypts the payload to the
 * browser's keys (aes128gcm, RFC 8291); the request goes out with fetch, with a timeout, no redirects followed, and
 * the worker's signal to abandon it on shutdown. The push service's answer becomes what the worker does next.
 */
import { createHash } from 'node:crypto';
import webPush from 'web-push';
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
}

/** A day for a device to come online; a request that has not been answered in 15 s is tried again later. */
export const PUSH_DELIVERY = { ttlSeconds: 24 * 60 * 60, timeoutMs: 15_000 } as const;

/** A Topic header (at most 32 base64url characters) standing for a notification's tag. */
export const topicOf = (tag: string): string => createHash('sha256').update(tag).digest('base64url').slice(0, 32);

const reasonOf = (status: number, text: string) => `${status} ${text.replace(/\s+/g, ' ').trim()}`.slice(0, 300).trim();

export function createPushTransport(options: PushTransportOptions): PushTransport {
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
      const headers = new Headers();
      for (const [name, value] of Object.entries(details.headers)) {
        // fetch sets the length of the body itself.
        if (name.toLowerCase() !== 'content-length') headers.set(name, String(value));
      }
      let response: Response;
      try {
        response = await fetch(details.endpoint, {
          method: 'POST',
          headers,
          body: details.body ? new Uint8Array(details.body) : null,
          redirect: 'manual',
          signal: AbortSignal.any([signal, AbortSignal.timeout(options.timeoutMs)]),
        });
      } catch (error) {
        if (signal.aborted) throw error;
        return { result: 'retry', reason: error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error) };
      }
      const text = await response.text().catch(() => '');
      const { status } = response;
      if (status >= 200 && status < 300) return { result: 'sent' };
      if (status === 404 || status === 410) return { result: 'gone', reason: reasonOf(status, text) };
      if (status === 429 || status >= 500) return { result: 'retry', reason: reasonOf(status, text) };
      return { result: 'failed', reason: reasonOf(status, text) };
    },
  };
}
