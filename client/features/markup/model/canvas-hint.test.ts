import { describe, expect, it } from 'vitest';
import { calibrationHint, canvasHint, emptySiteMapHint, extendHint } from './canvas-hint';

describe('canvasHint', () => {
  it('says Tap for a finger and Click for a mouse', () => {
    expect(canvasHint('idf', 'IDF', false, true)).toBe('Tap on the drawing to place IDF.');
    expect(canvasHint('idf', 'IDF', false, false)).toBe('Click on the drawing to place IDF.');
    expect(canvasHint('select', 'Select', false, true)).toBe('Tap an element to select it, then drag it to move it.');
    expect(canvasHint('custom', 'Custom', false, false)).toBe('Click where the custom label goes.');
  });

  it('walks a conduit through its two points, offering Esc only with a keyboard at hand', () => {
    expect(canvasHint('conduit', 'Conduit', false, true)).toBe('Conduit: tap the start point, then the end point.');
    expect(canvasHint('conduit', 'Conduit', true, false)).toBe('Conduit: click the end point. Esc cancels.');
    expect(canvasHint('conduit', 'Conduit', true, true)).toBe('Conduit: tap the end point. Tap Conduit again to cancel.');
  });

  it('names the run tool as its editor does', () => {
    expect(canvasHint('conduit', 'Run', false, false)).toBe('Run: click the start point, then the end point.');
    expect(canvasHint('conduit', 'Run', true, true)).toBe('Run: tap the end point. Tap Run again to cancel.');
  });

  it('walks the scale line through its two ends, and adding points to a run', () => {
    expect(calibrationHint(false, true)).toBe('Scale: tap one end of something you know the length of, like a wall.');
    expect(calibrationHint(true, false)).toBe('Scale: click its other end. Esc cancels.');
    expect(extendHint(true)).toBe('Add points: tap where the run goes next, then Done.');
    expect(extendHint(false)).toBe('Add points: click where the run goes next. Enter or Done when finished.');
  });

  it('invites an empty site map to start', () => {
    expect(emptySiteMapHint(true)).toBe('Upload a map, or pick a tool and tap the drawing to start');
    expect(emptySiteMapHint(false)).toBe('Upload a map, or pick a tool and click the drawing to start');
  });
});
