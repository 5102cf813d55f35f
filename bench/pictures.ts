/**
 * `npm run bench:pictures`: whether pictures can starve the server. Quad runs as its own process on a fresh
 * database (SQLite, or PostgreSQL when TEST_DATABASE_URL is set); four students each post four transparent
 * 7000x7000 PNGs (about 200 KB each, 49 megapixels once decoded; all sixteen different) at the same moment,
 * while another student signs in every second until the four posts are answered. Prints the posts' statuses
 * and time, the sign-ins' median, p99 and max latency (and, for comparison, those of 3 s of sign-ins before
 * the posts, on the same machine at the same moment), and the Quad process's peak resident memory; writes
 * bench/results/pictures-<database>.json.
 *
 * --side N (default 7000), --posts N (default 4), --images N (default 4, pictures per post), --every N (default
 * 1000: milliseconds between sign-ins).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { freshDatabase, spawnQuad } from '../src/server/test/server-process.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const SIDE = arg('side', 7000);
const POSTS = arg('posts', 4);
const IMAGES = arg('images', 4);
/**
 * A sign-in a second by default: scrypt at N=2^17 (decision 025) costs about half a core-second, so this 2-core
 * machine hashes about four a second with no picture at all; a sign-in every 200 ms would measure that queue,
 * not the pictures. --every N sets it.
 */
const SIGN_IN_EVERY_MS = arg('every', 1000);
/** However the server behaves, the bench stops after this long. */
const GIVE_UP_MS = 180_000;
const PASSWORD = 'correct horse battery';

/**
 * One fully transparent PNG, made once (it compresses to almost nothing); each copy gets its own text chunk
 * after the header, so the sixteen pictures are sixteen different uploads of the same pixels.
 */
const png = await sharp({ create: { width: SIDE, height: SIDE, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
  .png({ compressionLevel: 9 })
  .toBuffer();
const IHDR_END = 8 + 4 + 4 + 13 + 4;
function withText(i: number): string {
  const body = Buffer.from(`Comment\0picture ${i}`, 'latin1');
  const type = Buffer.from('tEXt', 'latin1');
  const length = Buffer.alloc(4);
  length.writeUInt32BE(body.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([type, body])));
  const bytes = Buffer.concat([png.subarray(0, IHDR_END), length, type, body, crc, png.subarray(IHDR_END)]);
  return `data:image/png;base64,${bytes.toString('base64')}`;
}
const pictures = Array.from({ length: POSTS * IMAGES }, (_, i) => withText(i));
const pictureKb = Math.round(png.length / 1024);
console.log(`Made ${pictures.length} pictures of ${SIDE}x${SIDE} (${pictureKb} KB each).`);

const database = await freshDatabase('quad_pictures');
const quad = await spawnQuad(database.url, { NODE_ENV: 'production', RATE_LIMIT: 'off', DEMO_DATA: 'off', LOG_LEVEL: 'warn' });
const base = quad.url;
const pid = quad.child.pid ?? 0;

/** The process's peak resident memory so far, in MiB (Linux: VmHWM). */
const peakRssMb = (): number => {
  const match = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match?.[1] ? Math.round(Number(match[1]) / 1024) : Number.NaN;
};

async function post(path: string, body: unknown, token?: string): Promise<{ status: number; json: Record<string, unknown> }> {
  const started = performance.now();
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  }).catch((error: unknown) => {
    console.error(`POST ${path} failed after ${Math.round(performance.now() - started)} ms`);
    throw error;
  });
  const text = await res.text();
  try {
    return { status: res.status, json: JSON.parse(text) as Record<string, unknown> };
  } catch {
    return { status: res.status, json: { text } };
  }
}

