import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { DESKTOP, PHONE } from './support/screenshots';
import { signUpCompanyAdmin } from './support/session';

// From survey to deal (issue 28): a unit's scaled floor plan with a 300 ft Cat6 run (longer than
// a channel may be) and two data jacks; the company admin types the prices on the Company
// Dashboard; the project dashboard shows the check's error and the estimate's total, the
// quantities times those prices; the proposal PDF and the estimate CSV download from it.

type Json = Record<string, unknown>;

async function api<T = Json>(page: Page, method: 'post' | 'patch' | 'put', url: string, data: unknown): Promise<T> {
  const response = await page.request[method](url, { data });
  expect(response.ok(), `${method.toUpperCase()} ${url}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** A project with unit 12's floor plan at 0.1 ft a canvas unit: 3,000 units of Cat6 (300 ft), two data jacks. */
async function buildProject(page: Page, name: string) {
  const project = await api<{ id: string }>(page, 'post', '/api/projects', { name });
  const surveys = `/api/projects/${project.id}/surveys`;
  const unit = await api<{ id: string }>(page, 'post', surveys, { locationType: 'unit', formData: { unitNumber: '12', floor: 4 } });
  const plan = await api<{ id: string }>(page, 'post', surveys, { locationType: 'unit', unitSurveyId: unit.id });
  await api(page, 'patch', `/api/surveys/${plan.id}`, {
    markupScale: 0.1,
    markupElements: [
      { id: 'run', type: 'conduit', kind: 'cat6', x: 0, y: 100, x2: 3000, y2: 100 },
      { id: 'j1', type: 'idf', x: 0, y: 100 },
      { id: 'j2', type: 'idf', x: 3000, y: 100 },
    ],
  });
  // No slack, risers or waste: the feet are the feet drawn, so the total is plain arithmetic.
  await api(page, 'patch', `/api/projects/${project.id}`, { quantityAllowances: { slackFeetPerEnd: 0, floorHeightFeet: 0, wastePercent: 0 } });
  return project.id;
}

async function addPrice(page: Page, prices: { item: string; unit: 'ft' | 'each'; material: string; labour: string }) {
  await page.getByRole('button', { name: 'Add item' }).click();
  const row = page.getByRole('list', { name: 'Priced items' }).getByRole('listitem').last();
  await row.getByLabel('Item code').fill(prices.item);
  await row.getByLabel('Unit').selectOption(prices.unit);
  await row.getByLabel('Material ($)').fill(prices.material);
  await row.getByLabel('Labour ($)').fill(prices.labour);
}

test('a company admin prices the work and takes the proposal and estimate from the dashboard', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signUpCompanyAdmin(page, 'Dana');
  const projectId = await buildProject(page, 'Harbor Lofts');

  // The prices, typed on the Company Dashboard: a bad one is refused beside its field first.
  await page.goto('/admin/company');
  await page.getByRole('tab', { name: 'Prices' }).click();
  await page.getByLabel('Markup (%)').fill('10');
  await addPrice(page, { item: 'cat6', unit: 'ft', material: '0.50', labour: 'lots' });
  await page.getByRole('button', { name: 'Save prices' }).click();
  await expect(page.getByText('Enter a price, e.g. 12.50.')).toBeVisible();
  await page.getByRole('list', { name: 'Priced items' }).getByLabel('Labour ($)').fill('0.25');
  await addPrice(page, { item: 'DJ', unit: 'each', material: '10', labour: '20' });
  await page.getByRole('button', { name: 'Save prices' }).click();
  await expect(page.getByText('Prices saved').first()).toBeVisible();
  // The terms close the proposal: long enough here to take it past its first page.
  const terms = Array.from({ length: 40 }, (_, index) => `${index + 1}. The work is priced from the survey's drawings; changes found on site are priced the same way.`).join('\n\n');
  await page.getByLabel('Terms and conditions').fill(terms);
  await page.getByRole('button', { name: 'Save terms' }).click();
  await expect(page.getByText('Proposal terms saved').first()).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/deal-prices-desktop.png', fullPage: true });

  // The dashboard: 300 ft × ($0.50 + $0.25) + 2 × ($10 + $20) = $285; 10 % markup: $313.50.
  await page.goto(`/projects/${projectId}`);
  const estimate = page.getByRole('region', { name: 'Estimate' });
  await expect(estimate.getByTestId('estimate-total')).toHaveText('$313.50');
  await expect(estimate.getByRole('row', { name: /Subtotal/ })).toContainText('$285.00');
  await expect(estimate.getByRole('row', { name: /Markup \(10%\)/ })).toContainText('$28.50');
  await expect(estimate.getByText(/Not priced/)).toHaveCount(0);

  // The check: the run is longer than a channel may be, an error with a link to its plan.
  const checks = page.getByRole('region', { name: /Checks/ });
  await expect(checks.getByText('1 error', { exact: false })).toBeVisible();
  const finding = checks.getByRole('list', { name: 'Check findings' }).getByRole('listitem').first();
  await expect(finding).toContainText('Error');
  await expect(finding).toContainText('longer than the 90 m (295 ft) a copper channel may be');
  await expect(finding.getByRole('link', { name: /^Open / })).toHaveAttribute('href', `/projects/${projectId}/units/12/floor-plan`);
  await page.screenshot({ path: 'test-results/screenshots/deal-dashboard-desktop.png', fullPage: true });

  // The proposal PDF and the estimate CSV from the Downloads panel.
  await page.getByRole('button', { name: 'Downloads' }).click();
  const downloads = page.getByRole('region', { name: 'Downloads' });
  let downloading = page.waitForEvent('download');
  await downloads.getByRole('button', { name: 'Proposal PDF' }).click();
  const proposal = await downloading;
  expect(proposal.suggestedFilename()).toMatch(/\.pdf$/);
  const pdf = (await readFile((await proposal.path())!)).toString('latin1');
  expect(pdf.startsWith('%PDF')).toBe(true);
  expect(pdf.match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0).toBeGreaterThanOrEqual(2);

  downloading = page.waitForEvent('download');
  await downloads.getByRole('button', { name: 'Estimate CSV' }).click();
  const sheet = await downloading;
  expect(sheet.suggestedFilename()).toMatch(/\.csv$/);
  const csv = (await readFile((await sheet.path())!)).toString('utf8');
  expect(csv).toContain('Cabling and pathways,cat6,Cat6,300,ft,0.5,0.25,150,75,225,');
  expect(csv.trimEnd().split('\r\n').at(-1)).toBe('Total,,,,,,,,,313.5,');

  // On a phone the findings stay readable, the link a thumb's size.
  await page.setViewportSize(PHONE);
  await checks.scrollIntoViewIfNeeded();
  await expect(finding).toBeVisible();
  expect((await finding.getByRole('link').boundingBox())!.height).toBeGreaterThanOrEqual(44);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await checks.screenshot({ path: 'test-results/screenshots/deal-checks-phone.png' });
  await downloads.screenshot({ path: 'test-results/screenshots/deal-downloads-phone.png' });

  // The price list on a phone: each item a card of labelled fields, nothing off the side.
  await page.goto('/admin/company');
  await page.getByRole('tab', { name: 'Prices' }).click();
  await expect(page.getByRole('list', { name: 'Priced items' }).getByRole('listitem')).toHaveCount(2);
  expect((await page.getByRole('button', { name: 'Remove cat6' }).boundingBox())!.height).toBeGreaterThanOrEqual(44);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.screenshot({ path: 'test-results/screenshots/deal-prices-phone.png', fullPage: true });
});

