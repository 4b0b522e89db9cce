import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { expect, test, type Download, type Locator, type Page, type TestInfo } from '@playwright/test';
import { DESKTOP, PHONE, screenshotBoth } from './support/screenshots';
import { signUpCompanyAdmin } from './support/session';

// The site-map and floor-plan markup editors, end to end: every tool, conduits, drag, undo and
// redo, custom labels, a background, save, reload, PNG export, conflicts and touch input.

const CANVAS = { width: 2000, height: 1500 };

async function createProject(page: Page, name: string): Promise<string> {
  const response = await page.request.post('/api/projects', { data: { name } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { id: string }).id;
}

/** A small "plan" image to upload: light rooms and walls, so screenshots show a background. */
async function planPng(width = 1200, height = 900): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <rect width="100%" height="100%" fill="#eef2f7"/>
    <g fill="none" stroke="#94a3b8" stroke-width="10">
      <rect x="40" y="40" width="${width - 80}" height="${height - 80}"/>
      <line x1="${width / 2}" y1="40" x2="${width / 2}" y2="${height - 200}"/>
      <line x1="40" y1="${height / 2}" x2="${width - 40}" y2="${height / 2}"/>
    </g>
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

function canvasOf(page: Page): Locator {
  return page.getByRole('application', { name: /canvas/ });
}

/** Elements drawn in the element layer (the dragged copy is not counted twice). */
function elementsOf(page: Page): Locator {
  return page.locator('[data-layer="elements"] [data-element-id]');
}

/** The 2000x1500 sheet as it is shown now: fitted inside the canvas element, through the camera. */
function paperOf(page: Page): Locator {
  return canvasOf(page).locator('[data-canvas-paper]');
}

/** Canvas coordinates (2000x1500) to a screen position on the sheet as shown. */
async function screenPoint(page: Page, x: number, y: number) {
  const box = (await paperOf(page).boundingBox())!;
  return { x: box.x + (x / CANVAS.width) * box.width, y: box.y + (y / CANVAS.height) * box.height };
}

async function clickCanvas(page: Page, x: number, y: number) {
  const p = await screenPoint(page, x, y);
  await page.mouse.click(p.x, p.y);
}

async function dragCanvas(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  const a = await screenPoint(page, from.x, from.y);
  const b = await screenPoint(page, to.x, to.y);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(b.x, b.y, { steps: 12 });
  await page.mouse.up();
}

async function chooseTool(page: Page, name: string) {
  await page.getByRole('group', { name: 'Tools' }).getByRole('button', { name, exact: true }).click();
}

/** The centre of the element with this type (first one), read from its circle. */
async function circleOf(page: Page, type: string) {
  const circle = page.locator(`[data-layer="elements"] [data-element-type="${type}"] circle`).first();
  return { cx: Number(await circle.getAttribute('cx')), cy: Number(await circle.getAttribute('cy')) };
}

async function pngSize(download: Download) {
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function uploadBackground(page: Page, buffer?: Buffer) {
  await page.getByTestId('markup-file-input').setInputFiles({ name: 'plan.png', mimeType: 'image/png', buffer: buffer ?? (await planPng()) });
  // The stored copy replaces the local preview once the server has it.
  await expect(canvasOf(page).locator('image')).toHaveAttribute('href', /^\/api\/surveys\/.+\/image/, { timeout: 15_000 });
}

test.describe('markup editors on desktop', () => {
  test('site map: every tool, conduit, drag, undo and redo, custom label, background, save, reload, PNG', async ({ page }, testInfo) => {
    await signUpCompanyAdmin(page, 'Mara');
    const projectId = await createProject(page, 'Harbor View Apartments');
    await page.goto(`/projects/${projectId}/site-map`);
    await expect(page.getByRole('heading', { name: 'Harbor View Apartments' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Site Map Markup' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', `/projects/${projectId}`);
    await expect(page.getByRole('link', { name: 'Projects' })).toHaveAttribute('href', '/projects');
    await expect(canvasOf(page)).toHaveAttribute('viewBox', '0 0 2000 1500');

    // Save with nothing drawn.
    await page.getByRole('button', { name: 'Save to Project' }).click();
    await expect(page.getByText('Nothing to save')).toBeVisible();
    await expect(page.getByText('Please add some markup elements first.')).toBeVisible();

    // Every point tool places a circle with its label at the click.
    const pointTools = [
      ['IDF', 'idf', 'IDF'],
      ['MDF', 'mdf', 'MDF'],
      ['Common', 'common', 'CM'],
      ['AP', 'ap', 'AP'],
      ['Handhold', 'handheld', 'HH'],
      ['Power', 'power', 'P'],
    ] as const;
    for (const [index, [tool, type, label]] of pointTools.entries()) {
      await chooseTool(page, tool);
      await clickCanvas(page, 250 + index * 280, 300);
      const element = page.locator(`[data-layer="elements"] [data-element-type="${type}"]`);
      await expect(element).toHaveCount(1);
      // The letters in the circle (the server's identifier is written beneath it once saved).
      await expect(element.locator('text').first()).toHaveText(label);
    }
    await expect(elementsOf(page)).toHaveCount(6);

    // A conduit takes two clicks, with a preview line in between.
    await chooseTool(page, 'Conduit');
    await page.getByLabel('Conduit width').fill('6');
    await clickCanvas(page, 250, 800);
    await expect(page.locator('[data-conduit-preview]')).toHaveCount(1);
    await clickCanvas(page, 1500, 900);
    const conduit = page.locator('[data-layer="elements"] [data-element-type="conduit"] line');
    await expect(conduit).toHaveAttribute('stroke-width', '6');
    await expect(conduit).toHaveAttribute('stroke', '#f97316');
    await expect(elementsOf(page)).toHaveCount(7);

    // Custom: the label dialog refuses a blank label; Enter confirms.
    await page.getByLabel('Icon size').fill('40');
    await chooseTool(page, 'Custom');
    await clickCanvas(page, 1500, 1150);
    const dialog = page.getByRole('dialog', { name: 'Add Custom Label' });
    await expect(dialog.getByRole('button', { name: 'Add Label' })).toBeDisabled();
    await dialog.getByLabel('Label').fill('Fiber <entry>');
    await dialog.getByLabel('Label').press('Enter');
    await expect(dialog).toHaveCount(0);
    await expect(page.locator('[data-element-type="custom"] text')).toHaveText('Fiber <entry>');
    await expect(page.locator('[data-element-type="custom"]')).toHaveAttribute('data-radius', '26.8');
    await expect(elementsOf(page)).toHaveCount(8);

    // Select and drag the IDF: one undo step takes it all the way back.
    await chooseTool(page, 'Select');
    await dragCanvas(page, { x: 250, y: 300 }, { x: 600, y: 650 });
    let idf = await circleOf(page, 'idf');
    expect(idf.cx).toBeGreaterThan(560);
    expect(idf.cy).toBeGreaterThan(610);
    await page.getByRole('button', { name: 'Undo' }).click();
    idf = await circleOf(page, 'idf');
    expect(idf).toEqual({ cx: expect.closeTo(250, -1), cy: expect.closeTo(300, -1) });
    await page.getByRole('button', { name: 'Redo' }).click();
    expect((await circleOf(page, 'idf')).cx).toBeGreaterThan(560);

    // Delete key and Ctrl+Z, then Ctrl+Shift+Z.
    await clickCanvas(page, 530, 300);
    await expect(page.locator('[data-selection-id]')).toHaveCount(1);
    await page.keyboard.press('Delete');
    await expect(elementsOf(page)).toHaveCount(7);
    await page.keyboard.press('Control+z');
    await expect(elementsOf(page)).toHaveCount(8);
    await page.keyboard.press('Control+Shift+z');
    await expect(elementsOf(page)).toHaveCount(7);
    await page.keyboard.press('Control+z');
    await expect(elementsOf(page)).toHaveCount(8);

    // Clear All asks first and is undoable.
    await page.getByRole('button', { name: 'Clear All' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Clear All' }).click();
    await expect(elementsOf(page)).toHaveCount(0);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(elementsOf(page)).toHaveCount(8);

    await uploadBackground(page);
    await screenshotBoth(page, testInfo, 'markup-site-map');

    await page.getByRole('button', { name: 'Save to Project' }).click();
    await expect(page.getByText('Markup saved')).toBeVisible();
    await expect(page.locator('[data-save-status="saved"]')).toBeVisible();

    await page.reload();
    await expect(elementsOf(page)).toHaveCount(8);
    await expect(canvasOf(page).locator('image')).toHaveAttribute('href', /^\/api\/surveys\//);
    await expect(page.locator('[data-element-type="custom"] text')).toHaveText('Fiber <entry>');
    expect((await circleOf(page, 'idf')).cx).toBeGreaterThan(560);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PNG' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^site-map-markup-\d+\.png$/);
    expect(await pngSize(download)).toEqual({ width: 2000, height: 1500 });
    // Kept beside the screenshots, to compare the export with the editor by eye.
    const exported = testInfo.outputPath('site-map-export.png');
    await download.saveAs(exported);
    await testInfo.attach('site-map-export', { path: exported, contentType: 'image/png' });

    // Reopening the page reuses the survey: still one site-map survey.
    const surveys = (await (await page.request.get(`/api/projects/${projectId}/surveys`)).json()) as { locationType: string }[];
    expect(surveys.filter((s) => s.locationType === 'site-map')).toHaveLength(1);
  });

  test('floor plan: created on first visit, every tool, drag, undo, custom, background, save, reload, PNG', async ({ page }, testInfo) => {
    await signUpCompanyAdmin(page, 'Theo');
    const projectId = await createProject(page, 'Maple Court');
    // A floor-plan address names a unit of the project; none yet: it says so and makes nothing.
    await page.goto(`/projects/${projectId}/units/101/floor-plan`);
    await expect(page.getByRole('alert')).toHaveText('This project has no unit 101.');
    expect(await (await page.request.get(`/api/projects/${projectId}/surveys`)).json()).toEqual([]);

    const unit = await page.request.post(`/api/projects/${projectId}/surveys`, { data: { locationType: 'unit', formData: { unitNumber: '101' } } });
    const unitId = ((await unit.json()) as { id: string }).id;
    await page.goto(`/projects/${projectId}/units/101/floor-plan`);
    await expect(page.getByRole('heading', { name: 'Unit 101 Floor Plan' })).toBeVisible();
    await expect(page.getByText('Upload a floor plan to start marking up')).toBeVisible();
    await expect(page.getByText('Supported formats: JPG, PNG, GIF, PDF', { exact: true })).toBeVisible();
    await screenshotBoth(page, testInfo, 'markup-floor-plan-empty');

    // The plan belongs to its unit (DESIGN §4): linked to it, and the project still has one location.
    await expect
      .poll(async () => (await (await page.request.get(`/api/projects/${projectId}/surveys`)).json()) as unknown[])
      .toEqual(
        expect.arrayContaining([expect.objectContaining({ locationType: 'unit', locationId: '101', instanceName: 'Unit 101 Floor Plan', unitSurveyId: unitId })]),
      );
    expect(((await (await page.request.get(`/api/projects/${projectId}`)).json()) as { totalLocations: number }).totalLocations).toBe(1);

    const tools = [
      ['Media Cabinet', 'mdf', 'MC'],
      ['Data Jack', 'idf', 'DJ'],
      ['Coax', 'coax', 'C'],
      ['AP', 'ap', 'AP'],
      ['HomeRun', 'homerun', 'HR'],
      ['Power', 'power', 'P'],
    ] as const;
    for (const [index, [tool, type, label]] of tools.entries()) {
      await chooseTool(page, tool);
      await clickCanvas(page, 250 + index * 280, 400);
      const element = page.locator(`[data-layer="elements"] [data-element-type="${type}"]`);
      // The letters in the circle (the server's identifier is written beneath it once saved).
      await expect(element.locator('text').first()).toHaveText(label);
      await expect(element).toHaveAttribute('data-radius', '32');
    }
    await chooseTool(page, 'Custom');
    await clickCanvas(page, 1000, 1100);
    await page.getByRole('dialog').getByLabel('Label').fill('Closet');
    await page.getByRole('dialog').getByRole('button', { name: 'Add Label' }).click();
    await expect(elementsOf(page)).toHaveCount(7);

    await chooseTool(page, 'Select');
    await dragCanvas(page, { x: 250, y: 400 }, { x: 400, y: 900 });
    expect((await circleOf(page, 'mdf')).cy).toBeGreaterThan(850);
    await page.getByRole('button', { name: 'Undo' }).click();
    expect((await circleOf(page, 'mdf')).cy).toBeCloseTo(400, -1);
    await page.getByRole('button', { name: 'Redo' }).click();
    expect((await circleOf(page, 'mdf')).cy).toBeGreaterThan(850);

    // Images and PDFs only (PDFs: e2e/markup-pdf.spec.ts); a huge image is downscaled in the
    // browser to 4000 px wide before it is sent.
    const fileInput = page.getByTestId('markup-file-input');
    await expect(fileInput).toHaveAttribute('accept', 'image/*,application/pdf,.pdf');
    await fileInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a plan') });
    await expect(page.getByText('Please choose an image or PDF file (JPG, PNG, GIF or PDF).')).toBeVisible();
    await expect(canvasOf(page).locator('image')).toHaveCount(0);
    await uploadBackground(page, await planPng(5000, 3750));
    const stored = await page.request.get((await canvasOf(page).locator('image').getAttribute('href'))!);
    const storedBytes = await stored.body();
    expect({ width: storedBytes.readUInt32BE(16), height: storedBytes.readUInt32BE(20) }).toEqual({ width: 4000, height: 3000 });
    await expect(page.getByText('Upload a floor plan to start marking up')).toHaveCount(0);
    await page.getByRole('button', { name: 'Save to Project' }).click();
    await expect(page.getByText('Floor plan saved')).toBeVisible();
    await screenshotBoth(page, testInfo, 'markup-floor-plan');

    await page.reload();
    await expect(elementsOf(page)).toHaveCount(7);
    await expect(canvasOf(page).locator('image')).toHaveCount(1);
    expect((await circleOf(page, 'mdf')).cy).toBeGreaterThan(850);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PNG' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^floor-plan-markup-101-\d+\.png$/);
    expect(await pngSize(download)).toEqual({ width: 2000, height: 1500 });

    // Clear Image removes the background for good.
    await page.getByRole('button', { name: 'Clear Image' }).click();
    await expect(canvasOf(page).locator('image')).toHaveCount(0);
    await page.reload();
    await expect(elementsOf(page)).toHaveCount(7);
    await expect(canvasOf(page).locator('image')).toHaveCount(0);
  });

  test('auto-save after 5 s; others\' work on other elements merges; the same element changed on both sides asks: take theirs, then keep mine', async ({ page }) => {
    await signUpCompanyAdmin(page, 'Iris');
    const projectId = await createProject(page, 'Cedar Lofts');
    await page.goto(`/projects/${projectId}/site-map`);
    await chooseTool(page, 'AP');
    await clickCanvas(page, 500, 500);
    // Kept on the device at once, sent by itself 5 s after the last change.
    await expect(page.locator('[data-save-status="on-device"]')).toHaveText('Saved on this device');
    await expect(page.locator('[data-save-status="saved"]')).toBeVisible({ timeout: 9_000 });

    type Stored = { id: string; version: number; markupElements: { id: string; type: string; x: number; y: number }[] };
    const read = async (id: string) => (await (await page.request.get(`/api/surveys/${id}`)).json()) as Stored;
    const surveys = (await (await page.request.get(`/api/projects/${projectId}/surveys`)).json()) as Stored[];
    expect(surveys).toHaveLength(1);
    const surveyId = surveys[0]!.id;
    expect(surveys[0]!.markupElements).toHaveLength(1);
    const mine = surveys[0]!.markupElements[0]!;
    /** Someone else's save (the office), as element changes over the version they read. */
    const theirSave = async (upsert: object[]) => {
      const { version } = await read(surveyId);
      const response = await page.request.patch(`/api/surveys/${surveyId}`, { data: { markupChanges: { upsert, remove: [] }, baseVersion: version } });
      expect(response.ok(), await response.text()).toBe(true);
    };
    const apCircle = page.locator(`[data-layer="elements"] [data-element-id="${mine.id}"] circle`);
    const conflict = page.getByRole('alertdialog', { name: 'Someone else changed this drawing' });

    // Someone else adds three elements: other elements than mine, so they merge without asking.
    await theirSave([0, 1, 2].map((i) => ({ id: `theirs-${i}`, type: 'mdf', x: 300 + i * 300, y: 1000, radius: 24 })));
    await clickCanvas(page, 900, 500);
    await page.getByRole('button', { name: 'Save to Project' }).click();
    await expect(page.getByText('Markup saved', { exact: true })).toBeVisible();
    await expect(elementsOf(page)).toHaveCount(5);
    await expect(conflict).toHaveCount(0);
    expect((await read(surveyId)).markupElements).toHaveLength(5);

    // They move my first AP while I drag it too: that one element asks.
    await theirSave([{ ...mine, x: 1500, y: 300 }]);
    await chooseTool(page, 'Select');
    await dragCanvas(page, { x: 500, y: 500 }, { x: 500, y: 800 });
    await page.getByRole('button', { name: 'Save to Project' }).click();
    await expect(conflict).toBeVisible();
    await expect(conflict.getByRole('list', { name: 'Elements in conflict' }).getByRole('listitem')).toHaveText([/^AP\s*You changed it; they changed it\.$/]);
    await conflict.getByRole('button', { name: 'Take theirs' }).click();
    await expect(conflict).toHaveCount(0);
    await expect(apCircle).toHaveAttribute('cx', '1500');
    await expect(apCircle).toHaveAttribute('cy', '300');
    await expect(elementsOf(page)).toHaveCount(5);
    await expect(page.locator('[data-save-status="saved"]')).toBeVisible();
    expect((await read(surveyId)).markupElements.find((element) => element.id === mine.id)).toMatchObject({ x: 1500, y: 300 });

    // Again, and this time keep mine.
    await theirSave([{ ...mine, x: 1700, y: 300 }]);
    await dragCanvas(page, { x: 1500, y: 300 }, { x: 1000, y: 1200 });
    await page.getByRole('button', { name: 'Save to Project' }).click();
    await expect(conflict).toBeVisible();
    await conflict.getByRole('button', { name: 'Keep mine' }).click();
    await expect(page.locator('[data-save-status="saved"]')).toBeVisible();
    await expect.poll(async () => Number(await apCircle.getAttribute('cy'))).toBeGreaterThan(1150);
    await expect.poll(async () => (await read(surveyId)).markupElements.find((element) => element.id === mine.id)?.y).toBeGreaterThan(1150);
    expect((await read(surveyId)).markupElements).toHaveLength(5);
  });

  // How fast this is, is measured by bench/markup-frame-time.ts; here: that it works at that size.
  test('a drawing of 2,000 elements loads, and dragging one moves it in one undo step', async ({ page }) => {
    await signUpCompanyAdmin(page, 'Nico');
    const projectId = await createProject(page, 'Big Campus');
    const created = await page.request.post(`/api/projects/${projectId}/surveys`, {
      data: { id: crypto.randomUUID(), locationType: 'site-map', instanceName: 'Site Map' },
    });
    const surveyId = ((await created.json()) as { id: string }).id;
    const types = ['idf', 'mdf', 'common', 'ap', 'power', 'handheld', 'homerun', 'coax'];
    const elements = Array.from({ length: 2000 }, (_, i) =>
      i % 10 === 9
        ? { id: `e${i}`, type: 'conduit', x: (i * 37) % 1900, y: (i * 53) % 1400, x2: ((i * 37) % 1900) + 80, y2: ((i * 53) % 1400) + 40, strokeWidth: 3 }
        : { id: `e${i}`, type: types[i % types.length], x: 50 + ((i * 37) % 1900), y: 50 + ((i * 53) % 1400), radius: 24 },
    );
    // The one to drag sits on top of the others.
    elements.push({ id: 'target', type: 'ap', x: 1000, y: 750, radius: 40 });
    expect((await page.request.patch(`/api/surveys/${surveyId}`, { data: { markupElements: elements } })).ok()).toBe(true);

    await page.goto(`/projects/${projectId}/site-map`);
    await expect(elementsOf(page)).toHaveCount(2001);
    await chooseTool(page, 'Select');
    await dragCanvas(page, { x: 1000, y: 750 }, { x: 1500, y: 1000 });
    const target = page.locator('[data-layer="elements"] [data-element-id="target"] circle');
    expect(Number(await target.getAttribute('cx'))).toBeGreaterThan(1400);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(target).toHaveAttribute('cx', '1000');
    await expect(elementsOf(page)).toHaveCount(2001);
  });
});

test.describe('markup editor on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('places an element with a tap, drags it with a finger, and pinches to zoom', async ({ page }, testInfo) => {
    await signUpCompanyAdmin(page, 'Lena');
    const projectId = await createProject(page, 'Birch Commons');
    await page.goto(`/projects/${projectId}/site-map`);
    await expect(canvasOf(page)).toBeVisible();
    const box = (await paperOf(page).boundingBox())!;
    // The sheet is fitted at 4:3 across the phone's width (the canvas around it fills the screen).
    expect(box.width).toBeGreaterThan(330);
    expect(box.height / box.width).toBeCloseTo(0.75, 2);

    await chooseTool(page, 'MDF');
    const start = await screenPoint(page, 600, 500);
    await page.touchscreen.tap(start.x, start.y);
    await expect(elementsOf(page)).toHaveCount(1);

    await chooseTool(page, 'Select');
    const cdp = await page.context().newCDPSession(page);
    const end = await screenPoint(page, 1400, 1000);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', points: { x: number; y: number }[]) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points.map((p, id) => ({ x: p.x, y: p.y, id })) });
    await touch('touchStart', [start]);
    for (let i = 1; i <= 10; i++) {
      await touch('touchMove', [{ x: start.x + ((end.x - start.x) * i) / 10, y: start.y + ((end.y - start.y) * i) / 10 }]);
    }
    await touch('touchEnd', []);
    const moved = await circleOf(page, 'mdf');
    expect(moved.cx).toBeGreaterThan(1300);
    expect(moved.cy).toBeGreaterThan(900);
    await page.getByRole('button', { name: 'Undo' }).click();
    expect((await circleOf(page, 'mdf')).cx).toBeCloseTo(600, -1);
    await page.getByRole('button', { name: 'Redo' }).click();

    // Two fingers spreading apart zoom the canvas in.
    const centre = await screenPoint(page, 1000, 750);
    await touch('touchStart', [{ x: centre.x - 20, y: centre.y }, { x: centre.x + 20, y: centre.y }]);
    for (let i = 1; i <= 8; i++) await touch('touchMove', [{ x: centre.x - 20 - i * 10, y: centre.y }, { x: centre.x + 20 + i * 10, y: centre.y }]);
    await touch('touchEnd', []);
    await expect(canvasOf(page).locator('g').first()).toHaveAttribute('transform', /scale\((?!1\))/);
    await expect(elementsOf(page)).toHaveCount(1);

    await screenshotBoth(page, testInfo, 'markup-site-map-touch');
  });
});

// The editor on the two screens it is used on (issue 13): the drawing gets the screen, every tool
// is at hand and places what it says, markers read at the fitted zoom, the hint speaks of the
// pointer in hand, and runs lie beneath markers.

const SITE_MAP_POINT_TOOLS = [
  ['IDF', 'idf'],
  ['MDF', 'mdf'],
  ['Common', 'common'],
  ['AP', 'ap'],
  ['Handhold', 'handheld'],
  ['Power', 'power'],
] as const;

const FLOOR_PLAN_POINT_TOOLS = [
  ['Media Cabinet', 'mdf'],
  ['Data Jack', 'idf'],
  ['Coax', 'coax'],
  ['AP', 'ap'],
  ['HomeRun', 'homerun'],
  ['Power', 'power'],
] as const;

function toolButton(page: Page, name: string): Locator {
  return page.getByRole('group', { name: 'Tools' }).getByRole('button', { name, exact: true });
}

/** The tools, in order, each named as the spec names it and a touch target of 44 px at least. */
async function expectTools(page: Page, names: string[]) {
  const buttons = page.getByRole('group', { name: 'Tools' }).getByRole('button');
  await expect(buttons).toHaveCount(names.length);
  for (const [index, name] of names.entries()) {
    const button = buttons.nth(index);
    await expect(button).toHaveAccessibleName(name);
    await button.scrollIntoViewIfNeeded();
    const box = (await button.boundingBox())!;
    expect(Math.min(box.width, box.height), name).toBeGreaterThanOrEqual(44);
  }
}

/** Share of the viewport the canvas element covers (its box, within the viewport). */
async function canvasShare(page: Page, viewport: { width: number; height: number }): Promise<number> {
  const box = (await canvasOf(page).boundingBox())!;
  const width = Math.min(box.x + box.width, viewport.width) - Math.max(box.x, 0);
  const height = Math.min(box.y + box.height, viewport.height) - Math.max(box.y, 0);
  return (Math.max(0, width) * Math.max(0, height)) / (viewport.width * viewport.height);
}

/** A figure the journey measured, kept with its results. */
function measured(testInfo: TestInfo, what: string, value: string) {
  testInfo.annotations.push({ type: what, description: value });
}

/** The element types of the element layer, in DOM (drawing) order. */
async function layerOrder(page: Page): Promise<string[]> {
  return page.locator('[data-layer="elements"] > [data-element-id]').evaluateAll((groups) => groups.map((g) => g.getAttribute('data-element-type') ?? ''));
}

/** The on-screen box of the first circle of this element type. */
async function markerBox(page: Page, type: string) {
  return (await page.locator(`[data-layer="elements"] [data-element-type="${type}"] circle`).first().boundingBox())!;
}

async function newUnit(page: Page, projectId: string, unitNumber: string) {
  const unit = await page.request.post(`/api/projects/${projectId}/surveys`, { data: { locationType: 'unit', formData: { unitNumber } } });
  expect(unit.ok(), await unit.text()).toBe(true);
}

test.describe('the editors on a phone, by touch', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('site map and floor plan: the canvas fills the screen, every tool places by tap, markers read, runs lie beneath', async ({ page }, testInfo) => {
    await signUpCompanyAdmin(page, 'Noor');
    const projectId = await createProject(page, 'Willow Row');
    await newUnit(page, projectId, '12');
    const tap = async (x: number, y: number) => {
      const p = await screenPoint(page, x, y);
      await page.touchscreen.tap(p.x, p.y);
    };

    await page.goto(`/projects/${projectId}/site-map`);
    await expect(canvasOf(page)).toBeVisible();
    // Opened for the first time, it asks its site name (issue 25); Later puts the question away for good.
    const ask = page.getByRole('form', { name: 'Name this site map' });
    await expect(ask).toBeVisible();
    await ask.getByRole('button', { name: 'Later' }).tap();
    await expect(ask).toHaveCount(0);
    // Empty: it says how to start, in touch words, with the upload at hand.
    await expect(page.getByText('Upload a map, or pick a tool and tap the drawing to start', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Upload Map' })).toBeVisible();
    const share = await canvasShare(page, PHONE);
    measured(testInfo, 'site map canvas share at 390x844', `${(share * 100).toFixed(1)}%`);
    expect(share).toBeGreaterThanOrEqual(0.7);
    // The header keeps Cancel, Save to Project and the save status.
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Save to Project' })).toBeVisible();
    await expect(page.locator('[data-save-status]')).toBeVisible();
    await screenshotBoth(page, testInfo, 'markup-touch-site-map-empty');

    // Every tool is a touch target of 44 px at least, named as the spec names it.
    await expectTools(page, ['Select', 'Conduit', 'IDF', 'MDF', 'Common', 'AP', 'Handhold', 'Power', 'Custom']);

    // Every point tool places its marker with a tap.
    await toolButton(page, 'IDF').tap();
    await expect(page.getByText('Tap on the drawing to place IDF.', { exact: true })).toBeVisible();
    await expect(page.getByText(/Click/)).toHaveCount(0);
    for (const [index, [tool, type]] of SITE_MAP_POINT_TOOLS.entries()) {
      await toolButton(page, tool).tap();
      await expect(toolButton(page, tool)).toHaveAttribute('aria-pressed', 'true');
      await tap(300 + index * 280, 450);
      await expect(page.locator(`[data-layer="elements"] [data-element-type="${type}"]`)).toHaveCount(1);
    }
    // A tap on the space around the sheet places nothing (it would land on the sheet's edge).
    const sheet = (await paperOf(page).boundingBox())!;
    await page.touchscreen.tap(sheet.x + sheet.width / 2, sheet.y + sheet.height + 60);
    await expect(elementsOf(page)).toHaveCount(6);
    // A marker stored at the spec's radius 24 is drawn at least 24 px across at the fitted zoom.
    await expect(page.locator('[data-layer="elements"] [data-element-type="idf"]')).toHaveAttribute('data-radius', '24');
    const idfBox = await markerBox(page, 'idf');
    measured(testInfo, 'IDF marker across at the fitted zoom, 390x844', `${idfBox.width.toFixed(1)} px`);
    expect(idfBox.width).toBeGreaterThanOrEqual(24);
    expect(idfBox.height).toBeGreaterThanOrEqual(24);

    // A conduit by two taps, drawn across the markers, lies beneath them.
    await toolButton(page, 'Conduit').tap();
    await expect(page.getByText('Conduit: tap the start point, then the end point.', { exact: true })).toBeVisible();
    await tap(150, 450);
    await expect(page.getByText('Conduit: tap the end point. Tap Conduit again to cancel.', { exact: true })).toBeVisible();
    await tap(1850, 450);
    await expect(elementsOf(page)).toHaveCount(7);
    expect(await layerOrder(page)).toEqual(['conduit', 'idf', 'mdf', 'common', 'ap', 'handheld', 'power']);

    // Custom: a label dialog, then the marker with its label.
    await toolButton(page, 'Custom').tap();
    await expect(page.getByText('Tap where the custom label goes.', { exact: true })).toBeVisible();
    await tap(600, 1100);
    const dialog = page.getByRole('dialog', { name: 'Add Custom Label' });
    await dialog.getByLabel('Label').fill('Fiber entry');
    await dialog.getByRole('button', { name: 'Add Label' }).tap();
    await expect(page.locator('[data-element-type="custom"] text')).toHaveText('Fiber entry');
    await expect(elementsOf(page)).toHaveCount(8);

    // Select: a tap on a marker where it sits over the conduit picks the marker, not the run.
    await toolButton(page, 'Select').tap();
    await expect(page.getByText('Tap an element to select it, then drag it to move it.', { exact: true })).toBeVisible();
    await tap(300 + 280, 450);
    await expect(page.locator('[data-selection-id]')).toHaveCount(1);
    const selectedId = await page.locator('[data-selection-id]').getAttribute('data-selection-id');
    await expect(page.locator(`[data-layer="elements"] [data-element-id="${selectedId}"]`)).toHaveAttribute('data-element-type', 'mdf');
    // Undo, Redo and Delete Selected are one tap away.
    await page.getByRole('button', { name: 'Delete Selected' }).tap();
    await expect(elementsOf(page)).toHaveCount(7);
    await page.getByRole('button', { name: 'Undo' }).tap();
    await expect(elementsOf(page)).toHaveCount(8);
    await screenshotBoth(page, testInfo, 'markup-touch-site-map');

    // The less frequent actions sit behind More, and put themselves away again.
    const more = page.getByRole('button', { name: 'More' });
    await expect(page.getByRole('button', { name: 'Clear All' })).toBeHidden();
    await expect(more).toHaveAttribute('aria-expanded', 'false');
    await more.tap();
    await expect(more).toHaveAttribute('aria-expanded', 'true');
    const panel = page.getByRole('group', { name: 'More' });
    for (const name of ['Upload Map', 'Clear Image', 'Download PNG', 'Clear All']) await expect(panel.getByRole('button', { name })).toBeVisible();
    await expect(panel.getByLabel('Icon size')).toBeVisible();
    await expect(panel.getByLabel('Conduit width')).toBeVisible();
    await screenshotBoth(page, testInfo, 'markup-touch-site-map-more');
    await more.tap();
    await expect(panel).toBeHidden();

    // The unit's floor plan: the same, with its own tools; its runs are drawn with Run (issue 14).
    await page.goto(`/projects/${projectId}/units/12/floor-plan`);
    await expect(page.getByRole('heading', { name: 'Unit 12 Floor Plan' })).toBeVisible();
    await expect(page.getByText('Upload a floor plan to start marking up', { exact: true })).toBeVisible();
    await expect(page.getByText('Supported formats: JPG, PNG, GIF, PDF', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Upload Floor Plan' })).toBeVisible();
    const floorShare = await canvasShare(page, PHONE);
    measured(testInfo, 'floor plan canvas share at 390x844', `${(floorShare * 100).toFixed(1)}%`);
    expect(floorShare).toBeGreaterThanOrEqual(0.7);
    await screenshotBoth(page, testInfo, 'markup-touch-floor-plan-empty');
    await expectTools(page, ['Select', 'Run', 'Media Cabinet', 'Data Jack', 'Coax', 'AP', 'HomeRun', 'Power', 'Custom']);
    for (const [index, [tool, type]] of FLOOR_PLAN_POINT_TOOLS.entries()) {
      await toolButton(page, tool).tap();
      await expect(page.getByText(`Tap on the drawing to place ${tool}.`, { exact: true })).toBeVisible();
      await tap(300 + index * 280, 600);
      await expect(page.locator(`[data-layer="elements"] [data-element-type="${type}"]`)).toHaveAttribute('data-radius', '32');
    }
    expect((await markerBox(page, 'mdf')).width).toBeGreaterThanOrEqual(24);
    await toolButton(page, 'Custom').tap();
    await tap(1000, 1000);
    await page.getByRole('dialog').getByLabel('Label').fill('Closet');
    await page.getByRole('dialog').getByRole('button', { name: 'Add Label' }).tap();
    await expect(elementsOf(page)).toHaveCount(7);
    await toolButton(page, 'Select').tap();
    await expect(toolButton(page, 'Select')).toHaveAttribute('aria-pressed', 'true');
    // Its runs' width is a run width.
    await page.getByRole('button', { name: 'More' }).tap();
    await expect(page.getByRole('group', { name: 'More' }).getByLabel('Icon size')).toBeVisible();
    await expect(page.getByRole('group', { name: 'More' }).getByLabel('Run width')).toBeVisible();
    await expect(page.getByLabel('Conduit width')).toHaveCount(0);
    // Escape puts the panel away and hands the focus back to More.
    await page.getByRole('group', { name: 'More' }).getByLabel('Icon size').focus();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('group', { name: 'More' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'More' })).toBeFocused();
    await screenshotBoth(page, testInfo, 'markup-touch-floor-plan');
  });
});

test.describe('the editors at 1280x800 with a mouse', () => {
  test.use({ viewport: DESKTOP });

  test('site map and floor plan: every tool places by click, markers read and are hit where drawn, runs lie beneath', async ({ page }, testInfo) => {
    await signUpCompanyAdmin(page, 'Ines');
    const projectId = await createProject(page, 'Quarry Lane');
    await newUnit(page, projectId, '3');

    await page.goto(`/projects/${projectId}/site-map`);
    await expect(canvasOf(page)).toBeVisible();
    // Opened for the first time, it asks its site name (issue 25), saved as the site map's Site Name.
    const ask = page.getByRole('form', { name: 'Name this site map' });
    await ask.getByLabel('Site Name').fill('Quarry Lane North');
    await ask.getByRole('button', { name: 'Save name' }).click();
    await expect(ask).toHaveCount(0);
    await expect
      .poll(async () => {
        const surveys = (await (await page.request.get(`/api/projects/${projectId}/surveys`)).json()) as { locationType: string; formData: Record<string, unknown> }[];
        return surveys.find((survey) => survey.locationType === 'site-map')?.formData.siteName;
      }, { timeout: 15_000 })
      .toBe('Quarry Lane North');
    await page.reload();
    await expect(canvasOf(page)).toBeVisible();
    await expect(ask).toHaveCount(0);
    await expect(page.getByText('Upload a map, or pick a tool and click the drawing to start', { exact: true })).toBeVisible();
    const share = await canvasShare(page, DESKTOP);
    measured(testInfo, 'site map canvas share at 1280x800', `${(share * 100).toFixed(1)}%`);
    // The 4:3 sheet, framed beside the side panel: as high as the headers leave.
    expect(share).toBeGreaterThanOrEqual(0.6);
    // Everything in view at once: no More here.
    await expect(page.getByRole('button', { name: 'More' })).toBeHidden();
    for (const name of ['Upload Map', 'Clear Image', 'Download PNG', 'Clear All', 'Undo', 'Redo', 'Delete Selected']) {
      await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
    }
    await expect(page.getByLabel('Conduit width')).toBeVisible();

    await chooseTool(page, 'IDF');
    await expect(page.getByText('Click on the drawing to place IDF.', { exact: true })).toBeVisible();
    await expect(page.getByText(/\bTap\b/)).toHaveCount(0);
    for (const [index, [tool, type]] of SITE_MAP_POINT_TOOLS.entries()) {
      await chooseTool(page, tool);
      await clickCanvas(page, 300 + index * 280, 450);
      await expect(page.locator(`[data-layer="elements"] [data-element-type="${type}"]`)).toHaveCount(1);
    }
    const idfBox = await markerBox(page, 'idf');
    measured(testInfo, 'IDF marker across at the fitted zoom, 1280x800', `${idfBox.width.toFixed(1)} px`);
    expect(idfBox.width).toBeGreaterThanOrEqual(24);

    await chooseTool(page, 'Conduit');
    await expect(page.getByText('Conduit: click the start point, then the end point.', { exact: true })).toBeVisible();
    await clickCanvas(page, 150, 450);
    await expect(page.getByText('Conduit: click the end point. Esc cancels.', { exact: true })).toBeVisible();
    await clickCanvas(page, 1850, 450);
    await chooseTool(page, 'Custom');
    await clickCanvas(page, 600, 1100);
    await page.getByRole('dialog').getByLabel('Label').fill('Gate');
    await page.getByRole('dialog').getByLabel('Label').press('Enter');
    await expect(elementsOf(page)).toHaveCount(8);
    expect(await layerOrder(page)).toEqual(['conduit', 'idf', 'mdf', 'common', 'ap', 'handheld', 'power', 'custom']);

    // A click near the rim of a drawn marker picks it: hit testing follows what is drawn.
    await chooseTool(page, 'Select');
    const ap = await markerBox(page, 'ap');
    await page.mouse.click(ap.x + ap.width / 2, ap.y + 2);
    const selected = page.locator('[data-selection-id]');
    await expect(selected).toHaveCount(1);
    await expect(page.locator(`[data-layer="elements"] [data-element-id="${await selected.getAttribute('data-selection-id')}"]`)).toHaveAttribute(
      'data-element-type',
      'ap',
    );
    await uploadBackground(page);
    await screenshotBoth(page, testInfo, 'markup-mouse-site-map');

    await page.goto(`/projects/${projectId}/units/3/floor-plan`);
    await expect(page.getByText('Upload a floor plan to start marking up', { exact: true })).toBeVisible();
    await expect(page.getByText('Supported formats: JPG, PNG, GIF, PDF', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Icon size')).toBeVisible();
    await expect(page.getByLabel('Conduit width')).toHaveCount(0);
    for (const [index, [tool, type]] of FLOOR_PLAN_POINT_TOOLS.entries()) {
      await chooseTool(page, tool);
      await expect(page.getByText(`Click on the drawing to place ${tool}.`, { exact: true })).toBeVisible();
      await clickCanvas(page, 300 + index * 280, 600);
      await expect(page.locator(`[data-layer="elements"] [data-element-type="${type}"]`)).toHaveCount(1);
    }
    await chooseTool(page, 'Custom');
    await clickCanvas(page, 1000, 1000);
    await page.getByRole('dialog').getByLabel('Label').fill('Closet');
    await page.getByRole('dialog').getByRole('button', { name: 'Add Label' }).click();
    await expect(elementsOf(page)).toHaveCount(7);
    expect((await markerBox(page, 'mdf')).width).toBeGreaterThanOrEqual(24);
    await uploadBackground(page);
    await chooseTool(page, 'Select');
    await screenshotBoth(page, testInfo, 'markup-mouse-floor-plan');
  });
});

test('Cancel takes back what was drawn since the drawing was opened or saved, asking first', async ({ page }) => {
  await signUpCompanyAdmin(page, 'Ravi');
  const projectId = await createProject(page, 'Birch Gardens');
  const siteMapElements = async () => {
    const surveys = (await (await page.request.get(`/api/projects/${projectId}/surveys`)).json()) as { locationType: string; markupElements: { type: string }[] }[];
    return surveys.find((s) => s.locationType === 'site-map')?.markupElements.map((e) => e.type) ?? [];
  };

  await page.goto(`/projects/${projectId}/site-map`);
  await chooseTool(page, 'MDF');
  await clickCanvas(page, 400, 400);
  await page.getByRole('button', { name: 'Save to Project' }).click();
  await expect(page.getByText('Markup saved', { exact: true })).toBeVisible();

  // Drawn after the save, and sent by autosave (5 s) before Cancel is pressed.
  await chooseTool(page, 'IDF');
  await clickCanvas(page, 900, 400);
  await clickCanvas(page, 1300, 400);
  await expect(elementsOf(page)).toHaveCount(3);
  await expect.poll(siteMapElements, { timeout: 15_000 }).toEqual(['mdf', 'idf', 'idf']);

  // Cancel asks; Keep editing keeps everything on screen.
  await page.getByRole('button', { name: 'Cancel' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Discard your changes?' });
  await expect(ask).toContainText('2 elements were added, moved or removed');
  await ask.getByRole('button', { name: 'Keep editing' }).click();
  await expect(ask).toBeHidden();
  await expect(elementsOf(page)).toHaveCount(3);

  // Discard: back to the saved drawing, on the server too, and the page closes.
  await page.getByRole('button', { name: 'Cancel' }).click();
  await ask.getByRole('button', { name: 'Discard changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${projectId}$`));
  await expect.poll(siteMapElements, { timeout: 15_000 }).toEqual(['mdf']);
  await page.goto(`/projects/${projectId}/site-map`);
  await expect(elementsOf(page)).toHaveCount(1);

  // Nothing changed: Cancel closes without asking.
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${projectId}$`));
});

test('a site map made on another device meanwhile is opened, not made a second time', async ({ page }) => {
  await signUpCompanyAdmin(page, 'Noor');
  const projectId = await createProject(page, 'Birch Yard');
  // This device reads the project's locations while it has no site map yet (kept on the device).
  await page.goto(`/projects/${projectId}`);
  await expect(page.getByRole('heading', { name: 'Locations' })).toBeVisible();
  await expect(page.getByText('SITE-MAP')).toBeVisible();

  // Another device makes the site map and draws on it.
  const made = await page.request.post(`/api/projects/${projectId}/surveys`, { data: { locationType: 'site-map' } });
  expect(made.ok(), await made.text()).toBe(true);
  const siteMap = (await made.json()) as { id: string };
  const drawn = await page.request.patch(`/api/surveys/${siteMap.id}`, { data: { markupElements: [{ id: 'idf-a', type: 'idf', x: 400, y: 300 }] } });
  expect(drawn.ok(), await drawn.text()).toBe(true);

  await page.goto(`/projects/${projectId}/site-map`);
  await expect(page.getByTestId('markup-element-count')).toHaveText('1 element');
  const surveys = (await (await page.request.get(`/api/projects/${projectId}/surveys`)).json()) as { locationType: string }[];
  expect(surveys.filter((survey) => survey.locationType === 'site-map')).toHaveLength(1);
});
