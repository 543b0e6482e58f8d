import { toast } from './toast';

/**
 * A success toast with an Undo button for `seconds` (a dose just logged: issue 23). Toasts let
 * clicks through (app-toaster.tsx); the button alone takes them. Undo dismisses the toast first,
 * so it cannot be pressed twice.
 */
export function toastWithUndo(message: string, onUndo: () => void, seconds: number): void {
  toast.success(
    (shown) => (
      <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <span>{message}</span>
        <button
          type="button"
          // The toast lets clicks through (pointer-events: none); its button takes them.
          style={{ pointerEvents: 'auto' }}
          className="rounded-md border border-slate-300 bg-white px-2 py-0.5 text-sm font-semibold text-brand-700 hover:bg-slate-50"
          onClick={() => {
            toast.dismiss(shown.id);
            onUndo();
          }}
        >
          Undo
        </button>
      </span>
    ),
    { duration: seconds * 1000 },
  );
}
