import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { expect, test, type Locator, type Page, type TestInfo } from '@playwright/test';
import { DESKTOP, PHONE, screenshotBoth } from './support/screenshots';
import { activate, canvasOf, chooseTool, press } from './support/canvas';
import { signUpCompanyAdmin } from './support/session';

// Plans that measure (issue 14), in the editor: a unit's floor plan calibrated by drawing over a
// wall of known length and typing it, a run drawn with the Run tool and extended to three
// segments from its card, its length on the canvas; the same feet on the project dashboard's
// Quantities table and in its CSV. By mouse at 1280x800 and by touch at 390x844.

const CANVAS = { width: 2000, height: 1500 };
/** The plan's wall, in canvas units: 1,000 long, drawn 50 ft (15.24 m) on the plan. */
const WALL = { from: { x: 200, y: 200 }, to: { x: 1200, y: 200 } };
/** The run's vertices: 600 + 400 + 600 = 1,600 units, 80 ft at the wall's scale. */
const RUN = [
  { x: 300, y: 600 },
  { x: 900, y: 600 },
  { x: 900, y: 1000 },
  { x: 1500, y: 1000 },
];

type Json = Record<string, unknown>;

async function api<T = Json>(page: Page, method: 'get' | 'post' | 'patch', url: string, data?: unknown): Promise<T> {
  const response = await page.request[method](url, data === undefined ? {} : { data });
  expect(response.ok(), `${method.toUpperCase()} ${url}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** A unit's plan at 1200x900 (the canvas's 4:3, so canvas units are 0.6 px of it): rooms, and the wall measured, drawn dark. */
async function planImage(): Promise<string> {
  const k = 1200 / CANVAS.width;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900">
    <rect width="100%" height="100%" fill="#f1f5f9"/>
    <g fill="none" stroke="#94a3b8" stroke-width="8">
      <rect x="60" y="60" width="1080" height="780"/>
      <line x1="480" y1="60" x2="480" y2="500"/>
      <line x1="60" y1="500" x2="1140" y2="500"/>
      <line x1="780" y1="500" x2="780" y2="840"/>
    </g>
    <line x1="${WALL.from.x * k}" y1="${WALL.from.y * k}" x2="${WALL.to.x * k}" y2="${WALL.to.y * k}" stroke="#334155" stroke-width="10"/>
    <text x="${((WALL.from.x + WALL.to.x) / 2) * k}" y="${WALL.from.y * k - 14}" font-family="Arial" font-size="26" text-anchor="middle" fill="#334155">50'-0"</text>
  </svg>`;
  return `data:image/png;base64,${(await sharp(Buffer.from(svg)).png().toBuffer()).toString('base64')}`;
}

/** The run's length as written on the canvas. */
function runLabel(page: Page): Locator {
  return page.locator('[data-layer="elements"] [data-element-type="conduit"] text');
}

/** '79.8 ft' → 79.8 */
const feetOf = (label: string) => Number(label.replace(/ ft$/, '').replace(/,/g, ''));

async function buildUnitPlan(page: Page, projectName: string) {
  const project = await api<{ id: string }>(page, 'post', '/api/projects', { name: projectName });
  const surveys = `/api/projects/${project.id}/surveys`;
  const unit = await api<{ id: string }>(page, 'post', surveys, { locationType: 'unit', formData: { unitNumber: '12', floor: 4 } });
  const plan = await api<{ id: string }>(page, 'post', surveys, { locationType: 'unit', unitSurveyId: unit.id });
  await api(page, 'patch', `/api/surveys/${plan.id}`, { uploadedImage: await planImage() });
  return { projectId: project.id, planId: plan.id };
}

async function journey(page: Page, testInfo: TestInfo, touch: boolean) {
  const label = touch ? 'touch' : 'mouse';
  await signUpCompanyAdmin(page, touch ? 'Tess' : 'Mark');
  const { projectId, planId } = await buildUnitPlan(page, touch ? 'Birch Row' : 'Maple Court');
  // The site map, empty for now, made before any page reads the project's surveys.
  const siteMap = await api<{ id: string }>(page, 'post', `/api/projects/${projectId}/surveys`, { locationType: 'site-map' });

  await page.goto(`/projects/${projectId}/units/12/floor-plan`);
  await expect(canvasOf(page).locator('image')).toHaveCount(1);
  const scaleSection = page.getByTestId('markup-scale');
  const more = page.getByRole('button', { name: 'More' });
  if (touch) await activate(more, touch);
  await expect(scaleSection.getByText('Not scaled: runs are counted but not measured.')).toBeVisible();
  if (touch) await screenshotBoth(page, testInfo, 'quantities-editor-scale-panel');

  // Calibrate: a line over the wall, then its length (the phone in metres, shown in feet).
  await activate(scaleSection.getByRole('button', { name: 'Set scale' }), touch);
  await expect(page.getByText(/^Scale: (tap|click) one end of something you know the length of/)).toBeVisible();
  await press(page, touch, WALL.from);
  await press(page, touch, WALL.to);
  const dialog = page.getByRole('dialog', { name: 'Set scale' });
  await expect(dialog).toBeVisible();
  await expect(page.locator('[data-scale-line]')).toHaveCount(1);
  if (touch) await screenshotBoth(page, testInfo, 'quantities-editor-scale-dialog');
  if (touch) {
    await dialog.getByLabel('Length').fill('15.24');
    await dialog.getByLabel('Unit').selectOption('m');
  } else {
    await dialog.getByLabel('Length').fill('0');
    await dialog.getByRole('button', { name: 'Set scale' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Enter a length greater than 0.');
    await dialog.getByLabel('Length').fill('50');
  }
  await activate(dialog.getByRole('button', { name: 'Set scale' }), touch);
  await expect(dialog).toBeHidden();
  // The scale bar: a round length near a fifth of the width (20 ft at about 0.05 ft a unit).
  await expect(page.locator('[data-scale-bar] text')).toHaveText('20 ft');

  // A run with the Run tool: two taps, then two more points from its card.
  await chooseTool(page, touch, 'Run');
  await press(page, touch, RUN[0]!);
  await press(page, touch, RUN[1]!);
  await expect(runLabel(page)).toHaveCount(1);
  await chooseTool(page, touch, 'Select');
  await press(page, touch, { x: 600, y: 600 });
  const card = page.locator('[data-run-details]');
  await expect(card.getByRole('heading')).toHaveText('Run');
  await expect(card.getByTestId('run-segments')).toHaveText('1 segment');
  await expect(card.getByLabel('Kind')).toHaveValue('cat6');
  await activate(card.getByRole('button', { name: 'Add points' }), touch);
  await expect(page.getByText(/^Add points: (tap|click) where the run goes next/)).toBeVisible();
  await press(page, touch, RUN[2]!);
  await press(page, touch, RUN[3]!);
  await activate(card.getByRole('button', { name: 'Done adding points' }), touch);
  await expect(card.getByTestId('run-segments')).toHaveText('3 segments');

  // Its length, on the canvas and in its card: about 80 ft (taps land on whole pixels).
  const written = (await runLabel(page).textContent())!;
  const feet = feetOf(written);
  testInfo.annotations.push({ type: `run length, ${label}`, description: written });
  expect(feet).toBeGreaterThan(78);
  expect(feet).toBeLessThan(82);
  await expect(card.getByTestId('run-length')).toHaveText(written);
  // Readable on screen: at least 10 px high at the fitted zoom.
  const labelBox = (await runLabel(page).boundingBox())!;
  expect(labelBox.height).toBeGreaterThanOrEqual(10);
  await screenshotBoth(page, testInfo, `quantities-editor-run-card-${label}`);

  // A riser of one floor, kept on the run.
  const floors = card.getByLabel('Rises/falls (floors)');
  await floors.fill('1');
  await floors.press('Enter');

  await activate(card.getByRole('button', { name: 'Close run details' }), touch);
  await expect(card).toHaveCount(0);
  await screenshotBoth(page, testInfo, `quantities-editor-floor-plan-${label}`);

  await activate(page.getByRole('button', { name: 'Save to Project' }), touch);
  await expect(page.getByText('Floor plan saved')).toBeVisible();
  const saved = await api<{ markupScale: number; markupElements: Json[] }>(page, 'get', `/api/surveys/${planId}`);
  expect(saved.markupScale).toBeCloseTo(0.05, 2);
  expect(saved.markupElements).toEqual([
    expect.objectContaining({ type: 'conduit', kind: 'cat6', floorChange: 1, points: expect.arrayContaining([expect.objectContaining({ x: expect.any(Number) })]) }),
  ]);
  expect((saved.markupElements[0]!.points as unknown[]).length).toBe(4);

  // After a reload the drawing is measured as it was.
  await page.reload();
  await expect(runLabel(page)).toHaveText(written);
  await expect(page.locator('[data-scale-bar] text')).toHaveText('20 ft');

  // The dashboard's Quantities table: the same feet (no allowances set, so exactly what is drawn).
  await page.goto(`/projects/${projectId}`);
  const section = page.getByRole('region', { name: 'Quantities' });
  const runs = section.getByTestId('quantity-runs');
  const shown = written.replace('.', '\\.');
  await expect(runs.getByRole('row', { name: new RegExp(`^Cat6 All 1 ${shown}$`) })).toBeVisible();
  await expect(runs.getByRole('row', { name: new RegExp(`^Floor 4 1 ${shown}$`) })).toBeVisible();
  await expect(section.getByRole('note')).toHaveCount(0);

  // The CSV: its row has the same feet.
  const downloading = page.waitForEvent('download');
  await activate(section.getByRole('button', { name: 'Download CSV' }), touch);
  const csv = await readFile((await (await downloading).path())!, 'utf8');
  const lines = csv.trimEnd().split('\r\n');
  expect(lines[0]).toBe('Section,Item,Code,Building,Floor,Count,Feet,Note,Unit type');
  expect(lines).toContain(`Run,Cat6,cat6,All,All,1,${feet},,`);
  expect(lines).toContain(`Run,Cat6,cat6,,4,1,${feet},,`);
  return { projectId, siteMapId: siteMap.id };
}

test.describe('plans that measure, with a mouse at 1280x800', () => {
  test.use({ viewport: DESKTOP });

  test('calibrate a floor plan over a wall, draw a three-segment run, see its length, the dashboard and the CSV agree', async ({ page }, testInfo) => {
    const { projectId, siteMapId } = await journey(page, testInfo, false);

    // The site map measures too: its scale typed as the plan's width, a conduit's length, and the PNG draws both.
    await api(page, 'patch', `/api/surveys/${siteMapId}`, {
      uploadedImage: await planImage(),
      markupChanges: {
        upsert: [
          { id: 'trunk', type: 'conduit', kind: 'conduit', x: 300, y: 1100, x2: 1700, y2: 1100, strokeWidth: 4 },
          {
            id: 'lateral',
            type: 'conduit',
            kind: 'fiber',
            x: 1000,
            y: 1100,
            x2: 1500,
            y2: 450,
            points: [
              { x: 1000, y: 1100 },
              { x: 1000, y: 700 },
              { x: 1500, y: 700 },
              { x: 1500, y: 450 },
            ],
          },
          { id: 'mdf', type: 'mdf', x: 300, y: 1100, radius: 24 },
          { id: 'idf', type: 'idf', x: 1500, y: 450, radius: 24 },
        ],
        remove: [],
      },
    });
    await page.goto(`/projects/${projectId}/site-map`);
    await expect(canvasOf(page).locator('image')).toHaveCount(1);
    await expect(runLabel(page)).toHaveCount(0);
    await page.getByTestId('markup-scale').getByRole('button', { name: 'Type scale' }).click();
    const typed = page.getByRole('dialog', { name: 'Type the scale' });
    await expect(typed.getByText('How wide is the plan, from its left edge to its right edge?')).toBeVisible();
    await typed.getByLabel('Width').fill('200');
    await typed.getByRole('button', { name: 'Set scale' }).click();
    await expect(typed).toBeHidden();
    // 200 ft across 2,000 units: 0.1 ft a unit; the trunk is 1,400 units, 140 ft; the lateral 400 + 500 + 250 = 1,150, 115 ft.
    await expect(runLabel(page)).toHaveText(['140.0 ft', '115.0 ft']);
    await expect(page.locator('[data-scale-bar] text')).toHaveText('50 ft');
    await expect(page.getByTestId('markup-scale-bar')).toHaveText('Bar: 50 ft');
    await screenshotBoth(page, testInfo, 'quantities-editor-site-map');

    // The PNG export: the renderer's scale bar and lengths, rasterised at 2000x1500.
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download PNG' }).first().click();
    const png = await (await downloading).path();
    const file = path.join('test-results', 'screenshots', 'quantities-editor-site-map-export.png');
    await sharp(png!).toFile(file);
    await testInfo.attach('site-map-export', { path: file, contentType: 'image/png' });
    expect(await sharp(png!).metadata()).toMatchObject({ width: 2000, height: 1500 });

    // Remove scale asks first; then the drawing says it is not scaled.
    await page.getByRole('button', { name: 'Remove scale' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Remove the scale?' });
    await confirm.getByRole('button', { name: 'Remove scale' }).click();
    await expect(runLabel(page)).toHaveCount(0);
    await expect(page.locator('[data-scale-bar]')).toHaveCount(0);
    await expect(page.getByTestId('markup-scale').getByText('Not scaled: runs are counted but not measured.')).toBeVisible();
  });
});

test.describe('plans that measure, by touch at 390x844', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('calibrate in metres over a wall, tap in a three-segment run, see its length, the dashboard and the CSV agree', async ({ page }, testInfo) => {
    await journey(page, testInfo, true);
  });
});
