import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyChanges, conflictingElements, type MarkupChanges } from '../../../../common/markup/element-changes';
import { canUndo } from '../../../../common/markup/history';
import type { MarkupElement } from '../../../../common/markup/schema';
import type { Survey } from '../../../../common/schemas/surveys';
import { openOfflineDb, type OfflineDb } from '../../../offline/offline-db';
import { Outbox } from '../../../offline/outbox';
import { SyncEngine } from '../../../offline/sync-engine';
import type { PreparedRequest, Sent } from '../../../offline/transport';
import { backgroundEntry } from '../offline/background-entry';
import { createMarkupAdapter, markupDraftKey, MarkupDrafts, type MarkupChangesBody, type MarkupDraft } from '../offline/markup-drafts';
import { createEditorState, createEditorStore, type EditorStore } from './editor-state';
import { MarkupSync } from './markup-sync';
import { drawingSaveStatus } from './save-status';

// The drawing kept on the device and sent by the one sync engine (DESIGN §5, §6). Real: the
// Dexie database (fake-indexeddb), the outbox, the sync engine, the markup adapter, the editor
// store and the element merge of common/. Fake: the server, which merges element changes by id
// and answers 409 for the same element changed since the base, as the real one does.

const OWNER = 'user-1';
const SURVEY_ID = '00000000-0000-4000-8000-000000000001';
const PROJECT_ID = '00000000-0000-4000-8000-000000000002';

const ap = (id: string, x = 100): MarkupElement => ({ id, type: 'ap', x, y: 100, radius: 24 });

function surveyOf(version: number, markupElements: MarkupElement[], uploadedImage: string | null = null, markupScale: number | null = null): Survey {
  return {
    id: SURVEY_ID,
    projectId: PROJECT_ID,
    locationType: 'site-map',
    locationId: 'site-map-1',
    instanceName: 'Site Map',
    instanceNumber: 1,
    formData: {},
    isCompleted: false,
    progress: 0,
    markupElements,
    uploadedImage,
    photos: [],
    templateId: null,
    templateVersion: null,
    version,
    fieldVersions: {},
    markupVersion: version,
    markupScale,
    unitSurveyId: null,
    buildingId: null,
    floor: null,
    unitNumber: null,
    unitTypeId: null,
    isTypicalPlan: false,
    hiddenTypicalIds: [],
    review: null,
    assigneeId: null,
    ownAssigneeId: null,
    createdAt: '2024-01-01T00:00:00.000Z',
    updatedAt: '2024-01-01T00:00:00.000Z',
  };
}

/** The server's survey: element changes merged by id, a 409 for an element changed since the base. */
class FakeServer {
  elements: MarkupElement[] = [];
  elementVersions: Record<string, number> = {};
  version = 1;
  uploadedImage: string | null = null;
  markupScale: number | null = null;
  reachable = true;
  received: PreparedRequest[] = [];
  /** While set, requests wait for it (a request under way). */
  hold: Promise<void> | null = null;

  survey = () => surveyOf(this.version, this.elements, this.uploadedImage, this.markupScale);

  /** Someone else's save (another surveyor, the office). */
  apply(changes: MarkupChanges) {
    this.version += 1;
    for (const id of [...changes.upsert.map((element) => element.id), ...changes.remove]) this.elementVersions[id] = this.version;
    this.elements = applyChanges(this.elements, changes);
  }

