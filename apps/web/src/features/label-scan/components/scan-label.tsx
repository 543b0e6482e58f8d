import { useId, useRef, useState } from 'react';
import type { LabelReading } from '@pawrx/formulary/label/parse-label';
import { LABEL_SCAN_MESSAGES } from '@pawrx/contracts/label-scan';
import { ScanProgressBar } from './scan-progress-bar';
import type { ScanProgress } from '../ocr/read-label';

type ScanState =
  | { kind: 'idle' }
  | { kind: 'reading'; progress: ScanProgress }
  | { kind: 'unreadable' }
  | { kind: 'failed' }
  | { kind: 'read' };

type ScanLabelProps = {
  /** Called with what was read; not called when the photo could not be read. */
  onRead: (reading: LabelReading) => void;
};

/** The OCR chunk (tesseract.js, the parser and the formulary), fetched when Scan label is used. */
const loadReader = () => import('../ocr/read-label');

/**
 * "Scan label" (issue 28): a photo of the pharmacy label, read on this device, fills the form.
 * Opening the panel starts loading the reader so it is ready by the time a photo is chosen.
 */
export function ScanLabel({ onRead }: ScanLabelProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<ScanState>({ kind: 'idle' });
  const input = useRef<HTMLInputElement>(null);

  const openPanel = () => {
    setOpen(true);
    loadReader()
      .then((reader) => reader.warmUp())
      .catch(() => {});
  };

  const read = async (file: File) => {
    setState({ kind: 'reading', progress: { stage: 'loading', fraction: 0 } });
    try {
      const reader = await loadReader();
      const scan = await reader.readLabel(file, (progress) =>
        setState({ kind: 'reading', progress }),
      );
      if (!scan.readable) return setState({ kind: 'unreadable' });
      onRead(scan.reading);
      setState({ kind: 'read' });
    } catch {
      setState({ kind: 'failed' });
    } finally {
      if (input.current) input.current.value = '';
    }
  };

  const reading = state.kind === 'reading';
  return (
    <div className="rounded-xl border border-brand-200 bg-brand-50/60 p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-700">{LABEL_SCAN_MESSAGES.intro}</p>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-panel`}
          onClick={() => (open ? setOpen(false) : openPanel())}
          className="inline-flex items-center gap-2 rounded-lg border border-brand-300 bg-white px-3 py-2 text-sm font-semibold text-brand-700 hover:bg-brand-50"
        >
          <CameraIcon />
          Scan label
        </button>
      </div>
      {open && (
        <div id={`${id}-panel`} className="mt-3 space-y-3">
          <label htmlFor={`${id}-photo`} className="block text-sm font-medium text-slate-700">
            Photo of the pharmacy label
          </label>
          <input
            ref={input}
            id={`${id}-photo`}
            type="file"
            accept="image/*"
            disabled={reading}
            aria-describedby={`${id}-privacy`}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void read(file);
            }}
            className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-lg file:border-0 file:bg-brand-600 file:px-4 file:py-2.5 file:font-semibold file:text-white hover:file:bg-brand-700"
          />
          <p id={`${id}-privacy`} className="text-xs text-slate-600">
            {LABEL_SCAN_MESSAGES.privacy}
          </p>
          {reading && <ScanProgressBar progress={state.progress} />}
          {(state.kind === 'unreadable' || state.kind === 'failed') && (
            <p
              role="alert"
              className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700"
            >
              {state.kind === 'unreadable'
                ? LABEL_SCAN_MESSAGES.unreadable
                : LABEL_SCAN_MESSAGES.failed}
            </p>
          )}
          {state.kind === 'read' && (
            <p role="status" className="text-sm text-emerald-800">
              {LABEL_SCAN_MESSAGES.filled}
            </p>
          )}
        </div>
      )}
    </div>
  );
}

const CameraIcon = () => (
  <svg
    aria-hidden="true"
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    className="size-4"
  >
    <path d="M3 8a2 2 0 0 1 2-2h2l2-2h6l2 2h2a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2z" />
    <circle cx="12" cy="13" r="3.5" />
  </svg>
);
