/** An AbortError, as fetch and the DOM raise them, for a reading the owner cancelled. */
export const cancelled = () => new DOMException('The reading was cancelled', 'AbortError');

export const isAbort = (error: unknown): boolean =>
  error instanceof DOMException && error.name === 'AbortError';

/**
 * `work`, or an AbortError as soon as `signal` aborts without waiting for `work` (an OCR page
 * cannot be stopped halfway; its result is dropped).
 */
export function abortable<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(cancelled());
    const abort = () => reject(cancelled());
    signal.addEventListener('abort', abort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}
