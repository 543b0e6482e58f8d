import { QueryClient } from '@tanstack/react-query';
import { RECORDS_CHANGED_EVENT } from '@pawrx/contracts/offline';

/** Server state for the signed-in pages. Errors are shown by each feature as toasts (spec §8). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
    mutations: { retry: 0 },
  },
});

// Dose logs made offline were sent by the service worker: what is on screen is out of date.
window.addEventListener(RECORDS_CHANGED_EVENT, () => void queryClient.invalidateQueries());
