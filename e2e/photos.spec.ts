import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { CHROMIUM_ARGS, resolveChromiumPath } from './chromium-path';
import { screenshotBoth } from './support/screenshots';
import { signUpCompanyAdmin } from './support/session';
import { answerAsServer } from './support/server-answer';

// Only this journey gets a fake camera that needs no permission prompt.
test.use({
  launchOptions: {
    executablePath: await resolveChromiumPath(),
    args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
  permissions: ['camera'],
});

const solid = (width: number, height: number, r: number, g: number, b: number) =>
  sharp({ create: { width, height, channels: 3, background: { r, g, b } } });

/** A ~3 MB PNG of noise (it does not compress), slow enough to watch its progress bar. */
const noisyPng = () =>
  sharp({ create: { width: 1100, height: 1000, channels: 3, background: { r: 0, g: 0, b: 0 }, noise: { type: 'gaussian', mean: 128, sigma: 80 } } })
    .png({ compressionLevel: 1 })
    .toBuffer();

async function createSurvey(page: Page) {
  const project = await page.request.post('/api/projects', { data: { name: 'Photo Tower' } });
  expect(project.ok(), await project.text()).toBe(true);
  const projectId = (await project.json()).id as string;
  const survey = await page.request.post(`/api/projects/${projectId}/surveys`, { data: { locationType: 'mdf' } });
  expect(survey.ok(), await survey.text()).toBe(true);
  return { projectId, surveyId: (await survey.json()).id as string };
}

const photoCards = (panel: Locator) => panel.getByRole('list', { name: 'Photos' }).getByRole('listitem');

test('a surveyor uploads, labels, deletes, browses and captures photos', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await signUpCompanyAdmin(page, 'Noor');
  const { projectId, surveyId } = await createSurvey(page);

  // Count photo uploads in flight, to see the sync engine send them one at a time. The big one
  // is held back a little so that its progress and the others waiting can be seen.
  let inFlight = 0;
  let maxInFlight = 0;
  const isUpload = (url: string, method: string) => method === 'POST' && url.endsWith(`/api/surveys/${surveyId}/photos`);
  page.on('request', (request) => {
    if (!isUpload(request.url(), request.method())) return;
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
  });
  const settled = (request: { url(): string; method(): string }) => {
    if (isUpload(request.url(), request.method())) inFlight -= 1;
  };
  page.on('requestfinished', settled);
  page.on('requestfailed', settled);
  // The ids each upload attempt sent, and a switch to answer the next one as an unready server.
  const sentIds: string[] = [];
  let failNextUpload = false;
  // While set, the attempt after the failed one waits for it (to see the card between the two).
  let retryGate: Promise<void> | null = null;
  await page.route(`**/api/surveys/${surveyId}/photos`, async (route) => {
    const body = route.request().postDataBuffer();
    if (route.request().method() !== 'POST' || !body) return route.continue();
    const id = /name="id"\r\n\r\n([0-9a-f-]{36})/.exec(body.toString('latin1'))?.[1];
    if (id) sentIds.push(id);
    if (failNextUpload) {
      failNextUpload = false;
      return answerAsServer(route, 503, { code: 'UNAVAILABLE', message: 'The service is not ready.' });
    }
    if (retryGate && sentIds.length > 1 && sentIds.at(-1) === sentIds.at(-2)) await retryGate;
    if (body.includes('riser-noise.png')) await new Promise((resolve) => setTimeout(resolve, 4000));
    return route.continue();
  });

  await page.goto(`/projects/${projectId}/surveys/${surveyId}`);
  const panel = page.getByRole('region', { name: 'Capture Photos' });
  await expect(panel).toBeVisible();
  await expect(panel.getByLabel('Elevation')).toHaveValue('0');
  await expect(panel.getByLabel('Icon Size')).toHaveValue('4');
  const gallery = panel.getByRole('button', { name: /^Gallery \(\d+\)$/ });
  await expect(gallery).toHaveText('Gallery (0)');
  await expect(gallery).toBeDisabled();
  await expect(panel.getByText('No photos yet. Upload one or use the camera.')).toBeVisible();

  await test.step('three photos at once: shown at once from the device, sent one at a time, with progress', async () => {
    await panel.getByLabel('Elevation').selectOption({ label: 'Basement' });
    await panel.getByLabel('Upload Photo').setInputFiles([
      { name: 'riser-noise.png', mimeType: 'image/png', buffer: await noisyPng() },
      { name: 'rack-front.jpg', mimeType: 'image/jpeg', buffer: await solid(320, 240, 200, 40, 40).jpeg().toBuffer() },
      { name: 'patch-panel.png', mimeType: 'image/png', buffer: await solid(240, 320, 40, 80, 200).png().toBuffer() },
    ]);
    // Every card is there before the server has any of them, its picture read from the device.
    await expect(photoCards(panel)).toHaveCount(3);
    await expect(panel.locator('img[alt="patch-panel.png"]')).toHaveAttribute('src', /^blob:/);
    await expect(gallery).toHaveText('Gallery (3)');
    const bigBar = panel.getByRole('progressbar', { name: 'Uploading riser-noise.png' });
    await expect(bigBar).toBeVisible();
    await expect(bigBar).toHaveAttribute('aria-valuenow', /^\d+$/);
    await expect(bigBar).toHaveAttribute('aria-valuetext', /^(Uploading \d+%|Processing\.\.\.)$/);
    // The others wait their turn behind it.
    for (const name of ['rack-front.jpg', 'patch-panel.png']) {
      await expect(panel.getByRole('listitem', { name, exact: true })).toContainText('Waiting to upload');
    }
    await expect(page.getByTestId('sync-badge')).toHaveAccessibleName(/^Sync: 3 changes waiting · 3 photos, \d/);
    await screenshotBoth(page, testInfo, 'photos-uploading');

    await expect(panel.getByRole('progressbar')).toHaveCount(0, { timeout: 30_000 });
    await expect(panel.getByText(/Waiting to upload|Uploading \d+%|Processing\.\.\./)).toHaveCount(0, { timeout: 30_000 });
    await expect(page.getByText('3 photos have been uploaded successfully.')).toBeVisible();
    await expect(page.getByTestId('sync-badge')).toHaveAccessibleName('Sync: All changes sent');
    expect(maxInFlight).toBe(1);
    await expect(photoCards(panel)).toHaveCount(3);
    await expect(gallery).toHaveText('Gallery (3)');
    for (const name of ['riser-noise.png', 'rack-front.jpg', 'patch-panel.png']) {
      const card = photoCards(panel).and(page.getByRole('listitem', { name, exact: true }));
      await expect(card).toContainText(name);
      await expect(card).toContainText('Basement');
    }
    // Once on the server, thumbnails are the small derivative, loaded lazily.
    const thumb = panel.locator('img[alt="rack-front.jpg"]');
    await expect(thumb).toHaveAttribute('src', /\?size=thumb$/);
    await expect(thumb).toHaveAttribute('loading', 'lazy');
    await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  await test.step('a file the server refuses says why in a toast, and its card goes', async () => {
    await panel.getByLabel('Upload Photo').setInputFiles({ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not an image at all') });
    await expect(page.getByText('Failed to upload photo. Please try again. Only JPEG, PNG, GIF and WebP photos can be uploaded.')).toBeVisible();
    await screenshotBoth(page, testInfo, 'photos-upload-failed');
    // The server refused the file itself: sending it again would not help, so nothing is kept.
    await expect(panel.getByRole('listitem', { name: 'notes.jpg' })).toHaveCount(0);
    await expect(photoCards(panel)).toHaveCount(3);
    await expect(panel.getByRole('button', { name: /notes\.jpg/ })).toHaveCount(0);
    await expect(page.getByTestId('sync-badge')).toHaveAccessibleName('Sync: All changes sent');
  });

  await test.step('edit a label: Save needs text, Cancel leaves it, Save keeps it', async () => {
    await panel.getByRole('button', { name: 'Edit label of rack-front.jpg' }).click();
    const input = panel.getByLabel('Label for rack-front.jpg');
    await expect(input).toBeFocused();
    const save = panel.getByRole('button', { name: 'Save', exact: true });
    await expect(save).toBeDisabled();
    await input.fill('   ');
    await expect(save).toBeDisabled();
    await input.fill('Temporary');
    await panel.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(input).toHaveCount(0);
    await expect(panel.getByRole('button', { name: 'Edit label of rack-front.jpg' })).toBeFocused();

    await panel.getByRole('button', { name: 'Edit label of rack-front.jpg' }).click();
    await input.fill('MDF rack, front');
    await input.press('Enter');
    await expect(page.getByText('Photo updated', { exact: true })).toBeVisible();
    await expect(page.getByText('The photo label has been updated successfully.')).toBeVisible();
    await expect(input).toHaveCount(0);
    await expect(panel.getByRole('listitem', { name: 'MDF rack, front', exact: true })).toBeVisible();
    await expect(panel.locator('img[alt="MDF rack, front"]')).toBeVisible();
  });

  await test.step('delete a photo after confirming', async () => {
    await panel.getByRole('button', { name: 'Delete patch-panel.png' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this photo?' });
    await expect(confirm).toBeVisible();
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Photo deleted', { exact: true })).toBeVisible();
    await expect(page.getByText('The photo has been deleted successfully.')).toBeVisible();
    await expect(photoCards(panel)).toHaveCount(2);
    await expect(gallery).toHaveText('Gallery (2)');
  });

  await test.step('icon size scales the thumbnails, kept from 2 to 6', async () => {
    const thumbButton = panel.getByRole('button', { name: 'View riser-noise.png' });
    expect((await thumbButton.boundingBox())!.width).toBe(64);
    const iconSize = panel.getByLabel('Icon Size');
    await iconSize.fill('9');
    await iconSize.blur();
    await expect(iconSize).toHaveValue('6');
    expect((await thumbButton.boundingBox())!.width).toBe(96);
    await iconSize.fill('4');
    await iconSize.blur();
    expect((await thumbButton.boundingBox())!.width).toBe(64);
  });

  await screenshotBoth(page, testInfo, 'photos-panel');

  await test.step('the gallery moves by arrow key, button and swipe, and Escape closes it', async () => {
    await gallery.click();
    const viewer = page.getByRole('dialog');
    await expect(viewer).toBeVisible();
    await expect(viewer.getByText('1 of 2')).toBeVisible();
    const shown = viewer.getByRole('img');
    await expect(shown).toHaveAttribute('src', /\/api\/photos\/[0-9a-f-]{36}$/);
    await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    const first = await viewer.getByRole('heading').textContent();
    await expect(viewer).toContainText('Basement');

    await page.keyboard.press('ArrowRight');
    await expect(viewer.getByText('2 of 2')).toBeVisible();
    await expect(viewer.getByRole('heading')).not.toHaveText(first!);
    await page.keyboard.press('ArrowRight');
    await expect(viewer.getByText('1 of 2')).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await expect(viewer.getByText('2 of 2')).toBeVisible();
    await viewer.getByRole('button', { name: 'Previous photo' }).click();
    await expect(viewer.getByText('1 of 2')).toBeVisible();
    await screenshotBoth(page, testInfo, 'photos-gallery');

    // A leftward swipe brings the next photo; a short one does nothing.
    const box = (await shown.boundingBox())!;
    const y = box.y + box.height / 2;
    const swipe = async (fromX: number, toX: number) => {
      await page.mouse.move(fromX, y);
      await page.mouse.down();
      await page.mouse.move((fromX + toX) / 2, y);
      await page.mouse.move(toX, y);
      await page.mouse.up();
    };
    const middle = box.x + box.width / 2;
    await swipe(middle + 20, middle - 10);
    await expect(viewer.getByText('1 of 2')).toBeVisible();
    await swipe(middle + 60, middle - 60);
    await expect(viewer.getByText('2 of 2')).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(viewer).toHaveCount(0);
    await expect(gallery).toBeFocused();
  });

  await test.step('the camera takes a photo at the chosen floor, named after the location and floor, and stays open until Done', async () => {
    await panel.getByLabel('Elevation').selectOption({ label: 'First Floor' });
    await panel.getByRole('button', { name: 'Start Camera' }).click();
    const camera = page.getByRole('dialog', { name: 'Camera' });
    await expect(camera.getByLabel('Camera preview')).toBeVisible();
    await expect(camera.getByLabel('Elevation')).toHaveValue('1');
    const capture = camera.getByRole('button', { name: 'Capture' });
    await expect(capture).toBeEnabled();
    await capture.click();
    await expect(camera.getByText('1 photo taken')).toBeVisible();
    await expect(camera.getByLabel('Camera preview')).toBeVisible();
    await camera.getByRole('button', { name: 'Done' }).click();
    await expect(camera).toHaveCount(0);
    await expect(panel.getByRole('button', { name: 'Start Camera' })).toBeFocused();
    await expect(photoCards(panel)).toHaveCount(3);
    // Unlabelled, a camera photo is 'Photo N' by its place in the list (its file is named after the location, issue 25).
    const captured = photoCards(panel).filter({ hasText: 'Photo 3' });
    await expect(captured).toContainText('First Floor');
    await expect(captured.getByRole('status')).toHaveCount(0, { timeout: 20_000 });
    // Stopping released the device: no live track is left.
    expect(await page.evaluate(() => document.querySelectorAll('video').length)).toBe(0);

    await panel.getByRole('button', { name: 'Start Camera' }).click();
    await expect(camera.getByRole('button', { name: 'Capture' })).toBeEnabled();
    await camera.getByRole('button', { name: 'Stop Camera' }).click();
    await expect(panel.getByRole('button', { name: 'Start Camera' })).toBeVisible();
  });

  await test.step('an upload the server could not take is retried by itself as the same photo', async () => {
    failNextUpload = true;
    let releaseRetry!: () => void;
    retryGate = new Promise((resolve) => (releaseRetry = resolve));
    const attemptsBefore = sentIds.length;
    await panel.getByLabel('Upload Photo').setInputFiles({ name: 'cable-tray.jpg', mimeType: 'image/jpeg', buffer: await solid(200, 200, 40, 160, 80).jpeg().toBuffer() });
    const card = panel.getByRole('listitem', { name: 'cable-tray.jpg' });
    await expect(card).toBeVisible();
    // The 503 is no refusal: the photo stays on the device, says it waits, and goes again.
    await expect(card).toContainText('Waiting to upload');
    await expect(page.getByText('Photo saved on this device', { exact: true })).toBeVisible();
    await expect(page.getByText("It will finish uploading in the background.")).toBeVisible();
    await expect(page.getByText(/Failed to upload photo/)).toHaveCount(0);
    await expect(card).toContainText('First Floor');
    // The engine tries again by itself (after 2 s); nothing for the surveyor to press.
    await expect.poll(() => sentIds.length - attemptsBefore, { timeout: 15_000 }).toBe(2);
    retryGate = null;
    releaseRetry();
    await expect(card.getByRole('status')).toHaveCount(0, { timeout: 20_000 });
    await expect(photoCards(panel)).toHaveCount(4);
    await expect(panel.locator('img[alt="cable-tray.jpg"]')).toHaveAttribute('src', /\?size=thumb$/);
    const attempts = sentIds.slice(attemptsBefore);
    expect(attempts).toHaveLength(2);
    expect(attempts[0]).toBe(attempts[1]);
  });

  await test.step('a thumbnail that fails to load shows the placeholder', async () => {
    await page.route('**/api/photos/*?size=thumb', (route) => route.fulfill({ status: 500, body: 'broken' }));
    await page.reload();
    await expect(photoCards(panel)).toHaveCount(4);
    // Thumbnails load lazily: bring the card into view so that its image is asked for.
    const card = panel.getByRole('listitem', { name: 'MDF rack, front', exact: true });
    await card.scrollIntoViewIfNeeded();
    await expect(card.locator('[role="img"][aria-label="MDF rack, front"]')).toBeVisible();
    await expect(card.locator('img')).toHaveCount(0);
  });

  await test.step('a refused camera says so; without a live camera the system camera is offered', async () => {
    await page.addInitScript(() => {
      navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
    });
    await page.reload();
    await panel.getByRole('button', { name: 'Start Camera' }).click();
    await expect(page.getByText('Camera Error')).toBeVisible();
    await expect(page.getByText('Unable to access camera. Please check permissions.')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Start Camera' })).toBeVisible();

    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true });
    });
    await page.reload();
    await expect(panel.getByRole('button', { name: 'Start Camera' })).toHaveCount(0);
    const systemCamera = panel.getByLabel('Take Photo');
    await expect(systemCamera).toHaveAttribute('capture', 'environment');
    await expect(systemCamera).toHaveAttribute('accept', 'image/*');
    await systemCamera.setInputFiles({ name: 'system-camera.jpg', mimeType: 'image/jpeg', buffer: await solid(160, 120, 90, 90, 90).jpeg().toBuffer() });
    await expect(photoCards(panel)).toHaveCount(5);
  });
});
