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

/** Top-right toasts with the spec §9 timings: 4 s blank and error, 2 s success, loading stays. */
export function AppToaster() {
  useToastLimit();
  return (
    <Toaster
      position="top-right"
      // Below the 64 px navbar, so a toast never covers the user name or Logout.
      containerStyle={{ top: 72 }}
      toastOptions={{
        duration: TOAST_DURATION_MS.blank,
        success: { duration: TOAST_DURATION_MS.success },
        error: { duration: TOAST_DURATION_MS.error },
        loading: { duration: Infinity },
      }}
    />
  );
}
