import type { ComponentProps } from 'react';

const VARIANTS = {
  primary: 'bg-brand-600 text-white shadow-sm hover:bg-brand-700 disabled:bg-brand-600/50',
  secondary:
    'border border-slate-300 bg-white text-slate-700 hover:bg-slate-50 disabled:text-slate-400',
  /** Destructive or dangerous: Delete, "Add Anyway". */
  danger: 'bg-red-600 text-white shadow-sm hover:bg-red-700 disabled:bg-red-600/50',
  /** Opens a destructive flow (Delete Pet): set apart from the neutral actions. */
  'danger-outline':
    'border border-red-300 bg-white text-red-700 hover:bg-red-50 disabled:text-red-300',
  /** Go ahead with care: "Proceed with Caution". */
  warning: 'bg-amber-700 text-white shadow-sm hover:bg-amber-800 disabled:bg-amber-700/50',
} as const;

type ButtonProps = ComponentProps<'button'> & {
  variant?: keyof typeof VARIANTS;
  /** Shows a spinner, disables the button and sets aria-busy; `busyLabel` replaces the text. */
  busy?: boolean;
  busyLabel?: string;
};

export function Button({
  variant = 'primary',
  busy = false,
  busyLabel,
  disabled,
  className = '',
  children,
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={`inline-flex items-center justify-center gap-2 rounded-lg px-4 py-2.5 font-semibold transition-colors disabled:cursor-not-allowed ${VARIANTS[variant]} ${className}`}
      {...props}
    >
      {busy && (
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
        />
      )}
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}
