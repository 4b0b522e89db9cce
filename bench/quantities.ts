// npm run bench:quantities — GET /api/projects/{id}/quantities of a project with 5,000 runs
// against the same read of a project with 1 run (issue 26: ≤ 1.5x), on one server, in
// interleaved rounds (ROUNDS, default 5) of READS reads each (default 30), one at a time.
// The 5,000 runs are drawn as a property has them: on 250 unit floor plans of 20 runs each
// (QUANTITY_LAYOUT=one for one site map holding all 5,000).
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createFreshDatabase, dropDatabase } from '../server/test/fresh-database';
import { startServer } from '../server/test/server-process';
import { benchAccount } from './support/bench-account';

const ROUNDS = Number(process.env.ROUNDS ?? 5);
const READS = Number(process.env.READS ?? 30);
const RUNS = 5_000;
const ONE_DRAWING = process.env.QUANTITY_LAYOUT === 'one';
const log = (line: string) => console.error(line);

const runs = (count: number, offset = 0) =>
  Array.from({ length: count }, (_, i) => ({ id: `r${offset + i}`, type: 'conduit', x: (i * 7) % 1900, y: (i * 13) % 1400, x2: ((i * 7) % 1900) + 50, y2: ((i * 13) % 1400) + 30 }));

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'riser-bench-quantities-'));
// On PostgreSQL (DATABASE_URL), a database of the bench's own, dropped at the end.
const DATABASE = `riser_bench_quantities_${process.pid}`;
const databaseUrl = process.env.DATABASE_URL ? await createFreshDatabase(process.env.DATABASE_URL, DATABASE) : undefined;
const server = await startServer({ DATA_DIR: dataDir, ALLOW_SIGNUP: 'true', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });
const base = server.baseUrl;
try {
  const { json, project: small } = await benchAccount(base);
  const send = async (method: string, url: string, body: object) => {
    const response = await fetch(`${base}${url}`, { method, headers: json, body: JSON.stringify(body) });
    if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
    return (await response.json()) as { id: string };
  };
  const large = await send('POST', '/api/projects', { name: 'Five thousand runs' });
  const drawn = async (projectId: string, locationType: string, elements: object[], extra: object = {}) => {
    const survey = await send('POST', `/api/projects/${projectId}/surveys`, { locationType, ...extra });
    await send('PATCH', `/api/surveys/${survey.id}`, { markupScale: 0.05, markupElements: elements });
    return survey;
  };
  await drawn(small.id, 'site-map', runs(1));
  if (ONE_DRAWING) {
    await drawn(large.id, 'site-map', runs(RUNS));
  } else {
    for (let unit = 0; unit < 250; unit++) {
      const survey = await send('POST', `/api/projects/${large.id}/surveys`, { locationType: 'unit' });
      await drawn(large.id, 'unit', runs(20, unit * 20), { unitSurveyId: survey.id });
    }
  }

  const timeReads = async (projectId: string) => {
    const times: number[] = [];
    for (let i = 0; i < READS; i++) {
      const began = performance.now();
      const response = await fetch(`${base}/api/projects/${projectId}/quantities`, { headers: json });
      const body = (await response.json()) as { runs: { count: number }[] };
      times.push(performance.now() - began);
      if (response.status !== 200) throw new Error(`quantities: ${response.status}`);
      if (i === 0 && projectId === large.id && body.runs[0]?.count !== RUNS) throw new Error(`expected ${RUNS} runs, got ${JSON.stringify(body.runs)}`);
    }
    return median(times);
  };
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  // Warm: the first reads compile the serializers and fill any cache.
  await timeReads(small.id);
  await timeReads(large.id);
  const ratios: number[] = [];
  const rounds: string[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const one = await timeReads(small.id);
    const many = await timeReads(large.id);
    ratios.push(many / one);
    rounds.push(`${many.toFixed(1)} / ${one.toFixed(1)} ms`);
    log(`round ${round}: 5,000 runs ${many.toFixed(1)} ms, 1 run ${one.toFixed(1)} ms: ${(many / one).toFixed(2)}x`);
  }
  console.log(
    `quantities (${ONE_DRAWING ? 'one drawing' : '250 floor plans'}), median of ${ROUNDS} rounds of ${READS} reads: ${median(ratios).toFixed(2)}x ` +
      `(rounds ${Math.min(...ratios).toFixed(2)}-${Math.max(...ratios).toFixed(2)}x; ${rounds.join(', ')})`,
  );
} finally {
  server.child.kill('SIGTERM');
  await server.exited;
  rmSync(dataDir, { recursive: true, force: true });
  if (databaseUrl) await dropDatabase(process.env.DATABASE_URL!, DATABASE);
}
