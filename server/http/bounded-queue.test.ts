import { describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import { BoundedQueue } from './bounded-queue';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

/** A task that runs until released. */
function heldTask() {
  let release!: (value: string) => void;
  const done = new Promise<string>((resolve) => (release = resolve));
  return { task: () => done, release };
}

const busy = (error: unknown) => error instanceof AppError && error.code === 'SERVER_BUSY' && error.headers['retry-after'] === '2';

describe('BoundedQueue', () => {
  it('runs `concurrency` tasks at once and the rest in their order of arrival', async () => {
    const queue = new BoundedQueue({ concurrency: 2, maxQueued: 10, maxWaitMs: 10_000 });
    const started: number[] = [];
    const held = [0, 1, 2, 3].map(() => heldTask());
    const runs = held.map((h, n) => queue.run(() => (started.push(n), h.task())));
    await tick();
    expect(started).toEqual([0, 1]);
    expect(queue.queued).toBe(2);
    held[1]!.release('b');
    await tick();
    expect(started).toEqual([0, 1, 2]);
    for (const h of held) h.release('x');
    expect(await Promise.all(runs)).toEqual(['x', 'b', 'x', 'x']);
    expect(queue.running).toBe(0);
  });

  it('refuses at once with 503 SERVER_BUSY and Retry-After when the line is full', async () => {
    const queue = new BoundedQueue({ concurrency: 1, maxQueued: 1, maxWaitMs: 10_000 });
    const held = heldTask();
    const first = queue.run(held.task);
    const second = queue.run(async () => 'second');
    const third = queue.run(async () => 'third');
    await expect(third).rejects.toSatisfy(busy);
    held.release('first');
    expect(await Promise.all([first, second])).toEqual(['first', 'second']);
  });

  it('refuses a task that waited past maxWaitMs, and it never runs', async () => {
    const queue = new BoundedQueue({ concurrency: 1, maxQueued: 10, maxWaitMs: 30 });
    const held = heldTask();
    const first = queue.run(held.task);
    let ran = false;
    const late = queue.run(async () => (ran = true));
    await expect(late).rejects.toSatisfy(busy);
    expect(queue.queued).toBe(0);
    held.release('first');
    await first;
    await tick();
    expect(ran).toBe(false);
    expect(queue.running).toBe(0);
  });

  it('gives the turn back when a task fails, even at once', async () => {
    const queue = new BoundedQueue({ concurrency: 1, maxQueued: 10, maxWaitMs: 10_000 });
    await expect(queue.run(() => { throw new Error('boom'); })).rejects.toThrow('boom');
    await expect(queue.run(async () => { throw new Error('later'); })).rejects.toThrow('later');
    expect(await queue.run(async () => 'next')).toBe('next');
    expect(queue.running).toBe(0);
  });

  it('tells each task when it arrived, so that time in line counts against its other waits', async () => {
    const queue = new BoundedQueue({ concurrency: 1, maxQueued: 10, maxWaitMs: 10_000 });
    const held = heldTask();
    const first = queue.run(held.task);
    const arrived = performance.now();
    const second = queue.run(async (arrivedAt) => arrivedAt);
    await new Promise((resolve) => setTimeout(resolve, 40));
    held.release('first');
    await first;
    expect(Math.abs((await second) - arrived)).toBeLessThan(20);
  });
});
