export type UploadStage = {
  kind: 'checking' | 'reading' | 'sending';
  fraction: number;
  /** A scanned PDF's page being read, of `pages`. */
  page?: number;
  pages?: number;
  /** The PDF's page count when only its first `pages` are read. */
  totalPages?: number;
};

function label(stage: UploadStage): string {
  if (stage.kind === 'sending') return 'Uploading';
  if (stage.kind === 'checking') return 'Looking for the text of the PDF';
  if (stage.page && stage.pages) return `Reading page ${stage.page} of ${stage.pages}`;
  return 'Reading the text of the photo';
}

/** The upload's progress: reading a photo's or a scan's text, then sending the file. */
export function UploadProgress({ stage }: { stage: UploadStage }) {
  const percent = Math.round(Math.min(1, Math.max(0, stage.fraction)) * 100);
  const name = label(stage);
  return (
    <div className="space-y-1">
      <p className="text-sm text-slate-700">
        {name}… {stage.kind !== 'checking' && `${percent}%`}
      </p>
      {stage.totalPages && stage.pages && (
        <p className="text-xs text-slate-600">
          Only the first {stage.pages} of its {stage.totalPages} pages are read; the rest is stored
          without searchable text.
        </p>
      )}
      <div
        role="progressbar"
        aria-label={name}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div className="h-full bg-brand-600 transition-all" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
