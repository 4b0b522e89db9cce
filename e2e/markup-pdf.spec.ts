import sharp from 'sharp';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { pdfFile } from './support/pdf-file';
import { screenshotBoth } from './support/screenshots';
import { signUpCompanyAdmin } from './support/session';

// PDF plans (issue 13): Upload Map and Upload Floor Plan take a PDF, pdf.js (loaded only then,
// its worker served by Riser) renders the chosen page at 200 dpi, at most 4000 px, and that
// image is stored like any uploaded one.

const RED = '1 0 0';
const BLUE = '0 0 1';
const GREEN = '0 0.5 0';

// A letter page, an ARCH D sheet (36 x 24 in: 7200 x 4800 px at 200 dpi, so capped at 4000 px
// wide) and a tabloid one.
const PLAN_SET = pdfFile([
  { width: 612, height: 792, fill: RED, label: 'Cover' },
  { width: 2592, height: 1728, fill: BLUE, label: 'Level 1' },
  { width: 1224, height: 792, fill: GREEN, label: 'Level 2' },
]);

async function createProject(page: Page, name: string): Promise<string> {
  const response = await page.request.post('/api/projects', { data: { name } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { id: string }).id;
}

function canvasOf(page: Page): Locator {
  return page.getByRole('application', { name: /canvas/ });
}

function chooseFile(page: Page, name: string, buffer: Buffer, mimeType = 'application/pdf') {
  return page.getByTestId('markup-file-input').setInputFiles({ name, mimeType, buffer });
}

/** The background as the server stores it, once it has it: its format, size and pixels. */
async function storedBackground(page: Page) {
  await expect(canvasOf(page).locator('image')).toHaveAttribute('href', /^\/api\/surveys\/.+\/image/, { timeout: 20_000 });
  const response = await page.request.get((await canvasOf(page).locator('image').getAttribute('href'))!);
  expect(response.ok()).toBe(true);
  const bytes = await response.body();
  const { format, width, height } = await sharp(bytes).metadata();
  const pixel = async (left: number, top: number) => [...(await sharp(bytes).extract({ left, top, width: 1, height: 1 }).removeAlpha().raw().toBuffer())];
  /** The colour at a point, within a step or two of rounding. */
  const expectColour = async (left: number, top: number, rgb: [number, number, number]) => {
    const actual = await pixel(left, top);
    actual.forEach((value, index) => expect(Math.abs(value - rgb[index]!), `${actual.join(',')} at ${left},${top}`).toBeLessThanOrEqual(2));
  };
  return { format, width, height, expectColour };
}

/** Every request the page makes, to see what it loads and from where. */
function recordRequests(page: Page): URL[] {
  const urls: URL[] = [];
  page.on('request', (request) => urls.push(new URL(request.url())));
  return urls;
}

/** What the browser refused under the app's Content-Security-Policy (pdf.js runs under it too). */
function recordPolicyViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(message.text());
  });
  return violations;
}

