import { describe, expect, it } from 'vitest';
import { applyChanges, conflictingElements, diffElements, MarkupChanges, sameJson, touchedElements } from './element-changes';
import type { MarkupElement } from './schema';

const el = (id: string, x: number, extra: Partial<MarkupElement> = {}): MarkupElement => ({ id, type: 'ap', x, y: 10, ...extra });
const a = el('a', 1);
const b = el('b', 2);
const c = el('c', 3);

describe('sameJson', () => {
  it('ignores key order and keys holding undefined, and compares nested values', () => {
    expect(sameJson({ id: 'a', x: 1, text: undefined }, { x: 1, id: 'a' })).toBe(true);
    expect(sameJson({ id: 'a', x: 1 }, { id: 'a', x: 2 })).toBe(false);
    expect(sameJson({ id: 'a' }, { id: 'a', text: '' })).toBe(false);
    expect(sameJson([1, { a: [2] }], [1, { a: [2] }])).toBe(true);
    expect(sameJson([1], { 0: 1 })).toBe(false);
    expect(sameJson(undefined, a)).toBe(false);
  });
});

describe('diffElements', () => {
  it('lists new and changed elements whole, and the ids gone', () => {
    const movedA = el('a', 50);
    expect(diffElements([a, b, c], [movedA, c, el('d', 4)])).toEqual({ upsert: [movedA, el('d', 4)], remove: ['b'] });
  });

  it('is empty for the same drawing, even with keys in another order', () => {
    expect(diffElements([a, b], [{ y: 10, x: 2, type: 'ap', id: 'b' }, a])).toEqual({ upsert: [], remove: [] });
  });

  it('counts an id listed twice once, as its last element', () => {
    const changes = diffElements([a], [el('a', 5), el('a', 6)]);
    expect(changes).toEqual({ upsert: [el('a', 6)], remove: [] });
    expect(MarkupChanges.safeParse(changes).success).toBe(true);
  });
});

describe('applyChanges', () => {
  it('replaces changed elements in place, appends new ones in the order given, drops removed ones', () => {
    const movedB = el('b', 20);
    expect(applyChanges([a, b, c], { upsert: [el('e', 5), movedB, el('d', 4)], remove: ['a'] })).toEqual([movedB, c, el('e', 5), el('d', 4)]);
  });

  it('ignores the removal of an element that is not there', () => {
    expect(applyChanges([a], { upsert: [], remove: ['zzz'] })).toEqual([a]);
  });

  it('turns the base into the current drawing with the diff between them', () => {
    const base = [a, b, c];
    const current = [c, el('a', 9), el('f', 1)];
    const merged = applyChanges(base, diffElements(base, current));
    // Same elements; kept ones keep the base's order.
    expect(merged).toEqual([el('a', 9), c, el('f', 1)]);
  });
});

describe('conflictingElements', () => {
  // The server's drawing at version 5: a was moved at 5, b last changed at 2, x removed at 5, y removed at 2.
  const stored = [el('a', 100), b];
  const versions = { a: 5, b: 2, x: 5, y: 2 };

  it('flags an element changed after the base version to something else than ours', () => {
    expect(conflictingElements(stored, versions, { upsert: [el('a', 7)], remove: [] }, 4)).toEqual(['a']);
  });

  it('does not flag an element changed before the base, or changed to exactly what we send', () => {
    expect(conflictingElements(stored, versions, { upsert: [el('b', 8)], remove: [] }, 4)).toEqual([]);
    expect(conflictingElements(stored, versions, { upsert: [el('a', 100)], remove: [] }, 4)).toEqual([]);
    expect(conflictingElements(stored, versions, { upsert: [el('a', 7)], remove: [] }, 5)).toEqual([]);
  });

  it('flags a change to an element removed after the base version', () => {
    expect(conflictingElements(stored, versions, { upsert: [el('x', 1)], remove: [] }, 4)).toEqual(['x']);
    // Removed before our base: we saw it gone, so this is a new element of ours.
    expect(conflictingElements(stored, versions, { upsert: [el('y', 1)], remove: [] }, 4)).toEqual([]);
  });

  it('flags removing an element changed after the base version, but not one they removed too', () => {
    expect(conflictingElements(stored, versions, { upsert: [], remove: ['a'] }, 4)).toEqual(['a']);
    expect(conflictingElements(stored, versions, { upsert: [], remove: ['x'] }, 4)).toEqual([]);
    expect(conflictingElements(stored, versions, { upsert: [], remove: ['b'] }, 4)).toEqual([]);
  });

  it('reads versions of its own only: an element named like an Object method is new', () => {
    expect(conflictingElements([], {}, { upsert: [el('constructor', 1), el('__proto__', 1)], remove: ['toString'] }, 1)).toEqual([]);
  });

  it('never flags new elements, or anything without a base version', () => {
    expect(conflictingElements(stored, versions, { upsert: [el('new', 1)], remove: [] }, 1)).toEqual([]);
    expect(conflictingElements(stored, versions, { upsert: [el('a', 7)], remove: ['a'] }, undefined)).toEqual([]);
  });
});

describe('touchedElements', () => {
  it('lists what the changes alter, not what they restate', () => {
    expect(touchedElements([a, b], { upsert: [a, el('b', 9), c], remove: ['gone', 'a'] })).toEqual(['b', 'c', 'a']);
  });
});

describe('MarkupChanges', () => {
  it('accepts upserts and removals, and refuses an element changed twice or changed and removed', () => {
    expect(MarkupChanges.safeParse({ upsert: [a], remove: ['b'] }).success).toBe(true);
    expect(MarkupChanges.safeParse({ upsert: [a, el('a', 2)], remove: [] }).success).toBe(false);
    expect(MarkupChanges.safeParse({ upsert: [a], remove: ['a'] }).success).toBe(false);
    expect(MarkupChanges.safeParse({ upsert: [], remove: [''] }).success).toBe(false);
    expect(MarkupChanges.safeParse({ upsert: [] }).success).toBe(false);
    expect(MarkupChanges.safeParse({ upsert: [], remove: [], extra: 1 }).success).toBe(false);
    expect(MarkupChanges.safeParse({ upsert: [], remove: Array(20_001).fill('x') }).success).toBe(false);
  });
});