const register = async (i: number) => {
  const email = `pictures${i}.${Date.now()}@campus.test`;
  const res = await post('/api/auth/register', { name: `Picture Student ${i}`, email, password: PASSWORD });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.json)}`);
  return { email, token: String(res.json.token) };
};

let exitCode = 0;
try {
  const posters = [];
  for (let i = 0; i < POSTS; i += 1) posters.push(await register(i));
  const signer = await register(POSTS);
  const rssBefore = peakRssMb();

  const signIn = async (): Promise<number> => {
    const started = performance.now();
    const res = await post('/api/auth/login', { email: signer.email, password: PASSWORD }).catch((error: unknown) => {
      console.error(`sign-in failed after ${Math.round(performance.now() - started)} ms`);
      throw error;
    });
    if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${JSON.stringify(res.json)}`);
    return performance.now() - started;
  };
  const stats = (list: number[]) => {
    const sorted = [...list].sort((a, b) => a - b);
    const at = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? Number.NaN);
    return { count: sorted.length, p50Ms: at(0.5), p99Ms: at(0.99), maxMs: at(1) };
  };

  // The baseline: 15 sign-ins at the same pace with no picture in flight.
  const quiet: Promise<number>[] = [];
  for (let i = 0; i < 15; i += 1) {
    quiet.push(signIn());
    await new Promise((resolve) => setTimeout(resolve, SIGN_IN_EVERY_MS));
  }
  const baseline = stats(await Promise.all(quiet));

  // Sign-ins at that pace, each timed on its own, until the posts are answered (or the bench gives up).
  const signIns: Promise<number>[] = [signIn()];
  const ticker = setInterval(() => signIns.push(signIn()), SIGN_IN_EVERY_MS);

  const startedPosting = performance.now();
  const posting = Promise.all(
    posters.map(async (poster, i) => {
      const images = pictures.slice(i * IMAGES, (i + 1) * IMAGES);
      const res = await post('/api/posts', { type: 'confession', title: `Forty-nine megapixels of nothing ${i}`, content: 'Look closely.', images }, poster.token);
      return { status: res.status, ms: performance.now() - startedPosting, message: res.status >= 300 ? res.json.message : undefined };
    }),
  );
  let timer: NodeJS.Timeout | undefined;
  const gaveUp = new Promise<'gave up'>((resolve) => {
    timer = setTimeout(() => resolve('gave up'), GIVE_UP_MS);
  });
  const outcome = await Promise.race([posting, gaveUp]);
  clearInterval(ticker);
  clearTimeout(timer);
  const during = stats(await Promise.all(signIns));
  const summary = {
    database: database.kind,
    pictures: { side: SIDE, perPost: IMAGES, posts: POSTS, averageKb: pictureKb },
    posts: outcome === 'gave up' ? 'gave up' : outcome.map((o) => ({ status: o.status, ms: Math.round(o.ms), ...(o.message ? { message: o.message } : {}) })),
    postsDoneMs: Math.round(performance.now() - startedPosting),
    signIns: during,
    signInsBefore: baseline,
    peakRssMb: { beforePosts: rssBefore, overall: peakRssMb() },
  };
  console.log(JSON.stringify(summary, null, 2));
  console.log(
    `Sign-ins while ${POSTS} posts of ${IMAGES} pictures were processed: ${during.count}, p50 ${during.p50Ms} ms, ` +
      `p99 ${during.p99Ms} ms, max ${during.maxMs} ms (before the posts: p50 ${baseline.p50Ms} ms, max ${baseline.maxMs} ms). ` +
      `Posts answered in ${summary.postsDoneMs} ms. ` +
      `Peak RSS ${summary.peakRssMb.overall} MiB (${rssBefore} MiB before the posts).`,
  );
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(`bench/results/pictures-${database.kind}.json`, `${JSON.stringify(summary, null, 2)}\n`);
  if (outcome === 'gave up') exitCode = 1;
} catch (error) {
  const cause = (error as Error & { cause?: unknown }).cause;
  console.error((error as Error).message, cause instanceof Error ? `(${cause.message})` : '');
  exitCode = 1;
} finally {
  await quad.stop();
  await database.cleanup();
}
process.exit(exitCode);
