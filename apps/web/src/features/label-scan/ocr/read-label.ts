// The package's ES module build: its CommonJS entry would put interop helpers into the runtime
// chunk every page loads.
import Tesseract from 'tesseract.js/dist/tesseract.esm.min.js';
import type { Worker } from 'tesseract.js';
import { OCR_CORE_PATH, OCR_LANG_PATH, OCR_WORKER_PATH } from 'virtual:ocr-assets';
import type { LabelReading } from '@pawrx/formulary/label/parse-label';
import { prepareLabelImage } from './prepare-image';

// The label scanner's heavy half, loaded only when the owner opens Scan label (decision 035):
// tesseract.js in a web worker with its core and English model from PawRx's own origin, then the
// formulary's label parser. The photo is read here, in the browser; it is never uploaded.

export type ScanProgress = { stage: 'loading' | 'reading'; fraction: number };

export type LabelScan =
  | { readable: true; reading: LabelReading; text: string; confidence: number; ms: number }
  | { readable: false; text: string; confidence: number; ms: number };

/** Below this mean word confidence (0-100) the text is noise, whatever it happens to spell. */
const MIN_CONFIDENCE = 30;
/** The worker (and its ~100 MB of model) is let go this long after the last scan. */
const IDLE_MS = 120_000;

let worker: Promise<Worker> | null = null;
let parser: Promise<typeof import('@pawrx/formulary/label/parse-label')> | null = null;
let idle: ReturnType<typeof setTimeout> | undefined;
let listener: ((progress: ScanProgress) => void) | null = null;

const LOADING_STEPS: Readonly<Record<string, number>> = {
  'loading tesseract core': 0.1,
  'initializing tesseract': 0.3,
  'loading language traineddata': 0.5,
  'initializing api': 0.9,
};

function absolute(url: string): string {
  return new URL(url, window.location.origin).href;
}

/**
 * The label parser with the formulary it resolves names through: a chunk of its own, loaded on
 * the main thread while the worker starts in its own.
 */
function loadParser() {
  parser ??= import('@pawrx/formulary/label/parse-label').catch((error: unknown) => {
    parser = null;
    throw error;
  });
  return parser;
}

/** Starts the worker and the parser (once); scans share them. Called when the scan panel opens. */
export function warmUp(): Promise<Worker> {
  void loadParser().catch(() => {});
  worker ??= Tesseract.createWorker('eng', Tesseract.OEM.LSTM_ONLY, {
    workerPath: absolute(OCR_WORKER_PATH),
    corePath: absolute(OCR_CORE_PATH),
    langPath: absolute(OCR_LANG_PATH),
    // A blob: worker would need a looser CSP; the worker script is ours, same origin.
    workerBlobURL: false,
    // The model comes gzip-encoded over HTTP, unpacked by the browser (vite/ocr-assets.ts).
    gzip: false,
    logger: (m: { status: string; progress: number }) => {
      if (!listener) return;
      if (m.status === 'recognizing text') listener({ stage: 'reading', fraction: m.progress });
      else {
        const step = LOADING_STEPS[m.status];
        if (step !== undefined) listener({ stage: 'loading', fraction: step + m.progress * 0.1 });
      }
    },
  }).catch((error: unknown) => {
    worker = null;
    throw error;
  });
  return worker;
}

/** Reads a photographed label: OCR in the worker, then the label parser. */
export async function readLabel(
  image: Blob,
  onProgress: (progress: ScanProgress) => void = () => {},
): Promise<LabelScan> {
  clearTimeout(idle);
  const started = performance.now();
  listener = onProgress;
  try {
    onProgress({ stage: 'loading', fraction: 0 });
    const [ocr, prepared, { parseLabel, isUnreadable }] = await Promise.all([
      warmUp(),
      prepareLabelImage(image),
      loadParser(),
    ]);
    onProgress({ stage: 'reading', fraction: 0 });
    const { data } = await ocr.recognize(prepared);
    const ms = Math.round(performance.now() - started);
    const text = data.text;
    const reading = parseLabel(text);
    if (data.confidence < MIN_CONFIDENCE || isUnreadable(reading))
      return { readable: false, text, confidence: data.confidence, ms };
    return { readable: true, reading, text, confidence: data.confidence, ms };
  } finally {
    listener = null;
    idle = setTimeout(() => void releaseWorker(), IDLE_MS);
  }
}

async function releaseWorker(): Promise<void> {
  const current = worker;
  worker = null;
  if (current) await (await current).terminate();
}
