import { useEffect, useRef } from 'react';

/**
 * For a panel that appears after the user acted (a check's results): on mount, moves focus to
 * it and scrolls it into view, so a result below the fold is not announced by a toast alone.
 * The element needs tabIndex={-1} and an accessible name (its heading).
 */
export function useRevealOnMount<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    node.focus({ preventScroll: true });
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    node.scrollIntoView?.({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
  }, []);
  return ref;
}
