// Background work shared fairly between companies (DESIGN §14, issue 23): at most `size` tasks
// run at once, at most `perKey` of them for one key (a company), and a free slot goes to the
// key that waited longest since its last start (round robin), so one company's slow work can
// hold its own share of the pool and never the rest of it.

export interface FairPoolOptions {
  /** Tasks running at once, all keys together. */
  size: number;
  /** Tasks of one key running at once. */
  perKey: number;
  /** A task that threw (tasks are expected to handle their own failures). */
  onError?: (error: unknown) => void;
}

export interface FairPool<T> {
  /** Queues an item under its key; it runs when a slot is free for that key. */
  submit(key: string, item: T): void;
  /** Items running now. */
  running(): number;
  /** Items waiting for a slot. */
  waiting(): number;
  /**
   * Starts nothing more: answers the items that were waiting (for the caller to hand on) and a
   * promise of the running ones' end.
   */
  close(): { waiting: T[]; idle: Promise<void> };
}

export function createFairPool<T>(options: FairPoolOptions, run: (item: T) => Promise<void>): FairPool<T> {
  const size = Math.max(1, options.size);
  const perKey = Math.max(1, Math.min(options.perKey, size));
  const queues = new Map<string, T[]>();
  const active = new Map<string, number>();
  // When each key with work last started a task (a count, not a time): the longest-waiting goes first.
  const lastStart = new Map<string, number>();
  let starts = 0;
  const tasks = new Set<Promise<void>>();
  let closed = false;

  const start = (key: string, item: T) => {
    active.set(key, (active.get(key) ?? 0) + 1);
    lastStart.set(key, ++starts);
    // Started at once (a throw becomes the task's rejection); it settles on a later tick.
    const task = (async () => run(item))()
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => {
        tasks.delete(task);
        const left = (active.get(key) ?? 1) - 1;
        if (left > 0) active.set(key, left);
        else {
          active.delete(key);
          if (!queues.has(key)) lastStart.delete(key); // idle: forgotten, so the maps stay as small as the work
        }
        pump();
      });
    tasks.add(task);
  };

  const pump = () => {
    while (!closed && tasks.size < size) {
      let next: string | undefined;
      for (const key of queues.keys()) {
        if ((active.get(key) ?? 0) >= perKey) continue;
        if (next === undefined || (lastStart.get(key) ?? 0) < (lastStart.get(next) ?? 0)) next = key;
      }
      if (next === undefined) return;
      const queue = queues.get(next)!;
      const item = queue.shift()!;
      if (queue.length === 0) queues.delete(next);
      start(next, item);
    }
  };

  return {
    submit(key, item) {
      if (closed) throw new Error('the pool is closed');
      const queue = queues.get(key);
      if (queue) queue.push(item);
      else queues.set(key, [item]);
      pump();
    },
    running: () => tasks.size,
    waiting: () => [...queues.values()].reduce((sum, queue) => sum + queue.length, 0),
    close() {
      closed = true;
      const waiting = [...queues.values()].flat();
      queues.clear();
      return { waiting, idle: Promise.allSettled([...tasks]).then(() => undefined) };
    },
  };
}
