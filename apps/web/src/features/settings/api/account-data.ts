import {
  ACCOUNT_ARCHIVE_MIME,
  ACCOUNT_EXPORT_FILE_NAME,
  type DeleteAccountBody,
  type DeletionPet,
  type ImportResult,
} from '@pawrx/contracts/account';
import type { Envelope, MessageOnly } from '@pawrx/contracts/envelope';
import { ApiError, NetworkError } from '../../../lib/api-errors';
import { api, apiUrl } from '../../../lib/api-client';
import { readToken } from '../../../lib/token-storage';
import { saveBlob } from '../../../lib/save-blob';

// The account as a whole from Settings' "Your data" (issue 25): export, import, deletion.

/** GET /api/account/export, saved as pawrx-export.zip. */
export async function downloadAccountExport(): Promise<void> {
  saveBlob(await api.download('/api/account/export'), ACCOUNT_EXPORT_FILE_NAME);
}

/** GET /api/account/deletion-plan: the pets a co-owner can take over. */
export async function fetchDeletionPlan(): Promise<DeletionPet[]> {
  return (await api.get<Envelope<{ pets: DeletionPet[] }>>('/api/account/deletion-plan')).data.pets;
}

/** DELETE /api/account; answers the server's message. */
export async function deleteAccount(body: DeleteAccountBody): Promise<string> {
  return (await api.delete<MessageOnly>('/api/account', { body })).message;
}

/**
 * POST /api/account/import with the zip as the body. XMLHttpRequest, not fetch: only it reports
 * upload progress, and an export with photos can take a while on a phone's connection.
 */
export function uploadAccountImport(
  file: Blob,
  onProgress: (fraction: number) => void,
): Promise<Envelope<ImportResult>> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', apiUrl('/api/account/import'));
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Content-Type', ACCOUNT_ARCHIVE_MIME);
    const token = readToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new NetworkError());
    xhr.onload = () => {
      const body = parseJson(xhr.responseText);
      if (xhr.status >= 200 && xhr.status < 300) resolve(body as Envelope<ImportResult>);
      else
        reject(
          new ApiError({
            status: xhr.status,
            message: typeof body?.message === 'string' ? body.message : undefined,
            code: typeof body?.code === 'string' ? body.code : undefined,
          }),
        );
    };
    xhr.send(file);
  });
}

function parseJson(text: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
