import { useId, type ComponentProps } from 'react';
import { inputClass } from './text-field';

type TextareaFieldProps = ComponentProps<'textarea'> & { label: string; error?: string };

/** A labelled textarea. */
export function TextareaField({ label, error, id, className, ...textarea }: TextareaFieldProps) {
  const autoId = useId();
  const fieldId = id ?? autoId;
  return (
    <div className={className}>
      <label htmlFor={fieldId} className="mb-1.5 block text-sm font-medium text-slate-700">
        {label}
      </label>
      <textarea
        id={fieldId}
        rows={3}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : undefined}
        className={inputClass(Boolean(error))}
        {...textarea}
      />
      {error && (
        <p id={`${fieldId}-error`} className="mt-1.5 text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}
