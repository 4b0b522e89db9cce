import { afterEach, describe, expect, it, vi } from 'vitest';
import { RISER_REQUEST_ID_HEADER } from '../../common/http-headers';
import type { Photo } from '../../common/schemas/photos';
import { surveyQueries } from '../lib/survey-queries';
import type { OutboxEntry } from '../offline/offline-db';
import { createQueryClient } from './query-client';
import { applyDelivered } from './sync-cache';

// Real: the app's query client, the api client, applyDelivered. Fake: the server, which answers
// a survey's photo list as it stands when asked, a little later (a slow uplink), and the images.

const SURVEY_ID = '6b0f1f5e-0000-4000-8000-000000000001';

function photo(n: number): Photo {
  return {
    id: `6b0f1f5e-0000-4000-8000-00000000010${n}`,
    surveyId: SURVEY_ID,
    originalName: `closet-${n}.jpg`,
    label: null,
    version: 1,
    elevationLevel: 1,
    mimeType: 'image/jpeg',
    size: 100,
    width: null,
    height: null,
    takenAt: null,
    latitude: null,
    longitude: null,
    createdAt: '2025-01-01T00:00:00.000Z',
    pin: null,
    urls: { thumb: `/thumb/${n}`, display: `/display/${n}`, original: `/original/${n}` },
  };
}

function uploaded(answer: Photo): OutboxEntry {
  return {
    id: `entry-${answer.id}`,
    owner: 'u1',
    method: 'POST',
    path: `/api/surveys/${SURVEY_ID}/photos`,
    blobIds: [],
    target: { type: 'photo', id: answer.id, parentId: SURVEY_ID },
    action: 'upload',
    summary: 'photo',
    size: answer.size,
    state: 'pending',
    attempts: 1,
    notBefore: 0,
    createdAt: 0,
    updatedAt: 0,
  };
}

function serveSlowly(server: { photos: Photo[] }) {
  const headers = { [RISER_REQUEST_ID_HEADER]: 'server' };
  const fetchMock = vi.fn<typeof fetch>().mockImplementation((path, init) => {
    if (String(path) !== `/api/surveys/${SURVEY_ID}/photos`) return Promise.resolve(new Response(new Uint8Array([1]), { headers: { ...headers, 'content-type': 'image/jpeg' } }));
    const body = JSON.stringify(server.photos);
    return new Promise<Response>((resolve, reject) => {
      const timer = setTimeout(() => resolve(new Response(body, { headers: { ...headers, 'content-type': 'application/json' } })), 20);
      init?.signal?.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(new DOMException('Aborted', 'AbortError'));
      });
    });
  });
  vi.stubGlobal('fetch', fetchMock);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('applyDelivered, a photo', () => {
  it('is shown in its survey’s list at once, and the list is read again from the server while the gallery is closed', async () => {
    const server = { photos: [photo(0), photo(1)] };
    serveSlowly(server);
    const queryClient = createQueryClient();

    applyDelivered(queryClient, uploaded(photo(1)), photo(1));
    expect(queryClient.getQueryData(surveyQueries.photos(SURVEY_ID).queryKey)).toEqual([photo(1)]);

    await vi.waitFor(() => expect(queryClient.getQueryData(surveyQueries.photos(SURVEY_ID).queryKey)).toEqual([photo(0), photo(1)]));
  });

  it('sent right after another keeps both in the list read again (the earlier read is cancelled, not reused)', async () => {
    const server = { photos: [photo(1)] };
    serveSlowly(server);
    const queryClient = createQueryClient();

    applyDelivered(queryClient, uploaded(photo(1)), photo(1));
    server.photos = [photo(1), photo(2)];
    applyDelivered(queryClient, uploaded(photo(2)), photo(2));

    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(queryClient.getQueryData(surveyQueries.photos(SURVEY_ID).queryKey)).toEqual([photo(1), photo(2)]);
  });
});
