import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Envelope, MessageOnly } from '@pawrx/contracts/envelope';
import type {
  DocumentCategory,
  PetDocument,
  PetDocumentListItem,
  PetDocumentWithText,
} from '@pawrx/contracts/documents';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/queries/query-keys';
import { uploadWithProgress } from '../../../lib/upload-with-progress';

/**
 * A pet's documents, under the pet's key (so deleting the pet drops them); one entry per search.
 * Kept here, not in query-keys.ts, which the landing page loads.
 */
const documentsKey = (petId: string) => [...queryKeys.pet(petId), 'documents'] as const;

const documentsPath = (petId: string) => `/api/pets/${encodeURIComponent(petId)}/documents`;
const documentPath = (petId: string, id: string) =>
  `${documentsPath(petId)}/${encodeURIComponent(id)}`;

/** GET /api/pets/:petId/documents[?q=]: newest first, or the search's hits with snippets. */
export const useDocuments = (petId: string, query: string) =>
  useQuery({
    queryKey: [...documentsKey(petId), query],
    queryFn: async () =>
      (
        await api.get<Envelope<PetDocumentListItem[]>>(
          query ? `${documentsPath(petId)}?q=${encodeURIComponent(query)}` : documentsPath(petId),
        )
      ).data,
    // The list stays on screen while the next search loads.
    placeholderData: keepPreviousData,
  });

/** One document with its text (what the lab form is filled from). */
export const fetchDocumentText = async (petId: string, id: string) =>
  (await api.get<Envelope<PetDocumentWithText>>(documentPath(petId, id))).data;

/** The original file, as a Blob. */
export const downloadDocumentFile = (petId: string, id: string) =>
  api.download(`${documentPath(petId, id)}/file`);

export interface DocumentUpload {
  file: File;
  title: string;
  category: DocumentCategory;
  date: string;
  /** Text read by OCR in the browser, when there is some. */
  text?: string;
}

export function useUploadDocument(petId: string, onProgress: (fraction: number) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (upload: DocumentUpload) => {
      const form = new FormData();
      // Fields first, the file last: the server reads them in order.
      form.append('title', upload.title);
      form.append('category', upload.category);
      form.append('date', upload.date);
      if (upload.text) form.append('text', upload.text);
      form.append('file', upload.file);
      return uploadWithProgress<Envelope<PetDocument>>(documentsPath(petId), form, onProgress);
    },
    onSuccess: () => client.invalidateQueries({ queryKey: documentsKey(petId) }),
  });
}

export function useDeleteDocument(petId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<MessageOnly>(documentPath(petId, id)),
    onSuccess: () => client.invalidateQueries({ queryKey: documentsKey(petId) }),
  });
}
