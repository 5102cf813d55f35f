import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../src/shared/messages.ts';
import type { Registration } from '../src/shared/schemas/events.ts';
import type { Post } from '../src/shared/schemas/posts.ts';
import { openPage, screenshot } from './support/browser.ts';
import { verifiedStudent } from './support/email.ts';
import { useJourney, main } from './support/journey.ts';
import { apiToken, logIn, seriousViolations } from './support/session.ts';

const TITLE = 'Fest Pass 2026';
const PASSWORD = 'quad-statement-2026';

describe('confirming payments from a bank statement, at a desk', () => {
  const journey = useJourney();

  it('the host imports a statement: a match, a part payment, a double payment, one for a cancelled seat and an unknown row each get their outcome; again, nothing changes', async () => {
    const base = journey.server.url;
    const call = async <T = Record<string, unknown>>(token: string, method: string, path: string, body?: unknown) => {
      const res = await fetch(`${base}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      });
      return { status: res.status, json: (await res.json()) as T };
    };
    // Asha's fest pass, ₹400 to the committee's UPI ID; the admin approves it.
    const asha = await apiToken(base, 'asha@quad.campus');
    const created = await call<Post>(asha, 'POST', '/api/posts', {
      type: 'event',
      title: TITLE,
      content: 'All three nights, one pass.',
      location: 'Main ground',
      eventStartDate: new Date(Date.now() + 10 * 86_400_000).toISOString(),
      duration: '3 days',
      registrationRequired: true,
      registrationMethod: 'form',
      price: 400,
      paymentMethod: 'upi',
      upiId: 'festcommittee@okhdfcbank',
      upiName: 'Fest Committee',
      paymentWindowHours: 48,
    });
    expect(created.status, JSON.stringify(created.json)).toBe(201);
    const post = created.json;
    const admin = await apiToken(base, 'admin@quad.campus');
    expect((await call(admin, 'PUT', `/api/posts/approve-event/${post._id}?version=${post.version}`)).status).toBe(200);

    // Four students hold seats; one of them cancels.
    const register = async (token: string, name: string, email: string) => {
      const res = await call<Registration>(token, 'POST', `/api/users/register-event/${post._id}`, { name, email, phone: '9876543210' });
      expect(res.json.status, JSON.stringify(res.json)).toBe('awaiting_payment');
      return res.json;
    };
    const rahul = await apiToken(base, 'rahul@quad.campus');
    const meera = await apiToken(base, 'meera@quad.campus');
    const kiranEmail = await verifiedStudent(journey.server, 'Kiran Das', PASSWORD);
    const kiran = await apiToken(base, kiranEmail, PASSWORD);
    const priyaEmail = await verifiedStudent(journey.server, 'Priya Shah', PASSWORD);
    const priya = await apiToken(base, priyaEmail, PASSWORD);
    const paid = await register(rahul, 'Rahul Nair', 'rahul@quad.campus');
    const part = await register(meera, 'Meera Iyer', 'meera@quad.campus');
    const gone = await register(kiran, 'Kiran Das', kiranEmail);
    const unknown = await register(priya, 'Priya Shah', priyaEmail);
    expect((await call(kiran, 'POST', `/api/registrations/${gone._id}/cancel`, {})).status).toBe(200);

    // The bank cut and reformatted the notes, as banks do.
    const ref = (r: Registration) => r.payment!.reference;
    const squashed = (reference: string) => reference.replace('-', ' ').toLowerCase();
    const csv = [
      'Statement of account,Fest Committee',
      'Date,Narration,Chq/Ref No,Withdrawal,Deposit,Balance',
      `01/12/2026,UPI/412345678901/${squashed(ref(paid))} fest/okaxis,412345678901,,400.00,10400.00`,
      `01/12/2026,UPI/412345678902/${ref(part)}/oksbi,412345678902,,200.00,10600.00`,
      `02/12/2026,UPI/412345678903/${ref(paid).replace('-', '')} again/okaxis,412345678903,,400.00,11000.00`,
      `02/12/2026,UPI/412345678904/${ref(gone)}/okicici,412345678904,,400.00,11400.00`,
      '02/12/2026,UPI/412345678905/PRIYA SHAH/ybl,412345678905,,400.00,11800.00',
      '03/12/2026,NEFT/SOUND HIRE,N123,5000.00,,6800.00',
    ].join('\r\n');

    const host = await openPage(journey.browser);
    await host.page.goto(`${base}/events/${post._id}/registrations`);
    await logIn(host.page, 'asha@quad.campus');
    await main(host.page).getByRole('heading', { level: 1, name: `${MESSAGES.manageRegistrations}: ${TITLE}` }).waitFor();
    const statement = main(host.page).getByRole('region', { name: 'Bank statement' });
    const upload = async () => {
      await statement.getByLabel('Import bank statement').setInputFiles({ name: 'hdfc-december.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    };
    await upload();
    await statement.getByText('1 matched · 1 paid less · 1 paid twice · 1 for a cancelled registration · 1 needs you').waitFor();
    // What needs nothing of the host is folded: it opens on a click.
    await statement.getByText('Matched: confirmed, tickets sent (1)').click();
    await statement.locator('details[open]').getByText('Rahul Nair').waitFor();
    await statement.getByText('Paid less than owed: ₹200 is still to pay. The seat stays held.').waitFor();
    expect(await seriousViolations(host.page, 'main')).toEqual([]);
    await screenshot(host.page, 'statement-import-result');

    // What the students see: confirmed once, a part counted, nothing for the cancelled seat.
    const mine = async (token: string, id: string) =>
      (await call<{ registrations: Registration[] }>(token, 'GET', '/api/users/me/registrations')).json.registrations.find((r) => r._id === id)!;
    expect(await mine(rahul, paid._id)).toMatchObject({ status: 'confirmed', payment: { status: 'paid', paid: 400 } });
    expect(await mine(meera, part._id)).toMatchObject({ status: 'awaiting_payment', payment: { paid: 200, left: 200 } });
    expect(await mine(kiran, gone._id)).toMatchObject({ status: 'cancelled' });

    // The same file again changes nothing.
    await upload();
    await statement.getByText('5 imported before').waitFor();
    expect(await mine(rahul, paid._id)).toMatchObject({ status: 'confirmed', payment: { paid: 400 } });
    expect(await mine(meera, part._id)).toMatchObject({ payment: { paid: 200, left: 200 } });

    // The unknown row is Priya's: one tap confirms it against her registration.
    const queue = statement.getByRole('region', { name: /^Payments that need you/ });
    const row = queue.getByRole('listitem').filter({ hasText: '412345678905' });
    await row.getByLabel('The registration this payment is for').selectOption({ label: `Priya Shah · ${ref(unknown)} · ₹400 to pay` });
    await row.getByRole('button', { name: 'Confirm' }).click();
    await host.page.getByText('Payment confirmed for Priya Shah.').waitFor();
    expect(await mine(priya, unknown._id)).toMatchObject({ status: 'confirmed' });
    await screenshot(host.page, 'statement-import-queue');
    expect(host.errors).toEqual([]);
    await host.context.close();
  });
});
