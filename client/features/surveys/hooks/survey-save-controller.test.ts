import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Survey, UpdateSurveyBody } from '../../../../common/schemas/surveys';
import { sameFormValue } from '../../../../common/survey/same-form-value';
import { ApiError } from '../../../lib/api-client';
import type { WriteOutcome } from '../../../lib/mutations';
import { openOfflineDb, type OfflineDb } from '../../../offline/offline-db';
import { Outbox } from '../../../offline/outbox';
import { SyncEngine } from '../../../offline/sync-engine';
import type { PreparedRequest, Sent } from '../../../offline/transport';
import { draftValues } from '../model/form-draft';
import { createSurveyFormAdapter } from '../offline/form-adapter';
import { formDraftChanged, formDraftKey, type FormDraftRecord } from '../offline/form-drafts';
import { FormJournal, surveysWithJournaledEdits, type JournalStorage } from '../offline/form-journal';
import { SurveySaveController } from './survey-save-controller';

// The form's saving end to end on the device: the controller writes drafts and outbox entries to
// a real (in-memory) IndexedDB, the one sync engine sends them through the form adapter to a fake
// server whose merge rules mirror server/modules/surveys/form-merge.ts.

const OWNER = 'user-1';

function makeSurvey(partial: Partial<Survey> = {}): Survey {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    projectId: '00000000-0000-4000-8000-000000000002',
    locationType: 'mdf',
    locationId: 'mdf-1',
    instanceName: 'MDF 1',
    instanceNumber: 1,
    formData: {},
    isCompleted: false,
    progress: 0,
    markupElements: [],
    uploadedImage: null,
    photos: [],
    templateId: null,
    templateVersion: null,
    version: 1,
    fieldVersions: {},
    markupVersion: 0,
    markupScale: null,
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
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...partial,
  };
}

/** A server holding one survey, merging patches and refusing stale ones like the real one. */
function fakeServer(initial: Survey) {
  let stored = initial;
  const bodies: UpdateSurveyBody[] = [];
  let reachable = true;
  let hold: Promise<void> | null = null;
  const apply = (body: UpdateSurveyBody): Survey | { conflict: string[] } => {
    const formData = body.formData ?? {};
    const conflicts = Object.keys(formData).filter(
      (key) => body.baseVersion !== undefined && (stored.fieldVersions[key] ?? 0) > body.baseVersion && !sameFormValue(stored.formData[key], formData[key]),
    );
    if (conflicts.length > 0) return { conflict: conflicts };
    const version = stored.version + 1;
    const merged = { ...stored.formData };
    const fieldVersions = { ...stored.fieldVersions };
    for (const [key, value] of Object.entries(formData)) {
      if (sameFormValue(merged[key], value)) continue;
      fieldVersions[key] = version;
      if (value === null) delete merged[key];
      else merged[key] = value;
    }
    stored = {
      ...stored,
      version,
      formData: merged,
      fieldVersions,
      ...(body.instanceName !== undefined ? { instanceName: body.instanceName } : {}),
      ...(body.isCompleted !== undefined ? { isCompleted: body.isCompleted } : {}),
    };
    return stored;
  };
  return {
    bodies,
    get: () => stored,
    setReachable: (value: boolean) => (reachable = value),
    /** The next request waits until the returned function is called. */
    holdNext: () => {
      let release!: () => void;
      hold = new Promise<void>((resolve) => (release = resolve));
      return () => release();
    },
    /** Someone else's write. */
    write: (body: UpdateSurveyBody) => apply(body) as Survey,
    send: async (request: PreparedRequest): Promise<Sent> => {
      if (!reachable) return { kind: 'unreachable' };
      if (hold) {
        const waiting = hold;
        hold = null;
        await waiting;
      }
      const body = request.body as UpdateSurveyBody;
      bodies.push(body);
      const answer = apply(body);
      if ('conflict' in answer) {
        return {
          kind: 'answer',
          status: 409,
          code: 'VERSION_CONFLICT',
          body: { message: 'Someone else changed this survey since you loaded it.', details: { survey: stored, fields: answer.conflict, markup: false } },
        };
      }
      return { kind: 'answer', status: 200, answer };
    },
  };
}

