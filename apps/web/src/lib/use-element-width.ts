import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The width of an element, kept up to date as it resizes: a chart or a PDF page is drawn at its
 * real width (text stays its real size on a phone) instead of a fixed drawing scaled down.
 */
export function useElementWidth<T extends HTMLElement>(fallback: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const next = Math.floor(element.getBoundingClientRect().width);
      if (next > 0) setWidth(next);
    };
    measure();
    // jsdom and very old browsers have no ResizeObserver: the first measure stands.
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width };
}
