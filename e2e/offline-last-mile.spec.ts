import sharp from 'sharp';
import { expect, request, test, type APIRequestContext, type Page } from '@playwright/test';
import { openOfflineBrowser, syncBadge, waitForServiceWorker, type OfflineBrowser } from './support/offline-browser';
import { screenshotBoth } from './support/screenshots';
import { signUpCompanyAdmin } from './support/session';

// The last mile of working without signal (issue 22, DESIGN §6 "Answers we trust"), with the
// network between the browser and the server really cut, turned into a captive portal that
// answers every request with its login page, or into a black hole that never answers.

interface Survey {
  id: string;
  instanceName: string | null;
  locationType: string;
  formData: Record<string, unknown>;
}
interface Photo {
  id: string;
  label: string | null;
  version: number;
}

let browser: OfflineBrowser;
let server: APIRequestContext | undefined;

test.afterEach(async () => {
  await server?.dispose();
  server = undefined;
  await browser?.close();
});

/** Requests straight to the server, past the relay, as the signed-in user (cookies are per host, not port). */
async function serverAs(current: OfflineBrowser): Promise<APIRequestContext> {
  server = await request.newContext({ baseURL: process.env.E2E_BASE_URL, storageState: await current.context.storageState() });
  return server;
}

async function newProject(page: Page, name: string): Promise<string> {
  const created = await page.request.post('/api/projects', { data: { name } });
  return ((await created.json()) as { id: string }).id;
}

async function newSurvey(page: Page, projectId: string, locationType: string): Promise<string> {
  const created = await page.request.post(`/api/projects/${projectId}/surveys`, { data: { locationType } });
  return ((await created.json()) as { id: string }).id;
}

async function photoJpeg(shade: number): Promise<Buffer> {
  return sharp({ create: { width: 320, height: 240, channels: 3, background: { r: shade, g: 120, b: 90 } } }).jpeg().toBuffer();
}

/** The sync panel's Send now, as a surveyor taps it. */
async function sendNow(page: Page) {
  await syncBadge(page).click();
  const panel = page.getByRole('dialog', { name: 'Sync' });
  await panel.getByRole('button', { name: 'Send now' }).click();
  return panel;
}

