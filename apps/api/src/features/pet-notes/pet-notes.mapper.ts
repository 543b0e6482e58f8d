import type { PetNote } from '@pawrx/contracts/pet-notes';
import type { PetNoteRow } from './pet-notes.repository';

export function toPetNote(row: PetNoteRow): PetNote {
  return {
    _id: row.id,
    petId: row.petId,
    text: row.text,
    author: { id: row.authorId, name: row.authorName, role: row.authorRole },
    createdAt: row.createdAt.toISOString(),
  };
}
