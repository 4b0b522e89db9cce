import { mkdirSync, existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';

// Photo-like JPEGs for benchmarks: soft light and colour over the frame, film grain, and
// hard-edged objects (racks, doors, cables) drawn over it. They compress like a phone's photos
// of a telecom room, unlike flat colours (too small) or noise (too large); a seed makes each one.

/** xorshift32: the same seed always draws the same photo. */
function random(seed: number) {
  let state = (seed * 2654435761) >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state >>>= 0;
    state ^= state >> 17;
    state ^= state << 5;
    state >>>= 0;
    return state / 4294967296;
  };
}

export interface PhotoOptions {
  width: number;
  height: number;
  /** JPEG quality of the file made. */
  quality: number;
  /** Amplitude of the grain, 0-255 (more grain, bigger files). */
  grain?: number;
  /** The light and colour vary over blocks of this many pixels. */
  softness?: number;
  /** EXIF as a phone writes it: a sideways orientation, a capture time and a position. */
  exif?: boolean;
}

export async function realisticPhoto(seed: number, { width, height, quality, grain = 16, softness = 32, exif = false }: PhotoOptions): Promise<Buffer> {
  const r = random(seed);
  const lowWidth = Math.ceil(width / softness);
  const lowHeight = Math.ceil(height / softness);
  const low = Buffer.alloc(lowWidth * lowHeight * 3);
  for (let i = 0; i < low.length; i++) low[i] = 60 + r() * 150;
  const pixels = await sharp(low, { raw: { width: lowWidth, height: lowHeight, channels: 3 } }).resize(width, height, { kernel: 'cubic' }).raw().toBuffer();
  for (let i = 0; i < pixels.length; i++) {
    const value = pixels[i]! + (r() - 0.5) * grain;
    pixels[i] = value < 0 ? 0 : value > 255 ? 255 : value;
  }
  const colour = () => `rgb(${(r() * 255) | 0},${(r() * 255) | 0},${(r() * 255) | 0})`;
  const objects = Array.from(
    { length: 30 },
    () =>
      `<rect x="${(r() * width) | 0}" y="${(r() * height) | 0}" width="${((r() * width) / 4) | 0}" height="${((r() * height) / 4) | 0}" ` +
      `fill="${colour()}" fill-opacity="0.5" stroke="#111" stroke-width="${(1 + r() * 5).toFixed(1)}"/>`,
  ).join('');
  const svg = Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${objects}</svg>`);
  let image = sharp(pixels, { raw: { width, height, channels: 3 } })
    .composite([{ input: svg }])
    .jpeg({ quality });
  if (exif) {
    const day = 1 + Math.floor(r() * 28);
    image = image.withMetadata({ orientation: 6 }).withExif({
      IFD0: { Make: 'RiserCam', Model: 'Field 12' },
      IFD2: { DateTimeOriginal: `2026:03:${String(day).padStart(2, '0')} 09:26:53` },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 26/1 4632/100', GPSLongitudeRef: 'W', GPSLongitude: '79/1 58/1 3600/100' },
    });
  }
  return image.toBuffer();
}

/**
 * `count` photos made once and kept under os.tmpdir()/<folder> between runs (a rerun reads
 * them back); returns their paths. Made two at a time.
 */
export async function cachedPhotos(folder: string, count: number, options: PhotoOptions, log: (line: string) => void = () => {}): Promise<string[]> {
  const dir = path.join(os.tmpdir(), folder);
  mkdirSync(dir, { recursive: true });
  const files = Array.from({ length: count }, (_, i) => path.join(dir, `${String(i).padStart(5, '0')}.jpg`));
  const missing = files.map((file, i) => ({ file, i })).filter(({ file }) => !existsSync(file));
  if (missing.length === 0) return files;
  log(`making ${missing.length} photos in ${dir} (kept for the next run)`);
  const started = Date.now();
  let next = 0;
  const worker = async () => {
    while (next < missing.length) {
      const { file, i } = missing[next++]!;
      const bytes = await realisticPhoto(i + 1, options);
      // Written whole then renamed: an interrupted run never leaves half a photo to be reused.
      writeFileSync(`${file}.part`, bytes);
      renameSync(`${file}.part`, file);
      if (next % 200 === 0) log(`  ${next}/${missing.length}`);
    }
  };
  await Promise.all([worker(), worker()]);
  log(`photos made in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return files;
}

export function readPhotos(files: string[]): Buffer[] {
  return files.map((file) => readFileSync(file));
}
