import { readFile } from 'node:fs/promises';
import { expect, request, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { openOfflineBrowser, syncBadge, waitForServiceWorker, type OfflineBrowser } from './support/offline-browser';
import { DESKTOP, PHONE, screenshotBoth } from './support/screenshots';
import { activate, canvasOf, chooseTool, press } from './support/canvas';
import { signUpCompanyAdmin } from './support/session';

// Typical unit plans (issue 25, DESIGN §15): a unit type's plan marked up once in the editor,
// counted for every unit of the type; a unit hides a typical jack and adds one of its own; the
// dashboard's quantities and its CSV count them. By mouse at 1280x800 and by touch at 390x844,
// and a unit's hide made without a network reaching the server once the network is back.

/** The scale line: 1,000 canvas units drawn as 50 ft, so 0.05 ft a unit. */
const SCALE_LINE = { from: { x: 200, y: 1300 }, to: { x: 1200, y: 1300 } };
/** The Cat6 run: 600 units, 30 ft. */
const RUN = [
  { x: 300, y: 900 },
  { x: 900, y: 900 },
];
const JACKS = [300, 700, 1100, 1500].map((x) => ({ x, y: 400 }));
const OWN_JACK = { x: 1700, y: 1100 };

type Json = Record<string, unknown>;
interface Property {
  projectId: string;
  unitTypeId: string;
  planId: string;
  units: { id: string; unitNumber: string }[];
}
interface Quantities {
  runs: { kind: string; count: number; feet: number }[];
  points: { type: string; count: number }[];
}

async function api<T = Json>(context: Page | APIRequestContext, method: 'get' | 'post' | 'patch', url: string, data?: unknown): Promise<T> {
  const requests = 'request' in context ? context.request : context;
  const response = await requests[method](url, data === undefined ? {} : { data });
  expect(response.ok(), `${method.toUpperCase()} ${url}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** A building A of floors 1-3, a unit type 1BR (its typical plan made with it) and 3 units of it on floor 1: 101, 102, 103. */
async function setUpProperty(context: Page | APIRequestContext, name: string): Promise<Property> {
  const project = await api<{ id: string }>(context, 'post', '/api/projects', { name });
  const building = await api<{ id: string }>(context, 'post', `/api/projects/${project.id}/buildings`, { name: 'A', lowestFloor: 1, highestFloor: 3 });
  const type = await api<{ id: string; planSurveyId: string }>(context, 'post', `/api/projects/${project.id}/unit-types`, { name: '1BR' });
  const bulk = await api<{ units: { id: string; unitNumber: string }[] }>(context, 'post', `/api/projects/${project.id}/units/bulk`, {
    buildingId: building.id,
    floors: { from: 1, to: 1 },
    unitsPerFloor: 3,
    numbering: '{floor}{index:02}',
    unitTypeId: type.id,
  });
  expect(bulk.units.map((unit) => unit.unitNumber)).toEqual(['101', '102', '103']);
  return { projectId: project.id, unitTypeId: type.id, planId: type.planSurveyId, units: bulk.units };
}

/** The typical plan marked up in the editor: a scale, 4 data jacks and one 30 ft Cat6 run. */
async function markUpTypicalPlan(page: Page, testInfo: TestInfo, touch: boolean, property: Property) {
  await page.goto(`/projects/${property.projectId}/unit-types/${property.unitTypeId}/plan`);
  await expect(page.getByRole('heading', { name: 'Typical plan · 1BR', level: 2 })).toBeVisible();
  await expect(page.getByTestId('typical-note')).toHaveText('Drawn once for every unit of this type');
  await expect(canvasOf(page)).toBeVisible();

  const more = page.getByRole('button', { name: 'More' });
  if (touch) await activate(more, touch);
  await activate(page.getByTestId('markup-scale').getByRole('button', { name: 'Set scale' }), touch);
  // Each tap waits for the hint that asks for it: on a phone the More panel closes as scaling
  // starts, and a tap while it still moves lands beside the drawing.
  await expect(page.getByText(/^Scale: (tap|click) one end of something you know the length of/)).toBeVisible();
  await press(page, touch, SCALE_LINE.from);
  await expect(page.getByText(/^Scale: (tap|click) its other end/)).toBeVisible();
  await press(page, touch, SCALE_LINE.to);
  const dialog = page.getByRole('dialog', { name: 'Set scale' });
  await dialog.getByLabel('Length').fill('50');
  await activate(dialog.getByRole('button', { name: 'Set scale' }), touch);
  await expect(dialog).toBeHidden();

  await chooseTool(page, touch, 'Data Jack');
  for (const jack of JACKS) await press(page, touch, jack);
  await chooseTool(page, touch, 'Run');
  await press(page, touch, RUN[0]!);
  await press(page, touch, RUN[1]!);
  await expect(canvasOf(page)).toHaveAttribute('data-element-count', '5');
  await screenshotBoth(page, testInfo, `typical-plan-${touch ? 'touch' : 'mouse'}`);
  await activate(page.getByRole('button', { name: 'Save to Project' }), touch);
  await expect(page.getByText('Floor plan saved')).toBeVisible();

  const plan = await api<{ markupScale: number; markupElements: Json[] }>(page, 'get', `/api/surveys/${property.planId}`);
  expect(plan.markupScale).toBeCloseTo(0.05, 2);
  expect(plan.markupElements.filter((element) => element.type === 'idf')).toHaveLength(4);
  expect(plan.markupElements.filter((element) => element.type === 'conduit')).toHaveLength(1);
}

/** The dashboard's quantities: the jacks' count, the Cat6 feet (about 30 ft a unit: taps land on whole pixels). */
async function readDashboard(page: Page, touch: boolean, projectId: string, jacks: number, units: number) {
  await page.goto(`/projects/${projectId}`);
  const section = page.getByRole('region', { name: 'Quantities' });
  const points = section.getByTestId('quantity-points');
  await expect(points.getByRole('row', { name: `DJ · Data Jack All ${jacks}` })).toBeVisible();
  await expect(points.getByRole('row', { name: `Unit type 1BR ${jacks}` })).toBeVisible();
  await expect(points.getByRole('row', { name: `A, Floor 1 ${jacks}` })).toBeVisible();
  const runs = section.getByTestId('quantity-runs');
  await expect(runs.getByRole('row', { name: new RegExp(`^Cat6 All ${units} `) })).toBeVisible();

  const downloading = page.waitForEvent('download');
  await activate(section.getByRole('button', { name: 'Download CSV' }), touch);
  const csv = await readFile((await (await downloading).path())!, 'utf8');
  const lines = csv.trimEnd().split('\r\n');
  expect(lines[0]).toBe('Section,Item,Code,Building,Floor,Count,Feet,Note,Unit type');
  expect(lines).toContain(`Point,Data Jack,DJ,All,All,${jacks},,,`);
  expect(lines).toContain(`Point,Data Jack,DJ,All,All,${jacks},,,1BR`);
  const cat6 = lines.find((line) => line.startsWith(`Run,Cat6,cat6,All,All,${units},`) && line.endsWith(',1BR'));
  expect(cat6, lines.join('\n')).toBeDefined();
  const feet = Number(cat6!.split(',')[6]);
  expect(feet).toBeGreaterThan(units * 29);
  expect(feet).toBeLessThan(units * 31);
  return section;
}

async function journey(page: Page, testInfo: TestInfo, touch: boolean) {
  const label = touch ? 'touch' : 'mouse';
  await signUpCompanyAdmin(page, touch ? 'Tara' : 'Milo');
  const property = await setUpProperty(page, touch ? 'Fern Court' : 'Oak Terrace');
  await markUpTypicalPlan(page, testInfo, touch, property);

  // Unit 101: the typical plan beneath its own drawing, lighter, each element selectable.
  await page.goto(`/projects/${property.projectId}/units/101/floor-plan`);
  const typicalLayer = canvasOf(page).locator('[data-typical-count]');
  await expect(typicalLayer).toHaveAttribute('data-typical-count', '5');
  await expect(page.getByTestId('typical-note')).toHaveText('As the typical plan');
  await expect(canvasOf(page)).toHaveAttribute('data-element-count', '0');

  // Hide one typical jack in this unit.
  await press(page, touch, JACKS[0]!);
  const card = page.locator('[data-typical-details]');
  await expect(card.getByRole('heading')).toHaveText('Data Jack · typical');
  await screenshotBoth(page, testInfo, `typical-unit-card-${label}`);
  await activate(card.getByRole('button', { name: 'Hide in this unit' }), touch);
  await expect(typicalLayer).toHaveAttribute('data-typical-count', '4');
  await expect(page.getByTestId('typical-note')).toHaveText('Typical plan · 1 hidden');

  // Shown again and hidden again: Show again undoes a hide.
  await press(page, touch, JACKS[0]!);
  await expect(card.getByRole('heading')).toHaveText('Data Jack · typical, hidden here');
  await activate(card.getByRole('button', { name: 'Show again' }), touch);
  await expect(typicalLayer).toHaveAttribute('data-typical-count', '5');
  await press(page, touch, JACKS[0]!);
  await activate(card.getByRole('button', { name: 'Hide in this unit' }), touch);
  await expect(page.getByTestId('typical-note')).toHaveText('Typical plan · 1 hidden');

  // One jack of its own.
  await chooseTool(page, touch, 'Data Jack');
  await press(page, touch, OWN_JACK);
  await expect(page.getByTestId('typical-note')).toHaveText('Typical plan · 1 added, 1 hidden');
  await screenshotBoth(page, testInfo, `typical-unit-${label}`);
  await activate(page.getByRole('button', { name: 'Save to Project' }), touch);
  await expect(page.getByText('Floor plan saved')).toBeVisible();

  const surveys = await api<{ id: string; unitSurveyId: string | null; hiddenTypicalIds: string[]; markupElements: Json[] }[]>(
    page,
    'get',
    `/api/projects/${property.projectId}/surveys`,
  );
  const unitPlan = surveys.find((survey) => survey.unitSurveyId === property.units[0]!.id)!;
  expect(unitPlan.hiddenTypicalIds).toHaveLength(1);
  expect(unitPlan.markupElements.map((element) => element.type)).toEqual(['idf']);

  // 3 units × 4 jacks, one hidden and one added: still 12; 3 runs of about 30 ft.
  const section = await readDashboard(page, touch, property.projectId, 12, 3);
  await section.scrollIntoViewIfNeeded();
  await screenshotBoth(page, testInfo, `typical-quantities-${label}`);

  // Unit 102 hides one only: 11.
  await page.goto(`/projects/${property.projectId}/units/102/floor-plan`);
  await expect(canvasOf(page).locator('[data-typical-count]')).toHaveAttribute('data-typical-count', '5');
  await press(page, touch, JACKS[1]!);
  await activate(page.locator('[data-typical-details]').getByRole('button', { name: 'Hide in this unit' }), touch);
  await expect(page.getByTestId('typical-note')).toHaveText('Typical plan · 1 hidden');
  await expect(syncBadge(page)).toHaveAccessibleName(/All changes sent/, { timeout: 20_000 });
  await readDashboard(page, touch, property.projectId, 11, 3);

  // The server counts the same.
  const server = await api<Quantities>(page, 'get', `/api/projects/${property.projectId}/quantities`);
  expect(server.points.find((point) => point.type === 'idf')?.count).toBe(11);
  expect(server.runs.find((run) => run.kind === 'cat6')?.count).toBe(3);

  // The unit's form: its floor within its building's, the photo floors the project's real ones (issue 25).
  await page.goto(`/projects/${property.projectId}/surveys/${property.units[0]!.id}`);
  const floor = page.getByLabel(/^\d+\. Floor/);
  await expect(floor).toHaveValue('1');
  await expect(page.getByLabel('Location Name')).toHaveValue('Unit A-101');
  await floor.fill('9');
  await expect(page.getByText('Building A has floors Floor 1 to Floor 3.')).toBeVisible();
  await screenshotBoth(page, testInfo, `typical-unit-form-floor-${label}`);
  await floor.fill('1');
  await expect(page.getByText('Building A has floors Floor 1 to Floor 3.')).toHaveCount(0);
  // Held on the form, never sent: nothing waits refused.
  await page.getByRole('button', { name: 'Save Progress' }).click();
  await expect(syncBadge(page)).toHaveAccessibleName(/All changes sent/, { timeout: 20_000 });
  await expect(page.getByText(/Not sent/)).toHaveCount(0);
  expect((await api<{ floor: number }>(page, 'get', `/api/surveys/${property.units[0]!.id}`)).floor).toBe(1);
  const elevation = page.getByRole('region', { name: 'Capture Photos' }).getByLabel('Elevation');
  await expect(elevation.locator('option')).toHaveText(['Floor 1', 'Floor 2', 'Floor 3']);
  await expect(elevation).toHaveValue('1');
  await elevation.scrollIntoViewIfNeeded();
  await screenshotBoth(page, testInfo, `typical-unit-photo-floors-${label}`);

  // An MDF's building field: the project's buildings offered as it is typed.
  const mdf = await api<{ id: string }>(page, 'post', `/api/projects/${property.projectId}/surveys`, { locationType: 'mdf' });
  await page.goto(`/projects/${property.projectId}/surveys/${mdf.id}`);
  const building = page.getByLabel(/^\d+\. Building/);
  await expect(page.locator(`datalist#${await building.getAttribute('list')} option`)).toHaveAttribute('value', 'A');
  await expect(page.getByTestId('building-choice')).toHaveText("The project's buildings: A.");
  await building.fill('a');
  await expect(page.getByTestId('building-choice')).toHaveText('Building A of this project.');
  await page.getByLabel(/^\d+\. Floor/).fill('0');
  await expect(page.getByText('Building A has floors Floor 1 to Floor 3.')).toBeVisible();
  await screenshotBoth(page, testInfo, `typical-mdf-building-${label}`);
}

test.describe('mouse at 1280x800', () => {
  test.use({ viewport: DESKTOP });
  test('a typical plan marked up once counts for every unit of its type; a unit hides and adds', async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    await journey(page, testInfo, false);
  });
});

test.describe('touch at 390x844', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });
  test('a typical plan marked up once counts for every unit of its type; a unit hides and adds', async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    await journey(page, testInfo, true);
  });
});

