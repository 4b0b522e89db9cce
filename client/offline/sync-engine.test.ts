import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openOfflineDb, type OfflineDb } from './offline-db';
import { Outbox, type NewEntry } from './outbox';
import { SyncEngine, type SyncAdapter } from './sync-engine';
import type { PreparedRequest, Sent } from './transport';

const OWNER = 'user-1';

/** A server that answers as told, and remembers what reached it. */
class FakeServer {
  received: { request: PreparedRequest; key: string }[] = [];
  reachable = true;
  answers: ((request: PreparedRequest) => Sent | undefined)[] = [];

  send = async (request: PreparedRequest, options: { idempotencyKey: string }): Promise<Sent> => {
    if (!this.reachable) return { kind: 'unreachable' };
    this.received.push({ request, key: options.idempotencyKey });
    for (const answer of this.answers) {
      const sent = answer(request);
      if (sent) return sent;
    }
    return { kind: 'answer', status: 200, answer: { ok: request.path } };
  };
}

let db: OfflineDb;
let server: FakeServer;
let engine: SyncEngine;
let outbox: Outbox;
let clock = 1_000_000;

function entry(path: string, overrides: Partial<NewEntry> = {}): NewEntry {
  return {
    method: 'PATCH',
    path,
    body: { path },
    target: { type: 'survey', id: path },
    action: 'update',
    summary: path,
    ...overrides,
  };
}

beforeEach(() => {
  // The engine schedules its own passes with timers; here each test runs them itself.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  db = openOfflineDb(`test-${crypto.randomUUID()}`);
  server = new FakeServer();
  clock = 1_000_000;
  outbox = new Outbox(db, () => engine.inFlight(), () => clock);
  engine = new SyncEngine({ outbox, send: server.send, now: () => clock, exclusive: async (run) => (await run(), true) });
  engine.setOwner(OWNER);
});

afterEach(async () => {
  engine.setOwner(null);
  vi.useRealTimers();
  db.close();
  await db.delete();
});

const paths = () => server.received.map((item) => item.request.path);

