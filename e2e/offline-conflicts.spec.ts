import { expect, request, test, type APIRequestContext, type Page } from '@playwright/test';
import { openOfflineBrowser, syncBadge, waitForServiceWorker, type OfflineBrowser } from './support/offline-browser';
import { screenshotBoth } from './support/screenshots';
import { signUpCompanyAdmin } from './support/session';

// Changes made without signal meet the office's changes made meanwhile (DESIGN §4-§6): the same
// field or the same drawing element is shown as a conflict for the surveyor to decide; other
// fields and elements merge. And signing out never drops what is still on the device.

interface Element {
  id: string;
  type: string;
  x: number;
  y: number;
}
interface Survey {
  formData: Record<string, unknown>;
  markupElements: Element[];
}

let browser: OfflineBrowser;
let office: APIRequestContext | undefined;

test.afterEach(async () => {
  await office?.dispose();
  office = undefined;
  await browser?.close();
});

function canvasOf(page: Page) {
  return page.getByRole('application', { name: /canvas/ });
}

async function screenPoint(page: Page, x: number, y: number) {
  const box = (await canvasOf(page).boundingBox())!;
  return { x: box.x + (x / 2000) * box.width, y: box.y + (y / 1500) * box.height };
}

/** The office, at its desk with signal: the same account, straight to the server (not through the cut relay). */
async function officeFor(page: Page): Promise<APIRequestContext> {
  return request.newContext({ baseURL: process.env.E2E_BASE_URL, storageState: await page.context().storageState() });
}

