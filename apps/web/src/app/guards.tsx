import { Navigate, Outlet, useLocation } from 'react-router';
import { FullPageSpinner } from '../components/ui/spinner';
import { useAuth } from '../lib/use-auth';

// Route guards of spec §2 and §4. Both wait for a stored token to be checked, so nobody sees a
// page flash before being redirected.

/** Signed-in only: spinner while the session loads, /login for a signed-out visitor. */
export function ProtectedRoute() {
  const { user, loading } = useAuth();
  const { pathname, search } = useLocation();
  if (loading) return <FullPageSpinner label="Loading your session…" />;
  // Sign-in comes back here: an invitation email's link keeps its key through it (decision 046).
  if (!user) return <Navigate to="/login" replace state={{ from: pathname + search }} />;
  return <Outlet />;
}

/** Signed-out only (landing and auth pages): a signed-in user goes to /dashboard. */
export function PublicOnlyRoute() {
  const { user, loading } = useAuth();
  if (loading) return <FullPageSpinner />;
  if (user) return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
