import { apiUrl, toApiError } from './api-client';
import { NetworkError } from './api-errors';
import { readToken } from './token-storage';

// A multipart upload that reports its progress. fetch cannot tell how much of a request body has
// been sent, XMLHttpRequest can (upload.onprogress): the one place the app uses it.

/** POSTs `form` to `path`; `onProgress` gets the fraction sent (0–1). Resolves with the JSON. */
export function uploadWithProgress<T>(
  path: string,
  form: FormData,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl(path));
    xhr.setRequestHeader('Accept', 'application/json');
    const token = readToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        body = undefined;
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as T);
      else reject(toApiError(xhr.status, body));
    };
    xhr.onerror = () => reject(new NetworkError(new Error('upload failed')));
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    xhr.send(form);
  });
}
