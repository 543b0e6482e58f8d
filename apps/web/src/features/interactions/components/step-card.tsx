import type { ReactNode } from 'react';

/** A numbered step of the checker. */
export function StepCard({
  step,
  title,
  children,
}: {
  step: number;
  title: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`checker-step-${step}`}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2
        id={`checker-step-${step}`}
        className="mb-4 flex items-center gap-3 text-lg font-semibold text-slate-900"
      >
        <span
          aria-hidden="true"
          className="flex size-7 items-center justify-center rounded-full bg-brand-600 text-sm font-bold text-white"
        >
          {step}
        </span>
        <span>
          <span className="sr-only">Step {step}: </span>
          {title}
        </span>
      </h2>
      {children}
    </section>
  );
}
