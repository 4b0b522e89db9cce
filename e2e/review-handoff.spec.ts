import { expect, test, type Page } from '@playwright/test';
import { completeDefaultForm } from './support/forms';
import { openOfflineBrowser, syncBadge, waitForServiceWorker, type OfflineBrowser } from './support/offline-browser';
import { screenshotBoth } from './support/screenshots';
import { addColleague, signInColleague, signUpCompanyAdmin } from './support/session';

// Review and handoff (issue 27): a surveyor completes locations on a phone without signal, the
// office cannot hand the project over while the phone holds them, returns one with a comment that
// the surveyor finds in My work, and completes the project once everything is approved.

let phone: OfflineBrowser | undefined;

test.afterEach(async () => {
  await phone?.close();
  phone = undefined;
});

async function post<T>(page: Page, path: string, data: unknown): Promise<T> {
  const response = await page.request.post(path, { data });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

/** A unit whose required fields are answered, not completed: the surveyor completes it. */
async function filledUnit(office: Page, projectId: string, name: string, assignee: string): Promise<string> {
  const { id } = await post<{ id: string }>(office, `/api/projects/${projectId}/surveys`, { locationType: 'unit', instanceName: name });
  const patched = await office.request.patch(`/api/surveys/${id}`, { data: { formData: completeDefaultForm('unit') } });
  expect(patched.ok(), await patched.text()).toBe(true);
  const assigned = await office.request.put(`/api/surveys/${id}/assignee`, { data: { userId: assignee } });
  expect(assigned.ok(), await assigned.text()).toBe(true);
  return id;
}

async function openProjectEdit(office: Page, projectName: string) {
  await office.goto('/projects');
  await office.getByRole('button', { name: `Project actions for ${projectName}` }).click();
  await office.getByRole('menuitem', { name: 'Rename' }).click();
  const edit = office.getByRole('dialog');
  await edit.getByLabel('Status').selectOption('completed');
  await edit.getByRole('button', { name: 'Save Changes' }).click();
  return edit;
}

test('a phone’s unsent work holds the handoff; a returned location comes back through My work', async ({ browser }, testInfo) => {
  test.setTimeout(240_000);
  const officeContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const office = await officeContext.newPage();
  await signUpCompanyAdmin(office, 'Olga');
  const project = await post<{ id: string }>(office, '/api/projects', { name: 'Harbor Point' });
  const created = await addColleague(office, 'Sam');
  const unitA = await filledUnit(office, project.id, 'Unit 101', created.id);
  const unitB = await filledUnit(office, project.id, 'Unit 102', created.id);

  // The surveyor's phone, signed in with signal; My work lists what is assigned.
  phone = await openOfflineBrowser({ width: 390, height: 844 });
  const page = phone.page;
  await signInColleague(page, created);
  await page.goto('/');
  const assigned = page.getByRole('region', { name: /^Assigned to you/ });
  await expect(assigned.getByRole('link', { name: /Unit 101/ })).toBeVisible();
  await expect(assigned.getByRole('link', { name: /Unit 102/ })).toBeVisible();
  await waitForServiceWorker(page);
  // Both forms read once with signal, as the surveyor opens them before going down.
  for (const id of [unitA, unitB]) {
    await page.goto(`/projects/${project.id}/surveys/${id}`);
    await expect(page.getByRole('button', { name: 'Complete Survey' })).toBeVisible();
  }
  await expect(syncBadge(page)).toHaveAccessibleName(/All changes sent/, { timeout: 20_000 });

  // No signal: both locations completed on the phone.
  phone.relay.cut();
  for (const id of [unitA, unitB]) {
    await page.goto(`/projects/${project.id}/surveys/${id}`);
    await page.getByRole('button', { name: 'Complete Survey' }).click();
    await expect(page.getByText('Saved on this device. It will be sent when you’re back online.').first()).toBeVisible();
  }
  await expect(syncBadge(page)).toHaveAccessibleName(/^Sync: 2 changes waiting/, { timeout: 15_000 });

  // A weak signal that carries the phone's report but not its writes: the office learns the
  // phone holds unsent work.
  await page.context().route(/\/api\/surveys\/[^/]+$/, (route) => (route.request().method() === 'PATCH' ? route.abort('connectionreset') : route.continue()));
  phone.relay.restore();
  await expect
    .poll(
      async () => {
        const check = await office.request.post(`/api/projects/${project.id}/complete`, { data: {} });
        const body = (await check.json()) as { details?: { devices?: { pending: number }[] } };
        return body.details?.devices?.[0]?.pending ?? 0;
      },
      { timeout: 30_000 },
    )
    .toBe(2);

  // The office tries to complete the project: the check names the phone and the locations.
  let edit = await openProjectEdit(office, 'Harbor Point');
  const blocked = office.getByRole('alert', { name: 'Project not ready to complete' });
  await expect(blocked.getByRole('region', { name: /Devices with unsent changes/ })).toContainText('Sam Field');
  await expect(blocked).toContainText('2 unsent changes');
  await expect(blocked.getByRole('region', { name: /Locations not approved/ })).toContainText('Unit 101');
  await expect(blocked.getByRole('button', { name: 'Complete anyway' })).toBeVisible();
  await screenshotBoth(office, testInfo, 'handoff-blocked');
  // Complete anyway asks first; Cancel leaves the project as it was.
  await blocked.getByRole('button', { name: 'Complete anyway' }).click();
  const confirm = office.getByRole('alertdialog', { name: 'Complete this project anyway?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  expect(((await (await office.request.get(`/api/projects/${project.id}`)).json()) as { status: string }).status).not.toBe('completed');
  await blocked.getByRole('button', { name: 'Back' }).click();
  await office.keyboard.press('Escape');

  // The phone reconnects for real and sends everything.
  await page.context().unroute(/\/api\/surveys\/[^/]+$/);
  await page.reload();
  await expect(syncBadge(page)).toHaveAccessibleName(/All changes sent/, { timeout: 60_000 });

  // The office returns Unit 101 with a comment (Return asks for one).
  await office.goto(`/projects/${project.id}/surveys/${unitA}`);
  await expect(office.getByText('Pending review')).toBeVisible();
  await office.getByRole('button', { name: 'Return' }).click();
  const returning = office.getByRole('dialog', { name: 'Return this location?' });
  await returning.getByRole('button', { name: 'Return location' }).click();
  await expect(returning.getByText('A comment is required')).toBeVisible();
  await returning.getByLabel('What needs fixing').fill('The riser photo is missing its label.');
  await returning.getByRole('button', { name: 'Return location' }).click();
  await expect(returning).toBeHidden();
  await expect(office.getByRole('note', { name: 'Returned by the office' })).toContainText('The riser photo is missing its label.');
  // Its history says who completed and who returned it.
  await office.getByText('History', { exact: true }).click();
  const history = office.getByRole('list', { name: 'History' });
  await expect(history).toContainText('Sam Field completed it');
  await expect(history).toContainText('returned it');

  // The surveyor finds it in My work with the comment, and the notification.
  await page.goto('/');
  const returned = page.getByRole('region', { name: /^Returned to you/ });
  await expect(returned).toContainText('The riser photo is missing its label.');
  // Two assignments and the return, unread; then read.
  const notifications = page.getByRole('heading', { name: /Notifications/ });
  await expect(notifications).toContainText('3');
  await expect(page.getByText(/returned Unit 101/)).toBeVisible();
  await screenshotBoth(page, testInfo, 'my-work-returned');
  await page.getByRole('button', { name: 'Mark all read' }).click();
  await expect(notifications).toHaveText('Notifications');
  await returned.getByRole('link', { name: /Unit 101/ }).click();
  await expect(page.getByRole('note', { name: 'Returned by the office' })).toContainText('The riser photo is missing its label.');
  await expect(page.getByText('Returned', { exact: true })).toBeVisible();
  await screenshotBoth(page, testInfo, 'location-returned');
  await page.getByRole('button', { name: 'Complete Survey' }).click();
  await expect(page.getByText('Survey completed', { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('note', { name: 'Returned by the office' })).toHaveCount(0);
  await expect(syncBadge(page)).toHaveAccessibleName(/All changes sent/, { timeout: 30_000 });

  // The office approves Unit 102 on its form, Unit 101 from the review queue, and hands the project over.
  await office.goto(`/projects/${project.id}/surveys/${unitB}`);
  await expect(office.getByText('Pending review')).toBeVisible();
  await office.getByRole('button', { name: 'Approve' }).click();
  await expect(office.getByText('Approved', { exact: true })).toBeVisible();
  await office.goto(`/projects/${project.id}`);
  await office.getByRole('link', { name: 'Review locations' }).click();
  const queue = office.getByRole('list', { name: 'Locations waiting for review' });
  await expect(queue.getByRole('listitem')).toHaveCount(1);
  await expect(queue).toContainText('Unit 101');
  await screenshotBoth(office, testInfo, 'review-queue');
  await queue.getByRole('button', { name: 'Approve' }).click();
  await expect(office.getByText('Nothing waits for review.')).toBeVisible();
  await expect
    .poll(async () => ((await (await office.request.get(`/api/surveys/${unitA}`)).json()) as { review: { state: string } }).review.state)
    .toBe('approved');
  edit = await openProjectEdit(office, 'Harbor Point');
  await expect(office.getByText('Project completed')).toBeVisible();
  await expect(edit).toHaveCount(0);
  const done = (await (await office.request.get(`/api/projects/${project.id}`)).json()) as { status: string };
  expect(done.status).toBe('completed');
  await officeContext.close();
});
