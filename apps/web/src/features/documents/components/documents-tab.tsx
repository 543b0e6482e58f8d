import { useEffect, useState } from 'react';
import {
  DOCUMENT_CATEGORIES,
  DOCUMENT_CATEGORY_LABELS,
  DOCUMENT_MESSAGES,
  MAX_DOCUMENT_QUERY,
  type PetDocumentListItem,
} from '@pawrx/contracts/documents';
import { can } from '@pawrx/contracts/pet-access';
import type { Pet } from '@pawrx/contracts/pets';
import { Button } from '../../../components/ui/button';
import { ConfirmModal } from '../../../components/ui/confirm-modal';
import { SelectField } from '../../../components/ui/select-field';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-errors';
import { toast } from '../../../lib/toast';
import { useDeleteDocument, useDocuments } from '../api/documents-api';
import { DocumentList } from './document-list';
import { DocumentUploadForm } from './document-upload-form';
import { DocumentViewer } from './document-viewer';

/** Searching waits for a pause in typing, so each keystroke is not a request. */
const SEARCH_DELAY_MS = 300;
const FILTER_OPTIONS = [
  { value: '', label: 'All categories' },
  ...DOCUMENT_CATEGORIES.map((value) => ({ value, label: DOCUMENT_CATEGORY_LABELS[value] })),
];

type Props = {
  pet: Pet;
  /** Opens the Labs tab's form filled from a lab result's text. */
  onEnterLabValues?: (text: string) => void;
};

/** The Documents tab (issue 30): search, filter by category, upload, open, delete. */
export function DocumentsTab({ pet, onEnterLabValues }: Props) {
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');
  const [category, setCategory] = useState('');
  const [uploading, setUploading] = useState(false);
  const [open, setOpen] = useState<PetDocumentListItem | null>(null);
  const [deleting, setDeleting] = useState<PetDocumentListItem | null>(null);
  const documents = useDocuments(pet._id, query);
  const remove = useDeleteDocument(pet._id);
  const canAdd = can(pet.role, 'add-documents');
  const canDelete = can(pet.role, 'delete-documents');

  useEffect(() => {
    const timer = setTimeout(() => setQuery(typed.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const shown = (documents.data ?? []).filter((d) => !category || d.category === category);
  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(DOCUMENT_MESSAGES.deleted);
        setDeleting(null);
      },
      onError: (e) => toast.error(errorMessage(e, 'Error deleting the document')),
    });
  };

  return (
    <section aria-labelledby="documents-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="documents-heading" className="text-lg font-semibold text-slate-900">
          Documents
        </h2>
        {canAdd && !uploading && (
          <Button onClick={() => setUploading(true)}>Upload a document</Button>
        )}
      </div>
      {uploading && <DocumentUploadForm petId={pet._id} onDone={() => setUploading(false)} />}
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField
          label="Search documents"
          type="search"
          className="sm:col-span-2"
          placeholder="e.g. creatinine"
          maxLength={MAX_DOCUMENT_QUERY}
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
        <SelectField
          label="Category"
          options={FILTER_OPTIONS}
          value={category}
          onChange={(e) => setCategory(e.target.value)}
        />
      </div>
      {documents.isPending ? (
        <Spinner label="Loading documents…" className="py-10" />
      ) : documents.isError ? (
        <div role="alert" className="space-y-2 py-6 text-sm text-red-700">
          <p>{errorMessage(documents.error, 'Documents could not be loaded.')}</p>
          <Button variant="secondary" onClick={() => void documents.refetch()}>
            Try again
          </Button>
        </div>
      ) : shown.length === 0 ? (
        <p className="py-6 text-sm text-slate-600" role="status">
          {query || category
            ? DOCUMENT_MESSAGES.noMatches
            : `${DOCUMENT_MESSAGES.empty}. Upload a lab report, a visit summary or a certificate to keep it with ${pet.name}'s record and find it by its words.`}
        </p>
      ) : (
        <DocumentList
          documents={shown}
          onOpen={setOpen}
          onDelete={canDelete ? setDeleting : undefined}
        />
      )}
      {open && (
        <DocumentViewer
          petId={pet._id}
          document={open}
          onClose={() => setOpen(null)}
          onEnterLabValues={
            onEnterLabValues &&
            ((text) => {
              setOpen(null);
              onEnterLabValues(text);
            })
          }
        />
      )}
      {deleting && (
        <ConfirmModal
          title="Delete this document?"
          confirmLabel="Delete"
          busyLabel="Deleting…"
          busy={remove.isPending}
          onConfirm={confirmDelete}
          onClose={() => setDeleting(null)}
        >
          <p>
            “{deleting.title}” and its file will be deleted for everyone who shares {pet.name}.
          </p>
        </ConfirmModal>
      )}
    </section>
  );
}
