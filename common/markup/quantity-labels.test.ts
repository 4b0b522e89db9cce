import { describe, expect, it } from 'vitest';
import { allowancesText, formatFeet, placeName } from './quantity-labels';

describe('quantity labels', () => {
  it('names a place one way: building, then floor with a capital, basements negative', () => {
    expect(placeName({ building: 'Building A', floor: 2 })).toBe('Building A, Floor 2');
    expect(placeName({ building: null, floor: -1 })).toBe('Floor -1');
    expect(placeName({ building: 'Building A', floor: null })).toBe('Building A');
    expect(placeName({ building: null, floor: null })).toBe('Site');
  });

  it('writes feet with one decimal and thousands', () => {
    expect(formatFeet(1204)).toBe('1,204.0 ft');
    expect(formatFeet(42.46)).toBe('42.5 ft');
  });

  it('says the allowances in one sentence', () => {
    expect(allowancesText({ slackFeetPerEnd: 3, floorHeightFeet: 10, wastePercent: 10 })).toBe('Slack 3.0 ft per run end · floor to floor 10.0 ft · waste 10%');
  });
});