let browser: OfflineBrowser | undefined;
let server: APIRequestContext | undefined;

test.afterEach(async () => {
  await server?.dispose();
  server = undefined;
  await browser?.close();
  browser = undefined;
});

// eslint-disable-next-line no-empty-pattern
test('a typical plan’s jack and a unit’s hide made with the network cut show at once and reach the server once, after reconnecting', async ({}, testInfo) => {
  test.setTimeout(150_000);
  browser = await openOfflineBrowser(PHONE);
  const page = browser.page;
  await signUpCompanyAdmin(page, 'Nia');
  server = await request.newContext({ baseURL: process.env.E2E_BASE_URL, storageState: await browser.context.storageState() });
  const property = await setUpProperty(server, 'Cedar Yard');
  // The typical plan, as the editor saves it: 4 jacks and a 30 ft run.
  const jacks = JACKS.map((at, index) => ({ id: `jack-${index + 1}`, type: 'idf', x: at.x, y: at.y, radius: 32, text: 'DJ', color: '#0ea5e9', strokeWidth: 2 }));
  const run = { id: 'run-1', type: 'conduit', x: RUN[0]!.x, y: RUN[0]!.y, x2: RUN[1]!.x, y2: RUN[1]!.y, kind: 'cat6', color: '#f97316', strokeWidth: 3 };
  await api(server, 'patch', `/api/surveys/${property.planId}`, { markupElements: [...jacks, run], markupScale: 0.05 });

  // Opened once with signal: the typical plan, the unit's floor plan (made now) are on the device.
  const typicalPlanPage = `/projects/${property.projectId}/unit-types/${property.unitTypeId}/plan`;
  const unitPlanPage = `/projects/${property.projectId}/units/103/floor-plan`;
  await page.goto(`/projects/${property.projectId}`);
  await waitForServiceWorker(page);
  await page.goto(typicalPlanPage);
  await expect(canvasOf(page)).toHaveAttribute('data-element-count', '5');
  await page.goto(unitPlanPage);
  await expect(canvasOf(page).locator('[data-typical-count]')).toHaveAttribute('data-typical-count', '5');
  await expect(syncBadge(page)).toHaveAccessibleName(/All changes sent/, { timeout: 20_000 });

  // Without signal, a fifth jack on the typical plan: the unit shows it beneath its own drawing at once.
  browser.relay.cut();
  await page.goto(typicalPlanPage);
  await expect(canvasOf(page)).toHaveAttribute('data-element-count', '5');
  await chooseTool(page, false, 'Data Jack');
  await press(page, false, OWN_JACK);
  await expect(canvasOf(page)).toHaveAttribute('data-element-count', '6');
  await expect(syncBadge(page)).toHaveAccessibleName(/^Sync: 1 change waiting/, { timeout: 15_000 });
  await page.goto(unitPlanPage);
  await expect(canvasOf(page).locator('[data-typical-count]')).toHaveAttribute('data-typical-count', '6');

  await press(page, false, JACKS[2]!);
  await page.locator('[data-typical-details]').getByRole('button', { name: 'Hide in this unit' }).click();
  await expect(page.getByTestId('typical-note')).toHaveText('Typical plan · 1 hidden');
  await expect(canvasOf(page).locator('[data-typical-count]')).toHaveAttribute('data-typical-count', '5');
  await expect(syncBadge(page)).toHaveAccessibleName(/^Sync: 2 changes waiting/, { timeout: 15_000 });
  await screenshotBoth(page, testInfo, 'typical-unit-offline-hide');
  const before = await api<Quantities>(server, 'get', `/api/projects/${property.projectId}/quantities`);
  expect(before.points.find((point) => point.type === 'idf')?.count).toBe(12);

  browser.relay.restore();
  await page.goto(`/projects/${property.projectId}`);
  await expect(syncBadge(page)).toHaveAccessibleName(/All changes sent/, { timeout: 60_000 });
  const after = await api<Quantities>(server, 'get', `/api/projects/${property.projectId}/quantities`);
  // 5 jacks in each of the 3 units, one hidden in unit 103.
  expect(after.points.find((point) => point.type === 'idf')?.count).toBe(14);
  const surveys = await api<{ unitSurveyId: string | null; id: string; hiddenTypicalIds: string[] }[]>(server, 'get', `/api/projects/${property.projectId}/surveys`);
  const plan = surveys.find((survey) => survey.unitSurveyId === property.units[2]!.id)!;
  expect(plan.hiddenTypicalIds).toEqual(['jack-3']);
  // Sent once: one PATCH of the hidden list reached the server.
  expect(browser.relay.writes().filter((line) => line === `PATCH /api/surveys/${plan.id}`)).toHaveLength(1);
  expect(browser.relay.writes().filter((line) => line === `PATCH /api/surveys/${property.planId}`)).toHaveLength(1);
});
