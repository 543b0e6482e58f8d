import { useId, useState, type ChangeEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ACCOUNT_MESSAGES } from '@pawrx/contracts/account';
import { queryKeys } from '../../../lib/queries/query-keys';
import { uploadAccountImport } from '../api/account-data';
import { importErrorMessage, importSummary, importTooLarge } from '../utils/account-data-rules';

/**
 * "Import data": an export zip (from this or another PawRx) into this account, which must be
 * empty. The picker starts the upload; a progress bar follows it; the server's reason shows on
 * failure (nothing is changed then); the summary and a link to the pets on success.
 */
export function ImportData() {
  const client = useQueryClient();
  const inputId = useId();
  const [progress, setProgress] = useState(0);
  const [tooLarge, setTooLarge] = useState(false);
  const upload = useMutation({
    mutationFn: (file: File) => uploadAccountImport(file, setProgress),
    onSuccess: () => void client.invalidateQueries({ queryKey: queryKeys.pets }),
  });

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // the same file can be picked again after fixing the problem
    if (!file) return;
    setTooLarge(importTooLarge(file));
    if (importTooLarge(file)) return;
    setProgress(0);
    upload.mutate(file);
  };

  const error = tooLarge
    ? ACCOUNT_MESSAGES.archiveUploadTooLarge
    : upload.isError
      ? importErrorMessage(upload.error)
      : null;
  return (
    <div className="space-y-2">
      <h3 className="font-semibold text-slate-900">Import data</h3>
      <p className="text-sm text-slate-600" id={`${inputId}-hint`}>
        Bring in a PawRx export (pawrx-export.zip), for example when moving to another PawRx server.
        It needs an account without pets yet: register a new one to import into.
      </p>
      <label
        htmlFor={inputId}
        className={`inline-flex cursor-pointer items-center rounded-lg border border-slate-300 bg-white px-4 py-2.5 font-semibold text-slate-700 focus-within:ring-2 focus-within:ring-brand-600 hover:bg-slate-50 ${upload.isPending ? 'pointer-events-none opacity-60' : ''}`}
      >
        Choose an export file…
        <input
          id={inputId}
          type="file"
          accept=".zip,application/zip"
          className="sr-only"
          aria-describedby={`${inputId}-hint`}
          disabled={upload.isPending}
          onChange={onPick}
        />
      </label>
      {upload.isPending && (
        <div className="space-y-1">
          <progress
            className="h-2 w-full max-w-sm"
            max={1}
            value={progress}
            aria-label="Uploading your export"
          />
          <p className="text-sm text-slate-600" aria-live="polite">
            {progress < 1 ? `Uploading… ${Math.round(progress * 100)}%` : 'Importing your records…'}
          </p>
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      {upload.isSuccess && (
        <div role="status" className="rounded-lg bg-emerald-50 p-3 text-sm text-emerald-900">
          <p className="font-medium">{upload.data.message || ACCOUNT_MESSAGES.imported}</p>
          <p>Imported: {importSummary(upload.data.data.counts)}.</p>
          <Link to="/dashboard" className="font-medium text-brand-700 underline">
            See your pets
          </Link>
        </div>
      )}
    </div>
  );
}
