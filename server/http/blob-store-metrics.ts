import { Counter, Histogram, type Registry } from 'prom-client';
import type { BlobStore } from '../blobs/blob-store';

type Op = 'put' | 'get' | 'read' | 'delete';
/** `not_found`: get or read of a key with no object, an answer rather than a failure. */
type Outcome = 'ok' | 'not_found' | 'error';

const OPS: Op[] = ['put', 'get', 'read', 'delete'];
const OUTCOMES: Outcome[] = ['ok', 'not_found', 'error'];

// From a local disk (sub-millisecond) to a large photo sent to a distant bucket (seconds).
const BLOB_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/**
 * The same store, counting and timing put, get, read and delete by outcome in `registry`.
 * A get or a streamed read is timed until its stream is open, not until it is read.
 * Listings (the orphan sweep's) pass through as they are.
 */
export function instrumentBlobStore(store: BlobStore, registry: Registry): BlobStore {
  const operations = new Counter({
    name: 'riser_blob_operations_total',
    help: 'Blob store operations, by operation and outcome (ok, not_found, error).',
    labelNames: ['op', 'outcome'],
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'riser_blob_operation_duration_seconds',
    help: 'Time a blob store operation took, by operation and outcome; get and streamed reads until the stream opens.',
    labelNames: ['op', 'outcome'],
    buckets: BLOB_BUCKETS,
    registers: [registry],
  });
  // Every series from the start, so that a first failure is a rise from 0 and not a new series.
  for (const op of OPS) for (const outcome of OUTCOMES) operations.inc({ op, outcome }, 0);

  async function measure<T>(op: Op, run: () => Promise<T>): Promise<T> {
    const stop = duration.startTimer({ op });
    let outcome: Outcome = 'error';
    try {
      const result = await run();
      outcome = result === undefined && (op === 'get' || op === 'read') ? 'not_found' : 'ok';
      return result;
    } finally {
      stop({ outcome });
      operations.inc({ op, outcome });
    }
  }

  return {
    put: (key, body, contentType) => measure('put', () => store.put(key, body, contentType)),
    get: (key) => measure('get', () => store.get(key)),
    read: (key, maxBytes) => measure('read', () => store.read(key, maxBytes)),
    delete: (key) => measure('delete', () => store.delete(key)),
    list: () => store.list(),
    listPartialWrites: () => store.listPartialWrites(),
  };
}
