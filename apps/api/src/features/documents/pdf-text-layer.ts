import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

// A PDF's text layer, read with pdfjs-dist (decision 054) in a worker thread of its own: a
// hostile or broken PDF can loop or eat memory inside the parser, and a worker can be stopped
// from outside (a time bound) and given a heap of its own (a memory bound), where a promise on
// the main thread could not. Whatever goes wrong, the answer is "no text": the file is still
// stored and can be read by OCR in the browser instead.

export interface TextLayerLimits {
  /** The worker is stopped after this long; a real report's text takes well under a second. */
  timeoutMs: number;
  /** Pages read; a document's searchable words are on its first pages. */
  maxPages: number;
  /** Characters kept. */
  maxChars: number;
}

export const TEXT_LAYER_LIMITS: TextLayerLimits = {
  timeoutMs: 10_000,
  maxPages: 100,
  maxChars: 500_000,
};

/** Heap of the worker, in MB: a 20 MB PDF parses well within it; a bomb stops here. */
const WORKER_HEAP_MB = 256;

const PDFJS_URL = pathToFileURL(
  createRequire(import.meta.url).resolve('pdfjs-dist/legacy/build/pdf.mjs'),
).href;

// Plain JavaScript, so the same code runs under vitest, tsx and the bundled server. Text items
// are put back into lines by their baseline (items on one baseline, left to right), since a lab
// report's "Creatinine 2.8 mg/dL 0.5-1.8" is often several items on one line.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
(async () => {
  const { getDocument } = await import(workerData.pdfjsUrl);
  const pdf = await getDocument({
    data: workerData.bytes,
    isEvalSupported: false,
    disableFontFace: true,
    verbosity: 0,
  }).promise;
  const pages = [];
  let length = 0;
  for (let n = 1; n <= Math.min(pdf.numPages, workerData.maxPages); n++) {
    if (length >= workerData.maxChars) break;
    const page = await pdf.getPage(n);
    const content = await page.getTextContent();
    const lines = new Map();
    for (const item of content.items) {
      if (typeof item.str !== 'string' || !item.str.trim()) continue;
      const y = Math.round(item.transform[5]);
      if (!lines.has(y)) lines.set(y, []);
      lines.get(y).push({ x: item.transform[4], text: item.str.trim() });
    }
    const text = [...lines.entries()]
      .sort((a, b) => b[0] - a[0])
      .map(([, items]) => items.sort((a, b) => a.x - b.x).map((i) => i.text).join(' '))
      .join('\\n');
    pages.push(text);
    length += text.length;
    page.cleanup();
  }
  await pdf.destroy();
  parentPort.postMessage(pages.join('\\n\\n'));
})().catch(() => parentPort.postMessage(''));
`;

/** The PDF's text ('' when it has none, is broken, or takes too long). Never throws. */
export function readPdfTextLayer(
  bytes: Uint8Array,
  limits: TextLayerLimits = TEXT_LAYER_LIMITS,
): Promise<string> {
  return new Promise((resolve) => {
    let settled = false;
    const finish = (text: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      resolve(cleanText(text).slice(0, limits.maxChars));
    };
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: {
        bytes: new Uint8Array(bytes),
        pdfjsUrl: PDFJS_URL,
        maxPages: limits.maxPages,
        maxChars: limits.maxChars,
      },
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
      stdout: true,
      stderr: true,
    });
    const timer = setTimeout(() => finish(''), limits.timeoutMs);
    worker.on('message', (text: unknown) => finish(typeof text === 'string' ? text : ''));
    worker.on('error', () => finish(''));
    worker.on('exit', () => finish(''));
  });
}

/**
 * Text the database can store and search: no NUL, no unpaired surrogate, none of the private-use
 * characters the search uses to mark its hits, spaces and blank lines folded.
 */
export function cleanText(text: string): string {
  return text
    .replaceAll('\u0000', ' ')
    .replace(/[\uE000\uE001]/g, ' ')
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, ' ')
    .replace(/[^\S\n]+/g, ' ')
    .replace(/ ?\n ?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
