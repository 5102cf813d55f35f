import { createECDH } from 'node:crypto';
import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { z } from 'zod';
import { type DomainPattern, parseDomainPatterns } from '../shared/campus-domains.ts';
import { IMAGE_LIMITS } from '../shared/limits.ts';

const onOff = z.enum(['on', 'off']);
const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** SQLite's page cache in MiB unless SQLITE_CACHE_MB says otherwise (decision 022); SQLite's own is 2 MiB. */
export const SQLITE_CACHE_MB = 64;

/** libuv's thread pool size when UV_THREADPOOL_SIZE is not set. */
const LIBUV_THREADS = 4;

/** The campus's time zone when CAMPUS_TIME_ZONE is not set (decision 032). */
export const CAMPUS_TIME_ZONE = 'Asia/Kolkata';

/** Whether the runtime knows the IANA time zone. */
function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const EnvSchema = z.object({
  NODE_ENV: z.preprocess(emptyToUndefined, z.enum(['development', 'production', 'test']).default('development')),
  PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  HOST: z.preprocess(emptyToUndefined, z.string().default('0.0.0.0')),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .default('data/quad.db')
      .refine((v) => !/^[a-z][a-z0-9+.-]*:\/\//i.test(v) || /^postgres(ql)?:\/\//i.test(v), {
        message: 'must be a SQLite file path or a postgres:// URL',
      }),
  ),
  DATABASE_LISTEN_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine((v) => /^postgres(ql)?:\/\//i.test(v), { message: 'must be a postgres:// URL' })
      .optional(),
  ),
  DATABASE_NAMED_STATEMENTS: z.preprocess(emptyToUndefined, z.enum(['auto', 'off']).default('auto')),
  PUBLIC_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  CORS_ORIGINS: z.preprocess(emptyToUndefined, z.string().default('')),
  ADMIN_EMAILS: z.preprocess(emptyToUndefined, z.string().default('')),
  SUPPORT_EMAIL: z.preprocess(emptyToUndefined, z.email().default('support@quad.campus')),
  DEMO_DATA: z.preprocess(emptyToUndefined, onOff.optional()),
  GOOGLE_CLIENT_ID: z.preprocess(emptyToUndefined, z.string().optional()),
  GOOGLE_CLIENT_SECRET: z.preprocess(emptyToUndefined, z.string().optional()),
  OIDC_ISSUER: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).default('https://accounts.google.com')),
  TRUST_PROXY: z.preprocess(emptyToUndefined, z.string().default('off')),
  RATE_LIMIT: z.preprocess(emptyToUndefined, onOff.default('on')),
  READ_CACHE: z.preprocess(emptyToUndefined, onOff.default('on')),
  SQLITE_CACHE_MB: z.preprocess(emptyToUndefined, z.coerce.number().int().min(2).max(65536).default(SQLITE_CACHE_MB)),
  IMAGE_CONCURRENCY: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(64).default(IMAGE_LIMITS.concurrency)),
  IMAGE_BACKLOG: z.preprocess(
    emptyToUndefined,
    z.coerce.number().int().min(IMAGE_LIMITS.perRequest).max(1000).default(IMAGE_LIMITS.backlog),
  ),
  /** libuv's own variable, read by Node before our code runs; checked here against IMAGE_CONCURRENCY. */
  UV_THREADPOOL_SIZE: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(1024).default(LIBUV_THREADS)),
  CAMPUS_TIME_ZONE: z.preprocess(
    emptyToUndefined,
    z.string().default(CAMPUS_TIME_ZONE).refine(isTimeZone, { message: 'must be an IANA time zone such as Asia/Kolkata' }),
  ),
  REPORT_HIDE_THRESHOLD: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(1000).default(3)),
  WORKERS: z.preprocess(emptyToUndefined, z.string().default('1')),
  STREAM_PROCESS: z.preprocess(emptyToUndefined, z.enum(['on', 'off', 'auto']).default('auto')),
  METRICS_PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(65535).optional()),
  METRICS_TOKEN: z.preprocess(emptyToUndefined, z.string().min(32, 'must be at least 32 characters').max(256).optional()),
  SHUTDOWN_GRACE_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(600_000).default(10_000)),
  SHUTDOWN_DELAY_MS: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(600_000).default(0)),
  SMTP_URL: z.preprocess(emptyToUndefined, z.string().optional()),
  MAIL_FROM: z.preprocess(emptyToUndefined, z.string().optional()),
  VAPID_PUBLIC_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  VAPID_PRIVATE_KEY: z.preprocess(emptyToUndefined, z.string().optional()),
  VAPID_SUBJECT: z.preprocess(emptyToUndefined, z.string().optional()),
  PUSH_LOOPBACK_ENDPOINTS: z.preprocess(emptyToUndefined, onOff.optional()),
  ALLOWED_EMAIL_DOMAINS: z.preprocess(emptyToUndefined, z.string().default('')),
  PRIVATE_CAMPUS: z.preprocess(emptyToUndefined, onOff.default('off')),
  RAZORPAY_KEY_ID: z.preprocess(emptyToUndefined, z.string().optional()),
  RAZORPAY_KEY_SECRET: z.preprocess(emptyToUndefined, z.string().optional()),
  RAZORPAY_WEBHOOK_SECRET: z.preprocess(emptyToUndefined, z.string().optional()),
  RAZORPAY_API_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).default('https://api.razorpay.com')),
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
});

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** SQLite: the file, and the connection's page cache in MiB (decision 022). */
  database:
    | { kind: 'sqlite'; file: string; cacheMb: number }
    /** `listenUrl`: a direct connection for LISTEN and the migrations' lock when `url` is a pooler (decision 084). */
    | { kind: 'postgres'; url: string; listenUrl: string; namedStatements: 'auto' | 'off' };
  publicUrl: string;
  /** Other origins allowed to call the API from a browser; empty (the default) keeps CORS closed. */
  corsOrigins: ReadonlySet<string>;
  adminEmails: ReadonlySet<string>;
  supportEmail: string;
  demoData: boolean;
  google: { clientId: string; clientSecret: string; issuer: string } | null;
  /**
   * Which peers may tell the client's address in X-Forwarded-For, as Fastify's `trustProxy` takes them: false (the
   * default: the socket's address counts) or the proxies' addresses, CIDRs and proxy-addr's range names.
   */
  trustProxy: false | string[];
  rateLimit: boolean;
  /** Reads kept in memory until the next write (decision 013); off only to measure the queries themselves. */
  readCache: boolean;
  /** The campus's IANA time zone: local times in the registrations export are written in it (decision 032). */
  campusTimeZone: string;
  /** Reports from this many distinct users hide a post until an admin decides. */
  reportHideThreshold: number;
  /** The picture queue (decision 026): pictures decoded at once, and pictures waiting beyond them. */
  images: { concurrency: number; backlog: number };
  logLevel: string;
  /** Processes serving the one port (decision 037): 1 is a single process; more is a primary and its workers, on PostgreSQL. */
  workers: number;
  /** The live stream's listeners served by a process of their own beside this one (decision 061). */
  streamProcess: boolean;
  /** GET /metrics (decision 082): on a port of its own, or on the app's port behind a bearer token; null: neither. */
  metrics: { port: number | null; token: string | null };
  /** After SIGTERM, how long requests under way may take before their connections are closed. */
  shutdownGraceMs: number;
  /** After SIGTERM, how long the process says it is not ready while still serving, before it stops listening. */
  shutdownDelayMs: number;
  /** Email delivery (decision 040). */
  mail: MailConfig;
  /** The campus gate (decision 045). */
  campus: CampusConfig;
  /** Web Push (decision 051). */
  push: PushConfig;
  /** The Razorpay payment gateway (decision 074); null: not set up, and `razorpay` is no payment method. */
  razorpay: RazorpayConfig | null;
}

