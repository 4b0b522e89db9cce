import { expect, test } from '@playwright/test';
import { screenshotBoth } from './support/screenshots';

// Issue 16: the API reference opens in a browser under Riser's own CSP, from Riser alone.

test('the API reference at /api/docs shows every route group, with nothing blocked or fetched elsewhere', async ({ page }, testInfo) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  const elsewhere: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(new URL(page.url() === 'about:blank' ? 'http://127.0.0.1' : page.url()).origin) && !request.url().startsWith('data:')) elsewhere.push(request.url());
  });
  await page.goto('/api/docs/');
  await expect(page.getByRole('heading', { name: /Riser API/ })).toBeVisible();
  for (const group of ['projects', 'surveys', 'photos']) await expect(page.locator(`#operations-tag-${group}`)).toBeVisible();
  // Each group is listed open: the quantities route among the projects'.
  await expect(page.locator('[data-path="/api/projects/{id}/quantities"]').first()).toBeVisible();
  await screenshotBoth(page, testInfo, 'api-docs');
  expect(problems).toEqual([]);
  expect(elsewhere).toEqual([]);
});
