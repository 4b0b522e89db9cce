// The project's heavy downloads at disk speed (issues 12 and 26, DESIGN §7), on a real property:
// 3 buildings of 10 floors x 10 units (300 units, made with the bulk units call) and 8 photos a
// unit (2,400). Each round times, in alternating order, each download against a baseline doing
// the least the download must do, in this process, in the same run:
//   - the HTML report (GET /report) vs reading and base64-encoding the display blobs it inlines;
//   - the PDF report (GET /report.pdf) vs reading the same display blobs (pdfkit embeds a JPEG as
//     it is, so reading it is the least the PDF must do);
//   - the photo ZIP (GET /photos.zip) vs reading the originals it packs.
// Then the server's RSS at idle and after each of 3 rounds of all five downloads (the two
// reports, the ZIP, unit.xlsx and the quantities CSV). Goals (issue 26): ≤ 3x / ≤ 5x / ≤ 2x the
// baseline's time, RSS back within 20 MB of its start.
//
//   npm run bench:report                     (ROUNDS=5 by default; FRESH=1 rebuilds the project;
//                                             BENCH_PROFILE=<dir> writes the server's CPU profile there)
//
// The photos (~170 KB JPEGs) and the server's DATA_DIR with the project are kept under
// os.tmpdir()/riser-bench-report between runs: the first run makes and uploads them (tens of
// minutes on a loaded machine), later runs reuse them. DATABASE_URL, when set, is passed to the
// server (else its default engine).
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer, type RunningServer } from '../server/test/server-process';
import { cpuSeconds, median, peakRssDuring, rssMb } from './support/process-stats';
import { cachedPhotos } from './support/realistic-photo';

const BUILDINGS = ['A', 'B', 'C'];
const FLOORS = { from: 1, to: 10 };
const UNITS_PER_FLOOR = 10;
const UNITS = BUILDINGS.length * (FLOORS.to - FLOORS.from + 1) * UNITS_PER_FLOOR;
const PHOTOS_PER_UNIT = 8;
// Distinct JPEGs made for the uploads, used in turn: each upload is still its own blobs on the
// server; making 2,400 distinct ones took more than half an hour on the shared 2-core machine.
const DISTINCT_PHOTOS = 120;
const UPLOADS_AT_ONCE = 4;
const ROUNDS = Number(process.env.ROUNDS ?? 5);
const MEMORY_ROUNDS = 3;
const ROOT = path.join(os.tmpdir(), 'riser-bench-report');
// One kept DATA_DIR per database: the blobs belong with the rows that name them.
const DATABASE_URL = process.env.DATABASE_URL;
const DATA_DIR = path.join(ROOT, DATABASE_URL ? `data-${createHash('sha256').update(DATABASE_URL).digest('hex').slice(0, 8)}` : 'data');
const MARKER = `${DATA_DIR}.project.json`;
// Bumped when the kept project changes shape: a marker of another format is rebuilt.
const MARKER_FORMAT = 2;
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
  locationType: string;
  instanceNumber: number;
  photos: { id: string }[];
}

async function surveysOf(base: string, cookie: string, projectId: string): Promise<SurveyWithPhotos[] | undefined> {
  const response = await call(base, 'GET', `/api/projects/${projectId}/surveys`, cookie);
  if (response.status !== 200) return undefined;
  return ((await response.json()) as SurveyWithPhotos[]).filter((survey) => survey.locationType === 'unit');
}

const complete = (surveys: SurveyWithPhotos[] | undefined) =>
  surveys !== undefined && surveys.length === UNITS && surveys.every((s) => s.photos.length === PHOTOS_PER_UNIT);