let db: OfflineDb;
let outbox: Outbox;
let engine: SyncEngine;
let server: ReturnType<typeof fakeServer>;

/** localStorage as the journal uses it, in memory. */
function memoryStorage(): JournalStorage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
    key: (index) => [...map.keys()][index] ?? null,
    get length() {
      return map.size;
    },
  };
}

function makeController(survey = server.get(), queue?: ConstructorParameters<typeof SurveySaveController>[1]['queue'], journal?: FormJournal) {
  const controller = new SurveySaveController(survey, {
    db,
    ...(journal ? { journal } : {}),
    outbox,
    engine,
    owner: OWNER,
    summary: () => 'MDF 1 · form',
    preview: () => ({}),
    queue: queue ?? (async ({ body, action, preview, summary }): Promise<WriteOutcome<Survey>> => {
      const entry = await outbox.add(OWNER, {
        method: 'PATCH',
        path: `/api/surveys/${survey.id}`,
        body,
        action,
        preview,
        summary,
        target: { type: 'survey', id: survey.id, parentId: survey.projectId },
      });
      const settled = await engine.whenSettled(entry!.id, 4000);
      return settled.kind === 'delivered' ? { status: 'sent', answer: settled.answer as Survey } : { status: 'saved-on-device' };
    }),
  });
  controller.setFields([
    { name: 'building', label: 'Building', type: 'text', required: true },
    { name: 'floor', label: 'Floor', type: 'number', required: true },
  ]);
  return controller;
}

async function setup(initial = makeSurvey()) {
  server = fakeServer(initial);
  const controller = makeController();
  await controller.load();
  return controller;
}

/** The in-memory IndexedDB answers on setImmediate, which fake timers leave alone (a Node global; no DOM type for it). */
const nextMacrotask = (globalThis as unknown as { setImmediate: (callback: () => void) => void }).setImmediate;

/**
 * Runs the engine's passes until the promise settles. Time moves a millisecond a round: fake
 * timers give a timer set at 0 ms during a tick one millisecond, so it never fires at 0.
 */
async function settle<T>(promise: Promise<T>): Promise<T> {
  let done = false;
  void promise.finally(() => (done = true)).catch(() => undefined);
  for (let round = 0; round < 500 && !done; round++) {
    await vi.advanceTimersByTimeAsync(1);
    await new Promise<void>((resolve) => nextMacrotask(resolve));
  }
  return promise;
}

/** Lets the autosave delay pass and the engine send what is due. */
async function passTime(ms: number) {
  await vi.advanceTimersByTimeAsync(ms);
  await engine.settled();
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  db = openOfflineDb(`test-${crypto.randomUUID()}`);
  outbox = new Outbox(db, () => engine.inFlight(), Date.now, () => engine.kick());
  engine = new SyncEngine({ outbox, send: (request) => server.send(request), exclusive: async (run) => (await run(), true) });
  engine.register(createSurveyFormAdapter(db, outbox));
  engine.setOwner(OWNER);
});

afterEach(async () => {
  engine.setOwner(null);
  await engine.settled();
  vi.useRealTimers();
  db.close();
  await db.delete();
});

