import { AppError } from '../../http/app-error';
import type { Db } from '../../db/database';
import { clearLoginFailures, countLoginFailures, recordLoginFailure } from './accounts.repo';

// DESIGN §10: after LOGIN_MAX_FAILURES failures for one account within 15 minutes, or 50 from
// one address, sign-in answers 429 with Retry-After.
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const LOGIN_MAX_FAILURES_PER_ADDRESS = 50;

const accountKey = (email: string) => `account:${email}`;
const addressKey = (ip: string) => `address:${ip}`;

export function createLoginThrottle(db: Db, maxPerAccount: number) {
  return {
    async assertAllowed(email: string, ip: string, now = new Date()) {
      const rows = await countLoginFailures(db, [accountKey(email), addressKey(ip)], new Date(now.getTime() - LOGIN_WINDOW_MS));
      for (const row of rows) {
        const limit = row.key.startsWith('account:') ? maxPerAccount : LOGIN_MAX_FAILURES_PER_ADDRESS;
        if (row.count >= limit) {
          const retryAt = new Date(row.oldest).getTime() + LOGIN_WINDOW_MS;
          const retryAfter = Math.max(1, Math.ceil((retryAt - now.getTime()) / 1000));
          throw new AppError('TOO_MANY_REQUESTS', 'Too many failed sign-in attempts. Try again later.', {
            headers: { 'retry-after': String(retryAfter) },
            details: { retryAfterSeconds: retryAfter },
          });
        }
      }
    },
    recordFailure: (email: string, ip: string) => recordLoginFailure(db, [accountKey(email), addressKey(ip)]),
    recordSuccess: (email: string) => clearLoginFailures(db, accountKey(email)),
  };
}
