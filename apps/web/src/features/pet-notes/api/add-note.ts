import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Envelope } from '@pawrx/contracts/envelope';
import type { PetNote, PetNoteBody } from '@pawrx/contracts/pet-notes';
import { api } from '../../../lib/api-client';
import { invalidateAfter } from '../../../lib/queries/invalidate-after';

/** POST /api/pets/:id/notes: a note signed with the author's name and role. */
const addNote = async (petId: string, body: PetNoteBody) =>
  (await api.post<Envelope<PetNote>>(`/api/pets/${encodeURIComponent(petId)}/notes`, body)).data;

export function useAddNote(petId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PetNoteBody) => addNote(petId, body),
    onSuccess: () => invalidateAfter(client, { kind: 'note.added', petId }),
  });
}
