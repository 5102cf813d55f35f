/**
 * A bank statement's import through the API, on either database (decision 073): rows matched by reference (as the
 * bank reformatted it) and by the UTR a student gave, a part payment and then the rest, a seat paid twice, a payment
 * for a cancelled registration and a row nobody's; each row's outcome and the registrations after; the same file
 * again changes nothing; a header Quad cannot read, then the host's choice of columns; who may import; the one-tap
 * assignment of a waiting row, in the event's log; a body too large.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../shared/messages.ts';
import { newPaymentReference } from '../../../shared/payments.ts';
import type { Registration } from '../../../shared/schemas/events.ts';
import type { Receipt, StatementImport, StatementRow } from '../../../shared/schemas/payments.ts';
import type { Database } from '../../database/schema.ts';
import { quickAccount, type QuickAccount } from '../../test/accounts.ts';
import { call } from '../../test/api.ts';
import { buildEvent, insertPost, insertRegistration } from '../../test/factories.ts';
import { createPostsWorld, type PostsWorld } from '../../test/posts-world.ts';
import { dialectName } from '../../test/test-app.ts';

let t: PostsWorld;
beforeAll(async () => {
  t = await createPostsWorld();
});
afterAll(async () => {
  await t.close();
});

const db = () => t.database.db;
const fest = () => insertPost(db(), buildEvent(t.user.id, { title: 'Fest Night', price: 400, payment_method: 'upi', upi_id: 'fest@okaxis', upi_name: 'Music Club' }));
let refs = 0;
/** A reference no other registration of the campus holds. */
const freshReference = () => newPaymentReference(() => ((refs++ * 0.6180339887) % 1));

/** A registration of `who` for the event that awaits payment (or in `status`), with its own reference. */
async function holding(postId: string, who: QuickAccount, overrides: Partial<Database['registrations']> = {}) {
  return insertRegistration(db(), { id: postId }, who, { status: 'awaiting_payment', total_price: 400, payment_reference: freshReference(), ...overrides });
}
const rowOf = (id: string) => db().selectFrom('registrations').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const importCsv = (postId: string, csv: string, token = t.user.token, columns?: Record<string, string>) =>
  call(t.app, 'POST', `/api/events/${postId}/payments/statement`, { token, body: { csv, ...(columns ? { columns } : {}) } });
const receipts = (postId: string, token = t.user.token) => call(t.app, 'GET', `/api/events/${postId}/payments/receipts`, { token });
const statement = (...rows: string[]) =>
  ['Account Name : MUSIC CLUB', 'Statement for 01/11/2026 to 30/11/2026', '', 'Txn Date,Description,Ref No./Cheque No.,Debit,Credit,Balance', ...rows].join('\r\n');
const outcomes = (answer: StatementImport) => answer.rows.map((r: StatementRow) => [r.line, r.outcome, r.name]);

