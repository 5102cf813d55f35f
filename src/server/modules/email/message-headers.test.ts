/**
 * The headers every email carries, read from the message as it left Quad (the raw bytes the SMTP server got,
 * or the .eml file written without one), not from our own parse of it: a Message-ID that is RFC 5322's msg-id
 * (`<left@right>`, whose right side is a domain: never the public URL's port), and `Auto-Submitted:
 * auto-generated` (RFC 3834), so automatic replies leave Quad's mail alone.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quickAccount } from '../../test/accounts.ts';
import { call, signUp } from '../../test/api.ts';
import { buildEvent, insertPost } from '../../test/factories.ts';
import { startSmtpSink, type SmtpSink } from '../../test/smtp-sink.ts';
import { createTestApp, dialectName, type TestApp } from '../../test/test-app.ts';

/** A public address with a port, as a campus behind a non-standard port has. */
const PUBLIC_URL = 'https://quad.campus.example:8443';

// RFC 5322 §3.6.4: msg-id = "<" id-left "@" id-right ">"; id-left = dot-atom-text; id-right = dot-atom-text /
// no-fold-literal. atext has no ":", so a host with its port is not an id-right.
const ATEXT = "[A-Za-z0-9!#$%&'*+\\-/=?^_`{|}~]+";
const DOT_ATOM_TEXT = `${ATEXT}(?:\\.${ATEXT})*`;
const MSG_ID = new RegExp(`^<${DOT_ATOM_TEXT}@(?:${DOT_ATOM_TEXT}|\\[[\\x21-\\x5a\\x5e-\\x7e]*\\])>$`);

/** The header fields of a raw message (RFC 5322 §2.2.3: a line starting with white space continues the one before). */
function headerFields(raw: string): Array<[name: string, value: string]> {
  const head = raw.slice(0, raw.indexOf('\r\n\r\n'));
  return head
    .replace(/\r\n(?=[ \t])/g, '')
    .split('\r\n')
    .map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()] as [string, string];
    });
}

function expectAutomaticWithValidId(raw: string): void {
  const fields = headerFields(raw);
  const ids = fields.filter(([name]) => name === 'message-id');
  expect(ids).toHaveLength(1);
  expect(ids[0]![1]).toMatch(MSG_ID);
  expect(ids[0]![1]).toMatch(/@quad\.campus\.example>$/);
  expect(fields.filter(([name]) => name === 'auto-submitted')).toEqual([['auto-submitted', 'auto-generated']]);
}

describe(`every email's Message-ID and Auto-Submitted (${dialectName})`, () => {
  let sink: SmtpSink;
  let viaSmtp: TestApp;
  let toFiles: TestApp;

  beforeAll(async () => {
    sink = await startSmtpSink();
    viaSmtp = await createTestApp({ env: { SMTP_URL: sink.url, PUBLIC_URL, RATE_LIMIT: 'off' } });
    toFiles = await createTestApp({ env: { PUBLIC_URL, RATE_LIMIT: 'off' } });
  });
  afterAll(async () => {
    await viaSmtp.close();
    await toFiles.close();
    await sink.close();
  });

  it('through SMTP: the address check and a registration confirmation, whatever the public port', async () => {
    const fresh = await signUp(viaSmtp.app, {}, { verify: false });
    const verify = await sink.waitFor((m) => m.to.includes(fresh.email), 10_000);
    expectAutomaticWithValidId(verify.raw);

    const host = await quickAccount(viaSmtp.database.db);
    const student = await quickAccount(viaSmtp.database.db);
    const event = await insertPost(viaSmtp.database.db, buildEvent(host.id, { title: 'Open Mic Night' }));
    const registered = await call(viaSmtp.app, 'POST', `/api/users/register-event/${event.id}`, {
      token: student.token,
      body: { name: student.name, email: student.email, phone: '9876543210', 'Year of study': '2nd' },
    });
    expect(registered.status).toBe(201);
    const confirmed = await sink.waitFor((m) => m.to.includes(student.email), 10_000);
    expectAutomaticWithValidId(confirmed.raw);
  });

  it('written to the outbox folder without SMTP_URL: the same headers', async () => {
    const fresh = await signUp(toFiles.app, {}, { verify: false });
    // On PostgreSQL the worker hears the write a moment later: look now, then wait for the look to end.
    toFiles.app.outbox.wake();
    await toFiles.app.outbox.idle();
    const row = await toFiles.database.db.selectFrom('email_outbox').select('id').where('to_address', '=', fresh.email).executeTakeFirstOrThrow();
    expect(readdirSync(toFiles.config.mail.outboxDir)).toContain(`${row.id}.eml`);
    expectAutomaticWithValidId(readFileSync(`${toFiles.config.mail.outboxDir}/${row.id}.eml`, 'utf8'));
  });
});
