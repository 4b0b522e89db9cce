import { expect, type Page } from '@playwright/test';

export const root = {
  email: () => process.env.E2E_ROOT_EMAIL ?? 'root@localhost',
  // The journeys change the generated password once; later ones sign in with the new one.
  password: () => process.env.E2E_ROOT_PASSWORD_CHANGED ?? process.env.E2E_ROOT_PASSWORD ?? '',
};

export async function signInThroughForm(page: Page, email: string, password: string) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

export async function expectDashboard(page: Page) {
  await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
}
