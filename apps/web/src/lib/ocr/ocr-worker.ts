// The package's ES module build: its CommonJS entry would put interop helpers into the runtime
// chunk every page loads.
import Tesseract from 'tesseract.js/dist/tesseract.esm.min.js';
import type { Worker } from 'tesseract.js';
import { OCR_CORE_PATH, OCR_LANG_PATH, OCR_WORKER_PATH } from 'virtual:ocr-assets';

// OCR in the browser (decision 035): tesseract.js in a web worker with its core and English
// model from PawRx's own origin. Shared by the label scanner and document uploads (decision
// 054); import it only from lazily loaded code, it is heavy.

export type OcrProgress = { stage: 'loading' | 'reading'; fraction: number };

/** The worker (and its ~100 MB of model) is let go this long after the last reading. */
const IDLE_MS = 120_000;

let worker: Promise<Worker> | null = null;
let idle: ReturnType<typeof setTimeout> | undefined;
let listener: ((progress: OcrProgress) => void) | null = null;

const LOADING_STEPS: Readonly<Record<string, number>> = {
  'loading tesseract core': 0.1,
  'initializing tesseract': 0.3,
  'loading language traineddata': 0.5,
  'initializing api': 0.9,
};

function absolute(url: string): string {
  return new URL(url, window.location.origin).href;
}

/** Starts the worker once; readings share it. */
export function warmUpOcr(): Promise<Worker> {
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

/**
 * Reads the text of an image (a photo, or a PDF page drawn on a canvas). `prepare` runs beside
 * the worker's start (the label scanner scales and sharpens its photo there).
 */
export async function recognizeText<Image extends Blob | HTMLCanvasElement>(
  image: Image,
  onProgress: (progress: OcrProgress) => void = () => {},
  prepare: (image: Image) => Promise<Blob | HTMLCanvasElement> = async (i) => i,
): Promise<{ text: string; confidence: number }> {
  clearTimeout(idle);
  listener = onProgress;
  try {
    onProgress({ stage: 'loading', fraction: 0 });
    const [ocr, prepared] = await Promise.all([warmUpOcr(), prepare(image)]);
    onProgress({ stage: 'reading', fraction: 0 });
    const { data } = await ocr.recognize(prepared);
    return { text: data.text, confidence: data.confidence };
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
