// Memory of the server while photos upload: peak RSS during ten concurrent ~20 MB uploads,
// against the peak during one upload of the same photo, measured in the same run.
// A streamed, bounded pipeline keeps the ratio near 1; buffering whole uploads would approach 10.
//
//   npx tsx bench/upload-memory.ts
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { startServer } from '../server/test/server-process';
import { benchAccount } from './support/bench-account';

const CONCURRENT = 10;

async function makePhoto(): Promise<Buffer> {
  // Noise does not compress: 3700x2800 at high quality gives a file of about 21 MB.
  const width = 3700;
  const height = 2800;
  const raw = Buffer.alloc(width * height * 3);
  let seed = 12345;
  for (let i = 0; i < raw.length; i++) {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    raw[i] = seed >> 23;
  }
  return sharp(raw, { raw: { width, height, channels: 3 } }).jpeg({ quality: 96, chromaSubsampling: '4:4:4' }).toBuffer();
}

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

async function main() {
  const t0 = Date.now();
  const photo = await makePhoto();
  console.error(`fixture made in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  const server = await startServer({
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'riser-bench-')),
    ALLOW_SIGNUP: 'true',
    MAX_UPLOAD_MB: '30',
    LOG_LEVEL: 'info', // startServer waits for the 'listening' line, logged at info
  });
  const pid = server.child.pid!;
  const base = server.baseUrl;
  try {
    const { cookie, json, project } = await benchAccount(base);
    const survey = (await (
      await fetch(`${base}/api/projects/${project.id}/surveys`, { method: 'POST', headers: json, body: JSON.stringify({ locationType: 'mdf' }) })
    ).json()) as { id: string };

    const uploadOnce = async () => {
      const form = new FormData();
      form.append('photo', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'big.jpg');
      form.append('elevationLevel', '0');
      const response = await fetch(`${base}/api/surveys/${survey.id}/photos`, { method: 'POST', headers: { cookie }, body: form });
      if (response.status !== 201) throw new Error(`upload answered ${response.status}: ${await response.text()}`);
    };

    const peakDuring = async (work: () => Promise<unknown>) => {
      let peak = rssMb(pid);
      const timer = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 20);
      const started = Date.now();
      await work();
      clearInterval(timer);
      return { peak, seconds: (Date.now() - started) / 1000 };
    };

    console.error('server up; warming up');
    await uploadOnce(); // warm-up: code paths loaded, libvips initialised
    const idle = rssMb(pid);
    const one = await peakDuring(uploadOnce);
    const many = await peakDuring(() => Promise.all(Array.from({ length: CONCURRENT }, uploadOnce)));
    const mb = (n: number) => `${n.toFixed(0)} MB`;
    console.log(`photo size: ${(photo.length / 1024 / 1024).toFixed(1)} MB (${CONCURRENT} concurrent uploads = ${((photo.length * CONCURRENT) / 1024 / 1024).toFixed(0)} MB in flight)`);
    console.log(`server RSS idle after warm-up: ${mb(idle)}`);
    console.log(`baseline, peak RSS during 1 upload: ${mb(one.peak)} (${one.seconds.toFixed(1)} s)`);
    console.log(`peak RSS during ${CONCURRENT} concurrent uploads: ${mb(many.peak)} (${many.seconds.toFixed(1)} s)`);
    console.log(`ratio ${CONCURRENT} uploads / 1 upload: ${(many.peak / one.peak).toFixed(2)}`);
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
}

await main();