// eslint-disable-next-line no-empty-pattern
test('behind a captive portal nothing waiting is lost or overwritten, and the banner says the network leads nowhere', async ({}, testInfo) => {
  test.setTimeout(180_000);
  browser = await openOfflineBrowser({ width: 390, height: 844 });
  let page = browser.page;
  await signUpCompanyAdmin(page, 'Quinn');
  const projectId = await newProject(page, 'Portal Gardens');
  const unitId = await newSurvey(page, projectId, 'unit');
  await newSurvey(page, projectId, 'mdf');
  const api = await serverAs(browser);

  await page.goto(`/projects/${projectId}`);
  await expect(page.getByRole('heading', { name: 'Portal Gardens' })).toBeVisible();
  await waitForServiceWorker(page);
  await page.goto(`/projects/${projectId}/surveys/${unitId}`);
  const unitNumber = page.getByLabel(/^1\. Unit Number/);
  await expect(unitNumber).toBeVisible();
  // The site map is read once with signal, as the surveyor opens it before going down.
  await page.goto(`/projects/${projectId}/site-map`);
  await expect(page.getByRole('application', { name: /canvas/ })).toBeVisible();
  // Its first open makes the site map: on the server before the signal goes.
  await expect(syncBadge(page)).toHaveAccessibleName(/All changes sent/, { timeout: 20_000 });
  await page.goto(`/projects/${projectId}/surveys/${unitId}`);
  await expect(unitNumber).toBeVisible();

  // No signal: a value typed waits on the device.
  browser.relay.cut();
  await unitNumber.fill('101');
  await expect(syncBadge(page)).toHaveAccessibleName(/^Sync: 1 change waiting/, { timeout: 15_000 });

  // The building's Wi-Fi: every request answered 200 with its login page.
  browser.relay.setMode('portal');
  const panel = await sendNow(page);
  await expect.poll(() => browser.relay.portalAnswers().some((line) => line.startsWith(`PATCH /api/surveys/${unitId}`)), { timeout: 30_000 }).toBe(true);
  await expect(panel.getByText('This network leads nowhere')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('status').filter({ hasText: 'This network leads nowhere' })).toBeVisible();
  await expect(syncBadge(page)).toHaveAccessibleName(/^Sync: 1 change waiting/);
  await expect(unitNumber).toHaveValue('101');
  await screenshotBoth(page, testInfo, 'captive-portal-form');

  // A reload behind the portal: the app, the survey and the typed value are all still there.
  await page.reload();
  await expect(page.getByLabel(/^1\. Unit Number/)).toHaveValue('101');
  await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
  await expect(syncBadge(page)).toHaveAccessibleName(/^Sync: 1 change waiting/);

  // More work behind the portal: a new location, made and filled.
  await page.goto(`/projects/${projectId}/survey-types/unit`);
  await page.getByRole('button', { name: 'Create New Location' }).click();
  await expect(page).toHaveURL(/\/surveys\//);
  const madeId = page.url().split('/surveys/')[1]!;
  await page.getByLabel(/^1\. Unit Number/).fill('102');
  // Made on this device and not on the server yet: never "All changes saved".
  await expect(page.getByTestId('form-save-status')).toHaveText(/^Saved on this device/);

  // The dashboard and the site map still open from the device.
  await page.goto(`/projects/${projectId}`);
  await expect(page.getByRole('heading', { name: 'Portal Gardens' })).toBeVisible();
  await expect(page.getByText(/of 3 locations completed/)).toBeVisible();
  await page.goto(`/projects/${projectId}/site-map`);
  await expect(page.getByRole('application', { name: /canvas/ })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Preparing site map...')).toHaveCount(0);

  // Meanwhile nothing reached the server.
  const before = (await (await api.get(`/api/surveys/${unitId}`)).json()) as Survey;
  expect(before.formData.unitNumber).toBeUndefined();
  expect((await api.get(`/api/surveys/${madeId}`)).status()).toBe(404);

  // The terms accepted: everything arrives once.
  browser.relay.restore();
  page = browser.page;
  await page.goto(`/projects/${projectId}`);
  await expect(syncBadge(page)).toHaveAccessibleName(/All changes sent/, { timeout: 60_000 });
  await expect(page.getByRole('status').filter({ hasText: 'This network leads nowhere' })).toHaveCount(0);
  const surveys = (await (await api.get(`/api/projects/${projectId}/surveys`)).json()) as Survey[];
  expect(surveys.find((survey) => survey.id === unitId)?.formData.unitNumber).toBe('101');
  expect(surveys.find((survey) => survey.id === madeId)?.formData.unitNumber).toBe('102');
  expect(surveys.filter((survey) => survey.locationType === 'unit')).toHaveLength(2);
  expect(browser.relay.portalAnswers().length).toBeGreaterThan(3);
});

// eslint-disable-next-line no-empty-pattern
test('a network that takes requests and never answers says "The server is not answering" and loses nothing', async ({}) => {
  test.setTimeout(150_000);
  browser = await openOfflineBrowser();
  const page = browser.page;
  await signUpCompanyAdmin(page, 'Rhea');
  const projectId = await newProject(page, 'Silent Towers');
  const unitId = await newSurvey(page, projectId, 'unit');
  const api = await serverAs(browser);
  await page.goto(`/projects/${projectId}/surveys/${unitId}`);
  const unitNumber = page.getByLabel(/^1\. Unit Number/);
  await expect(unitNumber).toBeVisible();

  browser.relay.setMode('black-hole');
  await unitNumber.fill('7B');
  await expect(page.getByRole('status').filter({ hasText: 'The server is not answering' })).toBeVisible({ timeout: 60_000 });
  // The banner may come from another read first; the form's own request gives up within 30 s.
  await expect(page.getByTestId('form-save-status')).toHaveText(/^Saved on this device/, { timeout: 40_000 });
  await expect(syncBadge(page)).toHaveAccessibleName(/^Sync: 1 change waiting/);

  browser.relay.restore();
  await sendNow(page);
  await page.keyboard.press('Escape');
  await expect(syncBadge(page)).toHaveAccessibleName(/All changes sent/, { timeout: 60_000 });
  await expect(page.getByRole('status').filter({ hasText: 'The server is not answering' })).toHaveCount(0);
  const stored = (await (await api.get(`/api/surveys/${unitId}`)).json()) as Survey;
  expect(stored.formData.unitNumber).toBe('7B');
});

// eslint-disable-next-line no-empty-pattern
test('the last keystroke before a reload or a link elsewhere reaches the device and the server', async ({}) => {
  test.setTimeout(150_000);
  browser = await openOfflineBrowser();
  const page = browser.page;
  await signUpCompanyAdmin(page, 'Sami');
  const projectId = await newProject(page, 'Quick Hands');
  const api = await serverAs(browser);
  const cases = [
    { wait: 0, leave: 'reload' },
    { wait: 30, leave: 'reload' },
    { wait: 0, leave: 'link' },
    { wait: 60, leave: 'link' },
  ] as const;
  for (const [index, { wait, leave }] of cases.entries()) {
    const surveyId = await newSurvey(page, projectId, 'unit');
    await page.goto(`/projects/${projectId}/surveys/${surveyId}`);
    const unitNumber = page.getByLabel(/^1\. Unit Number/);
    await expect(unitNumber).toBeVisible();
    const typed = `${300 + index}`;
    await unitNumber.fill(typed);
    if (wait > 0) await page.waitForTimeout(wait);
    if (leave === 'reload') {
      await page.reload();
      await expect(page.getByLabel(/^1\. Unit Number/), `${leave} after ${wait} ms`).toHaveValue(typed);
    } else {
      // A full page load elsewhere (the browser's own navigation, not the app's).
      await page.goto('/projects');
      await expect(page.getByRole('link', { name: 'Quick Hands' })).toBeVisible();
    }
    await expect
      .poll(async () => ((await (await api.get(`/api/surveys/${surveyId}`)).json()) as Survey).formData.unitNumber, {
        message: `${leave} after ${wait} ms`,
        timeout: 20_000,
      })
      .toBe(typed);
  }
  await expect(syncBadge(page)).toHaveAccessibleName(/All changes sent/, { timeout: 20_000 });
});

// eslint-disable-next-line no-empty-pattern
test('a new project made available offline opens a new location’s form without signal', async ({}) => {
  test.setTimeout(120_000);
  browser = await openOfflineBrowser();
  const page = browser.page;
  await signUpCompanyAdmin(page, 'Tove');
  const projectId = await newProject(page, 'Fresh Start');
  await page.goto(`/projects/${projectId}`);
  await expect(page.getByRole('heading', { name: 'Fresh Start' })).toBeVisible();
  await waitForServiceWorker(page);
  await page.getByRole('button', { name: 'Downloads' }).click();
  await page.getByRole('button', { name: 'Make available offline' }).click();
  await expect(page.getByText('Available offline').first()).toBeVisible({ timeout: 30_000 });

  browser.relay.cut();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Fresh Start' })).toBeVisible();
  await page.getByRole('link', { name: /^UNIT/ }).click();
  await page.getByRole('button', { name: 'Create New Location' }).click();
  await expect(page).toHaveURL(/\/surveys\//);
  await expect(page.getByLabel(/^1\. Unit Number/)).toBeVisible();
  await expect(page.getByText('This form’s fields are not on this device yet')).toHaveCount(0);
  await page.getByLabel(/^1\. Unit Number/).fill('1A');
  await expect(page.getByTestId('form-save-status')).toHaveText(/^Saved on this device/);
});

// eslint-disable-next-line no-empty-pattern
test('photos sent in the morning still show offline in the afternoon, and a photo label conflict can be reviewed', async ({}) => {
  test.setTimeout(150_000);
  browser = await openOfflineBrowser();
  let page = browser.page;
  await signUpCompanyAdmin(page, 'Uma');
  const projectId = await newProject(page, 'Morning Light');
  const unitId = await newSurvey(page, projectId, 'unit');
  const api = await serverAs(browser);
  await page.goto(`/projects/${projectId}`);
  await waitForServiceWorker(page);

  // Morning, no signal: two photos taken.
  await page.goto(`/projects/${projectId}/surveys/${unitId}`);
  await expect(page.getByLabel(/^1\. Unit Number/)).toBeVisible();
  browser.relay.cut();
  await page.locator('input[type="file"][accept="image/*"]').setInputFiles([
    { name: 'riser.jpg', mimeType: 'image/jpeg', buffer: await photoJpeg(30) },
    { name: 'panel.jpg', mimeType: 'image/jpeg', buffer: await photoJpeg(160) },
  ]);
  await expect(page.locator('li[data-photo-id]')).toHaveCount(2);

  // Signal at lunch: they go, while the surveyor is on another screen.
  await page.goto(`/projects/${projectId}`);
  browser.relay.restore();
  await expect(syncBadge(page)).toHaveAccessibleName(/All changes sent/, { timeout: 60_000 });
  const stored = (await (await api.get(`/api/surveys/${unitId}/photos`)).json()) as Photo[];
  expect(stored).toHaveLength(2);

  // Afternoon, no signal again: the gallery shows both, with their images.
  browser.relay.cut();
  await page.goto(`/projects/${projectId}/surveys/${unitId}`);
  const photos = page.locator('li[data-photo-id]');
  await expect(photos).toHaveCount(2);
  await expect(page.getByText('The photos could not be loaded')).toHaveCount(0);
  for (const image of await photos.locator('img').all()) {
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
  }

  // A label changed here and, meanwhile, at the office: the conflict is shown with Review.
  const first = stored.find((photo) => photo.id)!;
  const title = (await page.locator(`li[data-photo-id="${first.id}"]`).getAttribute('aria-label'))!;
  await page.getByRole('button', { name: `Edit label of ${title}` }).click();
  await page.getByLabel(`Label for ${title}`).fill('Riser, from the field');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(syncBadge(page)).toHaveAccessibleName(/^Sync: 1 change waiting/);
  expect((await api.put(`/api/photos/${first.id}`, { data: { label: 'Riser, from the office', baseVersion: first.version } })).status()).toBe(200);
  browser.relay.restore();
  page = browser.page;
  await page.goto(`/projects/${projectId}`);
  await expect(syncBadge(page)).toHaveAccessibleName(/needs your attention/, { timeout: 60_000 });
  await syncBadge(page).click();
  const panel = page.getByRole('dialog', { name: 'Sync' });
  await expect(panel.getByText('Photo label · Riser, from the field')).toBeVisible();
  await panel.getByRole('link', { name: 'Review' }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${projectId}/surveys/${unitId}$`));
});
