import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { inlineImages, type InlineImage, type ReportPart } from './inline-images';

// The blob store is an in-memory stand-in that records what was asked and how much was read;
// the parts are plain text around the images.

function memoryBlobs(files: Record<string, Buffer>, chunkSize = 7) {
  const asked: string[] = [];
  const opened: Readable[] = [];
  return {
    asked,
    opened,
    async read(key: string, maxBytes: number) {
      asked.push(key);
      const bytes = files[key];
      if (!bytes) return undefined;
      if (bytes.length <= maxBytes) return { bytes };
      const chunks: Buffer[] = [];
      for (let i = 0; i < bytes.length; i += chunkSize) chunks.push(bytes.subarray(i, i + chunkSize));
      const stream = Readable.from(chunks, { objectMode: false });
      opened.push(stream);
      return { stream, size: bytes.length };
    },
  };
}

const image = (key: string): InlineImage => ({ key, around: () => ({ before: `<img src="`, after: `">` }), instead: () => `<p>${key} is gone</p>` });
const bytes = (n: number, seed: number) => Buffer.from(Array.from({ length: n }, (_, i) => (i * 31 + seed) % 256));

async function collect(source: AsyncIterable<Buffer>) {
  const pieces: Buffer[] = [];
  for await (const piece of source) pieces.push(piece);
  return Buffer.concat(pieces).toString();
}

describe('inlineImages', () => {
  it('pours each image’s base64 between its text, in the document’s order; a missing file gets its stand-in', async () => {
    const files = { a: bytes(100, 1), b: bytes(31, 2), c: bytes(2, 3) };
    const parts: ReportPart[] = ['<h1>Café — ', image('a'), '|', image('gone'), image('b'), image('c'), '</h1>'];
    const html = await collect(inlineImages(parts, memoryBlobs(files), { readAhead: 2 }));
    const b64 = (key: keyof typeof files) => files[key].toString('base64');
    expect(html).toBe(`<h1>Café — <img src="${b64('a')}">|<p>gone is gone</p><img src="${b64('b')}"><img src="${b64('c')}"></h1>`);
  });

  it('streams an image too big to hold, with the same result', async () => {
    const files = { big: bytes(1000, 4), small: bytes(10, 5) };
    const parts: ReportPart[] = [image('big'), image('small')];
    const held = await collect(inlineImages(parts, memoryBlobs(files)));
    const streamed = await collect(inlineImages(parts, memoryBlobs(files), { maxHeldBytes: 100 }));
    expect(streamed).toBe(held);
    expect(held).toBe(`<img src="${files.big.toString('base64')}"><img src="${files.small.toString('base64')}">`);
  });

  it('opens no more than readAhead images beyond the one being written while the reader waits', async () => {
    const keys = Array.from({ length: 20 }, (_, i) => `k${i}`);
    const blobs = memoryBlobs(Object.fromEntries(keys.map((k, i) => [k, bytes(50, i)])));
    const out = inlineImages(
      keys.flatMap((k): ReportPart[] => ['<p>', image(k)]),
      blobs,
      { readAhead: 3 },
    );
    // The reader takes the first piece (the text and the first image) and then stops reading for a while.
    expect((await out.next()).value.toString()).toBe(`<p><img src="${bytes(50, 0).toString('base64')}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(blobs.asked).toEqual(['k0', 'k1', 'k2', 'k3']);
    // It goes away: the images read ahead for nothing are let go.
    await out.return(undefined);
    await new Promise((resolve) => setImmediate(resolve));
    expect(blobs.asked).toHaveLength(4);
  });

  it('closes the stream of a big image started ahead when the reader goes away', async () => {
    const blobs = memoryBlobs({ a: bytes(10, 1), big: bytes(500, 2) });
    const out = inlineImages(['x', image('a'), image('big')], blobs, { maxHeldBytes: 100, readAhead: 2 });
    await out.next();
    await new Promise((resolve) => setTimeout(resolve, 10));
    await out.return(undefined);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(blobs.opened.at(-1)!.destroyed).toBe(true);
  });
});
