import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../../shared/messages.ts';
import type { Registration, RegistrationPayment } from '../../../../shared/schemas/events.ts';
import { callsTo, jsonResponse, stubFetch } from '../../../test/http.ts';
import { makeRegistration } from '../../../test/make-registration.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { PAYMENT_UNDO_MS } from './payment-undo.tsx';
import { HostRegistrations } from './host-registrations.tsx';

const LIST = 'GET /api/events/p1/registrations';
const STAFF = 'GET /api/events/p1/staff';
const HOSTS = 'GET /api/events/p1/hosts';
const RECEIPTS = 'GET /api/events/p1/payments/receipts';
const PAY = (id: string) => `POST /api/events/p1/registrations/${id}/payment`;

const upi = (overrides: Partial<RegistrationPayment>): RegistrationPayment => ({
  method: 'upi',
  amount: 400,
  paid: 0,
  left: 400,
  reference: 'QD-7K2M9',
  status: 'due',
  dueBy: null,
  upiUri: null,
  upiId: 'club@okaxis',
  upiName: 'Music Club',
  payUrl: null,
  qrCode: null,
  ...overrides,
});

const confirmed = makeRegistration({ _id: 'r1', name: 'Asha Verma', customFields: { 'T-shirt size': 'M', Instrument: 'Tabla' } });
const sent = makeRegistration({
  _id: 'r2',
  name: 'Meera Iyer',
  status: 'awaiting_payment',
  ticketCode: null,
  totalPrice: 400,
  transactionId: 'UPI/412345678901/Paid',
  paymentSubmittedAt: '2030-01-01T10:00:00.000Z',
  payment: upi({ status: 'sent', reference: 'QD-8M3N4' }),
});
const waitlisted = makeRegistration({ _id: 'r3', name: 'Kabir Das', status: 'waitlisted', waitlistPosition: 1, ticketCode: null });
const pending = makeRegistration({ _id: 'r4', name: 'Ravi Kumar', status: 'awaiting_payment', ticketCode: null, totalPrice: 400, payment: upi({}) });
const partly = makeRegistration({
  _id: 'r5',
  name: 'Divya Rao',
  status: 'awaiting_payment',
  ticketCode: null,
  totalPrice: 400,
  payment: upi({ paid: 200, left: 200, reference: 'QD-9P4Q5' }),
});
const paid = makeRegistration({ _id: 'r6', name: 'Nikhil Shah', totalPrice: 400, payment: upi({ status: 'paid', paid: 400, left: 0, reference: 'QD-2A3B4' }) });
const everyone = [confirmed, sent, waitlisted, pending, partly, paid];
const counts = { confirmed: 2, awaiting_payment: 3, waitlisted: 1, offered: 0, cancelled: 0, checked_in: 0 };
const answer = (registrations: Registration[], c = counts) => () => jsonResponse({ registrations, counts: c, capacity: 6, seatsLeft: 0 });

function show(routes: Parameters<typeof stubFetch>[0] = {}) {
  const fetchMock = stubFetch({ [LIST]: answer(everyone), [STAFF]: () => jsonResponse({ staff: [] }), [RECEIPTS]: () => jsonResponse({ receipts: [] }), ...routes });
  renderWithProviders(<HostRegistrations eventId="p1" eventTitle="Open Mic Night" onBack={() => undefined} onOpenCheckIn={() => undefined} />);
  return fetchMock;
}

const names = (list: HTMLElement) => within(list).getAllByRole('listitem').map((li) => li.querySelector('strong')?.textContent);
const rowOf = async (name: string) => (await screen.findByText(name)).closest('li')!;
const sentBody = (fetchMock: ReturnType<typeof stubFetch>, route: string, n = 0) => JSON.parse(callsTo(fetchMock, route)[n]?.body as string) as unknown;

afterEach(() => {
  vi.useRealTimers();
});

