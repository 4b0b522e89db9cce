import path from 'node:path';
import type { Page, TestInfo } from '@playwright/test';

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

/** Saves the current screen at phone and desktop size as test artifacts (test-results/screenshots). */
export async function screenshotBoth(page: Page, testInfo: TestInfo, name: string) {
  const original = page.viewportSize();
  for (const [label, size] of [['phone', PHONE], ['desktop', DESKTOP]] as const) {
    await page.setViewportSize(size);
    // Let layout settle after the resize (responsive menus, sticky headers).
    await page.waitForTimeout(150);
    const file = path.join('test-results', 'screenshots', `${name}-${label}.png`);
    await page.screenshot({ path: file, fullPage: true });
    await testInfo.attach(`${name}-${label}`, { path: file, contentType: 'image/png' });
  }
  if (original) await page.setViewportSize(original);
}
