import {
  getDocument,
  GlobalWorkerOptions,
  type PDFDocumentProxy,
  type RenderTask,
} from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

// pdf.js in the browser (decision 054): reads a PDF the owner picked or opened, to check its text
// layer and draw its pages. Heavy (its own chunk and a worker script): import it only lazily.
// The parser runs in pdf.js's same-origin worker, with no eval and no PDF scripting, so a
// hostile file can draw pixels on a canvas and nothing else.

GlobalWorkerOptions.workerSrc = workerUrl;

export type PdfDocument = PDFDocumentProxy;

/** Opens a PDF from its bytes. */
export async function openPdf(file: Blob): Promise<PdfDocument> {
  const data = new Uint8Array(await file.arrayBuffer());
  return getDocument({
    data,
    isEvalSupported: false,
    enableXfa: false,
    verbosity: 0,
  }).promise;
}

/**
 * Characters of text on the first `pages` pages, counted until the first page with any (0: a
 * scan, pages that are pictures only).
 */
export async function textLayerLength(pdf: PdfDocument, pages: number): Promise<number> {
  let length = 0;
  for (let n = 1; n <= Math.min(pdf.numPages, pages) && length === 0; n++) {
    const page = await pdf.getPage(n);
    const content = await page.getTextContent();
    for (const item of content.items) if ('str' in item) length += item.str.trim().length;
    page.cleanup();
  }
  return length;
}

/** A page being drawn: `done` settles when it is on the canvas (rejects when cancelled). */
export interface PageDrawing {
  done: Promise<void>;
  cancel: () => void;
}

/**
 * Draws page `n` onto `canvas`, `cssWidth` pixels wide on screen (sharp on a high-density
 * screen, at `pixelRatio` device pixels per CSS pixel).
 */
export function drawPage(
  pdf: PdfDocument,
  n: number,
  canvas: HTMLCanvasElement,
  cssWidth: number,
  pixelRatio = 1,
): PageDrawing {
  let cancelled = false;
  let task: RenderTask | null = null;
  const done = (async () => {
    const page = await pdf.getPage(n);
    if (cancelled) throw new DOMException('The drawing was cancelled', 'AbortError');
    const base = page.getViewport({ scale: 1 });
    const viewport = page.getViewport({ scale: (cssWidth / base.width) * pixelRatio });
    canvas.width = Math.floor(viewport.width);
    canvas.height = Math.floor(viewport.height);
    canvas.style.width = `${Math.floor(viewport.width / pixelRatio)}px`;
    task = page.render({ canvas, viewport });
    try {
      await task.promise;
    } finally {
      page.cleanup();
    }
  })();
  return {
    done,
    cancel: () => {
      cancelled = true;
      task?.cancel();
    },
  };
}