// Playwright hands fixtures to a destructured first argument; these journeys open their own browser.
// eslint-disable-next-line no-empty-pattern
test('the same field and the same element changed at the office meanwhile are shown as conflicts; the rest merges', async ({}, testInfo) => {
  test.setTimeout(180_000);
  browser = await openOfflineBrowser();
  const { page } = browser;
  await signUpCompanyAdmin(page, 'Remy');
  const projectId = ((await (await page.request.post('/api/projects', { data: { name: 'Oak Terrace' } })).json()) as { id: string }).id;
  const mdf = (await (await page.request.post(`/api/projects/${projectId}/surveys`, { data: { locationType: 'mdf' } })).json()) as { id: string };
  const siteMap = (await (
    await page.request.post(`/api/projects/${projectId}/surveys`, { data: { locationType: 'site-map', instanceName: 'Site Map' } })
  ).json()) as { id: string };
  const drawn: Element[] = [
    { id: 'idf-a', type: 'idf', x: 400, y: 400 },
    { id: 'mdf-b', type: 'mdf', x: 1200, y: 400 },
  ];
  await page.request.patch(`/api/surveys/${siteMap.id}`, {
    data: { markupElements: drawn.map((element) => ({ ...element, radius: 24, color: '#ef4444', strokeWidth: 2 })) },
  });

  // Online, the surveyor makes the project available offline and opens the form; then the signal goes.
  await page.goto(`/projects/${projectId}`);
  await waitForServiceWorker(page);
  await page.getByRole('button', { name: 'Downloads' }).click();
  await page.getByRole('button', { name: 'Make available offline' }).click();
  await expect(page.getByText(/^On this device since/)).toBeVisible({ timeout: 30_000 });
  await page.goto(`/projects/${projectId}/surveys/${mdf.id}`);
  await expect(page.getByLabel(/^1\. Building/)).toBeVisible();
  browser.relay.cut();

  // Offline: two fields of the form, one element moved and one added on the site map.
  await page.getByLabel(/^1\. Building/).fill('Tower C');
  await page.getByLabel(/^3\. Door Name/).fill('Telecom 101');
  await expect(page.getByTestId('form-save-status')).toContainText('Saved on this device');
  await page.getByRole('link', { name: 'Projects' }).click();
  await page.goto(`/projects/${projectId}/site-map`);
  await expect(page.locator('[data-layer="elements"] [data-element-id]')).toHaveCount(2);
  await page.getByRole('group', { name: 'Tools' }).getByRole('button', { name: 'Select', exact: true }).click();
  const from = await screenPoint(page, 400, 400);
  const to = await screenPoint(page, 700, 900);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 12 });
  await page.mouse.up();
  await page.getByRole('group', { name: 'Tools' }).getByRole('button', { name: 'AP', exact: true }).click();
  const spot = await screenPoint(page, 1600, 1000);
  await page.mouse.click(spot.x, spot.y);
  await expect(page.locator('[data-layer="elements"] [data-element-id]')).toHaveCount(3);
  await expect(syncBadge(page)).toHaveAccessibleName(/2 changes waiting/);

  // Meanwhile at the office: the same field and another, the same element and another.
  office = await officeFor(page);
  const officeForm = await office.patch(`/api/surveys/${mdf.id}`, { data: { baseVersion: 1, formData: { building: 'Tower B', nextLocation: 'IDF 2' } } });
  expect(officeForm.ok(), await officeForm.text()).toBe(true);
  const current = (await (await office.get(`/api/surveys/${siteMap.id}`)).json()) as Survey & { version: number };
  const officeDrawing = await office.patch(`/api/surveys/${siteMap.id}`, {
    data: {
      baseVersion: current.version,
      markupChanges: {
        upsert: [
          { id: 'idf-a', type: 'idf', x: 450, y: 300, radius: 24, color: '#ef4444', strokeWidth: 2 },
          { id: 'mdf-b', type: 'mdf', x: 1300, y: 600, radius: 24, color: '#06b6d4', strokeWidth: 2 },
        ],
        remove: [],
      },
    },
  });
  expect(officeDrawing.ok(), await officeDrawing.text()).toBe(true);

  // Signal again: the drawing's conflict is shown where it happened, for the one element.
  browser.relay.restore();
  const drawingConflict = page.getByRole('alertdialog', { name: 'Someone else changed this drawing' });
  await expect(drawingConflict).toBeVisible({ timeout: 30_000 });
  await expect(drawingConflict.getByRole('list', { name: 'Elements in conflict' }).getByRole('listitem')).toHaveCount(1);
  await screenshotBoth(page, testInfo, 'offline-conflict-drawing');
  await drawingConflict.getByRole('button', { name: 'Keep mine' }).click();

  // The form's conflict waits in the sync panel until the surveyor reviews it.
  await syncBadge(page).click();
  const panel = page.getByRole('dialog', { name: 'Sync' });
  await expect(panel.getByText('Needs your attention')).toBeVisible({ timeout: 30_000 });
  await panel.getByRole('link', { name: 'Review' }).click();
  const formConflict = page.getByRole('dialog', { name: 'Someone else changed these fields' });
  await expect(formConflict).toBeVisible();
  await expect(formConflict.getByRole('group')).toHaveCount(1);
  await expect(formConflict.getByText('Tower B')).toBeVisible();
  await expect(formConflict.getByText('Tower C')).toBeVisible();
  await screenshotBoth(page, testInfo, 'offline-conflict-form');
  await formConflict.getByText('Keep mine').click();
  await formConflict.getByRole('button', { name: 'Apply choices' }).click();
  await expect(syncBadge(page)).toHaveAccessibleName(/All changes sent/, { timeout: 30_000 });

  // Mine where I chose mine; theirs merged everywhere else.
  const form = (await (await office.get(`/api/surveys/${mdf.id}`)).json()) as Survey;
  expect(form.formData).toMatchObject({ building: 'Tower C', doorName: 'Telecom 101', nextLocation: 'IDF 2' });
  const drawing = (await (await office.get(`/api/surveys/${siteMap.id}`)).json()) as Survey;
  const byId = new Map(drawing.markupElements.map((element) => [element.id, element]));
  expect(drawing.markupElements).toHaveLength(3);
  expect(byId.get('idf-a')!.x).toBeGreaterThan(600);
  expect(byId.get('mdf-b')).toMatchObject({ x: 1300, y: 600 });
  expect(drawing.markupElements.some((element) => element.type === 'ap')).toBe(true);
});

