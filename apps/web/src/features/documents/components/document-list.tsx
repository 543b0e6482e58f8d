import { DOCUMENT_CATEGORY_LABELS, type PetDocumentListItem } from '@pawrx/contracts/documents';
import { Button } from '../../../components/ui/button';
import { formatDateOnly } from '../../../lib/date-only';

type Props = {
  documents: PetDocumentListItem[];
  onOpen: (document: PetDocumentListItem) => void;
  onDelete?: (document: PetDocumentListItem) => void;
};

const year = (date: string) => date.slice(0, 4);

/** Documents grouped by year (newest first, as the API orders them), each with its snippet. */
export function DocumentList({ documents, onOpen, onDelete }: Props) {
  const years = [...new Set(documents.map((d) => year(d.date)))];
  return (
    <div className="space-y-4">
      {years.map((y) => (
        <section key={y} aria-label={`Documents of ${y}`}>
          <h3 className="mb-1 text-sm font-semibold text-slate-600">{y}</h3>
          <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
            {documents
              .filter((d) => year(d.date) === y)
              .map((d) => (
                <li key={d.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-start">
                  <div className="min-w-0 flex-1">
                    <button
                      type="button"
                      className="text-left font-medium text-brand-700 underline-offset-2 hover:underline focus:outline-none focus:ring-2 focus:ring-brand-200"
                      onClick={() => onOpen(d)}
                    >
                      {d.title}
                    </button>
                    <p className="text-sm text-slate-600">
                      {DOCUMENT_CATEGORY_LABELS[d.category]} · {formatDateOnly(d.date)} ·{' '}
                      {d.mimeType === 'application/pdf' ? 'PDF' : 'Image'}
                    </p>
                    {d.snippet && d.snippet.length > 0 && (
                      <p className="mt-1 text-sm text-slate-700" data-testid="document-snippet">
                        {d.snippet.map((part, i) =>
                          part.match ? (
                            <mark key={i} className="rounded bg-yellow-100 px-0.5">
                              {part.text}
                            </mark>
                          ) : (
                            <span key={i}>{part.text}</span>
                          ),
                        )}
                      </p>
                    )}
                  </div>
                  <div className="flex gap-2">
                    <Button
                      variant="secondary"
                      onClick={() => onOpen(d)}
                      aria-label={`Open ${d.title}`}
                    >
                      Open
                    </Button>
                    {onDelete && (
                      <Button
                        variant="danger-outline"
                        aria-label={`Delete ${d.title}`}
                        onClick={() => onDelete(d)}
                      >
                        Delete
                      </Button>
                    )}
                  </div>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
