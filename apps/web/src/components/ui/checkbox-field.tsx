import { useId, type ComponentProps, type ReactNode } from 'react';

type CheckboxFieldProps = Omit<ComponentProps<'input'>, 'type'> & {
  label: ReactNode;
  /** A second line under the label. */
  hint?: ReactNode;
};

/** A labelled checkbox (the whole label toggles it), with an optional hint tied to it. */
export function CheckboxField({ label, hint, id, className = '', ...input }: CheckboxFieldProps) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const hintId = `${inputId}-hint`;
  return (
    <div className={`flex items-start gap-2 ${className}`}>
      <input
        id={inputId}
        type="checkbox"
        aria-describedby={hint ? hintId : undefined}
        className="mt-0.5 size-4 shrink-0 accent-brand-600"
        {...input}
      />
      <div className="text-sm">
        <label htmlFor={inputId} className="font-medium text-slate-700">
          {label}
        </label>
        {hint && (
          <p id={hintId} className="text-xs text-slate-500">
            {hint}
          </p>
        )}
      </div>
    </div>
  );
}
