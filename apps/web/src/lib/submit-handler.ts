import type { BaseSyntheticEvent } from 'react';

/**
 * A form's onSubmit made from react-hook-form's `handleSubmit(...)`. React ignores the promise an
 * event handler returns, so an error the submit handler did not turn into a toast would escape as
 * an unhandled rejection; it is logged here instead. (`handleSubmit` cancels the browser's own
 * submission before its first await.)
 */
export const submitHandler =
  (submit: (event?: BaseSyntheticEvent) => Promise<unknown>) =>
  (event: BaseSyntheticEvent): void => {
    submit(event).catch((error: unknown) => console.error('Form submission failed', error));
  };
