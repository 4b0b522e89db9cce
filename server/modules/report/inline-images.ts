import type { Readable } from 'node:stream';
import type { BlobStore } from '../../blobs/blob-store';
import { base64Chunks } from './base64-stream';
import type { AroundImage } from './report-html';
import { readAhead } from './read-ahead';

/** An image to inline as base64, with what surrounds it, or what stands instead when its file is gone. */
export interface InlineImage {
  key: string;
  around: () => AroundImage;
  instead: () => string;
}

/** A piece of the report: text, or an image to pour in. */
export type ReportPart = string | InlineImage;

export interface InlineOptions {
  /** Images read while the current one is written: enough to keep the disk (or S3) busy. */
  readAhead?: number;
  /** Images up to this size are read whole ahead of their turn; bigger ones are streamed in theirs. */
  maxHeldBytes?: number;
}

export const READ_AHEAD = 4;
export const MAX_HELD_IMAGE_BYTES = 8 * 1024 * 1024;

/** An image whose file was looked for: its bytes, a stream for one too big to hold, or neither. */
interface LoadedImage {
  image: InlineImage;
  bytes?: Buffer;
  stream?: Readable;
}

/** Text waiting to go out with the next image: written at most this long on its own. */
const MAX_PENDING_TEXT = 64 * 1024;

/**
 * The report's bytes: its text with each image's base64 poured in. The next images are read
 * while one is written, at most `readAhead` of them and none while the reader of the output
 * waits (DESIGN §7: memory stays bounded whatever the project's size). The text since the last
 * image goes out in one piece with the next image, so the answer is a few thousand large
 * writes rather than many small ones.
 */
export async function* inlineImages(parts: AsyncIterable<ReportPart> | Iterable<ReportPart>, blobs: Pick<BlobStore, 'read'>, options: InlineOptions = {}): AsyncGenerator<Buffer> {
  const { readAhead: depth = READ_AHEAD, maxHeldBytes = MAX_HELD_IMAGE_BYTES } = options;
  const load = async (image: InlineImage): Promise<LoadedImage> => {
    const blob = await blobs.read(image.key, maxHeldBytes);
    return blob ? { image, ...blob } : { image };
  };
  const loaded = readAhead<ReportPart, string | LoadedImage>(parts, (part) => (typeof part === 'string' ? part : load(part)), {
    depth,
    costly: (part) => typeof part !== 'string',
    release: (result) => {
      if (typeof result !== 'string') result.stream?.destroy();
    },
  });

  let pending: string[] = [];
  let pendingLength = 0;
  const hold = (text: string) => {
    pending.push(text);
    pendingLength += text.length;
  };
  /** The text held so far followed by `base64` (ASCII), as one buffer. */
  const take = (base64 = ''): Buffer => {
    const text = pending.join('');
    pending = [];
    pendingLength = 0;
    const textBytes = Buffer.byteLength(text);
    const out = Buffer.allocUnsafe(textBytes + base64.length);
    out.write(text, 0, 'utf8');
    out.write(base64, textBytes, 'latin1');
    return out;
  };

  for await (const part of loaded) {
    if (typeof part === 'string') {
      hold(part);
    } else if (part.bytes) {
      const { before, after } = part.image.around();
      hold(before);
      yield take(part.bytes.toString('base64'));
      hold(after);
    } else if (part.stream) {
      const { before, after } = part.image.around();
      hold(before);
      for await (const base64 of base64Chunks(part.stream)) yield take(base64);
      hold(after);
    } else {
      hold(part.image.instead());
    }
    if (pendingLength >= MAX_PENDING_TEXT) yield take();
  }
  if (pendingLength > 0) yield take();
}
