import { expect, test, type Page } from '@playwright/test';
import { PHONE, screenshotBoth } from './support/screenshots';
import { signUpCompanyAdmin } from './support/session';

// Issue 15's surveyor's flow, on a phone: fewer taps from the dashboard to the next location.
test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\*?$`));
const surveyIdOf = (page: Page) => new URL(page.url()).pathname.split('/').at(-1) ?? '';

async function storedName(page: Page, surveyId: string): Promise<string | null> {
  const response = await page.request.get(`/api/surveys/${surveyId}`);
  if (!response.ok()) return null;
  return ((await response.json()) as { instanceName: string | null }).instanceName;
}

test('a tile creates a unit in one tap, its name follows the unit number, and Complete & next and Duplicate go on', async ({ page }, testInfo) => {
  await signUpCompanyAdmin(page, 'Rosa');
  const created = await page.request.post('/api/projects', { data: { name: 'Linden Park' } });
  expect(created.ok()).toBe(true);
  const projectId = ((await created.json()) as { id: string }).id;

  await test.step('one tap on the picker’s tile opens the new location’s form', async () => {
    await page.goto(`/projects/${projectId}`);
    await page.getByRole('button', { name: 'New Location' }).tap();
    const picker = page.getByRole('dialog', { name: 'Choose Survey Type' });
    await screenshotBoth(page, testInfo, 'survey-flow-picker');
    await picker.getByRole('button', { name: 'Unit (Individual Unit Survey)' }).tap();
    await expect(page).toHaveURL(new RegExp(`/projects/${projectId}/surveys/[0-9a-f-]{36}$`));
    await expect(page.getByRole('heading', { name: 'Unit Survey' })).toBeVisible();
    await expect(field(page, 'Location Name')).toHaveValue('Unit 1');
  });
  const first = surveyIdOf(page);

  await test.step('the name follows the unit number and is saved with the form', async () => {
    await field(page, '1. Unit Number').fill('204');
    await expect(field(page, 'Location Name')).toHaveValue('Unit 204');
    await expect.poll(() => storedName(page, first), { timeout: 10_000 }).toBe('Unit 204');
  });

  await test.step('with every required field filled it says it is ready to complete', async () => {
    await expect(page.getByText('Ready to complete')).toHaveCount(0);
    await field(page, '2. Floor').fill('2');
    await expect(page.getByText('Ready to complete')).toBeVisible();
    // Nothing is wider than the phone: the action bar stays in view.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await field(page, '2. Floor').blur();
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshotBoth(page, testInfo, 'survey-flow-ready');
  });

  await test.step('Complete & next, with no other unit left, makes the next one and opens it', async () => {
    await page.getByRole('button', { name: 'Complete & next' }).tap();
    await expect.poll(() => surveyIdOf(page)).not.toBe(first);
    await expect(page.getByRole('heading', { name: 'Unit Survey' })).toBeVisible();
    await expect(field(page, 'Location Name')).toHaveValue('Unit 2');
    const stored = (await (await page.request.get(`/api/surveys/${first}`)).json()) as { isCompleted: boolean };
    expect(stored.isCompleted).toBe(true);
  });
  const second = surveyIdOf(page);

  await test.step('a toast on a phone shows at the top, clear of the field being typed in and the action bar', async () => {
    await field(page, '1. Unit Number').fill('305');
    await page.getByRole('button', { name: 'Save Progress' }).tap();
    const toast = page.getByRole('status').filter({ hasText: 'Progress saved' });
    await expect(toast).toBeVisible();
    await field(page, '2. Floor').focus();
    const toastBox = await toast.boundingBox();
    const inputBox = await field(page, '2. Floor').boundingBox();
    expect(toastBox && inputBox && toastBox.y + toastBox.height <= inputBox.y).toBe(true);
    await page.screenshot({ path: 'test-results/screenshots/survey-flow-toast-phone.png' });
  });

  await test.step('Duplicate copies the answers under a new name, at once and without asking', async () => {
    await field(page, '2. Floor').fill('3');
    await expect(field(page, 'Location Name')).toHaveValue('Unit 305');
    await page.getByRole('button', { name: 'Duplicate' }).tap();
    await expect.poll(() => surveyIdOf(page)).not.toBe(second);
    await expect(field(page, 'Location Name')).toHaveValue('Unit 305 copy');
    await expect(field(page, '1. Unit Number')).toHaveValue('305');
    await expect(field(page, '2. Floor')).toHaveValue('3');
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshotBoth(page, testInfo, 'survey-flow-duplicate');
  });

  await test.step('the copy renumbered follows its own number; renamed, it keeps its name', async () => {
    await field(page, '1. Unit Number').fill('306');
    await expect(field(page, 'Location Name')).toHaveValue('Unit 306');
    await field(page, 'Location Name').fill('Penthouse');
    await field(page, '1. Unit Number').fill('307');
    await expect(field(page, 'Location Name')).toHaveValue('Penthouse');
  });

  await test.step('Complete & next goes to the next unit not completed, in list order', async () => {
    await page.getByRole('button', { name: 'Complete & next' }).tap();
    await expect.poll(() => surveyIdOf(page)).toBe(second);
    await expect(field(page, 'Location Name')).toHaveValue('Unit 305');
  });

  await test.step('the list says which are done and which are ready', async () => {
    await page.goto(`/projects/${projectId}/survey-types/unit`);
    await expect(page.getByRole('listitem')).toHaveCount(3);
    const ready = page.getByRole('listitem').filter({ hasText: 'Unit 305' }).first();
    await expect(ready.getByText('Ready to complete')).toBeVisible();
    await expect(page.getByRole('listitem').filter({ hasText: 'Penthouse' }).getByRole('img', { name: 'Completed' })).toBeVisible();
    await screenshotBoth(page, testInfo, 'survey-flow-list');
  });
});
