import type { LabelReading } from '@pawrx/formulary/label/parse-label';
import { recognizeText, warmUpOcr, type OcrProgress } from '../../../lib/ocr/ocr-worker';
import { prepareLabelImage } from './prepare-image';

// The label scanner's heavy half, loaded only when the owner opens Scan label (decision 035):
// OCR in the browser (lib/ocr/ocr-worker.ts), then the formulary's label parser. The photo is
// read here, in the browser; it is never uploaded.

export type ScanProgress = OcrProgress;

export type LabelScan =
  | { readable: true; reading: LabelReading; text: string; confidence: number; ms: number }
  | { readable: false; text: string; confidence: number; ms: number };

/** Below this mean word confidence (0-100) the text is noise, whatever it happens to spell. */
const MIN_CONFIDENCE = 30;

let parser: Promise<typeof import('@pawrx/formulary/label/parse-label')> | null = null;

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
export function warmUp() {
  void loadParser().catch(() => {});
  return warmUpOcr();
}

/** Reads a photographed label: OCR in the worker, then the label parser. */
export async function readLabel(
  image: Blob,
  onProgress: (progress: ScanProgress) => void = () => {},
): Promise<LabelScan> {
  const started = performance.now();
  const [{ text, confidence }, { parseLabel, isUnreadable }] = await Promise.all([
    recognizeText(image, onProgress, prepareLabelImage),
    loadParser(),
  ]);
  const ms = Math.round(performance.now() - started);
  const reading = parseLabel(text);
  if (confidence < MIN_CONFIDENCE || isUnreadable(reading))
    return { readable: false, text, confidence, ms };
  return { readable: true, reading, text, confidence, ms };
}
