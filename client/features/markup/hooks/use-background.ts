import { useEffect, useState } from 'react';
import type { MarkupBackground } from '../../../../common/markup/render-svg';
import { loadImage } from '../dom/load-image';

/**
 * The background to draw: an upload still on its way (its data URL), else the survey's stored
 * image. Its natural size is learnt by loading it, so the renderer can place it exactly.
 */
export function useBackground(serverHref: string | null | undefined, pending: MarkupBackground | null): MarkupBackground | null {
  const href = pending?.href ?? serverHref ?? null;
  const [sizes, setSizes] = useState<Record<string, { width: number; height: number }>>({});

  useEffect(() => {
    if (!href || sizes[href] || (pending && pending.href === href && pending.width)) return;
    let cancelled = false;
    loadImage(href)
      .then((image) => {
        if (!cancelled) setSizes((known) => ({ ...known, [href]: { width: image.naturalWidth, height: image.naturalHeight } }));
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, [href, sizes, pending]);

  if (!href) return null;
  if (pending && pending.href === href) return pending;
  return { href, ...sizes[href] };
}