describe("The host's registrations", () => {
  it('lists every registration with its state, its answers to the custom questions and the seats left', async () => {
    show();
    const list = await screen.findByRole('list', { name: 'Registrations' });
    expect(names(list)).toEqual(['Asha Verma', 'Meera Iyer', 'Kabir Das', 'Ravi Kumar', 'Divya Rao', 'Nikhil Shah']);
    const asha = await rowOf('Asha Verma');
    expect(within(asha).getByText('Confirmed')).toBeTruthy();
    const answers = within(asha).getAllByRole('term').map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`);
    expect(answers).toEqual(['T-shirt size: M', 'Instrument: Tabla']);
    expect(within(await rowOf('Kabir Das')).getByText(/Waitlisted/).textContent).toContain('#1 in line');
    expect(screen.getByText(/seats left/).textContent).toBe('0 of 6 seats left');
  });

  it('says where each payment stands, with the reference to search a bank app for', async () => {
    show();
    const line = async (name: string) => within(await rowOf(name)).getByText((_, el) => el?.tagName === 'P' && /Payment|Paid|received/.test(el.textContent ?? ''));
    expect((await line('Ravi Kumar')).textContent).toBe('Payment pending: ₹400 (QD-7K2M9)');
    expect((await line('Meera Iyer')).textContent).toBe('Payment sent: UTR 412345678901 (QD-8M3N4)');
    expect((await line('Divya Rao')).textContent).toBe('₹200 received, ₹200 left (QD-9P4Q5)');
    expect((await line('Nikhil Shah')).textContent).toBe('Paid ₹400 (QD-2A3B4)');
  });

  it('shows one view at a time, each with its count, and says when a view is empty', async () => {
    show({ [LIST]: answer(everyone.filter((r) => r !== waitlisted), { ...counts, waitlisted: 0 }) });
    const views = await screen.findByRole('group', { name: 'Show' });
    const option = (name: RegExp) => within(views).getByRole('radio', { name });
    expect((option(/^All/) as HTMLInputElement).checked).toBe(true);
    expect(option(/^All/).closest('div')?.textContent).toBe('All 5');
    expect(option(/^Payment pending/).closest('div')?.textContent).toBe('Payment pending 2');
    expect(option(/^Payment sent/).closest('div')?.textContent).toBe('Payment sent (waiting for you) 1');
    expect(option(/^Confirmed/).closest('div')?.textContent).toBe('Confirmed 2');

    fireEvent.click(option(/^Payment sent/));
    expect(names(screen.getByRole('list', { name: 'Registrations' }))).toEqual(['Meera Iyer']);
    fireEvent.click(option(/^Payment pending/));
    expect(names(screen.getByRole('list', { name: 'Registrations' }))).toEqual(['Ravi Kumar', 'Divya Rao']);

    fireEvent.click(option(/^Waitlisted/));
    expect(screen.queryByRole('list', { name: 'Registrations' })).toBeNull();
    expect(screen.getByText(MESSAGES.noRegistrationsWithStatus)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show every registration' }));
    expect(names(screen.getByRole('list', { name: 'Registrations' }))).toHaveLength(5);
  });

  it('finds a registration by name, payment reference or UTR, however it is typed', async () => {
    show();
    const search = await screen.findByLabelText('Search registrations');
    const found = () => names(screen.getByRole('list', { name: 'Registrations' }));
    fireEvent.change(search, { target: { value: 'qd 9p4q5' } });
    await waitFor(() => expect(found()).toEqual(['Divya Rao']));
    fireEvent.change(search, { target: { value: '412345678901' } });
    await waitFor(() => expect(found()).toEqual(['Meera Iyer']));
    fireEvent.change(search, { target: { value: 'kabir' } });
    await waitFor(() => expect(found()).toEqual(['Kabir Das']));
    fireEvent.change(search, { target: { value: 'nobody' } });
    expect(await screen.findByText('No registrations here match “nobody”.')).toBeTruthy();
  });

  it('marks a payment paid, and undoes it from the undo it offers', async () => {
    const fetchMock = show({
      [PAY('r2')]: (init) =>
        jsonResponse(
          (JSON.parse(init.body as string) as { decision: string }).decision === 'paid' ? { ...sent, status: 'confirmed', ticketCode: 'K7QX2M9P' } : sent,
        ),
    });
    fireEvent.click(within(await rowOf('Meera Iyer')).getByRole('button', { name: MESSAGES.markPaid }));
    const undoBar = (await screen.findByText(MESSAGES.paymentMarkedPaid)).closest('[role="status"]') as HTMLElement;
    expect(undoBar.textContent).toContain('Meera Iyer');
    expect(sentBody(fetchMock, PAY('r2'))).toEqual({ decision: 'paid' });
    fireEvent.click(within(undoBar).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(callsTo(fetchMock, PAY('r2'))).toHaveLength(2));
    expect(sentBody(fetchMock, PAY('r2'), 1)).toEqual({ decision: 'undo' });
    expect(await screen.findByText(/Meera Iyer marked unpaid/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });

  it('keeps the undo in reach when the row marked paid leaves the view shown', async () => {
    let list = everyone;
    show({
      [LIST]: () => jsonResponse({ registrations: list, counts, capacity: 6, seatsLeft: 0 }),
      [PAY('r2')]: () => {
        list = everyone.map((r) => (r === sent ? { ...sent, status: 'confirmed' as const, ticketCode: 'K7QX2M9P', payment: upi({ status: 'paid', paid: 400, left: 0 }) } : r));
        return jsonResponse(list[1]);
      },
    });
    fireEvent.click(within(await screen.findByRole('group', { name: 'Show' })).getByRole('radio', { name: /^Payment sent/ }));
    const button = within(await rowOf('Meera Iyer')).getByRole('button', { name: MESSAGES.markPaid });
    button.focus();
    fireEvent.click(button);
    await waitFor(() => expect(screen.queryByRole('list', { name: 'Registrations' })).toBeNull());
    expect(screen.getByText(MESSAGES.noRegistrationsWithStatus)).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.textContent).toBe('Undo'));
  });

  it('takes the undo away after ten seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    show({ [PAY('r2')]: () => jsonResponse({ ...sent, status: 'confirmed', ticketCode: 'K7QX2M9P' }) });
    fireEvent.click(within(await rowOf('Meera Iyer')).getByRole('button', { name: MESSAGES.markPaid }));
    await screen.findByRole('button', { name: 'Undo' });
    act(() => {
      vi.advanceTimersByTime(PAYMENT_UNDO_MS - 500);
    });
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeTruthy();
    act(() => {
      vi.advanceTimersByTime(1_000);
    });
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });

  it('marks a paid seat unpaid once the host says so, and shows the refusal of one checked in since', async () => {
    const fetchMock = show({ [PAY('r6')]: () => jsonResponse({ message: 'Checked in already.' }, 409) });
    const row = await rowOf('Nikhil Shah');
    expect(within(await rowOf('Asha Verma')).queryByRole('button', { name: 'Mark unpaid' })).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: 'Mark unpaid' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Mark Nikhil Shah unpaid?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark unpaid' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Checked in already.'));
    expect(sentBody(fetchMock, PAY('r6'))).toEqual({ decision: 'undo' });
  });

  it('rejects a payment only with a reason, and says the registrant can pay again', async () => {
    const fetchMock = show({ [PAY('r2')]: () => jsonResponse({ ...sent, paymentNote: 'No such UTR', paymentSubmittedAt: null, payment: upi({}) }) });
    fireEvent.click(within(await rowOf('Meera Iyer')).getByRole('button', { name: MESSAGES.rejectPayment }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the payment of Meera Iyer' });
    expect(dialog.textContent).toContain('they can pay again, or correct the reference they gave');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject payment' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(MESSAGES.rejectReasonRequired);
    expect(callsTo(fetchMock, PAY('r2'))).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('Reason (they will see it)'), { target: { value: 'No such UTR' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject payment' }));
    expect(await screen.findByText('Payment rejected: Meera Iyer is told why, and can pay again or correct the reference.')).toBeTruthy();
    expect(sentBody(fetchMock, PAY('r2'))).toEqual({ decision: 'rejected', reason: 'No such UTR' });
  });

  it("adds door staff by email and shows the server's refusal", async () => {
    const fetchMock = show({ 'POST /api/events/p1/staff': () => jsonResponse({ message: MESSAGES.staffListFull }, 409) });
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'door@campus.test' } });
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.addStaff }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(MESSAGES.staffListFull));
    expect(sentBody(fetchMock, 'POST /api/events/p1/staff')).toEqual({ email: 'door@campus.test', role: 'door' });
  });

  it('lets the host choose a co-host, sends the role, and lists each person with theirs', async () => {
    const staff = [
      { email: 'rahul@campus.test', name: 'Rahul Nair', addedAt: '2030-01-01T00:00:00.000Z', role: 'cohost' },
      { email: 'door@campus.test', name: null, addedAt: '2030-01-01T00:00:00.000Z', role: 'door' },
    ];
    const fetchMock = show({
      [HOSTS]: () => jsonResponse({ host: 'Asha Verma', cohosts: [], viewerRole: 'host' }),
      'POST /api/events/p1/staff': () => jsonResponse({ staff }),
    });
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'Rahul@campus.test ' } });
    const role = await screen.findByLabelText('Role');
    expect((role as HTMLSelectElement).value).toBe('door');
    fireEvent.change(role, { target: { value: 'cohost' } });
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.addStaff }));
    const list = await screen.findByRole('list', { name: 'Co-hosts and door staff' });
    expect(sentBody(fetchMock, 'POST /api/events/p1/staff')).toEqual({ email: 'Rahul@campus.test', role: 'cohost' });
    expect(within(list).getByRole('listitem', { name: 'Rahul Nair' }).textContent).toContain('Co-host');
    expect(within(list).getByRole('listitem', { name: 'door@campus.test' }).textContent).toContain(MESSAGES.doorStaff);
    expect(within(list).getByRole('button', { name: 'Remove rahul@campus.test from the co-hosts' })).toBeTruthy();
    expect(within(list).getByRole('button', { name: 'Remove door@campus.test from the door staff' })).toBeTruthy();
  });

  it('offers a co-host door staff only: no role to choose, and no co-host to remove', async () => {
    const fetchMock = show({
      [HOSTS]: () => jsonResponse({ host: 'Asha Verma', cohosts: ['Rahul Nair'], viewerRole: 'cohost' }),
      [STAFF]: () => jsonResponse({ staff: [{ email: 'rahul@campus.test', name: 'Rahul Nair', addedAt: '2030-01-01T00:00:00.000Z', role: 'cohost' }] }),
      'POST /api/events/p1/staff': () => jsonResponse({ message: MESSAGES.cohostsForbidden }, 403),
    });
    const list = await screen.findByRole('list', { name: 'Co-hosts and door staff' });
    await waitFor(() => expect(callsTo(fetchMock, `GET /api/events/p1/hosts`)).toHaveLength(1));
    expect(within(list).getByRole('listitem', { name: 'Rahul Nair' }).textContent).toContain('Co-host');
    expect(within(list).queryByRole('button')).toBeNull();
    expect(screen.queryByLabelText('Role')).toBeNull();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'door@campus.test' } });
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.addStaff }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(MESSAGES.cohostsForbidden));
    expect(sentBody(fetchMock, 'POST /api/events/p1/staff')).toEqual({ email: 'door@campus.test', role: 'door' });
  });

  it('offers a bank statement import where registrations cost money, and not on a free event', async () => {
    show();
    expect(await screen.findByRole('region', { name: 'Bank statement' })).toBeTruthy();
    cleanup();
    show({ [LIST]: answer([confirmed, waitlisted], { ...counts, confirmed: 1, awaiting_payment: 0 }) });
    await screen.findByRole('list', { name: 'Registrations' });
    expect(screen.queryByRole('region', { name: 'Bank statement' })).toBeNull();
  });

  it('says when nobody has registered', async () => {
    show({ [LIST]: answer([], { confirmed: 0, awaiting_payment: 0, waitlisted: 0, offered: 0, cancelled: 0, checked_in: 0 }) });
    expect(await screen.findByText(MESSAGES.noRegistrationsYet)).toBeTruthy();
  });
});
