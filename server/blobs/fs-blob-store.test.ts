import { mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { createFsBlobStore } from './fs-blob-store';

const tempRoot = () => mkdtempSync(path.join(os.tmpdir(), 'riser-blobs-'));

describe('filesystem blob store', () => {
  it('stores a stream and gives it back with its length', async () => {
    const store = createFsBlobStore(tempRoot());
    const { size } = await store.put('abc-123.jpg', Readable.from(['hello ', 'world']), 'text/plain');
    expect(size).toBe(11);
    const blob = await store.get('abc-123.jpg');
    expect(blob?.size).toBe(11);
    expect(await text(blob!.stream)).toBe('hello world');
  });

  it('answers undefined for a missing key and deletes idempotently', async () => {
    const store = createFsBlobStore(tempRoot());
    expect(await store.get('missing')).toBeUndefined();
    await store.put('gone', Buffer.from('x'), 'text/plain');
    await store.delete('gone');
    await store.delete('gone');
    expect(await store.get('gone')).toBeUndefined();
  });

  it('leaves nothing behind when the incoming stream fails midway', async () => {
    const root = tempRoot();
    const store = createFsBlobStore(root);
    const failing = new Readable({
      read() {
        this.push(Buffer.alloc(1024, 1));
        this.destroy(new Error('connection reset'));
      },
    });
    await expect(store.put('half-photo', failing, 'image/jpeg')).rejects.toThrow('connection reset');
    expect(await store.get('half-photo')).toBeUndefined();
    expect(readdirSync(path.join(root, 'ha'))).toEqual([]);
  });

  it('refuses keys that could escape its directory', async () => {
    const store = createFsBlobStore(tempRoot());
    await expect(store.put('../etc/passwd', Buffer.from('x'), 'text/plain')).rejects.toThrow('invalid blob key');
  });
});
