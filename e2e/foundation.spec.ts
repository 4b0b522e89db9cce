import { expect, test } from '@playwright/test';
import { screenshotBoth } from './support/screenshots';
import { expectDashboard, root, signInThroughForm } from './support/session';

// One journey through the foundation, in order: the generated root password is changed once.
test.describe.configure({ mode: 'serial' });

const FIRST_NEW_PASSWORD = 'first-change-123';
const SECOND_NEW_PASSWORD = 'second-change-456';

test('a signed-out visitor sees the landing page and the sign-in page', async ({ page }, testInfo) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
  for (const card of ['Dynamic Surveys', 'Site Markup', 'Photo Capture']) {
    await expect(page.getByRole('heading', { name: card })).toBeVisible();
  }
  await screenshotBoth(page, testInfo, 'landing');

  await page.getByRole('link', { name: 'Sign In' }).first().click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await expect(page.getByText(/role-based access control/i)).toBeVisible();
  await screenshotBoth(page, testInfo, 'sign-in');
});

test('Riser can be installed to a phone’s home screen: its manifest and icons are served', async ({ page }) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await page.request.get(href!);
  expect(manifest.headers()['content-type']).toContain('manifest+json');
  const body = (await manifest.json()) as { short_name: string; display: string; icons: { src: string; sizes: string }[] };
  expect(body).toMatchObject({ short_name: 'Riser', display: 'standalone' });
  for (const icon of body.icons) {
    const image = await page.request.get(icon.src);
    expect(image.ok(), icon.src).toBe(true);
    expect(image.headers()['content-type']).toMatch(/^image\//);
  }
});

test('a wrong password shows the login failure toast', async ({ page }) => {
  await signInThroughForm(page, root.email(), 'definitely-wrong');
  await expect(page.getByText('Login failed')).toBeVisible();
  await expect(page.getByText('Invalid email or password.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);
});

test('root signs in with the printed password and must change it first', async ({ page }, testInfo) => {
  await signInThroughForm(page, root.email(), root.password());
  await expect(page.getByRole('heading', { name: /change your password/i })).toBeVisible();
  await screenshotBoth(page, testInfo, 'forced-password-change');

  await page.getByLabel('Current Password').fill(root.password());
  await page.getByLabel('New Password', { exact: true }).fill(FIRST_NEW_PASSWORD);
  await page.getByLabel('Confirm New Password').fill(FIRST_NEW_PASSWORD);
  await page.getByRole('button', { name: /change password/i }).click();
  await expectDashboard(page);
  root.setPassword(FIRST_NEW_PASSWORD);
});

test('root sees the dashboard with the root-only parts', async ({ page }, testInfo) => {
  await signInThroughForm(page, root.email(), FIRST_NEW_PASSWORD);
  await expect(page.getByText('Welcome back!')).toBeVisible();
  await expectDashboard(page);
  await expect(page.getByRole('heading', { name: 'Welcome, Root' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Open Survey App/ })).toHaveAttribute('href', '/projects');
  await expect(page.getByRole('link', { name: /Form Configuration/ })).toHaveAttribute('href', '/admin/form-config');
  await expect(page.getByRole('link', { name: /Root Dashboard/ })).toHaveAttribute('href', '/admin/root');
  await expect(page.getByRole('link', { name: /Company Dashboard/ })).toHaveCount(0);
  for (const card of ['Active Projects', 'Completed Surveys', 'Photos Captured', 'Overall Progress']) {
    await expect(page.getByText(card, { exact: true })).toBeVisible();
  }
  await screenshotBoth(page, testInfo, 'home-dashboard');

  // View As: the effective role drives what is shown, with a badge while impersonating.
  await page.getByRole('button', { name: /view as/i }).click();
  await page.getByRole('menuitem', { name: 'View as user' }).click();
  await expect(page.getByText('Viewing as user')).toBeVisible();
  await expect(page.getByRole('link', { name: /Form Configuration/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Root Dashboard/ })).toHaveCount(0);
  await screenshotBoth(page, testInfo, 'home-viewing-as-user');
  await page.getByRole('button', { name: /view as/i }).click();
  await page.getByRole('menuitem', { name: /Actual role/ }).click();
  await expect(page.getByText('Viewing as user')).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Root Dashboard/ })).toBeVisible();
});

test('the Change Password dialog shows each validation message, then succeeds', async ({ page }, testInfo) => {
  await signInThroughForm(page, root.email(), FIRST_NEW_PASSWORD);
  await expectDashboard(page);
  await page.getByRole('button', { name: 'Change Password' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const submit = dialog.getByRole('button', { name: /change password/i });

  await submit.click();
  await expect(dialog.getByRole('alert')).toHaveText('Please fill in all fields.');

  await dialog.getByLabel('Current Password').fill(FIRST_NEW_PASSWORD);
  await dialog.getByLabel('New Password', { exact: true }).fill('abcdef1');
  await dialog.getByLabel('Confirm New Password').fill('abcdef2');
  await submit.click();
  await expect(dialog.getByRole('alert')).toHaveText('New passwords do not match.');

  await dialog.getByLabel('New Password', { exact: true }).fill('abc');
  await dialog.getByLabel('Confirm New Password').fill('abc');
  await submit.click();
  await expect(dialog.getByRole('alert')).toHaveText('Password must be at least 6 characters long.');
  await screenshotBoth(page, testInfo, 'change-password-dialog');

  await dialog.getByLabel('Current Password').fill('not-the-password');
  await dialog.getByLabel('New Password', { exact: true }).fill(SECOND_NEW_PASSWORD);
  await dialog.getByLabel('Confirm New Password').fill(SECOND_NEW_PASSWORD);
  await submit.click();
  await expect(dialog.getByRole('alert')).toHaveText('Current password is incorrect.');

  await dialog.getByLabel('Current Password').fill(FIRST_NEW_PASSWORD);
  await submit.click();
  await expect(page.getByText('Password changed')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  root.setPassword(SECOND_NEW_PASSWORD);
});

test('logging out ends the session; the new password works', async ({ page }) => {
  await signInThroughForm(page, root.email(), SECOND_NEW_PASSWORD);
  await expectDashboard(page);
  await page.getByRole('link', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: 'Sign In' }).first()).toBeVisible();
  // The session is really gone: the API says so too.
  const me = await page.request.get('/api/user');
  expect(me.status()).toBe(401);
  await page.goto('/auth');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
});

test('an unknown page shows the not-found page', async ({ page }, testInfo) => {
  await page.goto('/no/such/page');
  await expect(page.getByText('404 Page Not Found')).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  await screenshotBoth(page, testInfo, 'not-found');
});