export interface RazorpayConfig {
  /** The API key's id and secret (basic auth on Razorpay's API); the secret is never logged. */
  keyId: string;
  keySecret: string;
  /** The secret webhooks are signed with (X-Razorpay-Signature); never logged. */
  webhookSecret: string;
  /** Razorpay's API, https://api.razorpay.com; another only for a local stand-in. */
  apiUrl: string;
}

export interface PushConfig {
  /** VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (base64url, P-256); null: a pair made once and kept in the database. */
  vapidKeys: { publicKey: string; privateKey: string } | null;
  /** Who runs this server, for the push services (the JWT's `sub`): a mailto: or https: URL. */
  subject: string;
  /** Push addresses on http://127.0.0.1 or http://localhost accepted (tests, a local push service); otherwise https only. */
  loopbackEndpoints: boolean;
}

export interface CampusConfig {
  /** ALLOWED_EMAIL_DOMAINS: only verified addresses in these may contribute; empty: the gate is off. */
  allowedDomains: readonly DomainPattern[];
  /** PRIVATE_CAMPUS=on: reading needs a signed-in account too. */
  private: boolean;
}

export interface MailConfig {
  /** The SMTP server (smtp:// or smtps://, user and password in the URL); null writes each message to `outboxDir`. */
  smtpUrl: string | null;
  /** The From header: `Quad <no-reply@public host>` by default. */
  from: string;
  /** Where messages are written as .eml files when there is no SMTP server: `outbox` beside the SQLite file. */
  outboxDir: string;
}

