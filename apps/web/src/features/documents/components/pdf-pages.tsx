import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useElementWidth } from '../../../lib/use-element-width';
import { isAbort } from '../utils/abortable';
import { drawPage, openPdf, type PdfDocument } from '../utils/pdf-document';

/** Pages are drawn at most this wide (CSS pixels); narrower on a phone, to fit. */
const MAX_PAGE_WIDTH = 820;

type Loaded = { file: Blob; pdf: PdfDocument } | { file: Blob; error: true };

/**
 * A PDF drawn page by page with pdf.js (a lazy chunk of its own), Previous and Next below the
 * page and "Page 1 of 3" announced as it changes.
 */
export function PdfPages({ file, title }: { file: Blob; title: string }) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [page, setPage] = useState(1);
  const [drawn, setDrawn] = useState<number | null>(null);
  const { ref, width } = useElementWidth<HTMLDivElement>(MAX_PAGE_WIDTH);
  const canvas = useRef<HTMLCanvasElement>(null);
  const pdf = loaded?.file === file && 'pdf' in loaded ? loaded.pdf : null;
  const failed = loaded?.file === file && 'error' in loaded;

  useEffect(() => {
    let opened: PdfDocument | null = null;
    let gone = false;
    openPdf(file).then(
      (doc) => {
        opened = doc;
        if (gone) void doc.destroy();
        else setLoaded({ file, pdf: doc });
      },
      () => !gone && setLoaded({ file, error: true }),
    );
    return () => {
      gone = true;
      void opened?.destroy();
    };
  }, [file]);

  useEffect(() => {
    if (!pdf || !canvas.current) return;
    const drawing = drawPage(
      pdf,
      page,
      canvas.current,
      Math.min(width, MAX_PAGE_WIDTH),
      window.devicePixelRatio || 1,
    );
    drawing.done.then(
      () => setDrawn(page),
      (error: unknown) => {
        if (!isAbort(error) && (error as { name?: string }).name !== 'RenderingCancelledException')
          setLoaded({ file, error: true });
      },
    );
    return drawing.cancel;
  }, [pdf, page, width, file]);

  if (failed)
    return (
      <p role="alert" className="text-sm text-red-700">
        This PDF could not be shown here; download it to open it.
      </p>
    );
  const pages = pdf?.numPages ?? 0;
  const turn = (to: number) => setPage(Math.min(Math.max(1, to), pages));
  return (
    <div className="space-y-2">
      {!pdf && <Spinner label="Drawing the PDF…" className="py-6" />}
      <div
        ref={ref}
        className="flex justify-center overflow-hidden rounded-lg border border-slate-200 bg-slate-100"
        hidden={!pdf}
      >
        <canvas
          ref={canvas}
          role="img"
          aria-label={`${title}, page ${page}`}
          data-drawn-page={drawn ?? undefined}
          className="max-w-full bg-white"
        />
      </div>
      {pages > 1 && (
        // aria-disabled, not disabled: the button keeps the keyboard's focus on the first or
        // last page instead of dropping it to the page's start.
        <div role="group" aria-label="Pages" className="flex items-center justify-between gap-2">
          <Button
            variant="secondary"
            aria-disabled={page <= 1}
            className="aria-disabled:cursor-not-allowed aria-disabled:text-slate-400"
            onClick={() => turn(page - 1)}
          >
            Previous
          </Button>
          <p className="text-sm text-slate-700" aria-live="polite">
            Page {page} of {pages}
          </p>
          <Button
            variant="secondary"
            aria-disabled={page >= pages}
            className="aria-disabled:cursor-not-allowed aria-disabled:text-slate-400"
            onClick={() => turn(page + 1)}
          >
            Next
          </Button>
        </div>
      )}
    </div>
  );
}
