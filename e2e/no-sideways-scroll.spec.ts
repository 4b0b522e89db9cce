import { expect, test, type Page } from '@playwright/test';
import { pdfFile } from './support/pdf-file';
import { signUpCompanyAdmin } from './support/session';

// No screen scrolls sideways on a phone (issue 26): a page wider than the screen slides under the
// finger, and taps land off where the surveyor aimed. Every screen a company admin reaches, at the
// narrow end (320 px), the common phones (375, 390) and the large ones (430), with its dialogs open
// where they are part of the work (the PDF page chooser, the new location picker).

const WIDTHS = [320, 375, 390, 430];

type Json = Record<string, unknown>;

async function api<T = Json>(page: Page, method: 'post' | 'patch', url: string, data: unknown): Promise<T> {
  const response = await page.request[method](url, { data });
  expect(response.ok(), `${method.toUpperCase()} ${url}: ${await response.text()}`).toBe(true);
  return (await response.json()) as T;
}

/** How far the page reaches past the screen's right edge, in CSS pixels (0 when it does not). */
async function overflow(page: Page): Promise<{ excess: number; widest: string }> {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const excess = Math.max(document.documentElement.scrollWidth, document.body.scrollWidth) - width;
    // Name the element that reaches furthest, so a failure says where to look.
    let widest = '';
    let right = width;
    const clipped = (element: HTMLElement) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };
    for (const element of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      const box = element.getBoundingClientRect();
      if (clipped(element)) continue;
      if (box.width > 0 && box.right > right + 0.5) {
        right = box.right;
        const chain: string[] = [];
        for (let at: HTMLElement | null = element; at && at !== document.body && chain.length < 8; at = at.parentElement) {
          chain.push(`${at.tagName.toLowerCase()}.${String(at.className).slice(0, 40)} [${Math.round(at.getBoundingClientRect().width)}]`);
        }
        widest = `${chain.join(' < ')} (right ${Math.round(box.right)})`;
      }
    }
    return { excess, widest };
  });
}

/** How far an open dialog (fixed, so it never widens the page) reaches past the screen's edges. */
async function dialogOverflow(page: Page): Promise<{ excess: number; widest: string }> {
  return page.getByRole('dialog').evaluate((dialog) => {
    const width = window.innerWidth;
    let excess = 0;
    let widest = '';
    for (const element of [dialog, ...Array.from(dialog.querySelectorAll<HTMLElement>('*'))]) {
      let clipped = false;
      for (let parent = element.parentElement; parent && parent !== dialog.parentElement; parent = parent.parentElement) {
        if (parent !== element && getComputedStyle(parent).overflowX !== 'visible') clipped = true;
      }
      if (clipped && element !== dialog) continue;
      const box = element.getBoundingClientRect();
      const beyond = Math.max(box.right - width, -box.left);
      if (box.width > 0 && beyond > excess + 0.5) {
        excess = beyond;
        widest = `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 60)}`;
      }
    }
    return { excess: Math.round(excess), widest };
  });
}

async function expectDialogInside(page: Page, dialog: string) {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 844 });
    await page.waitForTimeout(300);
    const { excess, widest } = await dialogOverflow(page);
    expect(excess, `${dialog} at ${width} px runs off the screen by ${excess} px; widest: ${widest}`).toBeLessThanOrEqual(0);
  }
}

async function expectNoSidewaysScroll(page: Page, screen: string) {
  // Give late layout (images, fonts, the canvas's fit) a moment, then measure twice: it must hold.
  await page.waitForTimeout(300);
  const { excess, widest } = await overflow(page);
  expect(excess, `${screen} at ${page.viewportSize()?.width} px scrolls sideways by ${excess} px; widest: ${widest}`).toBeLessThanOrEqual(0);
}

