import { performance } from 'node:perf_hooks';
import { serverBusy } from './busy';

export interface BoundedQueueOptions {
  /** How many run at once. */
  concurrency: number;
  /** How many may wait for a turn under one key; one more is refused at once (the others' lines are theirs). */
  maxQueued: number;
  /** How long one may wait for its turn before it is refused. */
  maxWaitMs: number;
}

interface Waiting {
  key: string;
  start: () => void;
  timer: NodeJS.Timeout;
}

/**
 * At most `concurrency` at once; the rest wait their turn, never more than `maxQueued` of them
 * per key and never longer than `maxWaitMs` (DESIGN §14): a server that cannot keep up says so
 * at once (503 SERVER_BUSY) instead of letting a request wait 30 s. Those waiting under
 * different keys (companies) take turns, first come first served within a key: one company's
 * crowd never stands in front of another company's request, nor fills its line.
 */
export class BoundedQueue {
  #running = 0;
  #queued = 0;
  /** The keys that have someone waiting, in the order of their next turn, each with its line. */
  #lines = new Map<string, Waiting[]>();

  constructor(readonly options: BoundedQueueOptions) {}

  get running(): number {
    return this.#running;
  }

  get queued(): number {
    return this.#queued;
  }

  /** A turn under `key`, or 503 SERVER_BUSY; the function given back ends it (once, however often called). */
  acquire(key = ''): Promise<() => void> {
    if (this.#running < this.options.concurrency && this.#queued === 0) return Promise.resolve(this.#begin());
    const line = this.#lines.get(key);
    if ((line?.length ?? 0) >= this.options.maxQueued) return Promise.reject(serverBusy());
    return new Promise((resolve, reject) => {
      const entry: Waiting = {
        key,
        start: () => resolve(this.#begin()),
        timer: setTimeout(() => {
          this.#remove(entry);
          reject(serverBusy());
        }, this.options.maxWaitMs),
      };
      if (line) line.push(entry);
      else this.#lines.set(key, [entry]);
      this.#queued += 1;
    });
  }

  /** Runs `task` in its turn; it is told when it arrived (performance.now()), to count its own wait. */
  async run<T>(task: (arrivedAt: number) => Promise<T>, key = ''): Promise<T> {
    const arrivedAt = performance.now();
    const end = await this.acquire(key);
    try {
      return await task(arrivedAt);
    } finally {
      end();
    }
  }

  #begin(): () => void {
    this.#running += 1;
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      this.#running -= 1;
      this.#next();
    };
  }

  /** The next key's first in line; that key then goes to the back of the turns. */
  #next() {
    const [key, line] = this.#lines.entries().next().value ?? [];
    if (key === undefined || !line) return;
    const entry = line.shift()!;
    this.#lines.delete(key);
    if (line.length > 0) this.#lines.set(key, line);
    this.#queued -= 1;
    clearTimeout(entry.timer);
    entry.start();
  }

  #remove(entry: Waiting) {
    const line = this.#lines.get(entry.key);
    if (!line) return;
    line.splice(line.indexOf(entry), 1);
    if (line.length === 0) this.#lines.delete(entry.key);
    this.#queued -= 1;
  }
}
