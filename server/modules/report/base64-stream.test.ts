import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { base64Chunks } from './base64-stream';

async function encode(chunks: Buffer[]) {
  const parts: string[] = [];
  for await (const part of base64Chunks(Readable.from(chunks))) parts.push(part);
  return parts;
}

describe('base64Chunks', () => {
  it('joins into the base64 of the whole, whatever the chunk boundaries', async () => {
    const bytes = Buffer.from(Array.from({ length: 1000 }, (_, i) => (i * 31) % 256));
    for (const size of [1, 2, 3, 4, 7, 64, 999, 1000]) {
      const chunks: Buffer[] = [];
      for (let i = 0; i < bytes.length; i += size) chunks.push(bytes.subarray(i, i + size));
      const parts = await encode(chunks);
      expect(parts.join('')).toBe(bytes.toString('base64'));
      // Only the last piece may carry padding.
      expect(parts.slice(0, -1).some((p) => p.includes('='))).toBe(false);
    }
  });

  it('yields nothing for an empty stream', async () => {
    expect(await encode([])).toEqual([]);
  });
});
