// The site-map editor while dragging: one element dragged across the canvas for 120 animation
// frames, in a drawing of 2,001 elements against a drawing of 1 element (the baseline), in the
// same browser and run. An editor that redraws only what moves keeps the ratio near 1.
//
//   npm run bench:markup        (builds the client, then runs this)
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, resolveChromiumPath } from '../e2e/chromium-path';
import { startServer } from '../server/test/server-process';

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

interface DragTimes {
  moveMedian: number;
  moveP95: number;
  frameMedian: number;
  frameP95: number;
}

/** Synthetic pointer moves, one per animation frame: handling time per move and frame deltas. */
function measureDrag(): Promise<DragTimes> {
  const svg = document.querySelector('svg[role="application"]') as SVGSVGElement;
  const rect = svg.getBoundingClientRect();
  const at = (x: number, y: number) => ({ clientX: rect.left + (x / 2000) * rect.width, clientY: rect.top + (y / 1500) * rect.height });
  const fire = (type: string, x: number, y: number) =>
    svg.dispatchEvent(
      new PointerEvent(type, { bubbles: true, cancelable: true, pointerId: 7, pointerType: 'mouse', button: 0, buttons: 1, isPrimary: true, ...at(x, y) }),
    );
  const pct = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((values.length * p) / 100))]!;
  fire('pointerdown', 1000, 750);
  const handle: number[] = [];
  const deltas: number[] = [];
  return new Promise((resolve) => {
    let frame = 0;
    let last = performance.now();
    const step = (now: number) => {
      deltas.push(now - last);
      last = now;
      const started = performance.now();
      fire('pointermove', 1000 + frame * 4, 750 + frame * 2);
      handle.push(performance.now() - started);
      frame += 1;
      if (frame < 120) {
        requestAnimationFrame(step);
        return;
      }
      fire('pointerup', 1000 + frame * 4, 750 + frame * 2);
      const frames = deltas.slice(1);
      resolve({ moveMedian: pct(handle, 50), moveP95: pct(handle, 95), frameMedian: pct(frames, 50), frameP95: pct(frames, 95) });
    };
    requestAnimationFrame(step);
  });
}

async function dragIn(page: Page, count: number): Promise<DragTimes> {
  const project = await page.request.post('/api/projects', { data: { name: `Bench ${count}` } });
  const projectId = ((await project.json()) as { id: string }).id;
  const survey = await page.request.post(`/api/projects/${projectId}/surveys`, { data: { locationType: 'site-map', instanceName: 'Site Map' } });
  const surveyId = ((await survey.json()) as { id: string }).id;
  const saved = await page.request.patch(`/api/surveys/${surveyId}`, { data: { markupElements: drawing(count) } });
  if (!saved.ok()) throw new Error(`saving the drawing answered ${saved.status()}: ${await saved.text()}`);
  await page.goto(`/projects/${projectId}/site-map`);
  await page.locator('[data-layer="elements"] [data-element-id]').nth(count - 1).waitFor();
  await page.getByRole('group', { name: 'Tools' }).getByRole('button', { name: 'Select', exact: true }).click();
  // Three runs, the best median of each: the figure least disturbed by the rest of the machine.
  const runs: DragTimes[] = [];
  for (let i = 0; i < 3; i++) {
    runs.push(await page.evaluate(measureDrag));
    await page.getByRole('button', { name: 'Undo' }).click();
  }
  const best = (key: keyof DragTimes) => Math.min(...runs.map((r) => r[key]));
  return { moveMedian: best('moveMedian'), moveP95: best('moveP95'), frameMedian: best('frameMedian'), frameP95: best('frameP95') };
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

    const baseline = await dragIn(page, 1);
    const large = await dragIn(page, 2001);
    const ms = (n: number) => `${n.toFixed(2)} ms`;
    console.log(`baseline, 1 element:    move handled in ${ms(baseline.moveMedian)} (p95 ${ms(baseline.moveP95)}), frame ${ms(baseline.frameMedian)} (p95 ${ms(baseline.frameP95)})`);
    console.log(`2,001 elements:         move handled in ${ms(large.moveMedian)} (p95 ${ms(large.moveP95)}), frame ${ms(large.frameMedian)} (p95 ${ms(large.frameP95)})`);
    console.log(`ratio 2,001 / 1, frame time median: ${(large.frameMedian / baseline.frameMedian).toFixed(2)}; p95: ${(large.frameP95 / baseline.frameP95).toFixed(2)}`);
    console.log(`ratio 2,001 / 1, move handling p95: ${(large.moveP95 / baseline.moveP95).toFixed(2)}`);
  } finally {
    await browser.close();
    server.child.kill('SIGTERM');
    await server.exited;
  }
}

await main();
