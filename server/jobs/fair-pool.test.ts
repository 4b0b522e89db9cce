import { describe, expect, it } from 'vitest';
import { createFairPool } from './fair-pool';

// The pool alone, its tasks promises this test settles by hand.

function harness(size: number, perKey: number) {
  const started: string[] = [];
  const finishers = new Map<string, () => void>();
  const errors: unknown[] = [];
  const pool = createFairPool<string>({ size, perKey, onError: (error) => errors.push(error) }, (item) => {
    started.push(item);
    if (item.startsWith('throw')) return Promise.reject(new Error(item));
    return new Promise<void>((resolve) => finishers.set(item, resolve));
  });
  const finish = async (item: string) => {
    finishers.get(item)!();
    // The pool starts the next task once the finished one has settled.
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { pool, started, finish, errors };
}

describe('fair pool', () => {
  it('runs at most perKey of one key and gives the rest of the pool to the others', () => {
    const { pool, started } = harness(8, 2);
    for (let n = 1; n <= 20; n++) pool.submit('A', `A${n}`);
    pool.submit('B', 'B1');
    pool.submit('C', 'C1');
    expect(started).toEqual(['A1', 'A2', 'B1', 'C1']);
    expect(pool.running()).toBe(4);
    expect(pool.waiting()).toBe(18);
  });

  it('never runs more than size at once, and a freed slot goes to the key that started least recently', async () => {
    const { pool, started, finish } = harness(3, 2);
    for (const item of ['A1', 'A2', 'A3', 'B1', 'B2', 'B3', 'C1', 'C2']) pool.submit(item[0]!, item);
    expect(started).toEqual(['A1', 'A2', 'B1']);
    await finish('A1');
    // A just started twice and B once: C, waiting longest, goes first.
    expect(started).toEqual(['A1', 'A2', 'B1', 'C1']);
    await finish('A2');
    expect(started.at(-1)).toBe('A3');
    await finish('C1');
    expect(started.at(-1)).toBe('B2');
    expect(pool.running()).toBe(3);
  });

  it('keeps going after a task throws, reporting the error', async () => {
    const { pool, started, errors } = harness(1, 1);
    pool.submit('A', 'throw-1');
    pool.submit('A', 'A2');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(started).toEqual(['throw-1', 'A2']);
    expect(errors).toEqual([new Error('throw-1')]);
  });

  it('closes: starts nothing more, answers the waiting items and waits for the running ones', async () => {
    const { pool, started, finish } = harness(2, 1);
    for (const item of ['A1', 'A2', 'B1', 'B2']) pool.submit(item[0]!, item);
    const { waiting, idle } = pool.close();
    expect(waiting.sort()).toEqual(['A2', 'B2']);
    let done = false;
    void idle.then(() => (done = true));
    await finish('A1');
    expect(done).toBe(false);
    expect(started).toEqual(['A1', 'B1']);
    await finish('B1');
    expect(done).toBe(true);
    expect(() => pool.submit('A', 'A3')).toThrow(/closed/);
  });
});
