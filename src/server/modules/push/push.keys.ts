/**
 * The VAPID key pair (RFC 8292) every push is signed with: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when the
 * configuration names them, else a pair made on first use and kept in `server_keys`, so every process (and every
 * restart) signs with the same key that browsers subscribed with. Read once per process.
 */
import webPush from 'web-push';
import type { AppContext } from '../../context.ts';
import { nowIso } from '../../database/values.ts';
import { findServerKey, insertServerKeyOnce } from './push.repository.ts';

const KEY_NAME = 'vapid-key-pair';

export interface VapidKeys {
  /** The uncompressed P-256 point, base64url: the browsers' applicationServerKey. */
  publicKey: string;
  /** Its 32-byte private scalar, base64url. */
  privateKey: string;
}

const loaded = new WeakMap<object, Promise<VapidKeys>>();

async function loadStoredKeys(ctx: Pick<AppContext, 'db'>): Promise<VapidKeys> {
  let stored = await findServerKey(ctx.db, KEY_NAME);
  if (stored === undefined) {
    const pair = webPush.generateVAPIDKeys();
    // Two processes starting at once: the first pair written is everyone's.
    await insertServerKeyOnce(ctx.db, KEY_NAME, JSON.stringify({ publicKey: pair.publicKey, privateKey: pair.privateKey }), nowIso());
    stored = await findServerKey(ctx.db, KEY_NAME);
    if (stored === undefined) throw new Error('The VAPID key pair could not be kept.');
  }
  const { publicKey, privateKey } = JSON.parse(stored) as VapidKeys;
  return { publicKey, privateKey };
}

/** This server's VAPID keys: the configured pair, or the kept one (read once per database handle; a failed read is tried again). */
export function vapidKeys(ctx: Pick<AppContext, 'db' | 'config'>): Promise<VapidKeys> {
  if (ctx.config.push.vapidKeys) return Promise.resolve(ctx.config.push.vapidKeys);
  let keys = loaded.get(ctx.db);
  if (!keys) {
    keys = loadStoredKeys(ctx);
    keys.catch(() => loaded.delete(ctx.db));
    loaded.set(ctx.db, keys);
  }
  return keys;
}
