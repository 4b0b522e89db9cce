import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { canUndo } from '../../../../common/markup/history';
import type { MarkupElement } from '../../../../common/markup/schema';
import type { Survey } from '../../../../common/schemas/surveys';
import type { ApiWrite } from '../../../lib/mutations';
import { createEditorState, createEditorStore, type EditorStore } from './editor-state';
import { MarkupSync, parseElements } from './markup-sync';

const SURVEY_ID = '00000000-0000-4000-8000-000000000001';

function survey(version: number, markupElements: MarkupElement[], markupVersion = version): Survey {
  return {
    id: SURVEY_ID,
    projectId: '00000000-0000-4000-8000-000000000002',
    locationType: 'site-map',
    locationId: 'site-map-1',
    instanceName: 'Site Map',
    instanceNumber: 1,
    formData: {},
    isCompleted: false,
    progress: 0,
    markupElements,
    uploadedImage: null,
    photos: [],
    templateId: null,
    templateVersion: null,
    version,
    fieldVersions: {},
    markupVersion,
    createdAt: '2024-01-01T00:00:00.000Z',
    updatedAt: '2024-01-01T00:00:00.000Z',
  };
}

const ap = (id: string, x = 100): MarkupElement => ({ id, type: 'ap', x, y: 100, radius: 24 });

class Conflict extends Error {
  code = 'VERSION_CONFLICT';
  constructor(readonly details: unknown) {
    super('409');
  }
}

function setup() {
  const store = createEditorStore(createEditorState('site-map'));
  const writes: ApiWrite[] = [];
  let answer: (write: ApiWrite) => Promise<Survey> = (write) => {
    const body = write.body as { markupElements: MarkupElement[]; baseVersion?: number };
    return Promise.resolve(survey((body.baseVersion ?? 0) + 1, body.markupElements));
  };
  const failed = vi.fn();
  const sync = new MarkupSync({
    store,
    send: (write) => {
      writes.push(write);
      return answer(write);
    },
    onAutoSaveFailed: failed,
  });
  sync.setSurveyId(SURVEY_ID);
  sync.attach();
  return { store, sync, writes, failed, setAnswer: (next: typeof answer) => (answer = next) };
}

