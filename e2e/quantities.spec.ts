import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { screenshotBoth } from './support/screenshots';
import { signUpCompanyAdmin } from './support/session';

// The project's quantities on its dashboard (issue 14, DESIGN §11): drawn through the API, then
// read as a planner would: feet per run kind and counts per marker by building and floor, the
// drawings without scale named, allowances changed and the feet following, and the CSV.

async function api<T = { id: string }>(page: Page, method: 'post' | 'patch', url: string, data: object): Promise<T> {
  const response = await page.request[method](url, { data });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

test('the dashboard totals the drawings’ runs and markers, follows the allowances and downloads the CSV', async ({ page }, testInfo) => {
  await signUpCompanyAdmin(page, 'Quinn');
  const project = await api<{ id: string; companyId: string }>(page, 'post', '/api/projects', { name: 'Cedar Court' });
  const siteMap = await api(page, 'post', `/api/projects/${project.id}/surveys`, { locationType: 'site-map' });
  // 0.05 ft per canvas unit: a 1,000-unit conduit (a 3-4-5 triangle's long side) is 50 ft; 400 units are 20 ft.
  await api(page, 'patch', `/api/surveys/${siteMap.id}`, {
    markupScale: 0.05,
    markupElements: [
      { id: 'c1', type: 'conduit', x: 100, y: 100, x2: 700, y2: 900 },
      { id: 'c2', type: 'conduit', x: 1000, y: 200, x2: 1400, y2: 200 },
      { id: 'i1', type: 'idf', x: 300, y: 300 },
      { id: 'm1', type: 'mdf', x: 900, y: 300 },
    ],
  });
  const unit = await api(page, 'post', `/api/projects/${project.id}/surveys`, { locationType: 'unit', formData: { unitNumber: '204', floor: 2 } });
  const plan = await api(page, 'post', `/api/projects/${project.id}/surveys`, { locationType: 'unit', unitSurveyId: unit.id });
  await api(page, 'patch', `/api/surveys/${plan.id}`, {
    markupElements: [
      { id: 'r1', type: 'conduit', x: 0, y: 0, x2: 500, y2: 0 },
      { id: 'j1', type: 'idf', x: 100, y: 100 },
      { id: 'j2', type: 'idf', x: 200, y: 100 },
      { id: 'j3', type: 'idf', x: 300, y: 100 },
    ],
  });

  await page.goto(`/projects/${project.id}`);
  const section = page.getByRole('region', { name: 'Quantities' });
  await expect(section).toBeVisible();
  const runs = section.getByTestId('quantity-runs');
  // Site-map conduits: 70 ft measured; the floor plan's run is counted, not measured (no scale).
  await expect(runs.getByRole('row', { name: /^Conduit All 3 70\.0 ft 1 not measured$/ })).toBeVisible();
  await expect(runs.getByRole('row', { name: 'Site 2 70.0 ft' })).toBeVisible();
  const points = section.getByTestId('quantity-points');
  await expect(points.getByRole('row', { name: 'DJ · Data Jack All 3' })).toBeVisible();
  await expect(points.getByRole('row', { name: 'Floor 2 3' })).toBeVisible();
  await expect(points.getByRole('row', { name: 'IDF All 1' })).toBeVisible();
  await expect(runs.getByRole('row', { name: 'Floor 2 1 not measured' })).toBeVisible();
  await expect(section.getByRole('note')).toContainText('Drawings without a scale');
  await expect(section.getByRole('link', { name: 'Unit 204 Floor Plan (1 run)' })).toHaveAttribute('href', `/projects/${project.id}/units/204/floor-plan`);
  await screenshotBoth(page, testInfo, 'quantities-dashboard');

  // The company's allowances and run kinds, set by its admin: 3 ft of slack per end gives 50 + 6 + 20 + 6 = 82 ft.
  await page.goto('/admin/company');
  await page.getByRole('tab', { name: 'Quantities' }).click();
  await page.getByLabel('Slack per run end (ft)').fill('3');
  await page.getByRole('button', { name: 'Save allowances' }).click();
  await expect(page.getByText('Allowances saved')).toBeVisible();
  await page.getByLabel('New run kind').fill('Fiber 12-strand SMF');
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Run kinds' }).getByText('Fiber 12-strand SMF')).toBeVisible();
  await screenshotBoth(page, testInfo, 'quantities-company-settings');
  expect(await (await page.request.get(`/api/companies/${project.companyId}/quantity-settings`)).json()).toEqual({
    runKinds: [{ id: 'fiber-12-strand-smf', name: 'Fiber 12-strand SMF' }],
    allowances: { slackFeetPerEnd: 3, floorHeightFeet: 0, wastePercent: 0 },
  });
  await page.goto(`/projects/${project.id}`);
  await expect(runs.getByRole('row', { name: /^Conduit All 3 82\.0 ft/ })).toBeVisible();

  // The project's own: 5 ft of slack per end and 10% waste: (50 + 10) x 1.1 + (20 + 10) x 1.1 = 99 ft.
  await section.getByRole('button', { name: 'Allowances' }).click();
  const dialog = page.getByRole('dialog', { name: 'Quantity allowances' });
  await dialog.getByLabel('Slack per run end (ft)').fill('5');
  await dialog.getByLabel('Waste (%)').fill('-3');
  await dialog.getByRole('button', { name: 'Save allowances' }).click();
  await expect(dialog.getByText('Enter a number from 0 to 100, or leave it empty.')).toBeVisible();
  await dialog.getByLabel('Waste (%)').fill('10');
  await screenshotBoth(page, testInfo, 'quantities-allowances');
  await dialog.getByRole('button', { name: 'Save allowances' }).click();
  await expect(dialog).toBeHidden();
  await expect(runs.getByRole('row', { name: /^Conduit All 3 99\.0 ft/ })).toBeVisible();
  await expect(section.getByTestId('quantity-allowances')).toHaveText('Slack 5.0 ft per run end · floor to floor 0.0 ft · waste 10%');
  // The server agrees, and keeps them.
  const answered = await (await page.request.get(`/api/projects/${project.id}/quantities`)).json();
  expect(answered.runs[0]).toMatchObject({ kind: 'conduit', feet: 99, count: 3, unscaledCount: 1 });

  const downloading = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^Cedar-Court-quantities-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile((await download.path())!, 'utf8');
  const lines = csv.trimEnd().split('\r\n');
  expect(lines[0]).toBe('Section,Item,Code,Building,Floor,Count,Feet,Note,Unit type');
  expect(lines).toContain('Run,Conduit,conduit,All,All,3,99,"1 on drawings without scale, not in feet",');
  expect(lines).toContain('Point,Data Jack,DJ,,2,3,,,');
  // The CSV the server answers is the same table.
  const serverCsv = await (await page.request.get(`/api/projects/${project.id}/quantities?format=csv`)).text();
  expect(serverCsv).toBe(csv);
});
