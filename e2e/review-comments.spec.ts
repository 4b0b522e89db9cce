import { expect, test, type Page } from '@playwright/test';
import { PHONE, screenshotBoth } from './support/screenshots';
import { addColleague, signInColleague, signUpCompanyAdmin } from './support/session';

// Comments and history on a location (issue 27): the office asks the surveyor something with an
// @mention, the surveyor answers from a phone without signal, and an earlier value is put back
// from the history as a normal edit.

async function post<T>(page: Page, path: string, data: unknown): Promise<T> {
  const response = await page.request.post(path, { data });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

async function patchForm(page: Page, surveyId: string, formData: Record<string, unknown>) {
  const response = await page.request.patch(`/api/surveys/${surveyId}`, { data: { formData } });
  expect(response.ok(), await response.text()).toBe(true);
}

test('a comment written by the office reaches the surveyor’s phone, whose answer waits until sent', async ({ browser }, testInfo) => {
  const office = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await signUpCompanyAdmin(office, 'Olga');
  const project = await post<{ id: string }>(office, '/api/projects', { name: 'Juniper Court' });
  const sam = await addColleague(office, 'Sam');
  const mdf = await post<{ id: string }>(office, `/api/projects/${project.id}/surveys`, { locationType: 'mdf', instanceName: 'MDF Basement' });
  const locationPath = `/projects/${project.id}/surveys/${mdf.id}`;

  // The office writes on the location, naming the surveyor.
  await office.goto(locationPath);
  const officeComments = office.getByRole('tabpanel', { name: 'Comments' });
  await expect(officeComments.getByText('No comments yet.')).toBeVisible();
  await officeComments.getByLabel('Add a comment').fill('@Sam please photograph the riser label.');
  await officeComments.getByRole('button', { name: 'Send' }).click();
  await expect(officeComments.getByRole('list', { name: 'Comments' })).toContainText('please photograph the riser label.');
  await expect(officeComments.getByLabel('Add a comment')).toHaveValue('');

  // The surveyor opens it on a phone: the office's comment, its author, the mention set apart.
  const phoneContext = await browser.newContext({ viewport: PHONE });
  const phone = await phoneContext.newPage();
  await signInColleague(phone, sam);
  await phone.goto(locationPath);
  const comments = phone.getByRole('tabpanel', { name: 'Comments' });
  const list = comments.getByRole('list', { name: 'Comments' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('listitem').first()).toContainText('Olga Surveyor');
  await expect(list.locator('strong', { hasText: '@Sam' })).toBeVisible();

  // Without signal the answer is kept on the phone and says it waits.
  await phoneContext.setOffline(true);
  await comments.getByLabel('Add a comment').fill('Done, the label is on photo 3.');
  await comments.getByRole('button', { name: 'Send' }).click();
  const answer = list.getByRole('listitem').filter({ hasText: 'Done, the label is on photo 3.' });
  await expect(answer).toContainText('Waiting to be sent');
  await expect(answer).toContainText('Sam Field');
  await expect(list.getByRole('listitem').last()).toContainText('Done, the label is on photo 3.');
  await screenshotBoth(phone, testInfo, 'comment-waiting');

  // Back in signal it is sent by itself, once, and the office reads it.
  await phoneContext.setOffline(false);
  await expect(answer).not.toContainText('Waiting to be sent', { timeout: 30_000 });
  await office.reload();
  const officeList = office.getByRole('tabpanel', { name: 'Comments' }).getByRole('list', { name: 'Comments' });
  await expect(officeList.getByRole('listitem')).toHaveCount(2);
  await expect(officeList.getByRole('listitem').last()).toContainText('Sam Field');
  await expect(officeList.getByRole('listitem').last()).toContainText('Done, the label is on photo 3.');
  await phoneContext.close();
  await office.context().close();
});

test('an earlier value is restored from the history after asking, saved and recorded like any edit', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await signUpCompanyAdmin(page, 'Rita');
  const project = await post<{ id: string }>(page, '/api/projects', { name: 'Aspen Row' });
  const mdf = await post<{ id: string }>(page, `/api/projects/${project.id}/surveys`, { locationType: 'mdf' });
  await patchForm(page, mdf.id, { doorName: 'Telecom Room 101' });
  await patchForm(page, mdf.id, { doorName: 'Telecom Room 102' });

  await page.goto(`/projects/${project.id}/surveys/${mdf.id}`);
  const doorName = page.getByLabel(/^3\. Door Name/);
  await expect(doorName).toHaveValue('Telecom Room 102');
  await page.getByRole('tab', { name: 'History' }).click();
  const history = page.getByRole('list', { name: 'History' });
  await expect(history).toContainText('Door Name: Telecom Room 101 → Telecom Room 102');
  // What the form holds already is not offered again.
  await expect(history.getByRole('button', { name: 'Restore Telecom Room 102' })).toHaveCount(0);

  // Restore asks first; Cancel changes nothing.
  await history.getByRole('button', { name: 'Restore Telecom Room 101' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Restore Door Name?' });
  await expect(confirm).toContainText('Door Name goes back to Telecom Room 101.');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(doorName).toHaveValue('Telecom Room 102');

  await history.getByRole('button', { name: 'Restore Telecom Room 101' }).click();
  await confirm.getByRole('button', { name: 'Restore' }).click();
  await expect(doorName).toHaveValue('Telecom Room 101');
  await expect(page.getByTestId('form-save-status')).toHaveText(/^All changes saved · /, { timeout: 15_000 });
  const stored = (await (await page.request.get(`/api/surveys/${mdf.id}`)).json()) as { formData: Record<string, unknown> };
  expect(stored.formData.doorName).toBe('Telecom Room 101');
  // The restore is in the history as a change of its own.
  await expect(history).toContainText('Door Name: Telecom Room 102 → Telecom Room 101');
  await expect(history.getByRole('button', { name: 'Restore Telecom Room 101' })).toHaveCount(0);
});