export class ConfigError extends Error {}

/** The names proxy-addr (Fastify's trustProxy) gives to address ranges. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, a CIDR ('10.0.0.0/8', 'fd00::/8') or a range name, as Fastify's trustProxy takes each. */
function isProxyAddress(value: string): boolean {
  if (PROXY_RANGE_NAMES.has(value)) return true;
  const [address = '', prefix, ...rest] = value.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
}

/**
 * TRUST_PROXY: off (the default) or the proxies' addresses comma-separated (decision 023). Never "every hop":
 * anyone could then name their own address in X-Forwarded-For and step around per-address limits. Nor a hop
 * count: Fastify 5 trusts no peer for one (it cannot tell the proxy from a client), so it would silently do nothing.
 */
function parseTrustProxy(value: string): Config['trustProxy'] {
  const text = value.trim().toLowerCase();
  if (text === 'off') return false;
  if (/^\d+$/.test(text)) {
    throw new ConfigError("Invalid configuration: TRUST_PROXY takes the proxy's addresses (e.g. 127.0.0.1), not a hop count");
  }
  const entries = text.split(',').map((s) => s.trim()).filter(Boolean);
  const bad = entries.find((entry) => !isProxyAddress(entry));
  if (entries.length === 0 || bad !== undefined) {
    throw new ConfigError(
      `Invalid configuration: TRUST_PROXY must be off or the proxies' addresses/CIDRs${bad === undefined ? '' : ` (not "${bad}")`}`,
    );
  }
  return entries;
}

/** The most processes WORKERS may ask for: each holds its own pool of PostgreSQL connections. */
export const MAX_WORKERS = 64;

/** WORKERS: a whole number from 1 to MAX_WORKERS, or `auto` for one per core. */
function parseWorkers(value: string, cores: number): number {
  const text = value.trim().toLowerCase();
  if (text === 'auto') return Math.min(Math.max(1, cores), MAX_WORKERS);
  const count = /^\d+$/.test(text) ? Number(text) : Number.NaN;
  if (!Number.isInteger(count) || count < 1 || count > MAX_WORKERS) {
    throw new ConfigError(`Invalid configuration: WORKERS must be auto or a whole number from 1 to ${MAX_WORKERS} (not "${value}")`);
  }
  return count;
}

/**
 * STREAM_PROCESS (decision 061): `auto` (the default) gives the live stream a process of its own where a core is
 * left for it: one serving process on a file the other process can open, and two cores or more.
 */
function parseStreamProcess(value: 'on' | 'off' | 'auto', workers: number, cores: number, databaseUrl: string): boolean {
  const possible = workers === 1 && databaseUrl !== ':memory:';
  if (value === 'on' && !possible) {
    throw new ConfigError(
      'Invalid configuration: STREAM_PROCESS=on needs WORKERS=1 and a database file or PostgreSQL ' +
        '(worker processes each serve their own listeners; an in-memory database cannot be opened by another process)',
    );
  }
  return value === 'on' || (value === 'auto' && possible && cores >= 2);
}

