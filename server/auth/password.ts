import { hash, verify } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';

// The library's default algorithm is Argon2id, at 19 MiB and 2 passes: OWASP's recommended floor.
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Verified against when the email is unknown, so that both paths take the same time.
let decoyHash: Promise<string> | undefined;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return decoyHash;
}

/** A readable random password for generated accounts (shown once). */
export function generatePassword(): string {
  return randomBytes(12).toString('base64url');
}
