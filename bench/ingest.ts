// Photo ingest (issue 12, DESIGN §5): realistic 12 MP phone photos uploaded through the API
// 4 at a time, against bare sharp making the same derivatives of the same files 4 at a time
// (display 1600 px and thumbnail 320 px, turned upright by EXIF, JPEG quality 82 with
// mozjpeg, no metadata; the thumbnail from the display copy, as the server makes it since issue
// 26), alternated round by round in the same run. Target: ≥ 0.95x.
//
//   npm run bench:ingest                  (ROUNDS=5, PHOTOS=32 per round by default)
//
// The photos are made once and kept under os.tmpdir()/riser-bench-ingest-photos.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { startServer } from '../server/test/server-process';
import { benchAccount } from './support/bench-account';
import { median, peakRssDuring } from './support/process-stats';
import { cachedPhotos } from './support/realistic-photo';

const AT_ONCE = 4;
const DISTINCT_PHOTOS = 16;
const ROUNDS = Number(process.env.ROUNDS ?? 5);
const PER_ROUND = Number(process.env.PHOTOS ?? 32);

const log = (line: string) => console.error(line);

/** Runs `work` on items 0..count-1, `AT_ONCE` at a time; answers photos per second. */
async function throughput(count: number, work: (i: number) => Promise<void>): Promise<number> {
  const started = performance.now();
  let next = 0;
  await Promise.all(
    Array.from({ length: AT_ONCE }, async () => {
      while (next < count) await work(next++);
    }),
  );
  return count / ((performance.now() - started) / 1000);
}

/** The baseline: the two derivatives the server makes, by bare sharp, the original decoded once (the thumbnail made from the display copy). */
async function bareDerivatives(file: string) {
  const derivative = (input: string | Buffer, size: number) =>
    sharp(input).rotate().resize(size, size, { fit: 'inside', withoutEnlargement: true }).flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true }).toBuffer();
  const display = await derivative(file, 1600);
  await derivative(display, 320);
}

/** A multipart body made once per photo, so the client spends next to nothing per upload. */
function multipartBody(bytes: Buffer, name: string) {
  const boundary = `----riser-bench-${randomUUID()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="elevationLevel"\r\n\r\n1\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="${name}"\r\nContent-Type: image/jpeg\r\n\r\n`,
  );
  return { contentType: `multipart/form-data; boundary=${boundary}`, body: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]) };
}

function upload(url: URL, cookie: string, form: { contentType: string; body: Buffer }): Promise<void> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method: 'POST', headers: { cookie, 'content-type': form.contentType, 'content-length': form.body.length } },
      (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => (response.statusCode === 201 ? resolve() : reject(new Error(`upload answered ${response.statusCode}: ${text}`))));
      },
    );
    request.on('error', reject);
    request.end(form.body);
  });
}

async function main() {
  const files = await cachedPhotos('riser-bench-ingest-photos', DISTINCT_PHOTOS, { width: 4000, height: 3000, quality: 90, exif: true }, log);
  const photos = files.map((file) => readFileSync(file));
  const forms = photos.map((bytes, i) => multipartBody(bytes, `IMG_${1000 + i}.jpg`));
  const meta = await sharp(files[0]).metadata();
  const averageMb = photos.reduce((sum, p) => sum + p.length, 0) / photos.length / 1024 / 1024;

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'riser-bench-ingest-'));
  const server = await startServer({
    DATA_DIR: dataDir,
    ALLOW_SIGNUP: 'true',
    LOG_LEVEL: 'info', // startServer waits for the 'listening' line, logged at info
    ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  });
  const pid = server.child.pid!;
  try {
    const { cookie, json, project } = await benchAccount(server.baseUrl);
    const survey = (await (
      await fetch(`${server.baseUrl}/api/projects/${project.id}/surveys`, { method: 'POST', headers: json, body: JSON.stringify({ locationType: 'mdf' }) })
    ).json()) as { id: string };
    const url = new URL(`${server.baseUrl}/api/surveys/${survey.id}/photos`);
    const viaApi = (i: number) => upload(url, cookie, forms[i % forms.length]!);
    const bare = (i: number) => bareDerivatives(files[i % files.length]!);

    console.log(
      `photos: ${DISTINCT_PHOTOS} distinct ${meta.width}x${meta.height} JPEGs (${((meta.width! * meta.height!) / 1e6).toFixed(0)} MP, EXIF orientation ${meta.orientation}), ` +
        `${averageMb.toFixed(1)} MB on average; ${PER_ROUND} per round, ${AT_ONCE} at a time`,
    );
    // Warm-up: libvips initialised on both sides, the server's code paths compiled.
    await throughput(AT_ONCE * 2, bare);
    await throughput(AT_ONCE * 2, viaApi);

    const api: number[] = [];
    const baseline: number[] = [];
    const peaks: number[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      const runBaseline = async () => baseline.push(await throughput(PER_ROUND, bare));
      if (round % 2 === 1) await runBaseline();
      const { result, peakMb } = await peakRssDuring(pid, () => throughput(PER_ROUND, viaApi));
      api.push(result);
      peaks.push(peakMb);
      if (round % 2 === 0) await runBaseline();
      console.log(
        `round ${round}: API ${api.at(-1)!.toFixed(2)} photos/s, bare sharp ${baseline.at(-1)!.toFixed(2)} photos/s, ` +
          `ratio ${(api.at(-1)! / baseline.at(-1)!).toFixed(2)}x; server peak RSS ${peakMb.toFixed(0)} MB`,
      );
    }
    console.log(
      `median API ${median(api).toFixed(2)} photos/s, median bare sharp ${median(baseline).toFixed(2)} photos/s: ` +
        `ratio ${(median(api) / median(baseline)).toFixed(2)}x (target ≥ 0.95x); server peak RSS ${Math.max(...peaks).toFixed(0)} MB`,
    );
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
