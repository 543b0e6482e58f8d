import { lazy, Suspense, useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { PetDocumentListItem } from '@pawrx/contracts/documents';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { errorMessage } from '../../../lib/api-errors';
import { saveBlob } from '../../../lib/save-blob';
import { downloadDocumentFile, fetchDocumentText } from '../api/documents-api';
import { documentFileName } from './document-file-name';

// pdf.js (and its worker) load only when a PDF is opened.
const PdfPages = lazy(() => import('./pdf-pages').then((m) => ({ default: m.PdfPages })));

type Props = {
  petId: string;
  document: PetDocumentListItem;
  onClose: () => void;
  /** Offered for a lab result with text: opens the lab form filled from it. */
  onEnterLabValues?: (text: string) => void;
};

/**
 * One document: a photo shown inline, a PDF drawn page by page by pdf.js (pixels on a canvas,
 * no scripts), its text, a download, and for a lab result the lab form's prefill.
 */
export function DocumentViewer({ petId, document, onClose, onEnterLabValues }: Props) {
  const isImage = document.mimeType.startsWith('image/');
  const file = useQuery({
    queryKey: ['document-file', petId, document.id],
    queryFn: () => downloadDocumentFile(petId, document.id),
    staleTime: Infinity,
    gcTime: 0,
  });
  const details = useQuery({
    queryKey: ['document-text', petId, document.id],
    queryFn: () => fetchDocumentText(petId, document.id),
    enabled: document.hasText,
  });
  // A blob: URL of the photo while it is shown, let go when the viewer closes.
  const imageUrl = useMemo(
    () => (isImage && file.data ? URL.createObjectURL(file.data) : null),
    [isImage, file.data],
  );
  useEffect(() => () => void (imageUrl && URL.revokeObjectURL(imageUrl)), [imageUrl]);

  const text = details.data?.text ?? '';
  const canPrefill = onEnterLabValues && document.category === 'lab-result' && text;
  return (
    <Modal
      title={document.title}
      size="lg"
      onClose={onClose}
      footer={
        <>
          {canPrefill && (
            <Button variant="secondary" onClick={() => onEnterLabValues(text)}>
              Enter these values as a lab panel
            </Button>
          )}
          <Button
            disabled={!file.data}
            onClick={() => file.data && saveBlob(file.data, documentFileName(document))}
          >
            Download
          </Button>
        </>
      }
    >
      <div className="space-y-3">
        {file.isPending && <Spinner label="Loading the document…" className="py-6" />}
        {file.isError && (
          <p role="alert" className="text-sm text-red-700">
            {errorMessage(file.error, 'The document could not be loaded.')}
          </p>
        )}
        {imageUrl && (
          <img
            src={imageUrl}
            alt={document.title}
            className="mx-auto max-h-[60vh] w-auto rounded-lg border border-slate-200"
          />
        )}
        {!isImage && file.data && (
          <>
            <Suspense fallback={<Spinner label="Loading the PDF viewer…" className="py-6" />}>
              <PdfPages file={file.data} title={document.title} />
            </Suspense>
            <p className="text-sm text-slate-700">PDF, {Math.ceil(document.size / 1024)} KB.</p>
          </>
        )}
        {document.hasText && (
          <details open={!isImage} className="rounded-lg bg-slate-50 p-3">
            <summary className="cursor-pointer text-sm font-medium text-slate-800">
              Text of the document
            </summary>
            {details.isPending ? (
              <Spinner label="Loading the text…" className="py-4" />
            ) : (
              <pre className="mt-2 max-h-[40vh] overflow-auto whitespace-pre-wrap break-words text-sm text-slate-800">
                {text}
              </pre>
            )}
          </details>
        )}
      </div>
    </Modal>
  );
}
