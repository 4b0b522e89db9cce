import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** A landscape JPEG whose EXIF says "rotate 90° clockwise", with a capture time and a position. */
export function orientedJpeg(width = 400, height = 200): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'RiserCam', Model: 'Field 1' },
      IFD2: { DateTimeOriginal: '2026:03:14 09:26:53' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 26/1 4632/100', GPSLongitudeRef: 'W', GPSLongitude: '79/1 58/1 3600/100' },
    })
    .toBuffer();
}

/** A photo-like JPEG of random noise, so that it has real scan data to cut short. */
export function noisyJpeg(width = 800, height = 600): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i * 7919 + ((i >> 3) * 104729)) % 251;
  return sharp(raw, { raw: { width, height, channels: 3 } }).jpeg({ quality: 92 }).toBuffer();
}

export function smallPng(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 4, background: { r: 0, g: 120, b: 255, alpha: 0.5 } } }).png().toBuffer();
}

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A tiny, valid PNG that claims 60000 x 60000 pixels: a decompression bomb. */
export function pixelBombPng(): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(60_000, 0);
  header.writeUInt32BE(60_000, 4);
  header[8] = 8; // bit depth
  header[9] = 0; // greyscale
  const scanline = Buffer.alloc(60_001); // filter byte + one row of zeros
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(scanline)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A multipart body as a browser would send it. */
export async function multipart(parts: { photo?: { name: string; type: string; bytes: Buffer }; fields?: Record<string, string> }) {
  const form = new FormData();
  if (parts.photo) form.append('photo', new Blob([parts.photo.bytes], { type: parts.photo.type }), parts.photo.name);
  for (const [key, value] of Object.entries(parts.fields ?? {})) form.append(key, value);
  const request = new Request('http://localhost/upload', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), contentType: request.headers.get('content-type')! };
}
