import { useEffect, useState, type BaseSyntheticEvent } from 'react';
import {
  DOCUMENT_CATEGORIES,
  DOCUMENT_CATEGORY_LABELS,
  DOCUMENT_MESSAGES,
  MAX_DOCUMENT_BYTES,
  documentFieldsSchema,
  type DocumentCategory,
} from '@pawrx/contracts/documents';
import { Button } from '../../../components/ui/button';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { errorMessage } from '../../../lib/api-errors';
import { todayDateOnly } from '../../../lib/date-only';
import { submitHandler } from '../../../lib/submit-handler';
import { toast } from '../../../lib/toast';
import { useUploadDocument } from '../api/documents-api';
import { isAbort } from '../utils/abortable';
import { OCR_MAX_PAGES } from '../utils/pdf-ocr-plan';
import { readDocumentText } from '../utils/read-document-text';
import { UploadProgress, type UploadStage } from './upload-progress';

const ACCEPT = 'application/pdf,image/jpeg,image/png,image/webp,.pdf,.jpg,.jpeg,.png,.webp';
const CATEGORY_OPTIONS = DOCUMENT_CATEGORIES.map((value) => ({
  value,
  label: DOCUMENT_CATEGORY_LABELS[value],
}));
/**
 * Upload a document: a file, its title, category and date; a photo or a scanned PDF is read by
 * OCR first (cancellable: nothing is uploaded then).
 */
export function DocumentUploadForm({ petId, onDone }: { petId: string; onDone: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  const [category, setCategory] = useState<DocumentCategory>('lab-result');
  const [date, setDate] = useState(todayDateOnly());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [stage, setStage] = useState<UploadStage | null>(null);
  const [reading, setReading] = useState<AbortController | null>(null);
  // Leaving the form (the tab or the page) stops a reading under way.
  useEffect(() => () => reading?.abort(), [reading]);
  const upload = useUploadDocument(petId, (fraction) => setStage({ kind: 'sending', fraction }));

  const choose = (chosen: File | null) => {
    setFile(chosen);
    if (chosen && !title) setTitle(chosen.name.replace(/\.[^.]+$/, '').slice(0, 200));
  };

  const submit = async (event?: BaseSyntheticEvent) => {
    event?.preventDefault();
    const found: Record<string, string> = {};
    const parsed = documentFieldsSchema.safeParse({ title, category, date });
    if (!parsed.success) for (const i of parsed.error.issues) found[i.path.join('.')] = i.message;
    if (!file) found.file = DOCUMENT_MESSAGES.fileRequired;
    else if (file.size > MAX_DOCUMENT_BYTES) found.file = DOCUMENT_MESSAGES.tooLarge;
    setErrors(found);
    if (!file || Object.keys(found).length > 0) return;
    const controller = new AbortController();
    setReading(controller);
    try {
      const text = await readDocumentText(file, setStage, controller.signal);
      setStage({ kind: 'sending', fraction: 0 });
      await upload.mutateAsync({ file, title, category, date, text });
      toast.success(DOCUMENT_MESSAGES.added);
      onDone();
    } catch (error) {
      if (isAbort(error)) toast.success('Reading cancelled: nothing was uploaded');
      else toast.error(errorMessage(error, DOCUMENT_MESSAGES.uploadFailed));
    } finally {
      setReading(null);
      setStage(null);
    }
  };

  const busy = stage !== null;
  const canCancelReading = stage?.kind === 'checking' || stage?.kind === 'reading';
  return (
    <form
      aria-label="Upload a document"
      noValidate
      onSubmit={submitHandler(submit)}
      className="space-y-4 rounded-xl border border-slate-200 p-4"
    >
      <TextField
        label="File"
        type="file"
        accept={ACCEPT}
        hint={`PDF, JPEG, PNG or WebP, up to 20 MB. Photos and scanned PDFs (their first ${OCR_MAX_PAGES} pages) are read on this device so their text can be searched.`}
        onChange={(e) => choose(e.target.files?.[0] ?? null)}
        error={errors.file}
        disabled={busy}
      />
      <div className="grid gap-3 sm:grid-cols-3">
        <TextField
          label="Title"
          value={title}
          maxLength={200}
          onChange={(e) => setTitle(e.target.value)}
          error={errors.title}
          disabled={busy}
        />
        <SelectField
          label="Category"
          options={CATEGORY_OPTIONS}
          value={category}
          onChange={(e) => setCategory(e.target.value as DocumentCategory)}
          error={errors.category}
          disabled={busy}
        />
        <TextField
          label="Date"
          type="date"
          value={date}
          onChange={(e) => setDate(e.target.value)}
          error={errors.date}
          disabled={busy}
        />
      </div>
      {stage && <UploadProgress stage={stage} />}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={busy} busyLabel="Uploading…">
          Upload
        </Button>
        {canCancelReading ? (
          <Button variant="secondary" onClick={() => reading?.abort()}>
            Cancel reading
          </Button>
        ) : (
          <Button variant="secondary" onClick={onDone} disabled={busy}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
