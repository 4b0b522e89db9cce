import sharp from 'sharp';
import { expect, test, type Page } from '@playwright/test';
import { activate, canvasOf, chooseTool, press } from './support/canvas';
import { PHONE, screenshotBoth } from './support/screenshots';
import { signUpCompanyAdmin } from './support/session';

// Standards checks while drawing (issue 28), on a phone by touch: a unit's floor plan calibrated
// over a wall, a Cat6 run drawn longer than a copper channel may be (90 m, 295 ft); the error on
// the run and in the editor's list, which selects it and shows why in its card; deleted, it goes.
// Computed on the device: no request for the checks.

/** The wall, in canvas units: 1,000 long, 200 ft on the plan (0.2 ft a unit). */
const WALL = { from: { x: 200, y: 200 }, to: { x: 1200, y: 200 } };
/** The run: 1,600 units, 320 ft. */
const RUN = { from: { x: 200, y: 900 }, to: { x: 1800, y: 900 } };

type Json = Record<string, unknown>;

async function api<T = Json>(page: Page, method: 'post' | 'patch', url: string, data: unknown): Promise<T> {
  const response = await page.request[method](url, { data });
  expect(response.ok(), `${method.toUpperCase()} ${url}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

async function buildUnitPlan(page: Page) {
  const project = await api<{ id: string }>(page, 'post', '/api/projects', { name: 'Cedar Yards' });
  const surveys = `/api/projects/${project.id}/surveys`;
  const unit = await api<{ id: string }>(page, 'post', surveys, { locationType: 'unit', formData: { unitNumber: '7', floor: 1 } });
  const plan = await api<{ id: string }>(page, 'post', surveys, { locationType: 'unit', unitSurveyId: unit.id });
  const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#f1f5f9' } }).png().toBuffer();
  await api(page, 'patch', `/api/surveys/${plan.id}`, { uploadedImage: `data:image/png;base64,${png.toString('base64')}` });
  // No allowances: the run is checked at the length drawn.
  await api(page, 'patch', `/api/projects/${project.id}`, { quantityAllowances: { slackFeetPerEnd: 0, floorHeightFeet: 0, wastePercent: 0 } });
  return project.id;
}

test.describe('standards checks in the editor, by touch at 390x844', () => {
  test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

  test('a Cat6 run over 295 ft is marked an error as it is drawn, listed, and gone once deleted', async ({ page }, testInfo) => {
    await signUpCompanyAdmin(page, 'Cleo');
    const projectId = await buildUnitPlan(page);
    const checkRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/checks')) checkRequests.push(request.url());
    });

    await page.goto(`/projects/${projectId}/units/7/floor-plan`);
    await expect(canvasOf(page).locator('image')).toHaveCount(1);
    await activate(page.getByRole('button', { name: 'More' }), true);
    await activate(page.getByTestId('markup-scale').getByRole('button', { name: 'Set scale' }), true);
    await press(page, true, WALL.from);
    await press(page, true, WALL.to);
    const scaleDialog = page.getByRole('dialog', { name: 'Set scale' });
    await scaleDialog.getByLabel('Length').fill('200');
    await activate(scaleDialog.getByRole('button', { name: 'Set scale' }), true);
    await expect(scaleDialog).toBeHidden();

    // Nothing drawn, nothing to say.
    const checks = page.getByTestId('markup-checks');
    await expect(checks).toHaveCount(0);

    await chooseTool(page, true, 'Run');
    await press(page, true, RUN.from);
    await press(page, true, RUN.to);
    // Too long (an error), and neither end on a marker (a warning): the run is ringed in red.
    await expect(checks).toHaveText('1 error, 1 warning');
    const mark = canvasOf(page).locator('[data-check-mark]');
    await expect(mark).toHaveCount(1);
    await expect(mark).toHaveAttribute('data-severity', 'error');
    await screenshotBoth(page, testInfo, 'editor-checks-run');

    // The list: errors first; choosing one selects its run, whose card says why.
    await activate(checks, true);
    const list = page.getByRole('dialog', { name: 'Design checks' });
    const findings = list.getByRole('listitem');
    await expect(findings).toHaveCount(2);
    await expect(findings.first()).toContainText('longer than the 90 m (295 ft) a copper channel may be');
    await expect(findings.last()).toContainText('Neither end of this run is on a marker');
    await screenshotBoth(page, testInfo, 'editor-checks-list');
    await activate(findings.first().getByRole('button'), true);
    await expect(list).toBeHidden();
    const card = page.locator('[data-run-details]');
    await expect(card.getByRole('list', { name: 'Design checks' })).toContainText('320.0 ft (97.5 m) with allowances: longer than the 90 m');
    await screenshotBoth(page, testInfo, 'editor-checks-card');

    // Deleted, the error goes with it; undone, it is back.
    await activate(page.getByRole('button', { name: 'Delete Selected' }), true);
    await expect(checks).toHaveCount(0);
    await expect(mark).toHaveCount(0);
    await activate(page.getByRole('button', { name: 'Undo' }), true);
    await expect(checks).toHaveText('1 error, 1 warning');

    // A shorter run, 1,000 units (200 ft): within the channel, only its loose ends are warned of.
    await activate(page.getByRole('button', { name: 'Undo' }), true);
    await expect(checks).toHaveCount(0);
    await chooseTool(page, true, 'Run');
    await press(page, true, RUN.from);
    await press(page, true, { x: 1200, y: 900 });
    await expect(checks).toHaveText('1 warning');
    await expect(mark).toHaveAttribute('data-severity', 'warning');
    expect(checkRequests).toEqual([]);
  });
});
