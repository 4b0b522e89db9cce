import {
  cloneElement,
  createElement,
  useState,
  type ComponentType,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactElement,
} from 'react';
import { Deferred, lazyPart } from './deferred';

/** What a popup loaded by lazyPopup is given: its trigger, and whether it opens at once. */
export interface PopupProps {
  trigger: ReactElement;
  defaultOpen: boolean;
}

type TriggerProps = Record<string, unknown> & {
  onClick?: (event: MouseEvent) => void;
  onPointerDown?: (event: PointerEvent) => void;
  onKeyDown?: (event: KeyboardEvent) => void;
};

/**
 * A Radix dropdown menu or dialog with a trigger, whose code loads when it is first opened, not
 * with the screen. Until then the trigger is drawn as Radix draws it closed, and opening it does
 * what Radix's does (a menu: the main button pressed, or Enter, Space, ArrowDown; a dialog: a
 * click); the popup opens as soon as its code is there. Pointing at the trigger or focusing it
 * starts the loading. The loaded component takes the trigger and `defaultOpen`.
 */
export function lazyPopup<P extends object>(kind: 'menu' | 'dialog', load: () => Promise<ComponentType<P & PopupProps>>) {
  const Popup = lazyPart(load);
  const preload = () => {
    // A failure is met again, and kept to the trigger, when the popup is opened.
    void load().catch(() => undefined);
  };
  return function DeferredPopup({ trigger, ...props }: Omit<P, keyof PopupProps> & { trigger: ReactElement }) {
    const [opening, setOpening] = useState(false);
    const own = (trigger as ReactElement<TriggerProps>).props;
    const open = (event: { preventDefault: () => void }) => {
      event.preventDefault();
      setOpening(true);
    };
    const opener =
      kind === 'menu'
        ? {
            onPointerDown: (event: PointerEvent) => {
              own.onPointerDown?.(event);
              // As Radix's trigger: the main button, without Ctrl (a context click on a Mac).
              if (!event.defaultPrevented && event.button === 0 && !event.ctrlKey) open(event);
            },
            onKeyDown: (event: KeyboardEvent) => {
              own.onKeyDown?.(event);
              if (!event.defaultPrevented && (event.key === 'Enter' || event.key === ' ' || event.key === 'ArrowDown')) open(event);
            },
          }
        : {
            onClick: (event: MouseEvent) => {
              own.onClick?.(event);
              if (!event.defaultPrevented) setOpening(true);
            },
          };
    const closed = cloneElement(trigger as ReactElement<TriggerProps>, {
      type: 'button',
      'aria-haspopup': kind,
      'aria-expanded': false,
      'data-state': 'closed',
      onPointerEnter: preload,
      onFocus: preload,
      ...opener,
    });
    if (!opening) return closed;
    return <Deferred fallback={closed}>{createElement(Popup, { ...props, trigger, defaultOpen: true } as P & PopupProps)}</Deferred>;
  };
}
