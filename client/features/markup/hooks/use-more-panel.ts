import { useCallback, useId, useRef, useState, type KeyboardEvent } from 'react';

/**
 * The phone's More panel (the rarer actions and the sizes, over the canvas): whether it is open,
 * its button, and Escape to put it away. Wide screens always show what it holds.
 */
export function useMorePanel() {
  const [open, setOpen] = useState(false);
  const id = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);
  const toggle = useCallback(() => setOpen((wasOpen) => !wasOpen), []);

  function closeOnEscape(event: KeyboardEvent) {
    // Only where the panel is a phone's overlay (More shown); wide screens always show it.
    if (event.key !== 'Escape' || !open || !buttonRef.current?.offsetParent) return;
    // Handled here, so the editor's own Escape (cancel a conduit, drop the selection) does not also run.
    event.preventDefault();
    setOpen(false);
    buttonRef.current?.focus();
  }

  return { open, id, buttonRef, close, toggle, closeOnEscape };
}
