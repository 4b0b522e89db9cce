import { describe, expect, it, vi } from 'vitest';
import { lazyAdapter } from './lazy-adapter';
import type { EntryProblem, OutboxEntry } from './offline-db';
import type { SyncAdapter } from './sync-engine';

const entry = { id: 'e1', action: 'markup' } as OutboxEntry;
const problem: EntryProblem = { status: 409, message: 'Changed elsewhere.' };

function realAdapter(): Required<SyncAdapter> {
  return {
    actions: ['markup'],
    prepare: vi.fn(async () => ({ method: 'PATCH' as const, path: '/api/surveys/s1', body: { n: 1 } })),
    delivered: vi.fn(async () => undefined),
    conflict: vi.fn(async () => 'resolved' as const),
  };
}

describe('lazyAdapter', () => {
  it('names its actions at once and loads its code only when an entry is first handled, once', async () => {
    const real = realAdapter();
    const load = vi.fn(async () => real);
    const adapter = lazyAdapter(['markup', 'background'], load);
    expect(adapter.actions).toEqual(['markup', 'background']);
    expect(load).not.toHaveBeenCalled();

    expect(await adapter.prepare!(entry)).toEqual({ method: 'PATCH', path: '/api/surveys/s1', body: { n: 1 } });
    await adapter.delivered!(entry, { version: 2 });
    expect(await adapter.conflict!(entry, problem)).toBe('resolved');
    expect(load).toHaveBeenCalledTimes(1);
    expect(real.prepare).toHaveBeenCalledWith(entry);
    expect(real.delivered).toHaveBeenCalledWith(entry, { version: 2 });
    expect(real.conflict).toHaveBeenCalledWith(entry, problem);
  });

  it('tries the load again with the next entry when it failed (no connection, no cached copy)', async () => {
    const real = realAdapter();
    const load = vi.fn<() => Promise<Required<SyncAdapter>>>().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue(real);
    const adapter = lazyAdapter(['markup'], load);
    await expect(adapter.prepare!(entry)).rejects.toThrow('Failed to fetch');
    await expect(adapter.prepare!(entry)).resolves.toMatchObject({ path: '/api/surveys/s1' });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
