import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether a strip that scrolls sideways has more beyond its left and right edges, kept up to date
 * as it scrolls and resizes: a phone's tool strip shows that there are more tools (issue 26).
 */
export function useScrollEdges(ref: RefObject<HTMLElement | null>): { before: boolean; after: boolean } {
  const [edges, setEdges] = useState({ before: false, after: false });
  useEffect(() => {
    const strip = ref.current;
    if (!strip) return;
    const update = () => {
      // A pixel of slack: fractional widths never quite reach the end.
      const before = strip.scrollLeft > 1;
      const after = strip.scrollLeft + strip.clientWidth < strip.scrollWidth - 1;
      setEdges((now) => (now.before === before && now.after === after ? now : { before, after }));
    };
    update();
    strip.addEventListener('scroll', update, { passive: true });
    const observer = new ResizeObserver(update);
    observer.observe(strip);
    return () => {
      strip.removeEventListener('scroll', update);
      observer.disconnect();
    };
  }, [ref]);
  return edges;
}
