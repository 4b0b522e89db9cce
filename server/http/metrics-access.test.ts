import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { bearerMatches, isLoopbackAddress } from './metrics-access';

describe('isLoopbackAddress', () => {
  it('knows loopback in IPv4, IPv6 and IPv4-mapped IPv6', () => {
    for (const address of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) expect(isLoopbackAddress(address)).toBe(true);
  });

  it('refuses everything else, and a socket with no address', () => {
    for (const address of ['10.0.0.5', '192.168.1.127', '::ffff:10.0.0.5', '::2', 'fe80::1', '1270.0.0.1', '', undefined]) {
      expect(isLoopbackAddress(address)).toBe(false);
    }
  });
});

describe('bearerMatches', () => {
  const token = 'b3f1c0de-9a7e-4c1b-8d2f-6e5a4b3c2d1e';
  const expected = createHash('sha256').update(token).digest();

  it('accepts the token as a bearer token, the scheme in any case', () => {
    expect(bearerMatches(`Bearer ${token}`, expected)).toBe(true);
    expect(bearerMatches(`bearer ${token}`, expected)).toBe(true);
  });

  it('refuses no header, another scheme, another token, a prefix of it, and an empty one', () => {
    for (const header of [undefined, '', `Basic ${token}`, token, `Bearer ${token}x`, `Bearer ${token.slice(0, -1)}`, 'Bearer ', 'Bearer']) {
      expect(bearerMatches(header, expected)).toBe(false);
    }
  });
});
