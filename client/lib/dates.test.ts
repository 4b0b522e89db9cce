import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatRecent } from './dates';

// Intl puts a narrow no-break space before AM/PM in newer ICU versions.
const plain = (text: string) => text.replace(/\u202f/g, ' ');

describe('dates', () => {
  it('formats a date in the reader’s locale', () => {
    expect(formatDate('2025-03-05T12:00:00.000Z', 'en-US')).toBe('Mar 5, 2025');
    expect(formatDate('2025-03-05T12:00:00.000Z', 'de-DE')).toBe('05.03.2025');
    expect(plain(formatDateTime('2026-03-14T09:26:53.000Z', 'en-US', 'UTC'))).toBe('Mar 14, 2026, 9:26 AM');
  });

  it('is empty for nothing or a non-date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('soon')).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatRecent('')).toBe('');
  });

  it('says only the time for today, the day too for another day', () => {
    const now = new Date('2026-11-28T15:00:00.000Z');
    expect(plain(formatRecent('2026-11-28T09:05:00.000Z', now, 'en-US', 'UTC'))).toBe('9:05 AM');
    expect(plain(formatRecent('2026-11-27T09:05:00.000Z', now, 'en-US', 'UTC'))).toBe('Nov 27, 9:05 AM');
  });
});
