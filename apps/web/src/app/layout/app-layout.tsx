import { Suspense, useEffect } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { Spinner } from '../../components/ui/spinner';
import { requestToaster } from '../../lib/toast';
import { queryClient } from '../query-client';
import { AppFooter } from './app-footer';
import { Navbar } from './navbar';
import { VerifyEmailBanner } from '../../features/settings/components/verify-email-banner';

/** The signed-in shell: navbar, page, fixed footer. Bottom padding keeps content above it. */
export function AppLayout() {
  // Signed-in pages may toast through react-hot-toast directly: make sure a Toaster is mounted.
  useEffect(requestToaster, []);
  return (
    <QueryClientProvider client={queryClient}>
      <div className="min-h-screen bg-slate-50">
        <a
          href="#main-content"
          onClick={(event) => {
            event.preventDefault();
            document.getElementById('main-content')?.focus();
          }}
          className="sr-only focus:not-sr-only focus:fixed focus:top-4 focus:left-4 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:shadow"
        >
          Skip to main content
        </a>
        <Navbar />
        <VerifyEmailBanner />
        <main
          id="main-content"
          tabIndex={-1}
          className="mx-auto max-w-7xl px-4 pt-6 pb-24 outline-none sm:px-6"
        >
          <Suspense fallback={<Spinner className="py-16" />}>
            <Outlet />
          </Suspense>
        </main>
        <AppFooter />
      </div>
    </QueryClientProvider>
  );
}