test('a scaled drawing downloads as DXF from its editor; an unscaled one says why it is not offered', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signUpCompanyAdmin(page, 'Cyd');
  const projectId = await buildProject(page, 'Quay House');

  // The unit's floor plan has a scale: its DXF, in feet, a layer for the Cat6 run.
  await page.goto(`/projects/${projectId}/units/12/floor-plan`);
  const actions = page.getByRole('toolbar', { name: 'Drawing actions' });
  const dxfButton = actions.getByRole('button', { name: 'Download DXF' });
  await expect(dxfButton).toBeEnabled();
  const downloading = page.waitForEvent('download');
  await dxfButton.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.dxf$/);
  const dxf = (await readFile((await download.path())!)).toString('utf8');
  expect(dxf).toMatch(/^999\r?\nRiser drawing, units: feet\r?\n\s*0\r?\nSECTION/);
  expect(dxf).toContain('RUN_CAT6');
  expect(dxf.trimEnd().endsWith('EOF')).toBe(true);
  await actions.screenshot({ path: 'test-results/screenshots/deal-dxf-desktop.png' });

  // A site map without a scale: the button is there but off, and says why.
  const siteMap = await api<{ id: string }>(page, 'post', `/api/projects/${projectId}/surveys`, { locationType: 'site-map' });
  await api(page, 'patch', `/api/surveys/${siteMap.id}`, { markupElements: [{ id: 'trunk', type: 'conduit', kind: 'fiber', x: 100, y: 100, x2: 900, y2: 100 }] });
  await page.goto(`/projects/${projectId}/site-map`);
  await expect(canvasElementCount(page)).toHaveText('1 element');
  await expect(actions.getByRole('button', { name: 'Download DXF' })).toBeDisabled();
  await expect(actions.getByRole('button', { name: 'Download DXF' })).toHaveAccessibleDescription('For CAD once the drawing has a scale: set it under Scale.');
});

