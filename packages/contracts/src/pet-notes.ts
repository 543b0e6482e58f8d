import { z } from 'zod';
import { envelope } from './envelope';
import { petRoleSchema } from './pet-access';

// Notes on a pet's record (issue 16, Vet Mode): what a vet (or an owner) writes about a visit or a
// finding. Append-only, signed with the author's name and role, like entries in a paper chart.

export const PET_NOTE_MAX = 2000;

export const petNoteBodySchema = z.object({
  text: z
    .string({ error: 'Note is required' })
    .trim()
    .min(1, 'Note is required')
    .max(PET_NOTE_MAX, `A note is at most ${PET_NOTE_MAX} characters`),
});
export type PetNoteBody = z.input<typeof petNoteBodySchema>;

export const petNoteSchema = z.object({
  _id: z.string(),
  petId: z.string(),
  text: z.string(),
  author: z.object({ id: z.string().nullable(), name: z.string(), role: petRoleSchema }),
  createdAt: z.string(),
});
export type PetNote = z.infer<typeof petNoteSchema>;

export const petNotesParamsSchema = z.object({ petId: z.string().max(100) });
export const petNoteListResponseSchema = envelope(z.array(petNoteSchema));
export const petNoteResponseSchema = envelope(petNoteSchema);

export const PET_NOTE_MESSAGES = {
  added: 'Note added',
  listed: 'Notes',
  addError: 'Could not add the note',
} as const;
