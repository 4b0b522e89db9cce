// What a surveyor's phone downloads and how soon it shows something, on the built client:
//  (a) the JavaScript fetched to show a survey form, gzipped (target ≤ 170 kB);
//  (b) Largest Contentful Paint of /, /projects and a survey form at 4x CPU slowdown and Fast 3G
//      (target ≤ 2.5 s), against the same pages served uncompressed in the same run (the browser
//      asks for identity), alternated and repeated, medians printed with their ratio.
// The markup editor's frame time is bench/markup-frame-time.ts (run after this by bench:client).
//
//   npm run bench:client            (builds the client, then runs this and the markup bench)
//   BENCH_ROUNDS=5 npx tsx bench/client.ts
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, resolveChromiumPath } from '../e2e/chromium-path';
import { startServer } from '../server/test/server-process';

const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SURVEY_JS_TARGET_KB = 170;
const LCP_TARGET_MS = 2500;

// Chrome DevTools' 'Fast 3G' preset, and its 4x CPU slowdown.
const FAST_3G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1.6 * 1024 * 1024 * 0.9) / 8,
  uploadThroughput: (750 * 1024 * 0.9) / 8,
};
const CPU_SLOWDOWN = 4;
const PHONE = { width: 390, height: 844 };

type Encoding = 'compressed' | 'identity';

interface Fixture {
  storageState: Awaited<ReturnType<BrowserContext['storageState']>>;
  surveyPath: string;
}

/** A signed-up company admin with a project holding a few locations, and its MDF survey's address. */
async function makeFixture(browser: Browser, baseURL: string): Promise<Fixture> {
  const context = await browser.newContext({ baseURL });
  const request = context.request;
  const registered = await request.post('/api/register', {
    data: { email: 'bench@example.com', password: 'bench-pass', firstName: 'Bench', lastName: 'Mark', companyName: 'Bench Co' },
  });
  if (!registered.ok()) throw new Error(`register answered ${registered.status()}`);
  const project = (await (await request.post('/api/projects', { data: { name: 'Maple Court Apartments' } })).json()) as { id: string };
  let surveyId = '';
  for (const [locationType, instanceName] of [
    ['property', 'Property'],
    ['mdf', 'MDF'],
    ['idf', 'IDF 1'],
    ['unit', 'Unit 101'],
  ] as const) {
    const created = await request.post(`/api/projects/${project.id}/surveys`, { data: { locationType, instanceName } });
    if (!created.ok()) throw new Error(`creating the ${locationType} survey answered ${created.status()}: ${await created.text()}`);
    if (locationType === 'mdf') surveyId = ((await created.json()) as { id: string }).id;
  }
  const storageState = await context.storageState();
  await context.close();
  return { storageState, surveyPath: `/projects/${project.id}/surveys/${surveyId}` };
}

/** A fresh, signed-in browser context: nothing cached, no service worker, the chosen encoding. */
function freshContext(browser: Browser, baseURL: string, fixture: Fixture, encoding: Encoding) {
  return browser.newContext({
    baseURL,
    viewport: PHONE,
    storageState: fixture.storageState,
    // First visits: the service worker would serve a second visit from the device.
    serviceWorkers: 'block',
    ...(encoding === 'identity' ? { extraHTTPHeaders: { 'Accept-Encoding': 'identity' } } : {}),
  });
}

/** Waits for the screen a route shows once its data is in, then for the network to go quiet. */
async function waitForScreen(page: Page, route: string) {
  const heading =
    route === '/' ? /^Welcome, Bench$/ : route === '/projects' ? /^Projects$/ : /^MDF Survey$/;
  await page.getByRole('heading', { name: heading }).first().waitFor({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
}

interface ScriptFetched {
  file: string;
  bytes: number;
  gzip: number;
  transferred: number;
  encoding: string;
}

/** (a) Every script the survey route fetches until its form is shown and the network is quiet. */
async function surveyRouteScripts(browser: Browser, baseURL: string, fixture: Fixture): Promise<ScriptFetched[]> {
  const context = await freshContext(browser, baseURL, fixture, 'compressed');
  const page = await context.newPage();
  const pending: Promise<ScriptFetched>[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin !== new URL(baseURL).origin || !url.pathname.endsWith('.js')) return;
    pending.push(
      (async () => {
        const body = await response.body();
        const sizes = await response.request().sizes();
        return {
          file: url.pathname,
          bytes: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
          transferred: sizes.responseBodySize,
          encoding: (await response.headerValue('content-encoding')) ?? 'identity',
        };
      })(),
    );
  });
  await page.goto(fixture.surveyPath);
  await waitForScreen(page, fixture.surveyPath);
  const scripts = await Promise.all(pending);
  await context.close();
  return scripts.sort((a, b) => b.gzip - a.gzip);
}