  send = async (request: PreparedRequest): Promise<Sent> => {
    if (!this.reachable) return { kind: 'unreachable' };
    this.received.push(request);
    if (this.hold) await this.hold;
    const body = request.body as Partial<MarkupChangesBody> & { uploadedImage?: string | null };
    if (body.markupChanges) {
      const elements = conflictingElements(this.elements, this.elementVersions, body.markupChanges, body.baseVersion);
      if (elements.length > 0) {
        const details = { survey: this.survey(), fields: [], markup: true, elements };
        return { kind: 'answer', status: 409, code: 'VERSION_CONFLICT', body: { code: 'VERSION_CONFLICT', message: 'Changed elsewhere', details } };
      }
      this.apply(body.markupChanges);
    }
    // The scale is the survey's, last write wins (as the server's PATCH).
    if (body.markupScale !== undefined) {
      this.version += 1;
      this.markupScale = body.markupScale;
    }
    if (body.uploadedImage !== undefined) {
      this.version += 1;
      this.uploadedImage = body.uploadedImage === null ? null : `/api/surveys/${SURVEY_ID}/background?v=${this.version}`;
    }
    return { kind: 'answer', status: 200, answer: this.survey() };
  };
}

let db: OfflineDb;
let server: FakeServer;
let outbox: Outbox;
let engine: SyncEngine;
let drafts: MarkupDrafts;
let clock: number;
const detachers: (() => void)[] = [];

/** The app's wiring of one device: outbox, engine (adapter registered) and drafts over one database. */
function device(database: OfflineDb) {
  const holder: { engine?: SyncEngine } = {};
  const box = new Outbox(database, () => holder.engine?.inFlight() ?? null, () => clock, () => holder.engine?.kick());
  const sync = new SyncEngine({ outbox: box, send: server.send, now: () => clock, exclusive: async (run) => (await run(), true) });
  holder.engine = sync;
  const markup = new MarkupDrafts({ outbox: box, owner: () => OWNER, now: () => clock });
  sync.register(createMarkupAdapter(() => markup));
  sync.setOwner(OWNER);
  return { outbox: box, engine: sync, drafts: markup };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  clock = 1_000_000;
  server = new FakeServer();
  db = openOfflineDb(`test-${crypto.randomUUID()}`);
  ({ outbox, engine, drafts } = device(db));
});

afterEach(async () => {
  detachers.splice(0).forEach((detach) => detach());
  engine.setOwner(null);
  vi.useRealTimers();
  db.close();
  await db.delete();
});

/** An editor opened on the survey, as the editor screen does: the draft if any, else the survey read. */
function openEditor(survey: Survey | undefined = server.survey(), markup: MarkupDrafts = drafts, sync: SyncEngine = engine) {
  const store = createEditorStore(createEditorState('site-map'));
  const editor = new MarkupSync({
    store,
    drafts: markup,
    surveyId: SURVEY_ID,
    projectId: PROJECT_ID,
    name: 'Site Map',
    whenSettled: (entryId, waitMs) => sync.whenSettled(entryId, waitMs),
  });
  detachers.push(editor.attach());
  if (survey) editor.receive(survey);
  return { store, editor };
}

const present = (store: EditorStore) => store.getState().history.present;
const ids = (store: EditorStore) => present(store).map((element) => element.id).sort();

function place(store: EditorStore, id: string, x: number) {
  store.dispatch({ type: 'setTool', tool: 'ap' });
  store.dispatch({ type: 'tap', point: { x, y: 100 }, slop: 0, newId: id });
}

function move(store: EditorStore, id: string, dx: number) {
  store.dispatch({ type: 'setTool', tool: 'select' });
  const element = present(store).find((one) => one.id === id)!;
  store.dispatch({ type: 'tap', point: { x: element.x, y: element.y }, slop: 0, newId: 'unused' });
  store.dispatch({ type: 'nudge', dx, dy: 0 });
}

function remove(store: EditorStore, id: string) {
  move(store, id, 0);
  store.dispatch({ type: 'deleteSelected' });
}

const draft = async () => (await db.drafts.get(markupDraftKey(SURVEY_ID)))?.value as MarkupDraft | undefined;
const waiting = () => outbox.list(OWNER);
const bodies = () => server.received.map((request) => request.body as MarkupChangesBody);

/** A turn of the real event loop (fake-indexeddb works in setImmediate callbacks, which are not faked). */
const nextTurn = () => new Promise<void>((resolve) => (globalThis as unknown as { setImmediate: (run: () => void) => void }).setImmediate(resolve));

