import { expect, test, type Page } from '@playwright/test';
import { screenshotBoth } from './support/screenshots';
import { root, signUpCompanyAdmin } from './support/session';
import { completeDefaultForm } from './support/forms';

const PROJECT = 'Oak Towers';
const RENAMED = 'Oak Towers North';

function projectCard(page: Page, name: string) {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
}

test('a company admin creates, opens, renames and deletes a project', async ({ page }, testInfo) => {
  await signUpCompanyAdmin(page, 'Priya');

  // An empty company starts with the friendly empty state.
  await page.goto('/projects');
  await expect(page.getByRole('heading', { name: 'Projects', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No projects yet' })).toBeVisible();

  // New Project: a blank name is refused inline and announced.
  await page.getByRole('button', { name: 'New Project' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'New Project' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/projects\?new=1$/);
  await dialog.getByLabel('Project Name').fill('   ');
  await dialog.getByRole('button', { name: 'Create Project' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Project name is required.');
  await expect(dialog.getByLabel('Project Name')).toBeFocused();
  await expect(dialog.getByLabel('Project Name')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByLabel('Company')).toHaveCount(0);
  await screenshotBoth(page, testInfo, 'new-project-dialog');

  await dialog.getByLabel('Project Name').fill(PROJECT);
  await dialog.getByLabel(/Description/).fill('Two mid-rise buildings, 120 units');
  await expect(dialog.getByLabel('Status')).toHaveValue('in-progress');
  await dialog.getByRole('button', { name: 'Create Project' }).click();
  await expect(page.getByText('Project created')).toBeVisible();

  // Created: straight to the new project's dashboard.
  await expect(page).toHaveURL(/\/projects\/[0-9a-f-]{36}$/);
  const projectId = page.url().split('/').pop()!;
  await expect(page.getByRole('heading', { name: PROJECT, level: 1 })).toBeVisible();

  // The list shows it with 0 of 0 locations.
  await page.getByRole('link', { name: 'Back to Projects' }).click();
  const card = projectCard(page, PROJECT);
  await expect(card).toBeVisible();
  await expect(card.getByText('0 of 0 locations completed')).toBeVisible();
  await expect(card.getByText('0%')).toBeVisible();
  await expect(card.getByText('In Progress')).toBeVisible();
  await screenshotBoth(page, testInfo, 'projects-list');
  // Keyboard focus on a card is plainly visible.
  await card.getByRole('link', { name: PROJECT }).focus();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(card.getByRole('link', { name: PROJECT })).toBeFocused();
  await screenshotBoth(page, testInfo, 'projects-list-focus');

  // The dashboard: eight type cards and the picker.
  await card.getByRole('link', { name: PROJECT }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${projectId}$`));
  const overview = page.getByRole('region', { name: 'Survey Overview' });
  await expect(overview.getByRole('link')).toHaveCount(8);
  for (const type of ['PROPERTY', 'MDF', 'IDF', 'BUILDING', 'UNIT', 'COMMON-AREA', 'PATHWAYS']) {
    await expect(overview.getByRole('link', { name: new RegExp(`^${type} 0 completed$`) })).toBeVisible();
  }
  await expect(overview.getByRole('link', { name: /^SITE-MAP 1 available$/ })).toBeVisible();
  await expect(overview.getByRole('link', { name: /^MDF/ })).toHaveAttribute('href', `/projects/${projectId}/survey-types/mdf`);
  await page.getByRole('button', { name: 'Downloads' }).click();
  await expect(page.getByRole('button', { name: 'Download Report' })).toBeEnabled();
  await expect(page.getByText('No locations yet.')).toBeVisible();
  await screenshotBoth(page, testInfo, 'project-dashboard-empty');

  await page.getByRole('button', { name: 'New Location' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose Survey Type' });
  await expect(picker).toBeVisible();
  await expect(picker.getByText(PROJECT)).toBeVisible();
  await expect(picker.getByText('0 locations')).toBeVisible();
  for (const tile of [
    'Property Information',
    'MDF (Main Distribution Frame)',
    'IDF (Intermediate Distribution Frame)',
    'Building (Structural Survey)',
    'Unit (Individual Unit Survey)',
    'Common Area (Shared Spaces)',
    'Pathways/OSP (Outside Plant Infrastructure)',
    'Site Map Markup (Map Layout and Markup)',
  ]) {
    // A tile creates a location in one tap (issue 15); the site map, one per project, opens its page.
    await expect(picker.getByRole(tile.startsWith('Site Map') ? 'link' : 'button', { name: tile })).toBeVisible();
  }
  await expect(picker.getByRole('link', { name: 'Back to Projects' })).toBeVisible();
  await screenshotBoth(page, testInfo, 'survey-type-picker');
  await picker.getByRole('button', { name: 'Skip to Summary' }).click();
  await expect(picker).toHaveCount(0);
  await expect(page.getByRole('heading', { name: /^Locations/ })).toBeFocused();

  // A picked tile creates a location of that type and opens its form, in one tap (issue 15).
  await page.getByRole('button', { name: 'New Location' }).click();
  await picker.getByRole('button', { name: 'MDF (Main Distribution Frame)' }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${projectId}/surveys/[0-9a-f-]{36}$`));
  await expect(page.getByRole('heading', { name: 'MDF Survey' })).toBeVisible();
  const survey = { id: new URL(page.url()).pathname.split('/').pop() ?? '' };
  await expect.poll(async () => (await page.request.get(`/api/surveys/${survey.id}`)).status()).toBe(200);

  // Completed through the API, it shows on the dashboard and the list.
  const completed = await page.request.patch(`/api/surveys/${survey.id}`, { data: { formData: completeDefaultForm('mdf'), isCompleted: true } });
  expect(completed.ok(), await completed.text()).toBe(true);

  await page.goto(`/projects/${projectId}`);
  await expect(overview.getByRole('link', { name: /^MDF 1 completed$/ })).toBeVisible();
  await expect(overview.getByRole('link', { name: /^IDF 0 completed$/ })).toBeVisible();
  // Its form names a building, so it is listed in that building's section (issue 25), not among the locations in none.
  const locations = page.getByRole('region', { name: /^Building / });
  const entry = locations.getByRole('link', { name: 'MDF 1' });
  await expect(entry).toHaveAttribute('href', `/projects/${projectId}/surveys/${survey.id}`);
  await expect(locations.getByRole('img', { name: 'Completed' })).toBeVisible();
  await screenshotBoth(page, testInfo, 'project-dashboard');

  await page.getByRole('link', { name: 'Back to Projects' }).click();
  await expect(card.getByText('1 of 1 locations completed')).toBeVisible();
  await expect(card.getByText('100%')).toBeVisible();

  // Rename through the card menu.
  await page.getByRole('button', { name: `Project actions for ${PROJECT}` }).click();
  await page.getByRole('menuitem', { name: 'Rename' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Project' });
  await expect(edit.getByLabel('Project Name')).toHaveValue(PROJECT);
  await edit.getByLabel('Project Name').fill(' ');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(edit.getByRole('alert')).toHaveText('Project name is required.');
  await edit.getByLabel('Project Name').fill(RENAMED);
  await edit.getByLabel('Status').selectOption('planning');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Project updated')).toBeVisible();
  await expect(edit).toHaveCount(0);
  const renamed = projectCard(page, RENAMED);
  await expect(renamed).toBeVisible();
  await expect(renamed.getByText('Planning')).toBeVisible();

  // Delete asks first; Cancel keeps the project.
  await page.getByRole('button', { name: `Project actions for ${RENAMED}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(RENAMED);
  await screenshotBoth(page, testInfo, 'delete-project-confirm');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(renamed).toBeVisible();

  await page.getByRole('button', { name: `Project actions for ${RENAMED}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await confirm.getByRole('button', { name: 'Delete Project' }).click();
  await expect(page.getByText('Project deleted')).toBeVisible();
  await expect(renamed).toHaveCount(0);
  // The menu that opened the confirmation went with the project: focus lands on the page title.
  await expect(page.getByRole('heading', { name: 'Projects', level: 1 })).toBeFocused();
  await expect(page.getByRole('heading', { name: 'No projects yet' })).toBeVisible();
  expect((await page.request.get(`/api/projects/${projectId}`)).status()).toBe(404);

  // Its old address now says so plainly.
  await page.goto(`/projects/${projectId}`);
  await expect(page.getByRole('heading', { name: 'Project not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Projects' })).toHaveAttribute('href', '/projects');
});

test('the header menu’s New Survey asks the project, then the type, and opens the new form', async ({ page }) => {
  await signUpCompanyAdmin(page, 'Marco');
  const project = await page.request.post('/api/projects', { data: { name: 'Birch Row', status: 'in-progress' } });
  expect(project.ok()).toBe(true);
  const { id } = (await project.json()) as { id: string };
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/projects');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('menuitem', { name: 'New Survey' }).click();
  const chooser = page.getByRole('dialog', { name: 'New Survey' });
  await expect(chooser.getByRole('button', { name: 'New Project' })).toBeVisible();
  await chooser.getByRole('link', { name: 'Birch Row' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose Survey Type' });
  await expect(picker).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/projects/${id}$`));
  await picker.getByRole('button', { name: 'Unit (Individual Unit Survey)' }).click();
  await expect(page.getByRole('heading', { name: 'Unit Survey' })).toBeVisible();
  await expect(page.getByLabel('Location Name')).toHaveValue('Unit 1');

  // New Project is still one choice away.
  await page.goto('/projects?start=1');
  await page.getByRole('dialog', { name: 'New Survey' }).getByRole('button', { name: 'New Project' }).click();
  await expect(page.getByRole('dialog', { name: 'New Project' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/projects$/);
});

test('the home dashboard shows the company’s figures and recent activity', async ({ page }, testInfo) => {
  await signUpCompanyAdmin(page, 'Lena');
  const project = await page.request.post('/api/projects', { data: { name: 'Elm Court', status: 'in-progress' } });
  expect(project.ok()).toBe(true);
  const { id } = (await project.json()) as { id: string };
  const survey = (await (await page.request.post(`/api/projects/${id}/surveys`, { data: { locationType: 'unit' } })).json()) as { id: string };
  await page.request.post(`/api/projects/${id}/surveys`, { data: { locationType: 'idf' } });
  await page.request.patch(`/api/surveys/${survey.id}`, { data: { formData: completeDefaultForm('unit'), isCompleted: true } });

  await page.goto('/');
  const overview = page.getByRole('region', { name: 'Overview' });
  // The four figures in order: active projects, completed surveys, photos, overall progress.
  const figures = overview.getByRole('definition');
  await expect(figures).toHaveText([/^1\D/, /^1\D/, /^0\D/, /^50%/]);
  await expect(overview.getByText('Loading...')).toHaveCount(0);
  await expect(page.getByText(/Lena Surveyor created project Elm Court/)).toBeVisible();
  await screenshotBoth(page, testInfo, 'home-dashboard-figures');
});

test('root picks the company a new project belongs to', async ({ page }) => {
  // A company to choose, made by its own admin; then the same browser signs in as root.
  await signUpCompanyAdmin(page, 'Rosa');
  await page.context().clearCookies();
  const login = await page.request.post('/api/login', { data: { email: root.email(), password: root.password() } });
  expect(login.ok(), await login.text()).toBe(true);
  if (((await login.json()) as { mustChangePassword: boolean }).mustChangePassword) {
    // Only when this file runs alone: the foundation journey normally changes it first.
    const changed = await page.request.post('/api/change-password', {
      data: { currentPassword: root.password(), newPassword: 'root-projects-123' },
    });
    expect(changed.ok(), await changed.text()).toBe(true);
    root.setPassword('root-projects-123');
  }

  await page.goto('/projects?new=1');
  const dialog = page.getByRole('dialog', { name: 'New Project' });
  const company = dialog.getByLabel('Company');
  await expect(company).toBeVisible();
  await expect(company.getByRole('option', { name: 'Rosa Networks' })).toHaveCount(1);
  await dialog.getByLabel('Project Name').fill('Rosa Gardens');
  await dialog.getByRole('button', { name: 'Create Project' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Choose the company this project belongs to.');
  await expect(company).toBeFocused();

  await company.selectOption({ label: 'Rosa Networks' });
  await dialog.getByRole('button', { name: 'Create Project' }).click();
  await expect(page.getByText('Project created')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Rosa Gardens', level: 1 })).toBeVisible();
  const projectId = page.url().split('/').pop()!;
  const companies = (await (await page.request.get('/api/companies')).json()) as { id: string; name: string }[];
  const project = (await (await page.request.get(`/api/projects/${projectId}`)).json()) as { companyId: string };
  expect(companies.find((c) => c.id === project.companyId)?.name).toBe('Rosa Networks');
  expect((await page.request.delete(`/api/projects/${projectId}`)).status()).toBe(204);
});
