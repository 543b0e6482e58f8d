type SpinnerProps = { label?: string; className?: string };

/** An accessible loading indicator: the label is read out, the ring is decorative. */
export function Spinner({ label = 'Loading…', className = '' }: SpinnerProps) {
  return (
    <div role="status" className={`flex flex-col items-center gap-3 ${className}`}>
      <span
        aria-hidden="true"
        className="size-10 animate-spin rounded-full border-4 border-brand-100 border-t-brand-600"
      />
      <span className="text-sm text-slate-500">{label}</span>
    </div>
  );
}

export function FullPageSpinner({ label }: { label?: string }) {
  return (
    <div className="flex min-h-screen items-center justify-center">
      <Spinner label={label} />
    </div>
  );
}
