import type { ZodType } from 'zod';
import { errorMessage } from './api-errors';
import { toast } from './toast';

/** A form's errors keyed by the contract's field path ('date', 'results.0.value'). */
export type FieldErrors = Record<string, string>;

/**
 * Sends a hand-built form body only when the contract's schema accepts it. Forms whose state does
 * not map one-to-one onto the body (rows of lab results, a prefilled price) cannot use
 * react-hook-form's resolver, so they check here: errors go under the fields, a failed save is a
 * toast and keeps the form open with what was typed, a saved one says so and closes it.
 */
export async function saveChecked<T>(
  body: T,
  form: {
    schema: ZodType;
    setErrors: (errors: FieldErrors) => void;
    save: (body: T) => Promise<unknown>;
    saved: string;
    failed: string;
    onDone: () => void;
  },
): Promise<void> {
  const parsed = form.schema.safeParse(body);
  if (!parsed.success) {
    form.setErrors(
      Object.fromEntries(parsed.error.issues.map((i) => [i.path.join('.'), i.message])),
    );
    return;
  }
  form.setErrors({});
  try {
    await form.save(body);
    toast.success(form.saved);
    form.onDone();
  } catch (error) {
    toast.error(errorMessage(error, form.failed));
  }
}
