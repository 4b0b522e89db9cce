import { expect, test, type Page } from '@playwright/test';
import { screenshotBoth } from './support/screenshots';
import { signUpCompanyAdmin } from './support/session';

test.use({ serviceWorkers: 'allow' });

/** The query cache Riser keeps in the device's database (Dexie 'riser', table 'cache'), as text. */
function savedCache(page: Page): Promise<string> {
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        const open = indexedDB.open('riser');
        // Not made yet: nothing is kept, and this read must not be the one that makes it.
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('cache')) {
            db.close();
            resolve('');
            return;
          }
          const read = db.transaction('cache', 'readonly').objectStore('cache').get('riser-query-cache');
          read.onsuccess = () => {
            db.close();
            const row = read.result as { value?: unknown } | undefined;
            resolve(typeof row?.value === 'string' ? row.value : '');
          };
          read.onerror = () => {
            db.close();
            resolve('');
          };
        };
        open.onerror = () => resolve('');
      }),
  );
}

test('with no signal Riser still opens and shows what was last read; signing out leaves nothing behind', async ({ page, context }, testInfo) => {
  await signUpCompanyAdmin(page, 'Otis');
  const created = await page.request.post('/api/projects', { data: { name: 'Cedar Point', description: 'Basement MDF, no signal' } });
  const projectId = ((await created.json()) as { id: string }).id;

  await page.goto('/projects');
  await expect(page.getByRole('link', { name: 'Cedar Point' })).toBeVisible();
  await page.getByRole('link', { name: 'Cedar Point' }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${projectId}$`));
  await expect(page.getByRole('heading', { name: 'Cedar Point' })).toBeVisible();
  // The worker holds the app shell, and the cache of what was read is on the device.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  // Both reads are saved: the list and the project's own page.
  await expect.poll(async () => (await savedCache(page)).includes(`"queryKey":["projects","list"]`)).toBe(true);
  await expect.poll(() => savedCache(page)).toContain(`"queryKey":["projects","${projectId}"]`);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'You’re offline' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Cedar Point' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Projects' }).click();
  await expect(page.getByRole('link', { name: 'Cedar Point' })).toBeVisible();
  await screenshotBoth(page, testInfo, 'offline-projects');

  await context.setOffline(false);
  await expect(page.getByText('You’re offline')).toBeHidden();

  await page.goto('/api/logout');
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
  await expect.poll(() => savedCache(page)).not.toContain('Cedar Point');
});

test('a field filled in without signal is kept on the device and sent by itself when the signal returns', async ({ page, context }) => {
  await signUpCompanyAdmin(page, 'Pia');
  const created = await page.request.post('/api/projects', { data: { name: 'Birch Hollow' } });
  const projectId = ((await created.json()) as { id: string }).id;
  const survey = await page.request.post(`/api/projects/${projectId}/surveys`, { data: { locationType: 'mdf' } });
  const surveyId = ((await survey.json()) as { id: string }).id;

  await page.goto(`/projects/${projectId}/surveys/${surveyId}`);
  const building = page.getByLabel(/^1\. Building\*?$/);
  const saveStatus = page.getByTestId('form-save-status');
  await expect(building).toBeVisible();
  await expect(saveStatus).toHaveText(/^All changes saved · /);

  await context.setOffline(true);
  await building.fill('Tower C');
  // The autosave cannot reach the server: the edit is on the device, calmly, and waits in the badge.
  await expect(saveStatus).toHaveText(/^Saved on this device/);
  await expect(page.getByTestId('sync-badge')).toHaveAccessibleName(/^Sync: 1 change waiting/, { timeout: 15_000 });
  await expect(page.getByText(/Save failed|Failed to save/)).toHaveCount(0);
  await expect(building).toHaveValue('Tower C');
  // No request reached the server meanwhile.
  const meanwhile = (await (await page.request.get(`/api/surveys/${surveyId}`)).json()) as { formData: Record<string, unknown> };
  expect(meanwhile.formData.building).toBeUndefined();

  await context.setOffline(false);
  await expect(saveStatus).toHaveText(/^All changes saved · /, { timeout: 30_000 });
  await expect(page.getByTestId('sync-badge')).toHaveAccessibleName('Sync: All changes sent');
  const stored = (await (await page.request.get(`/api/surveys/${surveyId}`)).json()) as { formData: Record<string, unknown> };
  expect(stored.formData.building).toBe('Tower C');
});
