import { expect, test, type Page } from '@playwright/test';
import { DESKTOP, screenshotBoth } from './support/screenshots';
import { addColleague, signInColleague, signUpCompanyAdmin } from './support/session';

// Assignment (issue 27): the office gives a building to one surveyor and chosen locations to
// another; each sees whose work it is, and the surveyor's header counts what is new for them.

test.use({ viewport: DESKTOP });

async function post<T>(page: Page, path: string, data: unknown): Promise<T> {
  const response = await page.request.post(path, { data });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

async function getJson<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

test('the office assigns a building and several chosen locations; the surveyor’s bell counts them', async ({ page, browser }, testInfo) => {
  await signUpCompanyAdmin(page, 'Olga');
  const project = await post<{ id: string }>(page, '/api/projects', { name: 'Linden Yard' });
  await post(page, `/api/projects/${project.id}/buildings`, { name: 'A', lowestFloor: 1, highestFloor: 3 });
  const sam = await addColleague(page, 'Sam');
  const tess = await addColleague(page, 'Tess', 'Walker');
  const mdfs: { id: string }[] = [];
  for (const name of ['MDF North', 'MDF South', 'MDF East']) mdfs.push(await post(page, `/api/projects/${project.id}/surveys`, { locationType: 'mdf', instanceName: name }));

  // A building, on the dashboard: its locations go to Sam by default.
  await page.goto(`/projects/${project.id}`);
  const section = page.getByRole('region', { name: 'Building A' });
  await expect(section.getByTestId('building-assignee')).toHaveText('Nobody assigned');
  await section.getByRole('button', { name: 'Assign Building A' }).click();
  let dialog = page.getByRole('dialog', { name: 'Assign Building A' });
  await dialog.getByLabel('Assign to').selectOption({ label: 'Sam Field' });
  await dialog.getByRole('button', { name: 'Assign' }).click();
  await expect(dialog).toBeHidden();
  await expect(section.getByTestId('building-assignee')).toHaveText('Assigned to Sam Field');
  await expect.poll(async () => (await getJson<{ id: string; assigneeId: string | null }[]>(page, `/api/projects/${project.id}/buildings`))[0]!.assigneeId).toBe(sam.id);

  // Two of the three MDFs, chosen in the list, go to Tess in one go.
  await page.goto(`/projects/${project.id}/survey-types/mdf`);
  const assignTo = page.getByRole('button', { name: 'Assign to…' });
  await expect(assignTo).toBeDisabled();
  await page.getByLabel('Select MDF North').check();
  await page.getByLabel('Select MDF East').check();
  await expect(page.getByText('2 selected')).toBeVisible();
  await assignTo.click();
  dialog = page.getByRole('dialog', { name: 'Assign 2 locations' });
  await dialog.getByLabel('Assign to').selectOption({ label: 'Tess Walker' });
  await dialog.getByRole('button', { name: 'Assign' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('0 selected')).toBeVisible();
  const entry = (name: string) => page.getByRole('listitem', { name });
  await expect(entry('MDF North')).toContainText('Assigned to Tess Walker');
  await expect(entry('MDF East')).toContainText('Assigned to Tess Walker');
  await expect(entry('MDF South')).not.toContainText('Assigned to');
  await screenshotBoth(page, testInfo, 'assign-locations');
  for (const [index, expected] of [[0, tess.id], [1, null], [2, tess.id]] as const) {
    await expect.poll(async () => (await getJson<{ assigneeId: string | null }>(page, `/api/surveys/${mdfs[index]!.id}`)).assigneeId).toBe(expected);
  }

  // The location itself says whose it is.
  await entry('MDF North').getByRole('link', { name: 'Edit Survey' }).click();
  await expect(page.getByRole('heading', { name: 'MDF Survey' })).toBeVisible();
  await expect(page.getByText('Assigned to Tess Walker', { exact: true })).toBeVisible();

  // Tess: the bell in the header says two are new, and opens them; read, the count goes.
  const tessPage = await (await browser.newContext({ viewport: DESKTOP })).newPage();
  await signInColleague(tessPage, tess);
  await tessPage.goto('/projects');
  const bell = tessPage.getByRole('banner').getByRole('link', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications, 2 unread');
  await bell.click();
  await expect(tessPage).toHaveURL(/\/#notifications$/);
  await expect(tessPage.getByRole('region', { name: /^Assigned to you/ }).getByRole('link', { name: /MDF North/ })).toBeVisible();
  await tessPage.getByRole('button', { name: 'Mark all read' }).click();
  await expect(bell).toHaveAccessibleName('Notifications');
  // On her own location it is hers.
  await tessPage.goto(`/projects/${project.id}/surveys/${mdfs[0]!.id}`);
  await expect(tessPage.getByRole('heading', { name: 'MDF Survey' })).toBeVisible();
  await expect(tessPage.getByText('Assigned to you', { exact: true })).toBeVisible();
  await tessPage.context().close();
});
