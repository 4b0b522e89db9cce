import { useEffect, useState } from 'react';
import type { MarkupBackground } from '../../../../common/markup/render-svg';
import { loadImage } from '../dom/load-image';

type Size = { width: number; height: number } | 'unknown';

/**
 * The background to draw for an image address (the server's copy, or bytes on the device). Its
 * natural size is learnt by loading it, so the renderer can place it exactly; until a new
 * image has loaded (or while its address is not known yet: undefined) the previous one stays, so that the drawing never flashes empty when the
 * copy on the device gives way to the server's.
 */
export function useBackground(href: string | null | undefined): MarkupBackground | null {
  const [sizes, setSizes] = useState<Record<string, Size>>({});
  const [shown, setShown] = useState<string | null>(href ?? null);

  useEffect(() => {
    if (!href || sizes[href]) return;
    let cancelled = false;
    loadImage(href)
      .then((image): Size => ({ width: image.naturalWidth, height: image.naturalHeight }))
      .catch((): Size => 'unknown')
      .then((size) => {
        if (!cancelled) setSizes((known) => ({ ...known, [href]: size }));
      });
    return () => {
      cancelled = true;
    };
  }, [href, sizes]);

  // What to show now: null (none), a loaded image, or undefined (not ready: keep what is shown).
  const next = href === null ? null : href !== undefined && sizes[href] !== undefined ? href : undefined;
  if (next !== undefined && shown !== next) setShown(next);
  const current = next !== undefined ? next : shown;
  if (!current) return null;
  const size = sizes[current];
  return size && size !== 'unknown' ? { href: current, ...size } : { href: current };
}
