import { describe, expect, it } from 'vitest';
import {
  buildPatch,
  createDraft,
  draftName,
  draftValues,
  editField,
  editName,
  isDirty,
  markSending,
  receiveServer,
  saveSucceeded,
  type ServerSnapshot,
} from './form-draft';

function snapshot(version: number, formData: Record<string, unknown> = {}, fieldVersions: Record<string, number> = {}, instanceName: string | null = 'MDF 1'): ServerSnapshot {
  return { version, formData, fieldVersions, instanceName };
}

describe('form draft', () => {
  it('shows edits over the server values, null clearing a field', () => {
    let draft = createDraft(snapshot(1, { building: 'A', floor: 1 }));
    draft = editField(draft, 'building', 'B');
    draft = editField(draft, 'floor', null);
    expect(draftValues(draft)).toEqual({ building: 'B' });
    expect(isDirty(draft)).toBe(true);
  });

  it('is clean again when a field is set back to the server value', () => {
    let draft = createDraft(snapshot(1, { building: 'A' }));
    draft = editField(draft, 'building', 'B');
    draft = editField(draft, 'building', 'A');
    expect(isDirty(draft)).toBe(false);
    expect(buildPatch(draft)).toBeNull();
  });

  it('patches only the changed fields and the name, based on the version the edit started from', () => {
    let draft = createDraft(snapshot(3, { building: 'A', floor: 1 }));
    draft = editField(draft, 'floor', 2);
    draft = editName(draft, 'Main MDF');
    expect(buildPatch(draft)).toEqual({
      body: { baseVersion: 3, formData: { floor: 2 }, instanceName: 'Main MDF' },
      sent: { formData: { floor: 2 }, instanceName: 'Main MDF' },
    });
    expect(draftName(draft)).toBe('Main MDF');
  });

  it('sends a name-only change based on the current version', () => {
    const draft = editName(createDraft(snapshot(4)), 'Roof');
    expect(buildPatch(draft)?.body).toEqual({ baseVersion: 4, instanceName: 'Roof' });
    expect(isDirty(editName(draft, 'MDF 1'))).toBe(false);
  });

  it('keeps an edit on the version it started from however often it is retyped', () => {
    let draft = createDraft(snapshot(2));
    draft = editField(draft, 'building', 'N');
    draft = receiveServer(draft, snapshot(5, { doorName: 'D' }, { doorName: 5 }));
    // Nobody touched building: the edit moves to the new version.
    expect(draft.editBase.building).toBe(5);
    draft = editField(draft, 'building', 'North');
    expect(buildPatch(draft)?.body.baseVersion).toBe(5);
  });

  it('keeps the old base for an edit whose field someone else changed, so the server reports the conflict', () => {
    let draft = createDraft(snapshot(2, { building: 'A' }, { building: 1 }));
    draft = editField(draft, 'building', 'Mine');
    draft = receiveServer(draft, snapshot(3, { building: 'Theirs' }, { building: 3 }));
    expect(draftValues(draft).building).toBe('Mine');
    expect(buildPatch(draft)?.body).toMatchObject({ baseVersion: 2, formData: { building: 'Mine' } });
  });

  it('drops an edit the server already holds', () => {
    let draft = createDraft(snapshot(2));
    draft = editField(draft, 'building', 'Same');
    draft = editName(draft, 'Roof');
    draft = receiveServer(draft, snapshot(3, { building: 'Same' }, { building: 3 }, 'Roof'));
    expect(isDirty(draft)).toBe(false);
  });

  it('ignores a server state older than the one it holds (a late refetch)', () => {
    const draft = createDraft(snapshot(4, { building: 'new' }));
    expect(receiveServer(draft, snapshot(3, { building: 'old' }))).toBe(draft);
  });

  it('after a save keeps what was typed meanwhile, based on our own write', () => {
    let draft = createDraft(snapshot(1));
    draft = editField(draft, 'building', 'Nor');
    draft = editField(draft, 'floor', 2);
    const patch = buildPatch(draft)!;
    draft = editField(draft, 'building', 'North');
    draft = saveSucceeded(draft, patch.sent, snapshot(2, { building: 'Nor', floor: 2 }, { building: 2, floor: 2 }));
    expect(draft.edits).toEqual({ building: 'North' });
    expect(draftValues(draft)).toEqual({ building: 'North', floor: 2 });
    expect(buildPatch(draft)?.body).toEqual({ baseVersion: 2, formData: { building: 'North' } });
  });

  it('after a save clears the saved fields even when a newer refetch came first', () => {
    let draft = createDraft(snapshot(1));
    draft = editField(draft, 'building', 'A');
    const patch = buildPatch(draft)!;
    // A refetch at version 3: we wrote building at 2, someone else changed it at 3.
    draft = receiveServer(draft, snapshot(3, { building: 'B' }, { building: 3 }));
    draft = saveSucceeded(draft, patch.sent, snapshot(2, { building: 'A' }, { building: 2 }));
    expect(isDirty(draft)).toBe(false);
    expect(draft.server.version).toBe(3);
    expect(draftValues(draft).building).toBe('B');
  });

  it('after a save keeps a name typed meanwhile and drops the saved one', () => {
    let draft = editName(createDraft(snapshot(1)), 'Ro');
    const patch = buildPatch(draft)!;
    draft = editName(draft, 'Roof');
    draft = saveSucceeded(draft, patch.sent, snapshot(2, {}, {}, 'Ro'));
    expect(draftName(draft)).toBe('Roof');
    const saved = saveSucceeded(editName(createDraft(snapshot(1)), 'Roof'), { formData: {}, instanceName: 'Roof' }, snapshot(2, {}, {}, 'Roof'));
    expect(isDirty(saved)).toBe(false);
  });
});

