import { QueryClient } from '@tanstack/react-query';

/** Server state for the signed-in pages. Errors are shown by each feature as toasts (spec §8). */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false },
    mutations: { retry: 0 },
  },
});