test('a company admin prices one project otherwise from its dashboard, a data jack with its faceplate; emptied, it takes the company’s prices again', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await signUpCompanyAdmin(page, 'Pia');
  const projectId = await buildProject(page, 'Mill Race');
  const { companyId } = (await (await page.request.get(`/api/projects/${projectId}`)).json()) as { companyId: string };
  await api(page, 'put', `/api/companies/${companyId}/price-list`, {
    markupPercent: 10,
    items: [
      { item: 'cat6', unit: 'ft', material: 0.5, labour: 0.25 },
      { item: 'DJ', unit: 'each', material: 10, labour: 20 },
    ],
  });

  await page.goto(`/projects/${projectId}`);
  const estimate = page.getByRole('region', { name: 'Estimate' });
  await expect(estimate.getByTestId('estimate-total')).toHaveText('$313.50');

  // This project's Cat6 costs more: $1.00 + $0.50 a foot; the markup left empty is the company's 10 %.
  await estimate.getByRole('button', { name: 'Project prices' }).click();
  const dialog = page.getByRole('dialog', { name: 'Project prices' });
  await expect(dialog.getByText('No prices of its own: the project uses the company’s.')).toBeVisible();
  await expect(dialog.getByLabel('Markup (%)')).toHaveValue('');
  await addPrice(page, { item: 'cat6', unit: 'ft', material: '1.00', labour: '0.50' });
  // And its data jacks come with a faceplate each: $2 + $1.
  await addPrice(page, { item: 'DJ', unit: 'each', material: '10', labour: '20' });
  await dialog.getByRole('button', { name: 'Add accessory to DJ' }).click();
  const faceplate = dialog.getByRole('list', { name: 'Accessories of DJ' }).getByRole('listitem');
  await expect(faceplate.getByLabel('Accessory', { exact: true })).toBeFocused();
  await faceplate.getByLabel('Accessory', { exact: true }).fill('Faceplate');
  await faceplate.getByLabel('Accessory material ($)').fill('2');
  await faceplate.getByLabel('Accessory labour ($)').fill('1');
  await page.setViewportSize(PHONE);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.screenshot({ path: 'test-results/screenshots/deal-project-prices-phone.png' });
  await page.setViewportSize(DESKTOP);
  await page.screenshot({ path: 'test-results/screenshots/deal-project-prices-desktop.png' });
  await dialog.getByRole('button', { name: 'Save prices' }).click();
  await expect(dialog).toBeHidden();
  // 300 ft × $1.50 + 2 × $30 + 2 faceplates × $3 = $516; 10 %: $51.60; $567.60.
  await expect(estimate.getByTestId('estimate-total')).toHaveText('$567.60');

  // Emptied again: the company's prices.
  await estimate.getByRole('button', { name: 'Project prices' }).click();
  await expect(dialog.getByRole('list', { name: 'Accessories of DJ' }).getByLabel('Accessory', { exact: true })).toHaveValue('Faceplate');
  await dialog.getByRole('button', { name: 'Remove cat6' }).click();
  await dialog.getByRole('button', { name: 'Remove DJ', exact: true }).click();
  await dialog.getByRole('button', { name: 'Save prices' }).click();
  await expect(dialog).toBeHidden();
  await expect(estimate.getByTestId('estimate-total')).toHaveText('$313.50');
});

const canvasElementCount = (page: Page) => page.getByTestId('markup-element-count');
