import { performance } from 'node:perf_hooks';
import { serverBusy } from './busy';

export interface BoundedQueueOptions {
  /** How many tasks run at once. */
  concurrency: number;
  /** How many may wait for a turn; one more is refused at once. */
  maxQueued: number;
  /** How long a task may wait for its turn before it is refused. */
  maxWaitMs: number;
}

interface Waiting {
  start: () => void;
  timer: NodeJS.Timeout;
}

/**
 * Runs at most `concurrency` tasks at once; the rest wait in line, first come first served, but
 * never more than `maxQueued` of them and never longer than `maxWaitMs` (DESIGN §14): a server
 * that cannot keep up says so at once (503 SERVER_BUSY) instead of letting a request wait 30 s.
 */
export class BoundedQueue {
  #running = 0;
  #waiting: Waiting[] = [];

  constructor(readonly options: BoundedQueueOptions) {}

  get running(): number {
    return this.#running;
  }

  get queued(): number {
    return this.#waiting.length;
  }

  /** Runs `task` in its turn; it is told when it arrived (performance.now()), to count its own wait. */
  run<T>(task: (arrivedAt: number) => Promise<T>): Promise<T> {
    const arrivedAt = performance.now();
    const go = () => {
      this.#running += 1;
      // A task that throws at once still gives its turn back.
      return new Promise<T>((resolve) => resolve(task(arrivedAt))).finally(() => this.#next());
    };
    if (this.#running < this.options.concurrency && this.#waiting.length === 0) return go();
    if (this.#waiting.length >= this.options.maxQueued) return Promise.reject(serverBusy());
    return new Promise<T>((resolve, reject) => {
      const entry: Waiting = {
        start: () => go().then(resolve, reject),
        timer: setTimeout(() => {
          this.#waiting.splice(this.#waiting.indexOf(entry), 1);
          reject(serverBusy());
        }, this.options.maxWaitMs),
      };
      this.#waiting.push(entry);
    });
  }

  #next() {
    this.#running -= 1;
    const entry = this.#waiting.shift();
    if (!entry) return;
    clearTimeout(entry.timer);
    entry.start();
  }
}
