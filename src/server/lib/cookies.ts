/** The little of cookies Quad needs: read one from a Cookie header, and write a Set-Cookie line. */

const NAME = /^[A-Za-z0-9_-]{1,64}$/;
const VALUE = /^[A-Za-z0-9_-]{1,200}$/;

/**
 * The value of cookie `name` in a Cookie header, or null. Only plain values (letters, digits, `-`, `_`, as our
 * own cookies hold) are answered; anything else counts as absent. With the name twice, the first one wins (the
 * browser sends the cookie of the longest path first).
 */
export function readCookie(header: string | string[] | undefined, name: string): string | null {
  if (!header) return null;
  for (const line of Array.isArray(header) ? header : [header]) {
    for (const part of line.split(';')) {
      const eq = part.indexOf('=');
      if (eq < 0 || part.slice(0, eq).trim() !== name) continue;
      let value = part.slice(eq + 1).trim();
      if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
      return VALUE.test(value) ? value : null;
    }
  }
  return null;
}

export interface CookieOptions {
  path: string;
  /** Seconds; 0 deletes the cookie. */
  maxAgeSeconds: number;
  secure: boolean;
  sameSite: 'Lax' | 'Strict';
}

/** A Set-Cookie header value, always HttpOnly. `value` is empty when deleting. */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  if (!NAME.test(name)) throw new Error(`invalid cookie name ${name}`);
  if (value && !VALUE.test(value)) throw new Error('invalid cookie value');
  const parts = [
    `${name}=${value}`,
    `Path=${options.path}`,
    `Max-Age=${Math.max(0, Math.floor(options.maxAgeSeconds))}`,
    'HttpOnly',
    `SameSite=${options.sameSite}`,
  ];
  if (options.maxAgeSeconds <= 0) parts.push('Expires=Thu, 01 Jan 1970 00:00:00 GMT');
  if (options.secure) parts.push('Secure');
  return parts.join('; ');
}
