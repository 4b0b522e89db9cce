import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Survey, UpdateSurveyBody } from '../../../../common/schemas/surveys';
import { ApiError } from '../../../lib/api-client';
import { SurveySaveController } from './survey-save-controller';

// The controller is plain TypeScript: a fake server stands in for the PATCH (its merge rules
// mirror server/modules/surveys/form-merge.ts) and fake timers for the autosave delay.

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
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...partial,
  };
}

/** A server holding one survey, merging patches and refusing stale ones like the real one. */
function fakeServer(initial: Survey) {
  let stored = initial;
  const bodies: UpdateSurveyBody[] = [];
  const apply = (body: UpdateSurveyBody): Survey => {
    const formData = body.formData ?? {};
    const conflicts = Object.keys(formData).filter(
      (key) => body.baseVersion !== undefined && (stored.fieldVersions[key] ?? 0) > body.baseVersion && (stored.formData[key] ?? null) !== formData[key],
    );
    if (conflicts.length > 0) {
      throw new ApiError(409, 'conflict', {
        code: 'VERSION_CONFLICT',
        message: 'Someone else changed this survey since you loaded it.',
        details: { survey: stored, fields: conflicts, markup: false },
      });
    }
    const version = stored.version + 1;
    const merged = { ...stored.formData };
    const fieldVersions = { ...stored.fieldVersions };
    for (const [key, value] of Object.entries(formData)) {
      if ((merged[key] ?? null) === value) continue;
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
    /** Someone else's write. */
    write: (body: UpdateSurveyBody) => apply(body),
    send: vi.fn(async (body: UpdateSurveyBody) => {
      bodies.push(body);
      return apply(body);
    }),
  };
}

function setup(initial = makeSurvey()) {
  const server = fakeServer(initial);
  const onServerSurvey = vi.fn();
  const onFailed = vi.fn();
  const controller = new SurveySaveController(initial, { send: server.send, onServerSurvey, onFailed });
  controller.setFields([
    { name: 'building', label: 'Building', type: 'text', required: true },
    { name: 'floor', label: 'Floor', type: 'number', required: true },
  ]);
  return { server, controller, onServerSurvey, onFailed };
}

describe('SurveySaveController', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('autosaves only the changed fields 2 seconds after the last edit', async () => {
    const { server, controller, onServerSurvey } = setup();
    controller.setField('building', 'N');
    await vi.advanceTimersByTimeAsync(1500);
    controller.setField('building', 'North');
    await vi.advanceTimersByTimeAsync(1999);
    expect(server.send).not.toHaveBeenCalled();
    expect(controller.hasPending()).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.bodies).toEqual([{ baseVersion: 1, formData: { building: 'North' } }]);
    expect(controller.hasPending()).toBe(false);
    expect(controller.getState().draft.server.version).toBe(2);
    expect(onServerSurvey).toHaveBeenCalledWith(server.get(), true);
  });

  it('saves now with extras and answers what happened', async () => {
    const { server, controller } = setup();
    expect(await controller.save()).toBe('nothing');
    controller.setField('floor', 3);
    expect(await controller.save({ isCompleted: true })).toBe('saved');
    expect(server.bodies).toEqual([{ baseVersion: 1, formData: { floor: 3 }, isCompleted: true }]);
    // The autosave timer was cancelled by the save.
    await vi.advanceTimersByTimeAsync(5000);
    expect(server.send).toHaveBeenCalledTimes(1);
  });

  it('keeps a field typed while its save was under way and saves it next', async () => {
    const { server, controller } = setup();
    let release!: () => void;
    server.send.mockImplementationOnce(async (body) => {
      await new Promise<void>((resolve) => (release = resolve));
      server.bodies.push(body);
      return server.write(body);
    });
    controller.setField('building', 'Nor');
    const first = controller.save();
    await vi.advanceTimersByTimeAsync(0);
    controller.setField('building', 'North');
    release();
    expect(await first).toBe('saved');
    expect(controller.getState().draft.edits).toEqual({ building: 'North' });
    await vi.advanceTimersByTimeAsync(2000);
    expect(server.bodies.at(-1)).toEqual({ baseVersion: 2, formData: { building: 'North' } });
    expect(server.get().formData).toEqual({ building: 'North' });
  });

  it('merges with someone else’s change of another field', async () => {
    const { server, controller } = setup();
    server.write({ baseVersion: 1, formData: { floor: 2 } });
    controller.setField('building', 'A');
    expect(await controller.flush()).toBe('saved');
    expect(server.get().formData).toEqual({ building: 'A', floor: 2 });
    expect(controller.getState().draft.server.formData).toEqual({ building: 'A', floor: 2 });
  });

  it('shows a conflict for the same field and re-sends the kept value on the new base', async () => {
    const { server, controller } = setup();
    server.write({ baseVersion: 1, formData: { building: 'Theirs' } });
    controller.setField('building', 'Mine');
    controller.setField('floor', 4);
    expect(await controller.flush()).toBe('conflict');
    expect(controller.getState().conflict).toEqual({
      version: 2,
      items: [{ name: 'building', label: 'Building', mine: 'Mine', theirs: 'Theirs' }],
    });
    // Autosave waits for the user's choice.
    controller.setField('floor', 5);
    await vi.advanceTimersByTimeAsync(5000);
    expect(server.send).toHaveBeenCalledTimes(1);

    expect(await controller.resolve({ building: 'mine' })).toBe('saved');
    expect(server.bodies.at(-1)).toEqual({ baseVersion: 2, formData: { building: 'Mine', floor: 5 } });
    expect(server.get().formData).toEqual({ building: 'Mine', floor: 5 });
    expect(controller.getState().conflict).toBeNull();
  });

  it('takes their value when asked', async () => {
    const { server, controller } = setup();
    server.write({ baseVersion: 1, formData: { building: 'Theirs' } });
    controller.setField('building', 'Mine');
    await controller.flush();
    expect(await controller.resolve({ building: 'theirs' })).toBe('nothing');
    expect(server.get().formData).toEqual({ building: 'Theirs' });
    expect(controller.getState().draft.edits).toEqual({});
  });

  it('reports a failed save, keeps the edits and retries on demand', async () => {
    const { server, controller, onFailed } = setup();
    server.send.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    controller.setField('building', 'A');
    expect(await controller.flush()).toBe('failed');
    expect(onFailed).toHaveBeenCalledTimes(1);
    expect(controller.getState().failed).toBe(true);
    expect(controller.hasPending()).toBe(true);
    expect(await controller.save()).toBe('saved');
    expect(controller.getState().failed).toBe(false);
  });

  it('adopts a newer refetched survey without losing edits', () => {
    const { server, controller } = setup();
    controller.setField('building', 'Mine');
    controller.receive(server.write({ baseVersion: 1, formData: { floor: 9 } }));
    const { draft } = controller.getState();
    expect(draft.server.version).toBe(2);
    expect(draft.edits).toEqual({ building: 'Mine' });
  });

  it('saves nothing once paused', async () => {
    const { server, controller } = setup();
    controller.setField('building', 'A');
    controller.pause();
    await vi.advanceTimersByTimeAsync(5000);
    expect(await controller.flush()).toBe('nothing');
    expect(server.send).not.toHaveBeenCalled();
  });
});
