import { QueryClient, QueryObserver, type QueryKey } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RISER_REQUEST_ID_HEADER } from '../../common/http-headers';
import { projectQueries } from './project-queries';
import { refreshProjectData } from './project-reads';
import { statsQueries } from './stats-queries';

// Real: TanStack Query and the api client. Fake: the server, a table of what each path answers
// now (the api client trusts an answer carrying the request id header, as the server's do).
function serve(answers: Map<string, unknown>) {
  const fetchMock = vi.fn<typeof fetch>().mockImplementation(async (path) => {
    const body = answers.get(String(path));
    return new Response(JSON.stringify(body ?? { code: 'NOT_FOUND', message: 'Not found.' }), {
      status: body === undefined ? 404 : 200,
      headers: { 'content-type': 'application/json', [RISER_REQUEST_ID_HEADER]: 'server' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { asked: () => fetchMock.mock.calls.map(([path]) => String(path)) };
}

/** A screen showing a read: subscribed, so the read is active and invalidations refetch it. */
function show<T, TKey extends QueryKey>(observer: QueryObserver<T, Error, T, T, TKey>) {
  const stop = observer.subscribe(() => undefined);
  return { latest: () => observer.getCurrentResult().data, stop };
}

async function settled(queryClient: QueryClient) {
  await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('projectQueries', () => {
  it('keys each read by domain and id, each under the domain’s prefix', () => {
    expect(projectQueries.all()).toEqual(['projects']);
    expect(projectQueries.list().queryKey).toEqual(['projects', 'list']);
    expect(projectQueries.detail('p1').queryKey).toEqual(['projects', 'p1']);
    expect(projectQueries.surveys('p1').queryKey).toEqual(['projects', 'p1', 'surveys']);
  });

  it('reads each from its own API path', async () => {
    const server = serve(
      new Map<string, unknown>([
        ['/api/projects', [{ id: 'p1' }]],
        ['/api/projects/p1', { id: 'p1' }],
        ['/api/projects/p1/surveys', [{ id: 's1' }]],
      ]),
    );
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await queryClient.fetchQuery(projectQueries.list());
    await queryClient.fetchQuery(projectQueries.detail('p1'));
    await queryClient.fetchQuery(projectQueries.surveys('p1'));
    expect(server.asked()).toEqual(['/api/projects', '/api/projects/p1', '/api/projects/p1/surveys']);
  });

  it('refreshes a project’s location list on screen when the project is invalidated, and no other project’s', async () => {
    const answers = new Map<string, unknown>([
      ['/api/projects/p1/surveys', [{ id: 's1' }]],
      ['/api/projects/p2/surveys', [{ id: 's9' }]],
    ]);
    const server = serve(answers);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const locations = show(new QueryObserver(queryClient, projectQueries.surveys('p1')));
    const otherLocations = show(new QueryObserver(queryClient, projectQueries.surveys('p2')));
    await settled(queryClient);
    expect(locations.latest()).toEqual([{ id: 's1' }]);

    // Someone adds a location to p1.
    answers.set('/api/projects/p1/surveys', [{ id: 's1' }, { id: 's2' }]);
    await queryClient.invalidateQueries({ queryKey: projectQueries.detail('p1').queryKey });
    await settled(queryClient);

    expect(locations.latest()).toEqual([{ id: 's1' }, { id: 's2' }]);
    expect(otherLocations.latest()).toEqual([{ id: 's9' }]);
    expect(server.asked().filter((path) => path === '/api/projects/p2/surveys')).toHaveLength(1);
    locations.stop();
    otherLocations.stop();
  });

  it('after a survey write, refreshes the project list, each project’s locations and the home figures on screen', async () => {
    const answers = new Map<string, unknown>([
      ['/api/projects', [{ id: 'p1', totalLocations: 1 }]],
      ['/api/projects/p1/surveys', [{ id: 's1' }]],
      ['/api/stats', { totalSurveys: 1 }],
    ]);
    serve(answers);
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const projects = show(new QueryObserver(queryClient, projectQueries.list()));
    const locations = show(new QueryObserver(queryClient, projectQueries.surveys('p1')));
    const stats = show(new QueryObserver(queryClient, statsQueries.home()));
    await settled(queryClient);

    answers.set('/api/projects', [{ id: 'p1', totalLocations: 2 }]);
    answers.set('/api/projects/p1/surveys', [{ id: 's1' }, { id: 's2' }]);
    answers.set('/api/stats', { totalSurveys: 2 });
    await refreshProjectData(queryClient);
    await settled(queryClient);

    expect(projects.latest()).toEqual([{ id: 'p1', totalLocations: 2 }]);
    expect(locations.latest()).toEqual([{ id: 's1' }, { id: 's2' }]);
    expect(stats.latest()).toEqual({ totalSurveys: 2 });
    for (const read of [projects, locations, stats]) read.stop();
  });
});
