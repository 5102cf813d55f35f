import { describe, expect, it } from 'vitest';
import { takeGoogleError, takeGoogleTicket } from './google-return.ts';

describe('takeGoogleTicket', () => {
  it('returns the ticket and removes the redirect parameters, keeping the path and others', () => {
    window.history.replaceState(
      null,
      '',
      '/?id=u1&name=Asha&email=a%40x.edu&avatar=&token=one-time&admin=false&ref=mail#top',
    );
    expect(takeGoogleTicket()).toBe('one-time');
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/?ref=mail#top');
  });

  it('leaves an ordinary address alone', () => {
    window.history.replaceState(null, '', '/posts/abc?x=1');
    expect(takeGoogleTicket()).toBeNull();
    expect(`${window.location.pathname}${window.location.search}`).toBe('/posts/abc?x=1');
  });
});

describe('takeGoogleError', () => {
  it('returns the failure message and removes it from the address', () => {
    window.history.replaceState(null, '', '/?authError=Google%20sign-in%20failed.%20Please%20try%20again.');
    expect(takeGoogleError()).toBe('Google sign-in failed. Please try again.');
    expect(`${window.location.pathname}${window.location.search}`).toBe('/');
  });

  it('answers null when there is no error', () => {
    window.history.replaceState(null, '', '/?x=1');
    expect(takeGoogleError()).toBeNull();
    expect(window.location.search).toBe('?x=1');
  });
});
