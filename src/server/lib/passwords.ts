import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 64;

export interface ScryptCost {
  N: number;
  r: number;
  p: number;
}

/** OWASP's scrypt parameters (N = 2^17, r = 8, p = 1): 128 MiB and about a tenth of a second per hash. */
export const PASSWORD_COST: Readonly<ScryptCost> = Object.freeze({ N: 2 ** 17, r: 8, p: 1 });

/** A stored hash asking for more than this (N = 2^20, r = 16) is refused rather than computed. */
const MAX_MEMORY = 128 * 2 ** 20 * 16;

/** The test suite's cost: it signs hundreds of accounts up, which at the full cost would take minutes. */
export const TEST_PASSWORD_COST: Readonly<ScryptCost> = Object.freeze({ N: 2 ** 12, r: 8, p: 1 });

let cost: Readonly<ScryptCost> = PASSWORD_COST;

/**
 * Tests only: a server built with the test configuration (NODE_ENV=test, which the suite and its spawned servers
 * use) hashes at TEST_PASSWORD_COST; a test of the cost itself sets it. No setting of its own reaches it, so no
 * deployment lowers it by accident (decision 025). `null` restores the full cost.
 */
export function setPasswordCostForTests(next: ScryptCost | null): void {
  cost = Object.freeze({ ...(next ?? PASSWORD_COST) });
}

/** Memory scrypt needs for `params`, with room to spare (Node refuses when 128 * N * r reaches maxmem). */
const memoryFor = (params: ScryptCost) => 128 * params.N * params.r + 2 ** 20;

function derive(password: string, salt: Buffer, params: ScryptCost): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, { ...params, maxmem: memoryFor(params) }, (err, key) =>
      err ? reject(err) : resolve(key),
    );
  });
}

/** `scrypt$N$r$p$salt$hash`, salt and hash in base64. The parameters travel with the hash. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const params = cost;
  const key = await derive(password, salt, params);
  return ['scrypt', params.N, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$');
}

/** The parameters of a stored hash, or null when it is not one of ours or asks for too much. */
function parse(stored: string): (ScryptCost & { salt: Buffer; hash: Buffer }) | null {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  if (scheme !== 'scrypt' || !salt || !hash) return null;
  if (![params.N, params.r, params.p].every((v) => Number.isSafeInteger(v) && v > 0)) return null;
  if (memoryFor(params) > MAX_MEMORY || params.p > 16) return null;
  return { ...params, salt: Buffer.from(salt, 'base64'), hash: Buffer.from(hash, 'base64') };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed);
  return key.length === parsed.hash.length && timingSafeEqual(key, parsed.hash);
}

/** True when a stored hash was made with weaker parameters than today's: hash it again at the next sign-in. */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  return !parsed || parsed.N < cost.N || parsed.r < cost.r || parsed.p < cost.p;
}

/** A fixed hash to verify against when the email is unknown, so both failures take the same time. */
const dummyHashes = new Map<number, Promise<string>>();
export const dummyPasswordHash = (): Promise<string> => {
  let hash = dummyHashes.get(cost.N);
  if (!hash) {
    hash = hashPassword(randomBytes(16).toString('hex'));
    dummyHashes.set(cost.N, hash);
  }
  return hash;
};
