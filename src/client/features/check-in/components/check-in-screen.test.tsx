import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES, scansWaiting } from '../../../../shared/messages.ts';
import type { DoorAttendee, DoorSnapshot, ScanOutcome } from '../../../../shared/schemas/door.ts';
import { storage } from '../../../lib/storage.ts';
import { callsTo, jsonResponse, stubFetch } from '../../../test/http.ts';
import { makeAttendee, makeSnapshot, makeTicketKey } from '../../../test/make-door.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { forgetMemoryStore } from '../lib/door-store.ts';
import { applyDoorCounts } from '../lib/live-door.ts';
import { CheckInScreen } from './check-in-screen.tsx';

vi.mock('../../../lib/browser.ts', () => ({ reloadPage: vi.fn() }));
// The camera has its own tests: here no QR reader loads.
vi.mock('../lib/qr-detector.ts', () => ({ loadQrDetector: () => new Promise(() => undefined) }));

const host = { _id: 'u1', name: 'Asha Verma', email: 'asha@campus.test', avatar: null, isAdmin: false, token: 'tok' };
const DOOR = 'GET /api/events/e1/door';
const SCANS = 'POST /api/events/e1/check-ins';

let publicKey: string;
beforeAll(async () => {
  ({ publicKey } = await makeTicketKey());
});

let online = true;
beforeEach(() => {
  forgetMemoryStore();
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  storage.setCurrentUser(host);
});
afterEach(() => {
  vi.useRealTimers();
});

function goOnline(value: boolean) {
  online = value;
  act(() => {
    window.dispatchEvent(new Event(value ? 'online' : 'offline'));
  });
}

const outcome = (attendee: DoorAttendee, scanId: string, overrides: Partial<ScanOutcome> = {}): ScanOutcome => ({
  scanId,
  result: 'checked_in',
  registrationId: attendee.registrationId,
  name: attendee.name,
  ticketType: attendee.ticketType,
  checkedInAt: new Date().toISOString(),
  checkedInBy: host.name,
  ...overrides,
});

const sentScans = (init: RequestInit) => (JSON.parse(init.body as string) as { scans: Array<Record<string, string>> }).scans;

function renderDoor(snapshot: DoorSnapshot, routes: Parameters<typeof stubFetch>[0] = {}) {
  const fetchMock = stubFetch({ [DOOR]: () => jsonResponse(snapshot), ...routes });
  const view = renderWithProviders(<CheckInScreen eventId="e1" onBack={vi.fn()} />);
  return { fetchMock, ...view };
}

async function findAttendee(name: string) {
  fireEvent.change(await screen.findByLabelText(MESSAGES.attendeeSearchLabel), { target: { value: name } });
  return screen.findByRole('listitem', { name });
}

