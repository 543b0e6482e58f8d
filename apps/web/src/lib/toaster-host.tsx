import { lazy, Suspense, useSyncExternalStore } from 'react';
import { isToasterRequested, subscribeToasterRequest } from './toast';

const AppToaster = lazy(() => import('./app-toaster').then((m) => ({ default: m.AppToaster })));

/** Renders the one Toaster of the app once something has asked for it (see lib/toast.ts). */
export function ToasterHost() {
  const requested = useSyncExternalStore(subscribeToasterRequest, isToasterRequested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
}
