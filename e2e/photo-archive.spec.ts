import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import yauzl from 'yauzl';
import { signUpCompanyAdmin } from './support/session';

// Issue 16: Download Photos on a project's dashboard saves the project's photos as one ZIP,
// named by where each was taken, with an index for the office.

async function api<T = { id: string }>(page: Page, method: 'post' | 'put', url: string, data: object): Promise<T> {
  const response = await page.request[method](url, { data });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

function entryNames(buffer: Buffer): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error('no zip'));
      const names: string[] = [];
      zip.on('entry', (entry: yauzl.Entry) => {
        names.push(entry.fileName);
        zip.readEntry();
      });
      zip.on('end', () => resolve(names));
      zip.readEntry();
    });
  });
}

test('Download Photos saves every photo of the project in one ZIP, with its progress on the button', async ({ page }) => {
  await signUpCompanyAdmin(page, 'Zara');
  const project = await api(page, 'post', '/api/projects', { name: 'Maple Row' });
  const mdf = await api(page, 'post', `/api/projects/${project.id}/surveys`, { locationType: 'mdf', instanceName: 'MDF North' });
  for (const [tint, label] of [
    ['#64748b', 'Rack front'],
    ['#0f766e', 'Demarc'],
  ] as const) {
    const buffer = await sharp({ create: { width: 640, height: 480, channels: 3, background: tint } }).jpeg().toBuffer();
    const uploaded = await page.request.post(`/api/surveys/${mdf.id}/photos`, { multipart: { photo: { name: 'IMG.JPG', mimeType: 'image/jpeg', buffer }, elevationLevel: '-1' } });
    expect(uploaded.ok(), await uploaded.text()).toBe(true);
    await api(page, 'put', `/api/photos/${((await uploaded.json()) as { id: string }).id}`, { label });
  }

  await page.goto(`/projects/${project.id}`);
  await page.getByRole('button', { name: 'Downloads' }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download Photos' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^Maple-Row-photos-\d{4}-\d{2}-\d{2}\.zip$/);
  const names = await entryNames(await readFile((await download.path())!));
  expect(names.sort()).toEqual(['MDF/MDF North/Basement-Demarc-1.jpg', 'MDF/MDF North/Basement-Rack front-1.jpg', 'index.csv']);
  await expect(page.getByRole('button', { name: 'Download Photos' })).toBeEnabled();
});

test('a location type’s spreadsheet downloads from the dashboard as CSV and as Excel', async ({ page }) => {
  await signUpCompanyAdmin(page, 'Omar');
  const project = await api(page, 'post', '/api/projects', { name: 'Cedar Court' });
  const unit = await api(page, 'post', `/api/projects/${project.id}/surveys`, { locationType: 'unit', instanceName: 'Unit 204' });
  const saved = await page.request.patch(`/api/surveys/${unit.id}`, { data: { formData: { unitNumber: '204', floor: 2, outlets: 6 } } });
  expect(saved.ok()).toBe(true);

  await page.goto(`/projects/${project.id}`);
  await page.getByRole('button', { name: 'Downloads' }).click();
  const section = page.getByRole('region', { name: 'Spreadsheets' });
  await section.getByLabel('Location type').selectOption('unit');
  const csvDownload = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Download CSV' }).click();
  const csv = await csvDownload;
  expect(csv.suggestedFilename()).toMatch(/^Cedar-Court-unit-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile((await csv.path())!, 'utf8')).replace(/^\uFEFF/, '').trimEnd().split('\r\n');
  expect(lines[0]).toContain('Unit Number (unitNumber),Floor (floor)');
  expect(lines[1]).toContain(',Unit 204,No,');
  expect(lines[1]).toContain(',204,2,');

  const xlsxDownload = page.waitForEvent('download');
  await section.getByRole('button', { name: 'Download Excel' }).click();
  expect((await xlsxDownload).suggestedFilename()).toMatch(/^Cedar-Court-unit-\d{4}-\d{2}-\d{2}\.xlsx$/);
});
