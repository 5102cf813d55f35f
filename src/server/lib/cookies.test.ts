import { describe, expect, it } from 'vitest';
import { readCookie, serializeCookie } from './cookies.ts';

describe('readCookie', () => {
  it('finds a cookie among others, whatever the spacing', () => {
    expect(readCookie('a=1; quad_google=abc-DEF_123; b=2', 'quad_google')).toBe('abc-DEF_123');
    expect(readCookie('quad_google=xyz', 'quad_google')).toBe('xyz');
    expect(readCookie(' other=1 ;quad_google = v1 ', 'quad_google')).toBe('v1');
    expect(readCookie('quad_google="quoted"', 'quad_google')).toBe('quoted');
  });

  it('answers null when it is absent, empty, or not a plain value', () => {
    expect(readCookie(undefined, 'quad_google')).toBeNull();
    expect(readCookie('', 'quad_google')).toBeNull();
    expect(readCookie('xquad_google=1; quad_googlex=2', 'quad_google')).toBeNull();
    expect(readCookie('quad_google=', 'quad_google')).toBeNull();
    expect(readCookie('quad_google=a%20b', 'quad_google')).toBeNull();
    expect(readCookie('quad_google=a b', 'quad_google')).toBeNull();
    expect(readCookie(`quad_google=${'x'.repeat(201)}`, 'quad_google')).toBeNull();
    expect(readCookie('quad_google', 'quad_google')).toBeNull();
  });

  it('takes the first of two cookies with the same name, and reads a header given as a list', () => {
    expect(readCookie('quad_google=first; quad_google=second', 'quad_google')).toBe('first');
    expect(readCookie(['a=1', 'quad_google=v'], 'quad_google')).toBe('v');
  });
});

describe('serializeCookie', () => {
  it('writes an HttpOnly cookie with its path, lifetime and SameSite, Secure when asked', () => {
    expect(serializeCookie('quad_google', 'abc', { path: '/api/auth/google', maxAgeSeconds: 600, secure: true, sameSite: 'Lax' })).toBe(
      'quad_google=abc; Path=/api/auth/google; Max-Age=600; HttpOnly; SameSite=Lax; Secure',
    );
    expect(serializeCookie('quad_google', 'abc', { path: '/', maxAgeSeconds: 600, secure: false, sameSite: 'Lax' })).not.toContain('Secure');
  });

  it('deletes a cookie with Max-Age=0 and a past Expires', () => {
    const line = serializeCookie('quad_google', '', { path: '/api/auth/google', maxAgeSeconds: 0, secure: false, sameSite: 'Lax' });
    expect(line).toMatch(/^quad_google=; /);
    expect(line).toContain('Max-Age=0');
    expect(line).toContain('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  });

  it('refuses a value that would break the header', () => {
    const options = { path: '/', maxAgeSeconds: 1, secure: false, sameSite: 'Lax' as const };
    expect(() => serializeCookie('quad_google', 'a;b', options)).toThrow();
    expect(() => serializeCookie('bad name', 'a', options)).toThrow();
  });
});
