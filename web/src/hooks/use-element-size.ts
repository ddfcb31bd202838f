import { useLayoutEffect, useRef, useState } from 'react';

export type Size = { width: number; height: number };

/**
 * The size of the element `ref` is given to, measured before the browser paints (so a chart's first paint is
 * already its real size) and again whenever it resizes. Until then, and where layout gives no size (jsdom),
 * `fallback`. The reports' charts and the journey's line graph draw their SVG to it.
 */
export function useElementSize<T extends HTMLElement>(fallback: Size) {
  const ref = useRef<T>(null);
  const [size, setSize] = useState<Size>(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const { clientWidth: width, clientHeight: height } = element;
      if (width > 0 && height > 0)
        setSize((current) =>
          current.width === width && current.height === height ? current : { width, height },
        );
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, size };
}
