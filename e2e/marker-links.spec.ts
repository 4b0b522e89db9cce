import sharp from 'sharp';
import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { DESKTOP, PHONE, screenshotBoth } from './support/screenshots';
import { signUpCompanyAdmin } from './support/session';

// Markers that are records (issue 13), end to end: a marker's identifier shows on the drawing,
// the surveyor renames it and links an IDF marker to a new IDF location from the marker's card,
// saves, then taps the marker and opens its location, whose page names the marker and leads
// back to it. By mouse at 1280x800 and by touch at 390x844.

const CANVAS = { width: 2000, height: 1500 };
const IDF_AT = { x: 700, y: 520 };

type Json = Record<string, unknown>;
interface Element {
  id: string;
  type: string;
  tag?: string;
  linkedSurveyId?: string;
}
interface SurveyRow {
  id: string;
  locationType: string;
  instanceName: string;
  markupElements: Element[];
}

async function api<T = Json>(page: Page, method: 'get' | 'post' | 'patch' | 'delete', path: string, data?: unknown): Promise<T> {
  const response = await page.request[method](path, data === undefined ? {} : { data });
  expect(response.ok(), `${method.toUpperCase()} ${path}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** A light plan: rooms and walls, so that the screenshots show identifiers over a background. */
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

/** A project whose site map has a plan, an MDF, two APs and a conduit (named by the server), and a unit. */
async function buildProject(page: Page, name: string) {
  const project = await api<{ id: string }>(page, 'post', '/api/projects', { name });
  const surveys = `/api/projects/${project.id}/surveys`;
  const siteMap = await api<{ id: string }>(page, 'post', surveys, { locationType: 'site-map' });
  await api(page, 'patch', `/api/surveys/${siteMap.id}`, {
    uploadedImage: await planImage(),
    markupChanges: {
      upsert: [
        { id: 'run', type: 'conduit', x: 300, y: 1050, x2: 1700, y2: 1050, strokeWidth: 3 },
        { id: 'mdf', type: 'mdf', x: 400, y: 1050, radius: 24 },
        { id: 'ap-1', type: 'ap', x: 1200, y: 1050, radius: 24 },
        { id: 'ap-2', type: 'ap', x: 1500, y: 500, radius: 24 },
      ],
      remove: [],
    },
  });
  const unit = await api<{ id: string }>(page, 'post', surveys, { locationType: 'unit', formData: { unitNumber: '12' } });
  return { projectId: project.id, siteMapId: siteMap.id, unitId: unit.id };
}

function canvasOf(page: Page): Locator {
  return page.getByRole('application', { name: /canvas/ });
}

/** Canvas coordinates (2000x1500) to a screen position on the sheet as shown. */
async function screenPoint(page: Page, x: number, y: number) {
  const box = (await canvasOf(page).locator('[data-canvas-paper]').boundingBox())!;
  return { x: box.x + (x / CANVAS.width) * box.width, y: box.y + (y / CANVAS.height) * box.height };
}

/** A click with the mouse, or a tap with a finger. */
async function press(page: Page, touch: boolean, x: number, y: number) {
  const p = await screenPoint(page, x, y);
  if (touch) await page.touchscreen.tap(p.x, p.y);
  else await page.mouse.click(p.x, p.y);
}

async function chooseTool(page: Page, touch: boolean, name: string) {
  const button = page.getByRole('group', { name: 'Tools' }).getByRole('button', { name, exact: true });
  if (touch) await button.tap();
  else await button.click();
  await expect(button).toHaveAttribute('aria-pressed', 'true');
}

async function activate(locator: Locator, touch: boolean) {
  if (touch) await locator.tap();
  else await locator.click();
}

/** The identifier written beneath a marker on the canvas. */
function tagOnCanvas(page: Page, tag: string): Locator {
  return page.locator('[data-layer="elements"] [data-element-id] text').filter({ hasText: new RegExp(`^${tag}$`) });
}

function markerCard(page: Page): Locator {
  return page.locator('[data-marker-details]');
}

async function expectTouchTarget(locator: Locator, name: string) {
  const box = (await locator.boundingBox())!;
  expect(box.height, name).toBeGreaterThanOrEqual(44);
}

/** The card stays a card: on a phone over the bottom of the canvas, leaving most of it in view. */
async function expectCardFits(page: Page, viewport: { width: number; height: number }) {
  const card = (await markerCard(page).boundingBox())!;
  expect(card.x).toBeGreaterThanOrEqual(0);
  expect(card.x + card.width).toBeLessThanOrEqual(viewport.width + 0.5);
  const canvas = (await canvasOf(page).boundingBox())!;
  if (viewport.width < 1024) {
    const covered = Math.max(0, Math.min(card.y + card.height, canvas.y + canvas.height) - Math.max(card.y, canvas.y));
    expect(covered / canvas.height).toBeLessThan(0.5);
    // Above the tools, not over them.
    const tools = (await page.getByRole('group', { name: 'Tools' }).boundingBox())!;
    expect(card.y + card.height).toBeLessThanOrEqual(tools.y);
  } else {
    // In the side panel, beside the canvas.
    expect(card.x + card.width).toBeLessThanOrEqual(canvas.x);
  }
}

async function siteMapElements(page: Page, projectId: string, siteMapId: string): Promise<Element[]> {
  const surveys = await api<SurveyRow[]>(page, 'get', `/api/projects/${projectId}/surveys`);
  return surveys.find((survey) => survey.id === siteMapId)!.markupElements;
}

async function journey(page: Page, testInfo: TestInfo, touch: boolean, viewport: { width: number; height: number }) {
  const label = touch ? 'touch' : 'mouse';
  await signUpCompanyAdmin(page, touch ? 'Tara' : 'Milo');
  const { projectId, siteMapId } = await buildProject(page, touch ? 'Aspen Yard' : 'Linden Park');

  // The site map: the server's identifiers show beneath the markers already there.
  await page.goto(`/projects/${projectId}/site-map`);
  await expect(canvasOf(page).locator('image')).toHaveCount(1);
  for (const tag of ['MDF-1', 'AP-1', 'AP-2']) await expect(tagOnCanvas(page, tag)).toBeVisible();

  // An IDF placed shows its identifier at once, IDF-1, even without signal (issue 26); saved,
  // the server keeps it.
  await page.context().setOffline(true);
  await chooseTool(page, touch, 'IDF');
  await press(page, touch, IDF_AT.x, IDF_AT.y);
  await expect(tagOnCanvas(page, 'IDF-1')).toBeVisible();
  await page.context().setOffline(false);
  await activate(page.getByRole('button', { name: 'Save to Project' }), touch);
  await expect(page.getByText('Markup saved')).toBeVisible();
  await expect(tagOnCanvas(page, 'IDF-1')).toBeVisible();
  expect((await siteMapElements(page, projectId, siteMapId)).find((element) => element.type === 'idf')?.tag).toBe('IDF-1');
  // Readable on screen: the identifier is drawn at least 10 px high at the fitted zoom.
  const tagBox = (await tagOnCanvas(page, 'IDF-1').boundingBox())!;
  testInfo.annotations.push({ type: `IDF-1 label height, ${label}`, description: `${tagBox.height.toFixed(1)} px` });
  expect(tagBox.height).toBeGreaterThanOrEqual(10);

  // Select it: its card shows its type and identifier.
  await chooseTool(page, touch, 'Select');
  await press(page, touch, IDF_AT.x, IDF_AT.y);
  const card = markerCard(page);
  await expect(card).toBeVisible();
  await expect(card.getByRole('heading')).toHaveText('IDF marker');
  const identifier = card.getByLabel('Identifier');
  await expect(identifier).toHaveValue('IDF-1');
  await expectTouchTarget(identifier, 'Identifier');
  await expectCardFits(page, viewport);

  // Renamed: the canvas shows the new name; an empty name keeps it.
  await identifier.fill('Lobby IDF');
  await identifier.press('Enter');
  await expect(tagOnCanvas(page, 'Lobby IDF')).toBeVisible();
  await expect(tagOnCanvas(page, 'IDF-1')).toHaveCount(0);
  await identifier.fill('');
  await identifier.press('Enter');
  await expect(identifier).toHaveValue('Lobby IDF');
  await expect(identifier).toHaveAttribute('maxlength', '20');

  // Linked to a new IDF location, made from the card (on the device first).
  const location = card.getByLabel('Location');
  await expectTouchTarget(location, 'Location');
  await expect(location.locator('option:checked')).toHaveText('Not linked');
  const createButton = card.getByRole('button', { name: 'Create new IDF location' });
  await expectTouchTarget(createButton, 'Create new IDF location');
  await activate(createButton, touch);
  const open = card.getByRole('button', { name: 'Open IDF 1' });
  await expect(open).toBeVisible();
  await expect(location.locator('option:checked')).toHaveText('IDF 1');
  await expectTouchTarget(open, 'Open IDF 1');
  await expectCardFits(page, viewport);
  await screenshotBoth(page, testInfo, `marker-links-site-map-${label}`);

  await activate(page.getByRole('button', { name: 'Save to Project' }), touch);
  await expect(page.getByText('Markup saved').first()).toBeVisible();
  const surveys = await api<SurveyRow[]>(page, 'get', `/api/projects/${projectId}/surveys`);
  const idfLocation = surveys.find((survey) => survey.locationType === 'idf')!;
  expect(idfLocation.instanceName).toBe('IDF 1');
  await expect.poll(async () => (await siteMapElements(page, projectId, siteMapId)).find((e) => e.type === 'idf')).toMatchObject({
    tag: 'Lobby IDF',
    linkedSurveyId: idfLocation.id,
  });

  // Later (a reload): a tap on the marker, then Open, opens its location.
  await page.reload();
  await expect(tagOnCanvas(page, 'Lobby IDF')).toBeVisible();
  await press(page, touch, IDF_AT.x, IDF_AT.y);
  await activate(markerCard(page).getByRole('button', { name: 'Open IDF 1' }), touch);
  await expect(page).toHaveURL(new RegExp(`/projects/${projectId}/surveys/${idfLocation.id}$`));
  await expect(page.getByRole('heading', { name: 'IDF Survey' })).toBeVisible();

  // The location's page names the marker that stands for it, and leads back to it.
  const onMap = page.getByRole('link', { name: 'On the site map as Lobby IDF' });
  await expect(onMap).toBeVisible();
  await screenshotBoth(page, testInfo, `marker-links-location-${label}`);
  await activate(onMap, touch);
  await expect(page).toHaveURL(new RegExp(`/projects/${projectId}/surveys/${siteMapId}\\?marker=`));
  await expect(markerCard(page).getByLabel('Identifier')).toHaveValue('Lobby IDF');
  await expect(page.locator('[data-selection-id]')).toHaveCount(1);
}

test.describe('markers that are records, with a mouse at 1280x800', () => {
  test.use({ viewport: DESKTOP });

  test('place an IDF, see IDF-1, rename it, link it to a new IDF location, save, open the location from the map', async ({ page }, testInfo) => {
    await journey(page, testInfo, false, DESKTOP);
  });

  test('a link to a deleted location says so and is made again; a floor plan shows its identifiers', async ({ page }, testInfo) => {
    await signUpCompanyAdmin(page, 'Vera');
    const { projectId, siteMapId } = await buildProject(page, 'Rowan Hill');
    const gone = await api<{ id: string }>(page, 'post', `/api/projects/${projectId}/surveys`, { locationType: 'idf' });
    await api(page, 'patch', `/api/surveys/${siteMapId}`, { markupChanges: { upsert: [{ id: 'idf', type: 'idf', x: IDF_AT.x, y: IDF_AT.y, radius: 24, linkedSurveyId: gone.id }], remove: [] } });
    const deleted = await page.request.delete(`/api/surveys/${gone.id}`);
    expect(deleted.ok(), await deleted.text()).toBe(true);

    await page.goto(`/projects/${projectId}/site-map`);
    await expect(tagOnCanvas(page, 'IDF-1')).toBeVisible();
    await press(page, false, IDF_AT.x, IDF_AT.y);
    const card = markerCard(page);
    await expect(card.getByText('Its location was deleted. Choose another or create one.')).toBeVisible();
    await expect(card.getByLabel('Location').locator('option:checked')).toHaveText('Deleted location');
    await card.getByRole('button', { name: 'Create new IDF location' }).click();
    await expect(card.getByRole('button', { name: /^Open IDF \d$/ })).toBeVisible();
    await expect(card.getByText('Its location was deleted.', { exact: false })).toHaveCount(0);
    // A name used elsewhere in the project: the server names it anew, and the card says so.
    const identifier = card.getByLabel('Identifier');
    await identifier.fill('AP-2');
    await identifier.press('Enter');
    await page.getByRole('button', { name: 'Save to Project' }).click();
    await expect(card.getByText('AP-2 is used in this project: named IDF-1.')).toBeVisible();
    await expect(identifier).toHaveValue('IDF-1');
    await expect(tagOnCanvas(page, 'IDF-1')).toBeVisible();
    await expect(tagOnCanvas(page, 'AP-2')).toHaveCount(1);
    // Close puts the card away and drops the selection.
    await card.getByRole('button', { name: 'Close marker details' }).click();
    await expect(card).toHaveCount(0);
    await expect(page.locator('[data-selection-id]')).toHaveCount(0);

    // A unit's floor plan: its markers get identifiers of their own codes (MC, DJ, AP); no location to link.
    await page.goto(`/projects/${projectId}/units/12/floor-plan`);
    await expect(canvasOf(page)).toBeVisible();
    await page.getByTestId('markup-file-input').setInputFiles({
      name: 'plan.png',
      mimeType: 'image/png',
      buffer: Buffer.from((await planImage()).split(',')[1]!, 'base64'),
    });
    await expect(canvasOf(page).locator('image')).toHaveAttribute('href', /^\/api\/surveys\/.+\/image/, { timeout: 15_000 });
    const placed: [string, number, number][] = [
      ['Media Cabinet', 400, 400],
      ['Data Jack', 1000, 400],
      ['Data Jack', 1500, 1000],
      ['AP', 700, 1050],
    ];
    for (const [tool, x, y] of placed) {
      await chooseTool(page, false, tool);
      await press(page, false, x, y);
    }
    await page.getByRole('button', { name: 'Save to Project' }).click();
    await expect(page.getByText('Floor plan saved')).toBeVisible();
    for (const tag of ['MC-1', 'DJ-1', 'DJ-2', 'AP-3']) await expect(tagOnCanvas(page, tag)).toBeVisible();
    await chooseTool(page, false, 'Select');
    await press(page, false, 1000, 400);
    await expect(markerCard(page).getByRole('heading')).toHaveText('Data Jack marker');
    await expect(markerCard(page).getByLabel('Location')).toHaveCount(0);
    await screenshotBoth(page, testInfo, 'marker-links-floor-plan');
  });
});

test.describe('markers that are records, by touch at 390x844', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('tap an IDF in, see IDF-1, rename it, link it to a new IDF location, save, tap it and open the location', async ({ page }, testInfo) => {
    await journey(page, testInfo, true, PHONE);
  });
});
