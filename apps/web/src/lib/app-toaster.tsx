import { useEffect, useSyncExternalStore } from 'react';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';
import { MAX_TOASTS, TOAST_DURATION_MS } from '@pawrx/contracts/constants';

/** Dismisses the oldest visible toasts beyond `limit` (the store lists the newest first). */
export function useToastLimit(limit: number = MAX_TOASTS): void {
  const { toasts } = useToasterStore();
  useEffect(() => {
    toasts
      .filter((t) => t.visible)
      .slice(limit)
      .forEach((t) => toast.dismiss(t.id));
  }, [toasts, limit]);
}

const PHONE = '(max-width: 639px)';
const phoneQuery = () => window.matchMedia?.(PHONE);
const subscribePhone = (onChange: () => void) => {
  const query = phoneQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
};
const isPhone = () => phoneQuery()?.matches ?? false;

/**
 * Toasts with the spec §9 timings (4 s blank and error, 2 s success, loading stays), at most
 * three. On a wide screen they sit bottom-right above the fixed footer, narrow: the spec's
 * top-right covered the pages' primary actions ("+ Add Pet", "← Back to Pet Selection"), issue 13
 * and decision 010. On a phone the bottom of the screen is the list being worked through (Today's
 * Given and Skip), so they sit at the top, just under the bar (issue 24 item 13).
 */
export function AppToaster() {
  useToastLimit();
  const phone = useSyncExternalStore(subscribePhone, isPhone, () => false);
  return (
    <Toaster
      position={phone ? 'top-center' : 'bottom-right'}
      // Under the navigation bar on phones; above the fixed footer elsewhere.
      containerStyle={phone ? { top: 72 } : { bottom: 72 }}
      toastOptions={{
        duration: TOAST_DURATION_MS.blank,
        // A toast only reports: clicks pass through to what lies under it, and a pointer resting
        // on it does not pause it (a paused toast would keep covering a card's buttons).
        style: { maxWidth: '20rem', pointerEvents: 'none' },
        success: { duration: TOAST_DURATION_MS.success },
        error: { duration: TOAST_DURATION_MS.error },
        loading: { duration: Infinity },
      }}
    />
  );
}