describe('SyncEngine', () => {
  it('sends entries in the order they were made, each with its id as the Idempotency-Key, and empties the outbox', async () => {
    const made = [await outbox.add(OWNER, entry('/a')), await outbox.add(OWNER, entry('/b')), await outbox.add(OWNER, entry('/c'))];
    await engine.run();
    expect(paths()).toEqual(['/a', '/b', '/c']);
    expect(server.received.map((item) => item.key)).toEqual(made.map((item) => item!.id));
    expect(await outbox.list(OWNER)).toEqual([]);
    expect(engine.getStatus().lastSyncAt).toBe(clock);
  });

  it('stops at the first network error, keeps everything, and sends it all once the server is back', async () => {
    await outbox.add(OWNER, entry('/a'));
    await outbox.add(OWNER, entry('/b'));
    server.reachable = false;
    await engine.run();
    expect(server.received).toEqual([]);
    expect((await outbox.list(OWNER)).map((item) => item.path)).toEqual(['/a', '/b']);
    expect(engine.getStatus().reachable).toBe(false);
    expect(engine.getStatus().nextAttemptAt).toBe(clock + 2000);

    server.reachable = true;
    await engine.run();
    expect(paths()).toEqual(['/a', '/b']);
    expect(await outbox.list(OWNER)).toEqual([]);
  });

  it('keeps photo bytes with their entry until the upload is answered, then drops both', async () => {
    const blob = new Blob([new Uint8Array([0xff, 0xd8, 0xff, 1, 2, 3])], { type: 'image/jpeg' });
    await outbox.add(
      OWNER,
      entry('/api/surveys/s1/photos', {
        method: 'POST',
        body: undefined,
        action: 'upload',
        target: { type: 'photo', id: 'p1', parentId: 's1' },
        upload: { fields: { id: 'p1', elevationLevel: '-1' }, fileField: 'photo', fileName: 'rack.jpg', blobId: 'b1' },
      }),
      [{ id: 'b1', blob }],
    );
    const [stored] = await outbox.list(OWNER);
    expect(stored!.size).toBe(6);
    expect(await db.blobs.get('b1')).toBeDefined();
    await engine.run();
    const sent = server.received[0]!.request;
    expect(sent.upload?.fields).toEqual({ id: 'p1', elevationLevel: '-1' });
    expect(await sent.upload!.blob.arrayBuffer()).toEqual(await blob.arrayBuffer());
    expect(await db.blobs.get('b1')).toBeUndefined();
  });

  it('treats a 404 on a delete as done, lists other refusals as failed, and keeps going with the rest', async () => {
    server.answers.push((request) =>
      request.path === '/gone' ? { kind: 'answer', status: 404, code: 'NOT_FOUND', body: { message: 'Not found.' } } : undefined,
    );
    server.answers.push((request) =>
      request.path === '/bad' ? { kind: 'answer', status: 400, code: 'VALIDATION_FAILED', body: { message: 'The label cannot be blank.' } } : undefined,
    );
    await outbox.add(OWNER, entry('/gone', { method: 'DELETE', action: 'delete', body: undefined }));
    await outbox.add(OWNER, entry('/bad'));
    await outbox.add(OWNER, entry('/ok'));
    await engine.run();
    expect(paths()).toEqual(['/gone', '/bad', '/ok']);
    const left = await outbox.list(OWNER);
    expect(left.map((item) => [item.path, item.state, item.problem?.message])).toEqual([['/bad', 'failed', 'The label cannot be blank.']]);

    server.answers = [];
    await outbox.retry(left[0]!.id);
    await engine.run();
    expect(await outbox.list(OWNER)).toEqual([]);
  });

  it('pauses on 401 without dropping anything, and goes on when the same user signs in again', async () => {
    server.answers.push(() => ({ kind: 'answer', status: 401, code: 'UNAUTHENTICATED', body: { message: 'You are not signed in.' } }));
    await outbox.add(OWNER, entry('/a'));
    await outbox.add(OWNER, entry('/b'));
    await engine.run();
    expect(engine.getStatus().signedOut).toBe(true);
    expect((await outbox.list(OWNER)).map((item) => [item.path, item.state])).toEqual([
      ['/a', 'pending'],
      ['/b', 'pending'],
    ]);
    server.answers = [];
    server.received = [];
    engine.setOwner(OWNER);
    await engine.run();
    expect(paths()).toEqual(['/a', '/b']);
  });

  it('holds a conflict for the user and later changes of the same target behind it, not the rest', async () => {
    const conflicts: string[] = [];
    const adapter: SyncAdapter = {
      actions: ['form'],
      conflict: async (item) => {
        conflicts.push(item.path);
        return 'shown';
      },
    };
    engine.register(adapter);
    server.answers.push((request) =>
      request.path === '/s1/form' ? { kind: 'answer', status: 409, code: 'VERSION_CONFLICT', body: { message: 'changed', details: { fields: ['a'] } } } : undefined,
    );
    await outbox.add(OWNER, entry('/s1/form', { action: 'form', target: { type: 'survey', id: 's1' } }));
    await outbox.add(OWNER, entry('/s1/complete', { action: 'complete', target: { type: 'survey', id: 's1' } }));
    await outbox.add(OWNER, entry('/s2/form', { action: 'form', target: { type: 'survey', id: 's2' } }));
    await engine.run();
    expect(conflicts).toEqual(['/s1/form']);
    expect(paths()).toEqual(['/s1/form', '/s2/form']);
    const left = await outbox.list(OWNER);
    expect(left.map((item) => [item.path, item.state])).toEqual([
      ['/s1/form', 'conflict'],
      ['/s1/complete', 'pending'],
    ]);
    expect(left[0]!.problem?.details).toEqual({ fields: ['a'] });
  });

  it('sends a photo only after the survey it belongs to was created, and retries a missing parent later', async () => {
    let parentThere = false;
    server.answers.push((request) => {
      if (request.path === '/survey' && !parentThere) return { kind: 'answer', status: 503 };
      if (request.path === '/photo' && !parentThere)
        return { kind: 'answer', status: 424, code: 'PARENT_NOT_FOUND', body: { message: 'not yet' } };
      return undefined;
    });
    await outbox.add(OWNER, entry('/survey', { method: 'POST', action: 'create', target: { type: 'survey', id: 's1', parentId: 'p' } }));
    await outbox.add(OWNER, entry('/photo', { method: 'POST', action: 'upload', target: { type: 'photo', id: 'f1', parentId: 's1' } }));
    await engine.run();
    // The create could not be taken (503): the photo was not even tried.
    expect(paths()).toEqual(['/survey']);

    // The photo alone meets a missing parent (made elsewhere, not yet synced): it waits and retries.
    await outbox.discard(OWNER, (await outbox.list(OWNER)).find((item) => item.path === '/photo')!.id);
    expect((await outbox.list(OWNER)).map((item) => item.path)).toEqual(['/survey']);
    await outbox.clearOwner(OWNER);
    server.received = [];
    await outbox.add(OWNER, entry('/photo', { method: 'POST', action: 'upload', target: { type: 'photo', id: 'f1', parentId: 's1' } }));
    await engine.run();
    expect(paths()).toEqual(['/photo']);
    const [waiting] = await outbox.list(OWNER);
    expect(waiting).toMatchObject({ state: 'pending', attempts: 1 });
    expect(waiting!.notBefore).toBe(clock + 2000);
    parentThere = true;
    clock += 2000;
    await engine.run();
    expect(paths()).toEqual(['/photo', '/photo']);
    expect(await outbox.list(OWNER)).toEqual([]);
  });

  it('lets an adapter build the body when sent, and drops the entry when nothing is left to send', async () => {
    let draft: Record<string, string> | null = { a: '1' };
    engine.register({
      actions: ['form'],
      prepare: async (item) => (draft ? { method: 'PATCH', path: item.path, body: { formData: draft } } : null),
    });
    await outbox.upsert(OWNER, entry('/s1', { action: 'form', body: undefined }));
    draft = { a: '1', b: '2' };
    await outbox.upsert(OWNER, entry('/s1', { action: 'form', body: undefined }));
    expect(await outbox.list(OWNER)).toHaveLength(1);
    await engine.run();
    expect(server.received.map((item) => item.request.body)).toEqual([{ formData: { a: '1', b: '2' } }]);

    draft = null;
    await outbox.upsert(OWNER, entry('/s1', { action: 'form', body: undefined }));
    await engine.run();
    expect(server.received).toHaveLength(1);
    expect(await outbox.list(OWNER)).toEqual([]);
  });

  it('sends exactly the body it built first when retrying, so a replayed key never hides newer edits', async () => {
    let draft = { a: '1' };
    let prepared = 0;
    engine.register({
      actions: ['form'],
      prepare: async (item) => {
        prepared += 1;
        return { method: 'PATCH', path: item.path, body: { formData: draft } };
      },
    });
    await outbox.upsert(OWNER, entry('/s1', { action: 'form', body: undefined }));
    server.reachable = false;
    await engine.run();
    // Typed while the first attempt was out: it waits for an entry of its own.
    draft = { a: '12' };
    const next = await outbox.upsert(OWNER, entry('/s1', { action: 'form', body: undefined }));
    expect(await outbox.list(OWNER)).toHaveLength(2);
    server.reachable = true;
    await engine.run();
    expect(server.received.map((item) => [item.request.body, item.key])).toEqual([
      [{ formData: { a: '1' } }, expect.any(String)],
      [{ formData: { a: '12' } }, next.id],
    ]);
    expect(prepared).toBe(2);
  });

  it('waits for an autosave delay before sending, without holding other targets', async () => {
    await outbox.upsert(OWNER, entry('/s1', { action: 'form', notBefore: clock + 2000 }));
    await outbox.add(OWNER, entry('/s2'));
    await engine.run();
    expect(paths()).toEqual(['/s2']);
    expect(engine.getStatus().nextAttemptAt).toBe(clock + 2000);
    clock += 2000;
    await engine.run();
    expect(paths()).toEqual(['/s2', '/s1']);
  });

  it('answers a waiting caller with the server answer, or says the write is kept on the device', async () => {
    const first = await outbox.add(OWNER, entry('/a'));
    const settled = engine.whenSettled(first!.id, 5000);
    await engine.run();
    await expect(settled).resolves.toEqual({ kind: 'delivered', answer: { ok: '/a' } });

    server.reachable = false;
    const second = await outbox.add(OWNER, entry('/b'));
    const kept = engine.whenSettled(second!.id, 5000);
    await engine.run();
    await expect(kept).resolves.toEqual({ kind: 'saved-on-device' });
  });

  it('never sends another user’s entries', async () => {
    await outbox.add('someone-else', entry('/theirs'));
    await outbox.add(OWNER, entry('/mine'));
    await engine.run();
    expect(paths()).toEqual(['/mine']);
    expect(await outbox.list('someone-else')).toHaveLength(1);
  });
});

