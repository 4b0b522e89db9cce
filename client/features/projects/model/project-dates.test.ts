import { describe, expect, it } from 'vitest';
import { formatStartDate } from './project-dates';

describe('formatStartDate', () => {
  it('formats the creation date in the given locale', () => {
    expect(formatStartDate('2025-03-05T12:00:00.000Z', 'en-US')).toBe('Mar 5, 2025');
    expect(formatStartDate('2025-03-05T12:00:00.000Z', 'de-DE')).toBe('05.03.2025');
  });

  it('gives an empty string for a date it cannot read', () => {
    expect(formatStartDate('not a date', 'en-US')).toBe('');
  });
});
