import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Receipt, StatementImport as Imported, StatementRow } from '../../../../shared/schemas/payments.ts';
import { callsTo, jsonResponse, stubFetch } from '../../../test/http.ts';
import { makeRegistration } from '../../../test/make-registration.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { stubXhr, type SentRequest } from '../../../test/xhr.ts';
import { StatementImport } from './statement-import.tsx';

const RECEIPTS = 'GET /api/events/p1/payments/receipts';
const LIST = 'GET /api/events/p1/registrations';
const ASSIGN = 'POST /api/events/p1/payments/receipts/q1/assign';
const SETTLE = 'POST /api/events/p1/payments/receipts/q1/settle';
const CSV = 'Txn Date,Description,Credit\r\n03/11/2026,UPI/412345678901/qd 7k2m9 fest/okaxis,400.00\r\n';

const row = (line: number, outcome: StatementRow['outcome'], name: string | null, note: string | null = null): StatementRow => ({
  line,
  date: '03/11/2026',
  amount: 400,
  narration: `UPI/41234567890${line}/row ${line}`,
  reference: '',
  outcome,
  earlierOutcome: null,
  registrationId: name ? `r-${line}` : null,
  name,
  note,
});
const imported: Imported = {
  rows: [
    row(2, 'matched', 'Asha Verma'),
    row(3, 'matched', 'Bina Rao'),
    row(4, 'underpaid', 'Chetan Das', 'Paid less than owed: ₹250 is still to pay. The seat stays held.'),
    row(5, 'duplicate', 'Dev Shah', 'This registration was paid already: give back ₹400.'),
    row(6, 'cancelled', 'Esha Roy', 'This registration is cancelled: give back ₹400.'),
    row(7, 'unmatched', null, 'No payment reference or UTR of this event was found in this row.'),
    row(8, 'unmatched', null, 'No payment reference or UTR of this event was found in this row.'),
  ],
  counts: { matched: 2, underpaid: 1, overpaid: 0, duplicate: 1, cancelled: 1, unmatched: 2, already_imported: 0 },
  skipped: 1,
  columns: { date: 'Txn Date', narration: 'Description', credit: 'Credit' },
};
const waiting: Receipt = {
  id: 'q1',
  line: 7,
  date: '06/11/2026',
  amount: 400,
  narration: 'UPI/812345678905/GITA SHARMA/oksbi',
  reference: '812345678905',
  outcome: 'unmatched',
  registrationId: null,
  name: null,
  note: 'No payment reference or UTR of this event was found in this row.',
  importedAt: '2026-11-28T10:00:00.000Z',
};
const gita = makeRegistration({ _id: 'rg', name: 'Gita Sharma', status: 'awaiting_payment', ticketCode: null, totalPrice: 400 });
const counts = { confirmed: 0, awaiting_payment: 1, waitlisted: 0, offered: 0, cancelled: 0, checked_in: 0 };

