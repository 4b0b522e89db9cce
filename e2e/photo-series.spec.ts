import { expect, test, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, resolveChromiumPath } from './chromium-path';
import { PHONE } from './support/screenshots';
import { signUpCompanyAdmin } from './support/session';

// Issue 15, a surveyor's flow on a phone: the form's photo button opens the camera, which stays
// open for a series of three photos at one floor (labels typed after two of them), then Done.
// Chromium's fake camera needs no permission prompt.
test.use({
  launchOptions: {
    executablePath: await resolveChromiumPath(),
    args: [...CHROMIUM_ARGS, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
  },
  permissions: ['camera'],
  viewport: PHONE,
  hasTouch: true,
  isMobile: true,
});

interface ServerPhoto {
  originalName: string;
  label: string | null;
  elevationLevel: number;
}

async function createMdf(page: Page) {
  const project = await page.request.post('/api/projects', { data: { name: 'Series Tower' } });
  expect(project.ok(), await project.text()).toBe(true);
  const projectId = (await project.json()).id as string;
  const survey = await page.request.post(`/api/projects/${projectId}/surveys`, { data: { locationType: 'mdf' } });
  expect(survey.ok(), await survey.text()).toBe(true);
  const body = (await survey.json()) as { id: string; instanceName: string };
  return { projectId, surveyId: body.id, name: body.instanceName };
}

async function shot(page: Page, name: string) {
  await page.screenshot({ path: `test-results/screenshots/${name}.png` });
}

test('a surveyor takes a series of photos without leaving the camera', async ({ page }) => {
  test.setTimeout(90_000);
  await signUpCompanyAdmin(page, 'Rae');
  const { projectId, surveyId, name } = await createMdf(page);
  expect(name).toBe('MDF 1');
  await page.goto(`/projects/${projectId}/surveys/${surveyId}`);

  // On a phone the photo panel is below every field: the sticky action bar has a photo button.
  const bar = page.locator('[data-sticky-actions]');
  const photoButton = bar.getByRole('button', { name: 'Take photos' });
  await expect(photoButton).toBeInViewport();
  await photoButton.tap();

  const camera = page.getByRole('dialog', { name: 'Camera' });
  await expect(camera).toBeVisible();
  await expect(camera.getByLabel('Camera preview')).toBeVisible();
  const shutter = camera.getByRole('button', { name: 'Capture' });
  await expect(shutter).toBeEnabled();
  await expect(shutter).toBeFocused();
  // A large shutter, within the phone's screen: the preview does not push it below the fold.
  const box = (await shutter.boundingBox())!;
  expect(box.width).toBeGreaterThanOrEqual(64);
  expect(box.height).toBeGreaterThanOrEqual(64);
  expect(box.y + box.height).toBeLessThanOrEqual(PHONE.height);
  await expect(shutter).toBeInViewport({ ratio: 1 });
  await expect(camera.getByText('0 photos taken')).toBeVisible();
  await expect(camera.getByRole('button', { name: 'Stop Camera' })).toBeVisible();

  // The floor is chosen once for the series.
  await camera.getByLabel('Elevation').selectOption({ label: 'Basement' });
  await shot(page, 'photo-series-open-phone');

  const labelBox = camera.getByLabel(/^Label for .* \(optional\)$/);
  await expect(labelBox).toHaveCount(0);

  await shutter.tap();
  await expect(camera.getByText('1 photo taken')).toBeVisible();
  await expect(camera.getByLabel('Camera preview')).toBeVisible();
  await expect(camera.getByRole('button', { name: 'Done' })).toBeVisible();
  await expect(camera.getByLabel('Label for MDF 1 - Basement - 1.jpg (optional)')).toBeVisible();
  await labelBox.fill('Rack front');
  await shot(page, 'photo-series-label-phone');
  // The next shot keeps the typed label.
  await expect(shutter).toBeEnabled();
  await expect(shutter).toBeInViewport({ ratio: 1 });
  await shutter.tap();
  await expect(camera.getByText('2 photos taken')).toBeVisible();
  await expect(labelBox).toHaveValue('');

  // The second is not labelled: the shutter skips it.
  await shutter.tap();
  await expect(camera.getByText('3 photos taken')).toBeVisible();
  await expect(camera.getByLabel('Label for MDF 1 - Basement - 3.jpg (optional)')).toBeVisible();
  await labelBox.fill('Patch panel');
  await labelBox.press('Enter');
  await expect(labelBox).toHaveValue('');
  await expect(labelBox).toHaveAttribute('placeholder', 'Labelled: Patch panel');
  await shot(page, 'photo-series-three-phone');
  await camera.getByRole('button', { name: 'Done' }).tap();
  await expect(camera).toHaveCount(0);

  const panel = page.getByRole('region', { name: 'Capture Photos' });
  const cards = panel.getByRole('list', { name: 'Photos' }).getByRole('listitem');
  await expect(cards).toHaveCount(3);
  // An unlabelled camera photo is called by its place in the list, not by the location its file is named after (issue 25).
  for (const title of ['Rack front', 'Photo 2', 'Patch panel']) {
    const card = panel.getByRole('listitem', { name: title, exact: true });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Basement');
  }
  await expect(panel.getByText(/Waiting to upload|Uploading \d+%|Processing\.\.\./)).toHaveCount(0, { timeout: 30_000 });
  await shot(page, 'photo-series-done-phone');

  // They reached the server, named after the location and floor, with their labels.
  await expect
    .poll(
      async () => {
        const response = await page.request.get(`/api/surveys/${surveyId}/photos`);
        const photos = (await response.json()) as ServerPhoto[];
        return photos.map((photo) => [photo.originalName, photo.label, photo.elevationLevel]).sort();
      },
      { timeout: 20_000 },
    )
    .toEqual([
      ['MDF 1 - Basement - 1.jpg', 'Rack front', -1],
      ['MDF 1 - Basement - 2.jpg', null, -1],
      ['MDF 1 - Basement - 3.jpg', 'Patch panel', -1],
    ]);

  // A label edit starts from the current label.
  await panel.getByRole('button', { name: 'Edit label of Rack front' }).tap();
  await expect(panel.getByLabel('Label for MDF 1 - Basement - 1.jpg')).toHaveValue('Rack front');
  await panel.getByRole('button', { name: 'Cancel', exact: true }).tap();

  // A second series at the same floor goes on numbering.
  await panel.getByRole('button', { name: 'Start Camera' }).tap();
  await expect(camera.getByRole('button', { name: 'Capture' })).toBeEnabled();
  await expect(camera.getByLabel('Elevation')).toHaveValue('-1');
  await camera.getByRole('button', { name: 'Capture' }).tap();
  await expect(camera.getByLabel('Label for MDF 1 - Basement - 4.jpg (optional)')).toBeVisible();
  await camera.getByRole('button', { name: 'Done' }).tap();
  await expect(cards).toHaveCount(4);
  // The camera was released.
  expect(await page.evaluate(() => document.querySelectorAll('video').length)).toBe(0);
});
