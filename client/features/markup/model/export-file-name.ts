import type { EditorKind } from '../../../../common/markup/constants';

/** The PNG export's name (spec §9): site-map-markup-{timestamp}.png, floor-plan-markup-{unit}-{timestamp}.png. */
export function exportFileName(kind: EditorKind, unitId: string | undefined, timestamp: number): string {
  if (kind === 'site-map') return `site-map-markup-${timestamp}.png`;
  // The unit id comes from the URL: only characters that are safe in a file name survive.
  const unit = (unitId ?? 'unit').replace(/[^\w-]+/g, '-').replace(/^-+|-+$/g, '') || 'unit';
  return `floor-plan-markup-${unit}-${timestamp}.png`;
}
