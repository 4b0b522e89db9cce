// The project report at disk speed (issue 12, DESIGN §7): GET /api/projects/{id}/report of
// 300 units x 8 photos, against reading and base64-encoding the same display blobs in this
// process, alternated round by round in the same run; and the server's RSS over consecutive
// reports (target: ≤ 1.5x the baseline's time, RSS growth ≤ 64 MB and flat).
//
//   npm run bench:report                     (ROUNDS=10 by default; FRESH=1 rebuilds the project)
//
// The photos (~170 KB JPEGs) and the server's DATA_DIR with the project are kept under
// os.tmpdir()/riser-bench-report between runs: the first run makes and uploads them (minutes),
// later runs reuse them. DATABASE_URL, when set, is passed to the server (else its default engine).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { startServer, type RunningServer } from '../server/test/server-process';
import { cpuSeconds, median, peakRssDuring, rssMb } from './support/process-stats';
import { cachedPhotos } from './support/realistic-photo';

const UNITS = 300;
const PHOTOS_PER_UNIT = 8;
const UPLOADS_AT_ONCE = 4;
const ROUNDS = Number(process.env.ROUNDS ?? 10);
const ROOT = path.join(os.tmpdir(), 'riser-bench-report');
// One kept DATA_DIR per database: the blobs belong with the rows that name them.
const DATABASE_URL = process.env.DATABASE_URL;
const DATA_DIR = path.join(ROOT, DATABASE_URL ? `data-${createHash('sha256').update(DATABASE_URL).digest('hex').slice(0, 8)}` : 'data');
const MARKER = `${DATA_DIR}.project.json`;
const ACCOUNT = { email: 'report-bench@example.com', password: 'report-bench-pass' };

const log = (line: string) => console.error(line);

function serverEnv(): Record<string, string> {
  return {
    DATA_DIR,
    ALLOW_SIGNUP: 'true',
    LOG_LEVEL: 'info', // startServer waits for the 'listening' line, logged at info
    ...(DATABASE_URL ? { DATABASE_URL } : {}),
  };
}

async function stop(server: RunningServer) {
  server.child.kill('SIGTERM');
  await server.exited;
}

