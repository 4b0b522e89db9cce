import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { signUpCompanyAdmin } from './support/session';

// Issue 16: Download PDF on a project's dashboard saves the report as a PDF the server draws.

async function api<T = { id: string }>(page: Page, method: 'post' | 'patch', url: string, data: object): Promise<T> {
  const response = await page.request[method](url, { data });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
}

test('Download PDF saves the project report as a PDF, with its progress on the button', async ({ page }) => {
  await signUpCompanyAdmin(page, 'Priya');
  const project = await api(page, 'post', '/api/projects', { name: 'Birch Hall' });
  const mdf = await api(page, 'post', `/api/projects/${project.id}/surveys`, { locationType: 'mdf', instanceName: 'MDF North' });
  await api(page, 'patch', `/api/surveys/${mdf.id}`, { formData: { building: 'North Wing' } });
  const buffer = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#64748b' } }).jpeg().toBuffer();
  const uploaded = await page.request.post(`/api/surveys/${mdf.id}/photos`, { multipart: { photo: { name: 'IMG.JPG', mimeType: 'image/jpeg', buffer }, elevationLevel: '-1' } });
  expect(uploaded.ok(), await uploaded.text()).toBe(true);

  await page.goto(`/projects/${project.id}`);
  await page.getByRole('button', { name: 'Downloads' }).click();
  const button = page.getByRole('button', { name: 'Download PDF' });
  await expect(page.getByRole('button', { name: 'Download Report' })).toBeVisible();
  const downloading = page.waitForEvent('download');
  await button.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^Birch-Hall-Survey-Report-\d{4}-\d{2}-\d{2}\.pdf$/);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.subarray(-8).toString('latin1')).toContain('%%EOF');
  await expect(page.getByRole('button', { name: 'Download PDF' })).toBeEnabled();
});

test('Download PDF on a location’s form saves that location’s report', async ({ page }) => {
  await signUpCompanyAdmin(page, 'Tomas');
  const project = await api(page, 'post', '/api/projects', { name: 'Elm Yard' });
  const idf = await api(page, 'post', `/api/projects/${project.id}/surveys`, { locationType: 'idf', instanceName: 'IDF South' });

  await page.goto(`/projects/${project.id}/surveys/${idf.id}`);
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^Elm-Yard-IDF-South-Survey-Report-\d{4}-\d{2}-\d{2}\.pdf$/);
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
});
