/**
 * The door's data in the query cache (decision 053): one entry per event, the snapshot and where it came from.
 * Every change a door learns (an answer's counts, a check-in or its undo) is patched in here, and a change to the
 * attendees is saved on the device too, so a door that loses signal next still knows it.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { DoorAttendee, DoorSnapshot } from '../../../../shared/schemas/door.ts';
import { storage } from '../../../lib/storage.ts';
import type { DoorCounts } from '../api/check-in-api.ts';
import { doorStore } from './door-store.ts';

export const doorKeys = {
  all: ['door'] as const,
  snapshot: (eventId: string) => ['door', eventId] as const,
};

export interface DoorData {
  snapshot: DoorSnapshot;
  /** When the snapshot was read from the server. */
  savedAt: string;
  /** Read from this device's copy: the server could not be reached. */
  fromDevice: boolean;
}

type CheckIn = DoorAttendee['checkIns'][number];

/** Applies `update` to the event's cached snapshot, and keeps the device's copy in step when the attendees moved. */
export function patchDoor(queryClient: QueryClient, eventId: string, update: (snapshot: DoorSnapshot) => DoorSnapshot): void {
  let changed: DoorSnapshot | null = null;
  queryClient.setQueryData<DoorData>(doorKeys.snapshot(eventId), (data) => {
    if (!data) return data;
    const snapshot = update(data.snapshot);
    if (snapshot.attendees !== data.snapshot.attendees) changed = snapshot;
    return { ...data, snapshot };
  });
  const user = storage.getCurrentUser();
  if (changed && user) void doorStore(user._id, eventId).saveSnapshot(changed).catch(() => undefined);
}

export const withCounts =
  (counts: DoorCounts) =>
  (snapshot: DoorSnapshot): DoorSnapshot => ({ ...snapshot, counts });

const updateAttendee = (snapshot: DoorSnapshot, registrationId: string, update: (a: DoorAttendee) => DoorAttendee | null): DoorSnapshot => {
  let moved = false;
  const attendees = snapshot.attendees.map((a) => {
    if (a.registrationId !== registrationId) return a;
    const next = update(a);
    if (!next) return a;
    moved = true;
    return next;
  });
  return moved ? { ...snapshot, attendees } : snapshot;
};

/** The attendee checked in today (a check-in already listed for the day stays as it is: the first one wins). */
export const withCheckIn =
  (registrationId: string, checkIn: Omit<CheckIn, 'day'>) =>
  (snapshot: DoorSnapshot): DoorSnapshot =>
    updateAttendee(snapshot, registrationId, (a) =>
      a.checkIns.some((c) => c.day === snapshot.today) ? null : { ...a, status: 'checked_in', checkIns: [...a.checkIns, { day: snapshot.today, ...checkIn }] },
    );

/** Today's check-in of the attendee undone. */
export const withoutCheckIn =
  (registrationId: string) =>
  (snapshot: DoorSnapshot): DoorSnapshot =>
    updateAttendee(snapshot, registrationId, (a) => {
      const checkIns = a.checkIns.filter((c) => c.day !== snapshot.today);
      if (checkIns.length === a.checkIns.length) return null;
      return { ...a, status: checkIns.length > 0 ? 'checked_in' : 'confirmed', checkIns };
    });
