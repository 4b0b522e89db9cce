import { describe, expect, it } from 'vitest';
import { SWIPE_THRESHOLD_PX, clampIndex, positionText, stepForKey, stepForSwipe, stepIndex } from './gallery-navigation';

describe('gallery steps', () => {
  it('moves one photo and wraps round at both ends', () => {
    expect(stepIndex(0, 1, 3)).toBe(1);
    expect(stepIndex(2, 1, 3)).toBe(0);
    expect(stepIndex(0, -1, 3)).toBe(2);
    expect(stepIndex(1, -1, 3)).toBe(0);
    expect(stepIndex(0, 1, 1)).toBe(0);
    expect(stepIndex(4, 1, 0)).toBe(0);
  });

  it('keeps the index inside the gallery when photos go away', () => {
    expect(clampIndex(3, 2)).toBe(1);
    expect(clampIndex(-1, 2)).toBe(0);
    expect(clampIndex(1, 0)).toBe(0);
  });

  it('maps only the left and right arrows', () => {
    expect(stepForKey('ArrowLeft')).toBe(-1);
    expect(stepForKey('ArrowRight')).toBe(1);
    expect(stepForKey('ArrowUp')).toBeNull();
    expect(stepForKey('Enter')).toBeNull();
  });

  it('shows the position as N of M', () => {
    expect(positionText(0, 3)).toBe('1 of 3');
    expect(positionText(2, 3)).toBe('3 of 3');
    expect(positionText(0, 0)).toBe('0 of 0');
  });
});

describe('swipe', () => {
  const start = { x: 200, y: 300 };

  it('turns to the next photo on a leftward swipe and back on a rightward one', () => {
    expect(stepForSwipe(start, { x: 120, y: 310 })).toBe(1);
    expect(stepForSwipe(start, { x: 280, y: 290 })).toBe(-1);
  });

  it('needs the 50 px threshold, inclusive', () => {
    expect(SWIPE_THRESHOLD_PX).toBe(50);
    expect(stepForSwipe(start, { x: 151, y: 300 })).toBeNull();
    expect(stepForSwipe(start, { x: 150, y: 300 })).toBe(1);
    expect(stepForSwipe(start, { x: 250, y: 300 })).toBe(-1);
  });

  it('ignores mostly vertical moves and taps', () => {
    expect(stepForSwipe(start, { x: 130, y: 420 })).toBeNull();
    expect(stepForSwipe(start, start)).toBeNull();
  });
});
