import { createHmac, timingSafeEqual } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { BACKOFF_MS, MAX_ATTEMPTS, newWebhookSecret, nextAttemptDelay, signatureHeader } from './webhook-signature';

describe('webhook signature', () => {
  it('signs "<t>.<body>" with HMAC-SHA256 of the secret, t in unix seconds', () => {
    const body = '{"id":"d1","event":"photo.added","createdAt":"2026-01-02T03:04:05.000Z","data":{}}';
    const at = new Date('2026-01-02T03:04:05.678Z');
    const t = 1767323045;
    const expected = createHmac('sha256', 'whsec_test').update(`${t}.${body}`).digest('hex');
    expect(signatureHeader('whsec_test', body, at)).toBe(`t=${t},v1=${expected}`);
  });

  it('matches a fixed vector', () => {
    // printf '%s' '1700000000.{}' | openssl dgst -sha256 -hmac secret
    expect(signatureHeader('secret', '{}', new Date(1_700_000_000_000))).toBe('t=1700000000,v1=b8569b78799ff9e3cbff0fc2d63a33a2b57f3282abd07c37ae5e8e7d79a5f163');
  });

  it('verifies as a receiver would check it, and not with another secret or body', () => {
    const header = signatureHeader('s3cret', '{"a":1}', new Date());
    const { t, v1 } = Object.fromEntries(header.split(',').map((part) => part.split('=') as [string, string]));
    const check = (secret: string, body: string) =>
      timingSafeEqual(Buffer.from(v1!, 'hex'), createHmac('sha256', secret).update(`${t}.${body}`).digest());
    expect(check('s3cret', '{"a":1}')).toBe(true);
    expect(check('other', '{"a":1}')).toBe(false);
    expect(check('s3cret', '{"a":2}')).toBe(false);
  });

  it('makes distinct, long secrets', () => {
    const a = newWebhookSecret();
    expect(a).not.toBe(newWebhookSecret());
    expect(a.length).toBeGreaterThan(40);
  });
});

describe('webhook backoff', () => {
  it('waits 30 s, 2 min, 10 min, 1 h, 6 h, then gives up after 6 attempts', () => {
    expect([1, 2, 3, 4, 5].map((n) => nextAttemptDelay(n))).toEqual([30_000, 120_000, 600_000, 3_600_000, 21_600_000]);
    expect(nextAttemptDelay(MAX_ATTEMPTS)).toBeNull();
    expect(BACKOFF_MS).toHaveLength(MAX_ATTEMPTS - 1);
  });

  it('takes a shorter schedule, repeating its last wait', () => {
    expect([1, 2, 3].map((n) => nextAttemptDelay(n, [10, 20], 4))).toEqual([10, 20, 20]);
    expect(nextAttemptDelay(4, [10, 20], 4)).toBeNull();
  });
});
