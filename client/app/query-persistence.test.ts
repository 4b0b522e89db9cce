import { describe, expect, it } from 'vitest';
import { restoreSavedReads } from './query-persistence';

describe('restoreSavedReads', () => {
  it('drops a page kept as a read by an earlier version (a captive portal’s), keeps every real read', () => {
    const saved = {
      buster: '2',
      timestamp: 1,
      clientState: {
        mutations: [],
        queries: [
          { queryKey: ['/api/projects'], queryHash: 'a', state: { data: [{ id: 'p1' }] } },
          { queryKey: ['/api/surveys', 's1'], queryHash: 'b', state: { data: '<!doctype html><h1>Accept the terms</h1>' } },
          { queryKey: ['/api/user'], queryHash: 'c', state: { data: { id: 'u1' } } },
        ],
      },
    };
    const restored = restoreSavedReads(JSON.stringify(saved));
    expect(restored.clientState.queries.map((query) => query.queryKey)).toEqual([['/api/projects'], ['/api/user']]);
  });
});
