import 'fake-indexeddb/auto';
import { afterEach, expect, it } from 'vitest';
import { openOfflineDb } from '../../../offline/offline-db';
import { Outbox } from '../../../offline/outbox';
import { SyncEngine } from '../../../offline/sync-engine';
import { waitingSurveyCreates } from './waiting-creates';

const db = openOfflineDb(`test-${crypto.randomUUID()}`);

afterEach(async () => {
  db.close();
  await db.delete();
});

it('finds a drawing made on this device even when asked before the app knows who is signed in', async () => {
  const outbox = new Outbox(db, () => null, Date.now);
  const engine = new SyncEngine({ outbox, send: async () => ({ kind: 'unreachable' }), exclusive: async () => false });
  const siteMap = { id: 'site-map-1', projectId: 'p1', locationType: 'site-map', instanceName: 'Site Map' };
  await outbox.add('user-1', {
    method: 'POST',
    path: '/api/projects/p1/surveys',
    body: { id: 'site-map-1' },
    target: { type: 'survey', id: 'site-map-1', parentId: 'p1' },
    action: 'create',
    summary: 'Site Map',
    preview: siteMap,
  });

  // A reload: the site-map page asks first, the session is read back a moment later.
  const asked = waitingSurveyCreates({ outbox, engine }, 'p1');
  engine.setOwner('user-1');

  expect(await asked).toEqual([siteMap]);
  expect(await waitingSurveyCreates({ outbox, engine }, 'another-project')).toEqual([]);
});
