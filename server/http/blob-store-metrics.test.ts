import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import type { BlobStore, PartialWrite, StoredBlob } from '../blobs/blob-store';
import { createFsBlobStore } from '../blobs/fs-blob-store';
import { instrumentBlobStore } from './blob-store-metrics';

// Real: the filesystem store, prom-client. Fake: a store whose every operation fails.

async function values(registry: Registry, name: string) {
  const metric = await registry.getSingleMetric(name)!.get();
  // A histogram's values carry the name of their series (_bucket, _sum, _count).
  return metric.values as { labels: Record<string, string | number>; value: number; metricName?: string }[];
}

async function counts(registry: Registry) {
  const all = await values(registry, 'riser_blob_operations_total');
  return Object.fromEntries(all.map((v) => [`${v.labels.op} ${v.labels.outcome}`, v.value]));
}

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
}

describe('instrumentBlobStore', () => {
  it('counts and times each operation by outcome, and passes the answers through', async () => {
    const registry = new Registry();
    const store = instrumentBlobStore(createFsBlobStore(mkdtempSync(path.join(os.tmpdir(), 'riser-blob-metrics-'))), registry);

    expect(await store.put('abc-123.jpg', Readable.from(['hello ', 'world']), 'text/plain')).toEqual({ size: 11 });
    expect(await text((await store.get('abc-123.jpg'))!.stream)).toBe('hello world');
    expect(await store.get('missing')).toBeUndefined();
    expect(await store.read('abc-123.jpg', 1024)).toEqual({ bytes: Buffer.from('hello world') });
    expect(await store.read('missing', 1024)).toBeUndefined();
    await store.delete('abc-123.jpg');

    expect(await counts(registry)).toEqual({
      'put ok': 1,
      'put not_found': 0,
      'put error': 0,
      'get ok': 1,
      'get not_found': 1,
      'get error': 0,
      'read ok': 1,
      'read not_found': 1,
      'read error': 0,
      'delete ok': 1,
      'delete not_found': 0,
      'delete error': 0,
    });
    const durations = await values(registry, 'riser_blob_operation_duration_seconds');
    const observed = durations.filter((v) => v.metricName === 'riser_blob_operation_duration_seconds_count');
    expect(observed.map((v) => `${v.labels.op} ${v.labels.outcome} ${v.value}`).sort()).toEqual([
      'delete ok 1',
      'get not_found 1',
      'get ok 1',
      'put ok 1',
      'read not_found 1',
      'read ok 1',
    ]);
  });

  it('counts a failure as an error and throws it unchanged, also when the store throws before its promise', async () => {
    const failure = new Error('bucket unreachable');
    const failing: BlobStore = {
      put: () => Promise.reject(failure),
      get: () => Promise.reject(failure),
      read: () => {
        throw failure;
      },
      delete: () => Promise.reject(failure),
      list: () => Readable.from([]),
      listPartialWrites: () => Readable.from([]),
    };
    const registry = new Registry();
    const store = instrumentBlobStore(failing, registry);
    await expect(store.put('a', Buffer.from('x'), 'text/plain')).rejects.toBe(failure);
    await expect(store.get('a')).rejects.toBe(failure);
    await expect(store.read('a', 10)).rejects.toBe(failure);
    await expect(store.delete('a')).rejects.toBe(failure);
    const all = await counts(registry);
    expect([all['put error'], all['get error'], all['read error'], all['delete error']]).toEqual([1, 1, 1, 1]);
    expect(all['put ok']).toBe(0);
  });

  it('passes listings through untouched and uncounted', async () => {
    const stored: StoredBlob[] = [{ key: 'k1', modifiedAt: new Date(1) }];
    const partial: PartialWrite[] = [{ name: 'tmp-1', modifiedAt: new Date(2), discard: async () => undefined }];
    const inner: BlobStore = {
      put: async () => ({ size: 0 }),
      get: async () => undefined,
      read: async () => undefined,
      delete: async () => undefined,
      list: () => Readable.from(stored),
      listPartialWrites: () => Readable.from(partial),
    };
    const registry = new Registry();
    const store = instrumentBlobStore(inner, registry);
    expect(await collect(store.list())).toEqual(stored);
    expect((await collect(store.listPartialWrites()))[0]).toBe(partial[0]);
    expect(Object.values(await counts(registry)).every((n) => n === 0)).toBe(true);
  });
});
