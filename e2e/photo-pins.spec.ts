import sharp from 'sharp';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { PHONE, screenshotBoth } from './support/screenshots';
import { signUpCompanyAdmin } from './support/session';

// Photos pinned on the plans (DESIGN §5), end to end: from a photo's full-screen view the
// surveyor pins it on its unit's floor plan or the site map with the way the camera looked,
// by mouse and keys on a desktop and by touch on a phone; the server numbers the pins per plan,
// the photo names its pin, and the report draws it.

const CANVAS = { width: 2000, height: 1500 };

type Json = Record<string, unknown>;

async function api<T = Json>(page: Page, method: 'get' | 'post' | 'patch' | 'put', path: string, data?: unknown): Promise<T> {
  const response = await page.request[method](path, data === undefined ? {} : { data });
  expect(response.ok(), `${method.toUpperCase()} ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** A light "plan": rooms and walls, so that screenshots show a background under the pins. */
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

async function uploadPhoto(page: Page, surveyId: string, name: string, tint: { r: number; g: number; b: number }) {
  const buffer = await sharp({ create: { width: 320, height: 240, channels: 3, background: tint } }).jpeg().toBuffer();
  const response = await page.request.post(`/api/surveys/${surveyId}/photos`, {
    multipart: { photo: { name, mimeType: 'image/jpeg', buffer }, elevationLevel: '2' },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { id: string }).id;
}

/** A project with unit 204, its floor plan (drawn over an image), an MDF, and a photo in each. */
async function buildProject(page: Page) {
  const project = await api<{ id: string }>(page, 'post', '/api/projects', { name: 'Cedar Court' });
  const surveys = `/api/projects/${project.id}/surveys`;
  const unit = await api<{ id: string }>(page, 'post', surveys, { locationType: 'unit', formData: { unitNumber: '204' } });
  const floorPlan = await api<{ id: string; instanceName: string }>(page, 'post', surveys, { locationType: 'unit', unitSurveyId: unit.id });
  expect(floorPlan.instanceName).toBe('Unit 204 Floor Plan');
  await api(page, 'patch', `/api/surveys/${floorPlan.id}`, {
    uploadedImage: await planImage(),
    markupElements: [
      { id: 'ap', type: 'ap', x: 500, y: 400 },
      { id: 'run', type: 'conduit', x: 300, y: 1200, x2: 1700, y2: 1200 },
    ],
  });
  const mdf = await api<{ id: string }>(page, 'post', surveys, { locationType: 'mdf' });
  return {
    projectId: project.id,
    unitId: unit.id,
    floorPlanId: floorPlan.id,
    mdfId: mdf.id,
    unitPhoto: await uploadPhoto(page, unit.id, 'living-room.jpg', { r: 180, g: 120, b: 90 }),
    mdfPhoto: await uploadPhoto(page, mdf.id, 'mdf-rack.jpg', { r: 90, g: 110, b: 160 }),
  };
}

async function addSiteMap(page: Page, projectId: string) {
  const siteMap = await api<{ id: string }>(page, 'post', `/api/projects/${projectId}/surveys`, { locationType: 'site-map', instanceName: 'Site Map' });
  await api(page, 'patch', `/api/surveys/${siteMap.id}`, {
    uploadedImage: await planImage(),
    markupElements: [
      { id: 'mdf', type: 'mdf', x: 400, y: 520 },
      { id: 'idf', type: 'idf', x: 1360, y: 520 },
      { id: 'run', type: 'conduit', x: 400, y: 520, x2: 1360, y2: 520 },
    ],
  });
  return siteMap.id;
}

interface ShownPin {
  surveyId: string;
  x: number;
  y: number;
  direction: number | null;
  number: number;
}

async function pinOf(page: Page, surveyId: string, photoId: string): Promise<ShownPin | null> {
  const photos = await api<{ id: string; pin: ShownPin | null }[]>(page, 'get', `/api/surveys/${surveyId}/photos`);
  return photos.find((photo) => photo.id === photoId)?.pin ?? null;
}

/** Opens the full-screen view of a photo from its card. */
async function openPhoto(page: Page, name: string): Promise<Locator> {
  await page.getByRole('button', { name: `View ${name}` }).click();
  const gallery = page.getByRole('dialog', { name });
  await expect(gallery).toBeVisible();
  return gallery;
}

function pinDialogOf(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Pin on plan' });
}

function planCanvas(dialog: Locator): Locator {
  return dialog.getByRole('application', { name: /where the photo was taken/ });
}

/** Canvas coordinates (2000x1500) to a screen position on the plan as shown. */
async function screenPoint(dialog: Locator, x: number, y: number) {
  const box = (await dialog.locator('[data-plan-paper]').boundingBox())!;
  return { x: box.x + (x / CANVAS.width) * box.width, y: box.y + (y / CANVAS.height) * box.height };
}

/** The photo's own pin as drawn on the plan: its centre in canvas units, and the end of its direction stroke. */
async function drawnPin(dialog: Locator) {
  const pin = dialog.locator('[data-current-pin="true"]');
  const circle = pin.locator('circle').nth(1);
  return { cx: Number(await circle.getAttribute('cx')), cy: Number(await circle.getAttribute('cy')), strokes: await pin.locator('line').count() };
}

test('desktop: a unit’s photo is pinned on its floor plan with a direction, moved by keys, and named by its pin', async ({ page }, testInfo) => {
  await signUpCompanyAdmin(page, 'Pia');
  const { projectId, unitId, floorPlanId, mdfId, unitPhoto } = await buildProject(page);

  await test.step('a photo of another location, with no site map yet, is told so plainly', async () => {
    await page.goto(`/projects/${projectId}/surveys/${mdfId}`);
    const gallery = await openPhoto(page, 'mdf-rack.jpg');
    await gallery.getByRole('button', { name: 'Pin on plan' }).click();
    const dialog = pinDialogOf(page);
    await expect(dialog.getByText('This project has no site map yet. Open Site Map to start one.', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Open Site Map' })).toHaveAttribute('href', `/projects/${projectId}/site-map`);
    // Nothing else: no plan to tap, no Save.
    await expect(planCanvas(dialog)).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Save' })).toHaveCount(0);
    await screenshotBoth(page, testInfo, 'photo-pins-no-site-map');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(gallery).toBeVisible();
  });

  await test.step('click places the pin, a drag from it sets the direction, arrow keys move it', async () => {
    await page.goto(`/projects/${projectId}/surveys/${unitId}`);
    const gallery = await openPhoto(page, 'living-room.jpg');
    await gallery.getByRole('button', { name: 'Pin on plan' }).click();
    const dialog = pinDialogOf(page);
    await expect(dialog.getByText('living-room.jpg')).toBeVisible();
    // The unit has its floor plan and the project no site map: no choice to make.
    await expect(dialog.getByRole('group', { name: 'Plan', exact: true })).toHaveCount(0);
    const canvas = planCanvas(dialog);
    await expect(canvas).toHaveAccessibleName('Unit 204 Floor Plan: where the photo was taken');
    await expect(dialog.locator('[data-layer="plan"] image')).toHaveAttribute('href', /^\/api\/surveys\/.+\/image/);
    await expect(dialog.locator('[data-layer="plan"] [data-element-id]')).toHaveCount(2);
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();

    const at = await screenPoint(dialog, 600, 500);
    await page.mouse.click(at.x, at.y);
    await expect(dialog.getByRole('status').filter({ hasText: 'Pin 1' })).toHaveText('Pin 1 on Unit 204 Floor Plan · No direction');
    let drawn = await drawnPin(dialog);
    expect(Math.abs(drawn.cx - 600)).toBeLessThanOrEqual(4);
    expect(Math.abs(drawn.cy - 500)).toBeLessThanOrEqual(4);
    expect(drawn.strokes).toBe(0);

    // Drag from the pin towards the right of the plan: the camera looked right (90°).
    const towards = await screenPoint(dialog, 1500, drawn.cy);
    const from = await screenPoint(dialog, drawn.cx, drawn.cy);
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.mouse.move(towards.x, towards.y, { steps: 10 });
    await page.mouse.up();
    const direction = dialog.getByLabel('Direction (°)');
    await expect(direction).toHaveValue(/^(8[89]|9[0-2])$/);
    await direction.fill('90');
    await expect(dialog.getByRole('status').filter({ hasText: 'Pin 1' })).toHaveText('Pin 1 on Unit 204 Floor Plan · Looking right (90°)');
    expect((await drawnPin(dialog)).strokes).toBe(1);

    // Keys: the plan takes arrow keys (the gallery behind does not turn to another photo).
    await canvas.focus();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Shift+ArrowRight');
    drawn = await drawnPin(dialog);
    const placed = { x: drawn.cx, y: drawn.cy };
    expect(Math.abs(placed.x - 650)).toBeLessThanOrEqual(4);
    expect(Math.abs(placed.y - 510)).toBeLessThanOrEqual(4);
    // Turn buttons and No direction are labelled controls too.
    await dialog.getByRole('button', { name: 'Turn right 15°' }).click();
    await expect(direction).toHaveValue('105');
    await dialog.getByRole('button', { name: 'No direction' }).click();
    await expect(direction).toHaveValue('');
    await dialog.getByRole('button', { name: 'Turn left 15°' }).click();
    await expect(direction).toHaveValue('345');
    await direction.fill('90');
    await screenshotBoth(page, testInfo, 'photo-pins-floor-plan-dialog');

    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(gallery.getByText('Pin 1 on Unit 204 Floor Plan', { exact: true })).toBeVisible();
    await expect(gallery.getByText('Looking right (90°)')).toBeVisible();
    await expect(gallery.getByRole('img', { name: 'Unit 204 Floor Plan around pin 1' })).toBeVisible();
    await expect(gallery.getByRole('button', { name: 'Move pin', exact: true })).toBeVisible();
    await expect(gallery.getByRole('button', { name: 'Remove pin' })).toBeVisible();

    expect(await pinOf(page, unitId, unitPhoto)).toEqual({ surveyId: floorPlanId, x: placed.x, y: placed.y, direction: 90, number: 1 });
    await screenshotBoth(page, testInfo, 'photo-pins-gallery-pinned');
  });

  await test.step('Move pin keeps its number on the same plan', async () => {
    const gallery = page.getByRole('dialog', { name: 'living-room.jpg' });
    await gallery.getByRole('button', { name: 'Move pin', exact: true }).click();
    const dialog = pinDialogOf(page);
    await expect(dialog.getByRole('status').filter({ hasText: 'Pin 1' })).toHaveText('Pin 1 on Unit 204 Floor Plan · Looking right (90°)');
    const at = await screenPoint(dialog, 1400, 1000);
    await page.mouse.click(at.x, at.y);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(gallery.getByText('Pin 1 on Unit 204 Floor Plan', { exact: true })).toBeVisible();
    const moved = await pinOf(page, unitId, unitPhoto);
    expect(moved).toMatchObject({ surveyId: floorPlanId, number: 1, direction: 90 });
    expect(Math.abs(moved!.x - 1400)).toBeLessThanOrEqual(4);
    expect(Math.abs(moved!.y - 1000)).toBeLessThanOrEqual(4);
  });

  // The card says it too, without opening the photo.
  await page.getByRole('button', { name: 'Close gallery' }).click();
  await expect(page.getByRole('listitem', { name: 'living-room.jpg' })).toContainText('Pin 1');
});

test.describe('on a phone, by touch', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('a second photo of the unit goes on the site map by two taps, without signal; the report draws the pins; Remove pin asks first', async ({ page, context }, testInfo) => {
    await signUpCompanyAdmin(page, 'Tomas');
    const { projectId, unitId, floorPlanId, unitPhoto } = await buildProject(page);
    const siteMapId = await addSiteMap(page, projectId);
    // The first photo is already pinned on the floor plan (pin 1 there).
    await api(page, 'put', `/api/photos/${unitPhoto}/pin`, { surveyId: floorPlanId, x: 700, y: 600, direction: 45 });
    const second = await uploadPhoto(page, unitId, 'hallway.jpg', { r: 120, g: 160, b: 110 });

    await page.goto(`/projects/${projectId}/surveys/${unitId}`);
    const gallery = await openPhoto(page, 'hallway.jpg');
    await gallery.getByRole('button', { name: 'Pin on plan' }).tap();
    const dialog = pinDialogOf(page);

    // Both plans exist: a small toggle, the floor plan first, its pin 1 already drawn.
    const plans = dialog.getByRole('group', { name: 'Plan', exact: true });
    await expect(plans.getByRole('button', { name: 'Unit 204 Floor Plan' })).toHaveAttribute('aria-pressed', 'true');
    await expect(dialog.locator('[data-layer="pins"] [data-pin="1"]')).toHaveCount(1);
    await plans.getByRole('button', { name: 'Site Map' }).tap();
    await expect(plans.getByRole('button', { name: 'Site Map' })).toHaveAttribute('aria-pressed', 'true');
    await expect(planCanvas(dialog)).toHaveAccessibleName('Site Map: where the photo was taken');
    await expect(dialog.locator('[data-layer="pins"] [data-pin]')).toHaveCount(0);

    // Every control is a touch target of 44 px at least.
    const controls = [...(await dialog.getByRole('button').all()), dialog.getByRole('spinbutton', { name: 'Direction (°)' })];
    expect(controls.length).toBeGreaterThanOrEqual(9);
    for (const control of controls) {
      const box = (await control.boundingBox())!;
      const name = (await control.getAttribute('aria-label')) ?? (await control.textContent()) ?? '';
      expect(Math.min(box.width, box.height), name).toBeGreaterThanOrEqual(44);
    }

    // The plan fills the phone's width.
    const paper = (await dialog.locator('[data-plan-paper]').boundingBox())!;
    expect(paper.width).toBeGreaterThan(PHONE.width - 20);

    // First tap places the pin, the second says which way the camera looked (up the plan).
    const place = await screenPoint(dialog, 1000, 900);
    await page.touchscreen.tap(place.x, place.y);
    await expect(dialog.getByRole('button', { name: 'Set direction' })).toHaveAttribute('aria-pressed', 'true');
    const drawn = await drawnPin(dialog);
    const look = await screenPoint(dialog, drawn.cx, 200);
    await page.touchscreen.tap(look.x, look.y);
    await expect(dialog.getByLabel('Direction (°)')).toHaveValue(/^(0|1|359)$/);
    await dialog.getByLabel('Direction (°)').fill('0');
    await expect(dialog.getByRole('status').filter({ hasText: 'Pin 1' })).toHaveText('Pin 1 on Site Map · Looking up (0°)');
    await screenshotBoth(page, testInfo, 'photo-pins-site-map-dialog-touch');

    // Saved without signal: kept on the device and shown at once, with the number it will most likely get.
    await context.setOffline(true);
    await dialog.getByRole('button', { name: 'Save' }).tap();
    await expect(dialog).toBeHidden();
    await expect(gallery.getByText('Pin 1 on Site Map', { exact: true })).toBeVisible();
    await expect(gallery.getByRole('img', { name: 'Site Map around pin 1' })).toBeVisible();
    await expect(gallery.getByText('Waiting to send')).toBeVisible();
    await screenshotBoth(page, testInfo, 'photo-pins-gallery-site-map-offline');
    expect(await pinOf(page, unitId, second)).toBeNull();

    // The signal returns: the sync engine sends it, and the server's pin replaces the preview.
    await context.setOffline(false);
    await expect(gallery.getByText('Waiting to send')).toBeHidden({ timeout: 30_000 });
    await expect(gallery.getByText('Pin 1 on Site Map', { exact: true })).toBeVisible();
    expect(await pinOf(page, unitId, second)).toEqual({ surveyId: siteMapId, x: drawn.cx, y: drawn.cy, direction: 0, number: 1 });
    await screenshotBoth(page, testInfo, 'photo-pins-gallery-site-map-touch');

    // The report draws both plans' pins and names each photo's pin under it.
    const report = await page.request.get(`/api/projects/${projectId}/report`);
    expect(report.ok()).toBe(true);
    const html = await report.text();
    expect(html).toContain('data-pin="1"');
    expect(html).toContain('Pin 1 on Site Map');
    expect(html).toContain('Pin 1 on Unit 204 Floor Plan');

    // Remove pin asks first; Cancel keeps it, Remove pin takes it off (the photo stays).
    await gallery.getByRole('button', { name: 'Remove pin' }).tap();
    const confirm = page.getByRole('alertdialog', { name: 'Remove the pin?' });
    await expect(confirm).toContainText('Pin 1 on Site Map comes off the plan. The photo stays.');
    await confirm.getByRole('button', { name: 'Cancel' }).tap();
    await expect(gallery.getByText('Pin 1 on Site Map', { exact: true })).toBeVisible();
    await gallery.getByRole('button', { name: 'Remove pin' }).tap();
    await page.getByRole('alertdialog', { name: 'Remove the pin?' }).getByRole('button', { name: 'Remove pin' }).tap();
    await expect(gallery.getByRole('button', { name: 'Pin on plan' })).toBeVisible();
    await expect.poll(() => pinOf(page, unitId, second)).toBeNull();
    // The other photo's pin is untouched.
    expect(await pinOf(page, unitId, unitPhoto)).toMatchObject({ surveyId: floorPlanId, number: 1, direction: 45 });
  });
});
