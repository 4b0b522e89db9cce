import { mkdirSync, mkdtempSync, readdirSync, utimesSync, writeFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CreateMultipartUploadCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { BlobStore, StoredBlob } from './blob-store';
import { createFsBlobStore } from './fs-blob-store';
import { createS3BlobStore } from './s3-blob-store';

const tempDir = (name: string) => mkdtempSync(path.join(os.tmpdir(), `riser-${name}-`));

async function collect<T>(items: AsyncIterable<T>): Promise<T[]> {
  const all: T[] = [];
  for await (const item of items) all.push(item);
  return all;
}

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

    it('reads an object whole up to a size, a bigger one as a stream, a missing one as undefined', async () => {
      const store = makeStore();
      const bytes = Buffer.alloc(300 * 1024);
      for (let i = 0; i < bytes.length; i++) bytes[i] = (i * 7) % 256;
      await store.put('whole-one.jpg', bytes, 'image/jpeg');
      const whole = await store.read('whole-one.jpg', bytes.length);
      expect(whole && 'bytes' in whole && whole.bytes.equals(bytes)).toBe(true);
      const big = await store.read('whole-one.jpg', bytes.length - 1);
      expect(big && 'stream' in big ? big.size : undefined).toBe(bytes.length);
      const streamed: Buffer[] = [];
      for await (const chunk of (big as { stream: Readable }).stream) streamed.push(chunk as Buffer);
      expect(Buffer.concat(streamed).equals(bytes)).toBe(true);
      expect(await store.read('missing', 1024)).toBeUndefined();
      await store.put('empty-one', Buffer.alloc(0), 'image/jpeg');
      expect(await store.read('empty-one', 1024)).toEqual({ bytes: Buffer.alloc(0) });
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

    it('lists every stored key with when it was written, and forgets deleted ones', async () => {
      const store = makeStore();
      const run = randomUUID();
      const keys = Array.from({ length: 7 }, (_, i) => `${run}-${i}.jpg`);
      // Stores may keep whole seconds only.
      const before = Date.now() - 1000;
      for (const key of keys) await store.put(key, Buffer.from(key), 'image/jpeg');
      const after = Date.now() + 1000;
      await store.delete(keys[6]!);

      const listed = (await collect(store.list())).filter((b: StoredBlob) => b.key.startsWith(run));
      expect(listed.map((b) => b.key).sort()).toEqual(keys.slice(0, 6));
      for (const blob of listed) {
        expect(blob.modifiedAt.getTime()).toBeGreaterThanOrEqual(before);
        expect(blob.modifiedAt.getTime()).toBeLessThanOrEqual(after);
      }
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

  it('lists a temporary file a crash left as a partial write, not as a blob, and discards it', async () => {
    const root = tempDir('blobs');
    const store = createFsBlobStore(root);
    await store.put('ab12-original', Buffer.from('whole'), 'image/jpeg');
    mkdirSync(path.join(root, 'ab'), { recursive: true });
    const leftover = `ab12-display.${randomUUID()}.tmp`;
    writeFileSync(path.join(root, 'ab', leftover), 'half');
    const yesterday = new Date(Date.now() - 86_400_000);
    utimesSync(path.join(root, 'ab', leftover), yesterday, yesterday);

    expect((await collect(store.list())).map((b) => b.key)).toEqual(['ab12-original']);
    const partial = await collect(store.listPartialWrites());
    expect(partial.map((p) => [p.name, p.modifiedAt.getTime()])).toEqual([[path.join('ab', leftover), yesterday.getTime()]]);
    await partial[0]!.discard();
    expect(readdirSync(path.join(root, 'ab'))).toEqual(['ab12-original']);
    expect(await collect(store.listPartialWrites())).toEqual([]);
  });

  it('lists nothing but its own files: not stray files, not another fan-out, not a missing root', async () => {
    const root = tempDir('blobs');
    const store = createFsBlobStore(root);
    expect(await collect(createFsBlobStore(path.join(root, 'absent')).list())).toEqual([]);
    await store.put('cd34-thumb', Buffer.from('x'), 'image/jpeg');
    writeFileSync(path.join(root, 'README'), 'not a blob');
    writeFileSync(path.join(root, 'cd', 'notes.txt.bak'), 'not a blob');
    writeFileSync(path.join(root, 'cd', 'xy99-thumb'), 'in the wrong directory');
    mkdirSync(path.join(root, 'backup'));
    writeFileSync(path.join(root, 'backup', 'cd34-thumb'), 'a copy');
    expect((await collect(store.list())).map((b) => b.key)).toEqual(['cd34-thumb']);
    expect(await collect(store.listPartialWrites())).toEqual([]);
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

const s3Options = (prefix: string) => ({
  bucket: 'riser-test',
  region: 'us-east-1',
  endpoint,
  forcePathStyle: true,
  credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  prefix,
});

describeContract('S3', () => createS3BlobStore(s3Options('contract/')));

describe('S3 blob store listing', () => {
  it('lists only blob keys directly under its prefix', async () => {
    const store = createS3BlobStore(s3Options('site-b/'));
    const raw = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
    try {
      await store.put('ef56-original', Buffer.from('x'), 'image/jpeg');
      for (const Key of ['site-b/nested/ef56-original', 'site-b/has space', 'site-bb/ef56-display', 'ef56-thumb']) {
        await raw.send(new PutObjectCommand({ Bucket: 'riser-test', Key, Body: 'not ours' }));
      }
      expect((await collect(store.list())).map((b) => b.key)).toEqual(['ef56-original']);
    } finally {
      raw.destroy();
      store.destroy();
    }
  });

  it('reports no partial writes where the service cannot list unfinished uploads (s3rver)', async () => {
    const store = createS3BlobStore(s3Options('site-c/'));
    const raw = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
    try {
      await raw.send(new CreateMultipartUploadCommand({ Bucket: 'riser-test', Key: 'site-c/gh78-original' }));
      expect(await collect(store.listPartialWrites())).toEqual([]);
    } finally {
      raw.destroy();
      store.destroy();
    }
  });

  // s3rver can neither list multipart uploads nor continue a truncated listing (its continuation
  // token needs a cipher OpenSSL 3 dropped): a fake speaks the S3 calls the sweep makes instead.
  it('follows truncated listings of objects and of unfinished uploads, and aborts an upload', async () => {
    const requests: string[] = [];
    const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>${body}`;
    const fake = createServer((request, response) => {
      requests.push(`${request.method} ${request.url}`);
      const query = new URL(request.url!, 'http://localhost').searchParams;
      const reply = (body: string) => response.writeHead(200, { 'content-type': 'application/xml' }).end(xml(body));
      if (request.method === 'DELETE') return void response.writeHead(204).end();
      if (query.get('list-type') === '2') {
        const object = (key: string, at: string) => `<Contents><Key>${key}</Key><LastModified>${at}</LastModified><Size>1</Size></Contents>`;
        return query.get('continuation-token') === 'page-2'
          ? reply(`<ListBucketResult><IsTruncated>false</IsTruncated>${object('site-d/kl12-thumb', '2026-01-03T00:00:00.000Z')}</ListBucketResult>`)
          : reply(
              `<ListBucketResult><IsTruncated>true</IsTruncated><NextContinuationToken>page-2</NextContinuationToken>${object('site-d/kl12-original', '2026-01-01T00:00:00.000Z')}${object('site-d/has space', '2026-01-01T00:00:00.000Z')}</ListBucketResult>`,
            );
      }
      const upload = (key: string, id: string, at: string) => `<Upload><Key>${key}</Key><UploadId>${id}</UploadId><Initiated>${at}</Initiated></Upload>`;
      return query.get('key-marker')
        ? reply(`<ListMultipartUploadsResult><IsTruncated>false</IsTruncated>${upload('site-d/ij90-display', 'u3', '2026-01-02T00:00:00.000Z')}</ListMultipartUploadsResult>`)
        : reply(
            `<ListMultipartUploadsResult><IsTruncated>true</IsTruncated><NextKeyMarker>site-d/has space</NextKeyMarker><NextUploadIdMarker>u2</NextUploadIdMarker>${upload('site-d/ij90-original', 'u1', '2026-01-01T00:00:00.000Z')}${upload('site-d/has space', 'u2', '2026-01-01T00:00:00.000Z')}</ListMultipartUploadsResult>`,
          );
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    const store = createS3BlobStore({ ...s3Options('site-d/'), endpoint: `http://127.0.0.1:${(fake.address() as AddressInfo).port}` });
    try {
      const blobs = await collect(store.list());
      expect(blobs.map((b) => [b.key, b.modifiedAt.toISOString()])).toEqual([
        ['kl12-original', '2026-01-01T00:00:00.000Z'],
        ['kl12-thumb', '2026-01-03T00:00:00.000Z'],
      ]);
      expect(requests[0]).toContain('prefix=site-d%2F');
      expect(requests[1]).toContain('continuation-token=page-2');

      requests.length = 0;
      const partial = await collect(store.listPartialWrites());
      expect(partial.map((p) => [p.name, p.modifiedAt.toISOString()])).toEqual([
        ['site-d/ij90-original (upload u1)', '2026-01-01T00:00:00.000Z'],
        ['site-d/ij90-display (upload u3)', '2026-01-02T00:00:00.000Z'],
      ]);
      expect(requests[0]).toMatch(/[?&]uploads(&|=|$)/);
      expect(requests[1]).toContain('key-marker=site-d%2Fhas%20space');
      expect(requests[1]).toContain('upload-id-marker=u2');
      await partial[0]!.discard();
      expect(requests.at(-1)).toMatch(/^DELETE \/riser-test\/site-d\/ij90-original\?uploadId=u1/);
    } finally {
      store.destroy();
      await new Promise((resolve) => fake.close(resolve));
    }
  });
});
