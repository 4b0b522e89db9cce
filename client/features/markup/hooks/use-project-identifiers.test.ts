import { describe, expect, it } from 'vitest';
import type { Survey } from '../../../../common/schemas/surveys';
import { otherDrawingsIdentifiers } from './use-project-identifiers';

describe('otherDrawingsIdentifiers', () => {
  it('collects the markers’ identifiers of every other drawing, as keys, leaving this one out', () => {
    const at = { x: 10, y: 10 };
    const surveys: Pick<Survey, 'id' | 'markupElements'>[] = [
      { id: 'site', markupElements: [{ id: 'a', type: 'idf', ...at, tag: 'idf-1 ' }, { id: 'r', type: 'conduit', ...at, x2: 50, y2: 50 }] },
      { id: 'plan', markupElements: [{ id: 'b', type: 'idf', ...at, tag: 'DJ-3' }] },
      { id: 'this', markupElements: [{ id: 'c', type: 'ap', ...at, tag: 'AP-9' }] },
    ];
    expect(otherDrawingsIdentifiers(surveys, 'this')).toEqual(new Set(['IDF-1', 'DJ-3']));
  });
});
