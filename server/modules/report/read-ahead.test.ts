import { describe, expect, it } from 'vitest';
import { readAhead } from './read-ahead';

/** A read that finishes when the test says so, recording when it was started. */
function controlledReads() {
  const started: number[] = [];
  const finish = new Map<number, (value: string) => void>();
  const fail = new Map<number, (error: Error) => void>();
  const start = (n: number) =>
    new Promise<string>((resolve, reject) => {
      started.push(n);
      finish.set(n, resolve);
      fail.set(n, reject);
    });
  return { started, start, finish: (n: number) => finish.get(n)!(`read ${n}`), fail: (n: number, error: Error) => fail.get(n)!(error) };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('readAhead', () => {
  it('hands results over in order, whatever order the reads finish in', async () => {
    const delays = [30, 5, 20, 1, 10, 0];
    const out: string[] = [];
    for await (const value of readAhead(delays.keys(), (i) => new Promise<string>((resolve) => setTimeout(() => resolve(`#${i}`), delays[i])), { depth: 3 })) out.push(value);
    expect(out).toEqual(['#0', '#1', '#2', '#3', '#4', '#5']);
  });

  it('reads the next items while the consumer holds one, and no further than depth (backpressure)', async () => {
    const reads = controlledReads();
    const drawn: number[] = [];
    function* source() {
      for (let n = 0; n < 10; n++) {
        drawn.push(n);
        yield n;
      }
    }
    const results = readAhead(source(), reads.start, { depth: 2 });

    const first = results.next();
    await settle();
    // The head and two ahead of it are started before the head is even handed over.
    expect(reads.started).toEqual([0, 1, 2]);
    reads.finish(0);
    expect((await first).value).toBe('read 0');

    // The consumer holds item 0 for as long as it likes: nothing more is drawn or started.
    await settle();
    expect(reads.started).toEqual([0, 1, 2]);
    expect(drawn).toEqual([0, 1, 2]);

    // Asking for the next starts one more, keeping two ahead of the one handed over.
    const second = results.next();
    await settle();
    expect(reads.started).toEqual([0, 1, 2, 3]);
    reads.finish(1);
    expect((await second).value).toBe('read 1');
    await results.return(undefined);
  });

  it('lets cheap items through without using up the read-ahead, up to maxWaiting', async () => {
    // Even numbers are text (cheap), odd ones images (costly).
    const run = async (depth: number, maxWaiting: number) => {
      const reads = controlledReads();
      const results = readAhead(
        Array.from({ length: 40 }, (_, n) => n),
        (n) => (n % 2 === 0 ? `text ${n}` : reads.start(n)),
        { depth, costly: (n) => n % 2 === 1, maxWaiting },
      );
      const first = results.next();
      await settle();
      expect((await first).value).toBe('text 0');
      await results.return(undefined);
      return reads.started;
    };
    // The first image and one beyond it, with the text between them.
    expect(await run(1, 100)).toEqual([1, 3]);
    // Items 0-5 at most wait, whatever the depth.
    expect(await run(10, 6)).toEqual([1, 3, 5]);
  });

  it('surfaces a failed read at its turn, after the results before it', async () => {
    const reads = controlledReads();
    const results = readAhead([0, 1, 2], reads.start, { depth: 2 });
    const first = results.next();
    await settle();
    // Item 2 fails before anyone asks for it: not an unhandled rejection, only an error in its turn.
    reads.fail(2, new Error('disk gone'));
    reads.finish(0);
    reads.finish(1);
    await settle();
    expect((await first).value).toBe('read 0');
    expect((await results.next()).value).toBe('read 1');
    await expect(results.next()).rejects.toThrow('disk gone');
  });

  it('releases what was read for nothing when the consumer stops early, and closes the source', async () => {
    const reads = controlledReads();
    const released: string[] = [];
    let sourceClosed = false;
    function* source() {
      try {
        for (let n = 0; n < 10; n++) yield n;
      } finally {
        sourceClosed = true;
      }
    }
    const results = readAhead(source(), reads.start, { depth: 3, release: (value) => released.push(value) });
    const first = results.next();
    await settle();
    reads.finish(0);
    await first;
    // The client went away: the reads started ahead are let go as they finish.
    await results.return(undefined);
    expect(sourceClosed).toBe(true);
    reads.finish(2);
    reads.finish(1);
    reads.finish(3);
    await settle();
    expect(released.sort()).toEqual(['read 1', 'read 2', 'read 3']);
  });
});
