export type UploadStage = { kind: 'reading' | 'sending'; fraction: number };

/** The upload's progress: reading a photo's text, then sending the file. */
export function UploadProgress({ stage }: { stage: UploadStage }) {
  const percent = Math.round(Math.min(1, Math.max(0, stage.fraction)) * 100);
  const label = stage.kind === 'reading' ? 'Reading the text of the photo' : 'Uploading';
  return (
    <div className="space-y-1">
      <p className="text-sm text-slate-700">
        {label}… {percent}%
      </p>
      <div
        role="progressbar"
        aria-label={label}
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
