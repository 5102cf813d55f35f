import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: what the client holds. */
export const newToken = (): string => randomBytes(32).toString('base64url');

/** What the database holds: the SHA-256 of the token, hex. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** The bearer token of an Authorization header, or null. */
export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,100})\s*$/i.exec(header);
  return match?.[1] ?? null;
}
