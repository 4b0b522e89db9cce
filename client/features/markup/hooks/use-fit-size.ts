import { useLayoutEffect, useState, type RefObject } from 'react';

/** The largest width x height of the given ratio that fits the element's content box. */
export function useFitSize(ref: RefObject<HTMLElement | null>, ratio: number) {
  const [size, setSize] = useState({ width: 0, height: 0 });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const { width, height } = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      const w = width - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      const h = height - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
      const fitted = w / h > ratio ? { width: Math.floor(h * ratio), height: Math.floor(h) } : { width: Math.floor(w), height: Math.floor(w / ratio) };
      setSize((old) => (old.width === fitted.width && old.height === fitted.height ? old : fitted));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, ratio]);
  return size;
}
