import { Suspense } from 'react';
import { HashRouter } from 'react-router';
import { FullPageSpinner } from '../components/ui/spinner';
import { AuthProvider } from '../lib/auth-provider';
import { ToasterHost } from '../lib/toaster-host';
import { RouteErrorBoundary } from './route-error-boundary';
import { AppRoutes } from './routes';

/** Hash routing (spec §2): the SPA is served under /PawRx/ and every route lives after `#`. */
export function App() {
  return (
    <AuthProvider>
      <HashRouter>
        <RouteErrorBoundary>
          <Suspense fallback={<FullPageSpinner />}>
            <AppRoutes />
          </Suspense>
        </RouteErrorBoundary>
      </HashRouter>
      <ToasterHost />
    </AuthProvider>
  );
}
