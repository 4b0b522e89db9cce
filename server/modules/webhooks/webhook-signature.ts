import { createHmac, randomBytes } from 'node:crypto';

/** How many times a delivery is tried before it fails for good. */
export const MAX_ATTEMPTS = 6;

/** The waits after the 1st, 2nd, … failed attempt: 30 s, 2 min, 10 min, 1 h, 6 h. */
export const BACKOFF_MS = [30_000, 120_000, 600_000, 3_600_000, 21_600_000] as const;

/** A new hook's secret when none is given: 256 random bits. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">`, the X-Riser-Signature header. */
export function signatureHeader(secret: string, body: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${v1}`;
}

/**
 * The wait before the next attempt after `attempts` failed ones, or null when none is left.
 * `schedule` is the waits in order (the last one repeats); tests shorten it.
 */
export function nextAttemptDelay(attempts: number, schedule: readonly number[] = BACKOFF_MS, maxAttempts = MAX_ATTEMPTS): number | null {
  if (attempts >= maxAttempts || schedule.length === 0) return null;
  return schedule[Math.min(attempts, schedule.length) - 1] ?? schedule[0]!;
}