describe('an edit made while a save is on its way', () => {
  const three = [{ kind: 'Cat6' }, { kind: 'Fiber' }, { kind: 'Coax' }];
  const four = [...three, { kind: 'Cat6' }];

  it('keeps a repeat item removed meanwhile removed: the answer holds the item, the form does not', () => {
    let draft = createDraft(snapshot(4, { cables: three }));
    draft = editField(draft, 'cables', four);
    const patch = buildPatch(draft)!;
    draft = markSending(draft, patch.sent);
    // Removed before the answer: back to what the server held before this save.
    draft = editField(draft, 'cables', three);
    expect(draftValues(draft).cables).toEqual(three);
    draft = saveSucceeded(draft, patch.sent, snapshot(5, { cables: four }, { cables: 5 }));
    expect(draftValues(draft).cables).toEqual(three);
    expect(isDirty(draft)).toBe(true);
    expect(buildPatch(draft)).toEqual({
      body: { baseVersion: 5, formData: { cables: three } },
      sent: { formData: { cables: three }, instanceName: undefined },
    });
  });

  it('keeps a field typed back to its old value, and a name set back, as edits to send', () => {
    let draft = createDraft(snapshot(2, { notes: '' }, {}, 'MDF 1'));
    draft = editField(draft, 'notes', 'abc');
    draft = editName(draft, 'Main MDF');
    const patch = buildPatch(draft)!;
    draft = markSending(draft, patch.sent);
    draft = editField(draft, 'notes', '');
    draft = editName(draft, 'MDF 1');
    draft = saveSucceeded(draft, patch.sent, snapshot(3, { notes: 'abc' }, { notes: 3 }, 'Main MDF'));
    expect(draftValues(draft).notes).toBe('');
    expect(draftName(draft)).toBe('MDF 1');
    expect(buildPatch(draft)?.body).toEqual({ baseVersion: 3, formData: { notes: '' }, instanceName: 'MDF 1' });
  });

  it('is clean again once answered when nothing changed meanwhile', () => {
    let draft = createDraft(snapshot(2, { notes: '' }));
    draft = editField(draft, 'notes', 'abc');
    const patch = buildPatch(draft)!;
    draft = markSending(draft, patch.sent);
    draft = saveSucceeded(draft, patch.sent, snapshot(3, { notes: 'abc' }, { notes: 3 }));
    expect(isDirty(draft)).toBe(false);
    // Nothing on its way any more: setting a field back to the server's value is clean again.
    draft = editField(draft, 'notes', 'x');
    draft = editField(draft, 'notes', 'abc');
    expect(isDirty(draft)).toBe(false);
  });
});

describe('fields named like what every object inherits (DESIGN §14)', () => {
  it('are edited, patched from the version the edit started from, and saved like any other', () => {
    let draft = createDraft(snapshot(4, { constructor: 'Belden' }, { constructor: 2 }));
    draft = editField(draft, 'toString', 48);
    draft = editField(draft, '__proto__', 'rack');
    draft = editField(draft, 'valueOf', null);
    expect(JSON.stringify(draftValues(draft))).toBe('{"constructor":"Belden","toString":48,"__proto__":"rack"}');
    const patch = buildPatch(draft)!;
    expect(patch.body.baseVersion).toBe(4);
    expect(JSON.stringify(patch.body.formData)).toBe('{"toString":48,"__proto__":"rack"}');
    const answer = snapshot(5, JSON.parse('{"constructor":"Belden","toString":48,"__proto__":"rack"}'), JSON.parse('{"constructor":2,"toString":5,"__proto__":5}'));
    expect(isDirty(saveSucceeded(draft, patch.sent, answer))).toBe(false);
  });

  it('move to a newer server version when nobody else changed them', () => {
    let draft = createDraft(snapshot(1));
    draft = editField(draft, 'constructor', 'Belden');
    draft = receiveServer(draft, snapshot(3, { other: 'x' }, { other: 3 }));
    expect(buildPatch(draft)!.body.baseVersion).toBe(3);
  });
});