async function call(base: string, method: string, url: string, cookie: string | undefined, body?: object) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { ...(cookie ? { cookie } : {}), ...(body ? { 'content-type': 'application/json' } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return response;
}

/** Signs the bench account in, creating it on a server that does not know it. */
async function signIn(base: string): Promise<string> {
  let response = await call(base, 'POST', '/api/login', undefined, ACCOUNT);
  if (response.status !== 200) {
    response = await call(base, 'POST', '/api/register', undefined, { ...ACCOUNT, firstName: 'Report', lastName: 'Bench', companyName: 'Report Bench Co' });
    if (response.status !== 201) throw new Error(`register answered ${response.status}: ${await response.text()}`);
  }
  return response.headers.getSetCookie()[0]!.split(';')[0]!;
}

interface SurveyWithPhotos {
  id: string;
  instanceNumber: number;
  photos: { id: string }[];
}

async function surveysOf(base: string, cookie: string, projectId: string): Promise<SurveyWithPhotos[] | undefined> {
  const response = await call(base, 'GET', `/api/projects/${projectId}/surveys`, cookie);
  if (response.status !== 200) return undefined;
  return (await response.json()) as SurveyWithPhotos[];
}

const complete = (surveys: SurveyWithPhotos[] | undefined) =>
  surveys !== undefined && surveys.length === UNITS && surveys.every((s) => s.photos.length === PHOTOS_PER_UNIT);

/** The project of 300 units x 8 photos, uploaded through the API unless the last run left it. */
async function ensureProject(photoFiles: string[]): Promise<string> {
  if (process.env.FRESH) rmSync(MARKER, { force: true });
  const marker = existsSync(MARKER) ? (JSON.parse(readFileSync(MARKER, 'utf8')) as { projectId: string }) : undefined;
  if (!marker) rmSync(DATA_DIR, { recursive: true, force: true });
  mkdirSync(DATA_DIR, { recursive: true });
  let server: RunningServer;
  try {
    server = await startServer(serverEnv());
  } catch (error) {
    // A DATA_DIR this server cannot open (kept by another version of Riser): start again from nothing.
    log(`the kept DATA_DIR does not start (${(error as Error).message.split('\n')[0]}): building it again`);
    rmSync(MARKER, { force: true });
    rmSync(DATA_DIR, { recursive: true, force: true });
    mkdirSync(DATA_DIR, { recursive: true });
    server = await startServer(serverEnv());
  }
  try {
    let cookie = await signIn(server.baseUrl);
    if (marker && complete(await surveysOf(server.baseUrl, cookie, marker.projectId))) return marker.projectId;
    if (marker) {
      // Left half-made, or made on a database this server does not have: start again from nothing.
      log('the kept project is incomplete or gone: building it again');
      await stop(server);
      rmSync(DATA_DIR, { recursive: true, force: true });
      mkdirSync(DATA_DIR, { recursive: true });
      server = await startServer(serverEnv());
      cookie = await signIn(server.baseUrl);
    }
    const base = server.baseUrl;
    log(`building the project: ${UNITS} units x ${PHOTOS_PER_UNIT} photos through the API (kept for the next run)`);
    const started = Date.now();
    const project = (await (await call(base, 'POST', '/api/projects', cookie, { name: 'Report bench — 300 units', description: 'Benchmark project' })).json()) as { id: string };
    rmSync(MARKER, { force: true });
    const surveyIds: string[] = [];
    for (let unit = 1; unit <= UNITS; unit++) {
      const formData = { unitNumber: String(100 + unit), floor: 1 + (unit % 6), roomCount: 2 + (unit % 4), outlets: 6, phoneJacks: 2 };
      const response = await call(base, 'POST', `/api/projects/${project.id}/surveys`, cookie, { locationType: 'unit', formData, isCompleted: unit % 3 === 0 });
      if (response.status !== 201) throw new Error(`survey create answered ${response.status}: ${await response.text()}`);
      surveyIds.push(((await response.json()) as { id: string }).id);
    }
    const uploads = surveyIds.flatMap((surveyId, unit) => Array.from({ length: PHOTOS_PER_UNIT }, (_, i) => ({ surveyId, file: photoFiles[unit * PHOTOS_PER_UNIT + i]! })));
    let next = 0;
    const worker = async () => {
      while (next < uploads.length) {
        const { surveyId, file } = uploads[next++]!;
        const form = new FormData();
        form.append('photo', new Blob([new Uint8Array(readFileSync(file))], { type: 'image/jpeg' }), path.basename(file));
        form.append('elevationLevel', String(next % 4));
        const response = await fetch(`${base}/api/surveys/${surveyId}/photos`, { method: 'POST', headers: { cookie }, body: form });
        if (response.status !== 201) throw new Error(`upload answered ${response.status}: ${await response.text()}`);
        if (next % 400 === 0) log(`  ${next}/${uploads.length} photos`);
      }
    };
    await Promise.all(Array.from({ length: UPLOADS_AT_ONCE }, worker));
    writeFileSync(MARKER, JSON.stringify({ projectId: project.id }));
    log(`project built in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    return project.id;
  } finally {
    await stop(server);
  }
}

/** The display blobs the report inlines, in its order (units by number, photos by upload time). */
function displayBlobFiles(surveys: SurveyWithPhotos[]): string[] {
  const blobs = path.join(DATA_DIR, 'blobs');
  const byDir = new Map<string, string[]>();
  const filesIn = (dir: string) => {
    if (!byDir.has(dir)) byDir.set(dir, existsSync(path.join(blobs, dir)) ? readdirSync(path.join(blobs, dir)) : []);
    return byDir.get(dir)!;
  };
  return [...surveys]
    .sort((a, b) => a.instanceNumber - b.instanceNumber)
    .flatMap((survey) =>
      survey.photos.map((photo) => {
        const name = filesIn(photo.id.slice(0, 2)).find((f) => f.startsWith(photo.id) && f.endsWith('-display'));
        if (!name) throw new Error(`no display file for photo ${photo.id} (is the server on the file blob store?)`);
        return path.join(blobs, photo.id.slice(0, 2), name);
      }),
    );
}

/** The baseline: read each blob and base64-encode it, one after the other. */
async function readAndEncode(files: string[]): Promise<{ seconds: number; cpu: number; chars: number }> {
  const started = performance.now();
  const cpu = process.cpuUsage();
  let chars = 0;
  for (const file of files) chars += (await readFile(file)).toString('base64').length;
  const used = process.cpuUsage(cpu);
  return { seconds: (performance.now() - started) / 1000, cpu: (used.user + used.system) / 1e6, chars };
}

/** Downloads the report, counting its bytes and throwing them away. */
function downloadReport(base: string, cookie: string, projectId: string): Promise<{ seconds: number; bytes: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.get(`${base}/api/projects/${projectId}/report?tz=America%2FNew_York`, { headers: { cookie } }, (response) => {
      if (response.statusCode !== 200) return reject(new Error(`report answered ${response.statusCode}`));
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve({ seconds: (performance.now() - started) / 1000, bytes }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

async function main() {
  const photoFiles = await cachedPhotos('riser-bench-report-photos', UNITS * PHOTOS_PER_UNIT, { width: 1600, height: 1200, quality: 75 }, log);
  const projectId = await ensureProject(photoFiles);

  // A fresh server for the measurement: what the build left in memory is not counted.
  const server = await startServer(serverEnv());
  const pid = server.child.pid!;
  try {
    const base = server.baseUrl;
    const cookie = await signIn(base);
    const surveys = (await surveysOf(base, cookie, projectId))!;
    const files = displayBlobFiles(surveys);
    const mb = (n: number) => `${n.toFixed(0)} MB`;
    const idle = rssMb(pid);

    // Warm-up: the page cache holds the blobs, code paths are compiled.
    const warmBaseline = await readAndEncode(files);
    const warm = await downloadReport(base, cookie, projectId);
    if (warm.bytes < warmBaseline.chars) throw new Error(`the report (${warm.bytes} bytes) is smaller than its images' base64 (${warmBaseline.chars})`);
    const afterWarmUp = rssMb(pid);
    console.log(`project: ${UNITS} units x ${PHOTOS_PER_UNIT} photos, display blobs ${((warmBaseline.chars * 3) / 4 / 1024 / 1024).toFixed(0)} MB; report ${(warm.bytes / 1024 / 1024).toFixed(0)} MB of HTML`);
    console.log(`server RSS: idle ${mb(idle)}, after a warm-up report ${mb(afterWarmUp)}`);

    const reports: number[] = [];
    const baselines: number[] = [];
    const reportCpu: number[] = [];
    const baselineCpu: number[] = [];
    const afterEach: number[] = [];
    for (let round = 1; round <= ROUNDS; round++) {
      // Alternate which goes first, so neither always follows the other.
      const runBaseline = async () => {
        const { seconds, cpu } = await readAndEncode(files);
        baselines.push(seconds);
        baselineCpu.push(cpu);
      };
      if (round % 2 === 1) await runBaseline();
      const cpuBefore = cpuSeconds(pid);
      const { result, peakMb } = await peakRssDuring(pid, () => downloadReport(base, cookie, projectId));
      reportCpu.push(cpuSeconds(pid) - cpuBefore);
      if (Math.abs(result.bytes - warm.bytes) > 1000) throw new Error(`report ${round} has ${result.bytes} bytes, the first ${warm.bytes}`);
      reports.push(result.seconds);
      if (round % 2 === 0) await runBaseline();
      afterEach.push(rssMb(pid));
      console.log(
        `round ${String(round).padStart(2)}: report ${result.seconds.toFixed(2)} s (server CPU ${reportCpu.at(-1)!.toFixed(2)} s), ` +
          `read + base64 ${baselines.at(-1)!.toFixed(2)} s (CPU ${baselineCpu.at(-1)!.toFixed(2)} s), ` +
          `ratio ${(result.seconds / baselines.at(-1)!).toFixed(2)}x; server RSS peak ${mb(peakMb)}, after ${mb(afterEach.at(-1)!)}`,
      );
    }
    const report = median(reports);
    const baseline = median(baselines);
    console.log(`median report ${report.toFixed(2)} s, median read + base64 ${baseline.toFixed(2)} s: ratio ${(report / baseline).toFixed(2)}x (target ≤ 1.5x)`);
    console.log(
      `median CPU: server per report ${median(reportCpu).toFixed(2)} s, read + base64 ${median(baselineCpu).toFixed(2)} s: ` +
        `ratio ${(median(reportCpu) / median(baselineCpu)).toFixed(2)}x (less sensitive to other load on the machine)`,
    );
    const growth = afterEach.at(-1)! - idle;
    const perReport = (afterEach.at(-1)! - afterWarmUp) / ROUNDS;
    console.log(
      `server RSS: idle ${mb(idle)} → after ${ROUNDS + 1} reports ${mb(afterEach.at(-1)!)} (max ${mb(Math.max(...afterEach))}): ` +
        `growth ${mb(growth)} (target ≤ 64 MB), ${perReport.toFixed(1)} MB per report after the first`,
    );
  } finally {
    await stop(server);
  }
}

await main();
