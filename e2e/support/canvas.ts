import { expect, type Locator, type Page } from '@playwright/test';
import { CANVAS_HEIGHT, CANVAS_WIDTH } from '../../common/markup/schema';

// Working the markup editor's canvas from a journey, by mouse or by touch: the drawing's
// coordinates (2000x1500) turned into places on the sheet as the screen shows it.

export function canvasOf(page: Page): Locator {
  return page.getByRole('application', { name: /canvas/ });
}

/** Canvas coordinates to a screen position on the sheet as shown. */
export async function screenPoint(page: Page, p: { x: number; y: number }) {
  const box = (await canvasOf(page).locator('[data-canvas-paper]').boundingBox())!;
  return { x: box.x + (p.x / CANVAS_WIDTH) * box.width, y: box.y + (p.y / CANVAS_HEIGHT) * box.height };
}

/** A tap or a click at a point of the drawing. */
export async function press(page: Page, touch: boolean, p: { x: number; y: number }) {
  const at = await screenPoint(page, p);
  if (touch) await page.touchscreen.tap(at.x, at.y);
  else await page.mouse.click(at.x, at.y);
}

export async function activate(locator: Locator, touch: boolean) {
  if (touch) await locator.tap();
  else await locator.click();
}

export async function chooseTool(page: Page, touch: boolean, name: string) {
  const button = page.getByRole('group', { name: 'Tools' }).getByRole('button', { name, exact: true });
  await activate(button, touch);
  await expect(button).toHaveAttribute('aria-pressed', 'true');
}
