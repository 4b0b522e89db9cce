import { AppError } from '../../http/app-error';
import type { Db } from '../../db/database';
import { clearLoginAttempts, countLoginAttempts, takeBackLoginAttempt, type LoginAttemptCount } from './accounts.repo';

// Sign-in throttle (DESIGN §10, §12). Every attempt is counted before the password is checked,
// by upserts that answer the new count, so parallel attempts cannot all read "under the limit":
// each limit is decided on the count its own attempt produced, never on a read before a write.
//
// Three counts per 15-minute window:
// - `account:{email}`: at most LOGIN_MAX_FAILURES attempts reach the password check, from
//   anywhere. Holds against a guesser spread over many addresses.
// - `address:{ip}`: past 50 attempts the address is flooding. Refusing it outright would lock
//   out everyone behind the same NAT or proxy, so instead…
// - `pair:{ip}|{email}`: …from a flooding address only accounts it has not tried in the window
//   (since their last success) may still try, once each. The flooder is cut to one guess per account per window;
//   a colleague's correct sign-in from the same address passes.
// An attempt the address rule refuses is not counted against the account, so a flood cannot
// lock out an account whose owner signs in from elsewhere. A success clears the account and the
// pair and takes its own attempt back off the address, so sign-ins that work never add up to a
// flood.
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_MAX_ATTEMPTS_PER_ADDRESS = 50;

const WINDOW_SECONDS = LOGIN_WINDOW_MS / 1000;
const accountKey = (email: string) => `account:${email}`;
const addressKey = (ip: string) => `address:${ip}`;
const pairKey = (ip: string, email: string) => `pair:${ip}|${email}`;

/** An attempt let through to the password check; hand it back on success. */
export interface AdmittedLogin {
  email: string;
  ip: string;
  addressWindow: string;
}

/** Whole seconds until the earliest of these windows ends (at least 1). */
export function retryAfterSeconds(counts: Pick<LoginAttemptCount, 'windowStartedAt' | 'now'>[]): number {
  const ends = counts.map((count) => count.windowStartedAt.getTime() + LOGIN_WINDOW_MS - count.now.getTime());
  return Math.max(1, Math.ceil(Math.min(...ends) / 1000));
}

function tooManyAttempts(...counts: LoginAttemptCount[]) {
  const retryAfter = retryAfterSeconds(counts);
  return new AppError('TOO_MANY_REQUESTS', 'Too many failed sign-in attempts. Try again later.', {
    headers: { 'retry-after': String(retryAfter) },
    details: { retryAfterSeconds: retryAfter },
  });
}

function byKey(counts: LoginAttemptCount[], key: string): LoginAttemptCount {
  const count = counts.find((c) => c.key === key);
  if (!count) throw new Error(`login throttle: no count answered for ${key}`);
  return count;
}

export function createLoginThrottle(db: Db, maxPerAccount: number) {
  return {
    /** Counts the attempt; throws 429 when it is over a limit, else the password may be checked. */
    async admit(email: string, ip: string): Promise<AdmittedLogin> {
      // Address before pair, in one statement: the same lock order for every attempt.
      const counts = await countLoginAttempts(db, [addressKey(ip), pairKey(ip, email)], WINDOW_SECONDS);
      const address = byKey(counts, addressKey(ip));
      const pair = byKey(counts, pairKey(ip, email));
      // Either window ending lifts this refusal: a new address window is not flooding, a new pair
      // window is a first try.
      if (address.attempts > LOGIN_MAX_ATTEMPTS_PER_ADDRESS && pair.attempts > 1) throw tooManyAttempts(address, pair);
      // Counted only now, so that what the address rule refused never counts against the account.
      const account = byKey(await countLoginAttempts(db, [accountKey(email)], WINDOW_SECONDS), accountKey(email));
      if (account.attempts > maxPerAccount) throw tooManyAttempts(account);
      return { email, ip, addressWindow: address.window };
    },

    /** The password was right: the account starts over, and this attempt was no flood. */
    async succeeded(attempt: AdmittedLogin) {
      await clearLoginAttempts(db, [accountKey(attempt.email), pairKey(attempt.ip, attempt.email)]);
      await takeBackLoginAttempt(db, addressKey(attempt.ip), attempt.addressWindow);
    },
  };
}
