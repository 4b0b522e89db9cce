import { expect, test, type Page } from '@playwright/test';
import { DESKTOP, PHONE, screenshotBoth } from './support/screenshots';
import { root, signUpCompanyAdmin } from './support/session';
import { answerAsServer } from './support/server-answer';

/** The desktop table's row of a field, found by its label. */
function fieldRow(page: Page, label: string) {
  return page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${label}\\b`) }) });
}

/** The labels of the template's fields, in order, as the table shows them. */
async function fieldLabels(page: Page) {
  return page.getByRole('table', { name: 'Template fields' }).getByRole('rowheader').locator('span:first-child').allTextContents();
}

async function scrollToTop(page: Page) {
  await page.evaluate(() => window.scrollTo(0, 0));
}

test('a company admin customises the MDF template and a new survey uses it', async ({ page }, testInfo) => {
  await signUpCompanyAdmin(page, 'Tess');

  await page.goto('/admin/form-config');
  await expect(page.getByRole('heading', { name: 'Form Configuration', level: 1 })).toBeVisible();
  await page.getByLabel('Location Type').selectOption({ label: 'Main Distribution Frame (MDF)' });
  await expect(page).toHaveURL(/\?type=mdf$/);

  // Only the global template exists: the editor says whose it is and what saving will do.
  await expect(page.getByRole('heading', { name: 'MDF Survey', level: 2 })).toBeVisible();
  await expect(page.getByText('Global template', { exact: true })).toBeVisible();
  await expect(page.getByText(/Saving creates your company’s own version/)).toBeVisible();
  await expect(page.getByText('20 fields')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
  const defaults = await fieldLabels(page);
  expect(defaults.slice(0, 4)).toEqual(['Building', 'Floor', 'Door Name', 'Next Location']);
  await screenshotBoth(page, testInfo, 'form-config-global');

  // Rename a label.
  await page.getByRole('button', { name: 'Edit Door Name' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Field' });
  await expect(edit.getByLabel('Field Name')).toHaveValue('doorName');
  await edit.getByLabel('Label').fill('Room Door Name');
  await edit.getByRole('button', { name: 'Update Field' }).click();
  await expect(edit).toHaveCount(0);
  await expect(fieldRow(page, 'Room Door Name')).toBeVisible();
  await expect(page.getByText('Unsaved changes', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Changes' })).toBeVisible();

  // A select needs options: refused inline, with the focus on the options.
  await page.getByRole('button', { name: 'Add Field' }).click();
  let add = page.getByRole('dialog', { name: 'Add Field' });
  await add.getByLabel('Label').fill('Vendor');
  await add.getByLabel('Field Type').selectOption('select');
  await add.getByLabel('Options').fill('\n  \n');
  await add.getByRole('button', { name: 'Add Field' }).click();
  await expect(add.getByText('Enter at least one option, one per line.')).toBeVisible();
  await expect(add.getByLabel('Options')).toBeFocused();
  await screenshotBoth(page, testInfo, 'form-config-field-dialog-error');
  await add.getByRole('button', { name: 'Cancel' }).click();
  await expect(add).toHaveCount(0);

  // Add a required text field; its name follows the label.
  await page.getByRole('button', { name: 'Add Field' }).click();
  add = page.getByRole('dialog', { name: 'Add Field' });
  await add.getByLabel('Label').fill('Rack Location');
  await expect(add.getByLabel('Field Name')).toHaveValue('rackLocation');
  await expect(add.getByLabel('Field Type')).toHaveValue('text');
  await add.getByLabel('Required field').check();
  await add.getByRole('button', { name: 'Add Field' }).click();
  await expect(add).toHaveCount(0);
  await expect(page.getByText('21 fields')).toBeVisible();
  expect((await fieldLabels(page)).slice(-2)).toEqual(['Notes', 'Rack Location']);
  await expect(fieldRow(page, 'Rack Location').getByText('Required')).toBeVisible();

  // Move it up, above Notes.
  await page.getByRole('button', { name: 'Move Rack Location up' }).click();
  expect((await fieldLabels(page)).slice(-2)).toEqual(['Rack Location', 'Notes']);
  // The focus stays on the moved field's button, so the keyboard can keep moving it.
  await expect(page.getByRole('button', { name: 'Move Rack Location up' })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Move Notes down' })).toHaveAttribute('aria-disabled', 'true');
  await expect(fieldRow(page, 'Rack Location').getByRole('cell').first()).toHaveText('20');

  // Remove an optional field, after confirming.
  await expect(fieldRow(page, 'Next Location').getByText('Optional')).toBeVisible();
  await page.getByRole('button', { name: 'Remove Next Location' }).click();
  const confirmRemove = page.getByRole('alertdialog', { name: 'Remove field?' });
  await expect(confirmRemove.getByText(/“Next Location”/)).toBeVisible();
  await confirmRemove.getByRole('button', { name: 'Remove Field' }).click();
  await expect(fieldRow(page, 'Next Location')).toHaveCount(0);
  await expect(page.getByText('20 fields')).toBeVisible();
  await scrollToTop(page);
  await screenshotBoth(page, testInfo, 'form-config-unsaved');

  // Save: the admin's first save makes the company's own template.
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/survey-templates') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('Survey template saved successfully!')).toBeVisible();
  await expect(page.getByText('Company template', { exact: true })).toBeVisible();
  await expect(page.getByText('Unsaved changes', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Save Changes' })).toHaveCount(0);
  await expect(page.getByText(/Saving creates your company’s own version/)).toHaveCount(0);
  await scrollToTop(page);
  await screenshotBoth(page, testInfo, 'form-config-saved');

  // On a phone the table becomes stacked cards with the same actions.
  await page.setViewportSize(PHONE);
  await expect(page.getByRole('table', { name: 'Template fields' })).toBeHidden();
  const cards = page.getByRole('list', { name: 'Template fields' });
  await expect(cards.getByRole('listitem')).toHaveCount(20);
  await expect(cards.getByRole('listitem').nth(18)).toContainText('Rack Location');
  await expect(cards.getByRole('button', { name: 'Edit Rack Location' })).toBeVisible();
  await page.setViewportSize(DESKTOP);

  // A new MDF survey is filled against the company's template.
  const project = await page.request.post('/api/projects', { data: { name: 'Tess Towers' } });
  expect(project.ok(), await project.text()).toBe(true);
  const projectId = ((await project.json()) as { id: string }).id;
  const survey = await page.request.post(`/api/projects/${projectId}/surveys`, { data: { locationType: 'mdf' } });
  expect(survey.ok(), await survey.text()).toBe(true);
  const surveyId = ((await survey.json()) as { id: string }).id;
  await page.goto(`/projects/${projectId}/surveys/${surveyId}`);
  const rack = page.getByLabel(/Rack Location/);
  await expect(rack).toBeVisible();
  await expect(rack).toHaveAttribute('aria-required', 'true');
  await expect(page.locator('label').filter({ hasText: 'Rack Location' })).toContainText('*');
  await expect(page.getByLabel(/Room Door Name/)).toBeVisible();
  await expect(page.getByLabel(/Next Location/)).toHaveCount(0);

  // Back in the editor (it saves as a new version with PATCH now): Reset to Default asks first.
  await page.goto('/admin/form-config?type=mdf');
  await expect(page.getByText('Company template', { exact: true })).toBeVisible();
  await expect(fieldRow(page, 'Rack Location')).toBeVisible();
  await page.getByRole('button', { name: 'Reset to Default' }).click();
  const confirmReset = page.getByRole('alertdialog', { name: 'Reset to default fields?' });
  await confirmReset.getByRole('button', { name: 'Cancel' }).click();
  await expect(fieldRow(page, 'Rack Location')).toBeVisible();
  await page.getByRole('button', { name: 'Reset to Default' }).click();
  await confirmReset.getByRole('button', { name: 'Reset to Default' }).click();
  await expect(fieldRow(page, 'Rack Location')).toHaveCount(0);
  expect(await fieldLabels(page)).toEqual(defaults);
  await expect(page.getByText('Unsaved changes', { exact: true })).toBeVisible();

  // Leaving with unsaved edits asks first; staying keeps them.
  await page.getByRole('link', { name: 'Home', exact: true }).click();
  const leave = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await expect(leave).toBeVisible();
  await leave.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/admin\/form-config\?type=mdf$/);

  // Switching type with unsaved edits asks too.
  await page.getByLabel('Location Type').selectOption('idf');
  const discard = page.getByRole('alertdialog', { name: 'Discard unsaved changes?' });
  await discard.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByLabel('Location Type')).toHaveValue('mdf');

  // A save the server refuses (400) says so in a toast and shows the server's reason inline.
  const refusal = 'Invalid request: body.fields: Field names must be unique';
  await page.route(/\/api\/survey-templates\/[0-9a-f-]{36}$/, (route) =>
    route.request().method() === 'PATCH'
      ? answerAsServer(route, 400, { code: 'VALIDATION_FAILED', message: refusal })
      : route.fallback(),
  );
  await page.getByRole('button', { name: 'Save Changes' }).click();
  const failure = page.getByRole('alert').filter({ hasText: 'Failed to save survey template.' });
  await expect(failure).toContainText('Error');
  await expect(failure).toContainText(refusal);
  await expect(page.getByRole('alert').filter({ hasText: 'The template cannot be saved yet:' })).toContainText(refusal);
  await expect(page.getByText('Unsaved changes', { exact: true })).toBeVisible();
  await page.unrouteAll();

  const patched = page.waitForResponse((r) => /\/api\/survey-templates\/[0-9a-f-]{36}$/.test(r.url()) && r.request().method() === 'PATCH');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  expect((await patched).status()).toBe(200);
  await expect(page.getByText('Unsaved changes', { exact: true })).toHaveCount(0);
  await expect(page.getByText('Version 2', { exact: true })).toBeVisible();
});

test('root edits the global template, and viewing as a user is denied', async ({ page }, testInfo) => {
  const login = await page.request.post('/api/login', { data: { email: root.email(), password: root.password() } });
  expect(login.ok(), await login.text()).toBe(true);
  if (((await login.json()) as { mustChangePassword: boolean }).mustChangePassword) {
    // Only when this file runs alone: the foundation journey normally changes it first.
    const changed = await page.request.post('/api/change-password', {
      data: { currentPassword: root.password(), newPassword: 'root-form-config-123' },
    });
    expect(changed.ok(), await changed.text()).toBe(true);
    root.setPassword('root-form-config-123');
  }

  await page.goto('/admin/form-config?type=unit');
  await expect(page.getByRole('heading', { name: 'Unit Survey', level: 2 })).toBeVisible();
  await expect(page.getByText('Global template', { exact: true })).toBeVisible();
  await expect(page.getByText(/saving changes it for every company/)).toBeVisible();

  await page.getByRole('button', { name: 'View As' }).click();
  await page.getByRole('menuitem', { name: 'View as user' }).click();
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText('You need admin privileges to access this page.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Form configuration' })).toHaveCount(0);
  await screenshotBoth(page, testInfo, 'form-config-access-denied');

  await page.getByRole('link', { name: 'Go Home' }).click();
  await expect(page).toHaveURL(/\/$/);

  // Back to the actual role: the editor again.
  await page.goto('/admin/form-config');
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await page.getByRole('button', { name: 'View As' }).click();
  await page.getByRole('menuitem', { name: 'Actual role (root)' }).click();
  await expect(page.getByRole('heading', { name: 'Form Configuration', level: 1 })).toBeVisible();
});