/** Lets the engine's own passes and the database run until the promise settles. */
async function drive<T>(promise: Promise<T>): Promise<T> {
  let settled = false;
  void promise.finally(() => (settled = true));
  for (let i = 0; i < 200 && !settled; i += 1) {
    // 1 ms: a timer of 0 ms set while timers run is due 1 ms later.
    await vi.advanceTimersByTimeAsync(1);
    await nextTurn();
  }
  return promise;
}

/** Lets the database and the engine work until the condition holds. */
async function until(condition: () => boolean) {
  for (let i = 0; i < 500 && !condition(); i += 1) await nextTurn();
  expect(condition()).toBe(true);
}

/** The autosave delay passes and the engine sends what is due. */
async function autosave() {
  clock += 5000;
  await engine.run();
}

function status(editor: MarkupSync, entries: Awaited<ReturnType<typeof waiting>>) {
  return drawingSaveStatus({ surveyId: SURVEY_ID, entries, currentEntryId: null, conflict: editor.getSnapshot().conflict !== null, notKept: false });
}

describe('a drawing kept on the device', () => {
  it('keeps every change as one draft and one waiting entry, sent 5 s after the last change', async () => {
    const { store, editor } = openEditor();
    await editor.idle();
    place(store, 'a', 100);
    place(store, 'b', 200);
    place(store, 'c', 300);
    await editor.idle();

    expect((await draft())?.elements.map((element) => element.id)).toEqual(['a', 'b', 'c']);
    const entries = await waiting();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ action: 'markup', summary: 'Site Map · drawing', target: { type: 'survey', id: SURVEY_ID, parentId: PROJECT_ID } });
    expect(status(editor, entries)).toBe('on-device');

    clock += 4000;
    await engine.run();
    expect(server.received).toEqual([]);

    await autosave();
    expect(server.elements.map((element) => element.id)).toEqual(['a', 'b', 'c']);
    expect(server.received).toHaveLength(1);
    expect(await waiting()).toEqual([]);
    expect(await draft()).toBeUndefined();
    expect(status(editor, await waiting())).toBe('saved');
  });

  it('opens the unsent drawing again after a reload, even without the survey read, and never as an undo step', async () => {
    server.reachable = false;
    const first = openEditor();
    await first.editor.idle();
    place(first.store, 'a', 100);
    place(first.store, 'b', 200);
    await first.editor.idle();
    await autosave();
    expect(await waiting()).toHaveLength(1);

    // The page reloads: a new engine, new drafts and a new editor over the same database; no connection, no cache.
    const reloaded = device(db);
    const second = openEditor(undefined, reloaded.drafts, reloaded.engine);
    await second.editor.idle();
    expect(second.editor.getSnapshot().loaded).toBe(true);
    expect(ids(second.store)).toEqual(['a', 'b']);
    expect(canUndo(second.store.getState().history)).toBe(false);

    // Back online, the drawing reaches the server once.
    server.reachable = true;
    await reloaded.engine.run();
    expect(server.elements.map((element) => element.id)).toEqual(['a', 'b']);
    expect(server.received).toHaveLength(1);
    reloaded.engine.setOwner(null);
  });

  it('sends only the elements added, changed and removed, with the version they were drawn over', async () => {
    server.apply({ upsert: [ap('a', 100), ap('b', 200), ap('c', 300)], remove: [] });
    server.apply({ upsert: [], remove: [] });
    const { store, editor } = openEditor();
    await editor.idle();
    move(store, 'b', 40);
    remove(store, 'c');
    place(store, 'd', 400);
    await editor.idle();
    await autosave();

    expect(bodies()).toEqual([{ markupChanges: { upsert: [ap('b', 240), expect.objectContaining({ id: 'd', x: 400 })], remove: ['c'] }, baseVersion: 3 }]);
    expect(server.elements.map((element) => [element.id, element.x])).toEqual([
      ['a', 100],
      ['b', 240],
      ['d', 400],
    ]);
  });

  it('keeps what was drawn while a save was under way, and shows what others added, without touching my undo steps', async () => {
    const { store, editor } = openEditor();
    await editor.idle();
    place(store, 'a', 100);
    await editor.idle();
    // Someone else adds x before my save arrives.
    server.apply({ upsert: [ap('x', 900)], remove: [] });

    let release!: () => void;
    server.hold = new Promise((resolve) => (release = resolve));
    clock += 5000;
    const pass = engine.run();
    await until(() => server.received.length === 1);
    place(store, 'b', 200);
    await editor.idle();
    server.hold = null;
    release();
    await pass;
    await editor.idle();

    expect(ids(store)).toEqual(['a', 'b', 'x']);
    expect(await draft()).toMatchObject({ baseVersion: 3, elements: [ap('x', 900), expect.objectContaining({ id: 'a' }), expect.objectContaining({ id: 'b' })] });
    const entries = await waiting();
    expect(entries).toHaveLength(1);
    expect(status(editor, entries)).toBe('on-device');

    // Undo takes back my last step only: their element stays.
    store.dispatch({ type: 'undo' });
    expect(ids(store)).toEqual(['a', 'x']);
    store.dispatch({ type: 'redo' });
    await editor.idle();

    await autosave();
    expect(bodies()[1]).toEqual({ markupChanges: { upsert: [expect.objectContaining({ id: 'b' })], remove: [] }, baseVersion: 3 });
    expect(server.elements.map((element) => element.id)).toEqual(['x', 'a', 'b']);
    expect(await waiting()).toEqual([]);
  });

  it('keeps an undo made while the change it takes back was being written', async () => {
    const { store, editor } = openEditor();
    await editor.idle();
    place(store, 'a', 100);
    place(store, 'b', 200);
    await editor.idle();
    // The delete is committed to the device; the undo comes before the editor hears of it.
    const write = drafts.change.bind(drafts);
    const changing = vi.spyOn(drafts, 'change').mockImplementationOnce(async (...args) => {
      const state = await write(...args);
      store.dispatch({ type: 'undo' });
      return state;
    });
    remove(store, 'b');
    await editor.idle();
    changing.mockRestore();
    await editor.idle();

    expect(ids(store)).toEqual(['a', 'b']);
    expect((await draft())?.elements.map((element) => element.id)).toEqual(['a', 'b']);
    store.dispatch({ type: 'undo' });
    expect(ids(store)).toEqual(['a']);
    store.dispatch({ type: 'redo' });
    expect(ids(store)).toEqual(['a', 'b']);
  });

  it('merges changes to different elements without asking', async () => {
    server.apply({ upsert: [ap('a', 100), ap('c', 300)], remove: [] });
    const { store, editor } = openEditor();
    await editor.idle();
    server.apply({ upsert: [ap('c', 350), ap('z', 800)], remove: [] });
    move(store, 'a', 10);
    await editor.idle();
    await autosave();
    await editor.idle();

    expect(editor.getSnapshot().conflict).toBeNull();
    expect(server.elements.map((element) => [element.id, element.x])).toEqual([
      ['a', 110],
      ['c', 350],
      ['z', 800],
    ]);
    expect(present(store).map((element) => [element.id, element.x])).toEqual([
      ['a', 110],
      ['c', 350],
      ['z', 800],
    ]);
  });

  it('shows newer server drawings while unsent work waits, when they touch other elements', async () => {
    server.reachable = false;
    server.apply({ upsert: [ap('a', 100)], remove: [] });
    const { store, editor } = openEditor();
    await editor.idle();
    place(store, 'b', 200);
    await editor.idle();
    server.apply({ upsert: [ap('z', 800)], remove: ['a'] });
    editor.receive(server.survey());
    await editor.idle();

    expect(ids(store)).toEqual(['b', 'z']);
    expect(await draft()).toMatchObject({ baseVersion: 3 });
    server.reachable = true;
    await autosave();
    expect(bodies()).toEqual([{ markupChanges: { upsert: [expect.objectContaining({ id: 'b' })], remove: [] }, baseVersion: 3 }]);
  });
});

