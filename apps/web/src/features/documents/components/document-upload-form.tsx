import { useState, type BaseSyntheticEvent } from 'react';
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
import { UploadProgress, type UploadStage } from './upload-progress';

const ACCEPT = 'application/pdf,image/jpeg,image/png,image/webp,.pdf,.jpg,.jpeg,.png,.webp';
const CATEGORY_OPTIONS = DOCUMENT_CATEGORIES.map((value) => ({
  value,
  label: DOCUMENT_CATEGORY_LABELS[value],
}));
const isImage = (file: File) => file.type.startsWith('image/');

/** Reads a photo's text in the browser (the label scanner's OCR), so it can be searched. */
async function readImageText(file: File, onStage: (stage: UploadStage) => void): Promise<string> {
  try {
    const { recognizeText } = await import('../../../lib/ocr/ocr-worker');
    const { text } = await recognizeText(file, (p) =>
      onStage({ kind: 'reading', fraction: p.stage === 'reading' ? p.fraction : 0 }),
    );
    return text.trim();
  } catch {
    // No text is not a reason to refuse the document: it is stored, just not searchable.
    return '';
  }
}

/** Upload a document: a file, its title, category and date; photos are read by OCR first. */
export function DocumentUploadForm({ petId, onDone }: { petId: string; onDone: () => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [title, setTitle] = useState('');
  const [category, setCategory] = useState<DocumentCategory>('lab-result');
  const [date, setDate] = useState(todayDateOnly());
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [stage, setStage] = useState<UploadStage | null>(null);
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
    try {
      const text = isImage(file) ? await readImageText(file, setStage) : undefined;
      setStage({ kind: 'sending', fraction: 0 });
      await upload.mutateAsync({ file, title, category, date, text: text || undefined });
      toast.success(DOCUMENT_MESSAGES.added);
      onDone();
    } catch (error) {
      toast.error(errorMessage(error, DOCUMENT_MESSAGES.uploadFailed));
    } finally {
      setStage(null);
    }
  };

  const busy = stage !== null;
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
        hint="PDF, JPEG, PNG or WebP, up to 20 MB. Photos are read on this device so their text can be searched."
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
        <Button variant="secondary" onClick={onDone} disabled={busy}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
