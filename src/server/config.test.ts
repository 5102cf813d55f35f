import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, configWarnings, loadConfig } from './config.ts';

const PG = 'postgres://u:p@localhost:5432/quad';

describe('configuration', () => {
  it('has working defaults: port 3000, SQLite under data/, demo data on, rate limits on', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ kind: 'sqlite', file: 'data/quad.db', cacheMb: 64 });
    expect(config.demoData).toBe(true);
    expect(config.rateLimit).toBe(true);
    expect(config.readCache).toBe(true);
    expect(config.google).toBeNull();
    expect(config.publicUrl).toBe('http://localhost:3000');
  });

  it('selects PostgreSQL for a postgres:// URL', () => {
    expect(loadConfig({ DATABASE_URL: 'postgres://u:p@localhost:5432/quad' }).database.kind).toBe('postgres');
    expect(loadConfig({ DATABASE_URL: 'postgresql://localhost/quad' }).database.kind).toBe('postgres');
  });

  it('listens for changes and migrates on DATABASE_URL unless DATABASE_LISTEN_URL names a direct connection', () => {
    const pooled = 'postgres://u@localhost:6432/quad';
    expect(loadConfig({ DATABASE_URL: pooled }).database).toEqual({ kind: 'postgres', url: pooled, listenUrl: pooled, namedStatements: 'auto' });
    expect(loadConfig({ DATABASE_URL: pooled, DATABASE_LISTEN_URL: 'postgres://u:p@db:5432/quad', DATABASE_NAMED_STATEMENTS: 'off' }).database).toEqual({
      kind: 'postgres',
      url: pooled,
      listenUrl: 'postgres://u:p@db:5432/quad',
      namedStatements: 'off',
    });
  });

  it('turns demo data off in production unless asked, and DEMO_DATA=off always', () => {
    expect(loadConfig({ NODE_ENV: 'production' }).demoData).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', DEMO_DATA: 'on' }).demoData).toBe(true);
    expect(loadConfig({ DEMO_DATA: 'off' }).demoData).toBe(false);
  });

  it("sizes SQLite's page cache from SQLITE_CACHE_MB", () => {
    expect(loadConfig({ SQLITE_CACHE_MB: '256' }).database).toEqual({ kind: 'sqlite', file: 'data/quad.db', cacheMb: 256 });
  });

  it('parses ADMIN_EMAILS as a lower-cased list', () => {
    const config = loadConfig({ ADMIN_EMAILS: ' Dean@Campus.test ,registrar@campus.test,' });
    expect([...config.adminEmails]).toEqual(['dean@campus.test', 'registrar@campus.test']);
  });

  it('trusts no proxy by default, in production too, and takes the proxies\' addresses', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'off' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: ' 127.0.0.1, 10.0.0.0/8,fd00::/8 ,loopback' }).trustProxy).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      'fd00::/8',
      'loopback',
    ]);
  });

  it.each([
    [{ TRUST_PROXY: 'true' }, /TRUST_PROXY/],
    [{ TRUST_PROXY: 'on' }, /TRUST_PROXY/],
    [{ TRUST_PROXY: '1' }, /TRUST_PROXY takes the proxy's addresses/],
    [{ TRUST_PROXY: '-1' }, /TRUST_PROXY/],
    [{ TRUST_PROXY: '10.0.0.0/33' }, /TRUST_PROXY/],
    [{ TRUST_PROXY: '127.0.0.1,proxy.campus' }, /TRUST_PROXY/],
    [{ TRUST_PROXY: ',' }, /TRUST_PROXY/],
    [{ PORT: 'eighty' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ DATABASE_URL: 'mysql://localhost/quad' }, /DATABASE_URL/],
    [{ RATE_LIMIT: 'maybe' }, /RATE_LIMIT/],
    [{ SQLITE_CACHE_MB: 'lots' }, /SQLITE_CACHE_MB/],
    [{ SQLITE_CACHE_MB: '1' }, /SQLITE_CACHE_MB/],
    [{ DEMO_DATA: 'yes' }, /DEMO_DATA/],
    [{ SUPPORT_EMAIL: 'not an email' }, /SUPPORT_EMAIL/],
    [{ PUBLIC_URL: 'ftp://x' }, /PUBLIC_URL/],
    [{ ADMIN_EMAILS: 'ok@campus.test,nope' }, /ADMIN_EMAILS/],
    [{ GOOGLE_CLIENT_ID: 'id-only' }, /GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET/],
    [{ WORKERS: 'two', DATABASE_URL: PG }, /WORKERS must be auto or a whole number from 1 to 64 \(not "two"\)/],
    [{ WORKERS: '0', DATABASE_URL: PG }, /WORKERS must be auto or a whole number/],
    [{ WORKERS: '-2', DATABASE_URL: PG }, /WORKERS must be auto or a whole number/],
    [{ WORKERS: '1.5', DATABASE_URL: PG }, /WORKERS must be auto or a whole number/],
    [{ WORKERS: '65', DATABASE_URL: PG }, /WORKERS must be auto or a whole number/],
    [{ WORKERS: '2' }, /WORKERS=2 needs PostgreSQL; a SQLite file is served by one process/],
    [{ DATABASE_LISTEN_URL: 'postgres://u@db/quad' }, /DATABASE_LISTEN_URL goes with a postgres:\/\/ DATABASE_URL/],
    [{ DATABASE_URL: PG, DATABASE_LISTEN_URL: 'data/quad.db' }, /DATABASE_LISTEN_URL/],
    [{ DATABASE_URL: PG, DATABASE_NAMED_STATEMENTS: 'on' }, /DATABASE_NAMED_STATEMENTS/],
  ])('stops on %j with a one-line reason', (env, reason) => {
    let error: unknown;
    try {
      loadConfig(env);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(reason);
    expect((error as Error).message).not.toContain('\n');
  });

  it('enables Google when both client id and secret are set, with Google as the default issuer', () => {
    const config = loadConfig({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' });
    expect(config.google).toEqual({ clientId: 'id', clientSecret: 'secret', issuer: 'https://accounts.google.com' });
  });

  it("takes the campus's time zone from CAMPUS_TIME_ZONE, Asia/Kolkata by default, and refuses an unknown zone", () => {
    expect(loadConfig({}).campusTimeZone).toBe('Asia/Kolkata');
    expect(loadConfig({ CAMPUS_TIME_ZONE: '' }).campusTimeZone).toBe('Asia/Kolkata');
    expect(loadConfig({ CAMPUS_TIME_ZONE: 'Europe/Berlin' }).campusTimeZone).toBe('Europe/Berlin');
    expect(() => loadConfig({ CAMPUS_TIME_ZONE: 'Mars/Olympus' })).toThrow(/CAMPUS_TIME_ZONE must be an IANA time zone/);
  });

  it('runs one process unless WORKERS says otherwise; several, or one per core for auto, on PostgreSQL', () => {
    expect(loadConfig({}).workers).toBe(1);
    expect(loadConfig({ WORKERS: '' }).workers).toBe(1);
    expect(loadConfig({ WORKERS: '1' }).workers).toBe(1);
    expect(loadConfig({ WORKERS: ' 4 ', DATABASE_URL: PG }).workers).toBe(4);
    expect(loadConfig({ WORKERS: 'auto', DATABASE_URL: PG }, 6).workers).toBe(6);
    expect(loadConfig({ WORKERS: 'AUTO', DATABASE_URL: PG }, 200).workers).toBe(64);
  });

  it('gives the live stream a process of its own where a core is left for it, unless STREAM_PROCESS says otherwise', () => {
    expect(loadConfig({}, 2).streamProcess).toBe(true);
    expect(loadConfig({ DATABASE_URL: PG }, 8).streamProcess).toBe(true);
    expect(loadConfig({}, 1).streamProcess).toBe(false);
    expect(loadConfig({ DATABASE_URL: ':memory:' }, 2).streamProcess).toBe(false);
    expect(loadConfig({ WORKERS: '2', DATABASE_URL: PG }, 2).streamProcess).toBe(false);
    expect(loadConfig({ STREAM_PROCESS: 'off' }, 2).streamProcess).toBe(false);
    expect(loadConfig({ STREAM_PROCESS: 'on' }, 1).streamProcess).toBe(true);
    expect(() => loadConfig({ STREAM_PROCESS: 'on', DATABASE_URL: ':memory:' })).toThrow(/STREAM_PROCESS=on needs WORKERS=1 and a database file/);
    expect(() => loadConfig({ STREAM_PROCESS: 'on', WORKERS: '2', DATABASE_URL: PG })).toThrow(/STREAM_PROCESS=on needs WORKERS=1/);
    expect(() => loadConfig({ STREAM_PROCESS: 'yes' })).toThrow(ConfigError);
  });

  it('refuses several processes on SQLite, auto on a machine of several cores included, and allows one', () => {
    expect(() => loadConfig({ WORKERS: 'auto' }, 2)).toThrow(/WORKERS=auto needs PostgreSQL/);
    expect(loadConfig({ WORKERS: 'auto' }, 1).workers).toBe(1);
    expect(loadConfig({ WORKERS: '1', DATABASE_URL: 'data/other.db' }).workers).toBe(1);
  });

  it('sends email through SMTP_URL, from MAIL_FROM; without one, writes it beside the database', () => {
    const plain = loadConfig({ PUBLIC_URL: 'https://quad.campus.example:8443' });
    expect(plain.mail).toEqual({ smtpUrl: null, from: 'Quad <no-reply@quad.campus.example>', outboxDir: join('data', 'outbox') });
    expect(loadConfig({ DATABASE_URL: '/srv/quad/quad.db' }).mail.outboxDir).toBe(join('/srv/quad', 'outbox'));
    const smtp = loadConfig({ SMTP_URL: 'smtp://mailer:s3cret@mail.campus.example:587', MAIL_FROM: 'Campus Quad <quad@campus.example>' });
    expect(smtp.mail.smtpUrl).toBe('smtp://mailer:s3cret@mail.campus.example:587');
    expect(smtp.mail.from).toBe('Campus Quad <quad@campus.example>');
    expect(loadConfig({ MAIL_FROM: 'quad@campus.example' }).mail.from).toBe('quad@campus.example');
  });

  it('warns once at start-up when PUBLIC_URL is not https (one-click unsubscribe needs https), never under test', () => {
    const [warning, ...more] = configWarnings(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'http://quad.campus.example' }));
    expect(more).toEqual([]);
    expect(warning).toMatch(/^PUBLIC_URL \(http:\/\/quad\.campus\.example\) is not https: .*one-click unsubscribe.*RFC 8058/);
    expect(configWarnings(loadConfig({ PUBLIC_URL: 'http://quad.campus.example:3000' }))).toHaveLength(1);
    // Quad tried on this computer: no warning.
    expect(configWarnings(loadConfig({ PUBLIC_URL: 'http://localhost:3000' }))).toEqual([]);
    expect(configWarnings(loadConfig({ PUBLIC_URL: 'http://127.0.0.1:3000' }))).toEqual([]);
    expect(configWarnings(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://quad.campus.example:8443' }))).toEqual([]);
    expect(configWarnings(loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://localhost:3000' }))).toEqual([]);
  });

  it('refuses a bad SMTP_URL or MAIL_FROM without repeating the password', () => {
    const refusal = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (error) {
        return (error as Error).message;
      }
      return 'accepted';
    };
    const bad = refusal({ SMTP_URL: 'http://mailer:s3cret@mail.campus.example' });
    expect(bad).toMatch(/^Invalid configuration: SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/);
    expect(bad).not.toContain('s3cret');
    expect(refusal({ SMTP_URL: 'mail.campus.example' })).toMatch(/SMTP_URL/);
    expect(refusal({ MAIL_FROM: 'Quad' })).toMatch(/^Invalid configuration: MAIL_FROM/);
    expect(refusal({ MAIL_FROM: 'Quad <no-reply@campus.example' })).toMatch(/MAIL_FROM/);
  });

  it('reads the campus gate: domains and *.domain patterns, lower-cased; off by default', () => {
    expect(loadConfig({}).campus).toEqual({ allowedDomains: [], private: false });
    const config = loadConfig({ ALLOWED_EMAIL_DOMAINS: ' IITB.ac.in, *.iitb.AC.in ,', PRIVATE_CAMPUS: 'on' });
    expect(config.campus).toEqual({
      allowedDomains: [
        { domain: 'iitb.ac.in', subdomains: false },
        { domain: 'iitb.ac.in', subdomains: true },
      ],
      private: true,
    });
  });

  it.each(['iitb', '*iitb.ac.in', 'iitb.*.in', '@iitb.ac.in', 'iitb.ac.in/x', '*.*.iitb.ac.in', '-iitb.ac.in', '10.0.0.1', 'iitb..ac.in'])(
    'refuses ALLOWED_EMAIL_DOMAINS=%s with a one-line reason naming it',
    (bad) => {
      let message = '';
      try {
        loadConfig({ ALLOWED_EMAIL_DOMAINS: `iitb.ac.in,${bad}` });
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        message = (error as Error).message;
      }
      expect(message).toMatch(/^Invalid configuration: ALLOWED_EMAIL_DOMAINS .*\(not "/);
      expect(message).toContain(bad);
      expect(message).not.toContain('\n');
    },
  );

  it('refuses a PRIVATE_CAMPUS that is not on or off', () => {
    expect(() => loadConfig({ PRIVATE_CAMPUS: 'yes' })).toThrow(/PRIVATE_CAMPUS/);
  });

  it('signs pushes with VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when both are set, one pair, else a kept pair (decision 051)', () => {
    const pair = { VAPID_PUBLIC_KEY: 'BA5flk5A7-C8sC16OxVmsmgWFhQ8pQI3utJR7TEmXOEDjzxjKIeY5GSda3B87jkAnV7lszfqYE8e0HSPrUC-Ics', VAPID_PRIVATE_KEY: 'CGjt0RRFA2JN8doeQqJLTR5dW-ibOBxnmniQYQHXc-s' };
    expect(loadConfig({}).push.vapidKeys).toBeNull();
    expect(loadConfig(pair).push.vapidKeys).toEqual({ publicKey: pair.VAPID_PUBLIC_KEY, privateKey: pair.VAPID_PRIVATE_KEY });
    expect(() => loadConfig({ VAPID_PUBLIC_KEY: pair.VAPID_PUBLIC_KEY })).toThrow(/VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be set together/);
    expect(() => loadConfig({ ...pair, VAPID_PUBLIC_KEY: 'not-a-key' })).toThrow(/VAPID_PUBLIC_KEY must be a P-256 public key/);
    expect(() => loadConfig({ ...pair, VAPID_PRIVATE_KEY: 'c2hvcnQ' })).toThrow(/VAPID_PRIVATE_KEY must be a P-256 private key/);
    // Two halves of different pairs.
    expect(() => loadConfig({ ...pair, VAPID_PRIVATE_KEY: '8OmSiw52q4LXWjoDZ9pwNGO6WjW8P2BdnJjmQpRAgD0' })).toThrow(
      /VAPID_PUBLIC_KEY is not the public key of VAPID_PRIVATE_KEY/,
    );
    // The private key is never repeated in a refusal.
    try {
      loadConfig({ ...pair, VAPID_PUBLIC_KEY: 'BDQRiTjKNV5ZnFjEoLmsmTF5Azc6rZS3DUpRxxHP20vlEPS2c_P7Ktpagc_LY1iigYtKUip3wS9HvUBooS_D-c4' });
    } catch (error) {
      expect((error as Error).message).not.toContain(pair.VAPID_PRIVATE_KEY);
    }
  });

  it("names the push sender with VAPID_SUBJECT, by default MAIL_FROM's address or an https PUBLIC_URL", () => {
    expect(loadConfig({}).push.subject).toBe('mailto:no-reply@localhost');
    expect(loadConfig({ PUBLIC_URL: 'https://quad.campus.example' }).push.subject).toBe('https://quad.campus.example');
    expect(loadConfig({ PUBLIC_URL: 'https://quad.campus.example', MAIL_FROM: 'Campus Quad <quad@campus.example>' }).push.subject).toBe(
      'mailto:quad@campus.example',
    );
    expect(loadConfig({ MAIL_FROM: 'quad@campus.example' }).push.subject).toBe('mailto:quad@campus.example');
    expect(loadConfig({ VAPID_SUBJECT: 'mailto:admin@campus.example' }).push.subject).toBe('mailto:admin@campus.example');
    expect(loadConfig({ VAPID_SUBJECT: 'https://campus.example/contact' }).push.subject).toBe('https://campus.example/contact');
    for (const bad of ['http://campus.example', 'admin@campus.example', 'mailto:nobody']) {
      expect(() => loadConfig({ VAPID_SUBJECT: bad }), bad).toThrow(/VAPID_SUBJECT must be a mailto: or https: URL/);
    }
  });

  it('takes push addresses on loopback over http only in tests or when PUSH_LOOPBACK_ENDPOINTS=on', () => {
    expect(loadConfig({}).push.loopbackEndpoints).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).push.loopbackEndpoints).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test', PUSH_LOOPBACK_ENDPOINTS: 'off' }).push.loopbackEndpoints).toBe(false);
    expect(loadConfig({ PUSH_LOOPBACK_ENDPOINTS: 'on' }).push.loopbackEndpoints).toBe(true);
  });
});
