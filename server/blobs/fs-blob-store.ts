import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertBlobKey, type BlobStore } from './blob-store';

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

  return {
    async put(key, body) {
      const target = fileFor(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${randomUUID()}.tmp`;
      try {
        await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, createWriteStream(temporary, { flags: 'wx' }));
        const handle = await open(temporary, 'r');
        try {
          await handle.sync();
        } finally {
          await handle.close();
        }
        await rename(temporary, target);
        return { size: (await stat(target)).size };
      } catch (error) {
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

    async delete(key) {
      await rm(fileFor(key), { force: true });
    },
  };
}