describe('CheckInScreen', () => {
  it("shows the event, today and the counts, which follow the stream's door events", async () => {
    const { queryClient } = renderDoor(makeSnapshot(publicKey, [makeAttendee(), makeAttendee()]));
    expect(await screen.findByRole('heading', { level: 1, name: 'Open Mic Night' })).toBeTruthy();
    expect(screen.getByText(new RegExp(`^${MESSAGES.doorToday}:`))).toBeTruthy();
    const counts = screen.getByRole('list', { name: MESSAGES.doorCountsLabel });
    expect(counts.textContent).toContain(`0 ${MESSAGES.doorCheckedInCount}`);
    expect(counts.textContent).toContain(`2 ${MESSAGES.doorHoldingCount}`);
    act(() => applyDoorCounts(queryClient, { postId: 'e1', holding: 3, checkedIn: 1 }));
    await waitFor(() => expect(counts.textContent).toContain(`1 ${MESSAGES.doorCheckedInCount}`));
    expect(counts.textContent).toContain(`3 ${MESSAGES.doorHoldingCount}`);
  });

  it("asks a visitor to log in, and shows anyone else the server's refusal", async () => {
    storage.removeCurrentUser();
    const first = renderDoor(makeSnapshot(publicKey, []));
    expect(await screen.findByText(MESSAGES.doorLogIn)).toBeTruthy();
    expect(callsTo(first.fetchMock, DOOR)).toHaveLength(0);
    first.unmount();

    storage.setCurrentUser(host);
    stubFetch({ [DOOR]: () => jsonResponse({ message: MESSAGES.doorForbidden }, 403) });
    renderWithProviders(<CheckInScreen eventId="e1" onBack={vi.fn()} />);
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES.doorForbidden);
  });

  it('checks someone in by name: a big green result read out politely, then undo, told to the server', async () => {
    const priya = makeAttendee({ name: 'Priya Shah', code: 'K7Q2PX' });
    const { fetchMock } = renderDoor(makeSnapshot(publicKey, [priya]), {
      [SCANS]: (init) => jsonResponse({ results: [outcome(priya, sentScans(init)[0]!.scanId!)], counts: { holding: 1, checkedIn: 1 } }),
      [`POST /api/events/e1/check-ins/${priya.registrationId}/undo`]: () => jsonResponse({ counts: { holding: 1, checkedIn: 0 } }),
    });
    const row = await findAttendee('Priya Shah');
    const button = within(row).getByRole('button', { name: `${MESSAGES.checkInAttendee}: Priya Shah` });
    button.focus();
    fireEvent.click(button);

    const status = await screen.findByText(MESSAGES.resultCheckedIn);
    const region = status.closest('[role="status"]')!;
    expect(region).toBeTruthy();
    expect(region.textContent).toContain('Priya Shah · General');
    const [sent] = sentScans(callsTo(fetchMock, SCANS)[0]!);
    expect(sent).toMatchObject({ registrationId: priya.registrationId, scanId: expect.any(String), scannedAt: expect.any(String) });
    await waitFor(() => expect(within(row).queryByRole('button', { name: `${MESSAGES.undoCheckIn}: Priya Shah` })).toBeTruthy());
    // The keyboard's place is kept: the same button now undoes.
    expect(document.activeElement?.getAttribute('aria-label')).toBe(`${MESSAGES.undoCheckIn}: Priya Shah`);
    expect(screen.getByRole('list', { name: MESSAGES.doorCountsLabel }).textContent).toContain(`1 ${MESSAGES.doorCheckedInCount}`);

    fireEvent.click(within(region as HTMLElement).getByRole('button', { name: MESSAGES.undoCheckIn }));
    expect(await screen.findByText(MESSAGES.checkInUndone)).toBeTruthy();
    expect(callsTo(fetchMock, `POST /api/events/e1/check-ins/${priya.registrationId}/undo`)).toHaveLength(1);
    expect(screen.queryByText(MESSAGES.resultCheckedIn)).toBeNull();
    await waitFor(() => expect(within(row).getByRole('button', { name: `${MESSAGES.checkInAttendee}: Priya Shah` })).toBeTruthy());
  });

  it("tells the door whose seat waits for a payment, with what is left, apart from someone not on the list", async () => {
    const ravi = makeAttendee({ name: 'Ravi Kumar', status: 'awaiting_payment', code: null, paymentLeft: 400 });
    const meera = makeAttendee({ name: 'Meera Iyer', status: 'awaiting_payment', code: null, paymentLeft: 200, paymentSent: true });
    renderDoor(makeSnapshot(publicKey, [ravi, meera]));
    const row = await findAttendee('Ravi Kumar');
    expect(row.textContent).toContain('Payment pending: ₹400 — no ticket yet');
    expect(within(row).queryByRole('button')).toBeNull();
    expect((await findAttendee('Meera Iyer')).textContent).toContain('Payment sent, not confirmed yet: ₹200 — no ticket yet');
    fireEvent.change(screen.getByLabelText(MESSAGES.attendeeSearchLabel), { target: { value: 'Nobody Here' } });
    expect(await screen.findByText(MESSAGES.noAttendeeMatches)).toBeTruthy();
  });

  it('tells a second door, at once and out loud, that the ticket was checked in already, when and by whom', async () => {
    const priya = makeAttendee({ name: 'Priya Shah' });
    renderDoor(makeSnapshot(publicKey, [priya]), {
      [SCANS]: (init) =>
        jsonResponse({
          results: [outcome(priya, sentScans(init)[0]!.scanId!, { result: 'already', checkedInAt: '2026-11-30T12:30:00.000Z', checkedInBy: 'Meera Iyer' })],
          counts: { holding: 1, checkedIn: 1 },
        }),
    });
    const row = await findAttendee('Priya Shah');
    fireEvent.click(within(row).getByRole('button', { name: `${MESSAGES.checkInAttendee}: Priya Shah` }));
    const title = await screen.findByText(MESSAGES.resultAlready);
    const alert = title.closest('[role="alert"]')!;
    expect(alert.textContent).toMatch(/Checked in .* by Meera Iyer/);
    expect(alert.querySelector('[data-tone="warning"]')).toBeTruthy();
  });

  it('offline: answers from its list at once, keeps the scan, and sends it when the network returns; a door told "already" lists it', async () => {
    const priya = makeAttendee({ name: 'Priya Shah' });
    const { fetchMock } = renderDoor(makeSnapshot(publicKey, [priya]), {
      [SCANS]: (init) =>
        jsonResponse({
          results: sentScans(init).map((s) => outcome(priya, s.scanId!, { result: 'already', checkedInAt: '2026-11-30T12:30:00.000Z', checkedInBy: 'Meera Iyer' })),
          counts: { holding: 1, checkedIn: 1 },
        }),
    });
    const row = await findAttendee('Priya Shah');
    goOnline(false);
    expect(await screen.findByText(MESSAGES.doorOfflineNoScans)).toBeTruthy();

    fireEvent.click(within(row).getByRole('button', { name: `${MESSAGES.checkInAttendee}: Priya Shah` }));
    expect(await screen.findByText(scansWaiting(1, false))).toBeTruthy();
    const shown = screen.getByText(MESSAGES.resultCheckedIn).closest('[role="status"]')!;
    expect(shown.textContent).toContain(MESSAGES.resultNotSynced);
    expect(within(row).getByText(MESSAGES.resultNotSynced)).toBeTruthy();
    expect(callsTo(fetchMock, SCANS)).toHaveLength(0);

    goOnline(true);
    await waitFor(() => expect(callsTo(fetchMock, SCANS)).toHaveLength(1));
    expect(sentScans(callsTo(fetchMock, SCANS)[0]!)[0]).toMatchObject({ registrationId: priya.registrationId });
    const synced = await screen.findByRole('region', { name: MESSAGES.doorSyncedHeading });
    expect(within(synced).getByText(MESSAGES.resultAlready)).toBeTruthy();
    expect(synced.textContent).toMatch(/by Meera Iyer/);
    await waitFor(() => expect(screen.queryByText(scansWaiting(1, false))).toBeNull());
    // The big result is now the server's answer.
    expect(screen.queryByText(MESSAGES.resultNotSynced)).toBeNull();
  });

  it('keeps a scan whose request never got an answer, and sends it again later with the same scan id', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const priya = makeAttendee({ name: 'Priya Shah' });
    let reachable = false;
    const { fetchMock } = renderDoor(makeSnapshot(publicKey, [priya]), {
      [SCANS]: (init) => {
        if (!reachable) throw new TypeError('Failed to fetch');
        return jsonResponse({ results: sentScans(init).map((s) => outcome(priya, s.scanId!)), counts: { holding: 1, checkedIn: 1 } });
      },
    });
    const row = await findAttendee('Priya Shah');
    fireEvent.click(within(row).getByRole('button', { name: `${MESSAGES.checkInAttendee}: Priya Shah` }));
    expect((await screen.findAllByText(MESSAGES.resultNotSynced)).length).toBeGreaterThan(0);
    await waitFor(() => expect(callsTo(fetchMock, SCANS).length).toBeGreaterThanOrEqual(2));
    const firstId = sentScans(callsTo(fetchMock, SCANS)[0]!)[0]!.scanId;

    reachable = true;
    await act(async () => {
      await vi.advanceTimersByTimeAsync(10_000);
    });
    await waitFor(() => expect(screen.queryByText(MESSAGES.resultNotSynced)).toBeNull());
    const ids = callsTo(fetchMock, SCANS).map((init) => sentScans(init)[0]!.scanId);
    expect(new Set(ids)).toEqual(new Set([firstId]));
    expect(screen.getByText(MESSAGES.resultCheckedIn)).toBeTruthy();
  });
});