function place(store: EditorStore, x: number) {
  store.dispatch({ type: 'setTool', tool: 'ap' });
  store.dispatch({ type: 'tap', point: { x, y: 100 }, slop: 0, newId: `n${x}` });
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('MarkupSync', () => {
  it('loads the server drawing without recording it', () => {
    const { store, sync } = setup();
    sync.receive(survey(3, [ap('a')]));
    expect(store.getState().history.present.map((e) => e.id)).toEqual(['a']);
    expect(canUndo(store.getState().history)).toBe(false);
    expect(sync.status).toBe('saved');
    expect(sync.isDirty()).toBe(false);
  });

  it('auto-saves once, 5000 ms after the last recorded change, based on the loaded version', async () => {
    const { store, sync, writes } = setup();
    sync.receive(survey(3, []));
    place(store, 100);
    expect(sync.status).toBe('dirty');
    await vi.advanceTimersByTimeAsync(4000);
    place(store, 200);
    await vi.advanceTimersByTimeAsync(4999);
    expect(writes).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatchObject({ method: 'PATCH', path: `/api/surveys/${SURVEY_ID}`, body: { baseVersion: 3 } });
    expect((writes[0]!.body as { markupElements: unknown[] }).markupElements).toHaveLength(2);
    expect(sync.status).toBe('saved');

    // The next save is based on the version the server answered.
    place(store, 300);
    await vi.advanceTimersByTimeAsync(5000);
    expect(writes[1]).toMatchObject({ body: { baseVersion: 4 } });
  });

  it('does not save what was only loaded, nor session changes', async () => {
    const { store, sync, writes } = setup();
    sync.receive(survey(1, [ap('a')]));
    store.dispatch({ type: 'setTool', tool: 'select' });
    store.dispatch({ type: 'setViewport', viewport: { zoom: 2, panX: 0, panY: 0 } });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(writes).toHaveLength(0);
  });

  it('holds a 409 as a conflict; Keep mine saves again over their version', async () => {
    const { store, sync, writes, setAnswer } = setup();
    sync.receive(survey(2, []));
    const theirs = survey(5, [ap('theirs')]);
    setAnswer(() => Promise.reject(new Conflict({ survey: theirs, fields: [], markup: true })));
    place(store, 100);
    expect(await sync.save()).toBe('conflict');
    expect(sync.status).toBe('conflict');
    expect(sync.conflict?.version).toBe(5);
    // Nothing is sent while the conflict waits for the user.
    place(store, 200);
    await vi.advanceTimersByTimeAsync(6000);
    expect(writes).toHaveLength(1);

    setAnswer((write) => Promise.resolve(survey(6, (write.body as { markupElements: MarkupElement[] }).markupElements)));
    expect(await sync.keepMine()).toBe('saved');
    expect(writes[1]).toMatchObject({ body: { baseVersion: 5 } });
    expect(sync.status).toBe('saved');
  });

  it('Take theirs loads their drawing, unrecorded, with nothing left to save', async () => {
    const { store, sync, setAnswer, writes } = setup();
    sync.receive(survey(2, []));
    const theirs = survey(7, [ap('theirs')]);
    setAnswer(() => Promise.reject(new Conflict({ survey: theirs, fields: [], markup: true })));
    place(store, 100);
    await sync.save();
    sync.takeTheirs();
    expect(store.getState().history.present.map((e) => e.id)).toEqual(['theirs']);
    expect(canUndo(store.getState().history)).toBe(false);
    expect(sync.isDirty()).toBe(false);
    expect(sync.status).toBe('saved');
    setAnswer((write) => Promise.resolve(survey(8, (write.body as { markupElements: MarkupElement[] }).markupElements)));
    place(store, 300);
    await vi.advanceTimersByTimeAsync(5000);
    expect(writes.at(-1)).toMatchObject({ body: { baseVersion: 7 } });
  });

  it('reports a failed auto-save and keeps the work to save again', async () => {
    const { store, sync, failed, setAnswer } = setup();
    sync.receive(survey(1, []));
    setAnswer(() => Promise.reject(new Error('500: boom')));
    place(store, 100);
    await vi.advanceTimersByTimeAsync(5000);
    expect(failed).toHaveBeenCalledOnce();
    expect(sync.status).toBe('error');
    expect(sync.isDirty()).toBe(true);
  });

  it('adopts a newer drawing from a refetch only when nothing is unsaved', () => {
    const { store, sync } = setup();
    sync.receive(survey(1, [ap('a')]));
    sync.receive(survey(2, [ap('newer')]));
    expect(store.getState().history.present.map((e) => e.id)).toEqual(['newer']);
    place(store, 500);
    sync.receive(survey(3, [ap('newest')]));
    expect(store.getState().history.present.map((e) => e.id)).toEqual(['newer', 'n500']);
  });

  it('ignores a refetch whose drawing is not newer (a form edit bumped the version only)', () => {
    const { store, sync } = setup();
    sync.receive(survey(4, [ap('a')]));
    place(store, 500);
    sync.receive(survey(9, [ap('a')], 4));
    expect(store.getState().history.present).toHaveLength(2);
  });

  it('skips saving with no survey', async () => {
    const store = createEditorStore(createEditorState('floor-plan'));
    const sync = new MarkupSync({ store, send: () => Promise.reject(new Error('never')) });
    expect(sync.status).toBe('no-survey');
    expect(await sync.save()).toBe('skipped');
  });
});

describe('parseElements', () => {
  it('keeps the valid elements of a list with a bad one', () => {
    expect(parseElements([ap('a'), { id: 'b', type: 'nope', x: 1, y: 1 }, ap('c')]).map((e) => e.id)).toEqual(['a', 'c']);
    expect(parseElements('junk')).toEqual([]);
  });
});
