import { useId, type ComponentProps, type ReactNode } from 'react';
import { inputClass } from './text-field';

type TextareaFieldProps = ComponentProps<'textarea'> & {
  label: string;
  error?: string;
  hint?: ReactNode;
};

/** A labelled textarea with optional hint and error. */
export function TextareaField({
  label,
  error,
  hint,
  id,
  className,
  ...textarea
}: TextareaFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  const describedBy = [hint ? `${fieldId}-hint` : null, error ? `${fieldId}-error` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className}>
      <label htmlFor={fieldId} className="mb-1.5 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <textarea
        id={fieldId}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={inputClass(Boolean(error))}
        {...textarea}
      />
      {hint && (
        <p id={`${fieldId}-hint`} className="mt-1.5 text-xs text-slate-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${fieldId}-error`} className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
