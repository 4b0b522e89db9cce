import sharp from 'sharp';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { PHONE, screenshotBoth } from './support/screenshots';
import { signUpCompanyAdmin } from './support/session';

// A photo opened from its pin on the plan (issue 13: "pins are numbered, tapping one opens the
// photo"), end to end: the markup editor draws the photos pinned on its plan over the drawing at a
// readable size, apart from it (not counted, not selected); a click or tap on a pin, whatever the
// tool, opens the photo large with its label, pin and location, and Open location goes there.
// By mouse and keys at 1280x800, by touch at 390x844, and on a phone without signal for a photo
// that has not left the device yet.

const CANVAS = { width: 2000, height: 1500 };

type Json = Record<string, unknown>;

async function api<T = Json>(page: Page, method: 'get' | 'post' | 'patch' | 'put', path: string, data?: unknown): Promise<T> {
  const response = await page.request[method](path, data === undefined ? {} : { data });
  expect(response.ok(), `${method.toUpperCase()} ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** A light plan with rooms, so that screenshots show a background under the pins. */
async function planImage(): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900">
    <rect width="100%" height="100%" fill="#eef2f7"/>
    <g fill="none" stroke="#94a3b8" stroke-width="10">
      <rect x="40" y="40" width="1120" height="820"/>
      <line x1="600" y1="40" x2="600" y2="700"/>
      <line x1="40" y1="450" x2="1160" y2="450"/>
    </g>
  </svg>`;
  return `data:image/png;base64,${(await sharp(Buffer.from(svg)).png().toBuffer()).toString('base64')}`;
}

/** A photo with a stripe, so that it is plainly a picture in the screenshots. */
async function photoBytes(tint: { r: number; g: number; b: number }) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480">
    <rect width="100%" height="100%" fill="rgb(${tint.r},${tint.g},${tint.b})"/>
    <rect x="250" y="60" width="140" height="360" fill="#f8fafc" opacity="0.85"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg().toBuffer();
}

