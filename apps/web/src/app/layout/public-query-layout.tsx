import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from '../query-client';

/**
 * Server state for public pages outside the signed-in shell (an emergency link's page). Loaded
 * lazily like AppLayout, so TanStack Query stays out of the landing and login bundles.
 */
export function PublicQueryLayout() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