async function created<T>(response: Response, what: string): Promise<T> {
  if (response.status !== 201 && response.status !== 200) throw new Error(`${what} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** The property: 3 buildings of 10 floors x 10 units, each unit made by the bulk call. */
async function makeProperty(base: string, cookie: string): Promise<{ projectId: string; unitIds: string[] }> {
  const project = await created<{ id: string }>(
    await call(base, 'POST', '/api/projects', cookie, { name: `Report bench — ${UNITS} units`, description: 'Benchmark project' }),
    'project create',
  );
  const unitIds: string[] = [];
  for (const name of BUILDINGS) {
    const building = await created<{ id: string; name: string }>(
      await call(base, 'POST', `/api/projects/${project.id}/buildings`, cookie, { name, lowestFloor: FLOORS.from, highestFloor: FLOORS.to }),
      'building create',
    );
    const bulk = await created<{ created: number; existing: number; units: { id: string; unitNumber: string | null }[] }>(
      await call(base, 'POST', `/api/projects/${project.id}/units/bulk`, cookie, { buildingId: building.id, floors: FLOORS, unitsPerFloor: UNITS_PER_FLOOR, numbering: '{floor}{index:02}' }),
      'units bulk',
    );
    if (bulk.created !== bulk.units.length) throw new Error(`units bulk made ${bulk.created} of ${bulk.units.length}`);
    log(`  building ${building.name}: ${bulk.created} units, ${bulk.units[0]?.unitNumber}…${bulk.units.at(-1)?.unitNumber}`);
    unitIds.push(...bulk.units.map((unit) => unit.id));
  }
  if (unitIds.length !== UNITS) throw new Error(`made ${unitIds.length} units, not ${UNITS}`);
  return { projectId: project.id, unitIds };
}

/** The project of 300 units x 8 photos, uploaded through the API unless the last run left it. */
async function ensureProject(photoFiles: string[]): Promise<string> {
  if (process.env.FRESH) rmSync(MARKER, { force: true });
  const kept = existsSync(MARKER) ? (JSON.parse(readFileSync(MARKER, 'utf8')) as { format?: number; projectId: string }) : undefined;
  const marker = kept?.format === MARKER_FORMAT ? kept : undefined;
  if (kept && !marker) log('the kept project is of an older shape: building it again');
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
    log(`building the project: ${BUILDINGS.length} buildings, ${UNITS} units x ${PHOTOS_PER_UNIT} photos through the API (kept for the next run)`);
    const started = Date.now();
    rmSync(MARKER, { force: true });
    const { projectId, unitIds } = await makeProperty(base, cookie);
    const uploads = unitIds.flatMap((surveyId, unit) =>
      Array.from({ length: PHOTOS_PER_UNIT }, (_, i) => ({ surveyId, file: photoFiles[(unit * PHOTOS_PER_UNIT + i) % photoFiles.length]! })),
    );
    let next = 0;
    const worker = async () => {
      while (next < uploads.length) {
        const { surveyId, file } = uploads[next++]!;
        const form = new FormData();
        form.append('photo', new Blob([new Uint8Array(readFileSync(file))], { type: 'image/jpeg' }), path.basename(file));
        form.append('elevationLevel', String(next % 4));
        const response = await fetch(`${base}/api/surveys/${surveyId}/photos`, { method: 'POST', headers: { cookie }, body: form });
        if (response.status !== 201) throw new Error(`upload answered ${response.status}: ${await response.text()}`);
        if (next % 200 === 0) log(`  ${next}/${uploads.length} photos (${((Date.now() - started) / 1000).toFixed(0)} s)`);
      }
    };
    await Promise.all(Array.from({ length: UPLOADS_AT_ONCE }, worker));
    writeFileSync(MARKER, JSON.stringify({ format: MARKER_FORMAT, projectId }));
    log(`project built in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    return projectId;
  } finally {
    await stop(server);
  }
}

/** The blob files of each photo of a variant ('display', 'original'), units by number, photos by upload time. */
function blobFiles(surveys: SurveyWithPhotos[], variant: 'display' | 'original'): string[] {
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
        const name = filesIn(photo.id.slice(0, 2)).find((f) => f.startsWith(photo.id) && f.endsWith(`-${variant}`));
        if (!name) throw new Error(`no ${variant} file for photo ${photo.id} (is the server on the file blob store?)`);
        return path.join(blobs, photo.id.slice(0, 2), name);
      }),
    );
}

interface Timed {
  seconds: number;
  cpu: number;
  bytes: number;
}

/** A baseline: read each blob (and base64-encode it, for the HTML report), one after the other. */
async function readBlobs(files: string[], base64: boolean): Promise<Timed> {
  const started = performance.now();
  const cpu = process.cpuUsage();
  let bytes = 0;
  for (const file of files) {
    const blob = await readFile(file);
    bytes += base64 ? blob.toString('base64').length : blob.length;
  }
  const used = process.cpuUsage(cpu);
  return { seconds: (performance.now() - started) / 1000, cpu: (used.user + used.system) / 1e6, bytes };
}

