import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '../../../../shared/messages.ts';
import type { DoorAttendee, DoorSnapshot, ScanOutcome } from '../../../../shared/schemas/door.ts';
import { storage } from '../../../lib/storage.ts';
import { callsTo, jsonResponse, stubFetch } from '../../../test/http.ts';
import { makeAttendee, makeSnapshot, makeTicketKey } from '../../../test/make-door.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { campusDayAt, daysWords } from '../lib/door-days.ts';
import { forgetMemoryStore } from '../lib/door-store.ts';
import { CheckInScreen } from './check-in-screen.tsx';

vi.mock('../../../lib/browser.ts', () => ({ reloadPage: vi.fn() }));
vi.mock('../lib/qr-detector.ts', () => ({ loadQrDetector: () => new Promise(() => undefined) }));

const host = { _id: 'u1', name: 'Asha Verma', email: 'asha@campus.test', avatar: null, isAdmin: false, token: 'tok' };
const DOOR = 'GET /api/events/e1/door';
const SCANS = 'POST /api/events/e1/check-ins';
const TZ = 'Asia/Kolkata';
const inFiveDays = campusDayAt(new Date(Date.now() + 5 * 86_400_000).toISOString(), TZ);

let publicKey: string;
beforeAll(async () => {
  ({ publicKey } = await makeTicketKey());
});
beforeEach(() => {
  forgetMemoryStore();
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => true);
  storage.setCurrentUser(host);
});

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
const sentScans = (init: RequestInit) => (JSON.parse(init.body as string) as { scans: Array<Record<string, unknown>> }).scans;
const wrongDay = (attendees: DoorAttendee[]): DoorSnapshot =>
  makeSnapshot(publicKey, attendees, {
    event: { _id: 'e1', title: 'Open Mic Night', type: 'event', eventStartDate: null, eventEndDate: null, location: null, availableDates: [], days: [inFiveDays] },
    timeZone: TZ,
    counts: { holding: 0, checkedIn: 0 },
  });

async function search(text: string) {
  const field = await screen.findByLabelText(MESSAGES.attendeeSearchLabel);
  fireEvent.change(field, { target: { value: text } });
  return field;
}

describe('the door on a day the event does not happen (decision 077)', () => {
  it('says the event’s date, lists its attendees as not for today, and checks one in anyway in one tap', async () => {
    const priya = makeAttendee({ name: 'Priya Shah' });
    const fetchMock = stubFetch({
      [DOOR]: () => jsonResponse(wrongDay([priya])),
      [SCANS]: (init) => jsonResponse({ results: [outcome(priya, String(sentScans(init)[0]!.scanId))], counts: { holding: 0, checkedIn: 1 } }),
    });
    renderWithProviders(<CheckInScreen eventId="e1" onBack={vi.fn()} />);
    expect(await screen.findByText(`This event is on ${daysWords([inFiveDays])}`)).toBeTruthy();
    expect(screen.getByRole('list', { name: MESSAGES.doorCountsLabel }).textContent).toContain(`0 ${MESSAGES.doorHoldingCount}`);
    await search('Priya');
    const row = await screen.findByRole('listitem', { name: 'Priya Shah' });
    expect(within(row).queryByRole('button', { name: `${MESSAGES.checkInAttendee}: Priya Shah` })).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: 'Check in anyway: Priya Shah' }));
    expect(await screen.findByText(MESSAGES.resultCheckedIn)).toBeTruthy();
    expect(sentScans(callsTo(fetchMock, SCANS)[0]!)).toEqual([expect.objectContaining({ registrationId: priya.registrationId, override: true })]);
  });

  it('shows the server’s refusal with the date, and Check in anyway sends the same scan again as an override', async () => {
    const priya = makeAttendee({ name: 'Priya Shah' });
    let sent = 0;
    const fetchMock = stubFetch({
      [DOOR]: () => jsonResponse(makeSnapshot(publicKey, [priya])),
      [SCANS]: (init) => {
        sent += 1;
        const scanId = String(sentScans(init)[0]!.scanId);
        return jsonResponse({
          results: [sent === 1 ? outcome(priya, scanId, { result: 'not_today', checkedInAt: null, checkedInBy: null, days: ['2026-12-03'] }) : outcome(priya, scanId)],
          counts: { holding: 0, checkedIn: sent - 1 },
        });
      },
    });
    renderWithProviders(<CheckInScreen eventId="e1" onBack={vi.fn()} />);
    await search('Priya');
    fireEvent.click(within(await screen.findByRole('listitem', { name: 'Priya Shah' })).getByRole('button', { name: `${MESSAGES.checkInAttendee}: Priya Shah` }));
    const card = (await screen.findByText('This event is on 3 December')).closest('[data-result]');
    expect(card?.getAttribute('data-result')).toBe('not_today');
    expect(card?.textContent).toContain('Not for today');
    expect(card?.closest('[role="alert"]')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Check in anyway: Priya Shah' }));
    expect(await screen.findByText(MESSAGES.resultCheckedIn)).toBeTruthy();
    const [first, second] = callsTo(fetchMock, SCANS).map((init) => sentScans(init)[0]!);
    expect(first).not.toHaveProperty('override');
    expect(second).toMatchObject({ registrationId: priya.registrationId, override: true });
    expect(second!.scanId).not.toBe(first!.scanId);
  });

  it('hides the search hint once two characters are typed', async () => {
    stubFetch({ [DOOR]: () => jsonResponse(makeSnapshot(publicKey, [makeAttendee()])) });
    renderWithProviders(<CheckInScreen eventId="e1" onBack={vi.fn()} />);
    await search('P');
    expect(screen.getByText(MESSAGES.attendeeSearchHint)).toBeTruthy();
    await search('Pr');
    expect(screen.queryByText(MESSAGES.attendeeSearchHint)).toBeNull();
  });
});