describe('Outbox', () => {
  it('deleting what was made on this device and never sent sends nothing, and takes its photos along', async () => {
    await outbox.add(OWNER, entry('/create', { method: 'POST', action: 'create', target: { type: 'survey', id: 's1', parentId: 'p' } }));
    await outbox.upsert(OWNER, entry('/s1', { action: 'form', target: { type: 'survey', id: 's1', parentId: 'p' } }));
    await outbox.add(
      OWNER,
      entry('/photos', { method: 'POST', action: 'upload', target: { type: 'photo', id: 'f1', parentId: 's1' }, upload: { fields: {}, fileField: 'photo', fileName: 'a.jpg', blobId: 'b1' } }),
      [{ id: 'b1', blob: new Blob(['x']) }],
    );
    await outbox.add(OWNER, entry('/label', { method: 'PUT', action: 'label', target: { type: 'photo', id: 'f1', parentId: 's1' } }));
    await outbox.add(OWNER, entry('/other', { target: { type: 'survey', id: 's2' } }));
    const deleted = await outbox.add(OWNER, entry('/s1', { method: 'DELETE', action: 'delete', target: { type: 'survey', id: 's1', parentId: 'p' } }));
    expect(deleted).toBeNull();
    expect((await outbox.list(OWNER)).map((item) => item.path)).toEqual(['/other']);
    expect(await db.blobs.count()).toBe(0);
  });

  it('deleting something the server has drops its waiting changes and queues the delete', async () => {
    await outbox.add(OWNER, entry('/label', { method: 'PUT', action: 'label', target: { type: 'photo', id: 'f1', parentId: 's1' } }));
    const deleted = await outbox.add(OWNER, entry('/photos/f1', { method: 'DELETE', action: 'delete', target: { type: 'photo', id: 'f1', parentId: 's1' } }));
    expect(deleted).not.toBeNull();
    expect((await outbox.list(OWNER)).map((item) => item.path)).toEqual(['/photos/f1']);
  });

  it('discarding a create names and takes what depends on it', async () => {
    const create = await outbox.add(OWNER, entry('/create', { method: 'POST', action: 'create', target: { type: 'survey', id: 's1', parentId: 'p' } }));
    await outbox.add(OWNER, entry('/photos', { method: 'POST', action: 'upload', target: { type: 'photo', id: 'f1', parentId: 's1' } }));
    await outbox.add(OWNER, entry('/other', { target: { type: 'survey', id: 's2' } }));
    expect((await outbox.dependants(OWNER, create!.id)).map((item) => item.path)).toEqual(['/create', '/photos']);
    await outbox.discard(OWNER, create!.id);
    expect((await outbox.list(OWNER)).map((item) => item.path)).toEqual(['/other']);
  });
});
