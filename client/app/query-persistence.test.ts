import { hashKey } from '@tanstack/react-query';
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

  it('carries reads saved under API paths (shape 2) over to the domain keys, so an update does not empty the device', () => {
    const saved = {
      buster: '2',
      timestamp: 1,
      clientState: {
        mutations: [],
        queries: [
          { queryKey: ['/api/projects', 'p1', 'surveys'], queryHash: '["/api/projects","p1","surveys"]', state: { data: [{ id: 's1' }] } },
          { queryKey: ['/api/surveys', 's1'], queryHash: '["/api/surveys","s1"]', state: { data: '<html>portal</html>' } },
          { queryKey: ['/api/user'], queryHash: '["/api/user"]', state: { data: { id: 'u1' } } },
          { queryKey: ['/api/retired-read'], queryHash: '["/api/retired-read"]', state: { data: { id: 'x' } } },
        ],
      },
    };
    const restored = restoreSavedReads(JSON.stringify(saved));
    expect(restored.buster).toBe(CACHE_SHAPE_VERSION);
    expect(restored.clientState.queries).toEqual([
      { queryKey: ['projects', 'p1', 'surveys'], queryHash: hashKey(['projects', 'p1', 'surveys']), state: { data: [{ id: 's1' }] } },
      { queryKey: ['session'], queryHash: hashKey(['session']), state: { data: { id: 'u1' } } },
    ]);
  });

  it('leaves an older shape as it is, for the persister to drop', () => {
    const saved = { buster: '1', timestamp: 1, clientState: { mutations: [], queries: [{ queryKey: ['/api/user'], queryHash: 'c', state: { data: { id: 'u1' } } }] } };
    expect(restoreSavedReads(JSON.stringify(saved))).toEqual(saved);
  });
});
