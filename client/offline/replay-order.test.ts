import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from './offline-db';
import { nextToSend } from './replay-order';

let seq = 0;
function entry(overrides: Partial<OutboxEntry> & Pick<OutboxEntry, 'target' | 'action'>): OutboxEntry {
  seq += 1;
  return { seq, id: `e${seq}`, owner: 'u', method: 'PATCH', path: `/${seq}`, blobIds: [], summary: '', size: 0, state: 'pending', attempts: 0, notBefore: 0, createdAt: 0, updatedAt: 0, ...overrides };
}

describe('nextToSend', () => {
  it('takes the oldest entry that is due', () => {
    const a = entry({ target: { type: 'survey', id: 's1' }, action: 'form' });
    const b = entry({ target: { type: 'survey', id: 's2' }, action: 'form' });
    expect(nextToSend([b, a], 10).entry).toBe(a);
  });

  it('keeps one target’s changes in order behind one that is not due yet, and wakes when it is', () => {
    const form = entry({ target: { type: 'survey', id: 's1' }, action: 'form', notBefore: 50 });
    const complete = entry({ target: { type: 'survey', id: 's1' }, action: 'complete' });
    expect(nextToSend([form, complete], 10)).toEqual({ entry: null, wakeAt: 50 });
    expect(nextToSend([form, complete], 50).entry).toBe(form);
  });

  it('holds a survey’s photos behind its unsent create, but not behind its form autosave', () => {
    const create = entry({ target: { type: 'survey', id: 's1', parentId: 'p' }, action: 'create', state: 'failed' });
    const photo = entry({ target: { type: 'photo', id: 'f1', parentId: 's1' }, action: 'upload' });
    expect(nextToSend([create, photo], 10).entry).toBeNull();

    const form = entry({ target: { type: 'survey', id: 's2', parentId: 'p' }, action: 'form', notBefore: 99 });
    const photo2 = entry({ target: { type: 'photo', id: 'f2', parentId: 's2' }, action: 'upload' });
    expect(nextToSend([form, photo2], 10).entry).toBe(photo2);
  });

  it('lets other targets pass a conflict or a failure', () => {
    const conflict = entry({ target: { type: 'survey', id: 's1' }, action: 'form', state: 'conflict' });
    const label = entry({ target: { type: 'photo', id: 'f1', parentId: 's1' }, action: 'label' });
    expect(nextToSend([conflict, label], 10).entry).toBe(label);
  });

  it('holds a bulk create of units behind its building’s unsent create, and a change to one of its units behind it', () => {
    const building = entry({ target: { type: 'building', id: 'b1', parentId: 'p' }, action: 'create', state: 'failed' });
    const bulk = entry({ target: { type: 'units', id: 'k1', parentId: 'p', needs: ['b1'], makes: ['u1', 'u2'] }, action: 'create' });
    const form = entry({ target: { type: 'survey', id: 'u2', parentId: 'p' }, action: 'form' });
    const other = entry({ target: { type: 'survey', id: 's9', parentId: 'p' }, action: 'form' });
    expect(nextToSend([building, bulk, form, other], 10).entry).toBe(other);
    expect(nextToSend([bulk, form], 10).entry).toBe(bulk);
    expect(nextToSend([{ ...bulk, state: 'failed' }, form], 10).entry).toBeNull();
  });
});
