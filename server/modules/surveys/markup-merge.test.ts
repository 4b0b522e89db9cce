import { describe, expect, it } from 'vitest';
import type { MarkupElement } from '../../../common/markup/schema';
import { mergeMarkup, withTypicalIdentifiers } from './markup-merge';

const el = (id: string, x: number): MarkupElement => ({ id, type: 'idf', x, y: 1 });
const stored = { markupElements: [el('a', 1), el('b', 2)], markupElementVersions: { a: 2, b: 3, gone: 2 } };

describe('mergeMarkup', () => {
  it('applies element changes and versions only the elements they alter, removed ones as tombstones', () => {
    const merged = mergeMarkup(stored, { markupChanges: { upsert: [el('a', 1), el('b', 9), el('c', 3)], remove: ['gone', 'a2'] } }, 7);
    expect(merged).toEqual({ markupElements: [el('a', 1), el('b', 9), el('c', 3)], markupElementVersions: { a: 2, b: 7, c: 7, gone: 2 }, markupVersion: 7 });
    expect(mergeMarkup(stored, { markupChanges: { upsert: [], remove: ['a'] } }, 8)).toEqual({
      markupElements: [el('b', 2)],
      markupElementVersions: { a: 8, b: 3, gone: 2 },
      markupVersion: 8,
    });
  });

  it('is no change for changes that restate the stored drawing, or for no markup at all', () => {
    expect(mergeMarkup(stored, { markupChanges: { upsert: [el('a', 1)], remove: ['never-there'] } }, 7)).toBeUndefined();
    expect(mergeMarkup(stored, {}, 7)).toBeUndefined();
  });

  it('versions every element of a whole list, and every element it drops', () => {
    expect(mergeMarkup(stored, { markupElements: [el('b', 2), el('d', 4)] }, 9)).toEqual({
      markupElements: [el('b', 2), el('d', 4)],
      markupElementVersions: { a: 9, b: 9, d: 9, gone: 2 },
      markupVersion: 9,
    });
  });

  it('keeps an element called __proto__ as a version of its own', () => {
    const merged = mergeMarkup({ markupElements: [], markupElementVersions: {} }, { markupChanges: { upsert: [el('__proto__', 1)], remove: [] } }, 2);
    expect(Object.keys(merged!.markupElementVersions)).toEqual(['__proto__']);
    expect(JSON.parse(JSON.stringify(merged!.markupElementVersions))).toEqual(JSON.parse('{"__proto__":2}'));
  });
});

describe('withTypicalIdentifiers (issue 25)', () => {
  const typical: MarkupElement[] = [{ ...el('j1', 1), tag: 'DJ-1' }, { ...el('j2', 2), tag: 'DJ-2' }];

  it('lets a unit’s change of a typical element keep the typical identifier, and gives it when left out', () => {
    const elements = [el('j1', 50), { ...el('j2', 60), tag: 'dj-2' }, el('mine', 70)];
    const { elements: shared, needing } = withTypicalIdentifiers(elements, new Set(['j1', 'j2', 'mine']), typical);
    expect(shared).toEqual([{ ...el('j1', 50), tag: 'DJ-1' }, { ...el('j2', 60), tag: 'dj-2' }, el('mine', 70)]);
    expect([...needing]).toEqual(['mine']);
  });

  it('leaves a renamed one to the project’s check, and everything as it is without a typical plan', () => {
    const renamed = [{ ...el('j1', 50), tag: 'Kitchen' }];
    expect([...withTypicalIdentifiers(renamed, new Set(['j1']), typical).needing]).toEqual(['j1']);
    const alone = withTypicalIdentifiers([el('j1', 5)], new Set(['j1']), []);
    expect([alone.elements, [...alone.needing]]).toEqual([[el('j1', 5)], ['j1']]);
  });
});
