import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import hotToast from 'react-hot-toast';
import { afterEach, vi } from 'vitest';
import { queryClient } from '../app/query-client';

// CI shares two cores with builds and other suites: give findBy/waitFor room before calling a
// screen missing. A wrong screen still fails, only later.
configure({ asyncUtilTimeout: 15_000 });

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
