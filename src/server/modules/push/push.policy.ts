/**
 * Which push addresses and keys Quad accepts (decision 051). The server posts to the address a browser gives, so
 * it must look like a push service's: https on the default port, to a public host name (not an address in any
 * spelling, not localhost or a name of a private network such as `.local` or `.internal`, trailing dots or not, not a
 * name that spells an address as `127.0.0.1.nip.io` does), no credentials. Only a configuration for tests or a
 * local push service (`PUSH_LOOPBACK_ENDPOINTS=on`) lets http://127.0.0.1, http://[::1] and http://localhost
 * through. The address a name resolves to is checked again as each push is sent (push-transport.ts, decision 064).
 * The keys must be a P-256 point and a 16-byte secret, or nothing could be encrypted to them. Who may change a
 * subscription: the signed-in student, for their own.
 */
import { createECDH } from 'node:crypto';
import { isIP } from 'node:net';
import { MESSAGES } from '../../../shared/messages.ts';
import type { PushSubscriptionInput } from '../../../shared/schemas/push.ts';
import { badRequest } from '../../lib/http-errors.ts';

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '[::1]', 'localhost']);

/**
 * Names no public push service has: special-use (RFC 6761, 6762, 8375, 9476) and those private networks use (ICANN's
 * `.internal`, and the customary `.lan`, `.home`, `.corp`, `.intranet`, `.private`).
 */
const PRIVATE_NAMES = /(^|\.)(localhost|local|internal|home\.arpa|arpa|test|invalid|example|onion|alt|lan|home|corp|intranet|private|localdomain)$/;
/** A name with an IPv4 address in it, by dots or dashes (`127.0.0.1.nip.io`, `10-0-0-1.sslip.io`). */
const SPELLED_ADDRESS = /(^|[.-])\d{1,3}[.-]\d{1,3}[.-]\d{1,3}[.-]\d{1,3}([.-]|$)/;

export function isAcceptedEndpoint(endpoint: string, options: { loopbackEndpoints: boolean }): boolean {
  const url = URL.canParse(endpoint) ? new URL(endpoint) : null;
  if (!url || url.username || url.password || url.hash) return false;
  if (options.loopbackEndpoints && url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname)) return true;
  if (url.protocol !== 'https:' || url.port !== '') return false;
  // The URL parser already reads 2130706433, 0x7f.1 and 0177.0.0.1 as 127.0.0.1; a name's trailing dots change nothing.
  const host = url.hostname.toLowerCase().replace(/\.+$/, '');
  if (isIP(host.replace(/^\[|\]$/g, '')) !== 0 || isIP(url.hostname.replace(/^\[|\]$/g, '')) !== 0) return false;
  return host.includes('.') && !PRIVATE_NAMES.test(host) && !SPELLED_ADDRESS.test(host);
}

function isP256Point(key: string): boolean {
  const bytes = Buffer.from(key, 'base64url');
  if (bytes.length !== 65 || bytes[0] !== 4) return false;
  try {
    const probe = createECDH('prime256v1');
    probe.generateKeys();
    probe.computeSecret(bytes);
    return true;
  } catch {
    return false;
  }
}

/** The subscription, or a 400 with the reason a browser's subscription cannot be used. */
export function assertUsableSubscription(input: PushSubscriptionInput, options: { loopbackEndpoints: boolean }): void {
  if (!isAcceptedEndpoint(input.endpoint, options)) throw badRequest(MESSAGES.pushEndpointInvalid);
  if (!isP256Point(input.keys.p256dh) || Buffer.from(input.keys.auth, 'base64url').length !== 16) throw badRequest(MESSAGES.pushKeysInvalid);
}