test('no screen scrolls sideways at 320-430 px', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpCompanyAdmin(page, 'Narrow');
  const project = await api<{ id: string }>(page, 'post', '/api/projects', { name: 'Harbor View Apartments with a long name that wraps' });
  const unit = await api<{ id: string }>(page, 'post', `/api/projects/${project.id}/surveys`, { locationType: 'unit', instanceName: 'Unit 204', unitNumber: '204' });
  const idf = await api<{ id: string }>(page, 'post', `/api/projects/${project.id}/surveys`, { locationType: 'idf' });
  // The property's screens (issue 25): a building of 12 floors with a long name, 8 units a floor, a unit type.
  const building = await api<{ id: string }>(page, 'post', `/api/projects/${project.id}/buildings`, {
    name: 'Building North Tower Residences',
    lowestFloor: -1,
    highestFloor: 12,
  });
  const unitType = await api<{ id: string }>(page, 'post', `/api/projects/${project.id}/unit-types`, { name: 'Two bedroom corner, type B2' });
  await api(page, 'post', `/api/projects/${project.id}/units/bulk`, {
    buildingId: building.id,
    floors: { from: 1, to: 12 },
    unitsPerFloor: 8,
    numbering: '{floor}{index:02}',
    unitTypeId: unitType.id,
  });

  const screens: { name: string; path: string; ready: (page: Page) => Promise<void> }[] = [
    { name: 'home', path: '/', ready: (p) => expect(p.getByRole('heading', { name: /^Welcome, / })).toBeVisible() },
    { name: 'projects', path: '/projects', ready: (p) => expect(p.getByText('Harbor View Apartments', { exact: false }).first()).toBeVisible() },
    { name: 'project dashboard', path: `/projects/${project.id}`, ready: (p) => expect(p.getByRole('heading', { name: /Harbor View/ })).toBeVisible() },
    { name: 'unit list', path: `/projects/${project.id}/survey-types/unit`, ready: (p) => expect(p.getByText('Unit 204').first()).toBeVisible() },
    { name: 'unit form', path: `/projects/${project.id}/surveys/${unit.id}`, ready: (p) => expect(p.getByLabel('Location Name')).toHaveValue('Unit 204') },
    { name: 'IDF form', path: `/projects/${project.id}/surveys/${idf.id}`, ready: (p) => expect(p.getByRole('heading', { name: /IDF Survey/ })).toBeVisible() },
    { name: 'site map', path: `/projects/${project.id}/site-map`, ready: (p) => expect(p.getByRole('application', { name: /canvas/ })).toBeVisible() },
    { name: 'floor plan', path: `/projects/${project.id}/units/204/floor-plan`, ready: (p) => expect(p.getByRole('application', { name: /canvas/ })).toBeVisible() },
    { name: 'building', path: `/projects/${project.id}/buildings/${building.id}`, ready: (p) => expect(p.getByRole('heading', { name: /North Tower/ }).first()).toBeVisible() },
    { name: 'new building', path: `/projects/${project.id}/buildings/new`, ready: (p) => expect(p.getByRole('heading').first()).toBeVisible() },
    { name: 'unit types', path: `/projects/${project.id}/unit-types`, ready: (p) => expect(p.getByRole('heading', { name: 'Unit types' })).toBeVisible() },
    {
      name: 'typical plan',
      path: `/projects/${project.id}/unit-types/${unitType.id}/plan`,
      ready: (p) => expect(p.getByRole('application', { name: /canvas/ })).toBeVisible(),
    },
    { name: 'review queue', path: `/projects/${project.id}/review`, ready: (p) => expect(p.getByRole('heading', { name: 'Waiting for review' })).toBeVisible() },
    { name: 'company admin', path: '/admin/company', ready: (p) => expect(p.getByRole('heading').first()).toBeVisible() },
    { name: 'form configuration', path: '/admin/form-config', ready: (p) => expect(p.getByRole('heading').first()).toBeVisible() },
  ];

  for (const screen of screens) {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(screen.path);
    await screen.ready(page);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 844 });
      await expectNoSidewaysScroll(page, screen.name);
    }
  }

  // The dashboard's New Location picker.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/projects/${project.id}`);
  await page.getByRole('button', { name: 'New Location' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectDialogInside(page, 'New Location picker');

  // The PDF page chooser (a plan set of three sheets) on the site map.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/projects/${project.id}/site-map`);
  await expect(page.getByRole('application', { name: /canvas/ })).toBeVisible();
  const sheets = pdfFile([
    { width: 612, height: 792, fill: '1 0 0', label: 'Cover' },
    { width: 2592, height: 1728, fill: '0 0 1', label: 'Level 1 of a long plan set' },
    { width: 1224, height: 792, fill: '0 0.5 0', label: 'Level 2' },
  ]);
  await page.getByTestId('markup-file-input').setInputFiles({ name: 'harbor-view-construction-set-rev-c-final.pdf', mimeType: 'application/pdf', buffer: sheets });
  await expect(page.getByRole('dialog', { name: 'Choose a page' }).locator('img[data-page-thumbnail]')).toHaveCount(3, { timeout: 30_000 });
  await expectDialogInside(page, 'PDF page chooser');
});

test('the saved toast never covers the drawing, on a phone or a desktop', async ({ page }) => {
  test.setTimeout(120_000);
  await signUpCompanyAdmin(page, 'Toast');
  const project = await api<{ id: string }>(page, 'post', '/api/projects', { name: 'Toast Court' });
  for (const size of [{ width: 390, height: 844 }, { width: 1280, height: 800 }, { width: 820, height: 1180 }]) {
    await page.setViewportSize(size);
    await page.goto(`/projects/${project.id}/site-map`);
    const canvas = page.getByRole('application', { name: /canvas/ });
    await expect(canvas).toBeVisible();
    // The drawing read (an empty one): Save says there is nothing to save.
    await expect(page.locator('[data-save-status="saved"]')).toBeVisible();
    await page.getByRole('button', { name: 'Save to Project' }).click();
    // An empty drawing: 'Nothing to save', a toast like the saved one, in the same place.
    const toast = page.getByRole('status').filter({ hasText: 'Nothing to save' });
    await expect(toast).toBeVisible();
    const [toastBox, canvasBox] = [(await toast.boundingBox())!, (await canvas.boundingBox())!];
    const overlap =
      Math.max(0, Math.min(toastBox.x + toastBox.width, canvasBox.x + canvasBox.width) - Math.max(toastBox.x, canvasBox.x)) *
      Math.max(0, Math.min(toastBox.y + toastBox.height, canvasBox.y + canvasBox.height) - Math.max(toastBox.y, canvasBox.y));
    expect(overlap, `the toast covers ${Math.round(overlap)} px² of the drawing at ${size.width}x${size.height}`).toBe(0);
  }
});

test('on a phone the tool strip shows that it scrolls, and which way', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpCompanyAdmin(page, 'Strip');
  const project = await api<{ id: string }>(page, 'post', '/api/projects', { name: 'Strip Court' });
  await page.goto(`/projects/${project.id}/site-map`);
  await expect(page.getByRole('application', { name: /canvas/ })).toBeVisible();
  const strip = page.getByRole('group', { name: 'Tools' });
  // More tools to the right, none to the left.
  await expect(page.locator('[data-more-tools="after"]')).toBeVisible();
  await expect(page.locator('[data-more-tools="before"]')).toHaveCount(0);
  await strip.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
  await expect(page.locator('[data-more-tools="before"]')).toBeVisible();
  await expect(page.locator('[data-more-tools="after"]')).toHaveCount(0);
  // A wide screen shows every tool in the side panel: nothing to hint.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.locator('[data-more-tools]')).toHaveCount(0);
});

