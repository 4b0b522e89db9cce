import sharp from 'sharp';
import { expect, test, type Page } from '@playwright/test';
import { openOfflineBrowser, savedReadKeys, syncBadge, waitForServiceWorker, type OfflineBrowser } from './support/offline-browser';
import { screenshotBoth } from './support/screenshots';
import { signUpCompanyAdmin } from './support/session';

// A whole survey day without signal (DESIGN §6), with the network cut for real between the
// browser and the server: everything is kept on the device across screens, a reload and a
// closed browser, and reaches the server exactly once, in order, when the signal returns.

interface Survey {
  id: string;
  locationType: string;
  instanceName: string | null;
  formData: Record<string, unknown>;
  isCompleted: boolean;
  markupElements: { type: string; text?: string }[];
  locationId: string;
  unitSurveyId: string | null;
}
interface Photo {
  id: string;
  label: string | null;
  originalName: string;
}

async function photoJpeg(shade: number): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: { r: shade, g: 90, b: 160 } } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

function canvasOf(page: Page) {
  return page.getByRole('application', { name: /canvas/ });
}

async function clickCanvas(page: Page, x: number, y: number) {
  const box = (await canvasOf(page).boundingBox())!;
  await page.mouse.click(box.x + (x / 2000) * box.width, box.y + (y / 1500) * box.height);
}

async function chooseTool(page: Page, name: string) {
  await page.getByRole('group', { name: 'Tools' }).getByRole('button', { name, exact: true }).click();
}

let browser: OfflineBrowser;

test.afterEach(async () => {
  await browser?.close();
});

