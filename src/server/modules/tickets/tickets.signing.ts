/**
 * The signed ticket as the door reads it (decision 049's token): `Q1.<payload>.<signature>`, the payload the
 * base64url of the JSON array [postId, registrationId, code, ticketType], the signature Ed25519 over the ASCII
 * bytes "Q1.<payload>". The key pair is kept in `server_keys` (made on first use) and read once per process.
 *
 * The tickets module owns signing and the key (`tickets.service.ts`: `verifyTicketToken`, `ticketTokenFor`,
 * GET /api/tickets/key); this file is the door's road to them, so that the check-in service names one import.
 * The server verifies with node:crypto (synchronous, several times faster per scan than WebCrypto's round trip
 * through the thread pool); the signature is the same Ed25519 a browser verifies with WebCrypto.
 */
import { createPublicKey, verify as verifySignature, webcrypto, type KeyObject } from 'node:crypto';
import type { z } from 'zod';
import type { TicketKeySchema } from '../../../shared/schemas/door.ts';
import type { AppContext } from '../../context.ts';
import { nowIso } from '../../database/values.ts';

export interface TicketClaims {
  postId: string;
  registrationId: string;
  code: string;
  ticketType: string;
}

const KEY_NAME = 'ticket-signing-key';
const PREFIX = 'Q1.';
type TicketKey = z.infer<typeof TicketKeySchema>;
const subtle = webcrypto.subtle;

interface Keys {
  key: TicketKey;
  privateKey: webcrypto.CryptoKey;
  /** Node's own key object: a signature is verified synchronously, without a trip to the thread pool. */
  publicKey: KeyObject;
}

interface StoredKey {
  keyId: string;
  publicKey: string;
  privateKey: string;
}

const b64 = (bytes: ArrayBuffer | Uint8Array): string => Buffer.from(bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes)).toString('base64url');
const unb64 = (text: string): Buffer => Buffer.from(text, 'base64url');

const loaded = new WeakMap<object, Promise<Keys>>();

async function loadKeys(ctx: Pick<AppContext, 'db'>): Promise<Keys> {
  let row = await ctx.db.selectFrom('server_keys').select('value').where('name', '=', KEY_NAME).executeTakeFirst();
  if (!row) {
    const pair = (await subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify'])) as webcrypto.CryptoKeyPair;
    const publicKey = b64(await subtle.exportKey('raw', pair.publicKey));
    const stored: StoredKey = { keyId: publicKey.slice(0, 8), publicKey, privateKey: b64(await subtle.exportKey('pkcs8', pair.privateKey)) };
    // Two processes starting at once: the first key written is everyone's.
    await ctx.db
      .insertInto('server_keys')
      .values({ name: KEY_NAME, value: JSON.stringify(stored), created_at: nowIso() })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    row = await ctx.db.selectFrom('server_keys').select('value').where('name', '=', KEY_NAME).executeTakeFirstOrThrow();
  }
  const stored = JSON.parse(row.value) as StoredKey;
  return {
    key: { keyId: stored.keyId, publicKey: stored.publicKey },
    privateKey: await subtle.importKey('pkcs8', unb64(stored.privateKey), { name: 'Ed25519' }, false, ['sign']),
    publicKey: createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: stored.publicKey }, format: 'jwk' }),
  };
}

function keysOf(ctx: Pick<AppContext, 'db'>): Promise<Keys> {
  let keys = loaded.get(ctx);
  if (!keys) {
    keys = loadKeys(ctx);
    keys.catch(() => loaded.delete(ctx));
    loaded.set(ctx, keys);
  }
  return keys;
}

/** The public key every ticket's signature is verified with (what GET /api/tickets/key answers). */
export const ticketKey = async (ctx: Pick<AppContext, 'db'>): Promise<TicketKey> => (await keysOf(ctx)).key;

/** A signed token for the claims. */
export async function signTicketClaims(ctx: Pick<AppContext, 'db'>, claims: TicketClaims): Promise<string> {
  const { privateKey } = await keysOf(ctx);
  const payload = PREFIX + b64(Buffer.from(JSON.stringify([claims.postId, claims.registrationId, claims.code, claims.ticketType])));
  return `${payload}.${b64(await subtle.sign({ name: 'Ed25519' }, privateKey, Buffer.from(payload, 'ascii')))}`;
}

const PART = /^[A-Za-z0-9_-]+$/;

/** The token's claims when its signature is this server's, else null (a code that no longer holds is the caller's). */
export async function verifyTicketToken(ctx: Pick<AppContext, 'db'>, token: string): Promise<TicketClaims | null> {
  if (!token.startsWith(PREFIX)) return null;
  const parts = token.slice(PREFIX.length).split('.');
  if (parts.length !== 2 || !PART.test(parts[0]!) || !PART.test(parts[1]!)) return null;
  const { publicKey } = await keysOf(ctx);
  let ok = false;
  try {
    ok = verifySignature(null, Buffer.from(PREFIX + parts[0]!, 'ascii'), publicKey, unb64(parts[1]!));
  } catch {
    // A signature of the wrong length, say.
  }
  if (!ok) return null;
  let claims: unknown;
  try {
    claims = JSON.parse(unb64(parts[0]!).toString('utf8'));
  } catch {
    return null;
  }
  if (!Array.isArray(claims) || claims.length !== 4 || !claims.every((c) => typeof c === 'string')) return null;
  const [postId, registrationId, code, ticketType] = claims as [string, string, string, string];
  return { postId, registrationId, code, ticketType };
}
