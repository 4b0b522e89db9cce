import { expect, test, type Page, type TestInfo } from '@playwright/test';
import { PHONE, screenshotBoth } from './support/screenshots';
import { signUpCompanyAdmin } from './support/session';
import { answerAsServer } from './support/server-answer';

async function createProject(page: Page, name: string): Promise<string> {
  const response = await page.request.post('/api/projects', { data: { name } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { id: string }).id;
}

/** Resolves with the status of the next form save (PATCH) of this survey. */
function nextSave(page: Page, surveyId: string) {
  return page
    .waitForResponse((response) => response.url().endsWith(`/api/surveys/${surveyId}`) && response.request().method() === 'PATCH')
    .then((response) => response.status());
}

/** A form input by its label; required labels end in a '*' marker hidden from screen readers. */
/** Full-page screenshots from the top, so the sticky header sits where it belongs. */
async function screenshotFromTop(page: Page, testInfo: TestInfo, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await screenshotBoth(page, testInfo, name);
}

const field = (page: Page, label: string) =>
  page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`));

test('a surveyor creates an MDF location, fills in the required fields and completes it', async ({ page }, testInfo) => {
  await signUpCompanyAdmin(page, 'Mia');
  const projectId = await createProject(page, 'Riverside Apartments');

  await page.goto(`/projects/${projectId}/survey-types/mdf`);
  await expect(page.getByRole('heading', { name: 'Main Distribution Frame (MDF)' })).toBeVisible();
  await expect(page.getByText('Riverside Apartments')).toBeVisible();
  await expect(page.getByText('No MDF entries yet')).toBeVisible();
  await screenshotFromTop(page, testInfo, 'survey-type-empty');

  await page.getByRole('button', { name: 'Create New Location' }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${projectId}/surveys/[0-9a-f-]{36}$`));
  await expect(page.getByText('Survey Created', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'MDF Survey' })).toBeVisible();
  await expect(field(page, 'Location Name')).toHaveValue('MDF 1');
  await expect(page.getByText('0 of 20 fields completed')).toBeVisible();

  // Completing a blank form shows the required messages and puts the focus on the first one.
  await page.getByRole('button', { name: 'Complete Survey' }).click();
  await expect(page.getByText('Building is required')).toBeVisible();
  await expect(page.getByText('Conduit is required')).toBeVisible();
  await expect(field(page, '1. Building')).toBeFocused();
  await expect(field(page, '1. Building')).toHaveAttribute('aria-invalid', 'true');

  await field(page, '1. Building').fill('Building A');
  await expect(page.getByText('Building is required')).toHaveCount(0);
  await field(page, '2. Floor').fill('2');
  await field(page, '3. Door Name').fill('Telecom Room 101');
  await field(page, '5. Units Served').selectOption('21-50');
  await field(page, '6. Common Areas Served').selectOption('3-5');
  await field(page, '7. Available Power').selectOption('Yes');
  await field(page, '8. Room to Mount').selectOption('Yes - Ample Space');
  await field(page, '9. Existing Plywood').selectOption('No');
  await expect(page.getByText('8 of 20 fields completed')).toBeVisible();
  await expect(page.getByText('89%')).toBeVisible();
  await field(page, '10. Conduit').selectOption('Yes');
  await expect(page.getByText('9 of 20 fields completed')).toBeVisible();
  await expect(page.getByText('100%', { exact: true })).toBeVisible();

  // A required field cleared after being touched says so.
  await field(page, '3. Door Name').fill('');
  await field(page, '3. Door Name').blur();
  await expect(page.getByText('Door Name is required')).toBeVisible();
  await field(page, '3. Door Name').fill('Telecom Room 101');
  await expect(page.getByText('Door Name is required')).toHaveCount(0);

  await page.getByRole('button', { name: 'Save Progress' }).click();
  await expect(page.getByText('Progress saved', { exact: true })).toBeVisible();
  await expect(page.getByText(/All changes saved/)).toBeVisible();
  await screenshotFromTop(page, testInfo, 'survey-form');

  await page.getByRole('button', { name: 'Complete Survey' }).click();
  await expect(page.getByText('Survey completed', { exact: true })).toBeVisible();
  await expect(page.getByText('Completed', { exact: true })).toBeVisible();

  await page.getByRole('link', { name: 'Back to Locations' }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${projectId}/survey-types/mdf$`));
  // Named after its door until renamed (issue 15).
  const entry = page.getByRole('listitem').filter({ hasText: 'MDF Telecom Room 101' });
  await expect(entry.getByText('100% complete')).toBeVisible();
  await expect(entry.getByRole('img', { name: 'Completed' })).toBeVisible();

  // A second, untouched location sorts after the first.
  await page.getByRole('button', { name: 'Create New Location' }).click();
  await expect(page.getByRole('heading', { name: 'MDF Survey' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Locations' }).click();
  await expect(page.getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('listitem').nth(1)).toContainText('MDF 2');
  await expect(page.getByRole('listitem').nth(1).getByText('0% complete')).toBeVisible();
  await expect(page.getByRole('listitem').nth(1).getByRole('img', { name: 'Not completed' })).toBeVisible();
  await screenshotFromTop(page, testInfo, 'survey-type-entries');
});

test('edits typed just before leaving are saved on the way out', async ({ page }) => {
  await signUpCompanyAdmin(page, 'Lee');
  const projectId = await createProject(page, 'Harbor View');
  await page.goto(`/projects/${projectId}/survey-types/idf`);
  await page.getByRole('button', { name: 'Create New Location' }).click();
  await expect(page.getByRole('heading', { name: 'IDF Survey' })).toBeVisible();
  await field(page, '1. Building').fill('East Wing');
  await field(page, 'Location Name').fill('East closet');
  // Leaving at once, before the autosave delay: the pending change goes first.
  await page.getByRole('link', { name: 'Back to Locations' }).click();
  await expect(page).toHaveURL(new RegExp(`/survey-types/idf$`));
  await expect(page.getByRole('listitem').filter({ hasText: 'East closet' })).toBeVisible();
  await page.getByRole('link', { name: 'Edit Survey' }).click();
  await expect(field(page, '1. Building')).toHaveValue('East Wing');
});

test('two surveyors on one survey: different fields merge, the same field asks which to keep', async ({ page, browser }, testInfo) => {
  const account = await signUpCompanyAdmin(page, 'Ava');
  const projectId = await createProject(page, 'Maple Court');
  const created = await page.request.post(`/api/projects/${projectId}/surveys`, { data: { locationType: 'mdf' } });
  expect(created.ok()).toBe(true);
  const surveyId = ((await created.json()) as { id: string }).id;

  // The same account, signed in a second time in a browser context of its own.
  const otherContext = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const other = await otherContext.newPage();
  const login = await other.request.post('/api/login', { data: { email: account.email, password: account.password } });
  expect(login.ok()).toBe(true);

  const url = `/projects/${projectId}/surveys/${surveyId}`;
  await page.goto(url);
  await other.goto(url);
  await expect(field(page, '1. Building')).toBeVisible();
  await expect(field(other, '1. Building')).toBeVisible();

  // Different fields: both survive.
  let saved = nextSave(page, surveyId);
  await field(page, '1. Building').fill('North');
  expect(await saved).toBe(200);
  saved = nextSave(other, surveyId);
  await field(other, '3. Door Name').fill('B12');
  expect(await saved).toBe(200);
  await expect(other.getByText(/All changes saved/)).toBeVisible();
  for (const p of [page, other]) {
    await p.reload();
    await expect(field(p, '1. Building')).toHaveValue('North');
    await expect(field(p, '3. Door Name')).toHaveValue('B12');
  }

  // The same field: the second save is refused and the conflict view asks.
  saved = nextSave(page, surveyId);
  await field(page, '2. Floor').fill('3');
  expect(await saved).toBe(200);
  saved = nextSave(other, surveyId);
  await field(other, '2. Floor').fill('5');
  expect(await saved).toBe(409);
  const dialog = other.getByRole('dialog', { name: 'Someone else changed these fields' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('group', { name: 'Floor' })).toBeVisible();
  await expect(dialog.getByRole('radio', { name: /Keep mine\s*Your value\s*5/ })).toBeVisible();
  await expect(dialog.getByRole('radio', { name: /Take theirs\s*Their value\s*3/ })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Apply choices' })).toBeDisabled();
  await screenshotBoth(other, testInfo, 'survey-conflict');

  saved = nextSave(other, surveyId);
  await dialog.getByRole('radio', { name: /Keep mine/ }).check();
  await dialog.getByRole('button', { name: 'Apply choices' }).click();
  expect(await saved).toBe(200);
  await expect(dialog).toHaveCount(0);
  await expect(other.getByText(/All changes saved/)).toBeVisible();
  for (const p of [page, other]) {
    await p.reload();
    await expect(field(p, '2. Floor')).toHaveValue('5');
    await expect(field(p, '1. Building')).toHaveValue('North');
  }

  // Taking theirs: the other value stays and nothing of ours is sent for that field.
  saved = nextSave(page, surveyId);
  await field(page, '3. Door Name').fill('Closet 7');
  expect(await saved).toBe(200);
  saved = nextSave(other, surveyId);
  await field(other, '3. Door Name').fill('Closet 9');
  expect(await saved).toBe(409);
  await dialog.getByRole('radio', { name: /Take theirs/ }).check();
  await dialog.getByRole('button', { name: 'Apply choices' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(field(other, '3. Door Name')).toHaveValue('Closet 7');
  await other.reload();
  await expect(field(other, '3. Door Name')).toHaveValue('Closet 7');

  await otherContext.close();
});

test('a unit location links to its floor plan, the site map type to the site map, an unknown type says so', async ({ page }) => {
  await signUpCompanyAdmin(page, 'Noa');
  const projectId = await createProject(page, 'Elm Towers');

  await page.goto(`/projects/${projectId}/survey-types/unit`);
  await page.getByRole('button', { name: 'Create New Location' }).click();
  await expect(page).toHaveURL(/\/surveys\/[0-9a-f-]+$/);
  await expect(page.getByRole('button', { name: 'Open Unit Markup' })).toBeVisible();
  const saved = nextSave(page, page.url().split('/').pop()!);
  await field(page, '1. Unit Number').fill('204');
  expect(await saved).toBe(200);
  await expect(page.getByText('Capture Photos').first()).toBeVisible();

  // Open Unit Markup: the unit's floor plan, full screen, made on first open.
  await page.getByRole('button', { name: 'Open Unit Markup' }).click();
  const markup = page.getByRole('dialog', { name: 'Unit 204 Floor Plan' });
  await expect(markup.getByText('Upload a floor plan to start marking up')).toBeVisible();
  await markup.getByRole('button', { name: 'Cancel' }).click();
  await expect(markup).toBeHidden();

  // The floor plan belongs to the unit (DESIGN §4): the list and the counts still show one unit.
  await page.getByRole('link', { name: 'Back to Locations' }).click();
  await expect(page.getByRole('heading', { name: 'Edit Existing Locations' })).toBeVisible();
  await expect(page.getByText('Unit 204 Floor Plan')).toHaveCount(0);
  const floorPlanLinks = page.getByRole('link', { name: 'Floor Plan', exact: true });
  await expect(floorPlanLinks).toHaveCount(1);
  const project = (await (await page.request.get(`/api/projects/${projectId}`)).json()) as { totalLocations: number };
  expect(project.totalLocations).toBe(1);
  for (const link of await floorPlanLinks.all()) {
    await expect(link).toHaveAttribute('href', `/projects/${projectId}/units/204/floor-plan`);
  }

  await page.goto(`/projects/${projectId}/survey-types/site-map`);
  await expect(page.getByRole('link', { name: 'Open Site Map' })).toHaveAttribute('href', `/projects/${projectId}/site-map`);

  await page.goto(`/projects/${projectId}/survey-types/garage`);
  await expect(page.getByRole('heading', { name: 'Survey Type Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Dashboard' }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${projectId}$`));
});

