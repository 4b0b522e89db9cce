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

  it('lets those waiting under different keys take turns: a crowd under one key never stands in front of another key', async () => {
    const queue = new BoundedQueue({ concurrency: 1, maxQueued: 20, maxWaitMs: 10_000 });
    const order: string[] = [];
    const held = heldTask();
    const first = queue.run(held.task, 'crew');
    const runs = [
      ...['crew 1', 'crew 2', 'crew 3'].map((name) => queue.run(async () => void order.push(name), 'crew')),
      queue.run(async () => void order.push('office'), 'other company'),
    ];
    expect(queue.queued).toBe(4);
    held.release('first');
    await Promise.all([first, ...runs]);
    expect(order).toEqual(['crew 1', 'office', 'crew 2', 'crew 3']);
  });

  it('caps each key’s line on its own: a full line refuses its own key, not another', async () => {
    const queue = new BoundedQueue({ concurrency: 1, maxQueued: 1, maxWaitMs: 10_000 });
    const held = heldTask();
    const first = queue.run(held.task, 'crew');
    const waiting = queue.run(async () => 'crew 1', 'crew');
    await expect(queue.run(async () => 'crew 2', 'crew')).rejects.toSatisfy(busy);
    const office = queue.run(async () => 'office', 'other company');
    held.release('first');
    expect(await Promise.all([first, waiting, office])).toEqual(['first', 'crew 1', 'office']);
  });

  it('hands out turns as functions that end them once', async () => {
    const queue = new BoundedQueue({ concurrency: 1, maxQueued: 5, maxWaitMs: 10_000 });
    const end = await queue.acquire('a');
    const next = queue.acquire('b');
    end();
    end();
    const endNext = await next;
    expect(queue.running).toBe(1);
    endNext();
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
