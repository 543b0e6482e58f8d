import { useId } from 'react';
import type { ScanProgress } from '../ocr/read-label';

/** How far the reader has got: loading the reader (first scan only), then reading the photo. */
export function ScanProgressBar({ progress }: { progress: ScanProgress }) {
  const id = useId();
  // Loading fills the first 40 %, reading the rest.
  const percent = Math.round(
    progress.stage === 'loading' ? progress.fraction * 40 : 40 + progress.fraction * 60,
  );
  const label = progress.stage === 'loading' ? 'Loading the label reader…' : 'Reading the label…';
  return (
    <div className="space-y-1">
      <div className="flex justify-between text-xs text-slate-600">
        <span id={id}>{label}</span>
        <span aria-hidden="true">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby={id}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width]"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