test('deleting a location asks first, then returns to its type page', async ({ page }) => {
  await signUpCompanyAdmin(page, 'Kai');
  const projectId = await createProject(page, 'Oak Plaza');
  await page.goto(`/projects/${projectId}/survey-types/building`);
  await page.getByRole('button', { name: 'Create New Location' }).click();
  await expect(page.getByRole('heading', { name: 'Building Survey' })).toBeVisible();
  await page.getByRole('button', { name: 'Delete Location' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Building 1');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toHaveCount(0);
  await page.getByRole('button', { name: 'Delete Location' }).click();
  await confirm.getByRole('button', { name: 'Delete Location' }).click();
  await expect(page.getByText('Survey Deleted', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/projects/${projectId}/survey-types/building$`));
  await expect(page.getByText('No BUILDING entries yet')).toBeVisible();
});

test('a save that cannot reach the server stays on the device, leaving loses nothing, and a refused one says why with retry', async ({ page }, testInfo) => {
  await signUpCompanyAdmin(page, 'Ivy');
  const projectId = await createProject(page, 'Cedar Point');
  await page.goto(`/projects/${projectId}/survey-types/pathways`);
  await page.getByRole('button', { name: 'Create New Location' }).click();
  await expect(page.getByRole('heading', { name: 'Pathways/OSP Survey' })).toBeVisible();
  const surveyId = page.url().split('/').pop()!;
  const saveStatus = page.getByTestId('form-save-status');
  const badge = page.getByTestId('sync-badge');
  await expect(saveStatus).toHaveText(/^All changes saved · /);

  // The network drops every save for a while: calmly kept on the device, no error.
  const surveyUrl = `**/api/surveys/${surveyId}`;
  await page.route(surveyUrl, (route) => (route.request().method() === 'PATCH' ? route.abort() : route.continue()));
  await field(page, '2. Distance (feet)').fill('250');
  await expect(saveStatus).toHaveText(/^Saved on this device/);
  await expect(badge).toHaveAccessibleName(/^Sync: 1 change waiting/);
  await expect(page.getByText(/Save failed|Failed to save survey/)).toHaveCount(0);
  await screenshotFromTop(page, testInfo, 'survey-saved-on-device');

  // Leaving asks nothing: the edit is on the device, and back on the form it is still there.
  await page.getByRole('link', { name: 'Back to Locations' }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${projectId}/survey-types/pathways$`));
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(badge).toHaveAccessibleName(/^Sync: 1 change waiting/);
  await page.goto(`/projects/${projectId}/surveys/${surveyId}`);
  await expect(field(page, '2. Distance (feet)')).toHaveValue('250');
  await expect(saveStatus).toHaveText(/^Saved on this device/);

  // The network is back: it goes by itself.
  await page.unroute(surveyUrl);
  await expect(saveStatus).toHaveText(/^All changes saved · /, { timeout: 30_000 });
  await expect(badge).toHaveAccessibleName('Sync: All changes sent');

  // The server refuses the next save: that one is a problem, said with the reason and a retry.
  await page.route(surveyUrl, (route) =>
    route.request().method() === 'PATCH'
      ? answerAsServer(route, 400, { code: 'VALIDATION_FAILED', message: 'Distance is out of range.' })
      : route.continue(),
  );
  await field(page, '2. Distance (feet)').fill('300');
  const retry = saveStatus.getByRole('button', { name: 'Not sent: Distance is out of range. — retry' });
  await expect(retry).toBeVisible({ timeout: 15_000 });
  await expect(badge).toHaveAccessibleName(/^Sync: 1 change waiting.*needs your attention/);
  await screenshotFromTop(page, testInfo, 'survey-save-refused');
  // The reason wraps on a phone: the page never gets wider than the screen.
  const viewport = page.viewportSize()!;
  await page.setViewportSize(PHONE);
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await page.setViewportSize(viewport);
  await page.unroute(surveyUrl);
  const saved = nextSave(page, surveyId);
  await retry.click();
  expect(await saved).toBe(200);
  await expect(saveStatus).toHaveText(/^All changes saved · /);
  await page.reload();
  await expect(field(page, '2. Distance (feet)')).toHaveValue('300');
  const stored = (await (await page.request.get(`/api/surveys/${surveyId}`)).json()) as { formData: Record<string, unknown> };
  expect(stored.formData.distance).toBe(300);
});

test('switching template asks first when filled fields would be hidden', async ({ page }) => {
  await signUpCompanyAdmin(page, 'Rae');
  const projectId = await createProject(page, 'Birch Hollow');
  await page.goto(`/projects/${projectId}/survey-types/idf`);
  await page.getByRole('button', { name: 'Create New Location' }).click();
  await expect(page.getByRole('heading', { name: 'IDF Survey' })).toBeVisible();
  const surveyId = page.url().split('/').pop()!;
  let saved = nextSave(page, surveyId);
  await field(page, '1. Building').fill('West');
  await field(page, '3. Door Name').fill('Closet 2B');
  expect(await saved).toBe(200);

  await field(page, 'Form Template').selectOption({ label: 'IDF Survey (Extended)' });
  const confirm = page.getByRole('alertdialog', { name: 'Switch to IDF Survey (Extended)?' });
  await expect(confirm.getByRole('listitem')).toHaveText(['Door Name']);
  await confirm.getByRole('button', { name: 'Keep current template' }).click();
  await expect(page.getByRole('heading', { name: 'IDF Survey', exact: true })).toBeVisible();
  await expect(field(page, 'Form Template')).toHaveValue(/.+/);

  saved = nextSave(page, surveyId);
  await field(page, 'Form Template').selectOption({ label: 'IDF Survey (Extended)' });
  await confirm.getByRole('button', { name: 'Switch template' }).click();
  expect(await saved).toBe(200);
  await expect(page.getByRole('heading', { name: 'IDF Survey (Extended)' })).toBeVisible();
  // Shared field names keep their values; the extended form has its own door_name field.
  await expect(field(page, '1. Building')).toHaveValue('West');
  await expect(field(page, '3. Door Name')).toHaveValue('');
  await expect(field(page, '5. Connection to MDF')).toBeVisible();
});

test('an edit typed just before the tab is closed is kept on the device and sent when Riser opens again', async ({ page, context }) => {
  await signUpCompanyAdmin(page, 'Ivy');
  const projectId = await createProject(page, 'Ash Court');
  const created = await page.request.post(`/api/projects/${projectId}/surveys`, { data: { locationType: 'mdf' } });
  const surveyId = ((await created.json()) as { id: string }).id;
  const building = async () => {
    const survey = (await (await context.request.get(`/api/surveys/${surveyId}`)).json()) as { formData: Record<string, unknown> };
    return survey.formData.building;
  };

  await page.goto(`/projects/${projectId}/surveys/${surveyId}`);
  await field(page, '1. Building').fill('Tower C');
  // On the device (the badge reads the outbox), well inside the 2 s autosave delay; then the tab goes.
  await expect(page.getByTestId('sync-badge')).toHaveAccessibleName(/^Sync: 1 change waiting/);
  await page.close({ runBeforeUnload: false });

  const again = await context.newPage();
  await again.goto(`/projects/${projectId}/surveys/${surveyId}`);
  await expect(field(again, '1. Building')).toHaveValue('Tower C');
  await expect.poll(building, { timeout: 15_000 }).toBe('Tower C');
  await expect(again.getByTestId('form-save-status')).toHaveText(/^All changes saved · /);
});

test('a site-map survey is its full-screen markup, with its Site Name in the header; it is not listed as a location', async ({ page }, testInfo) => {
  await signUpCompanyAdmin(page, 'Sia');
  const projectId = await createProject(page, 'Lakeside Commons');
  const mdf = await page.request.post(`/api/projects/${projectId}/surveys`, { data: { locationType: 'mdf', instanceName: 'Basement MDF' } });
  expect(mdf.ok()).toBe(true);
  const created = await page.request.post(`/api/projects/${projectId}/surveys`, { data: { locationType: 'site-map', instanceName: 'North Lot' } });
  const survey = (await created.json()) as { id: string };

  await page.goto(`/projects/${projectId}/surveys/${survey.id}`);
  await expect(page.getByRole('heading', { name: 'Site Map Markup' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open Site Map Markup' })).toHaveCount(0);
  const canvas = page.getByRole('application', { name: /canvas/ });
  await expect(canvas).toBeVisible();

  // Opened for the first time without a site name, it asks for one (issue 25).
  const ask = page.getByRole('form', { name: 'Name this site map' });
  await expect(ask).toBeVisible();
  const saved = nextSave(page, survey.id);
  await ask.getByLabel('Site Name').fill('North Lot Parking');
  await ask.getByRole('button', { name: 'Save name' }).click();
  expect(await saved).toBe(200);
  await expect(ask).toHaveCount(0);
  await expect(page.getByLabel('Site Name')).toHaveValue('North Lot Parking');
  await page.getByRole('group', { name: 'Tools' }).getByRole('button', { name: 'IDF', exact: true }).click();
  const box = (await canvas.boundingBox())!;
  await page.mouse.click(box.x + box.width * 0.3, box.y + box.height * 0.3);
  await page.getByRole('button', { name: 'Save to Project' }).click();
  await expect(page.getByText('Markup saved', { exact: true })).toBeVisible();
  await screenshotBoth(page, testInfo, 'site-map-survey');

  // Both went to this survey.
  const stored = (await (await page.request.get(`/api/surveys/${survey.id}`)).json()) as { formData: Record<string, unknown>; markupElements: { type: string }[] };
  expect(stored.formData.siteName).toBe('North Lot Parking');
  expect(stored.markupElements.map((e) => e.type)).toEqual(['idf']);

  // Cancel with nothing unsaved: back to the dashboard, where the site map is not a location at 0%.
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/${projectId}$`));
  await expect(page.getByText('Basement MDF')).toBeVisible();
  await expect(page.getByText('North Lot')).toHaveCount(0);
});
