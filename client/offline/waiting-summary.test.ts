import { describe, expect, it } from 'vitest';
import type { OutboxEntry } from './offline-db';
import { describeWaiting, formatBytes, summarizeWaiting } from './waiting-summary';

const MB = 1024 * 1024;
function entry(action: OutboxEntry['action'], size: number, state: OutboxEntry['state'] = 'pending'): OutboxEntry {
  return { id: crypto.randomUUID(), owner: 'u', method: 'PATCH', path: '/', blobIds: [], target: { type: 'survey', id: 's' }, action, summary: '', size, state, attempts: 0, notBefore: 0, createdAt: 0, updatedAt: 0 };
}

describe('the waiting badge', () => {
  it('counts changes, photos and their size as the badge says them', () => {
    const entries = [
      ...Array.from({ length: 9 }, () => entry('form', 200)),
      entry('upload', 6 * MB),
      entry('upload', 6 * MB, 'failed'),
      entry('upload', 6 * MB - 1800, 'conflict'),
    ];
    const summary = summarizeWaiting(entries);
    expect(summary).toEqual({ changes: 12, photos: 3, bytes: 18 * MB, failed: 1, conflicts: 1 });
    expect(describeWaiting(summary)).toBe('12 changes waiting · 3 photos, 18 MB');
  });

  it('says one change in the singular and nothing about photos when there are none', () => {
    expect(describeWaiting(summarizeWaiting([entry('label', 40)]))).toBe('1 change waiting · 40 bytes');
    expect(describeWaiting(summarizeWaiting([]))).toBe('All changes sent');
    expect(describeWaiting(summarizeWaiting([entry('form', 0), entry('form', 0)]))).toBe('2 changes waiting');
  });

  it('writes sizes people read', () => {
    expect(formatBytes(1)).toBe('1 byte');
    expect(formatBytes(2048)).toBe('2 KB');
    expect(formatBytes(3.4 * MB)).toBe('3.4 MB');
    expect(formatBytes(250 * MB)).toBe('250 MB');
    expect(formatBytes(2.5 * 1024 * MB)).toBe('2.5 GB');
  });
});
