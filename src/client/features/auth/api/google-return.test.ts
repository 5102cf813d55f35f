import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../../../shared/messages.ts';
import { takeGoogleError, takeGoogleTicket } from './google-return.ts';

const address = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;

describe('takeGoogleTicket', () => {
  it('returns the ticket and removes it from the address, keeping the path and other parameters', () => {
    window.history.replaceState(null, '', '/?token=one-time&ref=mail#top');
    expect(takeGoogleTicket()).toBe('one-time');
    expect(address()).toBe('/?ref=mail#top');
  });

  it("also cleans an older redirect's id, name, email, avatar and admin", () => {
    window.history.replaceState(null, '', '/?id=u1&name=Asha&email=a%40x.edu&avatar=&token=one-time&admin=false&ref=mail');
    expect(takeGoogleTicket()).toBe('one-time');
    expect(address()).toBe('/?ref=mail');
  });

  it('leaves an ordinary address alone', () => {
    window.history.replaceState(null, '', '/posts/abc?x=1');
    expect(takeGoogleTicket()).toBeNull();
    expect(address()).toBe('/posts/abc?x=1');
  });
});

describe('takeGoogleError', () => {
  it.each([
    ['google_failed', MESSAGES.googleFailed],
    ['google_unverified', MESSAGES.googleUnverified],
    ['google_not_configured', MESSAGES.googleNotConfigured],
  ])('shows the message of the code %s and removes it from the address', (code, message) => {
    window.history.replaceState(null, '', `/?authError=${code}&x=1`);
    expect(takeGoogleError()).toBe(message);
    expect(address()).toBe('/?x=1');
  });

  it.each([
    'Your account was suspended. Call +1 555 0100 to restore it.',
    MESSAGES.googleFailed,
    'GOOGLE_FAILED',
    'toString',
    '__proto__',
    '',
  ])('never shows anything else from the address (%j), but still cleans it', (text) => {
    window.history.replaceState(null, '', `/?authError=${encodeURIComponent(text)}`);
    expect(takeGoogleError()).toBeNull();
    expect(address()).toBe('/');
  });

  it('answers null when there is no error', () => {
    window.history.replaceState(null, '', '/?x=1');
    expect(takeGoogleError()).toBeNull();
    expect(window.location.search).toBe('?x=1');
  });
});
