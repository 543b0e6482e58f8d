import { useEffect } from 'react';
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

/**
 * Toasts with the spec §9 timings (4 s blank and error, 2 s success, loading stays), at most
 * three. They sit bottom-right above the fixed footer, narrow: the spec's top-right covered the
 * pages' primary actions ("+ Add Pet", "← Back to Pet Selection"), issue 13 and decision 010.
 */
export function AppToaster() {
  useToastLimit();
  return (
    <Toaster
      position="bottom-right"
      // Above the fixed footer (compact on phones).
      containerStyle={{ bottom: 72 }}
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
