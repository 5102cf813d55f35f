import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ATTENDANCE_TEXTS } from '../../../../shared/attendance-texts.ts';
import { callsTo, jsonResponse, stubFetch } from '../../../test/http.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ClubAttendance } from './club-attendance.tsx';

const ROUTE = 'GET /api/clubs/coding-club/attendance';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("a club's attendance", () => {
  it("shows an officer each event's registered and checked-in counts", async () => {
    stubFetch({
      [ROUTE]: () => jsonResponse({ events: [{ eventId: 'e1', title: 'Hackathon', startsAt: '2026-11-01T10:00:00.000Z', registered: 40, checkedIn: 31 }] }),
    });
    renderWithProviders(<ClubAttendance club={{ slug: 'coding-club', role: 'officer' }} />);
    const list = await screen.findByRole('list', { name: ATTENDANCE_TEXTS.clubAttendanceTitle });
    const [item] = within(list).getAllByRole('listitem');
    expect(item?.textContent).toContain('Hackathon');
    expect(item?.textContent).toContain('31 of 40 registered were checked in');
  });

  it('shows nothing to a member or a follower, and asks the server nothing', () => {
    const fetchMock = stubFetch({});
    for (const role of ['member', null] as const) {
      const { container, unmount } = renderWithProviders(<ClubAttendance club={{ slug: 'coding-club', role }} />);
      expect(container.textContent).toBe('');
      unmount();
    }
    expect(callsTo(fetchMock, ROUTE)).toHaveLength(0);
  });
});
