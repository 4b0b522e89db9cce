import { useLayoutEffect, useState, type RefObject } from 'react';
import { fitCanvas, type CanvasFit } from '../model/canvas-fit';

const UNMEASURED: CanvasFit = { width: 0, height: 0, framed: true };

/** The canvas element's size in the element's content box (fitCanvas), kept as it resizes. */
export function useFitSize(ref: RefObject<HTMLElement | null>): CanvasFit {
  const [size, setSize] = useState(UNMEASURED);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const { width, height } = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      const fitted = fitCanvas(
        width - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
        height - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom),
      );
      setSize((old) => (old.width === fitted.width && old.height === fitted.height && old.framed === fitted.framed ? old : fitted));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return size;
}