function show(receipts: Receipt[] = []) {
  const fetchMock = stubFetch({
    [RECEIPTS]: () => jsonResponse({ receipts }),
    [LIST]: () => jsonResponse({ registrations: [gita], counts, capacity: null, seatsLeft: null }),
    [ASSIGN]: () =>
      jsonResponse({
        receipt: { ...waiting, outcome: 'matched', registrationId: 'rg', name: 'Gita Sharma', note: null, resolvedAt: '2026-11-28T10:01:00.000Z' },
        registrationStatus: 'confirmed',
      }),
    [SETTLE]: () => jsonResponse({ ...waiting, outcome: 'cancelled' }),
  });
  renderWithProviders(<StatementImport eventId="p1" />);
  return fetchMock;
}
const choose = (name = 'statement.csv', text = CSV) =>
  fireEvent.change(screen.getByLabelText('Import bank statement'), { target: { files: [new File([text], name, { type: 'text/csv' })] } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('StatementImport', () => {
  it('uploads the chosen CSV and shows every row by its outcome, with counts', async () => {
    const sent: SentRequest[] = stubXhr(() => ({ status: 200, body: imported }));
    show();
    choose();
    expect(await screen.findByText('2 matched · 1 paid less · 1 paid twice · 1 for a cancelled registration · 2 need you')).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ method: 'POST', url: '/api/events/p1/payments/statement', body: { csv: CSV } });
    expect(screen.getByText('Paid twice: give it back (1)')).toBeTruthy();
    const lacking = screen.getByRole('region', { name: 'Need you: no registration found (2)' });
    expect(within(lacking).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('Paid less than owed: ₹250 is still to pay. The seat stays held.')).toBeTruthy();
    expect(screen.getByText('1 debit or other line left alone.')).toBeTruthy();
    expect(screen.getByText('statement.csv')).toBeTruthy();
  });

  it('asks which column holds what when the server could not tell, and imports with the host’s choice', async () => {
    const sent = stubXhr((request) =>
      (request.body as { columns?: unknown }).columns
        ? { status: 200, body: { ...imported, rows: [row(3, 'matched', 'Asha Verma')], counts: { ...imported.counts, matched: 1, underpaid: 0, duplicate: 0, cancelled: 0, unmatched: 0 }, skipped: 0 } }
        : { status: 422, body: { message: 'Quad could not tell which columns hold the date, the amount and the description. Please choose them.', headers: ['When', 'What', 'In'] } },
    );
    show();
    choose('payapp.csv', 'When,What,In\n2026-11-09,QD-7K2M9,400\n');
    fireEvent.change(await screen.findByLabelText(/^Date/), { target: { value: 'When' } });
    fireEvent.change(screen.getByLabelText('Description (narration, remarks)'), { target: { value: 'What' } });
    fireEvent.click(screen.getByRole('button', { name: 'Import with these columns' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Please choose the date, the amount received and the description (or the reference).');
    fireEvent.change(screen.getByLabelText(/^Amount received/), { target: { value: 'In' } });
    fireEvent.click(screen.getByRole('button', { name: 'Import with these columns' }));
    expect(await screen.findByText('1 matched')).toBeTruthy();
    expect(sent[1]!.body).toEqual({ csv: 'When,What,In\n2026-11-09,QD-7K2M9,400\n', columns: { date: 'When', narration: 'What', credit: 'In' } });
    expect(screen.queryByRole('button', { name: 'Import with these columns' })).toBeNull();
  });

  it('refuses a file over 2 MB without sending it', async () => {
    const sent = stubXhr(() => ({ status: 200, body: imported }));
    show();
    choose('huge.csv', 'x'.repeat(2 * 1024 * 1024 + 1));
    expect((await screen.findByRole('alert')).textContent).toContain('This statement is larger than 2 MB. Please export a shorter period.');
    expect(sent).toHaveLength(0);
  });

  it('lists the rows that need the host and confirms one against a registration in one tap', async () => {
    const fetchMock = show([waiting]);
    const queue = await screen.findByRole('region', { name: 'Payments that need you (1)' });
    expect(within(queue).getByText('UPI/812345678905/GITA SHARMA/oksbi · 812345678905')).toBeTruthy();
    const confirm = within(queue).getByRole('button', { name: 'Confirm' });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    await waitFor(() => expect(within(queue).getByRole('option', { name: /Gita Sharma/ })).toBeTruthy());
    fireEvent.change(within(queue).getByLabelText('The registration this payment is for'), { target: { value: 'rg' } });
    fireEvent.click(confirm);
    expect(await screen.findByText('Payment confirmed for Gita Sharma.')).toBeTruthy();
    expect(callsTo(fetchMock, ASSIGN).map((init) => JSON.parse(init.body as string) as unknown)).toEqual([{ registrationId: 'rg' }]);
  });

  it('marks a waiting row settled without confirming anyone', async () => {
    const fetchMock = show([{ ...waiting, outcome: 'cancelled', note: 'This registration is cancelled: give back ₹400.' }]);
    const queue = await screen.findByRole('region', { name: 'Payments that need you (1)' });
    expect(within(queue).getByText('This registration is cancelled: give back ₹400.')).toBeTruthy();
    fireEvent.click(within(queue).getByRole('button', { name: 'Mark as settled' }));
    expect(await screen.findByText('Marked as settled: nothing was confirmed.')).toBeTruthy();
    expect(callsTo(fetchMock, SETTLE)).toHaveLength(1);
    expect(callsTo(fetchMock, ASSIGN)).toHaveLength(0);
  });
});