// Playwright hands fixtures to a destructured first argument; these journeys open their own browser.
// eslint-disable-next-line no-empty-pattern
test('a survey day without signal: everything kept on the device, then sent exactly once, in order', async ({}, testInfo) => {
  test.setTimeout(240_000);
  browser = await openOfflineBrowser();
  let page = browser.page;

  // Online: sign in and open the project, as the surveyor does before going down.
  await signUpCompanyAdmin(page, 'Dana');
  const created = await page.request.post('/api/projects', { data: { name: 'Elm Court' } });
  const projectId = ((await created.json()) as { id: string }).id;
  await page.goto('/projects');
  await page.getByRole('link', { name: 'Elm Court' }).click();
  await expect(page.getByRole('heading', { name: 'Elm Court' })).toBeVisible();
  await waitForServiceWorker(page);
  await expect(syncBadge(page)).toHaveAccessibleName(/All changes sent/);

  // The basement: no signal at all.
  browser.relay.cut();
  const writesBefore = browser.relay.writes().length;

  // A new unit: the form opens at once, without the server.
  await page.getByRole('link', { name: /^UNIT/ }).click();
  await page.getByRole('button', { name: 'Create New Location' }).click();
  await expect(page).toHaveURL(/\/surveys\//);
  const unitId = page.url().split('/surveys/')[1]!;
  await expect(page.getByText('You’re offline')).toBeVisible();
  await page.getByLabel(/^1\. Unit Number/).fill('204');
  await page.getByLabel(/^2\. Floor/).fill('2');
  await page.getByLabel(/^3\. Room Count/).fill('4');
  await expect(page.getByTestId('form-save-status')).toContainText('Saved on this device');
  await page.getByRole('button', { name: 'Complete Survey' }).click();
  await expect(page.getByText('Survey completed').first()).toBeVisible();
  await expect(page.getByText('Completed', { exact: true })).toBeVisible();

  // Three photos, kept with their bytes on the device.
  await page.locator('input[type="file"][accept="image/*"]').setInputFiles([
    { name: 'rack.jpg', mimeType: 'image/jpeg', buffer: await photoJpeg(40) },
    { name: 'panel.jpg', mimeType: 'image/jpeg', buffer: await photoJpeg(120) },
    { name: 'closet.jpg', mimeType: 'image/jpeg', buffer: await photoJpeg(200) },
  ]);
  const photos = page.locator('li[data-photo-id]');
  await expect(photos).toHaveCount(3);
  await expect(photos.first().locator('img')).toHaveAttribute('src', /^blob:/);

  // A label, and a delete (of a photo that never left the device).
  await page.getByRole('button', { name: 'Edit label of rack.jpg' }).click();
  await page.getByLabel('Label for rack.jpg').fill('Rack, north wall');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.locator('li[aria-label="Rack, north wall"]')).toBeVisible();
  await page.locator('li[aria-label="closet.jpg"]').getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(photos).toHaveCount(2);
  await screenshotBoth(page, testInfo, 'offline-day-unit');

  // The unit's floor plan, opened for the first time without signal.
  await page.getByRole('button', { name: 'Open Unit Markup' }).click();
  await expect(canvasOf(page)).toBeVisible();
  await chooseTool(page, 'Data Jack');
  await clickCanvas(page, 600, 500);
  await clickCanvas(page, 1400, 500);
  await expect(page.locator('[data-layer="elements"] [data-element-id]')).toHaveCount(2);
  await page.getByRole('button', { name: 'Save to Project' }).click();
  await expect(page.getByText('Saved on this device').first()).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(canvasOf(page)).toBeHidden();

  // The site map, through the dashboard.
  await page.getByRole('link', { name: 'Back to Locations' }).click();
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await page.getByRole('link', { name: /^SITE-MAP/ }).click();
  await page.getByRole('link', { name: 'Open Site Map' }).click();
  await expect(canvasOf(page)).toBeVisible();
  await chooseTool(page, 'IDF');
  await clickCanvas(page, 400, 400);
  await chooseTool(page, 'MDF');
  await clickCanvas(page, 900, 400);
  await chooseTool(page, 'Conduit');
  await clickCanvas(page, 400, 800);
  await clickCanvas(page, 900, 800);
  await expect(page.locator('[data-layer="elements"] [data-element-id]')).toHaveCount(3);
  // Leaving through Dashboard right away keeps the drawing.
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Elm Court' })).toBeVisible();
  await expect(syncBadge(page)).toHaveAccessibleName(/changes waiting · 2 photos/);
  await screenshotBoth(page, testInfo, 'offline-day-dashboard');

  /** Everything done today is shown, from the device alone. */
  async function expectDayShown(current: Page) {
    await current.goto(`/projects/${projectId}/survey-types/unit`);
    // Named after its unit number (issue 15).
    const entry = current.getByRole('listitem').filter({ hasText: 'Unit 204' });
    await expect(entry).toBeVisible();
    await current.goto(`/projects/${projectId}/surveys/${unitId}`);
    await expect(current.getByLabel(/^1\. Unit Number/)).toHaveValue('204');
    await expect(current.getByLabel(/^2\. Floor/)).toHaveValue('2');
    await expect(current.getByText('Completed', { exact: true })).toBeVisible();
    await expect(current.locator('li[data-photo-id]')).toHaveCount(2);
    await expect(current.locator('li[aria-label="Rack, north wall"]')).toBeVisible();
    await current.getByRole('button', { name: 'Open Unit Markup' }).click();
    await expect(current.locator('[data-layer="elements"] [data-element-id]')).toHaveCount(2);
    await current.getByRole('button', { name: 'Cancel' }).click();
    await current.goto(`/projects/${projectId}/site-map`);
    await expect(current.locator('[data-layer="elements"] [data-element-id]')).toHaveCount(3);
    await expect(syncBadge(current)).toHaveAccessibleName(/changes waiting · 2 photos/);
  }

  // A reload, and a closed and reopened browser, lose nothing.
  await page.reload();
  await expectDayShown(page);
  page = await browser.reopen();
  await page.goto(`/projects/${projectId}`);
  await expect(page.getByRole('heading', { name: 'Elm Court' })).toBeVisible();
  await expectDayShown(page);
  expect(browser.relay.writes().length).toBe(writesBefore);

  // Signal again: everything goes, and the badge comes back to nothing waiting.
  browser.relay.restore();
  await page.goto(`/projects/${projectId}`);
  await expect(syncBadge(page)).toHaveAccessibleName(/All changes sent/, { timeout: 60_000 });
  await screenshotBoth(page, testInfo, 'offline-day-synced');

  const surveys = (await (await page.request.get(`/api/projects/${projectId}/surveys`)).json()) as Survey[];
  const units = surveys.filter((survey) => survey.locationType === 'unit' && survey.unitSurveyId === null);
  const floorPlans = surveys.filter((survey) => survey.unitSurveyId === unitId);
  const siteMaps = surveys.filter((survey) => survey.locationType === 'site-map');
  expect(units).toHaveLength(1);
  expect(units[0]).toMatchObject({ id: unitId, isCompleted: true, formData: { unitNumber: '204', floor: 2, roomCount: 4 } });
  expect(floorPlans).toHaveLength(1);
  expect(floorPlans[0]!.markupElements).toHaveLength(2);
  expect(siteMaps).toHaveLength(1);
  expect(siteMaps[0]!.markupElements.map((element) => element.type).sort()).toEqual(['conduit', 'idf', 'mdf']);
  const stored = (await (await page.request.get(`/api/surveys/${unitId}/photos`)).json()) as Photo[];
  expect(stored.map((photo) => [photo.originalName, photo.label]).sort()).toEqual([
    ['panel.jpg', null],
    ['rack.jpg', 'Rack, north wall'],
  ]);

  // Exactly once, in order: each create and upload once, the photo that was deleted never sent,
  // the unit before its fields, its completion after them, photos after the unit, the label after its photo.
  const writes = browser.relay.writes().slice(writesBefore);
  const index = (pattern: RegExp) => writes.findIndex((write) => pattern.test(write));
  const count = (pattern: RegExp) => writes.filter((write) => pattern.test(write)).length;
  expect(count(new RegExp(`^POST /api/projects/${projectId}/surveys$`))).toBe(3);
  expect(count(new RegExp(`^POST /api/surveys/${unitId}/photos$`))).toBe(2);
  expect(count(/^PUT \/api\/photos\//)).toBe(1);
  expect(count(/^DELETE /)).toBe(0);
  const unitCreate = index(new RegExp(`^POST /api/projects/${projectId}/surveys$`));
  const unitPatches = writes.flatMap((write, at) => (write === `PATCH /api/surveys/${unitId}` ? [at] : []));
  expect(unitPatches.length).toBeGreaterThanOrEqual(2);
  expect(unitCreate).toBeLessThan(unitPatches[0]!);
  expect(unitCreate).toBeLessThan(index(/\/photos$/));
  expect(index(/\/photos$/)).toBeLessThan(index(/^PUT \/api\/photos\//));

  // The next basement: the photos, now the server's, still show from the device.
  await page.goto(`/projects/${projectId}/surveys/${unitId}`);
  const sent = page.locator('li[data-photo-id] img');
  await expect(sent).toHaveCount(2);
  await expect(sent.first()).toHaveAttribute('src', /^\/api\/photos\//);
  await expect.poll(() => sent.evaluateAll((images) => images.every((image) => (image as HTMLImageElement).naturalWidth > 0))).toBe(true);
  // Once Riser has saved the photo list it read (it does so within a moment of reading).
  await expect.poll(() => savedReadKeys(page)).toContain(JSON.stringify(['surveys', unitId, 'photos']));
  browser.relay.cut();
  await page.reload();
  await expect(page.getByLabel(/^1\. Unit Number/)).toHaveValue('204');
  await expect(sent).toHaveCount(2);
  await expect.poll(() => sent.evaluateAll((images) => images.every((image) => (image as HTMLImageElement).naturalWidth > 0))).toBe(true);
});