/** Records the page's Largest Contentful Paint candidates from the first moment. */
const observeLcp = `
  window.__lcp = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
`;

/** (b) One cold load of a route on a slowed phone: its LCP, and what the scripts weighed on the wire. */
async function lcpOf(browser: Browser, baseURL: string, fixture: Fixture, route: string, encoding: Encoding) {
  const context = await freshContext(browser, baseURL, fixture, encoding);
  const page = await context.newPage();
  await page.addInitScript({ content: observeLcp });
  const encodings = new Set<string>();
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) void response.headerValue('content-encoding').then((value) => encodings.add(value ?? 'identity'));
  });
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', FAST_3G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await page.goto(route, { timeout: 120_000 });
  await waitForScreen(page, route);
  const lcp = await page.evaluate(() => (window as unknown as { __lcp: number }).__lcp);
  await context.close();
  // The baseline must really be uncompressed, and the measured run really compressed (files
  // too small to gain are sent as they are in both).
  const compressed = encodings.has('br');
  if (compressed !== (encoding === 'compressed') || encodings.has('gzip')) {
    throw new Error(`${route} (${encoding}): scripts came as ${[...encodings].join(', ')}`);
  }
  return lcp;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
// kB of 1,000 bytes, as vite build reports them.
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function main() {
  if (!existsSync(path.join(REPO_ROOT, 'dist/client/index.html'))) throw new Error('No built client: run `npx vite build` first (npm run bench:client does).');
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'riser-bench-client-'));
  // The embedded PostgreSQL runs as its own system user when this runs as root: let it in.
  chmodSync(dataDir, 0o755);
  const server = await startServer({ DATA_DIR: dataDir, ALLOW_SIGNUP: 'true', LOG_LEVEL: 'info' });
  const browser = await chromium.launch({ executablePath: await resolveChromiumPath(), args: CHROMIUM_ARGS });
  try {
    const fixture = await makeFixture(browser, server.baseUrl);

    const scripts = await surveyRouteScripts(browser, server.baseUrl, fixture);
    const total = (key: 'bytes' | 'gzip' | 'transferred') => scripts.reduce((sum, script) => sum + script[key], 0);
    console.log(`(a) JavaScript of the survey route (${scripts.length} files, first visit):`);
    for (const script of scripts) {
      console.log(`    ${script.file.padEnd(48)} ${kb(script.bytes).padStart(9)}  gzip ${kb(script.gzip).padStart(8)}  sent ${kb(script.transferred).padStart(8)} (${script.encoding})`);
    }
    console.log(
      `    total: ${kb(total('bytes'))}, gzipped ${kb(total('gzip'))} (target ≤ ${SURVEY_JS_TARGET_KB} kB: ${(total('gzip') / 1000 / SURVEY_JS_TARGET_KB).toFixed(2)}x), sent ${kb(total('transferred'))}`,
    );

    if (ROUNDS === 0) return;
    const routes = ['/', '/projects', fixture.surveyPath];
    const lcps = new Map<string, number[]>(routes.flatMap((route) => (['compressed', 'identity'] as const).map((encoding) => [`${route} ${encoding}`, []])));
    for (let round = 0; round < ROUNDS; round++) {
      for (const route of routes) {
        // Alternate which goes first, so a busy moment on the machine falls on both sides.
        const order: Encoding[] = round % 2 === 0 ? ['compressed', 'identity'] : ['identity', 'compressed'];
        for (const encoding of order) lcps.get(`${route} ${encoding}`)!.push(await lcpOf(browser, server.baseUrl, fixture, route, encoding));
      }
    }
    console.log(`(b) LCP at ${CPU_SLOWDOWN}x CPU slowdown and Fast 3G, ${PHONE.width}x${PHONE.height}, first visit, median of ${ROUNDS} (target ≤ ${seconds(LCP_TARGET_MS)}):`);
    for (const route of routes) {
      const compressed = median(lcps.get(`${route} compressed`)!);
      const identity = median(lcps.get(`${route} identity`)!);
      const name = route === fixture.surveyPath ? 'survey form' : route;
      console.log(
        `    ${name.padEnd(12)} compressed ${seconds(compressed)}  uncompressed (baseline) ${seconds(identity)}  ratio ${(compressed / identity).toFixed(2)}  ${compressed <= LCP_TARGET_MS ? 'within target' : 'OVER TARGET'}`,
      );
      console.log(`                 runs: ${lcps.get(`${route} compressed`)!.map(seconds).join(', ')} | ${lcps.get(`${route} identity`)!.map(seconds).join(', ')}`);
    }
  } finally {
    await browser.close();
    server.child.kill('SIGTERM');
    await server.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
