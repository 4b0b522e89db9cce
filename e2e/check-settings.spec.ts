import { expect, test, type Page } from '@playwright/test';
import { PHONE, screenshotBoth } from './support/screenshots';
import { signUpCompanyAdmin } from './support/session';

// The company's design check settings (issue 28, DESIGN §17), set by its admin on a phone: how
// telecom rooms are named and the cables' diameters; the project's checks follow them.

test.use({ viewport: PHONE, hasTouch: true, isMobile: true });

async function api<T>(page: Page, method: 'get' | 'post' | 'patch', url: string, data?: object): Promise<T> {
  const response = await page.request[method](url, data ? { data } : {});
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

interface Finding {
  rule: string;
  elementId: string | null;
  message: string;
}

test('an admin names telecom rooms floor and letter and sizes Cat6; the project’s checks follow', async ({ page }, testInfo) => {
  await signUpCompanyAdmin(page, 'Cleo');
  const project = await api<{ id: string; companyId: string }>(page, 'post', '/api/projects', { name: 'Harbor Point' });
  const siteMap = await api<{ id: string }>(page, 'post', `/api/projects/${project.id}/surveys`, { locationType: 'site-map' });
  await api(page, 'patch', `/api/surveys/${siteMap.id}`, {
    markupChanges: { upsert: [{ id: 'lobby', type: 'idf', x: 400, y: 400, radius: 24, tag: 'Lobby IDF' }], remove: [] },
  });
  const roomNames = async () => (await api<Finding[]>(page, 'get', `/api/projects/${project.id}/checks`)).filter((finding) => finding.rule === 'telecom-room-name');
  expect(await roomNames()).toEqual([]);

  await page.goto('/admin/company');
  await page.getByRole('tab', { name: 'Quantities' }).tap();
  const section = page.getByRole('region', { name: 'Design checks' });
  await expect(section.getByRole('radio', { name: /^Any name/ })).toBeChecked();
  await expect(section.getByLabel('Cat6')).toHaveAttribute('placeholder', '0.25');
  await section.getByRole('radio', { name: /^Floor and letter/ }).tap();
  const cat6 = section.getByLabel('Cat6');
  await cat6.fill('0');
  await section.getByRole('button', { name: 'Save design checks' }).tap();
  await expect(cat6).toBeFocused();
  await expect(cat6).toHaveAccessibleDescription('Enter a diameter greater than 0, or leave it empty for the default.');
  await screenshotBoth(page, testInfo, 'check-settings-error');
  await cat6.fill('0.3');
  await section.getByRole('button', { name: 'Save design checks' }).tap();
  await expect(page.getByText('Design checks saved')).toBeVisible();

  expect(await api(page, 'get', `/api/companies/${project.companyId}/check-settings`)).toEqual({
    cableCatalogue: [{ kind: 'cat6', diameterInches: 0.3 }],
    telecomRoomNaming: 'floor-letter',
  });
  const named = await roomNames();
  expect(named.map((finding) => finding.elementId)).toEqual(['lobby']);

  // Read again: the form shows what was saved.
  await page.reload();
  await page.getByRole('tab', { name: 'Quantities' }).tap();
  await expect(section.getByRole('radio', { name: /^Floor and letter/ })).toBeChecked();
  await expect(section.getByLabel('Cat6')).toHaveValue('0.3');
  await screenshotBoth(page, testInfo, 'check-settings');
});
