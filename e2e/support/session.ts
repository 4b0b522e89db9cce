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

let signUps = 0;

/**
 * Signs up a new company admin through the API (the e2e server runs with ALLOW_SIGNUP=true), so
 * each journey works in a company of its own. The page's context keeps the session cookie.
 */
export async function signUpCompanyAdmin(page: Page, firstName = 'Sam') {
  signUps += 1;
  const email = `${firstName.toLowerCase()}-${Date.now()}-${signUps}@example.com`;
  const response = await page.request.post('/api/register', {
    data: { email, password: 'surveyor-pass', firstName, lastName: 'Surveyor', companyName: `${firstName} Networks` },
  });
  expect(response.ok(), await response.text()).toBe(true);
  return { email, password: 'surveyor-pass' };
}