/** SMTP_URL: smtp:// or smtps:// with a host; its password is never repeated in the reason. */
function parseSmtpUrl(value: string | undefined): string | null {
  if (value === undefined) return null;
  const url = URL.canParse(value.trim()) ? new URL(value.trim()) : null;
  if (!url || !/^smtps?:$/.test(url.protocol) || !url.hostname) {
    throw new ConfigError('Invalid configuration: SMTP_URL must be an smtp:// or smtps:// URL such as smtp://user:password@mail.example.org:587');
  }
  return url.href;
}

/** An address as `Name <user@host>` or `user@host`. */
const MAIL_FROM_FORM = /^(?:[^<>@\r\n]*<[^<>@\s]+@[^<>@\s]+>|[^<>@\s]+@[^<>@\s]+)$/;

function parseMailFrom(value: string | undefined, publicUrl: string): string {
  if (value === undefined) return `Quad <no-reply@${new URL(publicUrl).hostname}>`;
  const text = value.trim();
  if (!MAIL_FROM_FORM.test(text)) {
    throw new ConfigError('Invalid configuration: MAIL_FROM must be an address such as "Quad <no-reply@quad.campus.example>"');
  }
  return text;
}

const base64url = (text: string): Buffer | null => (/^[A-Za-z0-9_-]+$/.test(text) ? Buffer.from(text, 'base64url') : null);

/**
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (as `npx web-push generate-vapid-keys` prints them): both or neither, the
 * public key an uncompressed P-256 point (65 bytes) and the private key its 32-byte scalar, one pair.
 */
function parseVapidKeys(publicKey: string | undefined, privateKey: string | undefined): PushConfig['vapidKeys'] {
  if (publicKey === undefined && privateKey === undefined) return null;
  if (publicKey === undefined || privateKey === undefined) {
    throw new ConfigError('Invalid configuration: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together');
  }
  const pub = base64url(publicKey.trim());
  const priv = base64url(privateKey.trim());
  if (!pub || pub.length !== 65 || pub[0] !== 4) {
    throw new ConfigError('Invalid configuration: VAPID_PUBLIC_KEY must be a P-256 public key in base64url (65 bytes, as web-push prints it)');
  }
  if (!priv || priv.length !== 32) {
    throw new ConfigError('Invalid configuration: VAPID_PRIVATE_KEY must be a P-256 private key in base64url (32 bytes, as web-push prints it)');
  }
  let derived: Buffer;
  try {
    const ecdh = createECDH('prime256v1');
    ecdh.setPrivateKey(priv);
    derived = ecdh.getPublicKey();
  } catch {
    throw new ConfigError('Invalid configuration: VAPID_PRIVATE_KEY is not a P-256 private key');
  }
  if (!derived.equals(pub)) throw new ConfigError('Invalid configuration: VAPID_PUBLIC_KEY is not the public key of VAPID_PRIVATE_KEY');
  return { publicKey: publicKey.trim(), privateKey: privateKey.trim() };
}

/**
 * VAPID_SUBJECT: a mailto: or https: URL the push services may contact. By default a mailto: of MAIL_FROM's address
 * when MAIL_FROM is set, else PUBLIC_URL when it is https, else a mailto: of the default From address.
 */
function parseVapidSubject(value: string | undefined, mailFromSet: boolean, from: string, publicUrl: string): string {
  if (value !== undefined) {
    const text = value.trim();
    const url = URL.canParse(text) ? new URL(text) : null;
    const ok = url?.protocol === 'mailto:' ? /^[^@\s]+@[^@\s]+$/.test(url.pathname) : url?.protocol === 'https:' && Boolean(url.hostname);
    if (!ok) throw new ConfigError('Invalid configuration: VAPID_SUBJECT must be a mailto: or https: URL, such as mailto:admin@quad.campus.example');
    return text;
  }
  const address = (text: string) => /<([^<>]+)>/.exec(text)?.[1] ?? text;
  if (mailFromSet) return `mailto:${address(from)}`;
  if (publicUrl.startsWith('https:')) return publicUrl;
  return `mailto:${address(from)}`;
}

