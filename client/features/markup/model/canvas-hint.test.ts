import { describe, expect, it } from 'vitest';
import { canvasHint, emptySiteMapHint } from './canvas-hint';

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

  it('invites an empty site map to start', () => {
    expect(emptySiteMapHint(true)).toBe('Upload a map, or pick a tool and tap the drawing to start');
    expect(emptySiteMapHint(false)).toBe('Upload a map, or pick a tool and click the drawing to start');
  });
});
