import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../shared/messages.ts';
import type { Registration } from '../../../../shared/schemas/events.ts';
import { callsTo, jsonResponse, stubFetch } from '../../../test/http.ts';
import { makeRegistration } from '../../../test/make-registration.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { HostRegistrations } from './host-registrations.tsx';

const LIST = 'GET /api/events/p1/registrations';
const STAFF = 'GET /api/events/p1/staff';
const HOSTS = 'GET /api/events/p1/hosts';
const counts = { confirmed: 1, awaiting_payment: 1, waitlisted: 1, offered: 0, cancelled: 0, checked_in: 0 };
const paying = makeRegistration({ _id: 'r2', name: 'Meera Iyer', status: 'awaiting_payment', ticketCode: null, totalPrice: 150, transactionId: 'UTR 4142' });
const answer = (registrations: Registration[]) => () => jsonResponse({ registrations, counts, capacity: 2, seatsLeft: 0 });

function show(routes: Parameters<typeof stubFetch>[0] = {}) {
  const fetchMock = stubFetch({
    [LIST]: answer([makeRegistration({ name: 'Asha Verma' }), paying, makeRegistration({ name: 'Kabir Das', status: 'waitlisted', waitlistPosition: 1, ticketCode: null })]),
    [STAFF]: () => jsonResponse({ staff: [] }),
    ...routes,
  });
  renderWithProviders(<HostRegistrations eventId="p1" eventTitle="Open Mic Night" onBack={() => undefined} onOpenCheckIn={() => undefined} />);
  return fetchMock;
}

describe("The host's registrations", () => {
  it('lists every registration with its state, the counts and the seats left', async () => {
    show();
    const list = await screen.findByRole('list', { name: 'Registrations' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('strong')?.textContent)).toEqual(['Asha Verma', 'Meera Iyer', 'Kabir Das']);
    expect(within(items[1]!).getByText('Awaiting payment')).toBeTruthy();
    expect(within(items[1]!).getByText('Reference: UTR 4142')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Registrations by status' }).textContent).toContain('0 of 2 seats left');
  });

  it('marks a payment paid', async () => {
    const fetchMock = show({ 'POST /api/events/p1/registrations/r2/payment': () => jsonResponse({ ...paying, status: 'confirmed', ticketCode: 'K7QX2M9P' }) });
    const item = (await screen.findByText('Meera Iyer')).closest('li')!;
    fireEvent.click(within(item).getByRole('button', { name: MESSAGES.markPaid }));
    await waitFor(() => expect(screen.getByText(MESSAGES.paymentMarkedPaid)).toBeTruthy());
    expect(JSON.parse(callsTo(fetchMock, 'POST /api/events/p1/registrations/r2/payment')[0]?.body as string)).toEqual({ decision: 'paid' });
  });

  it('rejects a payment only with a reason, which it sends', async () => {
    const fetchMock = show({ 'POST /api/events/p1/registrations/r2/payment': () => jsonResponse({ ...paying, status: 'cancelled', paymentNote: 'No such UTR' }) });
    const item = (await screen.findByText('Meera Iyer')).closest('li')!;
    fireEvent.click(within(item).getByRole('button', { name: MESSAGES.rejectPayment }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the payment of Meera Iyer' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject payment' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(MESSAGES.rejectReasonRequired);
    expect(callsTo(fetchMock, 'POST /api/events/p1/registrations/r2/payment')).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText('Reason (they will see it)'), { target: { value: 'No such UTR' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject payment' }));
    await waitFor(() => expect(screen.getByText(MESSAGES.paymentRejected)).toBeTruthy());
    expect(JSON.parse(callsTo(fetchMock, 'POST /api/events/p1/registrations/r2/payment')[0]?.body as string)).toEqual({ decision: 'rejected', reason: 'No such UTR' });
  });

  it("adds door staff by email and shows the server's refusal", async () => {
    const fetchMock = show({ 'POST /api/events/p1/staff': () => jsonResponse({ message: MESSAGES.staffListFull }, 409) });
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'door@campus.test' } });
    fireEvent.click(screen.getByRole('button', { name: MESSAGES.addStaff }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(MESSAGES.staffListFull));
    expect(JSON.parse(callsTo(fetchMock, 'POST /api/events/p1/staff')[0]?.body as string)).toEqual({ email: 'door@campus.test', role: 'door' });
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
    expect(JSON.parse(callsTo(fetchMock, 'POST /api/events/p1/staff')[0]?.body as string)).toEqual({ email: 'Rahul@campus.test', role: 'cohost' });
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
    expect(JSON.parse(callsTo(fetchMock, 'POST /api/events/p1/staff')[0]?.body as string)).toEqual({ email: 'door@campus.test', role: 'door' });
  });

  it('says when nobody has registered', async () => {
    show({ [LIST]: answer([]) });
    expect(await screen.findByText(MESSAGES.noRegistrationsYet)).toBeTruthy();
  });
});