/** ALLOWED_EMAIL_DOMAINS: domains and `*.domain` patterns, comma-separated; one bad entry stops start-up. */
function parseAllowedDomains(value: string): DomainPattern[] {
  const parsed = parseDomainPatterns(value);
  if ('bad' in parsed) {
    throw new ConfigError(
      `Invalid configuration: ALLOWED_EMAIL_DOMAINS takes domains or *.domain patterns such as iitb.ac.in,*.iitb.ac.in (not "${parsed.bad}")`,
    );
  }
  return parsed;
}

/** RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET: all three or none; no secret in the reason. */
function parseRazorpay(keyId: string | undefined, keySecret: string | undefined, webhookSecret: string | undefined, apiUrl: string): RazorpayConfig | null {
  const given = [keyId, keySecret, webhookSecret].filter((value) => value !== undefined).length;
  if (given === 0) return null;
  if (!keyId || !keySecret || !webhookSecret) {
    throw new ConfigError('Invalid configuration: RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET and RAZORPAY_WEBHOOK_SECRET must be set together');
  }
  return { keyId: keyId.trim(), keySecret: keySecret.trim(), webhookSecret: webhookSecret.trim(), apiUrl: apiUrl.replace(/\/+$/, '') };
}

/**
 * What start-up says of a configuration that works but falls short, one line each; nothing under NODE_ENV=test.
 * A PUBLIC_URL that is not https: the one-click unsubscribe link of every email (RFC 8058) must be https, so mail
 * readers offer no unsubscribe button for Quad's emails. Quad on this computer (localhost, a loopback address) is
 * someone trying it, not a campus's address: no warning.
 */
export function configWarnings(config: Pick<Config, 'env' | 'publicUrl'>): string[] {
  if (config.env === 'test' || config.publicUrl.startsWith('https:')) return [];
  const host = new URL(config.publicUrl).hostname;
  if (host === 'localhost' || host === '[::1]' || /^127\./.test(host)) return [];
  return [
    `PUBLIC_URL (${config.publicUrl}) is not https: mail readers will not offer the one-click unsubscribe of Quad's emails, ` +
      'which RFC 8058 allows only over https. Serve Quad over https and set PUBLIC_URL to that address.',
  ];
}

