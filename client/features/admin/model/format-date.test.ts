import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format-date';

describe('formatDate', () => {
  it('formats an ISO date', () => {
    expect(formatDate('2025-03-05T12:00:00.000Z', 'en-US')).toBe('Mar 5, 2025');
  });

  it('is empty for nothing or a non-date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatDate('soon')).toBe('');
    expect(formatDateTime(undefined)).toBe('');
  });
});