/** Downloads a URL, counting its bytes and throwing them away; `cpu` is what the server used meanwhile. */
function download(base: string, cookie: string, url: string, pid: number): Promise<Timed> {
  const started = performance.now();
  const cpuBefore = cpuSeconds(pid);
  return new Promise((resolve, reject) => {
    const request = http.get(`${base}${url}`, { headers: { cookie } }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        return reject(new Error(`${url} answered ${response.statusCode}`));
      }
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve({ seconds: (performance.now() - started) / 1000, cpu: cpuSeconds(pid) - cpuBefore, bytes }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

const spread = (values: number[], digits = 2) => `${median(values).toFixed(digits)} (${Math.min(...values).toFixed(digits)}-${Math.max(...values).toFixed(digits)})`;
const mb = (n: number) => `${n.toFixed(0)} MB`;
const signedMb = (n: number) => `${n >= 0 ? '+' : ''}${mb(n)}`;
/** The host's CPU time so far, all cores, and the part of it stolen by the hypervisor (Linux /proc/stat, in ticks). */
function hostTicks(): { total: number; steal: number } {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  return { total: fields.reduce((sum, n) => sum + n, 0), steal: fields[7] ?? 0 };
}
/** What else the machine was doing: the load average, and the share of CPU time stolen since `since`. */
function hostLoad(since: { total: number; steal: number }): string {
  const now = hostTicks();
  const stolen = (100 * (now.steal - since.steal)) / Math.max(1, now.total - since.total);
  return `load average ${os.loadavg().map((n) => n.toFixed(1)).join(' ')}, ${stolen.toFixed(1)} % of CPU time stolen by the host`;
}
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Measure {
  name: string;
  url: string;
  baselineName: string;
  baseline: () => Promise<Timed>;
  goal: number;
  /** The download's bytes are at least this share of the baseline's (a check that it holds the blobs). */
  atLeast: number;
  runs: Timed[];
  baselines: Timed[];
  peaks: number[];
}

async function main() {
  const photoFiles = await cachedPhotos('riser-bench-report-photos', DISTINCT_PHOTOS, { width: 1600, height: 1200, quality: 75 }, log);
  const projectId = await ensureProject(photoFiles);

  // A fresh server for the measurement: what the build left in memory is not counted.
  const profileDir = process.env.BENCH_PROFILE;
  const server = await startServer({
    ...serverEnv(),
    ...(profileDir ? { NODE_OPTIONS: `--import=${fileURLToPath(new URL('./support/cpu-profile.mjs', import.meta.url))}`, CPU_PROFILE_DIR: profileDir } : {}),
  });
  const pid = server.child.pid!;
  try {
    const base = server.baseUrl;
    const cookie = await signIn(base);
    const surveys = (await surveysOf(base, cookie, projectId))!;
    const displays = blobFiles(surveys, 'display');
    const originals = blobFiles(surveys, 'original');
    const tz = 'tz=America%2FNew_York';
    const downloads = {
      html: `/api/projects/${projectId}/report?${tz}`,
      pdf: `/api/projects/${projectId}/report.pdf?${tz}`,
      zip: `/api/projects/${projectId}/photos.zip`,
      xlsx: `/api/projects/${projectId}/exports/unit.xlsx`,
      csv: `/api/projects/${projectId}/quantities?format=csv`,
    };

    const hostStart = hostTicks();
    console.log(`host: ${os.cpus().length} cores, ${hostLoad(hostStart)}`);

    // Memory first, on the fresh server: idle, then after each round of all five downloads.
    await sleep(2000);
    const idle = rssMb(pid);
    console.log(`project: ${BUILDINGS.length} buildings, ${surveys.length} units, ${displays.length} photos`);
    console.log(`server RSS idle ${mb(idle)}`);
    const afterRounds: number[] = [];
    for (let round = 1; round <= MEMORY_ROUNDS; round++) {
      const sizes: string[] = [];
      let peak = 0;
      for (const [name, url] of Object.entries(downloads)) {
        const { result, peakMb } = await peakRssDuring(pid, () => download(base, cookie, url, pid));
        peak = Math.max(peak, peakMb);
        sizes.push(`${name} ${(result.bytes / 1024 / 1024).toFixed(1)} MB in ${result.seconds.toFixed(1)} s`);
      }
      afterRounds.push(rssMb(pid));
      console.log(`memory round ${round}: ${sizes.join(', ')}; server RSS peak ${mb(peak)}, after ${mb(afterRounds.at(-1)!)} (${signedMb(afterRounds.at(-1)! - idle)})`);
    }
    await sleep(10_000);
    const rested = rssMb(pid);
    const growth = afterRounds.at(-1)! - idle;
    console.log(
      `server RSS: idle ${mb(idle)} → after ${MEMORY_ROUNDS} rounds of all five downloads ${mb(afterRounds.at(-1)!)} (${signedMb(growth)}), ` +
        `10 s later ${mb(rested)} (${signedMb(rested - idle)}): goal within 20 MB of start, ${rested - idle <= 20 ? 'met' : 'NOT met'}`,
    );

    const measures: Measure[] = [
      { name: 'HTML report', url: downloads.html, baselineName: 'read + base64 of the display blobs', baseline: () => readBlobs(displays, true), goal: 3, atLeast: 1, runs: [], baselines: [], peaks: [] },
      { name: 'PDF report', url: downloads.pdf, baselineName: 'read of the display blobs', baseline: () => readBlobs(displays, false), goal: 5, atLeast: 1, runs: [], baselines: [], peaks: [] },
      { name: 'photo ZIP', url: downloads.zip, baselineName: 'read of the originals', baseline: () => readBlobs(originals, false), goal: 2, atLeast: 1, runs: [], baselines: [], peaks: [] },
    ];
    // Warm-up (the page cache holds the blobs, code paths are compiled) and a check that each download holds its blobs.
    for (const measure of measures) {
      const baseline = await measure.baseline();
      const run = await download(base, cookie, measure.url, pid);
      if (run.bytes < baseline.bytes * measure.atLeast) throw new Error(`the ${measure.name} (${run.bytes} bytes) is smaller than its blobs (${baseline.bytes})`);
      console.log(`warm-up: ${measure.name} ${(run.bytes / 1024 / 1024).toFixed(0)} MB in ${run.seconds.toFixed(1)} s; ${measure.baselineName} ${(baseline.bytes / 1024 / 1024).toFixed(0)} MB in ${baseline.seconds.toFixed(2)} s`);
    }

    for (let round = 1; round <= ROUNDS; round++) {
      // Alternate which goes first (download or baseline), and the order of the downloads, so none always follows another.
      const order = round % 2 === 1 ? measures : [...measures].reverse();
      const line: string[] = [];
      for (const measure of order) {
        const runBaseline = async () => measure.baselines.push(await measure.baseline());
        if (round % 2 === 1) await runBaseline();
        const { result, peakMb } = await peakRssDuring(pid, () => download(base, cookie, measure.url, pid));
        measure.runs.push(result);
        measure.peaks.push(peakMb);
        if (round % 2 === 0) await runBaseline();
        const baseline = measure.baselines.at(-1)!;
        line.push(`${measure.name} ${result.seconds.toFixed(2)} s (CPU ${result.cpu.toFixed(2)}) vs ${baseline.seconds.toFixed(2)} s (CPU ${baseline.cpu.toFixed(2)}): ${(result.seconds / baseline.seconds).toFixed(2)}x`);
      }
      console.log(`round ${round}: ${line.join('; ')}; server RSS ${mb(rssMb(pid))}`);
    }

    console.log(`host during the run: ${hostLoad(hostStart)}`);
    console.log(`\n${ROUNDS} rounds, medians (min-max):`);
    for (const measure of measures) {
      const seconds = measure.runs.map((r) => r.seconds);
      const baseSeconds = measure.baselines.map((r) => r.seconds);
      const ratios = measure.runs.map((r, i) => r.seconds / measure.baselines[i]!.seconds);
      const cpuRatio = median(measure.runs.map((r) => r.cpu)) / median(measure.baselines.map((r) => r.cpu));
      const ratio = median(seconds) / median(baseSeconds);
      console.log(
        `${measure.name}: ${spread(seconds)} s (server CPU ${spread(measure.runs.map((r) => r.cpu))} s) vs ${measure.baselineName} ${spread(baseSeconds)} s ` +
          `(CPU ${spread(measure.baselines.map((r) => r.cpu))} s): ratio ${ratio.toFixed(2)}x (rounds ${Math.min(...ratios).toFixed(2)}-${Math.max(...ratios).toFixed(2)}x), ` +
          `CPU ratio ${cpuRatio.toFixed(2)}x; goal ≤ ${measure.goal}x: ${ratio <= measure.goal ? 'met' : 'NOT met'}; server RSS peak ${mb(Math.max(...measure.peaks))}`,
      );
    }
  } finally {
    await stop(server);
  }
}

await main();
