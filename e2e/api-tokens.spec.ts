import { expect, request, test } from '@playwright/test';
import { screenshotBoth } from './support/screenshots';
import { signUpCompanyAdmin } from './support/session';

// Issue 16: an admin makes an API token on the company dashboard, copies it once, a system uses
// it with Authorization: Bearer, and revoking it (asked first) stops it at once.

test('an API token made on the company dashboard reads the company’s projects until it is revoked', async ({ page, baseURL }, testInfo) => {
  await signUpCompanyAdmin(page, 'Tess');
  const project = await page.request.post('/api/projects', { data: { name: 'Linden Park' } });
  expect(project.ok()).toBe(true);

  await page.goto('/admin/company');
  await page.getByRole('tab', { name: 'API Tokens' }).click();
  await page.getByLabel('Name', { exact: true }).fill('Office sync');
  await page.getByLabel('Access', { exact: true }).selectOption('read-only');
  await page.getByRole('button', { name: 'Create token' }).click();
  const shown = page.getByRole('region', { name: 'New token' });
  await expect(shown).toContainText('Copy this token now: it is not shown again.');
  const token = await shown.getByLabel('Token “Office sync”').inputValue();
  expect(token).toMatch(/^rsr_/);
  await screenshotBoth(page, testInfo, 'api-tokens');

  // A system without a session: only the token.
  const system = await request.newContext({ baseURL });
  const read = await system.get('/api/projects', { headers: { authorization: `Bearer ${token}` } });
  expect(read.status()).toBe(200);
  expect(((await read.json()) as { name: string }[]).map((p) => p.name)).toEqual(['Linden Park']);
  const write = await system.post('/api/projects', { headers: { authorization: `Bearer ${token}` }, data: { name: 'Not allowed' } });
  expect(write.status()).toBe(403);

  await shown.getByRole('button', { name: 'Done' }).click();
  await expect(shown).toBeHidden();
  // The list says when the token was last used.
  await page.reload();
  await page.getByRole('tab', { name: 'API Tokens' }).click();
  await expect(page.getByText(/last used/)).toBeVisible();
  await page.getByRole('button', { name: 'Revoke Office sync' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke' }).click();
  await expect(page.getByText('No API tokens yet.')).toBeVisible();
  expect((await system.get('/api/projects', { headers: { authorization: `Bearer ${token}` } })).status()).toBe(401);
  await system.dispose();
});