describe('the drawing’s scale (issue 14)', () => {
  const scaleOf = (store: EditorStore) => store.getState().scale;

  it('opens with the survey’s scale, and keeps a new one on the device first, sent as markupScale with the drawing', async () => {
    server.markupScale = 0.05;
    server.apply({ upsert: [ap('a', 100)], remove: [] });
    const { store, editor } = openEditor();
    await editor.idle();
    expect(scaleOf(store)).toBe(0.05);

    store.dispatch({ type: 'setScale', scale: 0.025 });
    place(store, 'b', 200);
    await editor.idle();
    expect(await draft()).toMatchObject({ baseScale: 0.05, scale: 0.025 });
    expect(await waiting()).toHaveLength(1);
    expect(status(editor, await waiting())).toBe('on-device');

    await autosave();
    expect(bodies()).toEqual([{ markupChanges: { upsert: [expect.objectContaining({ id: 'b' })], remove: [] }, baseVersion: 2, markupScale: 0.025 }]);
    expect(server.markupScale).toBe(0.025);
    expect(await draft()).toBeUndefined();
    expect(scaleOf(store)).toBe(0.025);
  });

  it('sends a scale alone, and its removal, without element changes', async () => {
    const { store, editor } = openEditor();
    await editor.idle();
    store.dispatch({ type: 'setScale', scale: 0.1 });
    await editor.idle();
    await autosave();
    store.dispatch({ type: 'setScale', scale: null });
    await editor.idle();
    await autosave();
    expect(bodies()).toEqual([
      { baseVersion: 1, markupScale: 0.1 },
      { baseVersion: 2, markupScale: null },
    ]);
    expect(server.markupScale).toBeNull();
    expect(await waiting()).toEqual([]);
  });

  it('keeps a scale set offline after a reload, and sends it once back online', async () => {
    server.reachable = false;
    const first = openEditor();
    await first.editor.idle();
    first.store.dispatch({ type: 'setScale', scale: 0.04 });
    await first.editor.idle();
    await autosave();

    const reloaded = device(db);
    const second = openEditor(undefined, reloaded.drafts, reloaded.engine);
    await second.editor.idle();
    expect(scaleOf(second.store)).toBe(0.04);
    expect(canUndo(second.store.getState().history)).toBe(false);

    server.reachable = true;
    await reloaded.engine.run();
    expect(server.markupScale).toBe(0.04);
    expect(server.received).toHaveLength(1);
    reloaded.engine.setOwner(null);
  });

  it('keeps a scale set while a save was under way, and follows another’s scale when mine was not changed', async () => {
    const { store, editor } = openEditor();
    await editor.idle();
    store.dispatch({ type: 'setScale', scale: 0.1 });
    await editor.idle();

    let release!: () => void;
    server.hold = new Promise((resolve) => (release = resolve));
    clock += 5000;
    const pass = engine.run();
    await until(() => server.received.length === 1);
    store.dispatch({ type: 'setScale', scale: 0.2 });
    await editor.idle();
    server.hold = null;
    release();
    await pass;
    await editor.idle();
    expect(scaleOf(store)).toBe(0.2);
    expect(await draft()).toMatchObject({ baseScale: 0.1, scale: 0.2 });
    await autosave();
    expect(bodies()[1]).toEqual({ baseVersion: 2, markupScale: 0.2 });

    // Someone else sets another scale: the editor follows, nothing of mine waits.
    server.markupScale = 0.3;
    server.version += 1;
    editor.receive(server.survey());
    await editor.idle();
    expect(scaleOf(store)).toBe(0.3);
    expect(await waiting()).toEqual([]);
  });

  it('keeps my unsent scale over a newer survey’s, with their elements laid in', async () => {
    server.reachable = false;
    const { store, editor } = openEditor();
    await editor.idle();
    store.dispatch({ type: 'setScale', scale: 0.5 });
    await editor.idle();
    server.apply({ upsert: [ap('x', 900)], remove: [] });
    server.markupScale = 0.7;
    editor.receive(server.survey());
    await editor.idle();
    expect(ids(store)).toEqual(['x']);
    expect(scaleOf(store)).toBe(0.5);
    server.reachable = true;
    await autosave();
    expect(server.markupScale).toBe(0.5);
  });
});