describe(`a bank statement's import (${dialectName})`, () => {
  it('confirms, counts, flags and leaves each row as it should, and the same file again changes nothing', async () => {
    const event = await fest();
    const [asha, bina, chetan, dev, esha] = await Promise.all(['Asha', 'Bina', 'Chetan', 'Dev', 'Esha'].map((name) => quickAccount(db(), { name })));
    const a = await holding(event.id, asha!);
    await holding(event.id, bina!, { transaction_id: 'UTR 512345678902', payment_submitted_at: new Date().toISOString() });
    const c = await holding(event.id, chetan!);
    const d = await holding(event.id, dev!, { status: 'confirmed', amount_paid: 400, ticket_code: 'T0000001' });
    const e = await holding(event.id, esha!, { status: 'cancelled' });
    const squashed = a.payment_reference!.replace('-', ' ').toLowerCase();
    const csv = statement(
      `03/11/2026,UPI/412345678901/${squashed} fest/okaxis,412345678901,,"400.00","5,400.00"`,
      `03/11/2026,UPI/512345678902/BINA K/okicici,512345678902,,₹400,"5,800.00"`,
      `04/11/2026,UPI/612345678903/${c.payment_reference} part,612345678903,,150.00,"5,950.00"`,
      `04/11/2026,ATM WDL,000123,500.00,,"5,450.00"`,
      `05/11/2026,NEFT ${d.payment_reference!.replace('-', '')} again,N0001,,400.00,"5,850.00"`,
      `05/11/2026,UPI/712345678904/${e.payment_reference}/okhdfc,712345678904,,400.00,"6,250.00"`,
      `06/11/2026,UPI/812345678905/GIFT FROM AUNT/oksbi,812345678905,,"1,000.00","7,250.00"`,
    );
    const first = await importCsv(event.id, csv);
    expect(first.status, JSON.stringify(first.json)).toBe(200);
    const answer = first.json as unknown as StatementImport;
    expect(outcomes(answer)).toEqual([
      [5, 'matched', 'Asha'],
      [6, 'matched', 'Bina'],
      [7, 'underpaid', 'Chetan'],
      [9, 'duplicate', 'Dev'],
      [10, 'cancelled', 'Esha'],
      [11, 'unmatched', null],
    ]);
    expect(answer.counts).toMatchObject({ matched: 2, underpaid: 1, duplicate: 1, cancelled: 1, unmatched: 1, overpaid: 0, already_imported: 0 });
    expect(answer.skipped).toBe(1);
    expect(answer.columns).toMatchObject({ date: 'Txn Date', narration: 'Description', credit: 'Credit', debit: 'Debit' });
    expect(answer.rows[2]!.note).toContain('₹250');
    expect(answer.rows[3]!.note).toContain('₹400');

    // The students' registrations after: Asha's and Bina's seats are theirs with tickets, Chetan's waits for ₹250.
    const mine = async (who: QuickAccount) =>
      ((await call(t.app, 'GET', '/api/users/me/registrations', { token: who.token })).json.registrations as Registration[]).find((r) => r.postId === event.id)!;
    expect(await mine(asha!)).toMatchObject({ status: 'confirmed', payment: { paid: 400, left: 0 } });
    expect((await mine(asha!)).ticketCode).toBeTruthy();
    expect(await mine(bina!)).toMatchObject({ status: 'confirmed' });
    expect(await mine(chetan!)).toMatchObject({ status: 'awaiting_payment', payment: { paid: 150, left: 250 } });
    expect(await rowOf(d.id)).toMatchObject({ status: 'confirmed', amount_paid: 400 });
    expect(await rowOf(e.id)).toMatchObject({ status: 'cancelled', amount_paid: 0 });
    const told = await db().selectFrom('notifications').select('user_id').where('user_id', 'in', [asha!.id, chetan!.id]).execute();
    expect(told.map((n) => n.user_id).sort()).toEqual([asha!.id, chetan!.id].sort());

    // Every confirmation is in the event's log, by the host, with the row's date, amount and narration.
    const log = await db().selectFrom('registration_log').selectAll().where('post_id', '=', event.id).orderBy('created_at').execute();
    const confirmedA = log.find((l) => l.registration_id === a.id && l.action === 'payment-confirmed');
    expect(confirmedA).toMatchObject({ actor_id: t.user.id });
    expect(confirmedA!.reason).toContain('03/11/2026');
    expect(confirmedA!.reason).toContain(`${squashed} fest`);

    // The same file again: every row answered as imported before, with its earlier outcome; nothing moves.
    const again = await importCsv(event.id, csv);
    expect(again.status).toBe(200);
    const second = again.json as unknown as StatementImport;
    expect(second.rows.map((r) => [r.outcome, r.earlierOutcome])).toEqual([
      ['already_imported', 'matched'],
      ['already_imported', 'matched'],
      ['already_imported', 'underpaid'],
      ['already_imported', 'duplicate'],
      ['already_imported', 'cancelled'],
      ['already_imported', 'unmatched'],
    ]);
    expect(second.counts.already_imported).toBe(6);
    expect(await rowOf(c.id)).toMatchObject({ status: 'awaiting_payment', amount_paid: 150 });
    const logAfter = await db().selectFrom('registration_log').select('id').where('post_id', '=', event.id).execute();
    expect(logAfter.length).toBe(log.length);

    // The next statement holds the rest of Chetan's payment: his seat is confirmed.
    const next = await importCsv(event.id, statement(`08/11/2026,UPI/912345678906/${c.payment_reference} rest,912345678906,,250.00,"7,500.00"`));
    expect(outcomes(next.json as unknown as StatementImport)).toEqual([[5, 'matched', 'Chetan']]);
    expect(await rowOf(c.id)).toMatchObject({ status: 'confirmed', amount_paid: 400 });

    // The queue: the rows that wait for a person, newest import first; matched and part-paid rows are not in it.
    const queue = await receipts(event.id);
    expect(queue.status).toBe(200);
    expect((queue.json.receipts as Receipt[]).map((r) => [r.outcome, r.name])).toEqual([
      ['duplicate', 'Dev'],
      ['cancelled', 'Esha'],
      ['unmatched', null],
    ]);

    // Esha's money given back, the host marks her row settled: it leaves the queue, her registration unchanged.
    const eshas = (queue.json.receipts as Receipt[])[1]!;
    const settle = (token = t.user.token) => call(t.app, 'POST', `/api/events/${event.id}/payments/receipts/${eshas.id}/settle`, { token });
    expect((await settle(chetan!.token)).status).toBe(403);
    expect((await settle()).json).toMatchObject({ id: eshas.id, outcome: 'cancelled', name: 'Esha' });
    expect((await settle()).status).toBe(409);
    expect(((await receipts(event.id)).json.receipts as Receipt[]).map((r) => r.outcome)).toEqual(['duplicate', 'unmatched']);
    expect(await rowOf(e.id)).toMatchObject({ status: 'cancelled' });
  });

  it('says which headers it found when it cannot tell the columns, and imports once the host chooses them', async () => {
    const event = await fest();
    const who = await quickAccount(db(), { name: 'Farah' });
    const f = await holding(event.id, who);
    const csv = `Exported by PayApp\nWhen,What happened,Money in,Money spent\n2026-11-09,Paid by Farah ${f.payment_reference},400,\n`;
    const refused = await importCsv(event.id, 'When,What happened,Got\n2026-11-09,Paid,400\n');
    expect(refused.status).toBe(422);
    expect(refused.json).toEqual({ message: expect.stringContaining('Please choose them') as unknown, headers: ['When', 'What happened', 'Got'] });
    const chosen = await importCsv(event.id, csv, t.user.token, { date: 'When', narration: 'What happened', credit: 'Money in' });
    expect(chosen.status, JSON.stringify(chosen.json)).toBe(200);
    expect(outcomes(chosen.json as unknown as StatementImport)).toEqual([[3, 'matched', 'Farah']]);
    const missing = await importCsv(event.id, csv, t.user.token, { date: 'Posted on' });
    expect(missing.status).toBe(400);
    expect(missing.json.message).toBe('There is no column "Posted on" in this statement.');
  });

  it('lets the host confirm a waiting row against a registration in one tap, logged with who and what', async () => {
    const event = await fest();
    const who = await quickAccount(db(), { name: 'Gita' });
    const g = await holding(event.id, who);
    await importCsv(event.id, statement(`10/11/2026,UPI/712345678907/GITA SHARMA/okaxis,712345678907,,400.00,"400.00"`));
    const [waiting] = (await receipts(event.id)).json.receipts as Receipt[];
    expect(waiting).toMatchObject({ outcome: 'unmatched', amount: 400, registrationId: null });
    const path = `/api/events/${event.id}/payments/receipts/${waiting!.id}/assign`;
    expect((await call(t.app, 'POST', path, { token: who.token, body: { registrationId: g.id } })).status).toBe(403);
    const assigned = await call(t.app, 'POST', path, { token: t.user.token, body: { registrationId: g.id } });
    expect(assigned.status, JSON.stringify(assigned.json)).toBe(200);
    expect(assigned.json).toMatchObject({ registrationStatus: 'confirmed', receipt: { outcome: 'matched', registrationId: g.id, name: 'Gita' } });
    expect(await rowOf(g.id)).toMatchObject({ status: 'confirmed', amount_paid: 400 });
    const entry = await db().selectFrom('registration_log').selectAll().where('registration_id', '=', g.id).where('action', '=', 'payment-confirmed').executeTakeFirstOrThrow();
    expect(entry.actor_id).toBe(t.user.id);
    expect(entry.reason).toContain('GITA SHARMA');
    expect((await receipts(event.id)).json.receipts).toEqual([]);
    const twice = await call(t.app, 'POST', path, { token: t.user.token, body: { registrationId: g.id } });
    expect(twice.status).toBe(409);
  });

  it('is for those who confirm payments only, and refuses a body too large', async () => {
    const event = await fest();
    const csv = statement('10/11/2026,UPI/QD-22222,1,,400.00,"400.00"');
    expect((await importCsv(event.id, csv, t.other.token)).status).toBe(403);
    expect((await importCsv(event.id, csv, t.other.token)).json.message).toBe(MESSAGES.registrationsForbidden);
    expect((await receipts(event.id, t.other.token)).status).toBe(403);
    expect((await call(t.app, 'POST', `/api/events/${event.id}/payments/statement`, { body: { csv } })).status).toBe(401);
    expect((await importCsv('no-such-event', csv)).status).toBe(404);
    expect((await importCsv(event.id, csv, t.admin.token)).status).toBe(200);
    // A co-host confirms payments as the host does; door staff do not.
    const [cohost, door] = await Promise.all([quickAccount(db(), { name: 'Co Host' }), quickAccount(db(), { name: 'Door Staff' })]);
    for (const [who, role] of [[cohost, 'cohost'], [door, 'door']] as const) {
      expect((await call(t.app, 'POST', `/api/events/${event.id}/staff`, { token: t.user.token, body: { email: who.email, role } })).status).toBe(200);
    }
    expect((await receipts(event.id, cohost.token)).status).toBe(200);
    expect((await receipts(event.id, door.token)).status).toBe(403);

    const long = statement(...Array.from({ length: 30_000 }, (_, i) => `10/11/2026,UPI/${String(i).padStart(12, '0')}/SOMEONE PAID FOR THE FEST,1,,400.00,"400.00"`));
    const tooLong = await importCsv(event.id, long);
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.message).toBe('This statement is larger than 2 MB. Please export a shorter period.');
    const tooLarge = await importCsv(event.id, long + long);
    expect(tooLarge.status).toBe(413);
    const manyRows = statement(...Array.from({ length: 5_001 }, () => '10/11/2026,X,1,,1,1'));
    expect((await importCsv(event.id, manyRows)).json.message).toBe('This statement has more than 5000 rows. Please export a shorter period.');
  });
});