test.describe('PDF plans', () => {
  test('floor plan: a PDF of three pages asks which page; Cancel changes nothing; page 2 is stored at 200 dpi, capped at 4000 px', async ({ page }, testInfo) => {
    await signUpCompanyAdmin(page, 'Paz');
    const projectId = await createProject(page, 'Linden Yard');
    const unit = await page.request.post(`/api/projects/${projectId}/surveys`, { data: { locationType: 'unit', formData: { unitNumber: '101' } } });
    expect(unit.ok(), await unit.text()).toBe(true);
    const requests = recordRequests(page);
    const violations = recordPolicyViolations(page);
    await page.goto(`/projects/${projectId}/units/101/floor-plan`);
    await expect(page.getByRole('heading', { name: 'Unit 101 Floor Plan' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Upload Floor Plan' })).toBeEnabled();
    // pdf.js is not part of the editor: nothing of it loads until a PDF is chosen.
    expect(requests.filter((url) => /pdf/i.test(url.pathname))).toEqual([]);

    const fileInput = page.getByTestId('markup-file-input');
    await expect(fileInput).toHaveAttribute('accept', 'image/*,application/pdf,.pdf');
    await chooseFile(page, 'linden-yard-plans.pdf', PLAN_SET);
    const dialog = page.getByRole('dialog', { name: 'Choose a page' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('linden-yard-plans.pdf has 3 pages.');
    const pages = dialog.getByRole('list', { name: 'Pages' }).getByRole('button');
    await expect(pages).toHaveText(['Page 1', 'Page 2', 'Page 3']);
    // Each page shows a thumbnail of itself, and is a touch target of at least 44 px.
    await expect(dialog.locator('img[data-page-thumbnail]')).toHaveCount(3);
    const thumbnail = await sharp(Buffer.from((await dialog.locator('img[data-page-thumbnail="2"]').getAttribute('src'))!.split(',')[1]!, 'base64')).metadata();
    expect({ width: thumbnail.width, height: thumbnail.height }).toEqual({ width: 240, height: 160 });
    for (const button of await pages.all()) expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await screenshotBoth(page, testInfo, 'markup-pdf-page-choice');

    // The worker came from Riser itself, and nothing was fetched from anywhere else.
    const origin = new URL(page.url()).origin;
    expect(requests.some((url) => url.origin === origin && /\/assets\/pdf\.worker\.min-[\w-]+\.mjs$/.test(url.pathname))).toBe(true);
    expect(requests.filter((url) => url.origin !== origin && url.protocol.startsWith('http'))).toEqual([]);

    // Cancel: no background, nothing stored, nothing waiting to be sent.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Upload Floor Plan' })).toBeEnabled();
    await expect(canvasOf(page).locator('image')).toHaveCount(0);
    await expect(page.getByText('Upload a floor plan to start marking up')).toBeVisible();
    const surveys = (await (await page.request.get(`/api/projects/${projectId}/surveys`)).json()) as { locationType: string; uploadedImage: string | null }[];
    expect(surveys.map((survey) => survey.uploadedImage)).toEqual([null, null]);

    // Again, choosing page 2 from the keyboard.
    await chooseFile(page, 'linden-yard-plans.pdf', PLAN_SET);
    await dialog.getByRole('button', { name: 'Page 2' }).press('Enter');
    await expect(dialog).toHaveCount(0);
    const stored = await storedBackground(page);
    expect(['png', 'jpeg']).toContain(stored.format);
    // 2592 x 1728 pt at 200 dpi is 7200 x 4800 px: capped at 4000 px, 2667 px high. Page 1
    // would have been 1700 x 2200 px and red.
    expect({ width: stored.width, height: stored.height }).toEqual({ width: 4000, height: 2667 });
    await stored.expectColour(1000, 1333, [0, 0, 255]);
    await stored.expectColour(3900, 100, [255, 255, 255]);
    await expect(page.getByText('Upload a floor plan to start marking up')).toHaveCount(0);
    expect(violations).toEqual([]);
    await screenshotBoth(page, testInfo, 'markup-pdf-floor-plan');
  });

  test('site map: a one-page PDF is used at once; a damaged or password-protected PDF says so', async ({ page }) => {
    await signUpCompanyAdmin(page, 'Ines');
    const projectId = await createProject(page, 'Oak Terrace');
    await page.goto(`/projects/${projectId}/site-map`);
    await expect(page.getByRole('heading', { name: 'Site Map Markup' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Upload Map' })).toBeEnabled();

    await chooseFile(page, 'broken.pdf', Buffer.from('%PDF-1.7\nthis is not the rest of a PDF\n%%EOF\n'));
    await expect(page.getByText('This PDF could not be read. It may be damaged; please try another file.')).toBeVisible();
    await chooseFile(page, 'locked.pdf', pdfFile([{ width: 792, height: 612, fill: RED, label: 'Secret' }], { locked: true }));
    await expect(page.getByText('This PDF is protected by a password. Please choose a PDF without one, or an image of the plan.')).toBeVisible();
    await chooseFile(page, 'notes.txt', Buffer.from('not a plan'), 'text/plain');
    await expect(page.getByText('Please choose an image or PDF file (JPG, PNG, GIF or PDF).')).toBeVisible();
    await expect(canvasOf(page).locator('image')).toHaveCount(0);

    // Letter landscape (11 x 8.5 in): 2200 x 1700 px at 200 dpi, no question asked.
    await chooseFile(page, 'site.pdf', pdfFile([{ width: 792, height: 612, fill: GREEN, label: 'Site' }]));
    const stored = await storedBackground(page);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(['png', 'jpeg']).toContain(stored.format);
    expect({ width: stored.width, height: stored.height }).toEqual({ width: 2200, height: 1700 });
    await stored.expectColour(500, 850, [0, 128, 0]);
    await stored.expectColour(2100, 100, [255, 255, 255]);
  });
});

test.describe('PDF plans without signal', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a PDF plan chosen offline is rendered on the device, shown at once and sent when the signal returns', async ({ page, context }) => {
    await signUpCompanyAdmin(page, 'Noor');
    const projectId = await createProject(page, 'Basement Row');
    await page.goto(`/projects/${projectId}/site-map`);
    await expect(page.getByRole('button', { name: 'Upload Map' })).toBeEnabled();
    // The service worker keeps pdf.js and its worker with the app shell.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    await context.setOffline(true);
    await chooseFile(page, 'site.pdf', pdfFile([{ width: 792, height: 612, fill: BLUE, label: 'Site' }]));
    await expect(canvasOf(page).locator('image')).toHaveAttribute('href', /^blob:/, { timeout: 20_000 });
    await expect(page.getByTestId('sync-badge')).toHaveAccessibleName(/^Sync: 1 change waiting/, { timeout: 15_000 });

    await context.setOffline(false);
    const stored = await storedBackground(page);
    expect({ width: stored.width, height: stored.height }).toEqual({ width: 2200, height: 1700 });
    await stored.expectColour(500, 850, [0, 0, 255]);
  });
});