describe('SurveySaveController', () => {
  it('keeps every edit on the device at once and sends only the changed fields 2 seconds after the last one', async () => {
    const controller = await setup();
    controller.setField('building', 'N');
    await passTime(1500);
    controller.setField('building', 'North');
    await controller.committed();
    expect(await outbox.list(OWNER)).toHaveLength(1);
    await passTime(1999);
    expect(server.bodies).toEqual([]);
    await passTime(1);
    expect(server.bodies).toEqual([{ baseVersion: 1, formData: { building: 'North' } }]);
    expect(await outbox.list(OWNER)).toEqual([]);
    expect(controller.getState().draft.server.version).toBe(2);
    expect(controller.getState().draft.edits).toEqual({});
  });

  it('brings back what was typed after a reload, and sends it', async () => {
    const first = await setup();
    server.setReachable(false);
    first.setField('building', 'Tower C');
    first.setName('MDF basement');
    await first.committed();
    await passTime(2000);
    first.dispose();

    // The page is reloaded: a new form on the same device.
    const second = makeController(makeSurvey());
    await second.load();
    expect(draftValues(second.getState().draft)).toEqual({ building: 'Tower C' });
    expect(second.getState().draft.nameEdit).toBe('MDF basement');

    server.setReachable(true);
    await engine.run();
    expect(server.bodies).toEqual([{ baseVersion: 1, formData: { building: 'Tower C' }, instanceName: 'MDF basement' }]);
    expect(server.get().instanceName).toBe('MDF basement');
  });

  it('keeps a field typed while its save was out, and sends it next based on our own write', async () => {
    const controller = await setup();
    const release = server.holdNext();
    controller.setField('building', 'Nor');
    const saving = controller.save();
    await settle(controller.committed());
    await vi.advanceTimersByTimeAsync(0);
    controller.setField('building', 'North');
    await settle(controller.committed());
    release();
    expect(await settle(saving)).toBe('saved');
    expect(controller.getState().draft.edits).toEqual({ building: 'North' });
    await passTime(2000);
    expect(server.bodies.at(-1)).toEqual({ baseVersion: 2, formData: { building: 'North' } });
    expect(server.get().formData).toEqual({ building: 'North' });
  });

  it('keeps a repeat item removed while the save that added it was out removed, on the form and on the server', async () => {
    const one = [{ kind: 'Cat6', count: 24 }];
    const controller = await setup(makeSurvey({ formData: { cables: one }, fieldVersions: { cables: 1 } }));
    const release = server.holdNext();
    controller.setField('cables', [...one, { kind: 'Fiber' }]);
    const saving = controller.save();
    await settle(controller.committed());
    await vi.advanceTimersByTimeAsync(0);
    // The item is removed while its save is held: the list is what the server held before.
    controller.setField('cables', one);
    await settle(controller.committed());
    release();
    expect(await settle(saving)).toBe('saved');
    expect(draftValues(controller.getState().draft).cables).toEqual(one);
    await passTime(2000);
    expect(server.bodies.at(-1)).toEqual({ baseVersion: 2, formData: { cables: one } });
    expect(server.get().formData.cables).toEqual(one);
    expect(controller.getState().draft.edits).toEqual({});
  });

  it('merges with someone else’s change of another field', async () => {
    const controller = await setup();
    server.write({ baseVersion: 1, formData: { floor: 2 } });
    controller.setField('building', 'A');
    expect(await settle(controller.save())).toBe('saved');
    expect(server.get().formData).toEqual({ building: 'A', floor: 2 });
    expect(controller.getState().draft.server.formData).toEqual({ building: 'A', floor: 2 });
  });

  it('shows a conflict for the same field, sends nothing of the form meanwhile, and re-sends the kept value on the new base', async () => {
    const controller = await setup();
    server.write({ baseVersion: 1, formData: { building: 'Theirs' } });
    controller.setField('building', 'Mine');
    controller.setField('floor', 4);
    expect(await settle(controller.save())).toBe('conflict');
    expect(controller.getState().conflict).toEqual({
      version: 2,
      items: [{ name: 'building', label: 'Building', mine: 'Mine', theirs: 'Theirs' }],
    });
    controller.setField('floor', 5);
    await passTime(5000);
    expect(server.bodies).toHaveLength(1);

    await settle(controller.resolve({ building: 'mine' }));
    await passTime(0);
    expect(server.bodies.at(-1)).toEqual({ baseVersion: 2, formData: { building: 'Mine', floor: 5 } });
    expect(server.get().formData).toEqual({ building: 'Mine', floor: 5 });
    expect(controller.getState().conflict).toBeNull();
    expect(await outbox.list(OWNER)).toEqual([]);
  });

  it('takes their value when asked', async () => {
    const controller = await setup();
    server.write({ baseVersion: 1, formData: { building: 'Theirs' } });
    controller.setField('building', 'Mine');
    expect(await settle(controller.save())).toBe('conflict');
    await settle(controller.resolve({ building: 'theirs' }));
    await passTime(0);
    expect(server.get().formData).toEqual({ building: 'Theirs' });
    expect(controller.getState().draft.edits).toEqual({});
    expect(await outbox.list(OWNER)).toEqual([]);
  });

  it('says the device has it when the server cannot be reached, and sends it once when it can', async () => {
    const controller = await setup();
    server.setReachable(false);
    controller.setField('building', 'A');
    expect(await settle(controller.save())).toBe('saved-on-device');
    expect(await settle(controller.complete())).toBe('saved-on-device');
    expect((await outbox.list(OWNER)).map((entry) => entry.action)).toEqual(['form', 'complete']);

    server.setReachable(true);
    await engine.run();
    expect(server.bodies).toEqual([{ baseVersion: 1, formData: { building: 'A' } }, { isCompleted: true }]);
    expect(server.get()).toMatchObject({ formData: { building: 'A' }, isCompleted: true });
    expect(await outbox.list(OWNER)).toEqual([]);
  });

  it('adopts a newer refetched survey without losing edits', async () => {
    const controller = await setup();
    controller.setField('building', 'Mine');
    await controller.committed();
    controller.receive(server.write({ baseVersion: 1, formData: { floor: 9 } }));
    await controller.committed();
    const { draft } = controller.getState();
    expect(draft.server.version).toBe(2);
    expect(draft.edits).toEqual({ building: 'Mine' });
  });

  it('saves nothing more once stopped (the survey is being deleted)', async () => {
    const controller = await setup();
    controller.stop();
    controller.setField('building', 'A');
    await controller.flush();
    await passTime(5000);
    expect(server.bodies).toEqual([]);
    expect(await outbox.list(OWNER)).toEqual([]);
  });

  it('saves a repeat group and a multiselect as whole values; an equal list built anew is no edit', async () => {
    const controller = await setup();
    controller.setField('cables', [{ kind: 'Cat6', count: 24 }]);
    controller.setField('services', ['Fiber', 'Coax']);
    controller.setField('lockOk', true);
    await passTime(2000);
    expect(server.bodies).toEqual([{ baseVersion: 1, formData: { cables: [{ kind: 'Cat6', count: 24 }], services: ['Fiber', 'Coax'], lockOk: true } }]);

    controller.setField('cables', [{ kind: 'Cat6', count: 24 }]);
    controller.setField('services', ['Fiber', 'Coax']);
    await controller.committed();
    expect(controller.getState().draft.edits).toEqual({});

    // One item's field changed: the whole list goes, and is merged whole.
    controller.setField('cables', [{ kind: 'Cat6', count: 24 }, { kind: 'Fiber', count: 2 }]);
    await passTime(2000);
    expect(server.bodies.at(-1)).toEqual({ baseVersion: 2, formData: { cables: [{ kind: 'Cat6', count: 24 }, { kind: 'Fiber', count: 2 }] } });
    expect(server.get().formData).toEqual({ cables: [{ kind: 'Cat6', count: 24 }, { kind: 'Fiber', count: 2 }], services: ['Fiber', 'Coax'], lockOk: true });
    expect(draftValues(controller.getState().draft)).toEqual(server.get().formData);
  });

  it('answers the fields a refused completion names (422), for the form to show on them', async () => {
    server = fakeServer(makeSurvey());
    const refusal = new ApiError(422, 'refused', {
      code: 'UNPROCESSABLE',
      message: 'This location cannot be completed yet: Riser size is required.',
      details: { fields: [{ field: 'formData.riserSize', message: 'Riser size is required' }] },
    });
    const controller = makeController(server.get(), () => Promise.reject(refusal));
    await controller.load();
    expect(await settle(controller.complete())).toEqual({ refused: { riserSize: 'Riser size is required' } });
    const failing = makeController(server.get(), () => Promise.reject(new Error('disk full')));
    await failing.load();
    expect(await settle(failing.complete())).toBe('failed');
  });

  it('makes again, when the form opens, an edit typed just before the page went (its draft never written), and sends it', async () => {
    server = fakeServer(makeSurvey());
    const storage = memoryStorage();
    // The keystroke reached the journal; the page went before the draft's transaction ran.
    new FormJournal(OWNER, server.get().id, storage).append({ kind: 'field', name: 'building', value: 'North' });
    expect(surveysWithJournaledEdits(OWNER, storage)).toEqual([server.get().id]);

    const controller = makeController(server.get(), undefined, new FormJournal(OWNER, server.get().id, storage));
    await controller.load();
    await controller.committed();
    expect(draftValues(controller.getState().draft)).toMatchObject({ building: 'North' });
    await passTime(2000);
    expect(server.get().formData).toMatchObject({ building: 'North' });
    // In a committed draft now: the journal lets it go.
    expect(storage.map.size).toBe(0);
  });

  it('does not make again an edit the draft already holds (the page went between the commit and the journal)', async () => {
    const controller = await setup();
    controller.setField('building', 'North');
    await controller.committed();
    await passTime(2000);
    // The office changes it afterwards.
    server.write({ formData: { building: 'Office' }, baseVersion: server.get().version });
    const held = ((await db.drafts.get(formDraftKey(server.get().id)))?.value as FormDraftRecord).journalSeq!;
    expect(held).toBeGreaterThan(0);
    // The journal still holds that edit, as when a page goes right after its draft committed.
    const storage = memoryStorage();
    storage.setItem(`riser-form-journal:${OWNER}:${server.get().id}`, JSON.stringify([{ kind: 'field', name: 'building', value: 'North', seq: held }]));

    const reopened = makeController(server.get(), undefined, new FormJournal(OWNER, server.get().id, storage));
    await reopened.load();
    await reopened.committed();
    await passTime(2000);
    expect(server.get().formData).toMatchObject({ building: 'Office' });
  });

  it('writes each edit to the journal before setField returns, and takes it out once its draft is committed', async () => {
    server = fakeServer(makeSurvey());
    const storage = memoryStorage();
    const controller = makeController(server.get(), undefined, new FormJournal(OWNER, server.get().id, storage));
    await controller.load();
    controller.setField('floor', 3);
    // Synchronously on the device, before any transaction could have run.
    expect(new FormJournal(OWNER, server.get().id, storage).read()).toMatchObject([{ kind: 'field', name: 'floor', value: 3 }]);
    await controller.committed();
    expect(new FormJournal(OWNER, server.get().id, storage).read()).toEqual([]);
  });

  it('keeps the newest draft when the sync adapter’s news of an older write arrives after the next edit’s commit', async () => {
    const controller = await setup();
    controller.setField('building', 'Tower A');
    await controller.committed();
    const older = (await db.drafts.get(formDraftKey(server.get().id)))!.value as FormDraftRecord;
    controller.setField('building', 'Tower B');
    await controller.committed();
    // The adapter wrote `older` before this commit, and tells the form only now.
    formDraftChanged(server.get().id, older);
    expect(draftValues(controller.getState().draft)).toMatchObject({ building: 'Tower B' });
  });
});
