import { close, createReadStream, createWriteStream, fstat, open as openCallback, read } from 'node:fs';
import { promisify } from 'node:util';
import { mkdir, open, readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertBlobKey, isBlobKey, type BlobStore } from './blob-store';

// The callback API, promisified: lighter per call than FileHandle for the report's thousands of small reads.
const openFile = promisify(openCallback);
const fstatFile = promisify(fstat);
const closeFile = promisify(close);
const readFile = (fd: number, buffer: Buffer, offset: number, length: number, position: number) =>
  new Promise<number>((resolve, reject) => read(fd, buffer, offset, length, position, (error, bytesRead) => (error ? reject(error) : resolve(bytesRead))));

// What `put` writes before its rename: `<key>.<uuid>.tmp`.
const TEMPORARY_FILE = /^(.+)\.[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.tmp$/;

/** Files of one fan-out directory with their modification time; a file gone meanwhile is skipped. */
async function* filesIn(dir: string): AsyncGenerator<{ name: string; file: string; modifiedAt: Date }> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT' || (error as NodeJS.ErrnoException).code === 'ENOTDIR') return;
    throw error;
  }
  for (const name of names) {
    const file = path.join(dir, name);
    try {
      const info = await stat(file);
      if (info.isFile()) yield { name, file, modifiedAt: info.mtime };
    } catch (error) {
      // Renamed into place or deleted since the directory was read.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
}

/**
 * Blobs as files under one directory, fanned out by the key's first two characters. A write
 * goes to a temporary file that is fsynced and then renamed into place, so a crash never
 * leaves half a photo behind a valid key.
 */
export function createFsBlobStore(root: string): BlobStore {
  const fileFor = (key: string) => {
    assertBlobKey(key);
    return path.join(root, key.slice(0, 2), key);
  };

  // The two-character directories `put` fans keys out to; nothing else under root is a blob.
  const fanOutDirs = async () => {
    try {
      return (await readdir(root, { withFileTypes: true })).filter((e) => e.isDirectory() && e.name.length === 2).map((e) => e.name);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw error;
    }
  };

  return {
    async put(key, body) {
      const target = fileFor(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${randomUUID()}.tmp`;
      const file = createWriteStream(temporary, { flags: 'wx' });
      try {
        await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, file);
        const handle = await open(temporary, 'r');
        try {
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(temporary, target);
        return { size: (await stat(target)).size };
      } catch (error) {
        // A body that fails at once rejects the pipeline before the file is even open: wait for
        // the stream to close, so the file is removed after it exists, not before.
        if (!file.closed) await new Promise<void>((resolve) => file.once('close', () => resolve()));
        await rm(temporary, { force: true });
        throw error;
      }
    },

    async get(key) {
      const file = fileFor(key);
      try {
        const { size } = await stat(file);
        return { stream: createReadStream(file), size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },

    async read(key, maxBytes) {
      const file = fileFor(key);
      let fd: number;
      try {
        fd = await openFile(file, 'r');
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
      // Open, size, one read, close: a quarter of the trips to the thread pool a stream makes.
      let streamed = false;
      try {
        const { size } = await fstatFile(fd);
        if (size > maxBytes) {
          streamed = true;
          return { stream: createReadStream(file, { fd, start: 0 }), size };
        }
        const bytes = Buffer.allocUnsafe(size);
        let filled = 0;
        while (filled < size) {
          const read = await readFile(fd, bytes, filled, size - filled, filled);
          if (read === 0) break;
          filled += read;
        }
        return { bytes: filled === size ? bytes : bytes.subarray(0, filled) };
      } finally {
        if (!streamed) await closeFile(fd);
      }
    },

    async delete(key) {
      await rm(fileFor(key), { force: true });
    },

    async *list() {
      for (const dir of await fanOutDirs()) {
        for await (const entry of filesIn(path.join(root, dir))) {
          if (isBlobKey(entry.name) && entry.name.startsWith(dir)) yield { key: entry.name, modifiedAt: entry.modifiedAt };
        }
      }
    },

    async *listPartialWrites() {
      for (const dir of await fanOutDirs()) {
        for await (const entry of filesIn(path.join(root, dir))) {
          const key = TEMPORARY_FILE.exec(entry.name)?.[1];
          if (key === undefined || !isBlobKey(key) || !key.startsWith(dir)) continue;
          yield { name: path.join(dir, entry.name), modifiedAt: entry.modifiedAt, discard: () => rm(entry.file, { force: true }) };
        }
      }
    },
  };
}
