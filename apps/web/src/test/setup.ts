import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import hotToast from 'react-hot-toast';
import { afterEach, vi } from 'vitest';
import { queryClient } from '../app/query-client';

// CI shares two cores with builds and other suites: give findBy/waitFor room before calling a
// screen missing. A wrong screen still fails, only later.
configure({ asyncUtilTimeout: 15_000 });

// The app retries a failed read once (and a dose log whose answer was lost) after react-query's
// default pause of a second; here the retry comes at once, so a test of an error screen does not
// sit idle for it. Whether and how often a request is retried is unchanged.
const defaults = queryClient.getDefaultOptions();
queryClient.setDefaultOptions({
  queries: { ...defaults.queries, retryDelay: 0 },
  mutations: { ...defaults.mutations, retryDelay: 0 },
});

// jsdom has no matchMedia; react-hot-toast asks it about reduced motion.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// A browser exposes an element with an id as a window property (named access); goober, the CSS-in-JS
// under react-hot-toast, finds its one <style id="_goober"> that way. jsdom has no named access,
// so every toast style used to add a <style> of its own (12 a test in a toasting file, 188 by the
// end of one), each read again by every getComputedStyle behind getByRole and toBeVisible. Point
// it at one element, as a browser would: the same rules, in one sheet (the few keyframes
// react-hot-toast makes while it is imported, above, keep theirs).
if (!('_goober' in window)) {
  const gooberStyle = Object.assign(document.createElement('style'), {
    innerHTML: ' ',
    id: '_goober',
  });
  document.head.appendChild(gooberStyle);
  Object.defineProperty(window, '_goober', { value: gooberStyle, configurable: true });
}

afterEach(() => {
  cleanup();
  // Server state never leaks from one test into the next.
  queryClient.clear();
  hotToast.remove();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
