export interface ReadAheadOptions<T, R> {
  /** How many costly items may be started beyond the one the consumer holds. */
  depth: number;
  /** Items that count against `depth` (reads); the others pass freely. Every item counts by default. */
  costly?: (item: T) => boolean;
  /** At most this many items wait, costly or not, so a long run of cheap ones is not all drawn at once. */
  maxWaiting?: number;
  /** Frees a started item that will never be handed over (the consumer stopped early). */
  release?: (result: R) => void;
}

interface Waiting<R> {
  costly: boolean;
  result: Promise<R>;
}

/**
 * `start(item)` for each item of `source`, handed over in order, with up to `depth` costly
 * items started ahead of the consumer: the next image is read while this one is written.
 * Backpressure: nothing more is drawn from `source` or started until the consumer asks for
 * the next result, so a slow consumer holds at most `depth` read-ahead results.
 */
export async function* readAhead<T, R>(source: Iterable<T> | AsyncIterable<T>, start: (item: T) => R | Promise<R>, options: ReadAheadOptions<T, R>): AsyncGenerator<R> {
  const { depth, costly = () => true, maxWaiting = 256, release } = options;
  const items = Symbol.asyncIterator in source ? source[Symbol.asyncIterator]() : source[Symbol.iterator]();
  const waiting: Waiting<R>[] = [];
  let costlyWaiting = 0;
  let exhausted = false;

  // Started up to `depth` costly items beyond the head, which is the one about to be handed over.
  const fill = async () => {
    while (!exhausted && waiting.length < maxWaiting && costlyWaiting < depth + 1) {
      const next = await items.next();
      if (next.done) {
        exhausted = true;
        break;
      }
      const isCostly = costly(next.value);
      const result = Promise.resolve().then(() => start(next.value));
      // Failures surface when their turn comes; until then they must not count as unhandled.
      result.catch(() => {});
      waiting.push({ costly: isCostly, result });
      if (isCostly) costlyWaiting++;
    }
  };

  try {
    for (;;) {
      await fill();
      const head = waiting.shift();
      if (!head) return;
      if (head.costly) costlyWaiting--;
      yield await head.result;
    }
  } finally {
    // Stopped early (or failed): what was started for nothing is let go once it settles.
    for (const { result } of waiting.splice(0)) void result.then((value) => release?.(value), () => {});
    if (!exhausted) await items.return?.();
  }
}
