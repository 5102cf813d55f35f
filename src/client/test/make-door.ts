import type { DoorAttendee, DoorSnapshot } from '../../shared/schemas/door.ts';

const b64url = (bytes: Uint8Array | ArrayBuffer): string => {
  let binary = '';
  for (const b of new Uint8Array(bytes)) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

/** A signing key as the server keeps one, and its public half as a door's snapshot carries it. */
export async function makeTicketKey() {
  const pair = await crypto.subtle.generateKey({ name: 'Ed25519' }, true, ['sign', 'verify']);
  const publicKey = b64url(await crypto.subtle.exportKey('raw', pair.publicKey));
  /** A ticket's token for the claims, signed as the server signs it. */
  const sign = async (postId: string, registrationId: string, code: string, ticketType = 'General'): Promise<string> => {
    const payload = `Q1.${b64url(new TextEncoder().encode(JSON.stringify([postId, registrationId, code, ticketType])))}`;
    const signature = await crypto.subtle.sign({ name: 'Ed25519' }, pair.privateKey, new TextEncoder().encode(payload));
    return `${payload}.${b64url(signature)}`;
  };
  return { publicKey, sign };
}

let counter = 0;

/** An attendee as the door's snapshot lists one: confirmed, not checked in. */
export function makeAttendee(overrides: Partial<DoorAttendee> = {}): DoorAttendee {
  counter += 1;
  return {
    registrationId: `r${counter}`,
    name: `Attendee ${counter}`,
    email: `attendee${counter}@campus.test`,
    ticketType: 'General',
    code: `CODE${counter}`,
    status: 'confirmed',
    bookingDates: [],
    paymentLeft: null,
    paymentSent: false,
    checkIns: [],
    ...overrides,
  };
}

/** A door's snapshot of an event with one date, with the attendees and key given. */
export function makeSnapshot(publicKey: string, attendees: DoorAttendee[], overrides: Partial<DoorSnapshot> = {}): DoorSnapshot {
  return {
    event: {
      _id: 'e1',
      title: 'Open Mic Night',
      type: 'event',
      eventStartDate: new Date().toISOString(),
      eventEndDate: null,
      location: 'Student Centre',
      availableDates: [],
    },
    key: { keyId: publicKey.slice(0, 8), publicKey },
    today: '',
    counts: { holding: attendees.length, checkedIn: attendees.filter((a) => a.checkIns.length > 0).length },
    attendees,
    canUndo: true,
    ...overrides,
  };
}
