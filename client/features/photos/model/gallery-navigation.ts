/** The gallery's moves: by button, arrow key or swipe, wrapping round at either end. */
export type GalleryStep = -1 | 1;

/** How far a finger must travel sideways to turn the photo (spec survey-work §9). */
export const SWIPE_THRESHOLD_PX = 50;

export interface Point {
  x: number;
  y: number;
}

/** The photo after moving one step from index in a gallery of count photos. */
export function stepIndex(index: number, step: GalleryStep, count: number): number {
  if (count <= 0) return 0;
  return (((index + step) % count) + count) % count;
}

/** An index kept inside the gallery after photos were added or deleted. */
export function clampIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return Math.min(count - 1, Math.max(0, index));
}

/** Left and Right arrows move; every other key is not the gallery's. */
export function stepForKey(key: string): GalleryStep | null {
  if (key === 'ArrowLeft') return -1;
  if (key === 'ArrowRight') return 1;
  return null;
}

/**
 * A swipe from start to end: a mostly sideways move of at least the threshold. Dragging the
 * photo leftwards brings the next one, as on every phone gallery.
 */
export function stepForSwipe(start: Point, end: Point, threshold = SWIPE_THRESHOLD_PX): GalleryStep | null {
  const dx = end.x - start.x;
  const dy = end.y - start.y;
  if (Math.abs(dx) < threshold || Math.abs(dx) <= Math.abs(dy)) return null;
  return dx < 0 ? 1 : -1;
}

/** 'N of M' for the photo at index. */
export function positionText(index: number, count: number): string {
  return `${count === 0 ? 0 : index + 1} of ${count}`;
}
