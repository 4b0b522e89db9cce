// The site-map editor at the size of a real property: opening it and dragging one element, in a
// drawing of 2,000 and of 5,000 elements, against a drawing of 1 element (the baseline), in the
// same browser and run. Rounds interleave the sizes (1, 2,000, 5,000, then the other way round),
// each round opens the editor afresh. Per round: the time from navigation until every element is
// drawn, and every frame's time during a drag of 120 pointer moves (one per animation frame);
// its p95 is over every frame of the round, uncapped. Printed: the median of the rounds with
// their spread (min-max), and the ratio of medians against the 1-element drawing.
//
//   npm run bench:markup                  (builds the client, then runs this)
//   BENCH_MARKUP_ROUNDS=5 npx tsx bench/markup-frame-time.ts
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, resolveChromiumPath } from '../e2e/chromium-path';
import { startServer } from '../server/test/server-process';

const ROUNDS = Math.max(3, Number(process.env.BENCH_MARKUP_ROUNDS ?? 4));
const SIZES = [1, 2000, 5000] as const;
const TYPES = ['idf', 'mdf', 'common', 'ap', 'power', 'handheld', 'homerun', 'coax'];

function drawing(count: number) {
  const elements: Record<string, unknown>[] = Array.from({ length: count - 1 }, (_, i) =>
    i % 10 === 9
      ? { id: `e${i}`, type: 'conduit', x: (i * 37) % 1900, y: (i * 53) % 1400, x2: ((i * 37) % 1900) + 80, y2: ((i * 53) % 1400) + 40, strokeWidth: 3 }
      : { id: `e${i}`, type: TYPES[i % TYPES.length], x: 50 + ((i * 37) % 1900), y: 50 + ((i * 53) % 1400), radius: 24 },
  );
  // The one dragged sits on top of the others.
  elements.push({ id: 'target', type: 'ap', x: 1000, y: 750, radius: 40 });
  return elements;
}

/** Synthetic pointer moves, one per animation frame: every frame's duration (rAF to rAF). */
function measureDrag(): Promise<number[]> {
  const svg = document.querySelector('svg[role="application"]') as SVGSVGElement;
  const rect = svg.getBoundingClientRect();
  const at = (x: number, y: number) => ({ clientX: rect.left + (x / 2000) * rect.width, clientY: rect.top + (y / 1500) * rect.height });
  const fire = (type: string, x: number, y: number) =>
    svg.dispatchEvent(
      new PointerEvent(type, { bubbles: true, cancelable: true, pointerId: 7, pointerType: 'mouse', button: 0, buttons: 1, isPrimary: true, ...at(x, y) }),
    );
  return new Promise((resolve) => {
    const frames: number[] = [];
    let frame = 0;
    let last = 0;
    const step = (now: number) => {
      // The first frame starts the drag (pointerdown, which also lifts the element to its layer).
      if (frame === 0) fire('pointerdown', 1000, 750);
      else frames.push(now - last);
      last = now;
      fire('pointermove', 1000 + frame * 4, 750 + frame * 2);
      frame += 1;
      if (frame <= 120) {
        requestAnimationFrame(step);
        return;
      }
      fire('pointerup', 1000 + frame * 4, 750 + frame * 2);
      // One more frame so the drop's own frame is counted too.
      requestAnimationFrame((end) => {
        frames.push(end - last);
        resolve(frames);
      });
    };
    requestAnimationFrame(step);
  });
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((sorted.length * p) / 100) - 1)]!;
};
const median = (values: number[]) => percentile(values, 50);

interface Round {
  openMs: number;
  frameMedian: number;
  frameP95: number;
}

async function makeProject(page: Page, count: number): Promise<string> {
  const project = await page.request.post('/api/projects', { data: { name: `Bench ${count}` } });
  const projectId = ((await project.json()) as { id: string }).id;
  const survey = await page.request.post(`/api/projects/${projectId}/surveys`, { data: { locationType: 'site-map', instanceName: 'Site Map' } });
  const surveyId = ((await survey.json()) as { id: string }).id;
  const saved = await page.request.patch(`/api/surveys/${surveyId}`, { data: { markupElements: drawing(count) } });
  if (!saved.ok()) throw new Error(`saving the drawing answered ${saved.status()}: ${await saved.text()}`);
  return projectId;
}

async function round(page: Page, projectId: string, count: number): Promise<Round> {
  // From a blank page, so each round opens the editor as a surveyor's tap does.
  await page.goto('about:blank');
  const started = Date.now();
  await page.goto(`/projects/${projectId}/site-map`);
  await page.locator(`svg[role="application"][data-element-count="${count}"]`).waitFor();
  await page.locator('[data-layer="elements"] [data-element-id="target"]').waitFor();
  const openMs = Date.now() - started;
  await page.getByRole('group', { name: 'Tools' }).getByRole('button', { name: 'Select', exact: true }).click();
  const frames = await page.evaluate(measureDrag);
  return { openMs, frameMedian: median(frames), frameP95: percentile(frames, 95) };
}

async function main() {
  const server = await startServer({
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), 'riser-bench-')),
    ALLOW_SIGNUP: 'true',
    LOG_LEVEL: 'info', // startServer waits for the 'listening' line, logged at info
  });
  const browser = await chromium.launch({ executablePath: await resolveChromiumPath(), args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ baseURL: server.baseUrl, viewport: { width: 1280, height: 800 } });
    // tsx keeps function names with a __name helper that the page does not have.
    await page.addInitScript({ content: 'window.__name = (fn) => fn;' });
    const registered = await page.request.post('/api/register', {
      data: { email: 'bench@example.com', password: 'bench-pass', firstName: 'Bench', lastName: 'Mark', companyName: 'Bench Co' },
    });
    if (!registered.ok()) throw new Error(`register answered ${registered.status()}`);

    const projects = new Map<number, string>();
    for (const size of SIZES) projects.set(size, await makeProject(page, size));
    // A round the figures leave out: the browser's caches and the server's code warm.
    for (const size of SIZES) await round(page, projects.get(size)!, size);

    const rounds = new Map<number, Round[]>(SIZES.map((size) => [size, []]));
    for (let i = 0; i < ROUNDS; i++) {
      const order = i % 2 === 0 ? SIZES : [...SIZES].reverse();
      for (const size of order) rounds.get(size)!.push(await round(page, projects.get(size)!, size));
    }

    const ms = (n: number) => (n >= 1000 ? `${(n / 1000).toFixed(2)} s` : `${n.toFixed(1)} ms`);
    const spread = (values: number[]) => `${ms(median(values))} (${ms(Math.min(...values))}-${ms(Math.max(...values))})`;
    const of = (size: number, key: keyof Round) => rounds.get(size)!.map((r) => r[key]);
    console.log(`markup editor, site map, 1280x800, ${ROUNDS} interleaved rounds; medians (min-max)`);
    for (const size of SIZES) {
      console.log(
        `${String(size).padStart(5)} elements: open ${spread(of(size, 'openMs'))}; drag frame median ${spread(of(size, 'frameMedian'))}, p95 ${spread(of(size, 'frameP95'))}`,
      );
    }
    for (const size of SIZES.slice(1)) {
      const ratio = (key: keyof Round) => (median(of(size, key)) / median(of(1, key))).toFixed(2);
      console.log(`ratio ${size} / 1: open ${ratio('openMs')}x, drag frame p95 ${ratio('frameP95')}x, median ${ratio('frameMedian')}x (goal ≤ 1.2x)`);
    }
  } finally {
    await browser.close();
    server.child.kill('SIGTERM');
    await server.exited;
  }
}

await main();
