import { Suspense, type ReactNode } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { AppRoutes } from '../app/routes';
import { AuthProvider } from '../lib/auth-provider';
import { ToasterHost } from '../lib/toaster-host';

/** Shows the router's current path so tests can assert redirects. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname}</div>;
}

function AppHarness({ path, children }: { path: string; children?: ReactNode }) {
  return (
    <AuthProvider>
      <MemoryRouter initialEntries={[path]}>
        <Suspense fallback={<p>Loading page…</p>}>{children ?? <AppRoutes />}</Suspense>
        <LocationProbe />
      </MemoryRouter>
      <ToasterHost />
    </AuthProvider>
  );
}

/** The real route table, auth context and toaster, starting at `path`. */
export function renderApp(path: string, children?: ReactNode) {
  const user = userEvent.setup();
  const view = render(<AppHarness path={path}>{children}</AppHarness>);
  return { user, ...view };
}
