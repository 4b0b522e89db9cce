import { useCallback, useMemo, useState } from 'react';
import type { PinPhotoControls } from '../model/photo-pins';

/**
 * The photo pins over the plan, which are the app's and not the drawing's: whether they show,
 * and which pin's photo is open. `leave` is how the photo's view leaves the editor.
 */
export function usePinPhoto(leave: PinPhotoControls['leave']) {
  const [shown, setShown] = useState(true);
  // The photo's view has no trigger: focus goes back where it was (the pin, the list, the canvas).
  const [openPin, setOpenPin] = useState<{ id: string; opener: Element | null } | null>(null);
  const open = useCallback((pinId: string) => setOpenPin({ id: pinId, opener: document.activeElement }), []);
  const opener = openPin?.opener ?? null;
  const controls = useMemo<PinPhotoControls>(
    () => ({
      close: () => {
        setOpenPin(null);
        requestAnimationFrame(() => {
          if ((opener instanceof HTMLElement || opener instanceof SVGElement) && opener.isConnected) opener.focus({ preventScroll: true });
        });
      },
      leave,
    }),
    [leave, opener],
  );
  return { shown, setShown, openId: openPin?.id ?? null, open, controls };
}