/** Parses the environment once at boot. A bad value throws a ConfigError with a one-line reason. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cores: number = availableParallelism()): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const key = issue?.path.join('.') ?? 'environment';
    throw new ConfigError(`Invalid configuration: ${key} ${issue?.message ?? 'is invalid'}`);
  }
  const e = parsed.data;
  if (Boolean(e.GOOGLE_CLIENT_ID) !== Boolean(e.GOOGLE_CLIENT_SECRET)) {
    throw new ConfigError('Invalid configuration: GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together');
  }
  const adminEmails = e.ADMIN_EMAILS.split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  for (const email of adminEmails) {
    if (!z.email().safeParse(email).success) {
      throw new ConfigError(`Invalid configuration: ADMIN_EMAILS has an invalid email "${email}"`);
    }
  }
  const corsOrigins = e.CORS_ORIGINS.split(',')
    .map((s) => s.trim().replace(/\/+$/, ''))
    .filter(Boolean);
  for (const origin of corsOrigins) {
    if (!z.url({ protocol: /^https?$/ }).safeParse(origin).success || new URL(origin).origin !== origin) {
      throw new ConfigError(`Invalid configuration: CORS_ORIGINS has an invalid origin "${origin}"`);
    }
  }
  if (e.IMAGE_CONCURRENCY >= e.UV_THREADPOOL_SIZE) {
    // Each picture being processed holds a thread of libuv's pool; password hashing needs one left.
    throw new ConfigError(
      `Invalid configuration: IMAGE_CONCURRENCY must be less than libuv's thread pool (UV_THREADPOOL_SIZE, ${e.UV_THREADPOOL_SIZE})`,
    );
  }
  const isPostgres = /^postgres(ql)?:\/\//i.test(e.DATABASE_URL);
  if (e.DATABASE_LISTEN_URL && !isPostgres) {
    throw new ConfigError('Invalid configuration: DATABASE_LISTEN_URL goes with a postgres:// DATABASE_URL (SQLite has no pooler to go around)');
  }
  const workers = parseWorkers(e.WORKERS, cores);
  if (workers > 1 && !isPostgres) {
    // One process owns a SQLite file: its single writer connection, its cache invalidation and its checkpoint worker.
    throw new ConfigError(
      `Invalid configuration: WORKERS=${e.WORKERS.trim()} needs PostgreSQL; a SQLite file is served by one process ` +
        '(its single writer connection, its in-process cache invalidation and its checkpoint worker). Use WORKERS=1 or a postgres:// DATABASE_URL',
    );
  }
  if (e.METRICS_PORT !== undefined && e.METRICS_PORT === e.PORT) {
    throw new ConfigError(`Invalid configuration: METRICS_PORT must differ from PORT (${e.PORT}): the metrics are not for the public`);
  }
  const streamProcess = parseStreamProcess(e.STREAM_PROCESS, workers, cores, e.DATABASE_URL);
  const publicUrl = (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, '');
  const mailFrom = parseMailFrom(e.MAIL_FROM, publicUrl);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    database: isPostgres
      ? {
          kind: 'postgres',
          url: e.DATABASE_URL,
          listenUrl: e.DATABASE_LISTEN_URL ?? e.DATABASE_URL,
          namedStatements: e.DATABASE_NAMED_STATEMENTS,
        }
      : { kind: 'sqlite', file: e.DATABASE_URL, cacheMb: e.SQLITE_CACHE_MB },
    publicUrl,
    corsOrigins: new Set(corsOrigins),
    adminEmails: new Set(adminEmails),
    supportEmail: e.SUPPORT_EMAIL,
    demoData: e.DEMO_DATA ? e.DEMO_DATA === 'on' : e.NODE_ENV !== 'production',
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET, issuer: e.OIDC_ISSUER }
        : null,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    rateLimit: e.RATE_LIMIT === 'on',
    readCache: e.READ_CACHE === 'on',
    campusTimeZone: e.CAMPUS_TIME_ZONE,
    reportHideThreshold: e.REPORT_HIDE_THRESHOLD,
    images: { concurrency: e.IMAGE_CONCURRENCY, backlog: e.IMAGE_BACKLOG },
    logLevel: e.LOG_LEVEL,
    workers,
    streamProcess,
    metrics: { port: e.METRICS_PORT ?? null, token: e.METRICS_TOKEN ?? null },
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    shutdownDelayMs: e.SHUTDOWN_DELAY_MS,
    mail: {
      smtpUrl: parseSmtpUrl(e.SMTP_URL),
      from: mailFrom,
      // Beside the SQLite file (data/outbox by default); on PostgreSQL in data/.
      outboxDir: isPostgres ? join('data', 'outbox') : join(dirname(e.DATABASE_URL), 'outbox'),
    },
    campus: { allowedDomains: parseAllowedDomains(e.ALLOWED_EMAIL_DOMAINS), private: e.PRIVATE_CAMPUS === 'on' },
    push: {
      vapidKeys: parseVapidKeys(e.VAPID_PUBLIC_KEY, e.VAPID_PRIVATE_KEY),
      subject: parseVapidSubject(e.VAPID_SUBJECT, e.MAIL_FROM !== undefined, mailFrom, publicUrl),
      loopbackEndpoints: e.PUSH_LOOPBACK_ENDPOINTS ? e.PUSH_LOOPBACK_ENDPOINTS === 'on' : e.NODE_ENV === 'test',
    },
    razorpay: parseRazorpay(e.RAZORPAY_KEY_ID, e.RAZORPAY_KEY_SECRET, e.RAZORPAY_WEBHOOK_SECRET, e.RAZORPAY_API_URL),
  };
}