describe('a conflict on one element', () => {
  async function conflicted() {
    server.apply({ upsert: [ap('a', 100), ap('c', 300)], remove: [] });
    const opened = openEditor();
    await opened.editor.idle();
    // Meanwhile someone else moves a and adds z; I move a too, and add b.
    server.apply({ upsert: [ap('a', 500), ap('z', 800)], remove: [] });
    move(opened.store, 'a', 20);
    place(opened.store, 'b', 200);
    await opened.editor.idle();
    await autosave();
    await opened.editor.idle();
    return opened;
  }

  it('is shown with the element in question, and nothing is overwritten or lost', async () => {
    const { store, editor } = await conflicted();
    expect(editor.getSnapshot().conflict).toMatchObject({ elements: ['a'], theirs: { version: 3 } });
    const entries = await waiting();
    expect(entries.map((entry) => entry.state)).toEqual(['conflict']);
    expect(status(editor, entries)).toBe('conflict');
    expect(server.elements.find((element) => element.id === 'a')?.x).toBe(500);
    expect(present(store).find((element) => element.id === 'a')?.x).toBe(120);

    // It survives a reload.
    const reloaded = device(db);
    const again = openEditor(undefined, reloaded.drafts, reloaded.engine);
    await again.editor.idle();
    expect(again.editor.getSnapshot().conflict?.elements).toEqual(['a']);
    reloaded.engine.setOwner(null);
  });

  it('keep mine sends my element over their version, and keeps their other work', async () => {
    const { store, editor } = await conflicted();
    await editor.keepMine();
    expect(editor.getSnapshot().conflict).toBeNull();
    expect(ids(store)).toEqual(['a', 'b', 'c', 'z']);
    await engine.run();

    expect(bodies().at(-1)).toEqual({ markupChanges: { upsert: [ap('a', 120), expect.objectContaining({ id: 'b' })], remove: [] }, baseVersion: 3 });
    expect(server.elements.map((element) => [element.id, element.x])).toEqual([
      ['a', 120],
      ['c', 300],
      ['z', 800],
      ['b', 200],
    ]);
    expect(await waiting()).toEqual([]);
  });

  it('take theirs adopts their element and still sends my other changes', async () => {
    const { store, editor } = await conflicted();
    await editor.takeTheirs();
    expect(present(store).find((element) => element.id === 'a')?.x).toBe(500);
    expect(ids(store)).toEqual(['a', 'b', 'c', 'z']);
    await engine.run();

    expect(bodies().at(-1)).toEqual({ markupChanges: { upsert: [expect.objectContaining({ id: 'b' })], remove: [] }, baseVersion: 3 });
    expect(server.elements.map((element) => [element.id, element.x])).toEqual([
      ['a', 500],
      ['c', 300],
      ['z', 800],
      ['b', 200],
    ]);
    expect(await waiting()).toEqual([]);
    expect(await draft()).toBeUndefined();
  });
});

