import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { expect, type Page } from '@playwright/test';

/**
 * The one root account of the e2e server. Its password changes as journeys run (the foundation
 * journey changes the generated one), and journeys run in separate worker processes, so the
 * current password lives in a file that global setup names.
 */
export const root = {
  email: () => process.env.E2E_ROOT_EMAIL ?? 'root@localhost',
  password: (): string => {
    const file = process.env.E2E_ROOT_PASSWORD_FILE;
    if (file && existsSync(file)) return readFileSync(file, 'utf8');
    return process.env.E2E_ROOT_PASSWORD ?? '';
  },
  setPassword: (password: string) => {
    const file = process.env.E2E_ROOT_PASSWORD_FILE;
    if (file) writeFileSync(file, password);
  },
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

export interface Colleague {
  id: string;
  email: string;
  temporaryPassword: string;
}

/** A surveyor (role user) of the office's company, made by the office's admin. */
export async function addColleague(office: Page, firstName: string, lastName = 'Field'): Promise<Colleague> {
  signUps += 1;
  const email = `${firstName.toLowerCase()}-${Date.now()}-${signUps}@example.com`;
  const response = await office.request.post('/api/admin/users', { data: { email, firstName, lastName, role: 'user' } });
  expect(response.ok(), await response.text()).toBe(true);
  const { id, temporaryPassword } = (await response.json()) as { id: string; temporaryPassword: string };
  return { id, email, temporaryPassword };
}

/** Signs a colleague in on this page's context, changing the temporary password first if asked to. */
export async function signInColleague(page: Page, colleague: Colleague) {
  const login = await page.request.post('/api/login', { data: { email: colleague.email, password: colleague.temporaryPassword } });
  expect(login.ok(), await login.text()).toBe(true);
  if (((await login.json()) as { mustChangePassword: boolean }).mustChangePassword) {
    const changed = await page.request.post('/api/change-password', { data: { currentPassword: colleague.temporaryPassword, newPassword: 'field-pass-123' } });
    expect(changed.ok(), await changed.text()).toBe(true);
  }
}