// Playwright hands fixtures to a destructured first argument; these journeys open their own browser.
// eslint-disable-next-line no-empty-pattern
test('signing out with changes still on the device warns, and sends them before signing out', async ({}, testInfo) => {
  test.setTimeout(120_000);
  browser = await openOfflineBrowser({ width: 390, height: 844 });
  const { page } = browser;
  const account = await signUpCompanyAdmin(page, 'Lena');
  const projectId = ((await (await page.request.post('/api/projects', { data: { name: 'Birch Hollow' } })).json()) as { id: string }).id;
  const survey = (await (await page.request.post(`/api/projects/${projectId}/surveys`, { data: { locationType: 'mdf' } })).json()) as { id: string };
  await page.goto(`/projects/${projectId}/surveys/${survey.id}`);
  await expect(page.getByLabel(/^1\. Building/)).toBeVisible();
  await waitForServiceWorker(page);

  browser.relay.cut();
  await page.getByLabel(/^1\. Building/).fill('Tower C');
  await expect(page.getByTestId('form-save-status')).toContainText('Saved on this device');
  await page.goto('/');
  await page.getByRole('link', { name: 'Logout' }).click();
  const warning = page.getByRole('alertdialog', { name: 'Some changes are not on the server yet' });
  await expect(warning).toBeVisible();
  await expect(warning).toContainText('1 change waiting');
  await screenshotBoth(page, testInfo, 'offline-logout-warning');

  // Staying keeps everything; asking to send first waits for the connection.
  await warning.getByRole('button', { name: 'Stay signed in' }).click();
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
  await page.getByRole('link', { name: 'Logout' }).click();
  await warning.getByRole('button', { name: 'Send, then sign out' }).click();
  await expect(warning.getByText('Waiting for a connection…')).toBeVisible();
  browser.relay.restore();
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible({ timeout: 30_000 });

  // The change reached the server before the session ended, and nothing of the account stays.
  office = await request.newContext({ baseURL: process.env.E2E_BASE_URL });
  expect((await office.post('/api/login', { data: account })).ok()).toBe(true);
  const stored = (await (await office.get(`/api/surveys/${survey.id}`)).json()) as Survey;
  expect(stored.formData.building).toBe('Tower C');
  const outbox = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('riser');
        open.onsuccess = () => {
          const count = open.result.transaction('outbox', 'readonly').objectStore('outbox').count();
          count.onsuccess = () => resolve(count.result);
        };
      }),
  );
  expect(outbox).toBe(0);
});

// eslint-disable-next-line no-empty-pattern
test('a change the server refuses on return is listed in the sync panel with retry and discard; the rest goes', async ({}, testInfo) => {
  test.setTimeout(120_000);
  browser = await openOfflineBrowser();
  const { page } = browser;
  await signUpCompanyAdmin(page, 'Omar');
  const projectId = ((await (await page.request.post('/api/projects', { data: { name: 'Maple Yard' } })).json()) as { id: string }).id;
  const survey = (await (await page.request.post(`/api/projects/${projectId}/surveys`, { data: { locationType: 'idf' } })).json()) as { id: string };
  await page.goto(`/projects/${projectId}/surveys/${survey.id}`);
  await expect(page.getByLabel(/^1\. Building/)).toBeVisible();
  await waitForServiceWorker(page);

  browser.relay.cut();
  // A file that only claims to be a photo, and a real one.
  const real = await (await import('sharp')).default({ create: { width: 320, height: 240, channels: 3, background: '#3b82f6' } }).jpeg().toBuffer();
  await page.locator('input[type="file"][accept="image/*"]').setInputFiles([
    { name: 'not-a-photo.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('this is a text file, not a JPEG') },
    { name: 'riser.jpg', mimeType: 'image/jpeg', buffer: real },
  ]);
  await expect(page.locator('li[data-photo-id]')).toHaveCount(2);
  await expect(syncBadge(page)).toHaveAccessibleName(/2 changes waiting · 2 photos/);

  browser.relay.restore();
  await expect(syncBadge(page)).toHaveAccessibleName(/1 change waiting · 1 photo.*needs your attention/, { timeout: 30_000 });
  await syncBadge(page).click();
  const panel = page.getByRole('dialog', { name: 'Sync' });
  const item = panel.getByRole('listitem').filter({ hasText: 'Not accepted by the server' });
  await expect(item).toBeVisible();
  await screenshotBoth(page, testInfo, 'offline-sync-panel-failed');
  // Retrying does not make the file a photo: it is refused again and stays listed.
  await item.getByRole('button', { name: 'Retry' }).click();
  await expect(panel.getByRole('listitem').filter({ hasText: 'Not accepted by the server' })).toBeVisible();
  await panel.getByRole('listitem').filter({ hasText: 'Not accepted by the server' }).getByRole('button', { name: 'Discard' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Discard this change?' });
  await expect(confirm).toContainText('never reaches the server');
  await confirm.getByRole('button', { name: 'Discard' }).click();
  await expect(panel.getByText('Needs your attention')).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(syncBadge(page)).toHaveAccessibleName(/All changes sent/);

  const stored = (await (await page.request.get(`/api/surveys/${survey.id}/photos`)).json()) as { originalName: string }[];
  expect(stored.map((photo) => photo.originalName)).toEqual(['riser.jpg']);
});
