import { mkdtempSync, readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlobStore } from './blob-store';
import { createFsBlobStore } from './fs-blob-store';
import { createS3BlobStore } from './s3-blob-store';

const tempDir = (name: string) => mkdtempSync(path.join(os.tmpdir(), `riser-${name}-`));

function failingStream() {
  return new Readable({
    read() {
      this.push(Buffer.alloc(1024, 1));
      this.destroy(new Error('connection reset'));
    },
  });
}

// The same contract for every store: real files on disk, and a real S3 protocol server (s3rver).
function describeContract(name: string, makeStore: () => BlobStore) {
  describe(`${name} blob store`, () => {
    it('stores a stream and gives it back with its length', async () => {
      const store = makeStore();
      const { size } = await store.put('abc-123.jpg', Readable.from(['hello ', 'world']), 'text/plain');
      expect(size).toBe(11);
      const blob = await store.get('abc-123.jpg');
      expect(blob?.size).toBe(11);
      expect(await text(blob!.stream)).toBe('hello world');
    });

    it('stores a buffer of several megabytes intact', async () => {
      const store = makeStore();
      const bytes = Buffer.alloc(7 * 1024 * 1024);
      for (let i = 0; i < bytes.length; i += 4096) bytes[i] = i % 251;
      await store.put('big-one.bin', bytes, 'application/octet-stream');
      const blob = await store.get('big-one.bin');
      const chunks: Buffer[] = [];
      for await (const chunk of blob!.stream) chunks.push(chunk as Buffer);
      expect(Buffer.concat(chunks).equals(bytes)).toBe(true);
    });

    it('answers undefined for a missing key and deletes idempotently', async () => {
      const store = makeStore();
      expect(await store.get('missing')).toBeUndefined();
      await store.put('gone', Buffer.from('x'), 'text/plain');
      await store.delete('gone');
      await store.delete('gone');
      expect(await store.get('gone')).toBeUndefined();
    });

    it('leaves nothing behind when the incoming stream fails midway', async () => {
      const store = makeStore();
      await expect(store.put('half-photo', failingStream(), 'image/jpeg')).rejects.toThrow('connection reset');
      expect(await store.get('half-photo')).toBeUndefined();
    });

    it('refuses keys that could escape its directory', async () => {
      const store = makeStore();
      await expect(store.put('../etc/passwd', Buffer.from('x'), 'text/plain')).rejects.toThrow('invalid blob key');
    });
  });
}

const fsRoot = tempDir('blobs');
describeContract('filesystem', () => createFsBlobStore(fsRoot));

describe('filesystem blob store on disk', () => {
  it('leaves no temporary file after a failed write', async () => {
    const root = tempDir('blobs');
    const store = createFsBlobStore(root);
    await expect(store.put('half-photo', failingStream(), 'image/jpeg')).rejects.toThrow('connection reset');
    expect(readdirSync(path.join(root, 'ha'))).toEqual([]);
  });
});

let s3Server: S3rver;
let endpoint = '';
beforeAll(async () => {
  s3Server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: tempDir('s3rver'),
    configureBuckets: [{ name: 'riser-test', configs: [] }],
  });
  const address = (await s3Server.run()) as AddressInfo;
  endpoint = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  await s3Server.close();
});

describeContract('S3', () =>
  createS3BlobStore({
    bucket: 'riser-test',
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    prefix: 'contract/',
  }),
);
