import { describe, expect, it } from 'vitest';
import { assignIdentifiers, keepIdentifiers } from './identifiers';
import type { MarkupElement } from './schema';

const point = (id: string, type: MarkupElement['type'], tag?: string): MarkupElement => ({ id, type, x: 1, y: 1, ...(tag ? { tag } : {}) });
const all = (elements: MarkupElement[]) => new Set(elements.map((e) => e.id));

describe('assignIdentifiers', () => {
  it('numbers new markers by their code in that editor, going on from the highest taken', () => {
    const elements = [point('a', 'idf'), point('b', 'ap'), point('c', 'ap'), point('r', 'conduit'), point('x', 'custom')];
    const tagged = assignIdentifiers('site-map', elements, all(elements), new Set(['AP-11', 'IDF-2']));
    expect(tagged.map((e) => e.tag)).toEqual(['IDF-3', 'AP-12', 'AP-13', undefined, undefined]);
    const plan = [point('m', 'mdf'), point('j', 'idf'), point('j2', 'idf')];
    expect(assignIdentifiers('floor-plan', plan, all(plan), new Set()).map((e) => e.tag)).toEqual(['MC-1', 'DJ-1', 'DJ-2']);
  });

  it('keeps a free name a surveyor chose, and replaces one taken elsewhere or twice, ignoring case', () => {
    const elements = [point('a', 'idf', 'Basement IDF'), point('b', 'idf', 'idf-1'), point('c', 'ap', 'Lobby'), point('d', 'ap', 'lobby')];
    const tagged = assignIdentifiers('site-map', elements, all(elements), new Set(['IDF-1']));
    expect(tagged.map((e) => e.tag)).toEqual(['Basement IDF', 'IDF-2', 'Lobby', 'AP-1']);
  });

  it('leaves untouched markers and an already tagged drawing as they are', () => {
    const elements = [point('a', 'ap', 'AP-1'), point('b', 'ap')];
    // b is not touched by this write: it is left for the write that touches it.
    expect(assignIdentifiers('site-map', elements, new Set(['a']), new Set())).toBe(elements);
    const done = [point('a', 'ap', 'AP-1')];
    expect(assignIdentifiers('site-map', done, all(done), new Set(['AP-2']))).toBe(done);
  });
});

describe('keepIdentifiers', () => {
  it('gives a marker sent without its identifier the one stored, and lets a new name through', () => {
    const stored = [point('a', 'ap', 'AP-1'), point('b', 'idf', 'IDF-1')];
    const incoming = [{ ...point('a', 'ap'), x: 50 }, point('b', 'idf', 'MDF room IDF'), point('c', 'ap')];
    expect(keepIdentifiers(stored, incoming).map((e) => [e.id, e.tag, e.x])).toEqual([
      ['a', 'AP-1', 50],
      ['b', 'MDF room IDF', 1],
      ['c', undefined, 1],
    ]);
  });
});
