/*
 * The panel's 'icon size' (the spec's unexplained numeric state of 4) scales the photo grid:
 * it sets the thumbnail edge, and so how many photo cards fit on a line. Size 4 gives the
 * spec's 64 px thumbnail; every size keeps the thumbnail at least a 44 px touch target.
 */
export const ICON_SIZE_MIN = 2;
export const ICON_SIZE_MAX = 6;
export const DEFAULT_ICON_SIZE = 4;

/** A whole number from 2 to 6; anything unreadable (an emptied input) is the default. */
export function clampIconSize(value: number | string): number {
  const size = typeof value === 'string' ? (value.trim() === '' ? NaN : Number(value)) : value;
  if (!Number.isFinite(size)) return DEFAULT_ICON_SIZE;
  return Math.min(ICON_SIZE_MAX, Math.max(ICON_SIZE_MIN, Math.round(size)));
}

/** A thumbnail is never smaller than a touch target (WCAG 2.5.5). */
const MIN_TARGET_PX = 44;

/** Thumbnail edge in CSS pixels: 16 per step, so 64 at the default, never under 44. */
export function thumbnailPx(iconSize: number): number {
  return Math.max(MIN_TARGET_PX, 16 * clampIconSize(iconSize));
}

/** Room a card needs beside its thumbnail: padding, the label, the floor and time, two 44 px buttons. */
const CARD_TEXT_PX = 260;

/** The narrowest a photo card may be for an icon size. */
export function photoCardMinPx(iconSize: number): number {
  return thumbnailPx(iconSize) + CARD_TEXT_PX;
}

/** How many cards fit on one line of a grid this wide (never fewer than one). */
export function photoGridColumns(iconSize: number, widthPx: number, gapPx = 12): number {
  const card = photoCardMinPx(iconSize);
  return Math.max(1, Math.floor((widthPx + gapPx) / (card + gapPx)));
}

/**
 * The grid's CSS columns for an icon size: as many as fit (the same rule as
 * photoGridColumns), each never wider than the grid on a phone.
 */
export function photoGridTemplate(iconSize: number): string {
  return `repeat(auto-fill, minmax(min(100%, ${photoCardMinPx(iconSize)}px), 1fr))`;
}
