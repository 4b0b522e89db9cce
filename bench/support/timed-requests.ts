// One surveyor's requests, timed in a process of its own (bench/autosave.ts): a photo upload
// followed by project reads, ROUNDS times, printed as JSON. Timed here rather than in the
// benchmark's process, whose event loop is busy driving the 20 autosave loops: a surveyor's
// phone does not wait for the other 20 phones' work.
//
// Environment: BASE_URL, COOKIE, PROJECT_ID, SURVEY_ID, PHOTO (a JPEG's path), ROUNDS, READS.
import { readFileSync } from 'node:fs';

const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set`);
  return value;
};
const base = env('BASE_URL');
const cookie = env('COOKIE');
const photo = readFileSync(env('PHOTO'));
const rounds = Number(process.env.ROUNDS ?? 3);
const readsPerRound = Number(process.env.READS ?? 10);

async function timed(work: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

async function upload() {
  const form = new FormData();
  form.append('photo', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'site.jpg');
  form.append('elevationLevel', '0');
  const response = await fetch(`${base}/api/surveys/${env('SURVEY_ID')}/photos`, { method: 'POST', headers: { cookie }, body: form });
  if (response.status !== 201) throw new Error(`upload answered ${response.status}: ${await response.text()}`);
}

async function projectRead() {
  const response = await fetch(`${base}/api/projects/${env('PROJECT_ID')}`, { headers: { cookie } });
  if (response.status !== 200) throw new Error(`project read answered ${response.status}`);
  await response.arrayBuffer();
}

const uploads: number[] = [];
const reads: number[] = [];
for (let round = 0; round < rounds; round++) {
  uploads.push(await timed(upload));
  for (let i = 0; i < readsPerRound; i++) reads.push(await timed(projectRead));
}
process.stdout.write(JSON.stringify({ uploads, reads }));
