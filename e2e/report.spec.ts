import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { screenshotBoth } from './support/screenshots';
import { answerAsServer } from './support/server-answer';
import { signUpCompanyAdmin } from './support/session';

// The project report end to end: data made through the API, the button on the dashboard, the
// downloaded file opened on its own (no server) and looked at.

const PROJECT = 'Harbor View Apartments';
const FIELD_VALUE = 'Telecom Room 101';

/** A photo-like JPEG: a lit wall with a dark rack in front of it. */
function rackPhoto(tint: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${tint}"/><stop offset="1" stop-color="#1e293b"/></linearGradient></defs>
    <rect width="1200" height="900" fill="url(#g)"/>
    <rect x="420" y="120" width="360" height="700" rx="16" fill="#0f172a"/>
    ${Array.from({ length: 10 }, (_, i) => `<rect x="450" y="${160 + i * 62}" width="300" height="40" rx="4" fill="#334155"/><circle cx="720" cy="${180 + i * 62}" r="6" fill="#22c55e"/>`).join('')}
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

/** A site plan to draw on: two buildings, a road and parking. */
function sitePlan() {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200">
    <rect width="1600" height="1200" fill="#f1f5f9"/>
    <rect x="0" y="980" width="1600" height="120" fill="#cbd5e1"/>
    <rect x="160" y="180" width="520" height="620" fill="#e2e8f0" stroke="#64748b" stroke-width="6"/>
    <rect x="900" y="180" width="520" height="620" fill="#e2e8f0" stroke="#64748b" stroke-width="6"/>
    ${Array.from({ length: 8 }, (_, i) => `<rect x="${760 + (i % 2) * 60}" y="${200 + Math.floor(i / 2) * 150}" width="40" height="120" fill="none" stroke="#94a3b8" stroke-width="4"/>`).join('')}
  </svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

async function api(page: Page, method: 'post' | 'patch' | 'put', url: string, data: object) {
  const response = await page.request[method](url, { data });
  expect(response.ok(), await response.text()).toBe(true);
  return response.json();
}

async function buildProject(page: Page) {
  const project = await api(page, 'post', '/api/projects', {
    name: PROJECT,
    description: 'Two mid-rise buildings, 120 units. Fiber to every unit; existing coax to be reused where possible.',
  });
  const projectId = project.id as string;

  const mdf = await api(page, 'post', `/api/projects/${projectId}/surveys`, { locationType: 'mdf', instanceName: 'Building A — Main MDF' });
  await api(page, 'patch', `/api/surveys/${mdf.id}`, {
    formData: {
      building: 'Building A',
      floor: 1,
      doorName: FIELD_VALUE,
      unitsServed: '51-100',
      commonAreasServed: '3-5',
      availablePower: 'Yes',
      roomToMount: 'Yes - Minimal Space',
      existingPlywood: 'No',
      conduit: 'Yes',
      ethernetCable1: 'Cat6',
      fiberCable1: 'Single Mode',
      notes: 'Rack is nearly full.\nNeeds a second <19"> rack & a dedicated 20 A circuit.',
    },
  });
  for (const [name, tint, label, level] of [
    ['rack-front.jpg', '#94a3b8', 'Rack, front', '1'],
    ['panel.jpg', '#a8a29e', '', '-1'],
  ] as const) {
    const upload = await page.request.post(`/api/surveys/${mdf.id}/photos`, {
      multipart: { photo: { name, mimeType: 'image/jpeg', buffer: await rackPhoto(tint) }, elevationLevel: level },
    });
    expect(upload.ok(), await upload.text()).toBe(true);
    if (label) await api(page, 'put', `/api/photos/${(await upload.json()).id}`, { label });
  }

  const unit = await api(page, 'post', `/api/projects/${projectId}/surveys`, { locationType: 'unit', instanceName: 'Unit 204' });
  await api(page, 'patch', `/api/surveys/${unit.id}`, { formData: { unitNumber: '204', floor: 2, roomCount: 3, outlets: 6, phoneJacks: 1 }, isCompleted: true });

  const siteMap = await api(page, 'post', `/api/projects/${projectId}/surveys`, { locationType: 'site-map' });
  await api(page, 'patch', `/api/surveys/${siteMap.id}`, {
    formData: { siteName: 'Harbor View, north lot' },
    uploadedImage: `data:image/png;base64,${(await sitePlan()).toString('base64')}`,
    markupElements: [
      { id: 'mdf', type: 'mdf', x: 400, y: 520 },
      { id: 'idf', type: 'idf', x: 1360, y: 520 },
      { id: 'run', type: 'conduit', x: 400, y: 520, x2: 1360, y2: 520 },
      { id: 'ap', type: 'ap', x: 1000, y: 1100 },
      { id: 'pwr', type: 'power', x: 560, y: 380 },
      { id: 'gate', type: 'custom', x: 1480, y: 1280, text: 'Gate <B>' },
    ],
  });
  return projectId;
}

test('the project report downloads as one self-contained file that reads well on a phone and a desktop', async ({ page }, testInfo) => {
  await signUpCompanyAdmin(page, 'Rhea');
  const projectId = await buildProject(page);

  await page.goto(`/projects/${projectId}`);
  await expect(page.getByRole('heading', { name: PROJECT, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Downloads' }).click();
  const button = page.getByRole('button', { name: 'Download Report' });
  await expect(button).toBeEnabled();

  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toMatch(/^Harbor-View-Apartments-Survey-Report-\d{4}-\d{2}-\d{2}\.html$/);
  await expect(page.getByText('Report Downloaded')).toBeVisible();
  await expect(page.getByText(download.suggestedFilename())).toBeVisible();
  await expect(button).toBeEnabled();

  const file = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(file);
  const html = await readFile(file, 'utf8');
  expect(html).toContain(PROJECT);
  expect(html).toContain(FIELD_VALUE);
  expect(html).toContain('Needs a second &lt;19&quot;&gt; rack &amp; a dedicated 20 A circuit.');
  expect(html).toContain('data:image/jpeg;base64,');

  // Opened from disk, with no server behind it: everything it shows is inside the file.
  await page.goto(`file://${file}`);
  await expect(page.getByRole('heading', { name: PROJECT, level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Building A — Main MDF' })).toBeVisible();
  const images = page.locator('img');
  await expect(images).toHaveCount(2);
  for (const image of await images.all()) expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  await expect(page.locator('svg text', { hasText: 'Gate <B>' })).toHaveCount(1);
  await screenshotBoth(page, testInfo, 'project-report');
});

test('a report that cannot be made says so and leaves the button usable', async ({ page }) => {
  await signUpCompanyAdmin(page, 'Ravi');
  const projectId = (await api(page, 'post', '/api/projects', { name: 'Gone Tower' })).id as string;
  await page.goto(`/projects/${projectId}`);
  await page.getByRole('button', { name: 'Downloads' }).click();
  const button = page.getByRole('button', { name: 'Download Report' });
  await expect(button).toBeEnabled();
  await page.route(`**/api/projects/${projectId}/report**`, (route) =>
    answerAsServer(route, 404, { code: 'NOT_FOUND', message: 'Project not found.' }),
  );
  await button.click();
  await expect(page.getByText('Download Failed')).toBeVisible();
  await expect(page.getByText('Report generation failed: Project not found.')).toBeVisible();
  await expect(button).toBeEnabled();
});
