import { expect, test, type Page } from '@playwright/test';
import { completeDefaultForm } from './support/forms';
import { DESKTOP, screenshotBoth } from './support/screenshots';
import { signUpCompanyAdmin } from './support/session';

// The office's review queue at a desk (issue 27): each submitted location's form, photos and
// drawing beside the list, walked with J/K and decided with A and R.

test.use({ viewport: DESKTOP });

async function send(page: Page, method: 'post' | 'patch', path: string, data: unknown): Promise<{ id: string }> {
  const response = await page.request[method](path, { data });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as { id: string };
}

test('the office walks the queue with J and K, approves with A and returns with R and a comment', async ({ page }, testInfo) => {
  await signUpCompanyAdmin(page, 'Olga');
  const project = await send(page, 'post', '/api/projects', { name: 'Maple Terrace' });
  const ids: string[] = [];
  // Submitted in this order: the queue shows the longest waiting first.
  for (const n of [1, 2, 3]) {
    const { id } = await send(page, 'post', `/api/projects/${project.id}/surveys`, { locationType: 'mdf', instanceName: `MDF ${n}` });
    await send(page, 'patch', `/api/surveys/${id}`, { formData: { ...completeDefaultForm('mdf'), doorName: `Telecom Room ${n}0${n}` } });
    await send(page, 'patch', `/api/surveys/${id}`, { isCompleted: true });
    ids.push(id);
  }
  // A unit, submitted last, with its floor plan drawn.
  const unit = await send(page, 'post', `/api/projects/${project.id}/surveys`, { locationType: 'unit', instanceName: 'Unit 12' });
  await send(page, 'patch', `/api/surveys/${unit.id}`, { formData: completeDefaultForm('unit') });
  const plan = await send(page, 'post', `/api/projects/${project.id}/surveys`, { locationType: 'unit', unitSurveyId: unit.id });
  await send(page, 'patch', `/api/surveys/${plan.id}`, {
    markupElements: [
      { id: 'run', type: 'conduit', kind: 'cat6', x: 100, y: 700, x2: 1800, y2: 700 },
      { id: 'j1', type: 'idf', x: 100, y: 700 },
      { id: 'j2', type: 'idf', x: 1800, y: 700 },
    ],
  });
  await send(page, 'patch', `/api/surveys/${unit.id}`, { isCompleted: true });

  await page.goto(`/projects/${project.id}/review`);
  const queue = page.getByRole('list', { name: 'Locations waiting for review' });
  await expect(queue.getByRole('listitem')).toHaveCount(4);
  const hint = page.locator('#review-shortcuts');
  await expect(hint).toBeVisible();
  await expect(hint).toHaveText(/J\s*next.*K\s*previous.*A\s*approve.*R\s*return/);
  // The first is shown beside the list: its form, its photos, no drawing for an MDF.
  const shown = (name: string) => page.getByRole('region', { name: `${name}: form, photos and drawing` });
  await expect(shown('MDF 1')).toContainText('Telecom Room 101');
  await expect(shown('MDF 1').getByRole('heading', { name: 'Photos' })).toBeVisible();
  await expect(shown('MDF 1')).toContainText('No photos.');
  await expect(shown('MDF 1').getByRole('heading', { name: 'Drawing' })).toHaveCount(0);
  await expect(queue.getByRole('button', { name: /^MDF 1/ })).toHaveAttribute('aria-current', 'true');
  await screenshotBoth(page, testInfo, 'review-queue-detail');

  // J and K walk the list.
  await page.keyboard.press('j');
  await expect(shown('MDF 2')).toContainText('Telecom Room 202');
  await page.keyboard.press('j');
  await expect(shown('MDF 3')).toContainText('Telecom Room 303');
  await page.keyboard.press('k');
  await expect(shown('MDF 2')).toBeVisible();
  await expect(queue.getByRole('button', { name: /^MDF 2/ })).toHaveAttribute('aria-current', 'true');

  // A approves the one shown; the next takes its place.
  await page.keyboard.press('a');
  await expect(page.getByText('Location approved').first()).toBeVisible();
  await expect(queue.getByRole('listitem')).toHaveCount(3);
  await expect(shown('MDF 3')).toBeVisible();

  // R opens the comment box; typing there (j, k, a, r among the letters) is only typing.
  await page.keyboard.press('r');
  const returning = page.getByRole('dialog', { name: 'Return this location?' });
  await expect(returning).toBeVisible();
  await page.keyboard.type('Jack the riser photo, mark the rack.');
  await expect(returning.getByLabel('What needs fixing')).toHaveValue('Jack the riser photo, mark the rack.');
  await returning.getByRole('button', { name: 'Return location' }).click();
  await expect(returning).toBeHidden();
  // MDF 3 went back, and only it: the J typed in the comment did not move the queue on.
  await expect(queue.getByRole('listitem')).toHaveCount(2);
  // The unit after it is shown now, its floor plan beside its form.
  await expect(shown('Unit 12').getByRole('img', { name: 'Drawing: 3 elements' })).toBeVisible();
  await screenshotBoth(page, testInfo, 'review-queue-unit');

  const review = async (id: string) => ((await (await page.request.get(`/api/surveys/${id}`)).json()) as { review: { state: string; comment: string | null } }).review;
  await expect.poll(async () => (await review(ids[1]!)).state).toBe('approved');
  await expect.poll(async () => review(ids[2]!)).toMatchObject({ state: 'returned', comment: 'Jack the riser photo, mark the rack.' });
  expect((await review(ids[0]!)).state).toBe('pending');
  expect((await review(unit.id)).state).toBe('pending');
});
