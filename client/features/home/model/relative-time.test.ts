import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const now = new Date('2025-06-15T12:00:00.000Z');
const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

describe('relativeTime', () => {
  it('says just now for the last few seconds, and for a clock a little ahead', () => {
    expect(relativeTime(ago(5), now, 'en')).toBe('just now');
    expect(relativeTime(ago(-10), now, 'en')).toBe('just now');
  });

  it('uses the largest whole unit', () => {
    expect(relativeTime(ago(50), now, 'en')).toBe('1 minute ago');
    expect(relativeTime(ago(5 * 60), now, 'en')).toBe('5 minutes ago');
    expect(relativeTime(ago(2 * 3600 + 600), now, 'en')).toBe('2 hours ago');
    expect(relativeTime(ago(26 * 3600), now, 'en')).toBe('yesterday');
    expect(relativeTime(ago(3 * 86400), now, 'en')).toBe('3 days ago');
    expect(relativeTime(ago(15 * 86400), now, 'en')).toBe('2 weeks ago');
    expect(relativeTime(ago(65 * 86400), now, 'en')).toBe('2 months ago');
    expect(relativeTime(ago(400 * 86400), now, 'en')).toBe('last year');
  });

  it('gives an empty string for a date it cannot read', () => {
    expect(relativeTime('nonsense', now, 'en')).toBe('');
  });
});
