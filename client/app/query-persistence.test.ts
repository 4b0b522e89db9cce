import { describe, expect, it } from 'vitest';
import { CACHE_SHAPE_VERSION, restoreSavedReads } from './query-persistence';

describe('restoreSavedReads', () => {
  it('drops a page kept as a read by an earlier version (a captive portal’s), keeps every real read', () => {
    const saved = {
      buster: CACHE_SHAPE_VERSION,
      timestamp: 1,
      clientState: {
        mutations: [],
        queries: [
          { queryKey: ['projects', 'list'], queryHash: 'a', state: { data: [{ id: 'p1' }] } },
          { queryKey: ['surveys', 's1'], queryHash: 'b', state: { data: '<!doctype html><h1>Accept the terms</h1>' } },
          { queryKey: ['session'], queryHash: 'c', state: { data: { id: 'u1' } } },
        ],
      },
    };
    const restored = restoreSavedReads(JSON.stringify(saved));
    expect(restored.clientState.queries.map((query) => query.queryKey)).toEqual([['projects', 'list'], ['session']]);
  });
});
