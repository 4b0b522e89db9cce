import { createHash, randomBytes } from 'node:crypto';

export const SESSION_COOKIE = 'riser_session';

/** 256 random bits; only the browser holds the token itself. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashSessionToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