async function uploadPhoto(page: Page, surveyId: string, name: string, label: string, tint: { r: number; g: number; b: number }) {
  const response = await page.request.post(`/api/surveys/${surveyId}/photos`, {
    multipart: { photo: { name, mimeType: 'image/jpeg', buffer: await photoBytes(tint) }, elevationLevel: '1' },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { id } = (await response.json()) as { id: string };
  await api(page, 'put', `/api/photos/${id}`, { label });
  return id;
}

/** Unit 204 with its floor plan, an MDF, the site map; a photo of the MDF pinned on the site map, one of the unit on its floor plan. */
async function buildProject(page: Page) {
  const project = await api<{ id: string }>(page, 'post', '/api/projects', { name: 'Cedar Court' });
  const surveys = `/api/projects/${project.id}/surveys`;
  const unit = await api<{ id: string; instanceName: string }>(page, 'post', surveys, { locationType: 'unit', formData: { unitNumber: '204' } });
  const floorPlan = await api<{ id: string }>(page, 'post', surveys, { locationType: 'unit', unitSurveyId: unit.id });
  await api(page, 'patch', `/api/surveys/${floorPlan.id}`, {
    uploadedImage: await planImage(),
    markupElements: [
      { id: 'ap', type: 'ap', x: 500, y: 400 },
      { id: 'run', type: 'conduit', x: 300, y: 1200, x2: 1700, y2: 1200 },
    ],
  });
  const mdf = await api<{ id: string; instanceName: string }>(page, 'post', surveys, { locationType: 'mdf' });
  const siteMap = await api<{ id: string }>(page, 'post', surveys, { locationType: 'site-map', instanceName: 'Site Map' });
  await api(page, 'patch', `/api/surveys/${siteMap.id}`, {
    uploadedImage: await planImage(),
    markupElements: [
      { id: 'mdf', type: 'mdf', x: 400, y: 520 },
      { id: 'idf', type: 'idf', x: 1360, y: 520 },
      { id: 'run', type: 'conduit', x: 400, y: 520, x2: 1360, y2: 520 },
    ],
  });
  const mdfPhoto = await uploadPhoto(page, mdf.id, 'mdf-rack.jpg', 'MDF rack, front', { r: 70, g: 100, b: 150 });
  await api(page, 'put', `/api/photos/${mdfPhoto}/pin`, { surveyId: siteMap.id, x: 900, y: 800, direction: 90 });
  const unitPhoto = await uploadPhoto(page, unit.id, 'living-room.jpg', 'Living room jack', { r: 170, g: 110, b: 80 });
  await api(page, 'put', `/api/photos/${unitPhoto}/pin`, { surveyId: floorPlan.id, x: 1100, y: 700, direction: 180 });
  return { projectId: project.id, unit, mdf, siteMapId: siteMap.id, floorPlanId: floorPlan.id };
}

function canvasOf(page: Page): Locator {
  return page.getByRole('application', { name: /canvas/ });
}

function pinOf(page: Page, number: number): Locator {
  return page.locator(`[data-layer="photo-pins"] [data-photo-pin="${number}"]`);
}

/** The pin's disc as drawn on screen. */
async function pinDisc(page: Page, number: number) {
  return (await pinOf(page, number).locator('circle').nth(1).boundingBox())!;
}

function photoDialog(page: Page, label: string): Locator {
  return page.getByRole('dialog', { name: label });
}

/** Waits until the dialog's photo has loaded (not the placeholder of one that failed). */
async function expectPhotoShown(dialog: Locator, label: string) {
  const image = dialog.getByRole('img', { name: label });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((element) => (element instanceof HTMLImageElement ? element.naturalWidth : 0))).toBeGreaterThan(0);
  return image;
}

test('desktop: the site map draws pin 1 over the drawing; a click opens the photo, keys and the list do too, Open location goes there', async ({ page }, testInfo) => {
  await signUpCompanyAdmin(page, 'Ines');
  const { projectId, mdf, siteMapId } = await buildProject(page);

  await page.goto(`/projects/${projectId}/site-map`);
  await expect(canvasOf(page)).toBeVisible();
  await expect(page.getByTestId('markup-element-count')).toHaveText('3 elements');
  const pin = pinOf(page, 1);
  await expect(pin).toBeVisible();
  // Over the drawing, apart from it: a button of its own, not an element of the drawing.
  await expect(pin).toHaveAccessibleName('Photo pin 1: MDF rack, front');
  await expect(page.locator('[data-layer="elements"] [data-photo-pin]')).toHaveCount(0);
  const disc = await pinDisc(page, 1);
  expect(disc.width).toBeGreaterThanOrEqual(28);
  expect(disc.width).toBeLessThanOrEqual(40);
  // The More panel lists it (always shown on a wide screen), with the toggle on.
  const list = page.locator('[data-photo-pins-panel]');
  await expect(list.getByRole('heading', { name: 'Photos on this plan (1)' })).toBeVisible();
  await expect(list.getByRole('checkbox', { name: 'Show photo pins' })).toBeChecked();
  await screenshotBoth(page, testInfo, 'pin-open-site-map-editor');

  await test.step('a click on the pin with a marker tool opens the photo and places nothing', async () => {
    await page.getByRole('group', { name: 'Tools' }).getByRole('button', { name: 'IDF', exact: true }).click();
    const box = (await pin.locator('circle').nth(1).boundingBox())!;
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    const dialog = photoDialog(page, 'MDF rack, front');
    await expect(dialog).toBeVisible();
    await expectPhotoShown(dialog, 'MDF rack, front');
    await expect(dialog.getByText('Pin 1 on Site Map', { exact: true })).toBeVisible();
    await expect(dialog.getByText(`Location: ${mdf.instanceName}`)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Open location' })).toBeVisible();
    await screenshotBoth(page, testInfo, 'pin-open-site-map-dialog');
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('markup-element-count')).toHaveText('3 elements');
    // Off the pin, the tool places its marker as ever.
    const paper = (await canvasOf(page).locator('[data-canvas-paper]').boundingBox())!;
    await page.mouse.click(paper.x + (1600 / CANVAS.width) * paper.width, paper.y + (1200 / CANVAS.height) * paper.height);
    await expect(page.getByTestId('markup-element-count')).toHaveText('4 elements');
    await page.getByRole('button', { name: 'Undo', exact: true }).click();
    await expect(page.getByTestId('markup-element-count')).toHaveText('3 elements');
  });

  await test.step('the keyboard: the pin is a button, Enter opens it, Escape brings focus back', async () => {
    await pin.focus();
    await page.keyboard.press('Enter');
    const dialog = photoDialog(page, 'MDF rack, front');
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(pin).toBeFocused();
    await list.getByRole('button', { name: 'Photo pin 1: MDF rack, front' }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close photo' }).click();
    await expect(dialog).toBeHidden();
  });

  await test.step('Show photo pins off takes them off the drawing; the list still opens them', async () => {
    await list.getByRole('checkbox', { name: 'Show photo pins' }).uncheck();
    await expect(page.locator('[data-layer="photo-pins"]')).toHaveCount(0);
    await list.getByRole('checkbox', { name: 'Show photo pins' }).check();
    await expect(pin).toBeVisible();
  });

  await test.step('Open location goes to the photo’s location', async () => {
    await pin.focus();
    await page.keyboard.press('Enter');
    await photoDialog(page, 'MDF rack, front').getByRole('button', { name: 'Open location' }).click();
    await expect(page).toHaveURL(`/projects/${projectId}/surveys/${mdf.id}`);
    await expect(page.getByRole('heading', { name: 'Capture Photos' })).toBeVisible();
  });

  await test.step('the site-map survey’s own page draws and opens the same pin', async () => {
    await page.goto(`/projects/${projectId}/surveys/${siteMapId}`);
    await expect(canvasOf(page)).toBeVisible();
    const disc = await pinDisc(page, 1);
    await page.mouse.click(disc.x + disc.width / 2, disc.y + disc.height / 2);
    const dialog = photoDialog(page, 'MDF rack, front');
    await expectPhotoShown(dialog, 'MDF rack, front');
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect(canvasOf(page)).toBeFocused();
  });
});

test.describe('on a phone, by touch', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('the unit’s floor plan: a tap on pin 1 opens the photo; offline, a photo not uploaded yet opens from its pin too', async ({ page, context }, testInfo) => {
    test.setTimeout(120_000);
    await signUpCompanyAdmin(page, 'Kai');
    const { projectId, unit } = await buildProject(page);

    await page.goto(`/projects/${projectId}/units/204/floor-plan`);
    await expect(canvasOf(page)).toBeVisible();
    await expect(page.getByTestId('markup-element-count')).toHaveText('2 elements');
    const pin = pinOf(page, 1);
    await expect(pin).toBeVisible();
    // Readable on the whole plan on a phone, and a finger's size.
    const disc = await pinDisc(page, 1);
    expect(disc.width).toBeGreaterThanOrEqual(28);
    await screenshotBoth(page, testInfo, 'pin-open-floor-plan-editor-touch');
    // More lists the plan's photos, each a touch target.
    await page.getByRole('button', { name: 'More' }).tap();
    const list = page.locator('[data-photo-pins-panel]');
    await expect(list.getByRole('heading', { name: 'Photos on this plan (1)' })).toBeVisible();
    const item = (await list.getByRole('button', { name: 'Photo pin 1: Living room jack' }).boundingBox())!;
    expect(item.height).toBeGreaterThanOrEqual(44);
    await page.screenshot({ path: 'test-results/screenshots/pin-open-floor-plan-more-touch-phone.png' });
    await page.getByRole('button', { name: 'More' }).tap();
    await expect(list).toBeHidden();

    // A tap with the Select tool: the photo, not a selection.
    await page.touchscreen.tap(disc.x + disc.width / 2, disc.y + disc.height / 2);
    const dialog = photoDialog(page, 'Living room jack');
    await expect(dialog).toBeVisible();
    await expectPhotoShown(dialog, 'Living room jack');
    await expect(dialog.getByText('Pin 1 on Unit 204 Floor Plan', { exact: true })).toBeVisible();
    await expect(dialog.getByText(`Location: ${unit.instanceName}`)).toBeVisible();
    // Full screen once it has opened (it grows in over a few frames), its controls touch targets.
    await dialog.evaluate((element) => Promise.all(element.getAnimations({ subtree: true }).map((animation) => animation.finished)));
    const box = (await dialog.boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(PHONE.width - 1);
    for (const name of ['Open location', 'Close']) {
      const button = (await dialog.getByRole('button', { name, exact: true }).boundingBox())!;
      expect(button.height, name).toBeGreaterThanOrEqual(44);
    }
    await screenshotBoth(page, testInfo, 'pin-open-floor-plan-dialog-touch');
    await dialog.getByRole('button', { name: 'Open location' }).tap();
    await expect(page).toHaveURL(`/projects/${projectId}/surveys/${unit.id}`);
    await expect(page.getByRole('heading', { name: 'Capture Photos' })).toBeVisible();

    await test.step('without signal: a photo taken now, pinned on the floor plan, opens from its pin from the device', async () => {
      // Once online, what the steps below open (the gallery, the pin dialog, the editor) loads.
      await page.getByRole('button', { name: 'View Living room jack' }).tap();
      const gallery = page.getByRole('dialog', { name: 'Living room jack' });
      await gallery.getByRole('button', { name: 'Move pin', exact: true }).tap();
      await page.getByRole('dialog', { name: 'Pin on plan' }).getByRole('button', { name: 'Close' }).tap();
      await gallery.getByRole('button', { name: 'Close gallery' }).tap();
      await expect(gallery).toBeHidden();

      await context.setOffline(true);
      await page.locator('input[type="file"][accept="image/*"]').setInputFiles([
        { name: 'hallway.jpg', mimeType: 'image/jpeg', buffer: await photoBytes({ r: 90, g: 150, b: 100 }) },
      ]);
      await page.getByRole('button', { name: 'View hallway.jpg' }).tap();
      const hallway = page.getByRole('dialog', { name: 'hallway.jpg' });
      await hallway.getByRole('button', { name: 'Pin on plan' }).tap();
      const pinDialog = page.getByRole('dialog', { name: 'Pin on plan' });
      const paper = (await pinDialog.locator('[data-plan-paper]').boundingBox())!;
      await page.touchscreen.tap(paper.x + (1500 / CANVAS.width) * paper.width, paper.y + (400 / CANVAS.height) * paper.height);
      await pinDialog.getByRole('button', { name: 'Save' }).tap();
      await expect(pinDialog).toBeHidden();
      await expect(hallway.getByText('Pin 2 on Unit 204 Floor Plan', { exact: true })).toBeVisible();
      await hallway.getByRole('button', { name: 'Close gallery' }).tap();

      await page.getByRole('button', { name: 'Open Unit Markup' }).tap();
      await expect(canvasOf(page)).toBeVisible();
      const second = pinOf(page, 2);
      await expect(second).toBeVisible();
      await expect(second).toHaveAccessibleName('Photo pin 2: hallway.jpg');
      const at = await pinDisc(page, 2);
      await page.touchscreen.tap(at.x + at.width / 2, at.y + at.height / 2);
      const view = photoDialog(page, 'hallway.jpg');
      await expect(view).toBeVisible();
      const image = await expectPhotoShown(view, 'hallway.jpg');
      await expect(image).toHaveAttribute('src', /^blob:/);
      await expect(view.getByText('On this device: waiting to upload')).toBeVisible();
      await expect(view.getByText(`Location: ${unit.instanceName}`)).toBeVisible();
      await screenshotBoth(page, testInfo, 'pin-open-offline-dialog-touch');
      await view.getByRole('button', { name: 'Close', exact: true }).tap();
      await expect(view).toBeHidden();
      await context.setOffline(false);
    });
  });
});