describe('Save to Project', () => {
  it('sends the drawing now and says it is saved', async () => {
    const { store, editor } = openEditor();
    await editor.idle();
    place(store, 'a', 100);
    expect(await drive(editor.save())).toBe('saved');
    expect(server.elements.map((element) => element.id)).toEqual(['a']);
    expect(await waiting()).toEqual([]);
  });

  it('without a connection says the drawing stays on this device, and keeps it', async () => {
    server.reachable = false;
    const { store, editor } = openEditor();
    await editor.idle();
    place(store, 'a', 100);
    expect(await drive(editor.save())).toBe('saved-on-device');
    expect((await draft())?.elements.map((element) => element.id)).toEqual(['a']);
    expect(await waiting()).toHaveLength(1);
  });

  it('reports a refusal as a failure', async () => {
    engine.setOwner(null);
    const send = server.send;
    server.send = async (request) => (request.body && 'markupChanges' in (request.body as object) ? { kind: 'answer', status: 400, code: 'VALIDATION_FAILED' } : send(request));
    ({ outbox, engine, drafts } = device(db));
    const { store, editor } = openEditor();
    await editor.idle();
    place(store, 'a', 100);
    expect(await drive(editor.save())).toBe('failed');
  });
});

describe('a background', () => {
  it('is kept as a Blob beside its entry and sent as a data URL', async () => {
    const { blobs, ...entry } = backgroundEntry({ surveyId: SURVEY_ID, projectId: PROJECT_ID, name: 'Site Map' }, new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' }));
    server.reachable = false;
    const stored = await outbox.add(OWNER, entry, blobs);
    await engine.run();
    expect(stored?.blobIds).toHaveLength(1);
    expect((await db.blobs.get(stored!.blobIds[0]!))?.blob.size).toBe(3);

    server.reachable = true;
    await engine.run();
    expect(server.received.map((request) => request.body)).toEqual([{ uploadedImage: 'data:image/png;base64,AQID' }]);
    expect(server.uploadedImage).toMatch(/background/);
    expect(await db.blobs.count()).toBe(0);
  });

  it('goes before the drawing changes made after it, and Clear Image sends none', async () => {
    const { store, editor } = openEditor();
    await editor.idle();
    const { blobs, ...entry } = backgroundEntry({ surveyId: SURVEY_ID, projectId: PROJECT_ID, name: 'Site Map' }, new Blob(['x'], { type: 'image/jpeg' }));
    await outbox.add(OWNER, entry, blobs);
    place(store, 'a', 100);
    await editor.idle();
    const { blobs: none, ...clear } = backgroundEntry({ surveyId: SURVEY_ID, projectId: PROJECT_ID, name: 'Site Map' }, null);
    await outbox.add(OWNER, clear, none);
    await autosave();

    expect(server.received.map((request) => Object.keys(request.body as object))).toEqual([['uploadedImage'], ['markupChanges', 'baseVersion'], ['uploadedImage']]);
    expect(server.uploadedImage).toBeNull();
  });
});

describe('drawingSaveStatus', () => {
  const entry = (id: string, action: 'markup' | 'background' | 'form', state: 'pending' | 'failed' | 'conflict' = 'pending', target = SURVEY_ID) => ({
    id,
    action,
    state,
    target: { type: 'survey' as const, id: target },
  });
  const base = { surveyId: SURVEY_ID, currentEntryId: null, conflict: false, notKept: false };

  it('is calm while changes wait, busy while this drawing is sent, and plain when nothing waits', () => {
    expect(drawingSaveStatus({ ...base, entries: [] })).toBe('saved');
    expect(drawingSaveStatus({ ...base, entries: [entry('1', 'form'), entry('2', 'markup', 'pending', 'other')] })).toBe('saved');
    expect(drawingSaveStatus({ ...base, entries: [entry('1', 'markup')] })).toBe('on-device');
    expect(drawingSaveStatus({ ...base, entries: [entry('1', 'background'), entry('2', 'markup')], currentEntryId: '1' })).toBe('saving');
    expect(drawingSaveStatus({ ...base, entries: [entry('1', 'markup', 'conflict')] })).toBe('conflict');
    expect(drawingSaveStatus({ ...base, entries: [entry('1', 'markup', 'failed')] })).toBe('failed');
    expect(drawingSaveStatus({ ...base, surveyId: null, entries: [] })).toBe('no-survey');
  });
});
