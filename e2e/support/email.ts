/**
 * The account emails a journey follows (decision 041): read from the outbox row of the database the Quad under
 * test uses, which is the message that will be sent. Only SELECTs; the product has no route for it.
 */
import Sqlite from 'better-sqlite3';
import pg from 'pg';

export type AccountEmailKind = 'verify-email' | 'password-reset';

const PATHS: Record<AccountEmailKind, string> = { 'verify-email': '/verify-email', 'password-reset': '/reset-password' };

async function newestTextBody(databaseUrl: string, to: string, kind: AccountEmailKind): Promise<string | undefined> {
  const query = 'select text_body from email_outbox where to_address = $1 and kind = $2 order by created_at desc, id desc limit 1';
  if (databaseUrl.startsWith('postgres')) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ text_body: string }>(query, [to, kind]);
      return rows[0]?.text_body;
    } finally {
      await client.end();
    }
  }
  const db = new Sqlite(databaseUrl, { readonly: true, fileMustExist: true });
  try {
    const row = db.prepare(query.replace('$1', '?').replace('$2', '?')).get(to, kind) as { text_body: string } | undefined;
    return row?.text_body;
  } finally {
    db.close();
  }
}

/** The link of the newest `kind` email queued to `to`, as its reader would click it. */
export async function emailedLink(databaseUrl: string, to: string, kind: AccountEmailKind): Promise<string> {
  const body = await newestTextBody(databaseUrl, to, kind);
  const link = body?.match(new RegExp(`https?://\\S+${PATHS[kind]}\\?token=[A-Za-z0-9_%-]+`))?.[0];
  if (!link) throw new Error(`no ${kind} email to ${to}`);
  return link;
}

/** Verifies a new account's email the way its owner does: the token of its email's link, sent to the API. */
export async function verifyEmail(server: { url: string; databaseUrl: string }, email: string): Promise<void> {
  const token = new URL(await emailedLink(server.databaseUrl, email, 'verify-email')).searchParams.get('token');
  const response = await fetch(`${server.url}/api/auth/verify-email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
  });
  if (response.status !== 200) throw new Error(`verify-email for ${email} failed: ${response.status}`);
}

let signedUp = 0;

/** A new student who signed up through the API and verified their email: answers the address. */
export async function verifiedStudent(server: { url: string; databaseUrl: string }, name: string, password: string): Promise<string> {
  signedUp += 1;
  const email = `student${signedUp}.${Date.now()}@campus.test`;
  const response = await fetch(`${server.url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, email, password }),
  });
  if (response.status !== 201) throw new Error(`sign-up failed: ${response.status}`);
  await verifyEmail(server, email);
  return email;
}
