import { describe, expect, it } from 'vitest';
import { registrationButtonOf } from './registration-state.ts';

const now = Date.parse('2026-11-23T12:00:00Z');
const event = {
  eventStartDate: '2026-11-30T18:00:00Z',
  registrationOpen: true,
  enableRegistrationForm: true,
  registrationLink: null,
};

describe("SPEC §4's registration button", () => {
  it('follows the priority order, and only REGISTER NOW is enabled', () => {
    expect(registrationButtonOf({ ...event, eventStartDate: '2026-11-01T00:00:00Z', registrationOpen: false }, true, now)).toEqual({
      label: 'REGISTERED',
      disabled: true,
      action: null,
    });
    expect(registrationButtonOf({ ...event, eventStartDate: '2026-11-01T00:00:00Z', registrationOpen: false }, false, now).label).toBe(
      'EVENT ENDED',
    );
    expect(registrationButtonOf({ ...event, registrationOpen: false }, false, now).label).toBe('REGISTRATION CLOSED');
    expect(registrationButtonOf({ ...event, enableRegistrationForm: false }, false, now).label).toBe('NO REGISTRATION REQUIRED');
    expect(registrationButtonOf(event, false, now)).toEqual({ label: 'REGISTER NOW', disabled: false, action: 'form' });
    expect(
      registrationButtonOf({ ...event, enableRegistrationForm: false, registrationLink: 'https://forms.example.org/x' }, false, now),
    ).toEqual({ label: 'REGISTER NOW', disabled: false, action: 'link' });
  });

  it('joins the waitlist when every seat is held, just before REGISTER NOW', () => {
    const full = { ...event, seatsLeft: 0 };
    expect(registrationButtonOf(full, false, now)).toEqual({ label: 'JOIN WAITLIST', disabled: false, action: 'form' });
    // Every other state keeps its place before it.
    expect(registrationButtonOf(full, true, now).label).toBe('REGISTERED');
    expect(registrationButtonOf({ ...full, eventStartDate: '2026-11-01T00:00:00Z' }, false, now).label).toBe('EVENT ENDED');
    expect(registrationButtonOf({ ...full, registrationOpen: false }, false, now).label).toBe('REGISTRATION CLOSED');
    expect(registrationButtonOf({ ...full, status: 'pending' }, false, now).label).toBe('REGISTRATION CLOSED');
    // Seats are the in-app form's: a host's link takes everyone.
    expect(registrationButtonOf({ ...full, enableRegistrationForm: false, registrationLink: 'https://forms.example.org/x' }, false, now).label).toBe(
      'REGISTER NOW',
    );
    expect(registrationButtonOf({ ...event, seatsLeft: 1 }, false, now).label).toBe('REGISTER NOW');
    expect(registrationButtonOf({ ...event, seatsLeft: null }, false, now).label).toBe('REGISTER NOW');
  });

  it('is closed while the event waits for approval or is hidden by reports, as the server refuses then', () => {
    expect(registrationButtonOf({ ...event, status: 'pending', hidden: false }, false, now)).toEqual({
      label: 'REGISTRATION CLOSED',
      disabled: true,
      action: null,
    });
    expect(registrationButtonOf({ ...event, status: 'approved', hidden: true }, false, now).label).toBe('REGISTRATION CLOSED');
    expect(registrationButtonOf({ ...event, status: 'approved', hidden: false }, false, now).label).toBe('REGISTER NOW');
  });
});
